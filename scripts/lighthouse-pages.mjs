// The pages `npm run lighthouse` measures, one per public page type. Add a line per new page type.
//
//   { name, path }                 a fixed path
//   { name, from, pick }           the first link matching `pick` (its first group) in the HTML of
//                                  `from`, so no id is hard-coded; `from` may name an earlier entry's
//                                  path in braces: '{hall}', '{bride report}'
//
//   signIn: 'partner@example.com'  measured signed in as that demo account (a session cookie from
//                                  logging in through the API first)
//   preset: 'desktop'              Lighthouse's desktop preset (the partners' console)
//
// A page that answers 404 (a page type this branch does not have yet) is skipped with a note.
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'search', path: '/halls/search/?prefecture_slug=tokyo' },
  { name: 'landing (prefecture)', path: '/pref/tokyo' },
  { name: 'landing (overseas)', path: '/overseas/hawaii' },
  { name: 'hall', from: '/halls/search/?prefecture_slug=tokyo', pick: /href="(\/halls\/\d+)\/?"/ },
  { name: 'hall reviews', from: '{hall}', pick: /href="(\/halls\/\d+\/reviews)\/?"/ },
  { name: 'hall costs', from: '{hall}', pick: /href="(\/halls\/\d+\/costs)\/?"/ },
  { name: 'hall plans', from: '{hall}', pick: /href="(\/halls\/\d+\/plans)\/?"/ },
  { name: 'hall photos', from: '{hall}', pick: /href="(\/halls\/\d+\/photos)\/?"/ },
  { name: 'hall fairs', from: '{hall}', pick: /href="(\/halls\/\d+\/fairs)\/?"/ },
  { name: 'fair', from: '{hall}/fairs', pick: /href="(\/halls\/\d+\/fairs\/\d+)\/?"/ },
  { name: 'fairs calendar', path: '/fairs' },
  { name: 'guide', path: '/guide' },
  { name: 'magazine', path: '/magazine' },
  { name: 'magazine search', path: '/magazine?s=%E3%83%89%E3%83%AC%E3%82%B9' },
  { name: 'search', path: '/search?q=%E3%82%AC%E3%83%BC%E3%83%87%E3%83%B3' },
  { name: 'article', from: '/magazine', pick: /href="(\/magazine\/\d+)\/?"/ },
  { name: 'brides', path: '/brides/' },
  { name: 'bride report', from: '/brides/', pick: /href="(\/brides\/(?:reports\/)?\d+[^"?#]*)"/ },
  { name: 'bride album', from: '{bride report}', pick: /href="(\/brides\/\d+\/albums\/\d+)\/?"/ },
  { name: 'photos', path: '/photos/' },
  { name: 'ring top', path: '/ring/' },
  { name: 'ring brands', path: '/ring/brands/' },
  { name: 'ring brand', from: '/ring/brands/', pick: /href="(\/ring\/brands\/\d+)\/?"/ },
  { name: 'rings', path: '/ring/rings/' },
  { name: 'rings (filtered)', path: '/ring/rings/?type=engagement&price_band=200k_300k&metal=pt950&sort=price_asc' },
  { name: 'ring', from: '/ring/rings/', pick: /href="(\/ring\/rings\/[^"/?#]+)\/?"/ },
  { name: 'diagnosis', path: '/diagnosis/' },
  { name: 'parents', path: '/parents/' },
  { name: 'kaoawase', path: '/lp/kaoawase_template' },
  { name: 'contact', path: '/contact' },
  { name: 'go to wedding', path: '/go_to_wedding/' },
  { name: 'terms', path: '/terms' },
  { name: 'privacy', path: '/privacy' },
  // The partners' console: signed in as the demo partner, at a desk.
  ...[
    ['partner', '/partner'],
    ['partner profile', '/partner/profile'],
    ['partner photos', '/partner/photos'],
    ['partner plans', '/partner/plans'],
    ['partner fairs', '/partner/fairs'],
    ['partner reservations', '/partner/reservations'],
    ['partner reviews', '/partner/reviews'],
    ['partner stats', '/partner/stats'],
    ['partner team', '/partner/team'],
  ].map(([name, path]) => ({ name, path, signIn: 'partner@example.com', preset: 'desktop' })),
];
