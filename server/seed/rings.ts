import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prefectures, ringBrandFavorites, ringBrands, ringFavorites, rings, ringShops, users } from '../db/schema';
import { CARAT_BANDS, CLARITIES, COLORS, CUTS, RING_OPTIONS, kanaRowOf, type Design, type Metal, type RingOption } from '../../api/contract/ringVocabulary';
import { bulkInsert } from './bulkInsert';
import type { Rng, SeedContext } from './context';
import { allAreas } from './data/geoCatalog';
import { PREFECTURES } from './data/regions';
import { telFor } from './hallHelpers';
import { BRAND_SEEDS, RING_VARIANTS, RING_WORDS, SHOP_BUILDINGS, SHOP_HOURS } from './data/ringBrands';

const RINGS_PER_BRAND = 15;
const SHOP_PREFECTURES = ['tokyo', 'osaka', 'kanagawa', 'aichi', 'fukuoka', 'kyoto', 'hyogo', 'hokkaido', 'miyagi', 'hiroshima', 'saitama', 'chiba', 'shizuoka', 'okinawa'];

const ENGAGEMENT_DESIGNS: Design[] = ['solitaire', 'melee', 'wave', 'v_line', 's_line', 'twist', 'eternity'];
const WEDDING_DESIGNS: Design[] = ['straight', 'wave', 'v_line', 's_line', 'twist', 'eternity', 'melee'];
const METAL_WEIGHTS: [Metal, number][] = [['pt950', 5], ['pt900', 2], ['k18pg', 2], ['k18yg', 1], ['k18wg', 1], ['combi', 1]];

const DESIGN_TEXT: Record<Design, string> = {
  straight: 'まっすぐなラインが飽きのこない、毎日に寄り添う定番のかたち',
  wave: 'ゆるやかなウェーブが指をほっそり見せ、重ねづけにもなじむ',
  v_line: '指先に向かうV字のラインが手元をすらりと見せる',
  s_line: 'なだらかなS字のカーブがふたりの歩みを描く',
  eternity: '途切れなく並ぶダイヤモンドが永遠を表すエタニティ',
  melee: 'サイドにあしらったメレダイヤがきらめきを添える',
  twist: '二本の線がひねりながら寄り添うツイスト',
  solitaire: '一粒のダイヤモンドを主役にしたソリティア',
};
const METAL_TEXT: Record<Metal, string> = {
  pt950: '純度の高いプラチナ950は変色しにくく、一生ものにふさわしい素材です。',
  pt900: '硬さのあるプラチナ900で、細身でも形が崩れにくく仕上げました。',
  k18yg: '華やかなK18イエローゴールドが肌を明るく見せます。',
  k18pg: 'やさしいK18ピンクゴールドが日本人の肌になじみます。',
  k18wg: '白く上品なK18ホワイトゴールドは、プラチナより軽やかなつけ心地です。',
  combi: 'プラチナとK18ピンクゴールドを組み合わせた、ふたつの色のコンビネーションです。',
};
const OPTION_TEXT: Record<RingOption, string> = {
  engraving: 'お名前や記念日の刻印は無料で承ります。',
  birthstone: '内側にふたりの誕生石を留めることもできます。',
  size_free: 'ご購入後のサイズ直しは無料です。',
  finish: '鏡面仕上げとつや消し仕上げからお選びいただけます。',
  semi_order: '幅や石の数を選べるセミオーダーに対応しています。',
  full_order: 'デザイナーと相談しながら作るフルオーダーも可能です。',
};

const round = (n: number, unit: number) => Math.round(n / unit) * unit;

