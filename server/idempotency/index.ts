import type { RequestContext } from '../http/context';
import { HttpError } from '../http/errors';
import { callerOf, fingerprintOf, idempotencyKeyOf } from './keyOf';
import { claimKey, type Answer } from './store';

export { idempotencyKeyOf, IDEMPOTENCY_HEADER } from './keyOf';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** A keyed write under way: keep its answer once done, or give the key up (an error, new cookies). */
export interface KeyedWrite {
  /** Runs the write itself; on PostgreSQL its statements commit only with the kept answer. */
  run<T>(fn: () => Promise<T>): Promise<T>;
  keep(answer: Answer): Promise<void>;
  release(): Promise<void>;
}

/**
 * A write that carries an Idempotency-Key (server/idempotency/store.ts): the first with that key
 * from this caller to this endpoint runs; the same write again gets the first answer (`replay`),
 * waits while the first still runs, then 409; the key with another input is a 422.
 */
export async function startKeyedWrite(
  ctx: RequestContext,
  endpoint: string,
  input: Record<string, unknown>,
): Promise<{ replay: Answer } | { write: KeyedWrite } | null> {
  const key = idempotencyKeyOf(ctx.headers);
  const caller = key ? callerOf(ctx) : null;
  if (!key || !caller) return null;
  const claim = await claimKey(ctx.db, { caller, endpoint, key, fingerprint: fingerprintOf(input) });
  switch (claim.kind) {
    case 'replay':
      return { replay: claim.answer };
    case 'run':
      return { write: claim };
    case 'busy':
      throw new HttpError(409, '同じ操作を処理しています。しばらくしてからもう一度お試しください', undefined, { 'Retry-After': '1' });
    case 'mismatch':
      throw new HttpError(422, 'このIdempotency-Keyは別の内容の操作に使われています');
  }
}
