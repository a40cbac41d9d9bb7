import { z } from 'zod';

// In the browser zod must not probe for code generation: its first object parse tries `Function('')`,
// which our CSP (no 'unsafe-eval') refuses and Chromium reports as a CSP issue on every page that
// loads zod. Jitless parsing is the same validation; the server keeps zod's faster generated parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One endpoint of the API: the spec's method and path (`:name` for path parameters),
 * one input schema over path parameters + query + body, and the output schema.
 */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  /** The client base path the endpoint lives under (the ring section's `/ring`, §7): served at base + path. */
  base?: string;
  /** One line in Japanese for the API document (`summary`); without it the document says what the method does to the path. */
  summary?: string;
  input: I;
  output: O;
  /** none: anyone; optional: the user is resolved when present; user: a session is required (401 otherwise). */
  auth: 'none' | 'optional' | 'user';
  /** How the browser sends the body of a non-GET call. */
  body?: 'json' | 'form' | 'multipart';
  /** Rate-limit bucket name for form posts and login (see server/http/rateLimit). */
  rateLimit?: string;
  /** Personal data: answered `Cache-Control: private, no-store`. Defaults to true when auth is 'user'. */
  personal?: boolean;
  /** Seconds a shared cache (CDN, and the server's hot-read cache) may keep a public GET answer. */
  cacheSeconds?: number;
  /** Multipart endpoints that take image files: how many and how large each may be. */
  upload?: UploadLimits;
  /**
   * What a cached GET answer read, when its path's first parameter does not say it (lib/cacheTags):
   * e.g. a theme tag's page lists brides, so it reads `brides#list`, not `brides#<tag id>`.
   */
  cacheTags?: (input: any) => string[];
  /**
   * What public cached answers a signed-in caller's write changes whatever its input, as cache tags
   * (lib/cacheTags): a domain (`pr_hall`) or a domain's lists (`halls#list`). The items it changed
   * (this album, this report, this hall) only the implementation knows: it marks them
   * (server/http/cacheTouch). Only those are dropped, on every instance; none by default, and an
   * anonymous write never drops anything.
   */
  invalidates?: string[];
  /** A write that changes no cached answer (view counters). Same as no `invalidates`. */
  cacheNeutral?: boolean;
}

export interface UploadLimits {
  files: number;
  maxBytes: number;
}

/** A file part of a multipart body as the server reads it. */
export interface UploadedFile {
  filename: string;
  mimeType: string;
  data: Uint8Array;
}

export const isUploadedFile = (v: unknown): v is UploadedFile =>
  !!v && typeof v === 'object' && (v as UploadedFile).data instanceof Uint8Array && typeof (v as UploadedFile).mimeType === 'string';

/** A file field: the browser sends a Blob, the server reads an UploadedFile. */
export const fileField = (message: string) =>
  z.custom<UploadedFile | Blob>((v) => isUploadedFile(v) || (typeof Blob !== 'undefined' && v instanceof Blob), { error: message });

export type EndpointInput<E extends Endpoint> = z.input<E['input']>;
export type EndpointParsedInput<E extends Endpoint> = z.output<E['input']>;
export type EndpointOutput<E extends Endpoint> = z.output<E['output']>;

export function endpoint<I extends z.ZodType, O extends z.ZodType>(def: Endpoint<I, O>): Endpoint<I, O> {
  return def;
}

// ---------- input helpers (query strings arrive as strings or repeated strings) ----------

const asArray = (v: unknown): unknown[] => {
  if (v === undefined || v === null) return [];
  const list = Array.isArray(v) ? v : String(v).includes(',') ? String(v).split(',') : [v];
  return list.flatMap((x) => (typeof x === 'string' && x.includes(',') ? x.split(',') : [x]));
};

/** A multi-value parameter: repeated, `name[]`, or comma separated; empty strings are dropped (§5). */
export function multi<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (v) => asArray(v).map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== ''),
    z.array(item),
  );
}

/** A positive integer id (path or query). */
export const id = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: 'must be a positive integer' }).int().positive().max(2147483647),
  );

/** An optional integer with bounds, absent or empty → default. */
export function intParam(opts: { min?: number; max?: number; default?: number } = {}) {
  let n = z.number({ error: 'must be an integer' }).int();
  if (opts.min !== undefined) n = n.min(opts.min);
  if (opts.max !== undefined) n = n.max(opts.max);
  const inner = opts.default !== undefined ? n.default(opts.default) : n.optional();
  return z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return undefined;
    if (Array.isArray(v)) v = v[0];
    if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return Number(v);
    return v;
  }, inner);
}

export const page = () => intParam({ min: 1, max: 10000, default: 1 });

/** A boolean flag from a query string: true/1/on → true, false/0/off → false. */
export const flag = () =>
  z.preprocess((v) => {
    if (v === undefined || v === '') return undefined;
    if (typeof v === 'boolean') return v;
    const s = String(Array.isArray(v) ? v[0] : v).toLowerCase();
    if (['1', 'true', 'on', 'yes'].includes(s)) return true;
    if (['0', 'false', 'off', 'no'].includes(s)) return false;
    return v;
  }, z.boolean({ error: 'must be true or false' }).optional());

/** A single string parameter (the first one when repeated). */
export const str = (max = 200) =>
  z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().trim().max(max));

/** A slug: lower-case latin letters, digits, - and _. */
export const slug = () =>
  z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().trim().regex(/^[a-z0-9_-]{1,64}$/, 'must be a slug'));

// ---------- output helpers ----------

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    total_pages: z.number().int(),
  });

export const ok = z.object({ ok: z.literal(true) });
