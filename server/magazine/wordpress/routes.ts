import * as c from '../../../api/contract/wordpress';
import { forbidden } from '../../http/errors';
import type { Route } from '../../http/route';
import { route } from '../../http/route';
import { requireStaff } from '../../rewards/staff';
import { wordpressConfig } from './config';
import { kickWordpressSync } from './scheduler';
import { readSyncState, requestRun } from './state';

/** The sync's endpoints: its state and 「今すぐ同期」 for staff; the webhook's contract (served by pages/api/wordpress/webhook.ts). */
export const wordpressRoutes: Route[] = [
  route(c.staffWordpressSync, async (_i, ctx) => {
    await requireStaff(ctx);
    const config = wordpressConfig();
    const s = await readSyncState(ctx.db);
    return {
      site_url: config?.url ?? null,
      interval_seconds: config?.intervalSeconds ?? 60,
      last_success_at: s?.lastSuccessAt ?? null,
      last_error_at: s?.lastErrorAt ?? null,
      last_error: s?.lastError ?? null,
      failures: s?.failures ?? 0,
      next_run_at: config ? (s?.nextRunAt ?? null) : null,
      running: !!s?.leaseUntil && Date.parse(s.leaseUntil) > Date.now(),
      posts_synced: s?.postsSynced ?? 0,
      last_changed: s?.lastChanged ?? 0,
      skipped: (s?.lastSkipped ?? []).map((x) => ({ wp_id: x.wpId, reason: x.reason })),
    };
  }),
  route(c.staffWordpressSyncNow, async (_i, ctx) => {
    await requireStaff(ctx);
    if (!wordpressConfig()) return { requested: false };
    await requestRun(ctx.db);
    kickWordpressSync();
    return { requested: true };
  }),
  // Only the raw body can be checked against the signature: the dedicated page route answers it.
  route(c.wordpressWebhook, async () => {
    throw forbidden('署名付きの呼び出しのみ受け付けます');
  }),
] as Route[];
