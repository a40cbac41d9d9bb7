import fc from 'fast-check';
import { setDbForProcess, type DbHandle } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import type { RequestContext, SessionUser } from '../../../server/http/context';
import { HttpError, toErrorResponse } from '../../../server/http/errors';
import { invoke } from '../../../server/http/invoke';
import { setRateStore, unlimitedStore } from '../../../server/http/rateLimit';
import { allRoutes } from '../../../server/http/routes';
import { documentPath } from '../../../server/openapi/document';
import { expectConformsToOpenApi } from '../support/openApiConformance';
import { insertMinimalHall } from '../support/fixtures';
import { FUZZ_RUNS, rawInputFor } from './support';
import { openMemoryDb } from '@/tests/server/support/memoryDb';

jest.setTimeout(Math.max(300_000, FUZZ_RUNS * 1500));

/**
 * Every endpoint of the route table (so endpoints added later are fuzzed too), called in-process
 * as the HTTP adapter calls it, anonymous and signed in, with random and hostile input: the answer
 * is a success or a 4xx with a message — never a 5xx or an unexpected exception. A GET's answer,
 * success or refusal, is what /api/openapi.json says it is (as the HTTP adapter would send it).
 */
describe('every endpoint with random and hostile input', () => {
  let handle: DbHandle;
  let member: SessionUser;
  beforeAll(async () => {
    handle = await openMemoryDb();
    setDbForProcess(handle);
    await insertMinimalHall(handle.db);
    const [row] = await handle.db
      .insert(users)
      .values({ email: 'fuzz@example.jp', passwordHash: 'x', nickname: 'ふぁず', weddingPrefectureId: 13, weddingSeason: '2027-Q2' })
      .returning({ id: users.id, email: users.email, nickname: users.nickname });
    member = row;
    setRateStore(unlimitedStore());
  });
  afterAll(async () => {
    setRateStore(null);
    await handle.close();
  });

  function context(user: SessionUser | null): RequestContext {
    return {
      db: handle.db,
      user,
      sessionId: null,
      uuid: null,
      ip: '203.0.113.9',
      userAgent: 'fuzz',
      cookies: {},
      headers: {},
      setCookie: () => undefined,
      clearCookie: () => undefined,
    };
  }

  const routes = allRoutes();
  it('walks a route table that is not empty', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it.each(routes.map((r) => [`${r.endpoint.method} ${r.endpoint.path}`, r] as const))('%s', async (_name, r) => {
    await fc.assert(
      fc.asyncProperty(rawInputFor(r.endpoint), fc.boolean(), async (raw, signedIn) => {
        const read = r.endpoint.method === 'GET';
        const conforms = (status: number, body: unknown) => {
          try {
            expectConformsToOpenApi(documentPath(r.endpoint), 'GET', status, JSON.parse(JSON.stringify(body)));
          } catch (e) {
            throw new Error(`${(e as Error).message}\ninput: ${JSON.stringify(raw).slice(0, 500)}`);
          }
        };
        let answer: unknown;
        let refused: HttpError | null = null;
        try {
          answer = await invoke(r.endpoint, raw, context(signedIn ? member : null));
        } catch (e) {
          if (!(e instanceof HttpError)) throw new Error(`unexpected ${(e as Error)?.name}: ${(e as Error)?.message}\ninput: ${JSON.stringify(raw).slice(0, 500)}`);
          if (e.status >= 500 || e.status < 400) throw new Error(`${e.status} ${e.message}`);
          if (!e.message.trim()) throw new Error(`${e.status} without a message`);
          refused = e;
        }
        if (read) conforms(refused ? refused.status : 200, refused ? toErrorResponse(refused) : answer);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});
