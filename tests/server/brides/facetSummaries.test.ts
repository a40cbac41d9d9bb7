import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { bridesAggregate } from '@/server/brides/aggregate';
import { photoSearchAggregate, searchPhotos } from '@/server/brides/photoSearch';
import { deleteMyPhoto, myBrideReport, saveMyBrideReport, setMyVisibility } from '@/server/brides/editor';
import { listThemeTags } from '@/server/brides/themeTags';
import { geoCatalog } from '@/server/halls/geoCatalog';
import type { BrideFilters } from '@/api/contract/brides';
import { flushBrideFacets, refreshBrideFacets } from '@/server/brides/facetSummaries';
import { brideReports, brideThemeTags, userAlbumPhotos, userAlbums, users } from '@/server/db/schema';
import { describeEachDb } from '../support/testDb';
import { seedBrideDomain } from './brideSeed';

/** The facets of /brides/ and /photos/ come from maintained summaries; these check they follow the writes that change them. */
describeEachDb(
  'bride facet summaries',
  (fx) => {
    const publicWriter = async () => {
      const [row] = await fx.db
        .select({ id: users.id })
        .from(users)
        .innerJoin(brideReports, eq(brideReports.userId, users.id))
        .where(and(eq(users.isActive, true), eq(users.isPrivate, false)))
        .orderBy(asc(users.id))
        .limit(1);
      return row.id;
    };

    it('agree with the grouped read, for every facet, after the seed', async () => {
      const agg = await bridesAggregate(fx.db, {});
      // The scan the summary replaces.
      const res = await fx.db.execute(sql`SELECT count(*)::int AS n FROM bride_reports r JOIN users u ON u.id = r.user_id WHERE u.is_active AND NOT u.is_private`);
      const [{ n }] = (res as unknown as { rows: { n: number }[] }).rows;
      expect(agg.total).toBe(n);
      const photos = await photoSearchAggregate(fx.db, {});
      const listed = await searchPhotos(fx.db, { page: 1 });
      expect(listed.total).toBe(photos.total);
    });

    it('follow a member who makes her report private, once the scheduled refresh has run', async () => {
      const before = await bridesAggregate(fx.db, {});
      const id = await publicWriter();
      await setMyVisibility(fx.db, id, true);
      expect(await flushBrideFacets(fx.db)).toBe(true);
      expect((await bridesAggregate(fx.db, {})).total).toBe(before.total - 1);
      await setMyVisibility(fx.db, id, false);
      await flushBrideFacets(fx.db);
      expect((await bridesAggregate(fx.db, {})).total).toBe(before.total);
    });

    it('follow a deleted photo in the photo search total', async () => {
      const id = await publicWriter();
      const [photo] = await fx.db
        .select({ id: userAlbumPhotos.id })
        .from(userAlbumPhotos)
        .innerJoin(userAlbums, eq(userAlbums.id, userAlbumPhotos.albumId))
        .where(eq(userAlbums.userId, id))
        .limit(1);
      const before = await photoSearchAggregate(fx.db, {});
      await deleteMyPhoto(fx.db, id, photo.id);
      await flushBrideFacets(fx.db);
      expect((await photoSearchAggregate(fx.db, {})).total).toBe(before.total - 1);
      expect((await searchPhotos(fx.db, { page: 1 })).total).toBe(before.total - 1);
    });

    /** The first public member (by id) with her report, if any, as `where` asks. */
    const firstPublicMember = async (where: SQL) => {
      const [row] = await fx.db
        .select({ id: users.id })
        .from(users)
        .leftJoin(brideReports, eq(brideReports.userId, users.id))
        .where(and(eq(users.isActive, true), eq(users.isPrivate, false), where))
        .orderBy(asc(users.id))
        .limit(1);
      return row.id;
    };

    /** Public reports per tag, grouped from the tables (the scan the summaries replace), under `where` on the report `r`. */
    const groupedTagCounts = async (where: SQL) => {
      const res = await fx.db.execute(sql`SELECT t.tag_id, count(*)::int AS n FROM bride_report_tags t JOIN bride_reports r ON r.user_id = t.report_id
        JOIN users u ON u.id = r.user_id WHERE u.is_active AND NOT u.is_private AND ${where} GROUP BY t.tag_id`);
      const rows = (res as unknown as { rows: { tag_id: number; n: number }[] }).rows;
      return new Map(rows.map((r) => [r.tag_id, r.n]));
    };

    /** The tag facet's counts equal the grouped read: everywhere (the per-tag summary) and narrowed (the cells), with and without pickup. */
    const expectTagCountsAsGrouped = async () => {
      const geo = await geoCatalog(fx.db);
      const tags = await fx.db.select({ id: brideThemeTags.id }).from(brideThemeTags);
      const pref = geo.prefectures[12];
      const cases: [Partial<BrideFilters>, SQL][] = [
        [{}, sql`true`],
        [{ pickup: true }, sql`r.is_pickup`],
        [{ prefecture: pref.slug }, sql`r.prefecture_id = ${pref.id}`],
        [{ season: 'summer', pickup: true }, sql`r.season = 'summer' AND r.is_pickup`],
      ];
      let counted = 0;
      for (const [input, where] of cases) {
        const grouped = await groupedTagCounts(where);
        const agg = await bridesAggregate(fx.db, input);
        expect({ input, counts: agg.theme_tags.map((t) => [t.id, t.count]) }).toEqual({ input, counts: agg.theme_tags.map((t) => [t.id, grouped.get(t.id) ?? 0]) });
        expect(agg.theme_tags.map((t) => t.id).sort((a, b) => a - b)).toEqual(tags.map((t) => t.id).sort((a, b) => a - b));
        counted += agg.theme_tags.reduce((a, t) => a + t.count, 0);
      }
      expect(counted).toBeGreaterThan(0);
      const listed = await listThemeTags(fx.db);
      expect((await bridesAggregate(fx.db, {})).theme_tags.map((t) => [t.id, t.count])).toEqual(listed.items.map((t) => [t.id, t.count]));
    };

    it('count reports per theme tag as the grouped read does, after the seed', async () => {
      await expectTagCountsAsGrouped();
    });

    it('follow tags changed, added with a new report, and members made private, once the scheduled refresh has run', async () => {
      const tags = (await fx.db.select({ id: brideThemeTags.id }).from(brideThemeTags).orderBy(asc(brideThemeTags.id))).map((t) => t.id);
      const id = await publicWriter();
      const mine = (await myBrideReport(fx.db, id)).report!;
      const input = { ...mine, hall_id: mine.hall_id ?? undefined, theme_tag_ids: mine.theme_tags.map((t) => t.id) };
      const before = (await bridesAggregate(fx.db, {})).theme_tags;
      // Her tags swapped for others, then none.
      const others = tags.filter((t) => !input.theme_tag_ids.includes(t)).slice(0, 3);
      await saveMyBrideReport(fx.db, id, { ...input, theme_tag_ids: others });
      expect(await flushBrideFacets(fx.db)).toBe(true);
      await expectTagCountsAsGrouped();
      expect((await bridesAggregate(fx.db, {})).theme_tags).not.toEqual(before);
      await saveMyBrideReport(fx.db, id, { ...input, theme_tag_ids: [] });
      await flushBrideFacets(fx.db);
      await expectTagCountsAsGrouped();
      // A member's first report.
      await saveMyBrideReport(fx.db, await firstPublicMember(isNull(brideReports.userId)), { ...input, theme_tag_ids: tags.slice(0, 4) });
      await flushBrideFacets(fx.db);
      await expectTagCountsAsGrouped();
      // A picked-up member made private, and back.
      const picked = await firstPublicMember(eq(brideReports.isPickup, true));
      await setMyVisibility(fx.db, picked, true);
      await flushBrideFacets(fx.db);
      await expectTagCountsAsGrouped();
      await setMyVisibility(fx.db, picked, false);
      await saveMyBrideReport(fx.db, id, input);
      await flushBrideFacets(fx.db);
      await expectTagCountsAsGrouped();
    });

    it('refresh without a write scheduled (nothing to flush)', async () => {
      expect(await flushBrideFacets(fx.db)).toBe(false);
      await expect(refreshBrideFacets(fx.db)).resolves.toBeUndefined();
    });
  },
  (db) => seedBrideDomain(db),
);
