import type { IncomingMessage, ServerOptions, ServerResponse } from 'node:http';

export interface TimeoutOptions {
  headersTimeoutMs?: number;
  bodyIdleMs?: number;
  bodyGraceMs?: number;
  bodyMinBytesPerS?: number;
  checkMs?: number;
}
export function serverTimeoutOptions(o?: TimeoutOptions): Pick<ServerOptions, 'headersTimeout' | 'requestTimeout' | 'connectionsCheckingInterval'>;
export function guardSlowBody(req: IncomingMessage, res: ServerResponse, o?: TimeoutOptions): void;
export const HEADERS_TIMEOUT_MS: number;
export const BODY_IDLE_MS: number;
export const BODY_GRACE_MS: number;
export const BODY_MIN_BYTES_PER_S: number;
