import type { Db } from '../db/client';
import {
  halls, prefectures, hallPhotos, hallPlans, hallBenefits, hallQuestions, hallVideos,
  pickupWeddings, prefecturePosts, weddingPreparationGuides, bookingSiteCategories,
} from '../db/schema';
import type { Rng, SeedContext } from './context';
import { bulkInsert } from './bulkInsert';
import { mediaUrl } from '../../lib/media';
import { demoVideoSeconds, hallVideoUrl } from '../media/videoClip';
import { PHOTO_SECTIONS } from '../../lib/constants';
import {
  PHOTO_CAPTIONS, PLAN_NAMES, PLAN_INCLUDES, BENEFITS, BENEFIT_CONDITIONS, QA, VIDEO_TITLES, BRIDE_STYLES,
  BRIDE_TITLES, BRIDE_COMMENTS, PREFECTURE_POST_TOPICS, GUIDES, BOOKING_CATEGORIES,
} from './data/contentTexts';
import { nickname } from './data/reviewTexts';
import { guestCountFor, totalCostFor } from './reviews';

/** Photo numbers per hall: official 1–99, partner site 100–199, bride photos 200+ (distinct generated images). */
const ZEXY_BASE = 100;
const BRIDE_BASE = 200;

const day = (t: number) => new Date(t).toISOString().slice(0, 10);
const ts = (t: number) => new Date(t).toISOString();
const dims = (rng: Rng) => (rng.chance(0.75) ? { width: 1200, height: 800 } : { width: 800, height: 1200 });

type HallRow = { id: number; name: string; prefectureId: number; abroad: string | null; cost: number; capMin: number; capMax: number; features: string[] };

function photosFor(rng: Rng, h: HallRow, now: number): (typeof hallPhotos.$inferInsert)[] {
  const rows: (typeof hallPhotos.$inferInsert)[] = [];
  for (const section of PHOTO_SECTIONS) {
    const n = section === 'garden' && !h.features.includes('garden') ? 1 : rng.int(2, 5);
    for (let i = 1; i <= n; i++) {
      rows.push({ hallId: h.id, kind: 'official', section, imageUrl: mediaUrl('halls', h.id, section, i), caption: rng.pick(PHOTO_CAPTIONS[section]), ...dims(rng), sortOrder: i, postedAt: ts(now - rng.int(30, 900) * 86400000) });
    }
  }
  const zexy = rng.int(4, 10);
  for (let i = 1; i <= zexy; i++) {
    const section = rng.pick(PHOTO_SECTIONS);
    rows.push({ hallId: h.id, kind: 'zexy', section, imageUrl: mediaUrl('halls', h.id, section, ZEXY_BASE + i), caption: rng.pick(PHOTO_CAPTIONS[section]), ...dims(rng), sourceName: 'ゼクシィ', sourceUrl: `https://zexy.net/wedding/c_${7770000000 + h.id}/`, sortOrder: i, postedAt: ts(now - rng.int(30, 900) * 86400000) });
  }
  const brides = rng.int(10, 30);
  for (let i = 1; i <= brides; i++) {
    const section = rng.weighted([['ceremony', 4], ['reception', 4], ['dress', 3], ['cuisine', 2], ['decoration', 3], ['garden', 1], ['other', 2]] as const);
    const wedding = now - rng.int(30, 1000) * 86400000;
    rows.push({ hallId: h.id, kind: 'bride', section, imageUrl: mediaUrl('halls', h.id, section, BRIDE_BASE + i), caption: rng.pick(PHOTO_CAPTIONS[section]), ...dims(rng), nickname: nickname(rng), weddingDate: day(wedding), isTop: i <= 8, sortOrder: i, postedAt: ts(Math.min(now - 86400000, wedding + rng.int(7, 90) * 86400000)) });
  }
  return rows;
}

