import { EventEmitter } from 'node:events';
import { isSmallWidth, SMALL_MEDIA_QUERY, watchDevice } from '../../../lib/device';

function fakeWindow(initiallySmall: boolean) {
  const media = new EventEmitter();
  const win = new EventEmitter();
  const fake = {
    matchMedia: jest.fn((query: string) => ({
      matches: initiallySmall,
      media: query,
      addEventListener: (_: string, fn: (e: { matches: boolean }) => void) => media.on('change', fn),
      removeEventListener: (_: string, fn: (e: { matches: boolean }) => void) => media.off('change', fn),
    })),
    addEventListener: (type: string, fn: () => void) => win.on(type, fn),
    removeEventListener: (type: string, fn: () => void) => win.off(type, fn),
  };
  return { fake: fake as unknown as Window, media, win, matchMedia: fake.matchMedia };
}

describe('device', () => {
  afterEach(() => jest.useRealTimers());

  it('is small below 768px', () => {
    expect(isSmallWidth(320)).toBe(true);
    expect(isSmallWidth(767)).toBe(true);
    expect(isSmallWidth(768)).toBe(false);
    expect(isSmallWidth(1240)).toBe(false);
    expect(SMALL_MEDIA_QUERY).toBe('(max-width: 767px)');
  });

  it('reports the breakpoint now and when it changes', () => {
    const { fake, media, matchMedia } = fakeWindow(true);
    const onSmall = jest.fn();
    const stop = watchDevice(fake, { onSmall, onResizing: jest.fn() });
    expect(matchMedia).toHaveBeenCalledWith('(max-width: 767px)');
    expect(onSmall).toHaveBeenLastCalledWith(true);
    media.emit('change', { matches: false });
    expect(onSmall).toHaveBeenLastCalledWith(false);
    stop();
    media.emit('change', { matches: true });
    expect(onSmall).toHaveBeenCalledTimes(2);
  });

  it('raises the resize flag once and lowers it 400ms after the last resize', () => {
    jest.useFakeTimers();
    const { fake, win } = fakeWindow(false);
    const onResizing = jest.fn();
    const stop = watchDevice(fake, { onSmall: jest.fn(), onResizing });
    win.emit('resize');
    jest.advanceTimersByTime(300);
    win.emit('resize');
    expect(onResizing.mock.calls).toEqual([[true]]);
    jest.advanceTimersByTime(399);
    expect(onResizing.mock.calls).toEqual([[true]]);
    jest.advanceTimersByTime(1);
    expect(onResizing.mock.calls).toEqual([[true], [false]]);
    win.emit('resize');
    expect(onResizing.mock.calls).toEqual([[true], [false], [true]]);
    stop();
    jest.advanceTimersByTime(1000);
    expect(onResizing).toHaveBeenCalledTimes(3);
  });
});
