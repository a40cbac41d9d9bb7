import { createApiClient } from '../../../api/client';
import type { ApiClient } from '../../../api/client';
import { ApiClientError } from '../../../api/errors';
import { makeStore } from '../../../store';
import { doneRemote } from '../../../store/remote';
import { clearLastClippedAt, fetchHallClipList, fetchHallClipStates, postHallClip, removeHallClip, updateLastClippedAt } from '../../../store/slices/clips';
import { initialUserState } from '../../../store/slices/user';
import { isShareHash, newShareHash } from '../../../server/clips/shareHash';
import { normaliseWebpagePath } from '../../../server/love/target';

/** A client whose every call answers (or throws) what the test says. */
function clientAnswering(answer: (path: string) => unknown): ApiClient {
  return createApiClient({
    async call(endpoint) {
      const value = answer(endpoint.path);
      if (value instanceof Error) throw value;
      return value as never;
    },
  });
}

const member = { user_id: 1, email: 'a@example.jp', nickname: 'あ', wedding_prefecture_slug: null, wedding_prefecture_name: null, wedding_region_slug: null, wedding_region_name: null, wedding_season: null, is_official: false, is_staff: false, email_verified: true, created_at: '2026-01-01T00:00:00.000Z' };
const storeWith = (api: ApiClient) => makeStore({ user: { ...initialUserState, me: doneRemote(member) } }, api);

describe('clips slice', () => {
  it('sets the last-clipped time on update and clears it on clear', () => {
    const store = storeWith(clientAnswering(() => null));
    store.dispatch(updateLastClippedAt());
    expect(Date.now() - Date.parse(store.getState().clips.lastClippedAt!)).toBeLessThan(5000);
    store.dispatch(clearLastClippedAt());
    expect(store.getState().clips.lastClippedAt).toBeNull();
  });

  it('stores "Failed to fetch hall clips" when the list cannot be read', async () => {
    const store = storeWith(clientAnswering(() => new ApiClientError('Something went wrong', 500)));
    await store.dispatch(fetchHallClipList({ page: 1 }));
    expect(store.getState().clips.list).toMatchObject({ status: 'failed', fetching: false, error: 'Failed to fetch hall clips' });
  });

  it('a bulk answer that arrives during a toggle does not overwrite the toggled hall', async () => {
    let release!: (v: unknown) => void;
    const gate = new Promise((r) => (release = r));
    const api = createApiClient({
      async call(endpoint) {
        if (endpoint.path === '/api/wn/hall_clips') return (await gate) as never;
        return [] as never;
      },
    });
    const store = storeWith(api);
    const toggle = store.dispatch(postHallClip(3));
    await store.dispatch(fetchHallClipStates([3, 4]));
    expect(store.getState().clips.halls).toEqual({ 3: true, 4: false });
    release({});
    await toggle;
    expect(store.getState().clips.halls[3]).toBe(true);
    await store.dispatch(removeHallClip(3));
    expect(store.getState().clips.halls[3]).toBe(false);
  });
});

describe('share hashes', () => {
  it('are 128 random bits in base64url and recognised by their shape', () => {
    const hashes = new Set(Array.from({ length: 200 }, newShareHash));
    expect(hashes.size).toBe(200);
    for (const h of hashes) {
      expect(isShareHash(h)).toBe(true);
      expect(Buffer.from(h, 'base64url')).toHaveLength(16);
    }
    expect(isShareHash('short')).toBe(false);
    expect(isShareHash(`${'A'.repeat(21)}=`)).toBe(false);
  });
});

describe('web page love paths', () => {
  it.each([
    ['/halls/12', '/halls/12'],
    ['/halls/12/', '/halls/12'],
    ['https://musubi.example/magazine/3?utm=x#top', '/magazine/3'],
    ['/', '/'],
    ['/%E5%BC%8F%E5%A0%B4', '/式場'],
  ])('%s → %s', (raw, path) => expect(normaliseWebpagePath(raw)).toBe(path));

  it.each(['javascript:alert(1)', '//evil.example/x', '\\\\evil.example', 'data:text/html,x', 'mailto:a@b'])('refuses %s', (raw) => {
    expect(normaliseWebpagePath(raw)).toBeNull();
  });
});
