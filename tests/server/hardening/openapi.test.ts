import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { allRoutes } from '../../../server/http/routes';
import { documentPath, openApiDocument } from '../../../server/openapi/document';
import { handleDocs, handleOpenApi } from '../../../server/openapi/docsHandler';

type Doc = { openapi: string; paths: Record<string, Record<string, { parameters: { name: string; in: string }[]; requestBody?: unknown; security?: unknown[]; responses: Record<string, unknown>; 'x-musubi-csrf': boolean; 'x-musubi-auth': string }>> };

describe('OpenAPI document generated from the contract', () => {
  const doc = openApiDocument() as unknown as Doc;

  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it.each(allRoutes().map((r) => [`${r.endpoint.method} ${r.endpoint.path}`, r.endpoint] as const))('describes %s', (_name, e) => {
    const op = doc.paths[documentPath(e)]?.[e.method.toLowerCase()];
    expect(op).toBeDefined();
    for (const name of e.path.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1))) {
      expect(op.parameters).toContainEqual(expect.objectContaining({ name, in: 'path' }));
    }
    expect(op.responses['200']).toBeDefined();
    expect(op['x-musubi-auth']).toBe(e.auth);
    if (e.method !== 'GET') {
      expect(op.requestBody).toBeDefined();
      expect(op['x-musubi-csrf']).toBe(true);
    }
    if (e.auth === 'user') expect(op.responses['401']).toBeDefined();
  });

  it('lists the ring section under its /ring base, where it is served', () => {
    const ring = allRoutes().map((r) => r.endpoint).filter((e) => e.base === '/ring');
    expect(ring.length).toBeGreaterThan(0);
    for (const e of ring) expect(Object.keys(doc.paths)).toContain(`/ring${e.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/v1/'))).toEqual([]);
  });

  it('has no two paths that differ only in their parameters\' names (OpenAPI: identical, not allowed)', () => {
    const byTemplate = new Map<string, string[]>();
    for (const p of Object.keys(doc.paths)) {
      const template = p.replace(/\{[^}]+\}/g, '{}');
      byTemplate.set(template, [...(byTemplate.get(template) ?? []), p]);
    }
    expect([...byTemplate.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it('has no operation the route table lacks', () => {
    const routes = new Set(allRoutes().map((r) => `${r.endpoint.method.toLowerCase()} ${documentPath(r.endpoint)}`));
    const ops = Object.entries(doc.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m} ${p}`));
    expect(ops.filter((o) => !routes.has(o))).toEqual([]);
  });

  it('is served as JSON, and /api/docs serves its reference page and assets from this server', async () => {
    const server = http.createServer((req, res) => {
      const url = req.url ?? '/';
      if (url === '/api/openapi.json') return handleOpenApi(req, res);
      void handleDocs(req, res, url.replace(/^\/api\/docs\/?/, ''));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const json = await (await fetch(`${base}/api/openapi.json`)).json();
      expect(Object.keys(json.paths).length).toBe(Object.keys(doc.paths).length);
      const page = await (await fetch(`${base}/api/docs`)).text();
      expect(page).toContain('/api/docs/swagger-ui-bundle.js');
      expect(page).not.toMatch(/https?:\/\//);
      const bundle = await fetch(`${base}/api/docs/swagger-ui-bundle.js`);
      expect(bundle.status).toBe(200);
      expect((await bundle.text()).length).toBeGreaterThan(100_000);
      expect((await fetch(`${base}/api/docs/../../package.json`)).status).toBe(404);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
