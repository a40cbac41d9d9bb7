import path from 'node:path';
import { DEFAULT_BUDGET, firstLoadJs } from '../../scripts/jsBudget';

// Runs in the e2e project because `npm run test:e2e` builds first: it reads that build's output.
const distDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next');

/**
 * Routes allowed more than DEFAULT_BUDGET (150 KiB), each with the reason, at today's size. None today: every route
 * is within 150 KiB. Never add one without writing why here.
 */
const BUDGETS: Record<string, number> = {};

describe('first-load JavaScript budget (gzip, from the build manifest)', () => {
  const routes = firstLoadJs(distDir);

  it('reads every page route of the build', () => {
    expect(routes.map((r) => r.route)).toEqual(expect.arrayContaining(['/', '/halls/[id]', '/halls/search', '/magazine/[id]']));
    for (const r of routes) expect(r.gzipBytes).toBeGreaterThan(0);
  });

  it.each(routes.map((r) => [r.route, r] as const))('%s stays within its budget', (route, r) => {
    const budget = BUDGETS[route] ?? DEFAULT_BUDGET;
    const over = r.gzipBytes > budget ? `${route}: ${(r.gzipBytes / 1024).toFixed(1)} KiB > ${(budget / 1024).toFixed(0)} KiB (${r.files.join(', ')})` : '';
    expect(over).toBe('');
  });
});
