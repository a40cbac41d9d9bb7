import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { documentedGetPath, watchAnswer } from '../support/answerConformance';
import { expectConformsToOpenApi } from '../support/openApiConformance';

describe('expectConformsToOpenApi', () => {
  it('accepts an answer of the documented shape and refuses another', () => {
    const count = { count: 3 };
    expect(() => expectConformsToOpenApi('/api/halls/count', 'GET', 200, count)).not.toThrow();
    expect(() => expectConformsToOpenApi('/api/halls/count', 'GET', 200, { count: 'three' })).toThrow(/does not conform.*\/count/);
    expect(() => expectConformsToOpenApi('/api/halls/count', 'GET', 200, {})).toThrow(/count/);
  });

  it('checks error answers against the shared Error schema', () => {
    expect(() => expectConformsToOpenApi('/api/halls/count', 'GET', 400, { error: 'bad_request', message: '入力が正しくありません', status: 400 })).not.toThrow();
    expect(() => expectConformsToOpenApi('/api/halls/count', 'GET', 400, { error: 'bad_request' })).toThrow(/message/);
  });

  it('refuses a path or an answer the document lacks', () => {
    expect(() => expectConformsToOpenApi('/api/nowhere', 'GET', 200, {})).toThrow(/not in/);
    expect(() => expectConformsToOpenApi('/api/halls/count', 'GET', 418, {})).toThrow(/no JSON answer/);
  });
});

describe('the test server checks every GET answer it gives (watchAnswer)', () => {
  /** A server whose every answer is `body`, watched as startApiServer watches the API's. */
  async function problemsFor(paths: string[], body: unknown): Promise<string[]> {
    const problems: string[] = [];
    const server = http.createServer((req, res) => {
      watchAnswer(req, res, (p) => problems.push(p));
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      for (const p of paths) await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${p}`)).text();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    return problems;
  }

  it('names the document path of what it is asked: /api, the ring section under /ring, and /wp-json as the adapter receives it', () => {
    expect(documentedGetPath('/api/halls/count')).toBe('/api/halls/count');
    expect(documentedGetPath('/api/wn/halls/12/')).toBe('/api/wn/halls/{id}');
    expect(documentedGetPath('/ring/api/v1/brands/3')).toBe('/ring/api/v1/brands/{id}');
    // serve.mjs rewrites /wp-json/* to /api/__ext/wp-json/*: the server tests call it so.
    expect(documentedGetPath('/api/__ext/wp-json/musubi/v1/category-with-posts')).toBe('/wp-json/musubi/v1/category-with-posts');
    expect(documentedGetPath('/api/__ext/nowhere')).toBeNull();
  });

  it('reports an answer that does not conform, on every kind of path', async () => {
    const paths = ['/api/halls/count', '/ring/api/v1/brands/3', '/api/__ext/wp-json/musubi/v1/category-with-posts?id=1'];
    const problems = await problemsFor(paths, { unexpected: true });
    expect(problems.map((p) => p.split(':')[0])).toEqual(paths.map((p) => p.split('?')[0]));
  });
});
