jest.setTimeout(60000);
import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { visitorIntroductions, visitors } from '../../../server/db/schema';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { registerVisitorUuid } from '../../../server/visitors/registerUuid';
import { agent } from '../accounts/agent';

const UUID = '9d0c4d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
const DAY = 24 * 60 * 60 * 1000;

describeEachDb('visitor uuid', (fx) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterAll(() => server.close());
  beforeEach(() => setRateStore(memoryStore()));
  afterAll(() => setRateStore(null));

  it('registers a uuid with its source, kept 7300 days', async () => {
    const res = await fetch(`${server.url}/api/uuid/?uuid=${UUID.toUpperCase()}&source=web`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ uuid: UUID, registered: true });
    const days = (Date.parse(body.expires_at) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(7299.9);
    expect(days).toBeLessThan(7300.1);
    const [row] = await fx.db.select().from(visitors).where(eq(visitors.uuid, UUID));
    expect(row).toMatchObject({ source: 'web', userId: null });
    // Both spellings answer.
    expect((await fetch(`${server.url}/api/uuid?uuid=${UUID}&source=app`)).status).toBe(200);
  });

  it('registering again refreshes the expiry without creating a second visitor', async () => {
    const first = await registerVisitorUuid(fx.db, UUID, 'web', new Date(Date.now() - 100 * DAY));
    const again = await registerVisitorUuid(fx.db, UUID, 'web');
    expect(Date.parse(again.expires_at) - Date.parse(first.expires_at)).toBeGreaterThan(99 * DAY);
    expect(await fx.db.select().from(visitors).where(eq(visitors.uuid, UUID))).toHaveLength(1);
  });

  it('an expired uuid starts over as a new visitor (no account link survives)', async () => {
    const old = '11111111-2222-4333-8444-555555555555';
    await registerVisitorUuid(fx.db, old, 'web', new Date(Date.now() - 7301 * DAY));
    await fx.db.update(visitors).set({ userId: null }).where(eq(visitors.uuid, old));
    const [before] = await fx.db.select().from(visitors).where(eq(visitors.uuid, old));
    expect(Date.parse(before.expiresAt)).toBeLessThan(Date.now());
    await registerVisitorUuid(fx.db, old, 'app');
    const [after] = await fx.db.select().from(visitors).where(eq(visitors.uuid, old));
    expect(Date.parse(after.expiresAt)).toBeGreaterThan(Date.now() + 7299 * DAY);
    expect(Date.parse(after.firstSeenAt)).toBeGreaterThan(Date.now() - DAY);
  });

  it('answers 400 with a message for a malformed uuid or source', async () => {
    const bad = await fetch(`${server.url}/api/uuid/?uuid=not-a-uuid`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/^uuid:/);
    const missing = await fetch(`${server.url}/api/uuid/`);
    expect(missing.status).toBe(400);
    const source = await fetch(`${server.url}/api/uuid/?uuid=${UUID}&source=<script>`);
    expect(source.status).toBe(400);
    expect((await source.json()).message).toMatch(/^source:/);
  });

  it('records how the visitor arrived', async () => {
    const a = agent(server.url);
    await a.primeCsrf();
    const res = await a.post('/api/uuid/introduce/create', { uuid: UUID, referrer: 'https://www.google.com/', landing_path: '/halls/1', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', utm_term: '' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const rows = await fx.db.select().from(visitorIntroductions).where(eq(visitorIntroductions.uuid, UUID));
    expect(rows[0]).toMatchObject({ referrer: 'https://www.google.com/', landingPath: '/halls/1', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', utmTerm: null });
    const noCsrf = await fetch(`${server.url}/api/uuid/introduce/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ uuid: UUID }) });
    expect(noCsrf.status).toBe(403);
    const bad = await a.post('/api/uuid/introduce/create', { uuid: 'x', referrer: 5 });
    expect(bad.status).toBe(400);
  });
});
