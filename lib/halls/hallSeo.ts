import type { Hall } from '../../api/contract/halls';
import type { HallVideo } from '../../api/contract/directory';
import type { Crumb } from '../../components/ui/Breadcrumbs';
import { absoluteUrl } from './seo';
import { overseasDestination, overseasPaths } from '../../api/contract/overseasDestinations';

/**
 * Breadcrumbs of a hall page: top › prefecture › area › hall (› sub-page); for a hall abroad,
 * top › 海外挙式 › destination › hall (its prefecture is only its salon's).
 */
export function hallCrumbs(hall: Hall, sub?: { name: string; href?: string }): Crumb[] {
  const abroad = overseasDestination(hall.location.overseas_destination_slug);
  const crumbs: Crumb[] = abroad
    ? [
      { name: 'トップ', href: '/' },
      { name: '海外挙式', href: overseasPaths.top },
      { name: `${abroad.name}の挙式会場`, href: overseasPaths.destination(abroad.slug) },
    ]
    : [
      { name: 'トップ', href: '/' },
      { name: `${hall.location.prefecture_name}の結婚式場`, href: `/pref/${hall.location.prefecture_slug}` },
    ];
  if (!abroad && hall.location.area_slug && hall.location.area_name) crumbs.push({ name: `${hall.location.area_name}の結婚式場`, href: `/a/${hall.location.area_slug}` });
  crumbs.push(sub ? { name: hall.name, href: `/halls/${hall.id}` } : { name: hall.name });
  if (sub) crumbs.push(sub);
  return crumbs;
}

/** JSON-LD of the venue: a local business / event venue with address, geo and rating. */
export function hallJsonLd(hall: Hall, base: string): object {
  const abroad = overseasDestination(hall.location.overseas_destination_slug);
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'EventVenue'],
    '@id': absoluteUrl(`/halls/${hall.id}`, base),
    name: hall.name,
    url: absoluteUrl(`/halls/${hall.id}`, base),
    telephone: hall.tel,
    description: hall.catch_copy || hall.description.slice(0, 120),
    image: hall.cover_images.map((c) => absoluteUrl(c.image_url, base)),
    ...(hall.price_range ? { priceRange: hall.price_range } : {}),
    maximumAttendeeCapacity: hall.capacity_max,
    address: {
      '@type': 'PostalAddress',
      streetAddress: hall.address,
      postalCode: hall.postal_code,
      // A hall abroad: its own country (the address is written out in Japanese in streetAddress).
      ...(abroad ? { addressCountry: abroad.countryCode } : { addressRegion: hall.location.prefecture_name, addressCountry: 'JP' }),
    },
    geo: { '@type': 'GeoCoordinates', latitude: hall.lat, longitude: hall.lng },
    ...(hall.rating_count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Number(hall.rating.toFixed(1)), reviewCount: hall.rating_count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/** JSON-LD of the hall's videos (VideoObject), so search engines can show them as videos. */
export function hallVideosJsonLd(videos: HallVideo[], base: string): object[] {
  return videos.map((v) => ({
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: v.title,
    description: v.description,
    thumbnailUrl: absoluteUrl(v.thumbnail_url, base),
    contentUrl: absoluteUrl(v.video_url, base),
    uploadDate: v.published_at,
    duration: `PT${v.duration_seconds}S`,
  }));
}

export function hallDescription(hall: Hall): string {
  const rating = hall.rating_count > 0 ? `口コミ評価${hall.rating.toFixed(1)}（${hall.rating_count}件）。` : '';
  const place = hall.location.overseas_destination_name
    ? `海外挙式・${hall.location.overseas_destination_name}`
    : `${hall.location.prefecture_name}${hall.location.area_name ? `・${hall.location.area_name}` : ''}`;
  return `${hall.name}（${place}）の結婚式情報。${rating}費用目安${hall.price_range || '要問い合わせ'}、${hall.capacity_min}〜${hall.capacity_max}名。写真・プラン・費用明細・ブライダルフェアをチェック。`;
}
