import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A stand-in for a WordPress 6.x site's REST API (wp/v2 posts, categories, tags, users, media, and
 * Contact Form 7's contact-forms), answering with WordPress's JSON shapes, pagination headers
 * (X-WP-Total, X-WP-TotalPages), `_fields`, `include`, `status` and the edit context behind an
 * application password. Tests change the site through the methods, or over HTTP at /__fake/
 * (the end-to-end tests, from another process). `failure` makes it fail the way real sites do.
 */

export interface FakePost {
  id: number;
  title: string;
  /** Raw content, as the block editor or the classic editor saved it. */
  content: string;
  excerpt: string;
  status: 'publish' | 'future' | 'draft' | 'pending' | 'private' | 'trash';
  password: string;
  slug: string;
  author: number;
  categories: number[];
  tags: number[];
  featured_media: number;
  /** "2026-03-01T10:00:00" in UTC, as WordPress's *_gmt fields. */
  date_gmt: string | null;
  modified_gmt: string;
}
export interface FakeTerm { id: number; name: string; slug: string; description: string; parent: number }
export interface FakeUser { id: number; name: string; slug: string; username: string; description: string }
export interface FakeMedia { id: number; file: string; alt_text: string; caption: string; title: string; post: number | null }
export interface FakeCf7 { id: number; hash: string; title: string; form: string; recipient: string; subject: string; messages: Record<string, string> }

export type FakeFailure = null | '500' | 'garbage' | 'slow' | 'redirect-loop' | 'not-array';

export const FAKE_WP_AUTH = { user: 'editor', password: 'abcd EFGH ijkl MNOP qrst UVWX' };

const gmt = (d: Date) => d.toISOString().slice(0, 19);

export interface FakeWordpress {
  url: string;
  host: string;
  posts: Map<number, FakePost>;
  categories: Map<number, FakeTerm>;
  tags: Map<number, FakeTerm>;
  users: Map<number, FakeUser>;
  media: Map<number, FakeMedia>;
  forms: Map<number, FakeCf7>;
  files: Map<string, [string, Buffer]>;
  failure: FakeFailure;
  requests: string[];
  /** Creates or replaces a post; its modified time moves on (a second per change, as WordPress stores them). */
  save(post: Partial<FakePost> & { id: number }): FakePost;
  /** Moves a post to the bin (status trash) or deletes it for good. */
  trash(id: number): void;
  remove(id: number): void;
  close(): Promise<void>;
}


