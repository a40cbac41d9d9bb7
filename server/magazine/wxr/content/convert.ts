import { wpautop } from './autop';
import { embedCard, embedProvider } from './embedCard';
import { runShortcodes, type ShortcodeContext, type ShortcodeTally } from './shortcodes';

/** Block-editor content carries its blocks as comments; classic content has none. */
export const hasBlocks = (html: string): boolean => /<!--\s+wp:[a-z]/.test(html);

/** A URL alone on its line (WordPress's autoembed) of a known service becomes a link card. */
function autoEmbed(html: string, wrap: (h: string) => string, tally: ShortcodeTally): string {
  return html.replace(/^(\s*)(https?:\/\/[^\s<>"]+)(\s*)$/gim, (whole, before: string, url: string, after: string) => {
    if (!embedProvider(url)) return whole;
    tally.replaced.set('embed', (tally.replaced.get('embed') ?? 0) + 1);
    return `${before}${wrap(embedCard(url))}${after}`;
  });
}

/** Embed blocks (core/embed and the older core-embed/*) become link cards; their figure is dropped. */
function embedBlocks(html: string): string {
  return html.replace(/<!--\s+wp:(?:core-)?embed(?:\/[a-z0-9-]+)?\s+(\{[\s\S]*?\})\s+-->[\s\S]*?<!--\s+\/wp:(?:core-)?embed(?:\/[a-z0-9-]+)?\s+-->/g, (whole, json: string) => {
    try {
      const url = String((JSON.parse(json) as { url?: unknown }).url ?? '');
      return embedCard(url);
    } catch {
      return whole;
    }
  });
}

/** The attachment id's alt text for an <img class="wp-image-N"> that has none of its own. */
function fillAltTexts(html: string, ctx: ShortcodeContext): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    const id = /\bwp-image-(\d+)\b/.exec(tag)?.[1];
    const alt = id ? ctx.attachments.get(Number(id))?.alt : undefined;
    if (!alt) return tag;
    const escaped = alt.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    if (/\balt=(""|'')/i.test(tag)) return tag.replace(/\balt=(""|'')/i, `alt="${escaped}"`);
    if (/\balt=/i.test(tag)) return tag;
    return tag.replace(/^<img\b/i, `<img alt="${escaped}"`);
  });
}

/**
 * A post's stored content as WordPress would display it (before sanitising): block content has
 * its embeds made link cards; classic content gets wpautop's paragraphs and line breaks; both get
 * their shortcodes run.
 */
export function convertContent(raw: string, ctx: ShortcodeContext, tally: ShortcodeTally): string {
  let html: string;
  if (hasBlocks(raw)) {
    html = runShortcodes(embedBlocks(raw), ctx, tally);
  } else {
    // Shortcode output is set aside while wpautop runs, as WordPress runs shortcodes after it.
    const held: string[] = [];
    const hold = (h: string) => {
      held.push(h);
      return `<figure data-wpimport="${held.length - 1}"></figure>`;
    };
    const withEmbeds = autoEmbed(raw.replace(/\r\n?/g, '\n'), hold, tally);
    html = wpautop(runShortcodes(withEmbeds, ctx, tally, hold)).replace(/<figure data-wpimport="(\d+)"><\/figure>/g, (_m, i: string) => held[Number(i)]);
  }
  return fillAltTexts(html, ctx);
}
