jest.setTimeout(60000);
import http from 'node:http';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { setRateStore, unlimitedStore } from '../../../server/http/rateLimit';
import { MAX_BODY_BYTES } from '../../../server/http/body';
import { agent, signUp, VALID_USER, type Agent } from '../accounts/agent';

describeEachDb('client input is never a 500', (fx) => {
  let server: TestServer;
  let a: Agent;
  let hallId: number;
  beforeAll(async () => {
    hallId = await insertMinimalHall(fx.db);
    server = await startApiServer();
    setRateStore(unlimitedStore());
    a = agent(server.url);
    await a.primeCsrf();
  });
  afterAll(async () => {
    setRateStore(null);
    await server.close();
  });

  async function expect400(res: Response): Promise<void> {
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/\S/);
  }

  it.each(['/api/halls?name=%00', '/api/halls/?name=a%00b', '/api/wn/fairs?keyword=%00'])('%s: a NUL byte is a 400', async (path) => {
    await expect400(await a.get(path));
  });

  it('a NUL byte in a posted query parameter is a 400', async () => {
    await expect400(await a.post('/api/uuid/introduce/create?utm_source=%00', { uuid: '0b7c4a8e-2f1d-4c3b-9a6e-5d4f3e2a1b0c' }));
  });

  it('a NUL byte in a form field is a 400', async () => {
    const form = new FormData();
    form.set('fair_id', '1');
    form.set('last_name', '山\u0000田');
    const csrf = decodeURIComponent(a.cookies.get('musubi_csrf')!);
    const cookie = [...a.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    await expect400(await fetch(`${server.url}/api/wn/reservations/`, { method: 'POST', body: form, headers: { cookie, 'x-csrf-token': csrf } }));
  });

  it.each([
    ['/api/wn/hall_clip_shares', { hall_clip_ids: { toString: 1 } }],
    ['/api/wn/hall_clips', { hall_id: 1, user_id: { toString: 1 } }],
    ['/api/accounts/login', { email: { toString: 1, valueOf: 2 }, password: 'x' }],
  ])('%s: a value with a non-callable toString is a 400, signed in', async (path, body) => {
    const member = agent(server.url);
    await member.primeCsrf();
    expect((await signUp(member, fx.db, { ...VALID_USER, email: `tostring${path.length}@example.jp` })).status).toBe(200);
    await expect400(await member.post(path, { ...body, ...(path.endsWith('hall_clips') ? { hall_id: hallId } : {}) }));
  });

  it('out-of-range page numbers are a 400', async () => {
    await expect400(await a.get('/api/halls?page=100000000000'));
  });

  it('a chunked body is capped by the bytes read (413), multipart or JSON', async () => {
    for (const type of ['multipart/form-data; boundary=xyz', 'application/json']) {
      const csrf = decodeURIComponent(a.cookies.get('musubi_csrf')!);
      const cookie = [...a.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(`${server.url}/api/wn/reservations/`, { method: 'POST', headers: { 'content-type': type, cookie, 'x-csrf-token': csrf, 'transfer-encoding': 'chunked' } }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        });
        req.on('error', reject);
        const head = type.startsWith('multipart') ? '--xyz\r\nContent-Disposition: form-data; name="message"\r\n\r\n' : '{"message":"';
        req.write(head);
        const chunk = 'あ'.repeat(64 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < MAX_BODY_BYTES * 3) {
            sent += Buffer.byteLength(chunk);
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        pump();
      });
      expect(status).toBe(413);
    }
  });
});
