import { sql } from 'drizzle-orm';
import { toHiragana } from 'wanakana';
import type { Db } from '../db/client';
import { halls, areas, districts, stations } from '../db/schema';
import type { Rng, SeedContext } from './context';
import { bulkInsert } from './bulkInsert';
import { apportion, priceColumns, roundMan, slugify, telFor } from './hallHelpers';
import { PREFECTURES } from './data/regions';
import { allAreas } from './data/geoCatalog';
import { PLACE_WORDS } from './data/placeWords';
import { hallName } from './data/hallNames';
import { catchCopy, description, regulation, postponedRegulation, covidRegulation } from './data/hallTexts';
import { hallSearchText } from '../halls/normalizeName';
import { mediaUrl } from '../../lib/media';
import type { FeatureKey, AtmosphereKey, CeremonyStyleKey, WeddingStyleKey } from '../../api/contract/directory';
import { overseasHallRows } from './overseasHalls';

/** Halls in Japan at scale 1; --scale multiplies it (the halls abroad: OVERSEAS_HALLS_AT_SCALE_1). */
export const HALLS_AT_SCALE_1 = 640;

export { apportion };

const SERVICE_WEIGHTS: [number, number][] = [[1, 24], [2, 14], [3, 34], [4, 16], [5, 6], [6, 4], [99, 2]];

interface Profile {
  cost: number;
  capMin: number;
  capMax: number;
  ceremony: CeremonyStyleKey[];
  weddingStyles: WeddingStyleKey[];
  atmospheres: AtmosphereKey[];
}

function profileFor(rng: Rng, serviceId: number, costFactor: number): Profile {
  const base: Record<number, [number, number, number, number]> = {
    // [cost min, cost max, capacity low, capacity high]
    1: [2800000, 4600000, 10, 300], 2: [2600000, 4200000, 10, 150], 3: [2600000, 4400000, 10, 200],
    4: [1600000, 3400000, 8, 90], 5: [1200000, 3000000, 4, 80], 6: [200000, 800000, 2, 20], 99: [1500000, 3500000, 10, 100],
  };
  const [cmin, cmax, lo, hi] = base[serviceId];
  const cost = roundMan(rng.int(cmin, cmax) * costFactor);
  const capMax = Math.max(lo + 10, Math.round(rng.int(Math.round(hi * 0.4), hi) / 10) * 10);
  const capMin = serviceId === 6 ? 1 : rng.pick([lo, lo, 10, 20, 30].filter((x) => x < capMax));
  const ceremony: CeremonyStyleKey[] =
    serviceId === 5 ? (rng.chance(0.8) ? ['shinto'] : ['buddhist'])
      : serviceId === 4 ? ['civil']
        : serviceId === 6 ? []
          : rng.sample(['christian', 'civil', 'shinto'] as CeremonyStyleKey[], rng.int(1, 3));
  if (serviceId !== 5 && serviceId !== 6 && !ceremony.includes('christian') && rng.chance(0.4)) ceremony.push('christian');
  const styles = new Set<WeddingStyleKey>();
  if (capMin <= 10) styles.add('family');
  if (capMin <= 20) styles.add('small');
  if (serviceId === 4) { styles.add('restaurant'); if (rng.chance(0.6)) styles.add('fee'); }
  if (serviceId === 6 || rng.chance(0.35)) styles.add('photo');
  if (rng.chance(0.4)) styles.add('maternity');
  if (rng.chance(0.2)) styles.add('after_party');
  if (rng.chance(0.15)) styles.add('fee');
  const atmo = rng.sample(
    (serviceId === 5 ? ['japanese', 'classic', 'at_home'] : ['natural', 'elegant', 'classic', 'modern', 'japanese', 'resort', 'casual', 'luxury', 'at_home', 'cute']) as AtmosphereKey[],
    rng.int(1, 3),
  );
  return { cost, capMin, capMax, ceremony, weddingStyles: [...styles], atmospheres: atmo };
}

function featuresFor(rng: Rng, serviceId: number, p: Profile, walk: number | null, prefSlug: string): FeatureKey[] {
  const f = new Set<FeatureKey>();
  if (p.ceremony.includes('christian') && serviceId !== 4) f.add('chapel');
  if (rng.chance(serviceId === 3 ? 0.6 : 0.35)) f.add('garden');
  if (walk !== null && walk <= 5) f.add('station');
  if (rng.chance(0.3)) f.add('night');
  if (p.capMin <= 20) f.add('small');
  if (rng.chance(0.55)) f.add('barrier_free');
  if ((serviceId === 3 || serviceId === 4) && rng.chance(0.35)) f.add('private');
  if (serviceId === 1 && rng.chance(0.6)) f.add('view');
  if (['okinawa', 'kanagawa', 'chiba', 'hyogo', 'fukuoka'].includes(prefSlug) && rng.chance(0.35)) f.add('ocean');
  if (rng.chance(0.1)) f.add('pool');
  if (rng.chance(0.5)) f.add('parking');
  if (serviceId === 1) f.add('lodging');
  if (rng.chance(0.3)) f.add('kids');
  if (rng.chance(0.08)) f.add('pet');
  if ((serviceId === 5 || rng.chance(0.05)) && serviceId !== 6) f.add('historic');
  if (f.has('garden') && rng.chance(0.5)) f.add('outdoor');
  if (p.weddingStyles.includes('maternity')) f.add('maternity');
  if (rng.chance(0.15)) f.add('bring_in');
  return [...f];
}

/**
 * The halls: names with readings, addresses and coordinates inside their area, costs and conditions;
 * then the halls abroad (海外挙式, seed/overseasHalls), numbered after them.
 */
