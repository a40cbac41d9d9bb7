import { loadRecentHalls, prependRecent, RECENT_HALLS_MAX, RECENT_HALLS_STORAGE_KEY, saveRecentHalls, type RecentHall } from '../../../lib/halls/recentlyViewed';
import { MemoryStorage } from '@/tests/support/memoryStorage';

const entry = (id: number, viewed_at = '2026-01-01T00:00:00.000Z'): RecentHall => ({ id, name: `式場${id}`, image_url: null, place: '銀座', rating: 4.2, viewed_at });


describe('recently viewed halls (§4)', () => {
  it('prepends the newest view and keeps one entry per hall', () => {
    const list = prependRecent(prependRecent([entry(1)], entry(2)), entry(1, '2026-01-02T00:00:00.000Z'));
    expect(list.map((h) => h.id)).toEqual([1, 2]);
    expect(list[0].viewed_at).toBe('2026-01-02T00:00:00.000Z');
  });

  it('keeps at most the limit', () => {
    let list: RecentHall[] = [];
    for (let i = 1; i <= RECENT_HALLS_MAX + 5; i++) list = prependRecent(list, entry(i));
    expect(list).toHaveLength(RECENT_HALLS_MAX);
    expect(list[0].id).toBe(RECENT_HALLS_MAX + 5);
  });

  it('round-trips through storage and survives broken data', () => {
    const storage = new MemoryStorage();
    saveRecentHalls(storage, [entry(3)]);
    expect(loadRecentHalls(storage)).toEqual([entry(3)]);
    storage.setItem(RECENT_HALLS_STORAGE_KEY, '{not json');
    expect(loadRecentHalls(storage)).toEqual([]);
    storage.setItem(RECENT_HALLS_STORAGE_KEY, JSON.stringify([{ id: 'x' }, entry(4)]));
    expect(loadRecentHalls(storage)).toEqual([entry(4)]);
    expect(loadRecentHalls(null)).toEqual([]);
  });
});
