import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createHttpTransport } from '../../../api/httpTransport';
import { deleteHallClip, listHallClips } from '../../../api/contract/clips';

const BASE = 'http://api.test';
const seen: { method: string; key: string | null }[] = [];
let failures: (number | 'network')[] = [];

function answer(request: Request, body: Record<string, unknown>) {
  seen.push({ method: request.method, key: request.headers.get('idempotency-key') });
  const next = failures.shift();
  if (next === 'network') return HttpResponse.error();
  if (typeof next === 'number') return HttpResponse.json({ message: 'x' }, { status: next });
  return HttpResponse.json(body);
}

const server = setupServer(
  http.delete(`${BASE}/api/wn/hall_clips/:id`, ({ request }) => answer(request, { hall_id: 3, clipped: false, removed: true })),
  http.get(`${BASE}/api/wn/hall_clips`, ({ request }) => answer(request, { items: [], total: 0, page: 1, per_page: 30, total_pages: 0 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
  failures = [];
});
afterAll(() => server.close());

const transport = () => createHttpTransport(BASE, {}, undefined, { retryDelaysMs: [0, 0] });

describe('the client sends one Idempotency-Key per write, and tries it again with the same key', () => {
  it('gives each write its own key, and a read none', async () => {
    const t = transport();
    await t.call(deleteHallClip, { id: 3 });
    await t.call(deleteHallClip, { id: 3 });
    await t.call(listHallClips, {} as never);
    expect(seen.map((s) => s.method)).toEqual(['DELETE', 'DELETE', 'GET']);
    expect(seen[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1].key).not.toBe(seen[0].key);
    expect(seen[2].key).toBeNull();
  });

  it('tries a write that got no answer or a gateway error again, with the same key', async () => {
    failures = ['network', 502];
    await expect(transport().call(deleteHallClip, { id: 3 })).resolves.toMatchObject({ removed: true });
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.key)).size).toBe(1);
  });

  it('gives up after its tries, and never tries again an answer the API gave itself', async () => {
    failures = [504, 504, 504];
    await expect(transport().call(deleteHallClip, { id: 3 })).rejects.toMatchObject({ status: 504 });
    expect(seen).toHaveLength(3);
    seen.length = 0;
    failures = [409];
    await expect(transport().call(deleteHallClip, { id: 3 })).rejects.toMatchObject({ status: 409 });
    expect(seen).toHaveLength(1);
  });
});
