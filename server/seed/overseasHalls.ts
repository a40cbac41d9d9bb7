import { toHiragana } from 'wanakana';
import type { Db } from '../db/client';
import { prefectures, type halls } from '../db/schema';
import type { Rng, SeedContext } from './context';
import { apportion, priceColumns, roundMan, slugify, telFor } from './hallHelpers';
import {
  OVERSEAS_SEEDS, OVERSEAS_SALONS, OVERSEAS_WORDS, OVERSEAS_CATCH, OVERSEAS_CATCH_CLOSERS, OVERSEAS_VENUE_SENTENCES,
  OVERSEAS_SUPPORT_SENTENCES, OVERSEAS_REGULATIONS, type OverseasDestinationSeed, type OverseasSpot,
} from './data/overseas';
import { postponedRegulation, covidRegulation } from './data/hallTexts';
import { hallSearchText, normalizeName } from '../halls/normalizeName';
import { mediaUrl } from '../../lib/media';
import { OVERSEAS_DESTINATIONS } from '../../api/contract/overseasDestinations';
import type { FeatureKey, AtmosphereKey, CeremonyStyleKey, WeddingStyleKey } from '../../api/contract/directory';

/** Halls abroad at scale 1 (a few per destination); --scale multiplies it, every destination keeps at least one. */
export const OVERSEAS_HALLS_AT_SCALE_1 = 40;

/** Service types abroad: mostly chapels, then resort hotels, restaurants, photo weddings and villas. */
const SERVICE_WEIGHTS: [number, number][] = [[2, 50], [1, 20], [4, 10], [6, 10], [99, 10]];

type Part = [surface: string, kana: string];
const kata = (w: string): Part => [w, w.replace(/[・\s]/g, '')];

interface GeneratedName {
  name: string;
  shortName: string;
  kana: string;
}

const join = (short: string, ...parts: Part[]): GeneratedName => ({ name: parts.map((p) => p[0]).join(''), shortName: short, kana: parts.map((p) => p[1]).join('') });

/** A venue name abroad that suits its service type and destination, with its katakana reading. */
function overseasName(rng: Rng, serviceId: number, dest: OverseasDestinationSeed, spot: OverseasSpot): GeneratedName {
  const w = rng.pick([...OVERSEAS_WORDS[dest.style], ...dest.words]);
  const W = kata(w);
  const P = kata(spot.place);
  const dot: Part = ['・', ''];
  const europe = dest.style === 'europe';
  switch (serviceId) {
    case 2: {
      const form = rng.int(0, 3);
      if (europe) {
        if (form === 0) return join(`${w}教会`, W, ['教会', 'キョウカイ']);
        if (form === 1) return join(w, P, dot, W, ['大聖堂', 'ダイセイドウ']);
        if (form === 2) return join(w, W, ['礼拝堂', 'レイハイドウ'], [` ${spot.place}`, P[1]]);
        return join(w, W, ['・チャペル', 'チャペル'], [` ${spot.place}`, P[1]]);
      }
      if (form === 0) return join(w, P, dot, W, ['チャペル', 'チャペル']);
      if (form === 1) return join(w, W, ['・ガーデンチャペル', 'ガーデンチャペル']);
      if (form === 2) return join(w, ['セント・', 'セント'], W, ['教会', 'キョウカイ']);
      return join(w, W, ['・ビーチチャペル', 'ビーチチャペル'], [` ${spot.place}`, P[1]]);
    }
    case 1: {
      const form = rng.int(0, 2);
      if (form === 0) return join(w, ['ザ・', 'ザ'], W, dot, P);
      if (form === 1) return join(w, ['ホテル・', 'ホテル'], W, [` ${spot.place}`, P[1]]);
      return europe ? join(w, ['グランドホテル・', 'グランドホテル'], W) : join(w, W, ['・リゾート', 'リゾート'], P);
    }
    case 4: {
      if (dest.slug === 'italy') return join(w, ['リストランテ・', 'リストランテ'], W);
      if (dest.slug === 'france') return join(w, ['メゾン・', 'メゾン'], W);
      return rng.chance(0.5) ? join(w, W, ['・ダイニング', 'ダイニング'], [` ${spot.place}`, P[1]]) : join(w, ['レストラン', 'レストラン'], W);
    }
    case 6:
      return rng.chance(0.5) ? join(w, P, ['フォトウェディング・', 'フォトウェディング'], W) : join(w, ['スタジオ', 'スタジオ'], W, [` ${spot.place}`, P[1]]);
    default:
      if (dest.slug === 'italy') return join(w, ['パラッツォ・', 'パラッツォ'], W);
      if (dest.slug === 'france') return join(w, ['シャトー・', 'シャトー'], W);
      return rng.chance(0.5) ? join(w, ['ヴィラ・', 'ヴィラ'], W, [` ${spot.place}`, P[1]]) : join(w, W, ['・ガーデンヴィラ', 'ガーデンヴィラ']);
  }
}

