import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { handleApiRequest } from '../../../server/http/nodeAdapter';
import type { TestServer } from './httpServer';

export type PageRoutes = Record<string, { gssp: GetServerSideProps<never>; params?(path: string): Record<string, string> | null }>;

/**
 * The API adapter plus pages' getServerSideProps answered as Next answers them: a redirect as its
 * status and Location, otherwise the status the page set and its props as JSON (no HTML).
 * For the forms posted without the page's scripts (server/forms).
 */
export async function startFormPageServer(pages: PageRoutes): Promise<TestServer> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://internal');
      if (url.pathname.startsWith('/api/')) return handleApiRequest(req, res);
      for (const [pattern, page] of Object.entries(pages)) {
        const params = page.params ? page.params(url.pathname) : pattern === url.pathname ? {} : null;
        if (!params) continue;
        const query = { ...Object.fromEntries(url.searchParams), ...params };
        try {
          const out = (await page.gssp({ req, res, params, query, resolvedUrl: req.url ?? '/' } as unknown as GetServerSidePropsContext)) as Record<string, unknown>;
          if ('redirect' in out) {
            const r = out.redirect as { destination: string; statusCode?: number; permanent?: boolean };
            res.statusCode = r.statusCode ?? (r.permanent ? 308 : 307);
            res.setHeader('Location', r.destination);
            res.end();
          } else if ('notFound' in out) {
            res.statusCode = 404;
            res.end();
          } else {
            res.setHeader('Content-Type', 'application/json');
            res.end(JSON.stringify((out as { props: unknown }).props));
          }
        } catch (e) {
          res.statusCode = 500;
          res.end(String(e));
        }
        return;
      }
      res.statusCode = 404;
      res.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A form post as a browser without scripts sends it: form-encoded, same origin. */
export function formBody(fields: Record<string, string | string[]>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) p.append(k, one);
  return p.toString();
}
