import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const PROCESS_SECRET = Symbol.for('musubi.processSecret');

/**
 * The key for CSRF HMACs. SESSION_SECRET in production (shared by every instance);
 * without it, development uses a fixed key and production a random one per process
 * (tokens then survive only as long as the process, and a warning says so).
 */
export function sessionSecret(): string {
  const configured = process.env.SESSION_SECRET;
  if (configured) return configured;
  if (process.env.NODE_ENV !== 'production') return 'musubi-development-secret-do-not-use-in-production';
  // Kept on globalThis: Next bundles page renders and API routes apart, and both must sign alike.
  const g = globalThis as typeof globalThis & { [PROCESS_SECRET]?: string };
  if (!g[PROCESS_SECRET]) {
    g[PROCESS_SECRET] = randomBytes(32).toString('hex');
    console.warn('SESSION_SECRET is not set: using a per-process secret (set it when running several instances).');
  }
  return g[PROCESS_SECRET];
}

/** A random opaque id (256 bits), safe in a cookie or header. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a session id or token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmac(value: string): string {
  return createHmac('sha256', sessionSecret()).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
