import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { useNativeBridge } from '@/lib/bridge/useNativeBridge';
import { makeStore } from '@/store';

type Handler = (url: string, opts: { shallow: boolean }) => void;
const handlers: Record<string, Handler[]> = {};
jest.mock('next/router', () => ({
  __esModule: true,
  default: {
    events: {
      on: (name: string, h: Handler) => (handlers[name] ??= []).push(h),
      off: (name: string, h: Handler) => (handlers[name] = (handlers[name] ?? []).filter((x) => x !== h)),
    },
    push: jest.fn(),
  },
}));
const emit = (name: string, url: string) => (handlers[name] ?? []).forEach((h) => h(url, { shallow: false }));

function Bridge() {
  useNativeBridge();
  return null;
}

const UA = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent');
const posted: { type: string; title?: string }[] = [];
beforeEach(() => {
  jest.useFakeTimers();
  posted.length = 0;
  Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) MusubiApp/3.1.0 iOS', configurable: true });
  window.webkit = { messageHandlers: { musubi: { postMessage: (m: unknown) => posted.push(m as { type: string }) } } };
  document.title = 'ホテル椿山 | musubi';
});
afterEach(() => {
  jest.useRealTimers();
  delete window.webkit;
  if (UA) Object.defineProperty(window.navigator, 'userAgent', UA);
});

describe('transition_complete', () => {
  it('carries the new page\'s title even when next/head writes it after the route completed', async () => {
    render(<Provider store={makeStore()}><Bridge /></Provider>);
    act(() => emit('routeChangeStart', '/halls/12'));
    act(() => emit('routeChangeComplete', '/halls/12'));
    // next/head has not written the new title yet when the timers of the route change run.
    act(() => jest.advanceTimersByTime(0));
    await act(async () => {
      document.title = '式場の口コミ | musubi';
      await Promise.resolve();
    });
    expect(posted.filter((m) => m.type === 'transition_complete')).toEqual([{ type: 'transition_complete', title: '式場の口コミ | musubi' }]);
  });

  it('posts the title it has when the new page has the same title', () => {
    render(<Provider store={makeStore()}><Bridge /></Provider>);
    act(() => emit('routeChangeStart', '/halls/12'));
    act(() => emit('routeChangeComplete', '/halls/12'));
    act(() => jest.advanceTimersByTime(1000));
    expect(posted.filter((m) => m.type === 'transition_complete')).toEqual([{ type: 'transition_complete', title: 'ホテル椿山 | musubi' }]);
  });
});
