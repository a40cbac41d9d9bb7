jest.setTimeout(120000);
import fc from 'fast-check';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { setRateStore, unlimitedStore } from '../../../server/http/rateLimit';
import { agent, type Agent } from './agent';

/** No limit here: these tests are about what the endpoints do with the input. */
const unlimited = unlimitedStore();

const hostileString = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' OR 1=1 --", '\u0000', '\u202e', '💍👰', 'a'.repeat(5000), '__proto__', '{"$ne":null}', 'Robert\'); DROP TABLE users;--'),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 3 }),
);
const field = (name: string) => fc.option(hostileValue, { nil: undefined }).map((v) => [name, v] as const);

describeEachDb('account endpoints with random and hostile input', (fx) => {
  let server: TestServer;
  let a: Agent;
  beforeAll(async () => {
    await insertMinimalHall(fx.db);
    server = await startApiServer();
    setRateStore(unlimited);
    a = agent(server.url);
    await a.primeCsrf();
  });
  afterAll(async () => {
    setRateStore(null);
    await server.close();
  });

  async function expectClientError(res: Response): Promise<void> {
    const body = await res.json();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
  }

  const registerBody = fc
    .tuple(field('email'), field('password'), field('nickname'), field('wedding_prefecture_slug'), field('wedding_season'))
    .map((pairs) => Object.fromEntries(pairs.filter(([, v]) => v !== undefined)));

  it('register: any body is a 4xx with a message, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(registerBody, async (body) => {
        await expectClientError(await a.post('/api/accounts/register', body));
      }),
      { numRuns: 60 },
    );
  });

  it('login and wedding_token: any body is a 4xx with a message, never a 500', async () => {
    const loginBody = fc.tuple(field('email'), field('password')).map((p) => Object.fromEntries(p.filter(([, v]) => v !== undefined)));
    await fc.assert(
      fc.asyncProperty(loginBody, fc.constantFrom('/api/accounts/login', '/api/accounts/wedding_token'), async (body, path) => {
        await expectClientError(await a.post(path, body));
      }),
      { numRuns: 60 },
    );
  });

  it('raw bodies (malformed JSON, forms, wrong types) are 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'application/xml'), async (text, type) => {
        await expectClientError(await a.post('/api/accounts/register', text, { 'content-type': type }));
      }),
      { numRuns: 40 },
    );
  });

  it('profile ids, uuids and tokens from anywhere are 4xx, or 200 for a real visitor uuid', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (s) => {
        const profile = await fetch(`${server.url}/api/profile/${encodeURIComponent(s) || '%20'}`);
        await expectClientError(profile);
        const uuid = await fetch(`${server.url}/api/uuid/?uuid=${encodeURIComponent(s)}&source=${encodeURIComponent(s)}`);
        await expectClientError(uuid);
        const me = await fetch(`${server.url}/api/accounts/me`, { headers: { 'x-wedding-token': encodeURIComponent(s).slice(0, 4000) || 'x', cookie: `musubi_sid=${encodeURIComponent(s).slice(0, 4000)}` } });
        expect(me.status).toBe(200);
      }),
      { numRuns: 40 },
    );
  });

  it('stores hostile text in a valid registration only as inert data', async () => {
    const res = await a.post('/api/accounts/register', { email: 'xss@example.jp', password: 'Wedding2026', nickname: '<script>alert(1)</script>', wedding_prefecture_slug: 'tokyo', wedding_season: '2027-Q1' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain('ニックネームに使えない文字が含まれています');
    void fx;
  });
});
