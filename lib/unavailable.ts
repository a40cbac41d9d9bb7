const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08006']);
const UNAVAILABLE_MESSAGES = /Connection terminated|connection timeout|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** True when the database (or another backing service) could not be reached. */
export function isUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  return e.cause ? isUnavailable(e.cause) : false;
}
