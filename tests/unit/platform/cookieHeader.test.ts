import type { ServerResponse } from 'node:http';
import { parseCookies, setCookieHeader } from '@/server/http/cookies';
import { isSignedInRequest, missingMemberHint } from '@/lib/signedInRequest';

describe('one cookie parser for the API and the page cache', () => {
  it.each([
    'musubi_sid=abc',
    'musubi_sid =abc',
    ' musubi_sid= abc ',
    'a=1;musubi_sid=abc',
    'a=1;   musubi_sid=abc; b=2',
  ])('%j: both see the session', (header) => {
    expect(parseCookies(header).musubi_sid).toBe('abc');
    expect(isSignedInRequest({ headers: { cookie: header } })).toBe(true);
  });

  it.each(['musubi_sidx=abc', 'xmusubi_sid=abc', 'musubi_sid=', ''])('%j: neither sees one', (header) => {
    expect(parseCookies(header).musubi_sid ?? '').toBe('');
    expect(isSignedInRequest({ headers: { cookie: header } })).toBe(false);
  });

  it('decodes values, keeps the first of a repeated name and tolerates bad escapes', () => {
    expect(parseCookies('a=%E3%81%82; a=2; bad=%zz')).toEqual({ a: 'あ', bad: '%zz' });
  });

  it('writes one Set-Cookie per cookie: a later value for the same name replaces the earlier one', () => {
    const headers: Record<string, string[]> = {};
    const res = { headersSent: false, getHeader: (n: string) => headers[n], setHeader: (n: string, v: string[]) => void (headers[n] = v) } as unknown as ServerResponse;
    setCookieHeader(res, 'musubi_member=; Path=/; Max-Age=0');
    setCookieHeader(res, 'musubi_csrf=t; Path=/');
    setCookieHeader(res, 'musubi_member=1; Path=/');
    expect(headers['Set-Cookie']).toEqual(['musubi_csrf=t; Path=/', 'musubi_member=1; Path=/']);
  });

  it('gives the member hint only to a session cookie that lacks it', () => {
    expect(missingMemberHint({ headers: { cookie: 'musubi_sid=abc' } })).toMatch(/^musubi_member=1; Path=\/; SameSite=Lax; Max-Age=2592000$/);
    expect(missingMemberHint({ headers: { cookie: 'musubi_sid=abc; musubi_member=1' } })).toBeNull();
    expect(missingMemberHint({ headers: { cookie: 'musubi_member=1' } })).toBeNull();
    expect(missingMemberHint({ headers: {} })).toBeNull();
  });
});
