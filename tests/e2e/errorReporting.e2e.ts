import { baseURL, collectErrors, sharedBrowser } from './support/browser';
import { waitForEnvelope } from './support/sentryIngest';

// The served app's SENTRY_DSN points at a local Sentry stand-in (support/globalSetup.ts, support/sentryIngest.ts).
jest.setTimeout(60000);

describe('error reporting in the browser (§7)', () => {
  const browser = sharedBrowser();

  it('renders the DSN into the page at run time', async () => {
    const page = await browser().newPage();
    await page.goto('/');
    const meta = page.locator('meta[name="musubi-sentry-dsn"]');
    await expect(meta.getAttribute('content')).resolves.toMatch(/^http:\/\/publickey@127\.0\.0\.1:\d+\/42$/);
    await page.close();
  });

  it('sends an uncaught error to Sentry through /api/monitoring, under the CSP', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page, [/musubi browser probe/]);
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL) && !r.url().startsWith('data:')) elsewhere.push(r.url());
    });
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    // The second anonymous visit comes from the shared page cache: the DSN tag is the same for every visitor.
    expect(res?.headers()['x-cache']).toMatch(/^(HIT|STALE)$/);
    await page.waitForFunction(() => (window as unknown as { musubiSentryReady?: boolean }).musubiSentryReady === true, undefined, { timeout: 15000 });

    const tunnelled = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/monitoring' && r.request().method() === 'POST');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('musubi browser probe');
      });
    });
    expect((await tunnelled).status()).toBe(200);

    const envelope = await waitForEnvelope((e) => e.body.includes('musubi browser probe') && e.body.includes('"type":"event"'));
    expect(envelope.url).toBe('/api/42/envelope/');
    expect(envelope.body).toContain('"dsn":"http://publickey@127.0.0.1:');
    expect(envelope.body).toContain('"environment":"e2e"');
    // Straight to our own origin only: no request to Sentry's host, nothing blocked by the CSP.
    expect(elsewhere).toEqual([]);
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('answers only POSTs at /api/monitoring, and only for this DSN', async () => {
    const page = await browser().newPage();
    await page.goto('/');
    expect((await page.request.get('/api/monitoring')).status()).toBe(405);
    const foreign = `${JSON.stringify({ dsn: 'http://publickey@169.254.169.254/42' })}\n${JSON.stringify({ type: 'event' })}\n{}\n`;
    expect((await page.request.post('/api/monitoring', { data: foreign, headers: { 'content-type': 'text/plain' } })).status()).toBe(400);
    await page.close();
  });
});
