import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { render, waitFor } from '@testing-library/react';
import { createApiClient } from '../../../api/client';
import { createHttpTransport } from '../../../api/httpTransport';
import ranking from '../../../store/slices/ranking';
import { ArticleViewRecorder } from '../../../components/magazine/ArticleViewRecorder';

const API = 'http://api.test';
const posted: unknown[] = [];
const server = setupServer(
  http.get(`${API}/api/csrf`, () => HttpResponse.json({ token: 't' })),
  http.post(`${API}/api/web/pv`, async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json({ ok: true });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('ArticleViewRecorder', () => {
  it("posts the article's view from the browser once she engages (the page's render counts nothing)", async () => {
    const store = configureStore({
      reducer: { ranking },
      middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api: createApiClient(createHttpTransport(API)) } } }),
    });
    render(<Provider store={store}><ArticleViewRecorder postId={12} /></Provider>);
    // Nothing before she engages (or a few quiet seconds pass: tests/components/trust/whenEngaged.test.tsx).
    await new Promise((r) => setTimeout(r, 50));
    expect(posted).toEqual([]);
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(posted).toEqual([{ post_id: 12 }]));
  });
});
