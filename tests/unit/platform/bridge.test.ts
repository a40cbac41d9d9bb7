import { deviceFromUserAgent, postNativeMessage, type NativeMessage } from '../../../lib/bridge';

const IOS_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MusubiApp/3.2.0 iOS';
const ANDROID_APP = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 MusubiApp/2.9.1 Android';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('deviceFromUserAgent', () => {
  it('recognises the iOS app, version 3', () => {
    expect(deviceFromUserAgent(IOS_APP)).toEqual({ isInApp: true, isIOS: true, isAndroid: false, appVersion: '3.2.0', isAppV3: true });
  });

  it('recognises the Android app of an older version', () => {
    expect(deviceFromUserAgent(ANDROID_APP)).toEqual({ isInApp: true, isIOS: false, isAndroid: true, appVersion: '2.9.1', isAppV3: false });
  });

  it('treats a plain mobile browser as not in the app, but still iOS', () => {
    expect(deviceFromUserAgent(SAFARI)).toEqual({ isInApp: false, isIOS: true, isAndroid: false, appVersion: null, isAppV3: false });
  });

  it('does not mark 30.x or 13.x as version 3', () => {
    expect(deviceFromUserAgent('X MusubiApp/30.1 iOS').isAppV3).toBe(false);
    expect(deviceFromUserAgent('X MusubiApp/13.0 iOS').isAppV3).toBe(false);
    expect(deviceFromUserAgent('X MusubiApp/3 iOS')).toMatchObject({ isAppV3: true, appVersion: '3' });
  });

  it('handles a missing agent (server without the header)', () => {
    expect(deviceFromUserAgent(undefined)).toMatchObject({ isInApp: false, appVersion: null });
    expect(deviceFromUserAgent('')).toMatchObject({ isInApp: false });
  });
});

describe('postNativeMessage', () => {
  const g = globalThis as unknown as { window?: unknown };
  afterEach(() => {
    delete g.window;
  });

  function fakeWindow(userAgent: string, extra: Record<string, unknown> = {}) {
    g.window = { navigator: { userAgent }, ...extra };
  }

  const message: NativeMessage = { type: 'transition_start', destination_url: 'https://musubi.example/halls/1' };

  it('does nothing on the server', () => {
    expect(postNativeMessage({ type: 'loaded' })).toBe(false);
  });

  it('posts the object to the iOS handler', () => {
    const postMessage = jest.fn();
    fakeWindow(IOS_APP, { webkit: { messageHandlers: { musubi: { postMessage } } } });
    expect(postNativeMessage(message)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(message);
  });

  it('posts JSON text to the Android interface', () => {
    const postMessage = jest.fn();
    fakeWindow(ANDROID_APP, { MusubiAndroid: { postMessage } });
    const clip: NativeMessage = { type: 'clip', target: 'hall', hall_id: 12, clipped: true };
    expect(postNativeMessage(clip)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify(clip));
    expect(JSON.parse(postMessage.mock.calls[0][0] as string)).toEqual(clip);
  });

  it('sends nothing from a plain browser even if a handler object exists', () => {
    const postMessage = jest.fn();
    fakeWindow(SAFARI, { webkit: { messageHandlers: { musubi: { postMessage } } } });
    expect(postNativeMessage({ type: 'loaded' })).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('reports false when the app agent has no handler installed', () => {
    fakeWindow(IOS_APP);
    expect(postNativeMessage({ type: 'loaded' })).toBe(false);
  });

  it('swallows a throwing wrapper', () => {
    fakeWindow(IOS_APP, { webkit: { messageHandlers: { musubi: { postMessage: () => { throw new Error('boom'); } } } } });
    expect(postNativeMessage({ type: 'loaded' })).toBe(false);
  });
});
