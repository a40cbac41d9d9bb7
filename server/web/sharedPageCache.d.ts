import type { IncomingMessage, ServerResponse } from 'node:http';

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
export interface SharedPageCache {
  handle(req: IncomingMessage, res: ServerResponse, next: Handler): Promise<unknown>;
  clear(tags?: readonly string[]): void;
}
export function createSharedPageCache(options?: { maxBytes?: number; maxEntries?: number }): SharedPageCache;
export function sharedPageCacheEnabled(): boolean;
export function isCandidate(req: IncomingMessage): boolean;
