import { whenEngaged } from '@/lib/identity/whenEngaged';

// jsdom has no requestIdleCallback: the helper falls back to a timeout of 0.
describe('whenEngaged (deferred visit bookkeeping)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function settled(p: Promise<void>): Promise<boolean> {
    let done = false;
    void p.then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(1);
    return done;
  }

  it('waits for the quiet period after load when the visitor does nothing', async () => {
    const p = whenEngaged(window, 5000);
    await jest.advanceTimersByTimeAsync(4998);
    expect(await settled(p)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settled(p)).toBe(true);
  });

  it.each(['pointerdown', 'keydown', 'scroll', 'touchstart'])('starts at once on %s', async (type) => {
    const p = whenEngaged(window, 5000);
    expect(await settled(p)).toBe(false);
    window.dispatchEvent(new Event(type));
    expect(await settled(p)).toBe(true);
  });

  it('resolves once and leaves no listeners behind', async () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const p = whenEngaged(window, 5000);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));
    expect(await settled(p)).toBe(true);
    expect(remove.mock.calls.map((c) => c[0]).sort()).toEqual(['keydown', 'load', 'pointerdown', 'scroll', 'touchstart']);
    remove.mockRestore();
  });
});
