import { z } from 'zod';
import { endpoint, ok } from './define';

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** A visitor uuid (RFC 4122 text form), lower-cased. */
export const visitorUuid = z.preprocess(
  (v) => (typeof first(v) === 'string' ? (first(v) as string).trim().toLowerCase() : first(v)),
  z.string({ error: 'uuid: must be a uuid' }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'must be a uuid'),
);

/** Where the uuid was made: the browser site, the native app, or a server render. */
export const UUID_SOURCES = ['web', 'app', 'server'] as const;

const optionalText = (max: number) =>
  z.preprocess((v) => {
    const x = first(v);
    return x === '' || x === null ? undefined : typeof x === 'string' ? x.trim().slice(0, max) : x;
  }, z.string({ error: 'must be text' }).optional());

/** GET /api/uuid/: registers (or refreshes) a visitor uuid; it is kept for 7300 days from the last visit. */
export const registerUuid = endpoint({
  method: 'GET',
  path: '/api/uuid/',
  input: z.object({
    uuid: visitorUuid,
    source: z.preprocess((v) => first(v) ?? 'web', z.enum(UUID_SOURCES, { error: 'source: must be web, app or server' })),
  }),
  output: z.object({ uuid: z.string(), registered: z.literal(true), expires_at: z.string() }),
  auth: 'none',
  personal: true,
  rateLimit: 'uuid-register',
});

/** POST /api/uuid/introduce/create: how a visitor arrived (referrer, landing page, utm parameters). */
export const introduceUuid = endpoint({
  method: 'POST',
  path: '/api/uuid/introduce/create',
  input: z.object({
    uuid: visitorUuid,
    referrer: optionalText(1000),
    landing_path: optionalText(1000),
    utm_source: optionalText(200),
    utm_medium: optionalText(200),
    utm_campaign: optionalText(200),
    utm_content: optionalText(200),
    utm_term: optionalText(200),
  }),
  output: ok,
  auth: 'none',
  body: 'json',
  rateLimit: 'form',
  personal: true,
});
