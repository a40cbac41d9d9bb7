// @ts-check
'use strict';
// The production server's drain on SIGTERM (scripts/serve.mjs), with a hard deadline.
//
// First it stops accepting and lets the requests in flight finish; each answer closes its
// connection. A little before DRAIN_TIMEOUT_MS it closes every connection still open; then it
// closes the database pools and stops the mail sender. At DRAIN_TIMEOUT_MS the process exits
// whatever is still waiting: after a database outage, a pool's `end()` can wait for ever on a
// connection whose server stopped answering (no FIN, no RST), and a request on such a connection
// never ends by itself. What is abandoned then is nothing a restart needs: PostgreSQL rolls back
// an open transaction when the connection goes, and the mail outbox is in the database.

/** The deadline (DRAIN_TIMEOUT_MS, 25 s by default). @param {NodeJS.ProcessEnv} [env] */
function drainTimeoutMs(env = process.env) {
  const ms = Number(env.DRAIN_TIMEOUT_MS);
  return env.DRAIN_TIMEOUT_MS && Number.isFinite(ms) && ms > 0 ? ms : 25_000;
}

/**
 * @param {{
 *   stopAccepting: () => Promise<void>;
 *   closeConnections: () => void;
 *   closePools: () => Promise<void>;
 *   timeoutMs?: number;
 *   exit?: (code: number) => void;
 *   log?: (message: string) => void;
 * }} options
 * @returns {Promise<void>} settles when the process was told to exit
 */
function drain(options) {
  const { stopAccepting, closeConnections, closePools, timeoutMs = drainTimeoutMs(), exit = (code) => process.exit(code), log = console.log } = options;
  // Connections go a little before the deadline, so that the pools may still close in time.
  const grace = Math.min(3000, Math.floor(timeoutMs / 4));
  return new Promise((resolve) => {
    let over = false;
    const finish = (/** @type {number} */ code) => {
      if (over) return;
      over = true;
      clearTimeout(cut);
      clearTimeout(deadline);
      exit(code);
      resolve();
    };
    const cut = setTimeout(closeConnections, timeoutMs - grace);
    const deadline = setTimeout(() => {
      log(`[serve] drain deadline (${timeoutMs} ms): exiting with what is still open abandoned`);
      finish(1);
    }, timeoutMs);
    stopMailSender();
    stopAccepting()
      .then(closePools)
      .then(
        () => {
          log('[serve] drained');
          finish(0);
        },
        (err) => {
          log(`[serve] drain: ${err instanceof Error ? err.message : String(err)}`);
          finish(1);
        },
      );
  });
}

/** The outbox sender's timer (server/mail/worker.ts): no new round once draining. */
function stopMailSender() {
  const worker = /** @type {{ timer?: NodeJS.Timeout } | undefined} */ (/** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for('musubi.mailWorker')]);
  if (worker?.timer) clearInterval(worker.timer);
}

module.exports = { drain, drainTimeoutMs };
