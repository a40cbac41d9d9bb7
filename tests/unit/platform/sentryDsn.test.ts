import fs from 'node:fs';
import path from 'node:path';
import { browserSentryDsn, parseSentryDsn, sameSentryDsn, SENTRY_DSN_META, sentryDsnMeta, sentryEnvelopeUrl } from '../../../lib/sentryDsn';

describe('the browser DSN (lib/sentryDsn.ts, rendered by pages/_document.tsx)', () => {
  it('renders no meta tag without a DSN, or with a setting that is not one', () => {
    expect(sentryDsnMeta({})).toBeNull();
    expect(sentryDsnMeta({ SENTRY_DSN: '', SENTRY_BROWSER_DSN: '  ' })).toBeNull();
    expect(sentryDsnMeta({ SENTRY_DSN: 'https://sentry.example/' })).toBeNull();
    expect(sentryDsnMeta({ SENTRY_DSN: 'ftp://key@sentry.example/1' })).toBeNull();
    expect(sentryDsnMeta({ SENTRY_ENVIRONMENT: 'staging' })).toBeNull();
  });

  it('renders SENTRY_DSN, or SENTRY_BROWSER_DSN over it, with the environment', () => {
    expect(sentryDsnMeta({ SENTRY_DSN: 'http://publickey@127.0.0.1:9000/42' })).toEqual({ name: SENTRY_DSN_META, content: 'http://publickey@127.0.0.1:9000/42' });
    expect(sentryDsnMeta({ SENTRY_DSN: 'https://a@o1.ingest.sentry.io/1', SENTRY_BROWSER_DSN: 'https://b@o1.ingest.sentry.io/2', SENTRY_ENVIRONMENT: 'staging' })).toEqual({
      name: SENTRY_DSN_META,
      content: 'https://b@o1.ingest.sentry.io/2',
      'data-environment': 'staging',
    });
  });

  it('is the tag instrumentation-client.ts looks for', () => {
    const source = fs.readFileSync(path.join(process.cwd(), 'instrumentation-client.ts'), 'utf8');
    expect(source).toContain(`meta[name="${SENTRY_DSN_META}"]`);
  });

  it('never puts a secret key in the page', () => {
    expect(sentryDsnMeta({ SENTRY_DSN: 'https://public:secret@sentry.example.com/5' })?.content).toBe('https://public@sentry.example.com/5');
  });

  it('reads a DSN into its parts and its ingest URL', () => {
    const dsn = parseSentryDsn('https://abc123@Sentry.Example.com:443/prefix/77')!;
    expect(dsn).toEqual({ protocol: 'https:', publicKey: 'abc123', host: 'sentry.example.com', pathPrefix: '/prefix', projectId: '77' });
    expect(sentryEnvelopeUrl(dsn)).toBe('https://sentry.example.com/prefix/api/77/envelope/');
    expect(sentryEnvelopeUrl(browserSentryDsn({ SENTRY_DSN: 'http://k@127.0.0.1:9000/42' })!)).toBe('http://127.0.0.1:9000/api/42/envelope/');
  });

  it('compares protocol, host, port, path, project and key', () => {
    const base = parseSentryDsn('http://k@127.0.0.1:9000/42')!;
    expect(sameSentryDsn(base, parseSentryDsn('http://k:ignored@127.0.0.1:9000/42')!)).toBe(true);
    for (const other of ['https://k@127.0.0.1:9000/42', 'http://k@127.0.0.1:9001/42', 'http://k@localhost:9000/42', 'http://k@127.0.0.1:9000/43', 'http://j@127.0.0.1:9000/42', 'http://k@127.0.0.1:9000/x/42']) {
      expect([other, sameSentryDsn(base, parseSentryDsn(other)!)]).toEqual([other, false]);
    }
    for (const junk of [undefined, 42, '', 'k@127.0.0.1/42', 'http://127.0.0.1/42', 'http://k@127.0.0.1/', 'http://k@127.0.0.1/42?x=1', 'javascript:alert(1)']) {
      expect(parseSentryDsn(junk)).toBeNull();
    }
  });
});
