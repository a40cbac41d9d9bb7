import { openDb } from '@/server/db/client';

type PoolOptions = { max: number; idleTimeoutMillis: number; connectionTimeoutMillis: number; query_timeout: number };
const SETTINGS = ['PG_POOL_MAX', 'PG_IDLE_TIMEOUT_MS', 'PG_CONNECT_TIMEOUT_MS', 'PG_QUERY_TIMEOUT_MS'] as const;

async function poolOptionsWith(env: Partial<Record<(typeof SETTINGS)[number], string>>): Promise<PoolOptions> {
  const saved = Object.fromEntries(SETTINGS.map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    // The pool connects on its first query: opening it without migrations reads nothing.
    const handle = await openDb({ url: process.env.TEST_DATABASE_URL!, migrate: false });
    const { options } = (handle.db as unknown as { $client: { options: PoolOptions } }).$client;
    await handle.close();
    return options;
  } finally {
    for (const k of SETTINGS) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
  }
}

(process.env.TEST_DATABASE_URL ? describe : describe.skip)('the PostgreSQL pool settings', () => {
  it('reads an empty setting (a copied .env.example) as the default, not as 0', async () => {
    expect(await poolOptionsWith({ PG_POOL_MAX: '', PG_IDLE_TIMEOUT_MS: '', PG_CONNECT_TIMEOUT_MS: '', PG_QUERY_TIMEOUT_MS: '' })).toMatchObject({
      max: 20,
      idleTimeoutMillis: 60_000,
      connectionTimeoutMillis: 4000,
      query_timeout: 8000,
    });
  });

  it('takes the numbers it is given', async () => {
    expect(await poolOptionsWith({ PG_POOL_MAX: '3', PG_IDLE_TIMEOUT_MS: '1500' })).toMatchObject({ max: 3, idleTimeoutMillis: 1500 });
  });
});
