jest.setTimeout(300000);

import { sql } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { seedAll } from '@/server/seed';
import type { Db } from '@/server/db/client';
import { execRows } from '@/server/search/execRows';
import { execPrepared } from '@/server/db/preparedStatements';
import { queryOf } from '@/server/search/match';
import { countStatements } from '../support/statements';
import { searchTerms } from '@/lib/search/terms';
import { sitemapEntries } from '@/server/magazine/sitemap';
import { KIND_PAGE_SIZE, siteSearch } from '@/server/search/siteSearch';
import { SEARCH_COUNT_CAP, SEARCH_GROUP_COUNT_CAP, SEARCH_KINDS } from '@/lib/search/kinds';
import { countLabel } from '@/components/search/SearchResults';
import { renderPage } from '../support/renderPage';
import { getServerSideProps as searchPage } from '@/pages/search';
import { getServerSideProps as magazinePage } from '@/pages/magazine/index';
import { getServerSideProps as homePage } from '@/pages/index';

interface Ids { hall: number; hallPref: string; article: number; bodyArticle: number; report: number; privateReport: number; ring: number; fairContent: number }

/** Seeded demo data with a few items renamed to words the table below looks for (writes the triggers must follow). */
async function prepare(db: Db): Promise<Ids> {
  await seedAll(db, { scale: 0.05, quiet: true });
  const one = async <T>(q: ReturnType<typeof sql>) => (await execRows<T>(db, q))[0];
  const hall = await one<{ id: number; slug: string }>(sql`SELECT h.id, p.slug FROM halls h JOIN prefectures p ON p.id = h.prefecture_id WHERE h.overseas_destination IS NULL ORDER BY h.id LIMIT 1`);
  await db.execute(sql`UPDATE halls SET name = 'ヴェルミリオン迎賓館', short_name = 'ヴェルミリオン', name_kana = 'ヴェルミリオンゲイヒンカン' WHERE id = ${hall.id}`);
  const [a1, a2] = await execRows<{ id: number }>(db, sql`SELECT id FROM magazine_posts WHERE status = 'publish' AND published_at <= now() ORDER BY id LIMIT 2`);
  await db.execute(sql`UPDATE magazine_posts SET title = '和装前撮りの基本ガイド', published_at = now() - interval '300 days' WHERE id = ${a1.id}`);
  await db.execute(sql`UPDATE magazine_posts SET plain_text = '当日は和装前撮りにも対応。' || plain_text, published_at = now() - interval '1 day' WHERE id = ${a2.id}`);
  const [r1, r2] = await execRows<{ user_id: number }>(db, sql`SELECT r.user_id FROM bride_reports r JOIN users u ON u.id = r.user_id WHERE u.is_active AND NOT u.is_private ORDER BY r.user_id LIMIT 2`);
  await db.execute(sql`UPDATE bride_reports SET title = '星空ウエディングの一日' WHERE user_id IN (${r1.user_id}, ${r2.user_id})`);
  await db.execute(sql`UPDATE users SET is_private = true WHERE id = ${r2.user_id}`);
  const ring = await one<{ id: number }>(sql`SELECT id FROM rings ORDER BY id LIMIT 1`);
  await db.execute(sql`UPDATE rings SET name = 'エタニティ XK77' WHERE id = ${ring.id}`);
  const fair = await one<{ content_id: number }>(sql`SELECT content_id FROM fairs WHERE hold_at >= (now() AT TIME ZONE 'Asia/Tokyo')::date + 1 ORDER BY id LIMIT 1`);
  await db.execute(sql`UPDATE fair_contents SET name = '特選和牛の試食会つき相談フェア' WHERE id = ${fair.content_id}`);
  return { hall: hall.id, hallPref: hall.slug, article: a1.id, bodyArticle: a2.id, report: r1.user_id, privateReport: r2.user_id, ring: ring.id, fairContent: fair.content_id };
}

