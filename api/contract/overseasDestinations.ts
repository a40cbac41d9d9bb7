// The overseas-destination enumeration of §3 (海外挙式の地域), apart from the schemas: pages and
// components may show its names without bringing zod into the browser's first load. directory.ts
// re-exports it. The regions, prefectures, areas and districts live in the database (seeded from
// server/seed/data); the destinations are a fixed list, so they live here, and a hall abroad names
// its destination by slug (halls.overseas_destination). Their places, addresses and coordinates for
// the demo data are in server/seed/data/overseas.ts.

export interface OverseasDestination {
  /** What the visitor reads: 「ハワイ」, 「バリ島」. */
  name: string;
  /** The country (or territory) in Japanese, for the hall page and the landing. */
  country: string;
  /** ISO 3166-1 alpha-2 of that country or territory (schema.org addressCountry). */
  countryCode: string;
}

/** Directory order: the resorts nearest Japan first, then Asia and Oceania, then Europe. */
export const OVERSEAS_DESTINATIONS = {
  hawaii: { name: 'ハワイ', country: 'アメリカ合衆国', countryCode: 'US' },
  guam: { name: 'グアム', country: 'アメリカ合衆国（グアム）', countryCode: 'GU' },
  saipan: { name: 'サイパン', country: '北マリアナ諸島', countryCode: 'MP' },
  bali: { name: 'バリ島', country: 'インドネシア', countryCode: 'ID' },
  tahiti: { name: 'タヒチ', country: 'フランス領ポリネシア', countryCode: 'PF' },
  'new-caledonia': { name: 'ニューカレドニア', country: 'フランス領ニューカレドニア', countryCode: 'NC' },
  singapore: { name: 'シンガポール', country: 'シンガポール', countryCode: 'SG' },
  australia: { name: 'オーストラリア', country: 'オーストラリア', countryCode: 'AU' },
  italy: { name: 'イタリア', country: 'イタリア', countryCode: 'IT' },
  france: { name: 'フランス', country: 'フランス', countryCode: 'FR' },
} as const satisfies Record<string, OverseasDestination>;

export type OverseasDestinationSlug = keyof typeof OVERSEAS_DESTINATIONS;

export const OVERSEAS_DESTINATION_SLUGS = Object.keys(OVERSEAS_DESTINATIONS) as OverseasDestinationSlug[];

export function isOverseasDestinationSlug(slug: string): slug is OverseasDestinationSlug {
  return Object.prototype.hasOwnProperty.call(OVERSEAS_DESTINATIONS, slug);
}

/** The destination of a slug, or undefined for anything else (an unknown slug, a prefecture's). */
export function overseasDestination(slug: string | null | undefined): (OverseasDestination & { slug: OverseasDestinationSlug }) | undefined {
  return slug && isOverseasDestinationSlug(slug) ? { slug, ...OVERSEAS_DESTINATIONS[slug] } : undefined;
}

/** Where the landings of the destinations live (/overseas/, /overseas/{slug}). */
export const overseasPaths = {
  top: '/overseas',
  destination: (slug: string) => `/overseas/${slug}`,
};
