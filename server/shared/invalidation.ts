import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { connect, redisPrefix } from './redis';

/**
 * Cache invalidation between instances: a write publishes the tags it changed on one Redis
 * channel, and every other instance drops them from its caches. Without REDIS_URL it is a
 * no-op (one instance). While Redis is down, messages are lost and each instance's caches fall
 * back to their TTLs; the subscriber reconnects by itself.
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

/** Runs `listener` when another instance invalidates. */
export function onRemoteInvalidation(listener: (tags?: string[]) => void): void {
  listeners.add(listener);
  ensureSubscribed();
}

/**
 * Tells the other instances; resolves once Redis took the message. While Redis is known to be away
 * it resolves at once: the message waits in the connection's queue, and the other instances keep
 * their entries until the TTL.
 */
export async function publishInvalidation(tags?: readonly string[]): Promise<void> {
  if (!process.env.REDIS_URL) return;
  publisher ??= connect(process.env.REDIS_URL, { queue: true });
  const sent = publisher.publish(channel(), JSON.stringify({ from: self, tags: tags ?? null })).then(
    () => undefined,
    () => undefined, // Redis away: logged once by the connection.
  );
  if (!['reconnecting', 'close', 'end'].includes(publisher.status)) await sent;
}

/** Tests: stop listening. */
export function closeInvalidation(): void {
  subscriber?.disconnect();
  publisher?.disconnect();
  subscriber = publisher = null;
  listeners.clear();
}
