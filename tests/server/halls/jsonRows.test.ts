import { and, asc, eq, getTableColumns, ne } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { hallPhotos, halls, hallVideos, prefectures } from '@/server/db/schema';
import { readSections, rowsOf, rowsQuery } from '@/server/db/jsonRows';
import { preparedSections } from '@/server/db/preparedSections';
import type { Db } from '@/server/db/client';
import { seedHallDomain } from './hallSeed';

jest.setTimeout(120_000);

describeEachDb('sections read as JSON in one statement (server/halls/jsonRows)', (fx) => {
  // Timestamps, dates, text arrays, jsonb, booleans, nulls and a joined table's columns nested under a key.
  const photos = (db: Db, hallId: number) =>
    rowsQuery(getTableColumns(hallPhotos), (select) => db.select(select).from(hallPhotos).where(eq(hallPhotos.hallId, hallId)).orderBy(asc(hallPhotos.id)));
  const hallRow = (db: Db, hallId: number) =>
    rowsQuery({ h: halls, prefecture: prefectures.slug }, (select) => db.select(select).from(halls).innerJoin(prefectures, eq(prefectures.id, halls.prefectureId)).where(eq(halls.id, hallId)));
  const videos = (db: Db, hallId: number) =>
    rowsQuery({ v: hallVideos }, (select) => db.select(select).from(hallVideos).where(eq(hallVideos.hallId, hallId)).orderBy(asc(hallVideos.id)));

  it('decodes every kind of column exactly as a plain select of the same query', async () => {
    const sections = { photos: photos(fx.db, 1), hall: hallRow(fx.db, 1), videos: videos(fx.db, 1) };
    const together = await readSections(fx.db, sections);
    expect(together.photos.length).toBeGreaterThan(0);
    expect(together.photos).toEqual(await rowsOf(sections.photos));
    expect(together.hall).toEqual(await rowsOf(sections.hall));
    expect(together.videos).toEqual(await rowsOf(sections.videos));
  });

  it('an empty section is an empty list', async () => {
    expect(await readSections(fx.db, { photos: photos(fx.db, 987654) })).toEqual({ photos: [] });
  });

  it('builds a prepared statement once per version and reads each call its own rows', async () => {
    // A string parameter with a quote: PGlite's EXECUTE gets its arguments as literals.
    const build = jest.fn((db: Db, { hallId }: { hallId: number }) => ({
      hall: rowsQuery({ id: halls.id, name: halls.name }, (select) => db.select(select).from(halls).where(and(eq(halls.id, hallId), ne(halls.name, "it's")))),
    }));
    const read = preparedSections(['hallId'], build);
    const one = await read(fx.db, { hallId: 1 }, 'day 1');
    const two = await read(fx.db, { hallId: 2 }, 'day 1');
    expect(build).toHaveBeenCalledTimes(1);
    expect(one.hall.map((h) => h.id)).toEqual([1]);
    expect(two.hall.map((h) => h.id)).toEqual([2]);
    expect(one.hall[0].name).not.toBe(two.hall[0].name);
    await read(fx.db, { hallId: 1 }, 'day 2');
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('fills every named parameter, a limit among them, wherever it stands', async () => {
    const read = preparedSections(['hallId', 'limit'], (db, p) => ({
      photos: rowsQuery({ id: hallPhotos.id }, (select) => db.select(select).from(hallPhotos).where(eq(hallPhotos.hallId, p.hallId)).orderBy(asc(hallPhotos.id)).limit(p.limit)),
      again: rowsQuery({ id: halls.id }, (select) => db.select(select).from(halls).where(eq(halls.id, p.hallId))),
    }));
    const all = await rowsOf(photos(fx.db, 1));
    expect(all.length).toBeGreaterThan(2);
    const two = await read(fx.db, { hallId: 1, limit: 2 });
    expect(two.photos.map((r) => r.id)).toEqual(all.slice(0, 2).map((r) => r.id));
    expect(two.again.map((r) => r.id)).toEqual([1]);
    const one = await read(fx.db, { hallId: 1, limit: 1 });
    expect(one.photos.map((r) => r.id)).toEqual([all[0].id]);
  });
}, (db) => seedHallDomain(db));
