import { linkRemotePlayers } from '@/server/magazine/wxr/fetchImages';
import { byteRange } from '@/server/media/storedHandler';
import { wpautop } from '@/server/magazine/wxr/content/autop';
import { convertContent } from '@/server/magazine/wxr/content/convert';
import { newTally } from '@/server/magazine/wxr/content/shortcodes';
import { parseAttrs } from '@/server/magazine/wxr/content/shortcodeSyntax';
import { embedCard } from '@/server/magazine/wxr/content/embedCard';
import { redirectKey, splitPageSuffix } from '@/server/magazine/redirectPath';
import { oldKeyOf } from '@/server/magazine/wxr/oldAddresses';
import type { WxrAttachment } from '@/server/magazine/wxr/parse';

const attachments = new Map<number, WxrAttachment>([
  [8, { id: 8, url: 'https://old.example.jp/a.jpg', alt: '受付', caption: 'ウェルカムボード', title: 'a', parentId: 5 }],
  [9, { id: 9, url: 'https://old.example.jp/b.jpg', alt: '', caption: '', title: 'b', parentId: 5 }],
]);
const convert = (html: string, tally = newTally()) => convertContent(html, { postId: 5, attachments }, tally);

describe('wpautop', () => {
  it('makes paragraphs of blank-line blocks and <br /> of single line breaks, as WordPress does', () => {
    expect(wpautop('一行目\n二行目\n\n二段落目')).toBe('<p>一行目<br />\n二行目</p>\n<p>二段落目</p>\n');
  });
  it('leaves block elements unwrapped and keeps <pre> as written', () => {
    expect(wpautop('<h2>見出し</h2>\n本文\n<pre>a\n\nb</pre>')).toBe('<h2>見出し</h2>\n<p>本文</p>\n<pre>a\n\nb</pre>\n');
    expect(wpautop('<ul>\n<li>a</li>\n</ul>')).toBe('<ul>\n<li>a</li>\n</ul>\n');
  });
  it('does not break a tag spread over lines', () => {
    expect(wpautop('<a\nhref="/x">リンク</a>')).toBe('<p><a\nhref="/x">リンク</a></p>\n');
  });
});

describe('shortcodes', () => {
  it('parses quoted, bare and positional attributes, curly quotes included', () => {
    expect(parseAttrs(' ids="8,9" columns=3 link=\u201dfile\u201d https://x.jp')).toEqual({ attrs: { ids: '8,9', columns: '3', link: 'file' }, positional: ['https://x.jp'] });
  });
  it('turns a caption into a figure with its caption, the alt text filled from the attachment', () => {
    const out = convert('[caption id="attachment_8" width="300"]<img src="https://old.example.jp/a.jpg" class="wp-image-8" alt="" /> 受付の様子[/caption]');
    expect(out).toBe('<figure class="wp-block-image"><img src="https://old.example.jp/a.jpg" class="wp-image-8" alt="受付" /><figcaption>受付の様子</figcaption></figure>\n');
  });
  it('makes a gallery of the listed attachments, or of those attached to the post', () => {
    const tally = newTally();
    expect(convert('[gallery ids="9,8" columns="2"]', tally)).toMatch(/^<figure class="wp-block-gallery columns-2"><figure class="wp-block-image"><a href="https:\/\/old.example.jp\/b.jpg">.*a.jpg.*<figcaption>ウェルカムボード<\/figcaption><\/figure><\/figure>/);
    expect(convert('[gallery]')).toContain('a.jpg');
    expect(tally.replaced.get('gallery')).toBe(1);
  });
  it('removes an unknown shortcode keeping its text, leaves escaped ones and bracketed words alone', () => {
    const tally = newTally();
    expect(convert('[note]大事な[b-box]話[/b-box][/note] [[gallery]] [PR] [注]', tally)).toBe('<p>大事な話 [gallery] [PR] [注]</p>\n');
    expect(Object.fromEntries(tally.unknown)).toEqual({ note: 1, 'b-box': 1 });
  });
  it('makes [video], [audio] native players and never an inline script', () => {
    expect(convert('[video mp4="https://old.example.jp/v.mp4" poster="https://old.example.jp/p.jpg"][/video]')).toBe('<figure class="wp-block-video"><video controls preload="none" src="https://old.example.jp/v.mp4" poster="https://old.example.jp/p.jpg"></video></figure>\n');
    expect(convert('[audio src="javascript:alert(1)"]').trim()).toBe('');
  });
  it('makes a link card of [embed] and of a known service’s URL alone on its line, not of a URL inside a sentence', () => {
    const tally = newTally();
    const out = convert('見てください https://youtu.be/x です\n\nhttps://youtu.be/abc\n\n[embed]https://vimeo.com/1[/embed]', tally);
    expect(out).toContain('<p>見てください https://youtu.be/x です</p>');
    expect(out).toContain(embedCard('https://youtu.be/abc'));
    expect(out).toContain(embedCard('https://vimeo.com/1'));
    expect(tally.replaced.get('embed')).toBe(2);
    expect(embedCard('https://youtu.be/abc')).toContain('YouTubeで動画を見る');
    expect(embedCard('javascript:alert(1)')).not.toContain('href=');
  });
});

describe('old addresses', () => {
  it('keys a path decoded, in either case of percent-encoding, without trailing slashes', () => {
    expect(redirectKey('/category/%E3%83%89%E3%83%AC%E3%82%B9/')).toBe('/category/ドレス');
    expect(redirectKey('/category/%e3%83%89%e3%83%ac%e3%82%b9')).toBe('/category/ドレス');
    expect(redirectKey('/', 12)).toBe('/?p=12');
    expect(redirectKey('/%E0%A4%A')).toBeNull();
    expect(splitPageSuffix('/tag/x/page/3')).toEqual({ base: '/tag/x', page: 3 });
  });
  it('recognises links to the old site only', () => {
    const site = { host: 'old.example.jp', base: '' };
    expect(oldKeyOf('https://www.old.example.jp/2025/04/post/', site)).toBe('/2025/04/post');
    expect(oldKeyOf('http://old.example.jp/?p=7', site)).toBe('/?p=7');
    expect(oldKeyOf('https://elsewhere.jp/2025/04/post/', site)).toBeNull();
  });
});

describe('copied files', () => {
  it('links a player whose file stayed on another site (the CSP plays media from this site only)', () => {
    expect(linkRemotePlayers('<figure class="wp-block-video"><video controls preload="none" src="https://old.example.jp/v.mp4"></video></figure>')).toBe(
      '<figure class="wp-block-video"><a href="https://old.example.jp/v.mp4" target="_blank" rel="noopener noreferrer">動画を開く</a></figure>',
    );
    const local = '<audio controls preload="none" src="/media/stored/3.mp3"></audio>';
    expect(linkRemotePlayers(local)).toBe(local);
  });
  it('answers byte ranges for players that seek', () => {
    expect(byteRange(undefined, 100)).toBeNull();
    expect(byteRange('bytes=0-9', 100)).toEqual([0, 9]);
    expect(byteRange('bytes=90-', 100)).toEqual([90, 99]);
    expect(byteRange('bytes=-10', 100)).toEqual([90, 99]);
    expect(byteRange('bytes=50-500', 100)).toEqual([50, 99]);
    expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=0-1,5-6', 100)).toBeNull();
  });
});