export async function startFakeWordpress(options: { port?: number; requireAuthForEdit?: boolean } = {}): Promise<FakeWordpress> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e8d8c8' } }).jpeg().toBuffer();
  let clock = Date.parse('2026-04-01T00:00:00Z');
  const tick = () => {
    clock = Math.max(clock + 1000, Math.floor(Date.now() / 1000) * 1000);
    return gmt(new Date(clock));
  };
  const site: FakeWordpress = {
    url: '',
    host: '',
    posts: new Map(),
    categories: new Map(),
    tags: new Map(),
    users: new Map(),
    media: new Map(),
    forms: new Map(),
    files: new Map([['sample.jpg', ['image/jpeg', jpeg]]]),
    failure: null,
    requests: [],
    save(p) {
      const before = site.posts.get(p.id);
      const next: FakePost = {
        title: '', content: '', excerpt: '', status: 'publish', password: '', slug: `post-${p.id}`, author: 1, categories: [], tags: [], featured_media: 0, date_gmt: gmt(new Date(Date.now() - 60_000)),
        ...before,
        ...p,
        modified_gmt: tick(),
      };
      site.posts.set(p.id, next);
      return next;
    },
    trash(id) {
      site.save({ id, status: 'trash' });
    },
    remove(id) {
      site.posts.delete(id);
    },
    close: async () => undefined,
  };

  const origin = () => site.url;
  const isPublic = (p: FakePost) => p.status === 'publish';
  const rendered = (html: string) => ({ rendered: html.includes('<p>') || html.includes('<!-- wp:') ? html : `<p>${html}</p>\n` });
  const postJson = (p: FakePost, edit: boolean) => {
    const link = p.status === 'publish' ? `${origin()}/${(p.date_gmt ?? '').slice(0, 4)}/${(p.date_gmt ?? '').slice(5, 7)}/${encodeURIComponent(p.slug)}/` : `${origin()}/?p=${p.id}`;
    const protectedBody = p.password !== '';
    const json: Record<string, unknown> = {
      id: p.id, date: p.date_gmt, date_gmt: p.date_gmt, guid: { rendered: `${origin()}/?p=${p.id}` }, modified: p.modified_gmt, modified_gmt: p.modified_gmt,
      slug: p.slug, status: p.status, type: 'post', link,
      title: edit ? { raw: p.title, rendered: p.title } : { rendered: p.title },
      content: edit ? { raw: p.content, rendered: rendered(p.content).rendered, protected: protectedBody, block_version: p.content.includes('<!-- wp:') ? 1 : 0 } : { rendered: protectedBody ? '' : rendered(p.content).rendered, protected: protectedBody },
      excerpt: edit ? { raw: p.excerpt, rendered: rendered(p.excerpt).rendered, protected: protectedBody } : { rendered: protectedBody ? '' : rendered(p.excerpt).rendered, protected: protectedBody },
      author: p.author, featured_media: p.featured_media, comment_status: 'open', ping_status: 'open', sticky: false, template: '', format: 'standard', meta: { footnotes: '' },
      categories: p.categories, tags: p.tags, class_list: [`post-${p.id}`, 'post', 'type-post', `status-${p.status}`],
      _links: { self: [{ href: `${origin()}/wp-json/wp/v2/posts/${p.id}` }] },
    };
    if (edit) json.password = p.password;
    return json;
  };
  const termJson = (t: FakeTerm, taxonomy: 'category' | 'post_tag') => ({
    id: t.id, count: [...site.posts.values()].filter((p) => isPublic(p) && (taxonomy === 'category' ? p.categories : p.tags).includes(t.id)).length,
    description: t.description, link: `${origin()}/${taxonomy === 'category' ? 'category' : 'tag'}/${t.slug}/`, name: t.name, slug: t.slug, taxonomy,
    ...(taxonomy === 'category' ? { parent: t.parent } : {}), meta: [],
  });
  const userJson = (u: FakeUser, edit: boolean) => ({ id: u.id, name: u.name, url: '', description: u.description, link: `${origin()}/author/${u.slug}/`, slug: u.slug, avatar_urls: {}, ...(edit ? { username: u.username } : {}) });
  const mediaJson = (m: FakeMedia) => ({
    id: m.id, date_gmt: '2026-03-01T00:00:00', slug: m.file.replace(/\.\w+$/, ''), type: 'attachment', link: `${origin()}/${m.file}/`, title: { rendered: m.title }, author: 1,
    caption: { rendered: m.caption ? `<p>${m.caption}</p>\n` : '' }, alt_text: m.alt_text, media_type: 'image', mime_type: 'image/jpeg',
    media_details: { width: 1, height: 1, file: `2026/03/${m.file}`, sizes: {} }, post: m.post, source_url: `${origin()}/wp-content/uploads/2026/03/${m.file}`,
  });
  const cf7Json = (f: FakeCf7) => ({ id: f.id, hash: f.hash, slug: `contact-form-${f.id}`, title: f.title, locale: 'ja', properties: { form: f.form, mail: { active: true, subject: f.subject, sender: '[_site_title] <wordpress@example.jp>', recipient: f.recipient, body: '', additional_headers: '' }, messages: f.messages } });

  const error = (res: http.ServerResponse, status: number, code: string, message: string) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json; charset=UTF-8');
    res.end(JSON.stringify({ code, message, data: { status } }));
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    site.requests.push(`${req.method} ${url.pathname}${url.search}`);
    if (url.pathname.startsWith('/__fake/')) return control(req, res, url);
    if (url.pathname.startsWith('/wp-content/uploads/')) {
      const file = site.files.get(url.pathname.split('/').pop() ?? '');
      if (!file) return error(res, 404, 'not_found', 'Not Found');
      res.setHeader('Content-Type', file[0]);
      return res.end(file[1]);
    }
    if (site.failure === '500') return error(res, 500, 'internal_server_error', '<p>サイトに重大なエラーがありました。</p>');
    if (site.failure === 'garbage') {
      res.setHeader('Content-Type', 'text/html');
      return res.end('<html><body>Briefly unavailable for scheduled maintenance. Check back in a minute.</body></html>');
    }
    if (site.failure === 'redirect-loop') {
      res.statusCode = 302;
      res.setHeader('Location', req.url ?? '/');
      return res.end();
    }
    if (site.failure === 'slow') return; // never answers
    const auth = req.headers.authorization === `Basic ${Buffer.from(`${FAKE_WP_AUTH.user}:${FAKE_WP_AUTH.password}`).toString('base64')}`;
    if (req.headers.authorization && !auth) return error(res, 401, 'incorrect_password', 'The provided password is an invalid application password.');
    const edit = url.searchParams.get('context') === 'edit';
    if (edit && !auth) return error(res, 401, 'rest_forbidden_context', 'Sorry, you are not allowed to edit posts in this post type.');
    const include = url.searchParams.get('include')?.split(',').map(Number);
    const route = url.pathname.replace(/^\/wp-json/, '');

    let items: Record<string, unknown>[];
    let single = false;
    const one = /^\/wp\/v2\/posts\/(\d+)$/.exec(route);
    if (route === '/wp/v2/posts' || one) {
      const statuses = (url.searchParams.get('status') ?? 'publish').split(',');
      if (!auth && statuses.some((s) => s !== 'publish')) return error(res, 400, 'rest_invalid_param', 'Invalid parameter(s): status');
      let list = [...site.posts.values()].filter((p) => statuses.includes(p.status) || (statuses.includes('any') && p.status !== 'trash'));
      if (one) {
        single = true;
        list = [...site.posts.values()].filter((p) => p.id === Number(one[1]) && (auth || isPublic(p)));
        if (!list.length) return error(res, 404, 'rest_post_invalid_id', 'Invalid post ID.');
      }
      if (include) list = list.filter((p) => include.includes(p.id));
      list.sort((a, b) => (url.searchParams.get('orderby') === 'id' ? a.id - b.id : (b.date_gmt ?? '').localeCompare(a.date_gmt ?? '')));
      if (url.searchParams.get('order') === 'desc' && url.searchParams.get('orderby') === 'id') list.reverse();
      items = list.map((p) => postJson(p, edit));
    } else if (route === '/wp/v2/categories' || route === '/wp/v2/tags') {
      const category = route.endsWith('categories');
      items = [...(category ? site.categories : site.tags).values()].filter((t) => !include || include.includes(t.id)).map((t) => termJson(t, category ? 'category' : 'post_tag'));
    } else if (route === '/wp/v2/users') {
      // Without credentials WordPress lists only users with published posts.
      items = [...site.users.values()].filter((u) => (!include || include.includes(u.id)) && (auth || [...site.posts.values()].some((p) => p.author === u.id && isPublic(p)))).map((u) => userJson(u, edit));
    } else if (route === '/wp/v2/media') {
      const parent = url.searchParams.get('parent');
      items = [...site.media.values()].filter((m) => (!include || include.includes(m.id)) && (!parent || String(m.post) === parent)).map(mediaJson);
    } else if (route === '/contact-form-7/v1/contact-forms') {
      if (!auth) return error(res, 403, 'wpcf7_forbidden', 'You are not allowed to access contact forms.');
      items = [...site.forms.values()].map(cf7Json);
    } else if (/^\/contact-form-7\/v1\/contact-forms\/\d+$/.test(route)) {
      if (!auth) return error(res, 403, 'wpcf7_forbidden', 'You are not allowed to access the requested contact form.');
      const f = site.forms.get(Number(route.split('/').pop()));
      if (!f) return error(res, 404, 'wpcf7_not_found', 'The requested contact form was not found.');
      items = [cf7Json(f)];
      single = true;
    } else {
      return error(res, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
    }
    if (site.failure === 'not-array') items = [{ id: 'x', modified_gmt: 42 }, ...items];

    const perPage = Math.min(Math.max(Number(url.searchParams.get('per_page') ?? 10), 1), 100);
    const page = Math.max(Number(url.searchParams.get('page') ?? 1), 1);
    const total = items.length;
    const pages = Math.max(Math.ceil(total / perPage), 1);
    if (!single && page > pages && total > 0) return error(res, 400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.');
    let out: unknown = single ? items[0] : items.slice((page - 1) * perPage, page * perPage);
    const fields = url.searchParams.get('_fields')?.split(',');
    if (fields && Array.isArray(out)) out = out.map((o: Record<string, unknown>) => Object.fromEntries(fields.filter((f) => f in o).map((f) => [f, o[f]])));
    res.setHeader('Content-Type', 'application/json; charset=UTF-8');
    res.setHeader('X-WP-Total', String(total));
    res.setHeader('X-WP-TotalPages', String(pages));
    res.setHeader('Link', `<${origin()}/wp-json/>; rel="https://api.w.org/"`);
    res.end(JSON.stringify(out));
  });

  /** The end-to-end tests' remote control: POST /__fake/posts (save), /__fake/trash/{id}, /__fake/failure. */
  function control(req: http.IncomingMessage, res: http.ServerResponse, url: URL): void {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const data = body ? (JSON.parse(body) as Record<string, unknown>) : {};
      const parts = url.pathname.split('/').filter(Boolean);
      if (parts[1] === 'posts') site.save(data as Partial<FakePost> & { id: number });
      else if (parts[1] === 'trash') site.trash(Number(parts[2]));
      else if (parts[1] === 'remove') site.remove(Number(parts[2]));
      else if (parts[1] === 'failure') site.failure = (data.failure as FakeFailure) ?? null;
      else if (parts[1] === 'users') site.users.set(Number(data.id), data as unknown as FakeUser);
      else if (parts[1] === 'categories') site.categories.set(Number(data.id), data as unknown as FakeTerm);
      else if (parts[1] === 'tags') site.tags.set(Number(data.id), data as unknown as FakeTerm);
      else if (parts[1] === 'forms') site.forms.set(Number(data.id), data as unknown as FakeCf7);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ ok: true }));
    });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  site.url = `http://127.0.0.1:${port}`;
  site.host = `127.0.0.1:${port}`;
  site.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return site;
}

