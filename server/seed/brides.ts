import { asc, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brideReportTags, brideReports, brideThemeTags, halls, prefectures, userAlbumPhotos, userAlbums, users } from '../db/schema';
import { mediaUrl } from '../../lib/media';
import { BRIDE_STYLES, BRIDE_TASTES, BRIDE_THEME_TAGS, seasonOfDate, type BrideStyle } from '../../lib/brides/vocabulary';
import { PHOTO_W, PHOTO_H } from '../media/scenes';
import { bulkInsert } from './bulkInsert';
import type { Rng, SeedContext } from './context';
import { hallShareOfPrefectures } from './marketPeople';
import { demoWedding, generatedMemberEmail, generatedWeddings } from './weddings';
import { DEMO_ACCOUNTS } from './accounts';
import { refreshBrideFacets } from '../brides/facetSummaries';
import { ADVICE_DAY, ADVICE_HALL, ADVICE_PREP, ALBUM_KINDS, BRIDE_PHOTO_CAPTIONS, OTHER_PLACES, STYLE_GUESTS, reportTitle } from './data/brideTexts';

const DAY = 86400000;
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Tags that fit a report (its style and mood), plus one or two others. */
function tagsFor(rng: Rng, style: BrideStyle, taste: string, tagIds: Map<string, number>): number[] {
  const slugs = new Set<string>();
  if (style === 'family') slugs.add('family');
  if (style === 'small' || style === 'family') slugs.add('small');
  if (style === 'photo') slugs.add('photo');
  if (taste === 'ナチュラル' || taste === 'ボタニカル') slugs.add('natural');
  if (taste === '和モダン') slugs.add('wakon');
  if (taste === 'クラシック' || taste === 'ラグジュアリー') slugs.add('classic');
  for (const [slug] of rng.sample(BRIDE_THEME_TAGS, rng.int(1, 2))) slugs.add(slug);
  return [...slugs].map((s) => tagIds.get(s)!).filter(Boolean);
}

/**
 * Members' bride reports: every generated member (and the documented regular, official and private
 * logins) writes one, of her wedding (seed/weddings: the prefecture and season of her account, a date
 * in the past), at a hall of that prefecture most of the time, with 3–6 albums of 8–30 photos
 * whose generated images show each photo's section.
 */
