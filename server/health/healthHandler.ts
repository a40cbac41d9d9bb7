import cluster from 'node:cluster';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RETRY_AFTER_UNAVAILABLE } from '../http/errors';
import { checkReadiness, isDraining } from './readiness';

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  if (status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_UNAVAILABLE));
  res.end(JSON.stringify(body));
}

/** GET /healthz: the process answers (and which worker it is, when scripts/serve.mjs runs several). */
export function handleHealthz(_req: IncomingMessage, res: ServerResponse): void {
  send(res, 200, cluster.isWorker ? { status: 'ok', worker: cluster.worker!.id } : { status: 'ok' });
}

/** GET /readyz: the database is reachable and migrated, and this instance is not draining. */
export async function handleReadyz(_req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (isDraining()) return send(res, 503, { ready: false, reason: 'draining' });
  const r = await checkReadiness();
  send(res, r.ready ? 200 : 503, r);
}