interface Profile {
  cost: number;
  capMin: number;
  capMax: number;
  ceremony: CeremonyStyleKey[];
  weddingStyles: WeddingStyleKey[];
  atmospheres: AtmosphereKey[];
  features: FeatureKey[];
}

/** Costs (ceremony, attire, photos and the dinner; not the flights), guests and conditions of a venue abroad. */
function profileFor(rng: Rng, serviceId: number, dest: OverseasDestinationSeed): Profile {
  // [cost min, cost max, capacity high]
  const base: Record<number, [number, number, number]> = {
    2: [1200000, 2800000, 60], 1: [1500000, 3500000, 80], 4: [1000000, 2200000, 40], 6: [300000, 900000, 10], 99: [1400000, 3200000, 50],
  };
  const [cmin, cmax, hi] = base[serviceId];
  const cost = roundMan(rng.int(cmin, cmax) * dest.costFactor);
  const capMax = serviceId === 6 ? hi : Math.max(20, Math.round(rng.int(Math.round(hi * 0.4), hi) / 10) * 10);
  const capMin = serviceId === 6 ? 1 : 2;
  const ceremony: CeremonyStyleKey[] =
    serviceId === 6 ? [] : serviceId === 4 ? ['civil'] : serviceId === 99 ? (rng.chance(0.3) ? ['civil', 'christian'] : ['civil']) : rng.chance(0.4) ? ['christian', 'civil'] : ['christian'];
  const styles = new Set<WeddingStyleKey>(['family', 'small']);
  if (dest.style !== 'europe' || rng.chance(0.3)) styles.add('resort');
  if (serviceId === 6 || rng.chance(0.5)) styles.add('photo');
  if (serviceId === 4) styles.add('restaurant');
  if (rng.chance(0.3)) styles.add('maternity');
  const atmoChoices: AtmosphereKey[] =
    dest.style === 'resort' ? ['resort', 'natural', 'casual', 'luxury', 'elegant'] : dest.style === 'city' ? ['modern', 'luxury', 'elegant', 'resort'] : ['classic', 'elegant', 'luxury'];
  const atmospheres = [...new Set<AtmosphereKey>([atmoChoices[0], ...rng.sample(atmoChoices, rng.int(0, 2))])];
  const f = new Set<FeatureKey>(['small']);
  if (ceremony.includes('christian')) f.add('chapel');
  if (dest.style === 'resort' && rng.chance(0.75)) f.add('ocean');
  if (dest.style === 'resort' && rng.chance(0.6)) f.add('outdoor');
  if (rng.chance(0.45)) f.add('garden');
  if (rng.chance(dest.style === 'city' ? 0.7 : 0.35)) f.add('view');
  if (serviceId === 1) f.add('lodging');
  if (serviceId === 1 && dest.style !== 'europe' && rng.chance(0.5)) f.add('pool');
  if (dest.style === 'europe' && rng.chance(0.6)) f.add('historic');
  if (rng.chance(0.25)) f.add('night');
  if ((serviceId === 99 || serviceId === 4) && rng.chance(0.5)) f.add('private');
  if (rng.chance(0.4)) f.add('barrier_free');
  if (rng.chance(0.2)) f.add('kids');
  if (styles.has('maternity')) f.add('maternity');
  if (rng.chance(0.2)) f.add('bring_in');
  return { cost, capMin, capMax, ceremony, weddingStyles: [...styles], atmospheres, features: [...f] };
}

function regulationAbroad(rng: Rng): string {
  return OVERSEAS_REGULATIONS.map((options) => rng.pick(options)).join('\n');
}

/**
 * The halls abroad (海外挙式): a few per destination at scale 1, numbered from `firstId`, with a
 * local address and coordinates at one of the destination's places, and the Japanese salon (its
 * prefecture, telephone) where couples meet the planners. Its own PRNG, so the halls in Japan stay
 * as they were.
 */
