import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ArticleClipButton } from '../../../components/clips/ArticleClipButton';
import { BrideReportClipButton } from '../../../components/clips/BrideReportClipButton';
import { LoveButton } from '../../../components/clips/LoveButton';
import { renderWithStore } from './support';

const listCalls: string[] = [];
const server = setupServer(
  http.get('*/api/csrf', () => HttpResponse.json({ token: 't' })),
  http.get('*/api/wn/article_clips/status', () => HttpResponse.json([{ id: 12, clip_count: 4, is_clipped: false }])),
  http.get('*/api/wn/bride_report_clips/status', () => HttpResponse.json([{ id: 8, clip_count: 2, is_clipped: false }])),
  http.get('*/api/love/list/', ({ request }) => {
    listCalls.push(new URL(request.url).search);
    return HttpResponse.json({ status: 'success', error: null, loved: [], total: 0, page: 1, total_pages: 1 });
  }),
);

const posted: unknown[] = [];
const UA = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent');

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The slices and their contracts load lazily (on the first state check or press). Under load,
  // compiling them took longer than a waitFor's budget: load them before any test, so what the
  // tests wait for is only the store and the (in-process) network.
  await Promise.all([
    import('../../../store/slices/clips'),
    import('../../../store/slices/love'),
    import('../../../api/contract/clips'),
    import('../../../api/contract/love'),
  ]);
});
beforeEach(() => {
  // Inside the app: the wrapper's iOS handler receives clip messages.
  Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) MusubiApp/3.1.0', configurable: true });
  window.webkit = { messageHandlers: { musubi: { postMessage: (m: unknown) => posted.push(m) } } };
});
afterEach(() => {
  server.resetHandlers();
  posted.length = 0;
  listCalls.length = 0;
  delete window.webkit;
  if (UA) Object.defineProperty(window.navigator, 'userAgent', UA);
  else delete (window.navigator as { userAgent?: string }).userAgent;
});
afterAll(() => server.close());

describe('ArticleClipButton', () => {
  it('clips optimistically with the count, tells the wrapper, and keeps the server\'s count', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.post('*/api/wn/article_clips', async () => {
        await gate;
        return HttpResponse.json({ id: 12, clip_count: 5, is_clipped: true });
      }),
    );
    const { store } = renderWithStore(<ArticleClipButton articleId={12} initialCount={4} title="準備リスト" />);
    const button = screen.getByRole('button', { name: /^準備リストをクリップする/ });
    await waitFor(() => expect(store.getState().clips.articles[12]).toEqual({ id: 12, clip_count: 4, is_clipped: false }));
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('5');
    release();
    await waitFor(() => expect(store.getState().clips.articleRequest.status).toBe('done'));
    expect(posted).toEqual([{ type: 'clip', target: 'article', article_id: 12, clipped: true }]);
  });

  it('rolls back when the call fails', async () => {
    server.use(http.post('*/api/wn/article_clips', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const { store } = renderWithStore(<ArticleClipButton articleId={12} initialCount={4} title="準備リスト" />);
    await waitFor(() => expect(store.getState().clips.articles[12]).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: /^準備リストをクリップする/ }));
    await waitFor(() => expect(store.getState().clips.articleRequest.status).toBe('failed'));
    expect(store.getState().clips.articles[12]).toEqual({ id: 12, clip_count: 4, is_clipped: false });
    expect(screen.getByRole('alert')).toHaveTextContent('クリップできませんでした。もう一度お試しください');
    expect(posted).toEqual([]);
  });
});

describe('BrideReportClipButton', () => {
  it('stores "Failed to add a bride report clip" and rolls back', async () => {
    server.use(http.post('*/api/wn/bride_report_clips', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const { store } = renderWithStore(<BrideReportClipButton reportId={8} userId={8} title="秋のガーデン婚" />);
    await waitFor(() => expect(store.getState().clips.brideReports[8]).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: /^秋のガーデン婚をクリップする/ }));
    await waitFor(() => expect(store.getState().clips.brideReportRequest.status).toBe('failed'));
    expect(store.getState().clips.brideReportRequest.error).toBe('Failed to add a bride report clip');
    expect(store.getState().clips.brideReports[8].is_clipped).toBe(false);
  });

  it('posts the user clip message on success and "Failed to remove a bride report clip" on a failed removal', async () => {
    server.use(http.post('*/api/wn/bride_report_clips', () => HttpResponse.json({ id: 8, clip_count: 3, is_clipped: true })));
    server.use(http.delete('*/api/wn/bride_report_clips/8', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const { store } = renderWithStore(<BrideReportClipButton reportId={8} userId={8} title="秋のガーデン婚" />);
    await waitFor(() => expect(store.getState().clips.brideReports[8]).toBeDefined());
    const button = screen.getByRole('button', { name: /^秋のガーデン婚をクリップする/ });
    await userEvent.click(button);
    await waitFor(() => expect(store.getState().clips.brideReportRequest.status).toBe('done'));
    expect(posted).toEqual([{ type: 'clip', target: 'user', user_id: 8, clipped: true }]);
    await userEvent.click(button);
    await waitFor(() => expect(store.getState().clips.brideReportRequest.status).toBe('failed'));
    expect(store.getState().clips.brideReportRequest.error).toBe('Failed to remove a bride report clip');
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('LoveButton', () => {
  it('re-fetches the loved list after a web page love with status success', async () => {
    server.use(http.post('*/api/love/add/', async ({ request }) => {
      expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
      expect(await request.text()).toBe('type=webpage&url=%2Fhalls%2F3');
      return HttpResponse.json({ status: 'success', error: null, type: 'webpage', id: null, url: '/halls/3', loved: true, loved_count: 9 });
    }));
    const { store } = renderWithStore(<LoveButton type="webpage" url="/halls/3" subject="このページ" />);
    await waitFor(() => expect(listCalls).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /^このページをいいね/ }));
    await waitFor(() => expect(listCalls).toHaveLength(2));
    expect(listCalls[1]).toBe('?type=webpage&page=1');
    expect(store.getState().love.request.status).toBe('done');
    expect(screen.getByRole('button', { name: /^このページをいいね/ })).toHaveTextContent('9');
  });

  it('marks the request failed when the answer\'s status is failure, and rolls back', async () => {
    server.use(http.post('*/api/love/add/', () => HttpResponse.json({ status: 'failure', error: 'いいねする対象が見つかりません', type: 'article', id: 3, url: null, loved: false, loved_count: 0 })));
    const { store } = renderWithStore(<LoveButton type="article" id={3} subject="記事" />);
    await waitFor(() => expect(store.getState().love.items['article:3']).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: /^記事をいいね/ }));
    await waitFor(() => expect(store.getState().love.request.status).toBe('failed'));
    expect(store.getState().love.request.error).toBe('いいねする対象が見つかりません');
    expect(store.getState().love.items['article:3'].loved).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent('いいねできませんでした');
  });

  it('stores "Failed to fetch user love" when the list cannot be read', async () => {
    server.use(http.get('*/api/love/list/', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const { store } = renderWithStore(<LoveButton type="user" id={5} subject="さくらさん" />);
    await waitFor(() => expect(store.getState().love.list.status).toBe('failed'));
    expect(store.getState().love.list.error).toBe('Failed to fetch user love');
  });
});
