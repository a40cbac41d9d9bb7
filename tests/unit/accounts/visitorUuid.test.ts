import { ensureVisitorUuid, PENDING_UUID_STORAGE_KEY, UUID_STORAGE_KEY, type UuidDeps } from '../../../lib/identity/visitorUuid';
import { arrivalOf } from '../../../lib/identity/arrival';
import { MemoryStorage } from '@/tests/support/memoryStorage';


const A = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const B = 'bbbbbbbb-cccc-4ddd-8eee-ffffffffffff';

function deps(over: Partial<UuidDeps> = {}) {
  let now = 1_000_000;
  const sleeps: number[] = [];
  let cookie: string | undefined;
  const d: UuidDeps & { sleeps: number[]; cookie(): string | undefined; advance(ms: number): void } = {
    register: jest.fn(async () => undefined),
    storage: new MemoryStorage(),
    readCookie: () => cookie,
    writeCookie: (u) => {
      cookie = u;
    },
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    generate: () => A,
    sleeps,
    cookie: () => cookie,
    advance: (ms) => {
      now += ms;
    },
    ...over,
  };
  return d;
}

describe('ensureVisitorUuid (§4)', () => {
  it('uses the cookie without asking the server', async () => {
    const d = deps({ readCookie: () => B });
    expect(await ensureVisitorUuid(d)).toBe(B);
    expect(d.register).not.toHaveBeenCalled();
    expect(d.storage!.getItem(UUID_STORAGE_KEY)).toBe(B);
  });

  it('falls back to storage and restores the cookie', async () => {
    const d = deps();
    d.storage!.setItem(UUID_STORAGE_KEY, B);
    expect(await ensureVisitorUuid(d)).toBe(B);
    expect(d.cookie()).toBe(B);
    expect(d.register).not.toHaveBeenCalled();
  });

  it('generates and registers a new uuid, then keeps it', async () => {
    const d = deps();
    expect(await ensureVisitorUuid(d)).toBe(A);
    expect(d.register).toHaveBeenCalledWith(A);
    expect(d.cookie()).toBe(A);
    expect(d.storage!.getItem(PENDING_UUID_STORAGE_KEY)).toBeNull();
  });

  it('tries 3 times, 500 ms apart, then gives up leaving a pending uuid', async () => {
    const register = jest.fn(async () => {
      throw new Error('offline');
    });
    const d = deps({ register });
    expect(await ensureVisitorUuid(d)).toBeNull();
    expect(register).toHaveBeenCalledTimes(3);
    expect(d.sleeps).toEqual([500, 500]);
    expect(d.cookie()).toBeUndefined();
    expect(JSON.parse(d.storage!.getItem(PENDING_UUID_STORAGE_KEY)!).uuid).toBe(A);
  });

  it('reuses a pending uuid younger than 10 s, and discards an older one', async () => {
    const failing = jest.fn(async () => {
      throw new Error('offline');
    });
    const d = deps({ register: failing, generate: () => A });
    await ensureVisitorUuid(d);
    // Within 10 s: the same pending uuid is registered.
    const ok = jest.fn(async () => undefined);
    d.register = ok;
    d.generate = () => B;
    d.advance(5000);
    expect(await ensureVisitorUuid(d)).toBe(A);

    const e = deps({ register: failing, generate: () => A });
    await ensureVisitorUuid(e);
    e.register = ok;
    e.generate = () => B;
    e.advance(10_001);
    expect(await ensureVisitorUuid(e)).toBe(B);
  });
});

describe('arrivalOf', () => {
  it('records the first page of a session with an external referrer and utm', () => {
    const url = new URL('https://musubi.example/halls/1?utm_source=ig&utm_medium=social');
    expect(arrivalOf(url, 'https://www.instagram.com/', true)).toEqual({ referrer: 'https://www.instagram.com/', landing_path: '/halls/1?utm_source=ig&utm_medium=social', utm_source: 'ig', utm_medium: 'social' });
  });
  it('records later pages only when they carry utm parameters; own-site referrers are dropped', () => {
    expect(arrivalOf(new URL('https://musubi.example/halls/2'), 'https://musubi.example/', false)).toBeNull();
    expect(arrivalOf(new URL('https://musubi.example/x?utm_campaign=spring'), 'https://musubi.example/', false)).toEqual({ landing_path: '/x?utm_campaign=spring', utm_campaign: 'spring' });
  });
});
