import cluster from 'node:cluster';
import { isSiblingMessage, SIBLING_ENVELOPE } from '@/server/web/siblingRelay';

/**
 * The other workers of this server (scripts/serve.mjs --workers N, which sets MUSUBI_SIBLINGS=1):
 * messages go to the cluster's primary, which hands each to every other worker
 * (server/web/siblingRelay.js). A worker shares the answers it loaded and tells what a write
 * changed, so N workers read each answer from the database once, not N times, and one worker's
 * write reaches the others' caches even without Redis. Outside such a worker (one process,
 * tests, scripts) nothing is sent and nothing arrives.
 */
export type SiblingMessage =
  /** An answer loaded from the database at `startedAt`, kept until `expiresAt` (ms since the epoch); `value` is v8-serialised. */
  | { kind: 'fill'; key: string; tags: string[]; value: Uint8Array; startedAt: number; expiresAt: number }
  /** A write changed these tags (null: everything). */
  | { kind: 'drop'; tags: string[] | null };

type Listener = (message: SiblingMessage) => void;

// On globalThis: page renders and API routes are separate module graphs of Next's bundle in one process.
const STATE_KEY = Symbol.for('musubi.siblings');
// `scheduled`, not the timer itself: a Node timer object on globalThis trips test runners that walk globals.
type State = { listeners: Set<Listener>; listening: boolean; queued: SiblingMessage[]; scheduled: boolean };
const g = globalThis as typeof globalThis & { [STATE_KEY]?: State };
const state = (g[STATE_KEY] ??= { listeners: new Set(), listening: false, queued: [], scheduled: false });

/**
 * How long a shared answer may wait for others to travel with it. Each IPC message is a write by
 * this worker and one by the primary per sibling: under a burst of cold reads, one message per
 * answer cost a worker ~1 ms of CPU per page (`--cpu-prof`). A sibling that needs the answer
 * sooner reads it itself, as it would without sharing.
 */
const BATCH_MS = 10;

export function hasSiblings(): boolean {
  return process.env.MUSUBI_SIBLINGS === '1' && typeof process.send === 'function';
}

/**
 * Sends to every other worker at once, after the answers queued before it (in that order); resolves
 * once the primary took the message (it relays at once). A message the primary cannot take is
 * lost: the siblings read the database, or keep an answer until its TTL.
 */
export function tellSiblings(message: SiblingMessage): Promise<void> {
  if (!hasSiblings()) return Promise.resolve();
  state.queued.push(message);
  return sendQueued();
}

/** Queues a message to go with the others of the next few milliseconds (shared answers: nobody waits on them). */
export function queueForSiblings(message: SiblingMessage): void {
  if (!hasSiblings()) return;
  state.queued.push(message);
  if (state.scheduled) return;
  state.scheduled = true;
  setTimeout(() => {
    state.scheduled = false;
    void sendQueued();
  }, BATCH_MS).unref?.();
}

function sendQueued(): Promise<void> {
  const batch = state.queued;
  state.queued = [];
  if (batch.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    try {
      process.send!({ [SIBLING_ENVELOPE]: batch }, undefined, {}, () => resolve());
    } catch {
      // The channel closed (the server is stopping).
      resolve();
    }
  });
}

/** Runs `listener` for each message another worker sends. */
export function onSiblingMessage(listener: Listener): void {
  state.listeners.add(listener);
  if (state.listening || !cluster.isWorker || process.env.MUSUBI_SIBLINGS !== '1') return;
  state.listening = true;
  process.on('message', (message: unknown) => {
    if (!isSiblingMessage(message)) return;
    for (const each of (message as Record<typeof SIBLING_ENVELOPE, SiblingMessage[]>)[SIBLING_ENVELOPE]) receiveFromSibling(each);
  });
}

/** Hands a sibling's message to the listeners (the IPC listener's job; tests call it directly). */
export function receiveFromSibling(message: SiblingMessage): void {
  for (const listener of state.listeners) {
    try {
      listener(message);
    } catch (err) {
      console.error('[siblings] message not applied:', err instanceof Error ? err.message : err);
    }
  }
}
