import { scriptsAfterPaintSource } from '@/lib/scriptsAfterPaint';

describe('scriptsAfterPaintSource (the page scripts after the first paint)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });
  afterEach(() => jest.useRealTimers());

  const added = () => [...document.head.querySelectorAll('script')].map((s) => ({ src: s.getAttribute('src'), async: s.async }));

  it('adds nothing at once, then every script in order, not async, after a frame and a task', () => {
    new Function(scriptsAfterPaintSource(['/_next/a.js', '/_next/b.js', '/_next/c.js']))();
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(50);
    expect(added()).toEqual([
      { src: '/_next/a.js', async: false },
      { src: '/_next/b.js', async: false },
      { src: '/_next/c.js', async: false },
    ]);
    // The 1 s safety net does not add them twice.
    jest.advanceTimersByTime(2000);
    expect(added()).toHaveLength(3);
  });

  it('waits for the first contentful paint where the browser reports paints, then a task', () => {
    const observers: { callback: (list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void; disconnected: boolean }[] = [];
    class PaintObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      entry: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]['callback']) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const saved = window.PerformanceObserver;
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = PaintObserver;
    try {
      new Function(scriptsAfterPaintSource(['/_next/a.js', '/_next/b.js']))();
      // Frames come and go: no scripts before the paint.
      jest.advanceTimersByTime(50);
      expect(added()).toEqual([]);
      const [observer] = observers;
      const entries = (names: string[]) => ({ getEntriesByName: (name: string) => names.filter((n) => n === name) });
      observer.callback(entries(['first-paint']), { disconnect: () => (observer.disconnected = true) });
      jest.advanceTimersByTime(50);
      expect(added()).toEqual([]);
      observer.callback(entries(['first-contentful-paint']), { disconnect: () => (observer.disconnected = true) });
      expect(observer.disconnected).toBe(true);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added().map((s) => s.src)).toEqual(['/_next/a.js', '/_next/b.js']);
    } finally {
      (window as { PerformanceObserver?: unknown }).PerformanceObserver = saved;
    }
  });

  it('adds them after 1 s when no paint is reported', () => {
    const saved = window.PerformanceObserver;
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = class {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    };
    try {
      new Function(scriptsAfterPaintSource(['/_next/a.js']))();
      jest.advanceTimersByTime(999);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added()).toHaveLength(1);
    } finally {
      (window as { PerformanceObserver?: unknown }).PerformanceObserver = saved;
    }
  });

  it('keeps a hostile path inside its string', () => {
    const source = scriptsAfterPaintSource(['/x.js</script><script>alert(1)//']);
    expect(source).not.toContain('</script>');
    new Function(source)();
    jest.advanceTimersByTime(50);
    expect(added()[0].src).toBe('/x.js</script><script>alert(1)//');
  });
});