function ringName(rng: Rng, used: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const variant = attempt < 40 ? '' : RING_VARIANTS[1 + Math.floor(attempt / 40) % (RING_VARIANTS.length - 1)];
    const name = `${rng.pick(RING_WORDS)}${variant ? ` ${variant}` : ''}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

function engagementRing(rng: Rng, brandId: number, name: string, tier: number) {
  const carat = Math.round((0.2 + rng.next() * 0.5 + (rng.chance(0.08) ? 0.3 : 0)) * 100) / 100;
  const metal = rng.weighted(METAL_WEIGHTS);
  const design = rng.pick(ENGAGEMENT_DESIGNS);
  const color = COLORS[Math.min(COLORS.length - 1, Math.floor(rng.next() * COLORS.length))];
  const clarity = rng.pick(CLARITIES);
  const cut = rng.weighted<keyof typeof CUTS>([['excellent', 6], ['very_good', 3], ['good', 1]]);
  const price = round((120000 + carat * carat * 900000 + carat * 250000) * tier * (0.85 + rng.next() * 0.3), 1000);
  const options = rng.sample(Object.keys(RING_OPTIONS) as RingOption[], rng.int(1, 3));
  const band = Object.values(CARAT_BANDS).find((b) => carat >= b.min && carat <= b.max)!;
  const description = [
    `${DESIGN_TEXT[design]}婚約指輪。`,
    `${carat.toFixed(2)}ct・${color}カラー・${clarity}・${CUTS[cut]}カットのダイヤモンドをセンターに据えました（${band.label}）。`,
    METAL_TEXT[metal],
    ...options.map((o) => OPTION_TEXT[o]),
  ].join('');
  return { brandId, name, type: 'engagement', price, priceLadies: null, priceMens: null, metal, carat, color, clarity, cut, design, widthMm: rng.pick([1.8, 2.0, 2.2, 2.5]), description, options, deliveryWeeks: rng.int(3, 8), popularity: rng.int(0, 1000) };
}

function weddingRing(rng: Rng, brandId: number, name: string, tier: number) {
  const metal = rng.weighted(METAL_WEIGHTS);
  const design = rng.pick(WEDDING_DESIGNS);
  const width = rng.pick([1.5, 2.0, 2.5, 3.0, 3.5]);
  const ladies = round((70000 + width * 18000 + (design === 'eternity' ? 120000 : design === 'melee' ? 30000 : 0)) * tier * (0.85 + rng.next() * 0.3), 1000);
  const mens = round((80000 + width * 24000) * tier * (0.85 + rng.next() * 0.3), 1000);
  const options = rng.sample(Object.keys(RING_OPTIONS) as RingOption[], rng.int(1, 3));
  const description = [`${DESIGN_TEXT[design]}結婚指輪。`, `幅${width.toFixed(1)}mmのペアで、レディースとメンズで表情を少し変えています。`, METAL_TEXT[metal], ...options.map((o) => OPTION_TEXT[o])].join('');
  return { brandId, name, type: 'wedding', price: ladies + mens, priceLadies: ladies, priceMens: mens, metal, carat: null, color: null, clarity: null, cut: null, design, widthMm: width, description, options, deliveryWeeks: rng.int(4, 10), popularity: rng.int(0, 1000) };
}

function daysBefore(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86400000).toISOString().slice(0, 10);
}

/** Ring brands with their shops, rings of both types (≈15 a brand at scale 1) and members' favourites. */
export async function seedRings(db: Db, ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('rings');
  // Shops' phones draw from their own stream: the rest of the demo stays as it was.
  const telRng = ctx.rng('ring-shop-tels');
  const telCode = new Map(PREFECTURES.map((p) => [p.slug, p.tel]));
  const prefs = await db.select().from(prefectures).orderBy(asc(prefectures.id));
  const prefBySlug = new Map(prefs.map((p) => [p.slug, p]));
  const areasByPref = new Map<string, ReturnType<typeof allAreas>>();
  for (const a of allAreas().filter((x) => x.stations.length > 0)) areasByPref.set(a.pref, [...(areasByPref.get(a.pref) ?? []), a]);

  const brandRows = BRAND_SEEDS.map(([name, nameEn, kana, origin, idea], i) => {
    const tier = origin === 'overseas' ? 1.1 + rng.next() * 0.9 : 0.7 + rng.next() * 0.6;
    return { seed: { name, nameEn, kana, kanaRow: kanaRowOf(kana), origin, description: `${idea}が魅力の${origin === 'overseas' ? '海外' : '国内'}ブランド。婚約指輪と結婚指輪をそろえ、店頭ではダイヤモンドの選び方から相談できます。`, priceMin: 0, priceMax: 0, popularity: rng.int(10, 1000) }, tier, i };
  });
  const inserted = await db.insert(ringBrands).values(brandRows.map((b) => b.seed)).returning({ id: ringBrands.id });

  const ringRows: (typeof rings.$inferInsert)[] = [];
  const shopRows: (typeof ringShops.$inferInsert)[] = [];
  const perBrand = Math.max(4, Math.round(RINGS_PER_BRAND * ctx.scale));
  for (const [i, { id }] of inserted.entries()) {
    const { tier, seed } = brandRows[i];
    const used = new Set<string>();
    for (let n = 0; n < perBrand; n++) {
      const name = ringName(rng, used);
      const row = rng.chance(0.5) ? engagementRing(rng, id, name, tier) : weddingRing(rng, id, name, tier);
      ringRows.push({ ...row, releasedOn: daysBefore(ctx.today, rng.int(0, 900)) });
    }
    const prefSlugs = ['tokyo', ...rng.sample(SHOP_PREFECTURES.slice(1), rng.int(1, 7))];
    for (const slug of prefSlugs) {
      const pref = prefBySlug.get(slug);
      const area = rng.pick(areasByPref.get(slug) ?? []);
      if (!pref || !area) continue;
      const [station] = rng.pick(area.stations);
      shopRows.push({
        brandId: id,
        prefectureId: pref.id,
        name: `${seed.name} ${station}店`,
        address: `${pref.name}${area.city}${rng.pick(area.towns)}${rng.int(1, 5)}-${rng.int(1, 20)}-${rng.int(1, 15)} ${rng.pick(SHOP_BUILDINGS)}${rng.int(1, 8)}F`,
        station: `${station}駅から徒歩${rng.int(1, 8)}分`,
        hours: rng.pick(SHOP_HOURS),
        tel: telFor(telRng, telCode.get(slug) ?? '03'),
      });
    }
  }
  await bulkInsert(db, rings, ringRows);
  await bulkInsert(db, ringShops, shopRows);
  // A brand's price range is what its rings cost.
  for (const { id } of inserted) {
    const own = ringRows.filter((r) => r.brandId === id).map((r) => r.price);
    await db.update(ringBrands).set({ priceMin: Math.min(...own), priceMax: Math.max(...own) }).where(eq(ringBrands.id, id));
  }

  // Favourites: the documented member has a few of each; other members some.
  const ringIds = (await db.select({ id: rings.id }).from(rings).orderBy(asc(rings.id))).map((r) => r.id);
  const members = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.isActive, true)).orderBy(asc(users.id));
  const brandIds = inserted.map((b) => b.id);
  const favRows = members.flatMap((m) => rng.sample(ringIds, m.email === 'hanako@example.com' ? 3 : rng.int(0, 3)).map((ringId) => ({ userId: m.id, ringId })));
  const brandFavRows = members.flatMap((m) => rng.sample(brandIds, m.email === 'hanako@example.com' ? 2 : rng.int(0, 2)).map((brandId) => ({ userId: m.id, brandId })));
  await bulkInsert(db, ringFavorites, favRows);
  await bulkInsert(db, ringBrandFavorites, brandFavRows);
  ctx.log(`rings: ${inserted.length} brands, ${ringRows.length} rings, ${shopRows.length} shops, ${favRows.length + brandFavRows.length} favourites`);
}
