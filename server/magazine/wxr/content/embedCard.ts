import { escapeHtml } from '@/lib/escape';

/** Services WordPress embeds from a bare URL, by host: the name shown, and whether it is a video. */
const PROVIDERS: { host: RegExp; name: string; video: boolean }[] = [
  { host: /(^|\.)youtube\.com$|^youtu\.be$/, name: 'YouTube', video: true },
  { host: /(^|\.)vimeo\.com$/, name: 'Vimeo', video: true },
  { host: /(^|\.)dailymotion\.com$|^dai\.ly$/, name: 'Dailymotion', video: true },
  { host: /(^|\.)tiktok\.com$/, name: 'TikTok', video: true },
  { host: /(^|\.)nicovideo\.jp$|^nico\.ms$/, name: 'ニコニコ動画', video: true },
  { host: /(^|\.)instagram\.com$/, name: 'Instagram', video: false },
  { host: /(^|\.)(twitter|x)\.com$/, name: 'X', video: false },
  { host: /(^|\.)spotify\.com$/, name: 'Spotify', video: false },
  { host: /(^|\.)soundcloud\.com$/, name: 'SoundCloud', video: false },
  { host: /(^|\.)flickr\.com$|^flic\.kr$/, name: 'Flickr', video: false },
  { host: /(^|\.)pinterest\.(com|jp)$/, name: 'Pinterest', video: false },
];

export function embedProvider(url: string): { name: string; video: boolean } | null {
  let host: string;
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    host = u.hostname.toLowerCase().replace(/^www\.|^m\./, '');
  } catch {
    return null;
  }
  return PROVIDERS.find((p) => p.host.test(host)) ?? null;
}

/**
 * An embed as a plain link card: no player, no third-party script or request until the reader
 * chooses to leave for the service.
 */
export function embedCard(url: string): string {
  let shown = url;
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return '';
    shown = `${u.hostname.replace(/^www\./, '')}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return '';
  }
  const provider = embedProvider(url);
  const name = provider?.name ?? shown.split('/')[0];
  const action = provider?.video ? `${name}で動画を見る` : `${name}で見る`;
  return `<figure class="wp-block-embed"><a class="embed-card" href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer"><span class="embed-card-title">${escapeHtml(action)}</span><span class="embed-card-url">${escapeHtml(shown)}</span></a></figure>`;
}