export async function seedBrides(db: Db, ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('brides');
  const now = new Date(`${ctx.today}T12:00:00+09:00`).getTime();
  const tagRows = await db
    .insert(brideThemeTags)
    .values(BRIDE_THEME_TAGS.map(([slug, name, description], i) => ({ slug, name, description, sortOrder: i + 1 })))
    .returning({ id: brideThemeTags.id, slug: brideThemeTags.slug });
  const tagIds = new Map(tagRows.map((t) => [t.slug, t.id]));

  const members = await db
    .select({ id: users.id, email: users.email, isStaff: users.isStaff, prefectureId: users.weddingPrefectureId })
    .from(users)
    .orderBy(asc(users.id));
  // The market: the first of its members write reports (the rest only clip and love); the demo: all.
  const writers = members.filter((m) => !m.isStaff).slice(0, ctx.market?.brideReports ?? members.length);
  const prefRows = await db.select({ id: prefectures.id, slug: prefectures.slug, name: prefectures.name }).from(prefectures).orderBy(asc(prefectures.id));
  const hallRows = await db
    .select({ id: halls.id, name: halls.name, prefectureId: halls.prefectureId, cost: halls.cost, features: halls.features })
    .from(halls)
    .where(isNull(halls.overseasDestination))
    .orderBy(asc(halls.id));
  const hallsByPref = new Map<number, typeof hallRows>();
  for (const h of hallRows) hallsByPref.set(h.prefectureId, [...(hallsByPref.get(h.prefectureId) ?? []), h]);

  const hanako = members.find((m) => m.email === 'hanako@example.com');
  const prefById = new Map(prefRows.map((p) => [p.id, p]));
  const prefBySlug = new Map(prefRows.map((p) => [p.slug, p]));
  const generated = new Map(generatedWeddings(ctx, DEMO_ACCOUNTS.length).slice(0, writers.length).map((w, i) => [generatedMemberEmail(i), w]));
  // The market's weddings are where its halls are (Tokyo, Osaka, Kanagawa most); the demo's anywhere.
  const prefShares = ctx.market ? (await hallShareOfPrefectures(db)).map(([id, n]) => [prefById.get(id)!, n] as const) : null;
  const [fewestPhotos, mostPhotos] = ctx.market?.photosPerAlbum ?? [8, 30];
  // The market's 100,000 reports in batches, so its 2,000,000 photos are never all in memory; the demo's in one.
  const batchSize = ctx.market ? 5000 : writers.length;
  let reportCount = 0;
  let albumCount = 0;
  let photoCount = 0;
  for (let first = 0; first < writers.length; first += batchSize) {
    const reports: (typeof brideReports.$inferInsert)[] = [];
    const reportTags: (typeof brideReportTags.$inferInsert)[] = [];
    const albums: (typeof userAlbums.$inferInsert)[] = [];
    const albumPlans: { userId: number; kind: (typeof ALBUM_KINDS)[number]; photos: number }[] = [];

    writers.slice(first, first + batchSize).forEach((m, j) => {
      const i = first + j;
      const planned = demoWedding(ctx, m.email) ?? generated.get(m.email);
      // Her report is of the wedding her account tells of (the accounts seeder placed it).
      const pref = prefById.get(m.prefectureId ?? -1) ?? (planned && prefBySlug.get(planned.prefSlug)) ?? (prefShares ? rng.weighted(prefShares) : rng.pick(prefRows));
      const local = hallsByPref.get(pref.id) ?? [];
      // hanako's is the garden wedding her profile tells of.
      const gardens = m.id === hanako?.id ? local.filter((h) => h.features.includes('garden')) : [];
      const hall = gardens.length ? rng.pick(gardens) : local.length && rng.chance(0.9) ? rng.pick(local) : null;
      const style = rng.weighted(BRIDE_STYLES.map((s, k) => [s, [5, 3, 3, 2, 1][k]] as const));
      const [gMin, gMax] = STYLE_GUESTS[style];
      const guests = rng.int(gMin, gMax);
      const base = hall?.cost ?? 3000000;
      const totalCost = Math.round((base * (style === 'photo' ? 0.12 : style === 'family' ? 0.35 : 0.3) + (base / 70) * 0.7 * guests) * (0.85 + rng.next() * 0.3) / 1000) * 1000;
      const weddingDate = planned?.date ?? day(now - rng.int(30, 1100) * DAY);
      const wedding = Date.parse(`${weddingDate}T12:00:00+09:00`);
      const taste = rng.pick(BRIDE_TASTES);
      reports.push({
        userId: m.id,
        hallId: hall?.id ?? null,
        receptionPlace: hall?.name ?? `${pref.name.replace(/[都府県]$/, '')}の${rng.pick(OTHER_PLACES)}`,
        prefectureId: pref.id,
        weddingDate,
        season: seasonOfDate(weddingDate),
        guestCount: guests,
        totalCost,
        style,
        taste,
        title: reportTitle(i, style),
        advice: rng.chance(0.9) ? [rng.pick(ADVICE_HALL), rng.pick(ADVICE_PREP), rng.pick(ADVICE_DAY)].join('') : '',
        isPickup: rng.chance(0.08) || m.id === hanako?.id,
        postedAt: new Date(Math.min(now - DAY, wedding + rng.int(14, 120) * DAY)).toISOString(),
      });
      for (const tagId of tagsFor(rng, style, taste, tagIds)) reportTags.push({ reportId: m.id, tagId });
      rng.sample(ALBUM_KINDS, rng.int(3, 6)).forEach((kind, sortOrder) => {
        albums.push({ userId: m.id, title: kind[0], sortOrder });
        albumPlans.push({ userId: m.id, kind, photos: rng.int(fewestPhotos, mostPhotos) });
      });
    });

    await bulkInsert(db, brideReports, reports);
    await bulkInsert(db, brideReportTags, reportTags);
    const albumIds: number[] = [];
    for (let i = 0; i < albums.length; i += 1000) {
      const rows = await db.insert(userAlbums).values(albums.slice(i, i + 1000)).returning({ id: userAlbums.id });
      albumIds.push(...rows.map((r) => r.id));
    }
    const photos: (typeof userAlbumPhotos.$inferInsert)[] = [];
    albumPlans.forEach((plan, k) => {
      const albumId = albumIds[k];
      for (let n = 1; n <= plan.photos; n++) {
        const section = rng.weighted(plan.kind[1]);
        photos.push({
          albumId,
          section,
          photoUrl: mediaUrl('brides', `a${albumId}`, section, n),
          caption: rng.chance(0.8) ? rng.pick(BRIDE_PHOTO_CAPTIONS[section]) : '',
          width: PHOTO_W,
          height: PHOTO_H,
          sortOrder: n,
          uploadedAt: new Date(now - rng.int(7, 700) * DAY).toISOString(),
        });
      }
    });
    await bulkInsert(db, userAlbumPhotos, photos);
    reportCount += reports.length;
    albumCount += albums.length;
    photoCount += photos.length;
  }
  // Fresh statistics: the planner uses the indexes from the first request.
  await db.execute(sql`VACUUM ANALYZE users, bride_reports, bride_report_tags, user_albums, user_album_photos`);
  // The facet summaries /brides/ and /photos/ read (migration bride_facets).
  await refreshBrideFacets(db);
  ctx.log(`brides: ${reportCount} reports, ${albumCount} albums, ${photoCount} photos`);
}
