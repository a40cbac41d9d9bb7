// @ts-check
'use strict';
// The workers of one server (scripts/serve.mjs --workers N) tell each other what they loaded and
// what a write changed (server/shared/siblings.ts). The cluster's primary is the only process that
// talks to every worker: it hands each such message to every other live worker, in the order it
// got them. No network hop and no Redis: the workers of one machine share answers even without it.

/** The key a batch of sibling messages travels under (anything else a worker sends is not ours). */
const SIBLING_ENVELOPE = 'musubi.sibling';

/** @param {unknown} message */
function isSiblingMessage(message) {
  return typeof message === 'object' && message !== null && SIBLING_ENVELOPE in message;
}

/**
 * Relays sibling messages between the workers of `cluster` (node:cluster in the primary).
 * @param {{ on(event: 'message', listener: (worker: any, message: unknown) => void): unknown; workers?: Record<string, any> }} cluster
 */
function relaySiblingMessages(cluster) {
  cluster.on('message', (from, message) => {
    if (!isSiblingMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (!worker || worker === from || !worker.isConnected()) continue;
      // A worker that is going away may refuse: its siblings lose nothing but one shared answer.
      worker.send(message, undefined, () => undefined);
    }
  });
}

module.exports = { SIBLING_ENVELOPE, isSiblingMessage, relaySiblingMessages };
