import { and, asc, eq, sql } from 'drizzle-orm';
import { bridesAggregate } from '@/server/brides/aggregate';
import { photoSearchAggregate, searchPhotos } from '@/server/brides/photoSearch';
import { deleteMyPhoto, setMyVisibility } from '@/server/brides/editor';
import { flushBrideFacets, refreshBrideFacets } from '@/server/brides/facetSummaries';
import { brideReports, userAlbumPhotos, userAlbums, users } from '@/server/db/schema';
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

    it('refresh without a write scheduled (nothing to flush)', async () => {
      expect(await flushBrideFacets(fx.db)).toBe(false);
      await expect(refreshBrideFacets(fx.db)).resolves.toBeUndefined();
    });
  },
  (db) => seedBrideDomain(db),
);
