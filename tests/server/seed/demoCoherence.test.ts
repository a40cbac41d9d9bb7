import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { describeOnOneDb } from '../support/testDb';
import type { Db } from '../../../server/db/client';
import { brideReports, fairs, halls, prefectures, users } from '../../../server/db/schema';
import { createSeedContext } from '../../../server/seed/context';
import { seedGeo } from '../../../server/seed/geo';
import { seedHalls } from '../../../server/seed/halls';
import { seedFairs } from '../../../server/seed/fairs';
import { seedAccounts } from '../../../server/seed/accounts';
import { seedBrides } from '../../../server/seed/brides';
import { monthLabel, seasonOfWedding } from '../../../server/seed/weddings';

jest.setTimeout(900_000);

const TODAY = '2026-05-20';

async function seedScaleOne(db: Db): Promise<void> {
  const ctx = createSeedContext(1, { today: TODAY, quiet: true });
  await seedGeo(db, ctx);
  await seedHalls(db, ctx);
  await seedFairs(db, ctx);
  await seedAccounts(db, ctx);
  await seedBrides(db, ctx);
}

/** Prefecture slugs, most rows first. */
async function ranking(db: Db, table: typeof halls | typeof fairs | typeof brideReports): Promise<string[]> {
  const rows =
    table === brideReports
      ? await db.select({ slug: prefectures.slug, n: count() }).from(brideReports).innerJoin(prefectures, eq(prefectures.id, brideReports.prefectureId)).groupBy(prefectures.slug).orderBy(desc(count()), asc(prefectures.slug))
      : table === halls
        ? await db.select({ slug: prefectures.slug, n: count() }).from(halls).innerJoin(prefectures, eq(prefectures.id, halls.prefectureId)).where(isNull(halls.overseasDestination)).groupBy(prefectures.slug).orderBy(desc(count()), asc(prefectures.slug))
        : await db.select({ slug: prefectures.slug, n: count() }).from(fairs).innerJoin(halls, eq(halls.id, fairs.hallId)).innerJoin(prefectures, eq(prefectures.id, halls.prefectureId)).where(isNull(halls.overseasDestination)).groupBy(prefectures.slug).orderBy(desc(count()), asc(prefectures.slug));
  return rows.map((r) => r.slug);
}

// Issue 34: the demo data is coherent per person and weighted like the real market.
describeOnOneDb('demo data: coherent per member, weighted like the market (scale 1)', (fx) => {
  it('Tokyo, Osaka and Kanagawa hold the most halls, fairs and bride reports; every prefecture has a report', async () => {
    for (const table of [halls, fairs, brideReports] as const) expect((await ranking(fx.db, table)).slice(0, 3)).toEqual(['tokyo', 'osaka', 'kanagawa']);
    expect(await ranking(fx.db, brideReports)).toHaveLength(47);
  });

  it('Tokyo has public picked-up reports', async () => {
    const [{ n }] = await fx.db
      .select({ n: count() })
      .from(brideReports)
      .innerJoin(users, eq(users.id, brideReports.userId))
      .innerJoin(prefectures, eq(prefectures.id, brideReports.prefectureId))
      .where(and(eq(prefectures.slug, 'tokyo'), eq(brideReports.isPickup, true), eq(users.isPrivate, false), eq(users.isActive, true)));
    expect(n).toBeGreaterThanOrEqual(1);
  });

  it("each member's report is of her own wedding: her prefecture and season, a past date, a hall of that prefecture in Japan", async () => {
    const rows = await fx.db
      .select({ email: users.email, userPref: users.weddingPrefectureId, season: users.weddingSeason, intro: users.selfIntroduction, reportPref: brideReports.prefectureId, date: brideReports.weddingDate, hallPref: halls.prefectureId, abroad: halls.overseasDestination })
      .from(brideReports)
      .innerJoin(users, eq(users.id, brideReports.userId))
      .leftJoin(halls, eq(halls.id, brideReports.hallId));
    expect(rows.length).toBeGreaterThan(300);
    for (const r of rows) {
      expect({ email: r.email, pref: r.reportPref, season: r.season }).toEqual({ email: r.email, pref: r.userPref, season: seasonOfWedding(r.date) });
      expect(r.date < TODAY).toBe(true);
      if (r.hallPref !== null) expect({ email: r.email, pref: r.hallPref, abroad: r.abroad }).toEqual({ email: r.email, pref: r.reportPref, abroad: null });
      // A 先輩花嫁 does not introduce herself as still planning.
      expect(r.intro).not.toMatch(/予定|探して|考えています|憧れ/);
    }
  });

  it("hanako's profile tells of the Tokyo garden wedding her picked-up report shows", async () => {
    const [h] = await fx.db
      .select({ intro: users.selfIntroduction, season: users.weddingSeason, pref: prefectures.slug, date: brideReports.weddingDate, pickup: brideReports.isPickup, features: halls.features })
      .from(users)
      .innerJoin(brideReports, eq(brideReports.userId, users.id))
      .innerJoin(prefectures, eq(prefectures.id, brideReports.prefectureId))
      .innerJoin(halls, eq(halls.id, brideReports.hallId))
      .where(eq(users.email, 'hanako@example.com'));
    expect(h).toMatchObject({ pref: 'tokyo', pickup: true, season: seasonOfWedding(h.date) });
    expect(h.features).toContain('garden');
    expect(h.intro).toContain(monthLabel(h.date));
    expect(h.intro).toContain('東京');
  });
}, seedScaleOne);
