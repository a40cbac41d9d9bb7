import http from 'node:http';
import net from 'node:net';
import type { GetServerSidePropsContext } from 'next';

/** Runs a page's getServerSideProps as Next would for an anonymous GET of `url`. */
export async function renderPage<R>(page: (ctx: GetServerSidePropsContext) => Promise<R>, url: string, params: Record<string, string> = {}) {
  const req = new http.IncomingMessage(new net.Socket());
  req.method = 'GET';
  req.url = url;
  req.headers = { host: 'localhost' };
  const res = new http.ServerResponse(req);
  const query = Object.fromEntries(new URL(url, 'http://localhost').searchParams);
  const out = await page({ req, res, params, query: { ...query, ...params }, resolvedUrl: url } as unknown as GetServerSidePropsContext);
  return { out, res };
}