export async function overseasHallRows(db: Db, ctx: SeedContext, firstId: number): Promise<(typeof halls.$inferInsert)[]> {
  const rng = ctx.rng('overseas-halls');
  const prefRows = await db.select({ id: prefectures.id, slug: prefectures.slug }).from(prefectures);
  const prefId = new Map(prefRows.map((p) => [p.slug, p.id]));
  const total = Math.round(OVERSEAS_HALLS_AT_SCALE_1 * ctx.scale);
  const perDestination = apportion(total, OVERSEAS_SEEDS.map((d) => d.weight)).map((n) => Math.max(1, n));
  const today = new Date(`${ctx.today}T00:00:00+09:00`).getTime();
  const usedNames = new Set<string>();
  const usedSlugs = new Set<string>();
  const rows: (typeof halls.$inferInsert)[] = [];
  let id = firstId - 1;

  OVERSEAS_SEEDS.forEach((dest, di) => {
    const destination = OVERSEAS_DESTINATIONS[dest.slug];
    for (let k = 0; k < perDestination[di]; k++) {
      id += 1;
      // The places in turn, so a destination's first halls are spread over them.
      const spot = dest.spots[k % dest.spots.length];
      const serviceId = rng.weighted(SERVICE_WEIGHTS);
      let generated = overseasName(rng, serviceId, dest, spot);
      for (let tries = 0; usedNames.has(generated.name) && tries < 20; tries++) generated = overseasName(rng, serviceId, dest, spot);
      if (usedNames.has(generated.name)) {
        const n = [...usedNames].filter((x) => x.startsWith(generated.name)).length + 1;
        generated = { ...generated, name: `${generated.name} ${n}号館`, kana: `${generated.kana}${n}ゴウカン` };
      }
      usedNames.add(generated.name);
      let slug = slugify(generated.kana);
      for (let n = 2; usedSlugs.has(`${dest.slug}/${slug}`); n++) slug = `${slugify(generated.kana)}-${n}`;
      usedSlugs.add(`${dest.slug}/${slug}`);

      const salon = rng.weighted(OVERSEAS_SALONS.map((s) => [s, s.weight] as const));
      const profile = profileFor(rng, serviceId, dest);
      const lat = Math.round((spot.lat + (rng.next() - 0.5) * 0.04) * 1e6) / 1e6;
      const lng = Math.round((spot.lng + (rng.next() - 0.5) * 0.04) * 1e6) / 1e6;
      const fill = (s: string) => s.replace('{place}', spot.place).replace('{min}', String(profile.capMin)).replace('{max}', String(profile.capMax));
      const description = [
        ...rng.sample(OVERSEAS_VENUE_SENTENCES[dest.style], 2),
        ...rng.sample(OVERSEAS_SUPPORT_SENTENCES, 2),
        `日本国内でのご相談・ブライダルフェアは${salon.name}で承ります。`,
      ].map(fill).join('');
      const coverCount = rng.int(3, 5);
      rows.push({
        id,
        name: generated.name,
        shortName: generated.shortName,
        nameKana: generated.kana,
        nameHira: toHiragana(generated.kana, { convertLongVowelMark: false }),
        slug,
        // /halls/{areaSlug}/{slug}: a hall abroad is addressed under its destination.
        areaSlug: dest.slug,
        prefectureId: prefId.get(salon.prefecture)!,
        overseasDestination: dest.slug,
        areaId: null,
        districtId: null,
        stationId: null,
        walkMinutes: null,
        access: spot.access,
        address: `${spot.city} ${rng.pick(spot.streets)}${rng.int(1, 2999)}`,
        postalCode: spot.postalCode,
        tel: telFor(rng, salon.tel),
        lat,
        lng,
        ...priceColumns(rng, profile),
        serviceId,
        features: profile.features,
        atmospheres: profile.atmospheres,
        ceremonyStyles: profile.ceremony,
        weddingStyles: profile.weddingStyles,
        catchCopy: `${rng.pick(OVERSEAS_CATCH[dest.style])}${rng.pick(OVERSEAS_CATCH_CLOSERS)}`,
        description,
        coverImages: Array.from({ length: coverCount }, (_, n) => ({ image_url: mediaUrl('halls', id, 'cover', n + 1) })),
        regulation: regulationAbroad(rng),
        postponedRegulation: postponedRegulation(rng),
        covidRegulation: covidRegulation(rng),
        isOfficial: rng.chance(0.6),
        bestRate: rng.chance(0.2),
        recommendScore: rng.int(0, 1000),
        isPr: rng.chance(0.1),
        pv: rng.int(50, 12000),
        // A name search for 「ハワイ」 or 「ワイキキ」 finds the destination's halls too.
        searchText: `${hallSearchText(generated.name, generated.shortName, generated.kana)} ${normalizeName(`${destination.name}${spot.place}`)}`,
        createdAt: new Date(today - rng.int(1, 1100) * 86400000 - rng.int(0, 86399) * 1000).toISOString(),
      });
    }
  });
  ctx.log(`halls abroad: ${rows.length} in ${OVERSEAS_SEEDS.length} destinations`);
  return rows;
}
