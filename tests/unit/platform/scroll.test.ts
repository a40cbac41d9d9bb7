import { anchorScrollTop, hashScrollOffset, ScrollPositions } from '../../../lib/scroll';
import { MemoryStorage } from '@/tests/support/memoryStorage';


describe('hash anchor offset', () => {
  it('is 160px from the top of the page and 80px otherwise', () => {
    expect(hashScrollOffset(0)).toBe(160);
    expect(hashScrollOffset(1)).toBe(80);
    expect(hashScrollOffset(2400)).toBe(80);
  });

  it('puts the anchor below the offset', () => {
    // Page at the top, anchor 1000px down: stop at 840.
    expect(anchorScrollTop(1000, 0, 0)).toBe(840);
    // Scrolled to 500, anchor 300px below the viewport top: 500 + 300 - 80.
    expect(anchorScrollTop(300, 500, 500)).toBe(720);
    // Never above the page.
    expect(anchorScrollTop(20, 0, 0)).toBe(0);
  });
});

describe('ScrollPositions', () => {
  it('remembers positions per history entry and survives a reload', () => {
    const storage = new MemoryStorage();
    const first = new ScrollPositions(storage);
    first.save('a1', 1200);
    first.save('b2', 40);
    expect(first.get('a1')).toBe(1200);
    const afterReload = new ScrollPositions(storage);
    expect(afterReload.get('b2')).toBe(40);
    expect(afterReload.get('zz')).toBeUndefined();
  });

  it('keeps only the latest 50 entries', () => {
    const positions = new ScrollPositions(new MemoryStorage());
    for (let i = 0; i < 60; i++) positions.save(`k${i}`, i);
    expect(positions.get('k0')).toBeUndefined();
    expect(positions.get('k10')).toBe(10);
    expect(positions.get('k59')).toBe(59);
  });

  it('works without storage and with corrupt storage', () => {
    const storage = new MemoryStorage();
    storage.setItem('musubi_scroll_positions', '{not json');
    const positions = new ScrollPositions(storage);
    positions.save('x', 5);
    expect(positions.get('x')).toBe(5);
    const none = new ScrollPositions(null);
    none.save('y', 7);
    expect(none.get('y')).toBe(7);
  });
});
