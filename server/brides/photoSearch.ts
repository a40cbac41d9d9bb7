import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PHOTOS_PER_PAGE, type PhotoFilters, type PhotoHit } from '../../api/contract/photoSearch';
import { BRIDE_PHOTO_SECTIONS, BRIDE_PHOTO_SECTION_LABELS, BRIDE_STYLES, BRIDE_STYLE_LABELS } from '../../lib/brides/vocabulary';
import type { Db } from '../db/client';
import { brideReports, halls, userAlbumPhotos, userAlbums, users } from '../db/schema';
import { badRequest } from '../http/errors';
import { geoCatalog } from '../halls/geoCatalog';
import { offsetOf, pageOf } from '../halls/paginate';
import { photoFacetCells, photoFacetTotal } from './facetSummaries';
import { toBridePhoto } from './photos';
import { isPublicMember } from './visibility';

type Dim = 'section' | 'style' | 'region' | 'prefecture';

async function resolve(db: Db, f: Partial<PhotoFilters>) {
  const geo = await geoCatalog(db);
  let regionId: number | undefined;
  if (f.region) {
    const r = geo.regionBySlug.get(f.region);
    if (!r) throw badRequest('region: unknown region');
    regionId = r.id;
  }
  let prefectureId: number | undefined;
  if (f.prefecture) {
    const p = geo.prefectureBySlug.get(f.prefecture);
    if (!p) throw badRequest('prefecture: unknown prefecture');
    if (regionId && p.regionId !== regionId) throw badRequest('prefecture: not in the region');
    prefectureId = p.id;
  }
  const regionPrefectures = regionId ? geo.prefectures.filter((p) => p.regionId === regionId).map((p) => p.id) : undefined;
  return { geo, regionId, regionPrefectures, prefectureId, sections: f.section, style: f.style };
}

type Resolved = Awaited<ReturnType<typeof resolve>>;

function conditions(r: Resolved, except: Dim[] = []): SQL[] {
  const parts: SQL[] = [isPublicMember()];
  if (r.sections?.length && !except.includes('section')) parts.push(inArray(userAlbumPhotos.section, r.sections));
  if (r.style && !except.includes('style')) parts.push(eq(brideReports.style, r.style));
  if (r.regionPrefectures && !except.includes('region')) parts.push(inArray(brideReports.prefectureId, r.regionPrefectures));
  if (r.prefectureId && !except.includes('prefecture')) parts.push(eq(brideReports.prefectureId, r.prefectureId));
  return parts;
}

/** Photos of public reports, joined to their album, report and member. */
function fromPhotos<T extends Record<string, unknown>>(db: Db, columns: T) {
  return db
    .select(columns as never)
    .from(userAlbumPhotos)
    .innerJoin(userAlbums, eq(userAlbums.id, userAlbumPhotos.albumId))
    .innerJoin(brideReports, eq(brideReports.userId, userAlbums.userId))
    .innerJoin(users, eq(users.id, brideReports.userId));
}

/** /api/photo_search/aggregate: the photos by section × style × prefecture (a maintained summary, facetSummaries), summed per facet. */
export async function photoSearchAggregate(db: Db, input: Partial<PhotoFilters>) {
  const r = await resolve(db, input);
  const cells = await photoFacetCells(db);
  const regionOf = (pid: number) => r.geo.prefectureById.get(pid)?.regionId ?? 0;
  // The same conditions as the listing's (conditions() above), on the grouped cells.
  const keeps = (c: (typeof cells)[number], except: Dim[]) =>
    (except.includes('section') || !r.sections?.length || (r.sections as string[]).includes(c.section)) &&
    (except.includes('style') || !r.style || c.style === r.style) &&
    (except.includes('region') || !r.regionId || regionOf(c.prefectureId) === r.regionId) &&
    (except.includes('prefecture') || !r.prefectureId || c.prefectureId === r.prefectureId);
  const sum = (except: Dim[], key: (c: (typeof cells)[number]) => string | number) => {
    const out = new Map<string | number, number>();
    for (const c of cells) if (keeps(c, except)) out.set(key(c), (out.get(key(c)) ?? 0) + Number(c.n));
    return out;
  };
  const sections = sum(['section'], (c) => c.section);
  const styles = sum(['style'], (c) => c.style);
  // Choosing a region clears the prefecture; choosing a prefecture keeps its region.
  const regions = sum(['region', 'prefecture'], (c) => regionOf(c.prefectureId));
  const prefectures = sum(['prefecture'], (c) => c.prefectureId);
  const total = [...sum([], () => 0).values()][0] ?? 0;
  return {
    total,
    sections: BRIDE_PHOTO_SECTIONS.map((s) => ({ key: s, label: BRIDE_PHOTO_SECTION_LABELS[s], count: sections.get(s) ?? 0 })),
    styles: BRIDE_STYLES.map((s) => ({ key: s, label: BRIDE_STYLE_LABELS[s], count: styles.get(s) ?? 0 })),
    regions: r.geo.regions.map((g) => ({ key: g.slug, label: g.name, count: regions.get(g.id) ?? 0 })),
    prefectures: r.geo.prefectures.map((p) => ({ key: p.slug, label: p.name, count: prefectures.get(p.id) ?? 0, region: r.geo.regionById.get(p.regionId)?.slug ?? '' })),
  };
}

/** /api/photo_search/: the photos under the filters, newest first, each with its report, album and hall. */
export async function searchPhotos(db: Db, input: Partial<PhotoFilters> & { page?: number; per_page?: number }) {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? PHOTOS_PER_PAGE;
  const r = await resolve(db, input);
  const where = and(...conditions(r));
  // The total from the maintained summary: counting every matching photo (count(*) over ()) read all
  // 2,000,000 at the market's size; the page itself walks the photos' id index newest first.
  const totalRead = photoFacetTotal(db, r);
  const rows = (await fromPhotos(db, {
    p: userAlbumPhotos,
    albumTitle: userAlbums.title,
    userId: brideReports.userId,
    nickname: users.nickname,
    reportTitle: brideReports.title,
    hallId: brideReports.hallId,
    hallName: halls.name,
    place: brideReports.receptionPlace,
    prefectureId: brideReports.prefectureId,
  })
    .leftJoin(halls, eq(halls.id, brideReports.hallId))
    .where(where)
    .orderBy(desc(userAlbumPhotos.id))
    .limit(perPage)
    .offset(offsetOf(page, perPage))) as unknown as {
    p: typeof userAlbumPhotos.$inferSelect; albumTitle: string; userId: number; nickname: string; reportTitle: string;
    hallId: number | null; hallName: string | null; place: string; prefectureId: number;
  }[];
  const total = await totalRead;
  const items: PhotoHit[] = rows.map((x) => {
    const pref = r.geo.prefectureById.get(x.prefectureId);
    return {
      ...toBridePhoto(x.p),
      album_id: x.p.albumId,
      album_title: x.albumTitle,
      user_id: x.userId,
      basic_nickname: x.nickname,
      report_title: x.reportTitle,
      hall: x.hallId !== null && x.hallName !== null ? { id: x.hallId, name: x.hallName } : null,
      reception_place: x.hallName ?? x.place,
      region_name: (pref && r.geo.regionById.get(pref.regionId)?.name) || '',
    };
  });
  return pageOf(items, total, page, perPage);
}
