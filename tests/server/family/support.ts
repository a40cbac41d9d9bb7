import { csrfHeaders } from '../fairs/support';

export { csrfHeaders, insertUserWithSession } from '../fairs/support';

/** A JSON call with a valid CSRF token (and the session's cookie when given). */
export async function send(baseUrl: string, method: string, path: string, body?: unknown, sessionId?: string): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...csrfHeaders(sessionId), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function postForm(baseUrl: string, path: string, fields: Record<string, string>, sessionId?: string): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return fetch(`${baseUrl}${path}`, { method: 'POST', body: form, headers: csrfHeaders(sessionId) });
}

export async function getJson(baseUrl: string, path: string, sessionId?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${baseUrl}${path}`, { headers: sessionId ? { cookie: csrfHeaders(sessionId).cookie } : {} });
  return { status: res.status, body: await res.json() };
}
