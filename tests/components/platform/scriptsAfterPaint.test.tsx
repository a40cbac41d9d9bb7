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

  it('keeps a hostile path inside its string', () => {
    const source = scriptsAfterPaintSource(['/x.js</script><script>alert(1)//']);
    expect(source).not.toContain('</script>');
    new Function(source)();
    jest.advanceTimersByTime(50);
    expect(added()[0].src).toBe('/x.js</script><script>alert(1)//');
  });
});
