import sanitizeHtml from 'sanitize-html';
import { EXCERPT_LENGTH } from '../../lib/constants';
import { imageUrl } from '../../lib/image';
import type { TocEntry } from '../../api/contract/magazine';

/** WordPress's page break inside an article; kept through sanitising so /api/web/post?page=n works. */
export const NEXTPAGE = '<!--nextpage-->';

const ALLOWED_TAGS = [
  'p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 's', 'small', 'sup', 'sub', 'mark',
  'blockquote', 'cite', 'a', 'img', 'figure', 'figcaption', 'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'span', 'div',
  'video', 'audio', 'source',
];

/** Classes our article styles know: WordPress's block names (imported posts) and our embed link card. */
const ALLOWED_CLASSES = ['wpcf7-slot', 'wp-block-*', 'blocks-gallery-*', 'columns-*', 'embed-card*', 'aligncenter', 'alignleft', 'alignright', 'alignwide', 'alignfull', 'has-text-align-*', 'wp-image-*'];

/** Editor content: formatting, links and images only. Nothing executable, no inline styles. */
const BASE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    video: ['src', 'poster', 'controls', 'preload', 'width', 'height'],
    audio: ['src', 'controls', 'preload'],
    source: ['src', 'type'],
    // Where a Contact Form 7 form goes (its id or hash, checked again when shown).
    div: ['data-form-id'],
  },
  allowedClasses: { '*': ALLOWED_CLASSES },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], video: ['http', 'https'], audio: ['http', 'https'], source: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster'],
  allowProtocolRelative: false,
  // The content of these is dropped with them, never kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'svg', 'math', 'title', 'xmp', 'noembed', 'noframes'],
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  transformTags: {
    a: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs };
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      else delete next.target;
      return { tagName, attribs: next };
    },
    // WordPress's bold/italic spellings become their semantic twins.
    b: 'strong',
    i: 'em',
  },
};

/** Sanitises stored article HTML (import and seed write through this). `<!--nextpage-->` survives. */
export function sanitizeArticleHtml(html: string): string {
  return html
    .split(/<!--\s*nextpage\s*-->/i)
    .map((part) => sanitizeHtml(part, BASE).trim())
    .join(`\n${NEXTPAGE}\n`);
}

/** The pages of a stored article. */
export function splitPages(content: string): string[] {
  const parts = content.split(/<!--\s*nextpage\s*-->/i).map((p) => p.trim());
  return parts.length ? parts : [''];
}

function decodeSanitizerEntities(text: string): string {
  // sanitize-html escapes exactly these in text it writes.
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

/** Plain text of HTML (tags removed, entities decoded, whitespace collapsed). */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|div|figcaption|td|th|blockquote)>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: BASE.nonTextTags,
  });
  return decodeSanitizerEntities(text).replace(/\s+/g, ' ').trim();
}

/** The article's running text (its paragraphs, without headings and captions), for the excerpt. */
export function paragraphTextOf(html: string): string {
  const paragraphs = html.match(/<p[\s>][\s\S]*?<\/p>/gi) ?? [];
  return paragraphs.length ? plainTextOf(paragraphs.join(' ')) : plainTextOf(html);
}

/** The spec's excerpt: at most 120 characters (§9), an ellipsis marking a cut. */
export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  if (chars.length <= length) return chars.join('');
  return `${chars.slice(0, length - 1).join('').trimEnd()}…`;
}

export interface RenderedArticle {
  html: string;
  toc: TocEntry[];
}

/**
 * Prepares one page of an article for display: sanitised again (the database is not trusted to
 * be clean), h2/h3 given anchors for the table of contents, images served through /img.
 */
export function renderArticleHtml(html: string, anchorPrefix = 'section'): RenderedArticle {
  const toc: TocEntry[] = [];
  let n = 0;
  const heading = (tagName: string, attribs: sanitizeHtml.Attributes) => {
    n += 1;
    return { tagName, attribs: { ...attribs, id: `${anchorPrefix}-${n}` } };
  };
  const out = sanitizeHtml(html, {
    ...BASE,
    allowedAttributes: { ...(BASE.allowedAttributes as Record<string, string[]>), h2: ['id'], h3: ['id'], img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'] },
    transformTags: {
      ...BASE.transformTags,
      h2: heading,
      h3: heading,
      img: (tagName, attribs) => {
        const src = attribs.src ?? '';
        const proxied = /^(https?:)?\/\//i.test(src) || src.startsWith('/') ? imageUrl(src, { width: 'l' }) : src;
        return { tagName, attribs: { ...attribs, src: proxied, loading: 'lazy', decoding: 'async' } };
      },
    },
  });
  const re = /<(h[23])\b[^>]*?\sid="([^"]+)"[^>]*>([\s\S]*?)<\/\1>/g;
  for (let m = re.exec(out); m; m = re.exec(out)) {
    const text = decodeSanitizerEntities(m[3].replace(/<[^>]*>/g, '')).trim();
    if (text) toc.push({ id: m[2], text, level: m[1] === 'h2' ? 2 : 3 });
  }
  return { html: out, toc };
}
