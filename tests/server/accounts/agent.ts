/** A tiny browser stand-in for HTTP tests: keeps cookies and echoes the CSRF cookie like api/client.ts. */
export interface Agent {
  cookies: Map<string, string>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** GET /api/csrf, as the browser client does before its first state-changing call. */
  primeCsrf(): Promise<void>;
  setCookies: string[];
}

export function agent(base: string): Agent {
  const cookies = new Map<string, string>();
  const a: Agent = {
    cookies,
    setCookies: [],
    async get(path, headers = {}) {
      return send('GET', path, undefined, headers);
    },
    async post(path, body = {}, headers = {}) {
      return send('POST', path, body, headers);
    },
    async primeCsrf() {
      const res = await send('GET', '/api/csrf', undefined, {});
      if (res.status !== 200) throw new Error(`csrf: ${res.status}`);
    },
  };
  async function send(method: string, path: string, body: unknown, headers: Record<string, string>): Promise<Response> {
    const h: Record<string, string> = { ...headers };
    if (cookies.size && !('cookie' in headers)) h.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = cookies.get('musubi_csrf');
    if (method !== 'GET' && csrf && !('x-csrf-token' in headers)) h['x-csrf-token'] = decodeURIComponent(csrf);
    if (body !== undefined && typeof body !== 'string') h['content-type'] = 'application/json';
    const res = await fetch(base + path, { method, headers: h, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
    a.setCookies = res.headers.getSetCookie();
    for (const line of a.setCookies) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (attrs.some((x) => /max-age=0$/i.test(x.trim())) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  }
  return a;
}

export const VALID_USER = {
  email: 'hanako@example.jp',
  password: 'Wedding2026',
  nickname: 'はなこ',
  wedding_prefecture_slug: 'tokyo',
  wedding_season: '2027-Q2',
};

/** The confirmation link's token in the newest mail to `email` (the outbox), or ''. */
export async function mailedVerifyToken(db: import('../../../server/db/client').Db, email: string): Promise<string> {
  const { and, desc, eq } = await import('drizzle-orm');
  const { mailOutbox } = await import('../../../server/db/schema');
  const [mail] = await db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'email_verification'), eq(mailOutbox.toAddress, email.trim().toLowerCase()))).orderBy(desc(mailOutbox.id)).limit(1);
  return /\/register\/verify\/([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
}

/**
 * Registers and follows the mailed link, as she does: answers the confirmation's response (she is
 * signed in by it). `headers` go with both calls (an address, a visitor uuid).
 */
export async function signUp(a: Agent, db: import('../../../server/db/client').Db, user: Record<string, unknown> = VALID_USER, headers: Record<string, string> = {}): Promise<Response> {
  const registered = await a.post('/api/accounts/register', user, headers);
  if (registered.status !== 200) return registered;
  const token = await mailedVerifyToken(db, String(user.email));
  return a.post('/api/accounts/verify_email', { token }, headers);
}
