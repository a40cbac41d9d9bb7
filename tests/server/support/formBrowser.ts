import { formBody } from './formPages';

/** A browser with its scripts off: keeps cookies, posts forms form-encoded with the page's hidden token, never an X-CSRF-Token header. */
export interface FormBrowser {
  cookies: Map<string, string>;
  /** GET a page; answers its props (JSON from startFormPageServer) and the response. */
  open(path: string): Promise<{ res: Response; props: Record<string, any> }>;
  /** POST a form to a page, with the token of the last page opened unless `csrf` says otherwise. */
  submit(path: string, fields: Record<string, string | string[]>, options?: { csrf?: string | null; headers?: Record<string, string>; rawBody?: string }): Promise<{ res: Response; props: Record<string, any> | null }>;
}

export function formBrowser(base: string): FormBrowser {
  const cookies = new Map<string, string>();
  let token: string | null = null;
  async function send(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { ...headers };
    if (cookies.size) h.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined && !h['content-type']) h['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(base + path, { method, headers: h, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (attrs.some((x) => /max-age=0$/i.test(x.trim())) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  }
  const propsOf = async (res: Response) => (res.headers.get('content-type')?.includes('json') ? ((await res.json()) as Record<string, any>) : null);
  return {
    cookies,
    async open(path) {
      const res = await send('GET', path);
      const props = (await propsOf(res)) ?? {};
      token = props.form?.csrf ?? token;
      return { res, props };
    },
    async submit(path, fields, options = {}) {
      const csrf = options.csrf === undefined ? token : options.csrf;
      const body = options.rawBody ?? formBody(csrf === null ? fields : { ...fields, csrf_token: csrf });
      const res = await send('POST', path, body, options.headers);
      const props = await propsOf(res);
      token = props?.form?.csrf ?? token;
      return { res, props };
    },
  };
}
