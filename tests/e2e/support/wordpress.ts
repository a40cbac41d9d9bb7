import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import { FAKE_WP_AUTH, startFakeWordpress, type FakeWordpress } from '../../support/fakeWordpress';

const E2E_PORT = Number(process.env.E2E_PORT ?? 3123);
/**
 * The stand-in WordPress listens on a port derived from the server's, so the journeys (in other
 * processes than globalSetup) reach it without shared state.
 */
export const E2E_WORDPRESS_URL = `http://127.0.0.1:${E2E_PORT + 2000}`;
export const E2E_WEBHOOK_SECRET = 'e2e-wordpress-webhook-secret';

/** The editors' WordPress: one writer and one category; the journeys write the posts. */
export async function startE2EWordpress(): Promise<FakeWordpress> {
  const site = await startFakeWordpress({ port: E2E_PORT + 2000 });
  site.users.set(2, { id: 2, name: '森 ひなた', slug: 'hinata-mori', username: 'hinata-live', description: '編集部のライター。WordPress で記事を書いています。' });
  site.categories.set(10, { id: 10, name: 'ライブ同期', slug: 'live-sync', description: '', parent: 0 });
  return site;
}

/** The server's settings: sync every 2 s, the signed webhook, and an editor's application password. */
export function wordpressEnv(url: string): Record<string, string> {
  return { WORDPRESS_URL: url, WORDPRESS_SYNC_SECONDS: '2', WORDPRESS_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET, WORDPRESS_USER: FAKE_WP_AUTH.user, WORDPRESS_APP_PASSWORD: FAKE_WP_AUTH.password };
}

/** What the must-use plugin sends (deploy/wordpress/musubi-sync.php): the signed webhook's headers. */
export function signedWebhook(body: string): Record<string, string> {
  const ts = String(Math.floor(Date.now() / 1000));
  return { 'Content-Type': 'application/json', 'X-Musubi-Timestamp': ts, 'X-Musubi-Signature': `sha256=${createHmac('sha256', E2E_WEBHOOK_SECRET).update(`${ts}.${body}`).digest('hex')}` };
}

/** The credentials file scripts/wordpress/start-local.sh writes (KEY='value' lines). */
export function readCredentialsFile(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^(\w+)='?(.*?)'?$/.exec(line);
    if (m) out[m[1]] = m[2];
  }
  return out;
}

/** The server's settings for a real local WordPress (npm run test:wordpress): its editor's application password. */
export function liveWordpressEnv(file: string): Record<string, string> {
  const c = readCredentialsFile(file);
  return { WORDPRESS_URL: c.WORDPRESS_URL, WORDPRESS_USER: c.WORDPRESS_USER, WORDPRESS_APP_PASSWORD: c.WORDPRESS_APP_PASSWORD, WORDPRESS_SYNC_SECONDS: '2', WORDPRESS_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET };
}