export async function seedHalls(db: Db, ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('halls');
  const total = ctx.market?.halls ?? Math.max(1, Math.round(HALLS_AT_SCALE_1 * ctx.scale));
  const areaRows = await db.select().from(areas);
  const stationRows = await db.select().from(stations);
  const districtRows = await db.select().from(districts);
  const seeds = allAreas();
  const perPref = apportion(total, PREFECTURES.map((p) => p.weight));
  const today = new Date(`${ctx.today}T00:00:00+09:00`).getTime();
  const usedNames = new Set<string>();
  const usedSlugs = new Set<string>();
  const rows: (typeof halls.$inferInsert)[] = [];
  let id = 0;

  PREFECTURES.forEach((pref, pi) => {
    const prefAreas = seeds.filter((a) => a.pref === pref.slug);
    const perArea = apportion(perPref[pi], prefAreas.map((a) => a.weight));
    const costFactor = ['tokyo', 'kanagawa'].includes(pref.slug) ? 1.12 : ['osaka', 'aichi', 'kyoto', 'hyogo', 'fukuoka'].includes(pref.slug) ? 1.0 : 0.9;
    prefAreas.forEach((seedArea, ai) => {
      const area = areaRows.find((a) => a.slug === seedArea.slug)!;
      const areaStations = stationRows.filter((s) => s.areaId === area.id);
      const areaDistricts = districtRows.filter((d) => d.areaId === area.id);
      for (let k = 0; k < perArea[ai]; k++) {
        id += 1;
        const serviceId = rng.weighted(SERVICE_WEIGHTS);
        const place = rng.pick(PLACE_WORDS[seedArea.slug]);
        let generated = hallName(rng, serviceId, place);
        for (let tries = 0; usedNames.has(generated.name) && tries < 20; tries++) generated = hallName(rng, serviceId, rng.pick(PLACE_WORDS[seedArea.slug]));
        if (usedNames.has(generated.name)) {
          const n = [...usedNames].filter((x) => x.startsWith(generated.name)).length + 1;
          generated = { ...generated, name: `${generated.name} ${n}号館`, kana: `${generated.kana}${n}ゴウカン` };
        }
        usedNames.add(generated.name);
        let slug = slugify(generated.kana);
        for (let n = 2; usedSlugs.has(`${seedArea.slug}/${slug}`); n++) slug = `${slugify(generated.kana)}-${n}`;
        usedSlugs.add(`${seedArea.slug}/${slug}`);

        const station = areaStations.length ? rng.pick(areaStations) : null;
        const walk = station ? rng.weighted([[rng.int(1, 5), 5], [rng.int(6, 10), 3], [rng.int(11, 18), 1]]) : null;
        const centreLat = station?.lat ?? area.lat;
        const centreLng = station?.lng ?? area.lng;
        const spread = station ? 0.0009 * (walk ?? 5) : 0.03;
        const lat = Math.round((centreLat + (rng.next() - 0.5) * spread * 2) * 1e6) / 1e6;
        const lng = Math.round((centreLng + (rng.next() - 0.5) * spread * 2) * 1e6) / 1e6;
        const profile = profileFor(rng, serviceId, costFactor);
        const features = featuresFor(rng, serviceId, profile, walk, pref.slug);
        const town = rng.pick(seedArea.towns);
        const address = `${pref.name}${seedArea.city}${town}${rng.int(1, 6)}-${rng.int(1, 30)}-${rng.int(1, 20)}`;
        const line = station ? rng.pick(station.lines) : '';
        const access = station
          ? `${line}「${station.name}」駅より徒歩${walk}分${rng.chance(0.3) ? '（無料送迎バスあり）' : ''}`
          : `${seedArea.city}中心部より車で約${rng.int(10, 50)}分・無料駐車場あり`;
        const createdAt = new Date(today - rng.int(1, 1100) * 86400000 - rng.int(0, 86399) * 1000).toISOString();
        const coverCount = rng.int(3, 5);
        rows.push({
          id,
          name: generated.name,
          shortName: generated.shortName,
          nameKana: generated.kana,
          nameHira: toHiragana(generated.kana, { convertLongVowelMark: false }),
          slug,
          areaSlug: seedArea.slug,
          prefectureId: pref.id,
          areaId: area.id,
          districtId: areaDistricts.length && rng.chance(0.85) ? rng.pick(areaDistricts).id : null,
          stationId: station?.id ?? null,
          walkMinutes: walk,
          access,
          address,
          postalCode: `${String(rng.int(100, 999))}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
          tel: telFor(rng, pref.tel),
          lat,
          lng,
          ...priceColumns(rng, profile),
          serviceId,
          features,
          atmospheres: profile.atmospheres,
          ceremonyStyles: profile.ceremony,
          weddingStyles: profile.weddingStyles,
          catchCopy: catchCopy(rng),
          description: description(rng, profile.capMin, profile.capMax),
          coverImages: Array.from({ length: coverCount }, (_, n) => ({ image_url: mediaUrl('halls', id, 'cover', n + 1) })),
          regulation: regulation(rng),
          postponedRegulation: postponedRegulation(rng),
          covidRegulation: covidRegulation(rng),
          isOfficial: rng.chance(0.6),
          bestRate: rng.chance(0.3),
          recommendScore: rng.int(0, 1000),
          isPr: rng.chance(0.1),
          pv: rng.int(50, 20000),
          searchText: hallSearchText(generated.name, generated.shortName, generated.kana),
          createdAt,
        });
      }
    });
  });
  rows.push(...(await overseasHallRows(db, ctx, id + 1)));
  await bulkInsert(db, halls, rows);
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('halls', 'id'), (SELECT COALESCE(MAX(id), 1) FROM halls))`);
  ctx.log(`halls: ${rows.length}`);
}
