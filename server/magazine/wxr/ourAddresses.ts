/**
 * The site's own first path segments (its pages, API, media and files): an old WordPress address
 * under one of them is not ours to take. A fixed list, not a read of the pages folder at run time,
 * which made the build's tracer ship the page sources with the server; the unit test
 * tests/unit/magazine/ourAddresses.test.ts fails when a page or a public file is missing from it.
 */
export const OUR_FIRST_SEGMENTS = [
  'a', 'account', 'api', 'brides', 'clips', 'company', 'contact', 'd', 'diagnosis', 'enquete', 'fairs', 'g', 'go_to_wedding',
  'guide', 'halls', 'k', 'login', 'lp', 'magazine', 'membership-terms', 'mypage', 'overseas', 'parents', 'partner', 'password',
  'photo-print', 'photos', 'pref', 'privacy', 'profile', 'r', 'ranking', 'referral', 'register', 'reservations', 'ring', 's',
  'search', 'special', 'staff', 'tag', 'terms', 'thankyou', 'ws',
  // Served outside pages/: files, media, health checks, the WordPress-shaped API, the build's assets.
  'bench', 'favicon.svg', 'img', 'media', 'healthz', 'readyz', 'wp-json', '_next', 'robots.txt', 'sitemap.xml',
] as const;

export function ourFirstSegments(): Set<string> {
  return new Set(OUR_FIRST_SEGMENTS);
}
