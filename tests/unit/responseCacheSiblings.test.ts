import { serialize } from 'node:v8';
import type { Endpoint } from '@/api/contract/define';
import type { Db } from '@/server/db/client';
import { cached, invalidateResponses } from '@/server/http/responseCache';
import { receiveFromSibling, SiblingMessage } from '@/server/shared/siblings';
import { SIBLING_ENVELOPE } from '@/server/web/siblingRelay';
import { setWarmingUp } from '@/server/web/warmUpState';

const posts = { method: 'GET', path: '/api/web/post', auth: 'none', cacheSeconds: 60 } as unknown as Endpoint;
const halls = { method: 'GET', path: '/api/wn/halls/:id', auth: 'none', cacheSeconds: 60 } as unknown as Endpoint;
const keyOf = (endpoint: Endpoint, input: unknown) => `${endpoint.path}?${JSON.stringify(input)}`;
const fill = (endpoint: Endpoint, input: unknown, value: unknown, startedAt = Date.now(), expiresAt = Date.now() + 60_000): SiblingMessage => ({
  kind: 'fill', key: keyOf(endpoint, input), tags: endpoint.path === posts.path ? ['post', 'post#list'] : ['halls', `halls#${(input as { id: number }).id}`], value: serialize(value), startedAt, expiresAt,
});

describe('the hot-read cache between sibling workers', () => {
  const sent: SiblingMessage[] = [];
  const batches: SiblingMessage[][] = [];
  let db: Db;
  const processSend = process.send;
  beforeAll(() => {
    process.env.MUSUBI_SIBLINGS = '1';
    // A cluster worker's channel to the primary.
    process.send = ((message: Record<string, SiblingMessage[]>, _h: unknown, _o: unknown, callback?: () => void) => {
      batches.push(message[SIBLING_ENVELOPE]);
      sent.push(...message[SIBLING_ENVELOPE]);
      callback?.();
      return true;
    }) as typeof process.send;
  });
  afterAll(() => {
    delete process.env.MUSUBI_SIBLINGS;
    process.send = processSend;
  });
  beforeEach(() => {
    // Shared answers wait on a timer to travel together: fake timers keep that timer in the test.
    jest.useFakeTimers({ now: Date.now() });
    sent.length = 0;
    batches.length = 0;
    db = {} as Db;
  });
  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('hands a fresh answer to the siblings, with its tags, start and end', async () => {
    const before = Date.now();
    await cached(db, posts, { id: 1 }, async () => ({ title: '記事', modified: new Date(0) }));
    // Shared answers wait a few milliseconds for others to travel with them.
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(10);
    expect(sent).toHaveLength(1);
    const [message] = sent as Extract<SiblingMessage, { kind: 'fill' }>[];
    expect(message).toMatchObject({ kind: 'fill', key: keyOf(posts, { id: 1 }), tags: ['post', 'post#list'] });
    expect(message.startedAt).toBeGreaterThanOrEqual(before);
    expect(message.expiresAt).toBe(message.startedAt + 60_000);
    // v8's serialiser keeps what structuredClone keeps (a Date stays a Date).
    expect(message.value).toEqual(serialize({ title: '記事', modified: new Date(0) }));
  });

  it('answers from what a sibling loaded instead of loading again', async () => {
    await cached(db, posts, { id: 0 }, async () => 'own'); // this process's cache exists
    receiveFromSibling(fill(posts, { id: 2 }, { title: '兄弟の読んだ記事' }));
    const load = jest.fn(async () => ({ title: 'from the database' }));
    expect(await cached(db, posts, { id: 2 }, load)).toEqual({ title: '兄弟の読んだ記事' });
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps its own answer over a sibling one, and ignores one already expired', async () => {
    await cached(db, posts, { id: 3 }, async () => 'own');
    receiveFromSibling(fill(posts, { id: 3 }, 'sibling'));
    receiveFromSibling(fill(posts, { id: 4 }, 'expired', Date.now() - 70_000, Date.now() - 10_000));
    expect(await cached(db, posts, { id: 3 }, async () => 'again')).toBe('own');
    expect(await cached(db, posts, { id: 4 }, async () => 'fresh')).toBe('fresh');
  });

  it('refuses an answer whose load began before a write dropped its tag here', async () => {
    await cached(db, halls, { id: 0 }, async () => 'own');
    const startedAt = Date.now() - 5;
    await invalidateResponses(db, ['halls']);
    receiveFromSibling(fill(halls, { id: 5 }, 'loaded before the write', startedAt));
    receiveFromSibling(fill(posts, { id: 5 }, 'other tag', startedAt));
    expect(await cached(db, halls, { id: 5 }, async () => 'after the write')).toBe('after the write');
    expect(await cached(db, posts, { id: 5 }, async () => 'loaded')).toBe('other tag');
  });

  it('sends the answers of a burst together, and a drop at once after the answers queued before it', async () => {
    await cached(db, posts, { id: 11 }, async () => 'a');
    await cached(db, posts, { id: 12 }, async () => 'b');
    expect(batches).toEqual([]);
    await invalidateResponses(db, ['post']);
    expect(batches).toHaveLength(1);
    expect(batches[0].map((m) => (m.kind === 'fill' ? m.key : m.kind))).toEqual([keyOf(posts, { id: 11 }), keyOf(posts, { id: 12 }), 'drop']);
    jest.advanceTimersByTime(10);
    expect(batches).toHaveLength(1);
  });

  it('keeps what the warm-up loaded to itself, and forgets it when the warm-up ends', async () => {
    await cached(db, posts, { id: 20 }, async () => 'a visitor read this'); // this process's cache exists
    setWarmingUp(true);
    expect(await cached(db, posts, { id: 21 }, async () => 'warm-up')).toBe('warm-up');
    // Read again during the warm-up: kept meanwhile, but never handed to a sibling.
    expect(await cached(db, posts, { id: 21 }, async () => 'again')).toBe('warm-up');
    jest.advanceTimersByTime(10);
    expect(sent.map((m) => (m.kind === 'fill' ? m.key : m.kind))).toEqual([keyOf(posts, { id: 20 })]);
    setWarmingUp(false);
    // The first visitor's read is as cold as without a warm-up.
    expect(await cached(db, posts, { id: 21 }, async () => 'from the database')).toBe('from the database');
    expect(await cached(db, posts, { id: 20 }, async () => 'from the database')).toBe('from the database');
  });

  it("tells the siblings what a write changed, and drops what a sibling's write changed", async () => {
    await invalidateResponses(db, ['post']);
    expect(sent).toContainEqual({ kind: 'drop', tags: ['post'] });
    await cached(db, posts, { id: 6 }, async () => 'before');
    await cached(db, halls, { id: 6 }, async () => 'hall');
    receiveFromSibling({ kind: 'drop', tags: ['post'] });
    expect(await cached(db, posts, { id: 6 }, async () => 'after')).toBe('after');
    expect(await cached(db, halls, { id: 6 }, async () => 'hall again')).toBe('hall');
    receiveFromSibling({ kind: 'drop', tags: null });
    expect(await cached(db, halls, { id: 6 }, async () => 'hall again')).toBe('hall again');
  });
});