describeEachDb('site search', (fx) => {
  let server: TestServer;
  let ids: Ids;
  const get = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, body: await res.json() };
  };
  const search = async (q: string, extra = '') => (await get(`/api/search?q=${encodeURIComponent(q)}${extra}`)).body;
  const group = (body: { groups: { kind: string; items: { id: number; url: string }[]; count: number }[] }, kind: string) => body.groups.find((g) => g.kind === kind)!;

  beforeAll(async () => {
    ids = await prepare(fx.db);
    server = await startApiServer();
  });
  afterAll(() => server.close());

  describe('relevance: expected top results', () => {
    const table: [string, string, () => number][] = [
      ['ヴェルミリオン迎賓館', 'hall', () => ids.hall],
      ['ゔぇるみりおんげいひんかん', 'hall', () => ids.hall],
      ['ｳﾞｪﾙﾐﾘｵﾝ', 'hall', () => ids.hall],
      ['ヴエルミリオン　迎賓館', 'hall', () => ids.hall],
      ['和装前撮り', 'article', () => ids.article],
      ['ウェディング 星空', 'report', () => ids.report],
      ['ｘｋ７７', 'ring', () => ids.ring],
      ['XK77', 'ring', () => ids.ring],
      ['和牛の試食', 'fair', () => ids.fairContent],
    ];
    it.each(table)('%s → the %s first', async (q, kind, id) => {
      const body = await search(q);
      expect(group(body, kind).items[0]?.id).toBe(id());
    });

    it('ranks a title match above a newer body match', async () => {
      const items = group(await search('和装前撮り', '&kind=article'), 'article').items.map((i) => i.id);
      expect(items.indexOf(ids.article)).toBeGreaterThanOrEqual(0);
      expect(items.indexOf(ids.bodyArticle)).toBeGreaterThan(items.indexOf(ids.article));
    });

    it('matches words of one and two characters', async () => {
      expect(group(await search('式'), 'hall').count).toBeGreaterThan(0);
      expect(group(await search('費用'), 'article').count).toBeGreaterThan(0);
    });

    it('finds 式場 for 結婚式場 (a common variant)', async () => {
      const withVariant = group(await search('結婚式場'), 'hall').count;
      expect(withVariant).toBeGreaterThan(0);
      expect(withVariant).toBe(group(await search('式場'), 'hall').count);
    });

    it('leaves out private bride reports', async () => {
      const items = group(await search('星空ウエディング', '&kind=report'), 'report').items.map((i) => i.id);
      expect(items).toContain(ids.report);
      expect(items).not.toContain(ids.privateReport);
    });

    it('links a fair to its next date and a hall to its page', async () => {
      const body = await search('和牛の試食');
      expect(group(body, 'fair').items[0].url).toMatch(new RegExp(`^/halls/\\d+/fairs/\\d+$`));
      expect(group(await search('ヴェルミリオン迎賓館'), 'hall').items[0].url).toBe(`/halls/${ids.hall}`);
    });

    it('marks the matched words in titles', async () => {
      const hit = group(await search('ゔぇるみりおん'), 'hall').items[0] as unknown as { title_parts: { text: string; hit: boolean }[] };
      expect(hit.title_parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['ヴェルミリオン']);
    });
  });

  describe('plans and counts', () => {
    // Few matches are ranked off the GIN index; past the count cap, two tiers walk the rank index.
    // Both must give the same order: run each query under caps small enough to take the second plan.
    const queries = ['式', '和装', 'ウエディング', '東京 式場', '和装前撮り'];
    it('ranks the same off the rank index (many matches) as off the GIN index (few)', async () => {
      let compared = 0;
      for (const q of queries) {
        for (const kind of SEARCH_KINDS) {
          const few = await siteSearch(fx.db, { q, kind, page: 1 });
          const many = await siteSearch(fx.db, { q, kind, page: 1 }, new Date(), { group: 1, kind: 1 });
          expect([q, kind, many.groups[0].items.map((i) => i.id)]).toEqual([q, kind, few.groups[0].items.map((i) => i.id).slice(0, KIND_PAGE_SIZE)]);
          expect(many.groups[0].count_capped).toBe(few.groups[0].count > 1);
          if (few.groups[0].count > 1) compared++;
        }
        const grouped = await siteSearch(fx.db, { q, page: 1 });
        const groupedMany = await siteSearch(fx.db, { q, page: 1 }, new Date(), { group: 2, kind: 2 });
        expect(groupedMany.groups.map((g) => g.items.map((i) => i.url))).toEqual(grouped.groups.map((g) => g.items.map((i) => i.url)));
      }
      expect(compared).toBeGreaterThan(5);
    });

    it('ranks the same when the titles come off their own index (the rank window too small)', async () => {
      let compared = 0;
      for (const q of [...queries, '費用 東京', '結婚式場']) {
        for (const kind of SEARCH_KINDS) {
          const few = await siteSearch(fx.db, { q, kind, page: 1 });
          const many = await siteSearch(fx.db, { q, kind, page: 1 }, new Date(), { group: 1, kind: 1, titleWindow: 0 });
          expect([q, kind, many.groups[0].items.map((i) => i.id)]).toEqual([q, kind, few.groups[0].items.map((i) => i.id).slice(0, KIND_PAGE_SIZE)]);
          if (few.groups[0].count > 1) compared++;
        }
      }
      expect(compared).toBeGreaterThan(5);
    });

    it('takes a title with the words\' bigrams but not the words for a body match, off the titles\' index too', async () => {
      // 星空と空ウエディング holds every bigram of 星空ウエディング in its title, not the word: newer, it must still rank after the title that holds it.
      const [decoy] = await execRows<{ user_id: number; title: string; posted_at: string }>(fx.db, sql`
        SELECT r.user_id, r.title, r.posted_at::text FROM bride_reports r JOIN users u ON u.id = r.user_id
        WHERE u.is_active AND NOT u.is_private AND r.user_id <> ${ids.report} ORDER BY r.user_id DESC LIMIT 1`);
      await fx.db.execute(sql`UPDATE bride_reports SET title = '星空と空ウエディング', posted_at = now() WHERE user_id = ${decoy.user_id}`);
      try {
        const few = await siteSearch(fx.db, { q: '星空ウエディング', kind: 'report', page: 1 });
        const many = await siteSearch(fx.db, { q: '星空ウエディング', kind: 'report', page: 1 }, new Date(), { group: 1, kind: 1, titleWindow: 0 });
        expect(few.groups[0].items.map((i) => i.id).slice(0, 2)).toEqual([ids.report, decoy.user_id]);
        expect(many.groups[0].items.map((i) => i.id)).toEqual(few.groups[0].items.map((i) => i.id));
      } finally {
        await fx.db.execute(sql`UPDATE bride_reports SET title = ${decoy.title}, posted_at = ${decoy.posted_at}::timestamptz WHERE user_id = ${decoy.user_id}`);
      }
    });

    it('counts every kind in one statement (a word found nowhere costs one round trip)', async () => {
      await siteSearch(fx.db, { q: 'ぜったいにないことば', page: 1 });
      const one = await countStatements(fx.db, () => execPrepared(fx.db, sql`SELECT 1`));
      expect(await countStatements(fx.db, () => siteSearch(fx.db, { q: 'ぜったいにないことば', page: 1 }))).toBe(one);
    });

    it('counts the same when a sixteenth of a kind decides (the probe) as when all of it is counted', async () => {
      // Every query, kind and cap against a plain count; the probe decides where its sixteenth alone passes the cap.
      let decidedByProbe = 0;
      for (const q of [...queries, '結婚式場', '花嫁']) {
        const tsq = queryOf(searchTerms(q));
        for (const kind of ['report', 'article'] as const) {
          const visible = kind === 'article' ? sql`AND dated <= now()` : sql``;
          const [all] = await execRows<{ n: number; probe: number }>(fx.db, sql`
            SELECT count(*)::int AS n, (count(*) FILTER (WHERE (hashint4(ref_id) & 15) = 0))::int AS probe
            FROM search_documents WHERE kind = ${kind} ${visible} AND array_to_tsvector(tokens) @@ ${tsq}::tsquery`);
          for (const cap of [1, 2, 5, 1000]) {
            const found = (await siteSearch(fx.db, { q, kind, page: 1 }, new Date(), { group: cap, kind: cap })).groups[0];
            expect([q, kind, cap, found.count, found.count_capped]).toEqual([q, kind, cap, Math.min(all.n, cap), all.n > cap]);
            if (all.probe > cap) decidedByProbe++;
          }
        }
      }
      expect(decidedByProbe).toBeGreaterThan(3);
    });

    it('pages past the title matches the same on both plans', async () => {
      const few = await siteSearch(fx.db, { q: '式', kind: 'hall', page: 2 });
      const many = await siteSearch(fx.db, { q: '式', kind: 'hall', page: 2 }, new Date(), { group: 1, kind: KIND_PAGE_SIZE + 1 });
      expect(few.groups[0].count).toBeGreaterThan(KIND_PAGE_SIZE + 1);
      expect(many.groups[0].items.map((i) => i.id)).toEqual(few.groups[0].items.map((i) => i.id));
      expect(many.groups[0].items.length).toBeGreaterThan(0);
    });

    it('says 「100件以上」 on the grouped page and counts a kind\'s page up to 1,000', async () => {
      expect(SEARCH_GROUP_COUNT_CAP).toBe(100);
      const capped = await siteSearch(fx.db, { q: '式', page: 1 }, new Date(), { group: 3, kind: SEARCH_COUNT_CAP });
      const hall = capped.groups.find((g) => g.kind === 'hall')!;
      expect([hall.count, hall.count_capped]).toEqual([3, true]);
      expect(countLabel(hall)).toBe('3件以上');
    });
  });

  describe('filters and pages', () => {
    it('narrows halls to a prefecture and pages one kind', async () => {
      const body = await search('ヴェルミリオン迎賓館', `&pref=${ids.hallPref}&kind=hall`);
      expect(body.kind).toBe('hall');
      expect(body.groups).toHaveLength(1);
      expect(group(body, 'hall').items[0].id).toBe(ids.hall);
      const other = await search('ヴェルミリオン迎賓館', `&pref=${ids.hallPref === 'tokyo' ? 'osaka' : 'tokyo'}&kind=hall`);
      expect(group(other, 'hall').items.map((i) => i.id)).not.toContain(ids.hall);
    });

    it('offers other searches when nothing matches', async () => {
      const body = await search('ぜったいにないことば');
      expect(body.total).toBe(0);
      expect(body.alternatives.length).toBeGreaterThan(3);
      const narrowed = await search('ぜったいにないことば', '&pref=tokyo');
      expect(narrowed.alternatives[0]).toEqual({ label: '「ぜったいにないことば」を全国で探す', url: '/search?q=%E3%81%9C%E3%81%A3%E3%81%9F%E3%81%84%E3%81%AB%E3%81%AA%E3%81%84%E3%81%93%E3%81%A8%E3%81%B0' });
    });
  });

  describe('kept current by writes', () => {
    it('follows a rename and a delete of a hall', async () => {
      await fx.db.execute(sql`UPDATE halls SET name = 'アトリエ翠嵐', short_name = '翠嵐', name_kana = 'アトリエスイラン' WHERE id = ${ids.hall}`);
      expect(group(await search('翠嵐'), 'hall').items[0]?.id).toBe(ids.hall);
      expect(group(await search('ヴェルミリオン'), 'hall').items.map((i) => i.id)).not.toContain(ids.hall);
      await fx.db.execute(sql`UPDATE halls SET name = 'ヴェルミリオン迎賓館', short_name = 'ヴェルミリオン', name_kana = 'ヴェルミリオンゲイヒンカン' WHERE id = ${ids.hall}`);
      await fx.db.execute(sql`UPDATE magazine_posts SET status = 'draft' WHERE id = ${ids.article}`);
      expect(group(await search('和装前撮りの基本'), 'article').items.map((i) => i.id)).not.toContain(ids.article);
      await fx.db.execute(sql`UPDATE magazine_posts SET status = 'publish' WHERE id = ${ids.article}`);
    });
  });

  describe('hostile input', () => {
    it.each([
      ['/api/search?q=%00', 'q'],
      [`/api/search?q=${'あ'.repeat(101)}`, 'q'],
      ['/api/search?q=a&kind=shop', 'kind'],
      ['/api/search?q=a&pref=atlantis', 'pref'],
      ['/api/search?q=a&page=0', 'page'],
      ['/api/search?q=a&page=x', 'page'],
      ['/api/search/suggest?q=%07ab', 'q'],
    ])('%s answers 400', async (path, field) => {
      const { status, body } = await get(path);
      expect(status).toBe(400);
      expect(JSON.stringify(body)).toContain(field);
    });

    it.each(['%_\\', "'; DROP TABLE halls; --", '　', '', '((((', '[a-z]*', '🙂💍'])('%j answers 200', async (q) => {
      const { status } = await get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
    });
  });

  describe('suggestions', () => {
    it('waits for the second character', async () => {
      expect((await get('/api/search/suggest?q=%E3%82%8B')).body.items).toEqual([]);
    });

    it('offers halls, places and articles', async () => {
      const halls = (await get(`/api/search/suggest?q=${encodeURIComponent('ヴェルミ')}`)).body.items;
      expect(halls).toContainEqual(expect.objectContaining({ type: 'hall', url: `/halls/${ids.hall}` }));
      const places = (await get(`/api/search/suggest?q=${encodeURIComponent('東京')}`)).body.items;
      expect(places).toContainEqual(expect.objectContaining({ type: 'prefecture', url: '/pref/tokyo', label: '東京都' }));
      const articles = (await get(`/api/search/suggest?q=${encodeURIComponent('和装前撮')}`)).body.items;
      expect(articles).toContainEqual(expect.objectContaining({ type: 'article', url: `/magazine/${ids.article}` }));
    });
  });

  describe('pages', () => {
    type Out = { props: { meta: { title: string; noindex?: boolean }; result: { total: number; groups: { kind: string; items: { id: number }[] }[] } | null; search?: { result: { groups: { items: { id: number }[] }[] } | null } } };

    it('/search renders the groups, noindex', async () => {
      const { out } = await renderPage(searchPage as never, `/search?q=${encodeURIComponent('ヴェルミリオン')}`);
      const props = (out as Out).props;
      expect(props.meta.noindex).toBe(true);
      expect(props.meta.title).toBe('「ヴェルミリオン」の検索結果｜musubi');
      expect(props.result!.groups.map((g) => g.kind)).toEqual(['hall', 'fair', 'article', 'report', 'ring']);
      expect(props.result!.groups[0].items[0].id).toBe(ids.hall);
    });

    it('/search drops a bad filter instead of failing', async () => {
      const { out } = await renderPage(searchPage as never, `/search?q=${encodeURIComponent('ヴェルミリオン')}&kind=shop&pref=atlantis&page=-1`);
      expect((out as Out).props.result!.groups).toHaveLength(5);
    });

    it('/magazine?s= lists the matching articles, noindex', async () => {
      const { out } = await renderPage(magazinePage as never, `/magazine?s=${encodeURIComponent('和装前撮り')}`);
      const props = (out as Out).props;
      expect(props.meta.noindex).toBe(true);
      expect(props.search!.result!.groups[0].items[0].id).toBe(ids.article);
    });

    it.each([['/?s=%E3%83%89%E3%83%AC%E3%82%B9', '/magazine?s=%E3%83%89%E3%83%AC%E3%82%B9'], ['/page/2/?s=abc', '/magazine?s=abc&page=2']])('%s answers 301 to %s', async (from, to) => {
      const { out } = await renderPage(homePage as never, from);
      expect(out).toEqual({ redirect: { destination: to, statusCode: 301 } });
    });
  });

  describe('sitemap', () => {
    it('lists every public page type in parts of at most 5,000 URLs', async () => {
      const index = (await get('/api/web/sitemap')).body as { parts: { part: string; page: number }[] };
      const parts = new Set(index.parts.map((p) => p.part));
      for (const part of ['places', 'magazine', 'articles', 'halls', 'fairs', 'rings', 'brides', 'albums']) expect(parts).toContain(part);
      const all: string[] = [];
      for (const p of index.parts) {
        const { status, body } = await get(`/api/web/sitemap?part=${p.part}&page=${p.page}`);
        expect(status).toBe(200);
        expect(body.urls.length).toBeLessThanOrEqual(5000);
        all.push(...body.urls.map((u: { path: string }) => u.path));
      }
      expect(new Set(all).size).toBe(all.length);
      // /ranking shows /ranking/tokyo's ranking under that canonical: only the canonical is listed.
      expect(all).not.toContain('/ranking');
      for (const path of ['/', '/fairs', '/halls/search/', '/guide', '/overseas', '/brides/', '/ring/', '/magazine', `/pref/${ids.hallPref}`, `/ranking/${ids.hallPref}`, '/k/chapel', '/ws/family', '/g/1']) expect(all).toContain(path);
      for (const sub of ['', '/fairs', '/plans', '/photos', '/reviews', '/costs']) expect(all).toContain(`/halls/${ids.hall}${sub}`);
      // A hall's brides page is listed while it has a public report (without one it is noindex).
      const brides = await execRows<{ id: number; shown: boolean }>(fx.db, sql`SELECT h.id, EXISTS (SELECT 1 FROM bride_reports r JOIN users u ON u.id = r.user_id WHERE r.hall_id = h.id AND u.is_active AND NOT u.is_private) AS shown FROM halls h`);
      expect(brides.some((h) => h.shown) && brides.some((h) => !h.shown)).toBe(true);
      // Read from the sitemap's own function: the API's answer may come from the shared response cache.
      const halls = (await Promise.all(index.parts.filter((p) => p.part === 'halls').map((p) => sitemapEntries(fx.db, { part: 'halls', page: p.page })))).flatMap((r) => r.urls.map((u) => u.path));
      for (const h of brides) expect([h.id, halls.includes(`/halls/${h.id}/brides`)]).toEqual([h.id, h.shown]);
      for (const prefix of ['/r/', '/a/', '/s/', '/ranking/region/', '/magazine/category/', '/ring/brands/', '/ring/rings/']) expect(all.some((u) => u.startsWith(prefix))).toBe(true);
      expect(all.some((u) => /^\/halls\/\d+\/fairs\/\d+$/.test(u))).toBe(true);
    });
  });
});