/** A small, coherent magazine on the fake site: two writers, categories with a parent, tags, an image. */
export function fillFakeWordpress(site: FakeWordpress): void {
  site.users.set(2, { id: 2, name: '佐藤 美咲', slug: 'misaki-sato', username: 'misaki', description: '式場取材歴8年のウエディングライター。' });
  site.users.set(3, { id: 3, name: '高橋 陽菜', slug: 'hina-takahashi', username: 'hina', description: 'ドレスと和装の記事を担当しています。' });
  site.categories.set(10, { id: 10, name: '結婚式準備', slug: 'preparation', description: '', parent: 0 });
  site.categories.set(11, { id: 11, name: 'ドレス', slug: 'dress', description: 'ウエディングドレス選びのコツ', parent: 10 });
  site.tags.set(20, { id: 20, name: '前撮り', slug: 'maedori', description: '', parent: 0 });
  site.tags.set(21, { id: 21, name: '費用', slug: 'cost', description: '', parent: 0 });
  site.media.set(30, { id: 30, file: 'sample.jpg', alt_text: 'チャペルで向かい合う新郎新婦', caption: '軽井沢の森のチャペル', title: 'chapel', post: 5001 });
  site.save({
    id: 5001, title: '秋の軽井沢で叶える森のチャペル挙式', slug: 'karuizawa-autumn-chapel', author: 2, categories: [11], tags: [20], featured_media: 30, date_gmt: '2026-03-10T01:00:00',
    content: `<!-- wp:paragraph -->\n<p>紅葉に包まれる10月の軽井沢は、森のチャペルが一年でいちばん美しい季節です。</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:image {"id":30} -->\n<figure class="wp-block-image"><img src="${site.url}/wp-content/uploads/2026/03/sample.jpg" alt="" class="wp-image-30"/></figure>\n<!-- /wp:image -->`,
  });
  site.save({
    id: 5002, title: '前撮りの費用相場と節約のコツ', slug: 'maedori-cost', author: 3, categories: [10], tags: [20, 21], date_gmt: '2026-03-12T03:00:00',
    content: '前撮りの費用は、スタジオ撮影で5万〜15万円、ロケーション撮影で15万〜30万円が目安です。\n\n衣装の持ち込みができるかどうかで、総額は大きく変わります。',
  });
}
