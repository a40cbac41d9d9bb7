import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeEachDb } from '../support/testDb';
import { handleWordpressWebhook, isValidWebhook, webhookSignature } from '@/server/magazine/wordpress/webhook';
import { readSyncState } from '@/server/magazine/wordpress/state';
import { wordpressSync } from '@/server/db/schema';

const SECRET = 'wh-secret-for-tests-0123456789';

describe('webhook signature', () => {
  it('accepts the plugin signature of a fresh timestamp only', () => {
    const ts = String(Math.floor(Date.now() / 1000));
    const body = '{"post_id":5001,"event":"save"}';
    expect(isValidWebhook(SECRET, ts, webhookSignature(SECRET, ts, body), body)).toBe(true);
    expect(isValidWebhook(SECRET, ts, webhookSignature('other', ts, body), body)).toBe(false);
    expect(isValidWebhook(SECRET, ts, webhookSignature(SECRET, ts, body), `${body} `)).toBe(false);
    const old = String(Math.floor(Date.now() / 1000) - 600);
    expect(isValidWebhook(SECRET, old, webhookSignature(SECRET, old, body), body)).toBe(false);
    expect(isValidWebhook(SECRET, 'abc', 'sha256=00', body)).toBe(false);
  });
});

describeEachDb('POST /api/wordpress/webhook', (fx) => {
  let server: http.Server;
  let url: string;
  const saved = { ...process.env };
  beforeAll(async () => {
    server = http.createServer((req, res) => void handleWordpressWebhook(req, res));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/wordpress/webhook`;
  });
  beforeEach(() => {
    process.env.WORDPRESS_URL = 'http://127.0.0.1:9';
    process.env.WORDPRESS_WEBHOOK_SECRET = SECRET;
  });
  afterAll(async () => {
    process.env = saved;
    await new Promise((r) => server.close(r));
  });
  const post = (body: string, headers: Record<string, string>) => fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } });
  const signed = (body: string, ts = String(Math.floor(Date.now() / 1000))) => ({ 'X-Musubi-Timestamp': ts, 'X-Musubi-Signature': webhookSignature(SECRET, ts, body) });

  it('makes a sync due at once for a signed call', async () => {
    await fx.db.insert(wordpressSync).values({ id: 'main', nextRunAt: new Date(Date.now() + 3600_000).toISOString() }).onConflictDoNothing();
    const body = JSON.stringify({ post_id: 5001, event: 'save' });
    const res = await post(body, signed(body));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: true });
    const state = (await readSyncState(fx.db))!;
    expect(Date.parse(state.nextRunAt)).toBeLessThanOrEqual(Date.now());
    expect(state.requestedAt).not.toBeNull();
  });

  it('refuses unsigned, forged, replayed and oversized calls, and answers 404 without a secret', async () => {
    const body = JSON.stringify({ post_id: 1 });
    expect((await post(body, {})).status).toBe(401);
    expect((await post(body, { ...signed(body), 'X-Musubi-Signature': webhookSignature('guess', '1', body) })).status).toBe(401);
    const old = String(Math.floor(Date.now() / 1000) - 3600);
    expect((await post(body, signed(body, old))).status).toBe(401);
    const big = JSON.stringify({ event: 'x'.repeat(20_000) });
    expect((await post(big, signed(big))).status).toBe(413);
    expect((await fetch(url)).status).toBe(405);
    delete process.env.WORDPRESS_WEBHOOK_SECRET;
    expect((await post(body, signed(body))).status).toBe(404);
  });
});
