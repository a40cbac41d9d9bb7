import { DEFAULT_COOKIE_DAYS, DEFAULT_COOKIE_MAX_AGE } from '@/lib/constants';
import { CSRF_COOKIE, PRESESSION_COOKIE, issueCsrfCookie, startPresession } from '@/server/http/csrf';
import type { RequestContext } from '@/server/http/context';

/** §9: the default cookie expiry is 365 days; the cookies that have no lifetime of their own take it. */
describe('the default cookie expiry (spec §9)', () => {
  function fakeContext() {
    const set: Record<string, { maxAgeSeconds?: number }> = {};
    const ctx = { cookies: {} as Record<string, string>, setCookie: (name: string, _v: string, o: { maxAgeSeconds?: number } = {}) => (set[name] = o) } as unknown as RequestContext;
    return { ctx, set };
  }

  it('is 365 days', () => {
    expect(DEFAULT_COOKIE_DAYS).toBe(365);
    expect(DEFAULT_COOKIE_MAX_AGE).toBe(365 * 86400);
  });

  it('a new visitor’s pre-session and CSRF cookies last that long', () => {
    const { ctx, set } = fakeContext();
    issueCsrfCookie(ctx);
    expect(set[PRESESSION_COOKIE].maxAgeSeconds).toBe(DEFAULT_COOKIE_MAX_AGE);
    expect(set[CSRF_COOKIE].maxAgeSeconds).toBe(DEFAULT_COOKIE_MAX_AGE);
  });

  it('so do those given after logout', () => {
    const { ctx, set } = fakeContext();
    startPresession(ctx);
    expect(set[PRESESSION_COOKIE].maxAgeSeconds).toBe(DEFAULT_COOKIE_MAX_AGE);
    expect(set[CSRF_COOKIE].maxAgeSeconds).toBe(DEFAULT_COOKIE_MAX_AGE);
  });
});
