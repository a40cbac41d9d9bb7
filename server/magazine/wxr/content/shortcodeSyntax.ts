/** WordPress's shortcode grammar (get_shortcode_regex / shortcode_parse_atts), for any lowercase name. */

export interface Shortcode {
  name: string;
  attrs: Record<string, string>;
  /** Positional attributes ([embed https://…] style). */
  positional: string[];
  /** Inner content of an enclosing shortcode; null for a self-closing one. */
  content: string | null;
}

// 1: [[ escape, 2: name, 3: attributes, 4: self-closing slash, 5: content, 6: ]] escape.
// Names are lowercase ASCII, so bracketed words in text ([PR], [注]) are left alone.
const SHORTCODE = /\[(\[?)([a-z][a-z0-9_-]*)(?![\w-])([^\]/]*(?:\/(?!\])[^\]/]*)*?)(?:(\/)\]|\](?:([^[]*(?:\[(?!\/\2\])[^[]*)*)\[\/\2\])?)(\]?)/g;

const ATTR = /([\w-]+)\s*=\s*"([^"]*)"(?:\s|$)|([\w-]+)\s*=\s*'([^']*)'(?:\s|$)|([\w-]+)\s*=\s*([^\s'"]+)(?:\s|$)|"([^"]*)"(?:\s|$)|'([^']*)'(?:\s|$)|(\S+)(?:\s|$)/g;

function decodeQuotes(v: string): string {
  return v.replace(/&#8221;|&#8243;|&#8220;|&quot;|[\u201c\u201d\u2033]/g, '"').replace(/&#8217;|&#8216;|&#039;|&#39;|[\u2018\u2019]/g, "'");
}

export function parseAttrs(raw: string): { attrs: Record<string, string>; positional: string[] } {
  const attrs: Record<string, string> = {};
  const positional: string[] = [];
  const text = decodeQuotes(raw).replace(/[\u00a0\u200b]/g, ' ');
  for (const m of text.matchAll(ATTR)) {
    if (m[1]) attrs[m[1].toLowerCase()] = m[2];
    else if (m[3]) attrs[m[3].toLowerCase()] = m[4];
    else if (m[5]) attrs[m[5].toLowerCase()] = m[6];
    else if (m[7] !== undefined) positional.push(m[7]);
    else if (m[8] !== undefined) positional.push(m[8]);
    else if (m[9]) positional.push(m[9]);
  }
  return { attrs, positional };
}

/**
 * Replaces every shortcode (outermost first) with what `handle` returns for it; the handler
 * decides what happens to nested shortcodes in its content. [[name]] stays as the literal [name].
 */
export function replaceShortcodes(html: string, handle: (sc: Shortcode) => string): string {
  return html.replace(SHORTCODE, (whole, open: string, name: string, rawAttrs: string, _slash: string | undefined, content: string | undefined, close: string) => {
    if (open === '[' && close === ']') return whole.slice(1, -1);
    const { attrs, positional } = parseAttrs(rawAttrs);
    return open + handle({ name, attrs, positional, content: content ?? null }) + close;
  });
}
