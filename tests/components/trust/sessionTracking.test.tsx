import { act, render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useVisitorTracking } from '@/lib/identity/useVisitorTracking';
import { escapeHtml, jsonForScript } from '@/lib/escape';

// The uuid package ships ES modules only; a fixed id is all this test needs.
jest.mock('uuid', () => ({ v4: () => '0b6f3c1e-8a4b-4c2d-9e1f-2a3b4c5d6e7f' }));

type Handler = (url: string) => void;
const handlers: Handler[] = [];
jest.mock('next/router', () => ({
  __esModule: true,
  useRouter: () => ({ events: { on: (_: string, h: Handler) => handlers.push(h), off: () => undefined } }),
}));

const registered: string[] = [];
const introduced: { landing_path?: string; utm_source?: string }[] = [];
const server = setupServer(
  http.get('*/api/csrf', () => HttpResponse.json({ token: 't' })),
  http.get('*/api/uuid/', ({ request }) => {
    const uuid = new URL(request.url).searchParams.get('uuid')!;
    registered.push(uuid);
    return HttpResponse.json({ uuid, registered: true, expires_at: '2046-01-01T00:00:00.000Z' });
  }),
  http.post('*/api/uuid/introduce/create', async ({ request }) => {
    introduced.push((await request.json()) as { landing_path?: string });
    return HttpResponse.json({ ok: true });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

function Tracker() {
  useVisitorTracking();
  return null;
}

describe('session tracking (§4)', () => {
  it('makes sure of the uuid on load and records the arrival, then again on a history change with utm', async () => {
    window.history.pushState({}, '', '/halls/1');
    render(<Tracker />);
    // Nothing before the visitor engages (or a few quiet seconds pass: tests/components/trust/whenEngaged.test.tsx).
    await new Promise((r) => setTimeout(r, 50));
    expect(registered).toHaveLength(0);
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(introduced).toHaveLength(1));
    expect(registered).toHaveLength(1);
    expect(introduced[0]).toMatchObject({ landing_path: '/halls/1' });
    // A later page of the same session is recorded only when it carries utm parameters.
    await act(async () => handlers.forEach((h) => h('/halls/2')));
    await act(async () => handlers.forEach((h) => h('/fairs?utm_source=line&utm_campaign=spring')));
    await waitFor(() => expect(introduced).toHaveLength(2));
    expect(introduced[1]).toMatchObject({ landing_path: '/fairs?utm_source=line&utm_campaign=spring', utm_source: 'line' });
    expect(registered).toHaveLength(1);
  });
});

describe('the §5 escaper', () => {
  it('escapes < > & " \' and the backtick', () => {
    expect(escapeHtml('<a href="x" onclick=\'y\'>`&`</a>')).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&#96;&amp;&#96;&lt;/a&gt;');
  });

  it('keeps JSON for a script block from closing it', () => {
    const out = jsonForScript({ name: '</script><script>alert(1)</script>', note: '<!-- & -->' });
    expect(out).not.toMatch(/<|>|&/);
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>', note: '<!-- & -->' });
  });
});
