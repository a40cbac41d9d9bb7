import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { connect, redisPrefix } from './redis';
import { onSiblingMessage, tellSiblings } from './siblings';

/**
 * Cache invalidation between instances: a write publishes the tags it changed on one Redis
 * channel, and every other instance drops them from its caches; the sibling workers of this
 * server are told directly (shared/siblings), Redis or not. Without REDIS_URL only they are told.
 * While Redis is down, its messages are lost and each instance's caches fall back to their TTLs;
 * the subscriber reconnects by itself.
 */
const self = randomUUID();
const listeners = new Set<(tags?: string[]) => void>();
let subscriber: Redis | null = null;
let publisher: Redis | null = null;

function channel(): string {
  return `${redisPrefix()}invalidate`;
}

function ensureSubscribed(): void {
  if (subscriber || !process.env.REDIS_URL) return;
  subscriber = connect(process.env.REDIS_URL, { queue: true });
  void subscriber.subscribe(channel()).catch(() => {});
  subscriber.on('message', (_channel: string, text: string) => {
    let message: { from?: string; tags?: string[] | null };
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message.from === self) return;
    for (const listener of listeners) listener(message.tags ?? undefined);
  });
}

/** Runs `listener` when another instance or a sibling worker invalidates. */
export function onRemoteInvalidation(listener: (tags?: string[]) => void): void {
  listeners.add(listener);
  ensureSubscribed();
  joinSiblings();
}

let siblingsJoined = false;
function joinSiblings(): void {
  if (siblingsJoined) return;
  siblingsJoined = true;
  onSiblingMessage((message) => {
    if (message.kind === 'drop') for (const listener of listeners) listener(message.tags ?? undefined);
  });
}

/**
 * Tells the sibling workers and the other instances; resolves once the cluster's primary and Redis
 * took the message. While Redis is known to be away
 * it resolves at once: the message waits in the connection's queue, and the other instances keep
 * their entries until the TTL.
 */
export async function publishInvalidation(tags?: readonly string[]): Promise<void> {
  const siblingsTold = tellSiblings({ kind: 'drop', tags: tags ? [...tags] : null });
  if (!process.env.REDIS_URL) return siblingsTold;
  publisher ??= connect(process.env.REDIS_URL, { queue: true });
  const sent = publisher.publish(channel(), JSON.stringify({ from: self, tags: tags ?? null })).then(
    () => undefined,
    () => undefined, // Redis away: logged once by the connection.
  );
  if (!['reconnecting', 'close', 'end'].includes(publisher.status)) await sent;
  await siblingsTold;
}

/** Tests: stop listening. */
export function closeInvalidation(): void {
  subscriber?.disconnect();
  publisher?.disconnect();
  subscriber = publisher = null;
  listeners.clear();
}
