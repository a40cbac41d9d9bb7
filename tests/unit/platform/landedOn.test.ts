import { redirectedTo } from '@/scripts/lib/landedOn';

describe('a Lighthouse run measured the page it asked for', () => {
  it('is so when it ends where it started, a trailing slash or a query aside', () => {
    expect(redirectedTo({ requestedUrl: 'http://127.0.0.1:3198/brides/', finalDisplayedUrl: 'http://127.0.0.1:3198/brides' })).toBe('');
    expect(redirectedTo({ requestedUrl: 'http://127.0.0.1:3198/halls/search/?prefecture_slug=tokyo', finalDisplayedUrl: 'http://127.0.0.1:3198/halls/search/?prefecture_slug=tokyo' })).toBe('');
    expect(redirectedTo({ requestedUrl: 'http://127.0.0.1:3198/', finalDisplayedUrl: 'http://127.0.0.1:3198/' })).toBe('');
  });

  it('names the page it landed on when a signed-in page sent it to sign in', () => {
    expect(redirectedTo({ requestedUrl: 'http://127.0.0.1:3198/partner/profile', finalDisplayedUrl: 'http://127.0.0.1:3198/login?next=%2Fpartner%2Fprofile' })).toBe('/login');
  });

  it('says nothing when the run has no URLs (a run that failed before loading)', () => {
    expect(redirectedTo({})).toBe('');
  });
});
