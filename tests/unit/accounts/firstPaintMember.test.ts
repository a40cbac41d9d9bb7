/** @jest-environment jest-fixed-jsdom */
import type { AccountUser } from '../../../api/contract/accounts';
import { jsonForScript } from '../../../lib/escape';
import { FIRST_PAINT_MEMBER_ID, readFirstPaintMember } from '../../../lib/identity/firstPaintMember';
import { initialUserState, withMember } from '../../../store/slices/user';

const hanako: AccountUser = {
  user_id: 7, email: 'hanako@example.com', nickname: 'はなこ</script>', wedding_prefecture_slug: 'tokyo', wedding_prefecture_name: '東京都',
  wedding_region_slug: 'kanto', wedding_region_name: '関東', wedding_season: '2027年春', is_official: false, is_staff: false, email_verified: true, created_at: '2026-01-01T00:00:00.000Z',
};

function writeIntoPage(value: string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = FIRST_PAINT_MEMBER_ID;
  el.textContent = value;
  document.body.appendChild(el);
}

describe('the member in the first paint', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the member the server wrote into the page (as _document writes her)', () => {
    writeIntoPage(jsonForScript(hanako));
    expect(readFirstPaintMember()).toEqual(hanako);
  });

  it('an anonymous page, or anything else under that id, is no member', () => {
    expect(readFirstPaintMember()).toBeNull();
    writeIntoPage('{');
    expect(readFirstPaintMember()).toBeNull();
    document.body.innerHTML = '';
    writeIntoPage('{"user_id":"7"}');
    expect(readFirstPaintMember()).toBeNull();
  });

  it('puts her in the store as known (no request after hydration); a page that preloads her itself wins', () => {
    const state = withMember({}, hanako);
    expect(state?.user?.me).toEqual({ status: 'done', fetching: false, data: hanako, error: null });
    const own = { user: { ...initialUserState, me: { status: 'done' as const, fetching: false, data: { ...hanako, nickname: 'はな' }, error: null } } };
    expect(withMember(own, hanako)).toBe(own);
    expect(withMember(undefined, null)).toBeUndefined();
  });
});