/** Photos, plans, 特典, Q&A, videos and the editorial lists (bride reports are members': seed/brides). */
export async function seedHallContent(db: Db, ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('hall-content');
  const now = new Date(`${ctx.today}T12:00:00+09:00`).getTime();
  const hallRows: HallRow[] = await db
    .select({ id: halls.id, name: halls.name, prefectureId: halls.prefectureId, abroad: halls.overseasDestination, cost: halls.cost, capMin: halls.capacityMin, capMax: halls.capacityMax, features: halls.features })
    .from(halls)
    .orderBy(halls.id);
  const prefRows = await db.select({ id: prefectures.id, name: prefectures.name }).from(prefectures).orderBy(prefectures.id);

  let photos: (typeof hallPhotos.$inferInsert)[] = [];
  let photoCount = 0;
  const plans: (typeof hallPlans.$inferInsert)[] = [];
  const benefits: (typeof hallBenefits.$inferInsert)[] = [];
  const questions: (typeof hallQuestions.$inferInsert)[] = [];
  const videos: (typeof hallVideos.$inferInsert)[] = [];

  for (const h of hallRows) {
    photos.push(...photosFor(rng, h, now));
    if (photos.length > 20000) {
      await bulkInsert(db, hallPhotos, photos);
      photoCount += photos.length;
      photos = [];
    }
    rng.sample(PLAN_NAMES, rng.int(3, 6)).forEach(([name, desc], i) => {
      const guests = rng.pick([10, 20, 30, 40, 60, 80].filter((g) => g >= h.capMin && g <= h.capMax).concat([Math.max(h.capMin, 10)]));
      plans.push({
        hallId: h.id, name, description: desc, guestCount: guests,
        price: Math.round(totalCostFor(rng, h.cost, guests) * 0.8 / 10000) * 10000,
        includes: rng.sample(PLAN_INCLUDES, rng.int(6, 11)),
        validUntil: rng.chance(0.4) ? day(now + rng.int(30, 365) * 86400000) : null,
        isPopular: i === 0, sortOrder: i + 1,
      });
    });
    rng.sample(BENEFITS, rng.int(2, 5)).forEach(([title, description, amount], i) => {
      benefits.push({ hallId: h.id, title, description, amount, conditions: rng.pick(BENEFIT_CONDITIONS), validUntil: rng.chance(0.5) ? day(now + rng.int(14, 200) * 86400000) : null, isLimited: rng.chance(0.3), sortOrder: i + 1 });
    });
    let qi = 0;
    for (const [type, list] of Object.entries(QA)) {
      for (const [q, a] of rng.sample(list, rng.int(1, list.length))) {
        questions.push({ hallId: h.id, type, question: q, answer: a.replace('{max}', String(h.capMax)).replace('{min}', String(h.capMin)), sortOrder: ++qi });
      }
    }
    const videoCount = rng.weighted([[0, 3], [1, 4], [2, 2]]);
    for (let i = 1; i <= videoCount; i++) {
      const title = `${h.name}｜${rng.pick(VIDEO_TITLES)}`;
      // The clip's length comes from (hall, n), as the generator makes it. The two draws that used to pick
      // a length are still taken, so every later row of the demo data stays as it was.
      rng.next();
      rng.next();
      const seconds = demoVideoSeconds(h.id, i);
      videos.push({
        hallId: h.id, prefectureId: h.prefectureId, title,
        description: `${h.name}の雰囲気が分かる${seconds}秒のショートムービーです。`,
        thumbnailUrl: mediaUrl('halls', h.id, 'video', i), videoUrl: hallVideoUrl(h.id, i),
        durationSeconds: seconds, publishedAt: ts(now - rng.int(1, 700) * 86400000),
      });
    }
  }
  await bulkInsert(db, hallPhotos, photos);
  photoCount += photos.length;
  await bulkInsert(db, hallPlans, plans);
  await bulkInsert(db, hallBenefits, benefits);
  await bulkInsert(db, hallQuestions, questions);
  await bulkInsert(db, hallVideos, videos);

  const pickups: (typeof pickupWeddings.$inferInsert)[] = [];
  const posts: (typeof prefecturePosts.$inferInsert)[] = [];
  for (const p of prefRows) {
    // A prefecture's pickups are weddings in it: a hall abroad has only its salon there.
    const inPref = hallRows.filter((h) => h.prefectureId === p.id && h.abroad === null);
    rng.sample(inPref, Math.min(inPref.length, rng.int(3, 6))).forEach((h, i) => {
      const wedding = now - rng.int(30, 600) * 86400000;
      const guests = guestCountFor(rng, h.capMin, h.capMax);
      pickups.push({
        hallId: h.id, prefectureId: p.id, title: rng.pick(BRIDE_TITLES), excerpt: rng.pick(BRIDE_COMMENTS.filter(Boolean)),
        imageUrl: mediaUrl('halls', h.id, rng.pick(['ceremony', 'reception', 'garden'] as const), BRIDE_BASE + 90 + i),
        coupleName: `${nickname(rng)}＆${rng.pick(['たかし', 'けんた', 'しょう', 'ゆうき', 'だいすけ', 'りょう'])}`,
        weddingDate: day(wedding), guestCount: guests, style: rng.pick(BRIDE_STYLES), sortOrder: i + 1,
      });
    });
    const shortName = p.name.replace(/[都府県]$/, '');
    rng.sample(PREFECTURE_POST_TOPICS, rng.int(4, PREFECTURE_POST_TOPICS.length)).forEach(([title, excerpt], i) => {
      const fill = (s: string) => s.replaceAll('{pref}', shortName);
      posts.push({
        prefectureId: p.id, title: fill(title), excerpt: fill(excerpt),
        body: `${fill(excerpt)}\n\n${shortName}には、${rng.pick(['歴史ある神社や庭園', '海や山の景色を楽しめる会場', '駅から近い都市型の会場', '一軒家を貸し切るゲストハウス'])}など、さまざまなスタイルの式場があります。見学の際は、ゲストのアクセスや季節ごとの景色もあわせて確認しておくと安心です。`,
        imageUrl: mediaUrl('articles', `pref-${p.id}-${i + 1}`, 'cover', 1), publishedAt: ts(now - rng.int(1, 700) * 86400000),
      });
    });
  }
  await bulkInsert(db, pickupWeddings, pickups);
  await bulkInsert(db, prefecturePosts, posts);
  await db.insert(weddingPreparationGuides).values(
    GUIDES.map(([timing, title, excerpt], i) => ({
      step: i + 1, timing, title, excerpt,
      body: `${excerpt}\n\n${timing}を目安に進めると、あとの準備に余裕が生まれます。分からないことは式場のプランナーに早めに相談しましょう。`,
      imageUrl: mediaUrl('articles', `guide-${i + 1}`, 'cover', 1),
    })),
  );
  await db.insert(bookingSiteCategories).values(
    BOOKING_CATEGORIES.map(([slug, name, description, sites], i) => ({ slug, name, description, sites: sites.map(([n, url]) => ({ name: n, url })), sortOrder: i + 1 })),
  );
  ctx.log(`hall content: ${photoCount} photos, ${plans.length} plans, ${benefits.length} benefits, ${questions.length} Q&A, ${videos.length} videos`);
}
