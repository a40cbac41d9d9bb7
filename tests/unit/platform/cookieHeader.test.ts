import { parseCookies } from '@/server/http/cookies';
import { isSignedInRequest } from '@/lib/signedInRequest';

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
});
