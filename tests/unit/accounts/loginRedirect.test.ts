import { safeRedirectPath } from '../../../lib/identity/loginRedirect';
import { weddingSeasonOptions, seasonLabel } from '../../../api/contract/accounts';

describe('safeRedirectPath', () => {
  it.each([
    ['/halls/12?tab=fairs#plan', '/halls/12?tab=fairs#plan'],
    ['/magazine/3', '/magazine/3'],
  ])('keeps the same-site path %s', (input, out) => expect(safeRedirectPath(input)).toBe(out));

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'halls/1', '', '/login', '/register?x=1', '/logout'])(
    'refuses %s',
    (input) => expect(safeRedirectPath(input, '/fallback')).toBe('/fallback'),
  );

  it('keeps percent-encoded text encoded (never decoded into a header or a new host)', () => {
    expect(safeRedirectPath('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x');
    expect(safeRedirectPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('refuses control characters and non-strings', () => {
    expect(safeRedirectPath('/a\nb', '/f')).toBe('/f');
    expect(safeRedirectPath(42, '/f')).toBe('/f');
  });
});

describe('wedding season options (§9: 20 quarters)', () => {
  it('lists 20 quarters from the current one', () => {
    const list = weddingSeasonOptions(new Date(2026, 10, 5));
    expect(list).toHaveLength(20);
    expect(list[0]).toEqual({ value: '2026-Q4', label: '2026年10〜12月' });
    expect(list[1]).toEqual({ value: '2027-Q1', label: '2027年1〜3月' });
    expect(list[19].value).toBe('2031-Q3');
    expect(seasonLabel('2027-Q2')).toBe('2027年4〜6月');
    expect(seasonLabel('bad')).toBeNull();
  });
});
