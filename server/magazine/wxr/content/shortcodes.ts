import { escapeHtml } from '@/lib/escape';
import type { WxrAttachment } from '../parse';
import { embedCard } from './embedCard';
import { replaceShortcodes, type Shortcode } from './shortcodeSyntax';

export interface ShortcodeContext {
  postId: number;
  attachments: Map<number, WxrAttachment>;
}

export interface ShortcodeTally {
  replaced: Map<string, number>;
  unknown: Map<string, number>;
}

export const newTally = (): ShortcodeTally => ({ replaced: new Map(), unknown: new Map() });
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

const attr = (name: string, value: string | undefined) => (value ? ` ${name}="${escapeHtml(value)}"` : '');

function imageFigure(a: WxrAttachment, linked: boolean): string {
  const img = `<img src="${escapeHtml(a.url)}" alt="${escapeHtml(a.alt)}" class="wp-image-${a.id}" />`;
  const caption = a.caption ? `<figcaption>${escapeHtml(a.caption)}</figcaption>` : '';
  return `<figure class="wp-block-image">${linked ? `<a href="${escapeHtml(a.url)}">${img}</a>` : img}${caption}</figure>`;
}

/** [gallery ids="8,9" columns="3"]: the listed attachments, or those attached to the post. */
function gallery(sc: Shortcode, ctx: ShortcodeContext): string {
  const ids = (sc.attrs.ids ?? sc.attrs.include ?? '').split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0);
  const images = ids.length
    ? ids.map((id) => ctx.attachments.get(id)).filter((a): a is WxrAttachment => !!a)
    : [...ctx.attachments.values()].filter((a) => a.parentId === ctx.postId).sort((a, b) => a.id - b.id);
  if (!images.length) return '';
  const columns = Math.min(Math.max(Number(sc.attrs.columns) || 3, 1), 6);
  return `<figure class="wp-block-gallery columns-${columns}">${images.map((a) => imageFigure(a, sc.attrs.link !== 'none')).join('')}</figure>`;
}

/** [caption id="attachment_8" caption="…"]<img …> text[/caption] as a figure with its caption. */
function caption(sc: Shortcode, handleNested: (html: string) => string): string {
  const content = handleNested(sc.content ?? '');
  const media = /^\s*((?:<a [^>]*>\s*)?<img [^>]*>(?:\s*<\/a>)?)/i.exec(content);
  const image = media ? media[1] : '';
  const text = sc.attrs.caption ?? (media ? content.slice(media[0].length) : content).trim();
  return `<figure class="wp-block-image">${image}${text ? `<figcaption>${text}</figcaption>` : ''}</figure>`;
}

const VIDEO_SOURCES = ['src', 'mp4', 'm4v', 'webm', 'ogv', 'wmv', 'flv', 'mov'];
const AUDIO_SOURCES = ['src', 'mp3', 'm4a', 'ogg', 'wav', 'wma', 'flac'];

function media(kind: 'video' | 'audio', sc: Shortcode): string {
  const src = (kind === 'video' ? VIDEO_SOURCES : AUDIO_SOURCES).map((k) => sc.attrs[k]).find(Boolean);
  if (!src || !/^https?:\/\//i.test(src)) return '';
  const poster = kind === 'video' ? attr('poster', sc.attrs.poster) : '';
  return `<figure class="wp-block-${kind}"><${kind} controls preload="none" src="${escapeHtml(src)}"${poster}></${kind}></figure>`;
}

/**
 * Runs the shortcodes of a post: the ones WordPress ships become our markup, any other is
 * removed keeping its inner text. Block-level output is returned as is (the caller protects it
 * from wpautop when it needs to).
 */
export function runShortcodes(html: string, ctx: ShortcodeContext, tally: ShortcodeTally, wrapBlock: (html: string) => string = (h) => h): string {
  const run = (text: string): string =>
    replaceShortcodes(text, (sc) => {
      let out: string;
      switch (sc.name) {
        case 'caption':
        case 'wp_caption':
          out = wrapBlock(caption(sc, run));
          break;
        case 'gallery':
          out = wrapBlock(gallery(sc, ctx));
          break;
        case 'embed': {
          const url = (sc.content ?? sc.attrs.url ?? sc.positional[0] ?? '').trim();
          out = wrapBlock(embedCard(url));
          break;
        }
        case 'video':
        case 'audio':
          out = wrapBlock(media(sc.name, sc));
          break;
        case 'contact-form-7': {
          // Our own form takes its place when the page is shown (components/contact/Cf7Form).
          const key = (sc.attrs.id ?? '').trim();
          if (!/^(?:\d{1,9}|[0-9a-f]{7,40})$/.test(key)) {
            bump(tally.unknown, sc.name);
            return '';
          }
          out = wrapBlock(`<div class="wpcf7-slot" data-form-id="${key}"></div>`);
          break;
        }
        default:
          bump(tally.unknown, sc.name);
          return run(sc.content ?? '');
      }
      bump(tally.replaced, sc.name === 'wp_caption' ? 'caption' : sc.name);
      return out;
    });
  return run(html);
}
