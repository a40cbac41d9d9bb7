import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { BrideFilters } from '@/api/contract/brides';
import { BRIDES_PER_PAGE, BRIDES_PICKUP_SIZES } from '@/api/contract/brides';
import { countCards, selectCards, toCards } from '@/server/brides/cards';
import { allOf, filterSql, resolveFilters } from '@/server/brides/filters';
import { listBrides } from '@/server/brides/listBrides';
import { pickupBrides, pickupSections } from '@/server/brides/pickup';
import { setMyVisibility } from '@/server/brides/editor';
import { flushBrideFacets, refreshBrideFacets } from '@/server/brides/facetSummaries';
import { isPublicMember } from '@/server/brides/visibility';
import { selectOf } from '@/server/db/jsonRows';
import { brideReports, brideThemeTags, users } from '@/server/db/schema';
import { geoCatalog } from '@/server/halls/geoCatalog';
import { describeEachDb } from '../support/testDb';
import { seedBrideDomain } from './brideSeed';

jest.setTimeout(180_000);

/** The list and the pickups read as one statement each (the pickups and /brides/'s first page prepared): the same answers as the plain reads they replaced. */
describeEachDb(
  'bride report cards read in one statement',
  (fx) => {
    const newest = [desc(brideReports.postedAt), desc(brideReports.userId)];

    /** The plain reads: the page's select, its cards' tags, and a count of the reports. */
    async function plainList(input: Partial<BrideFilters>, page: number, perPage: number) {
      const where = allOf([isPublicMember(), ...filterSql(await resolveFilters(fx.db, input))]);
      const rows = await selectCards(fx.db, where).orderBy(...newest).limit(perPage).offset((page - 1) * perPage);
      return { items: await toCards(fx.db, rows), total: await countCards(fx.db, where) };
    }

    async function plainPickups(prefectureId: number | undefined, limit: number) {
      const where: SQL[] = [isPublicMember(), eq(brideReports.isPickup, true)];
      if (prefectureId !== undefined) where.push(eq(brideReports.prefectureId, prefectureId));
      return toCards(fx.db, await selectCards(fx.db, and(...where)).orderBy(...newest).limit(limit));
    }

    async function expectPickupsEverywhere() {
      const geo = await geoCatalog(fx.db);
      let found = 0;
      // The prepared sizes (the page's, the default) and one read as a plain statement.
      for (const limit of [...Object.values(BRIDES_PICKUP_SIZES), 3]) {
        expect((await pickupBrides(fx.db, { limit })).items).toEqual(await plainPickups(undefined, limit));
        for (const p of geo.prefectures) {
          const { items } = await pickupBrides(fx.db, { limit, prefecture: p.slug });
          expect(items).toEqual(await plainPickups(p.id, limit));
          found += items.length;
        }
      }
      expect(found).toBeGreaterThan(0);
    }

    it('writes the pickups\' LIMIT into the statement, not as a parameter (a generic plan would plan for every pickup)', () => {
      for (const prefectureId of [undefined, 13]) {
        const { sql: text } = new PgDialect().sqlToQuery(selectOf(pickupSections(fx.db, 6, prefectureId)));
        expect(text).not.toMatch(/limit \$/i);
        // The cards and their tags' ids.
        expect(text.match(/ limit 6\b/g)).toHaveLength(2);
      }
    });

    it('picks up the same reports as the plain read, everywhere and in every prefecture, prepared or not', async () => {
      const all = await plainPickups(undefined, 30);
      expect(all.length).toBeGreaterThan(BRIDES_PICKUP_SIZES.default);
      expect(all.some((c) => c.theme_tags.length > 0)).toBe(true);
      await expectPickupsEverywhere();
    });

    it('follows members who make their reports private (the prepared statements read the rows anew)', async () => {
      const pickedUp = (await pickupBrides(fx.db, { limit: BRIDES_PICKUP_SIZES.page })).items[0].id;
      const newest = (await listBrides(fx.db, {})).items[0].id;
      for (const id of [pickedUp, newest]) await setMyVisibility(fx.db, id, true);
      expect((await pickupBrides(fx.db, { limit: BRIDES_PICKUP_SIZES.page })).items.map((c) => c.id)).not.toContain(pickedUp);
      const listed = await listBrides(fx.db, {});
      expect(listed.items.map((c) => c.id)).not.toContain(newest);
      expect(listed.items).toEqual((await plainList({}, 1, BRIDES_PER_PAGE)).items);
      await expectPickupsEverywhere();
      for (const id of [pickedUp, newest]) await setMyVisibility(fx.db, id, false);
      await flushBrideFacets(fx.db);
      await expectPickupsEverywhere();
      expect(await listBrides(fx.db, {})).toMatchObject(await plainList({}, 1, BRIDES_PER_PAGE));
    });

    it('lists the same page and total as the plain reads, under every kind of filter', async () => {
      const geo = await geoCatalog(fx.db);
      const [tag] = await fx.db.select({ id: brideThemeTags.id }).from(brideThemeTags).limit(1);
      const [withHall] = await fx.db
        .select({ hallId: brideReports.hallId })
        .from(brideReports)
        .innerJoin(users, eq(users.id, brideReports.userId))
        .where(and(isPublicMember(), eq(brideReports.isPickup, false)))
        .orderBy(brideReports.userId)
        .limit(1);
      const cases: { input: Partial<BrideFilters>; page?: number; perPage?: number }[] = [
        // /brides/ itself: the prepared first page.
        { input: {} },
        { input: {}, page: 2 },
        { input: {}, page: 9999 },
        { input: {}, perPage: 50 },
        { input: { prefecture: geo.prefectures[12].slug } },
        { input: { region: geo.regions[2].slug } },
        { input: { tag: tag.id } },
        { input: { season: 'spring', style: 'family' } },
        { input: { pickup: true } },
        { input: { hall_id: withHall.hallId ?? undefined } },
      ];
      for (const { input, page = 1, perPage = BRIDES_PER_PAGE } of cases) {
        const listed = await listBrides(fx.db, { ...input, page, per_page: perPage });
        const plain = await plainList(input, page, perPage);
        expect({ input, items: listed.items, total: listed.total }).toEqual({ input, ...plain });
      }
    });
  },
  async (db) => {
    await seedBrideDomain(db);
    // The seed picks up one report at this scale: three in four, for pages of pickups in several prefectures.
    await db.update(brideReports).set({ isPickup: true }).where(sql`${brideReports.userId} % 4 <> 0`);
    await refreshBrideFacets(db);
  },
);
