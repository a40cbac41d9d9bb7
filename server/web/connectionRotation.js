// @ts-check
'use strict';
// With --workers N, scripts/serve.mjs's primary accepts the connections itself and hands each to the
// next ready worker in strict turn. Node's own round-robin (cluster's default) gives a connection to
// whichever worker has acknowledged its previous one; a worker busy rendering acknowledges late, so
// under load the other got more, and 20 keep-alive connections stayed split 12 to 8 for their whole
// life (per-connection latency 84-91 ms on one worker, 56-60 on the other). Dealt in turn they split
// 10 to 10. (Node still passes handles to one worker one at a time, waiting for its acknowledgement:
// the order of dealing, not the speed of the handover, is what this changes.)
const net = require('node:net');

/** The message a connection's socket travels with (anything else is not ours). */
const CONNECTION_MESSAGE = 'musubi.connection';
/** What a worker sends once it can serve (Next prepared, warmed up). */
const READY_MESSAGE = 'musubi.ready';

/** However long the first workers take to warm up, the ready ones take connections after this. */
const START_WAIT_MS = 60_000;

/**
 * Listens on `port` in the primary and deals connections to the ready workers of `cluster` in turn.
 * Until `startWith` workers are ready (they warm up side by side), it keeps the connections: the
 * first worker ready would otherwise take every visitor while the others still warm up on the same
 * cores.
 * @param {import('node:cluster').Cluster} cluster
 * @param {{ port: number; hostname?: string; startWith?: number }} address
 * @returns {net.Server}
 */
function dealConnections(cluster, { port, hostname, startWith = 1 }) {
  /** @type {Set<import('node:cluster').Worker>} */
  const ready = new Set();
  /** @type {net.Socket[]} */
  const waiting = [];
  let turn = 0;
  let started = false;
  /** @type {NodeJS.Timeout | undefined} */
  let startAnyway;

  function start() {
    started = true;
    clearTimeout(startAnyway);
    for (const socket of waiting.splice(0)) deal(socket);
  }

  /** @param {net.Socket} socket */
  function deal(socket) {
    const workers = [...ready].filter((w) => w.isConnected());
    if (!started || !workers.length) {
      waiting.push(socket);
      return;
    }
    const worker = workers[turn++ % workers.length];
    worker.send(CONNECTION_MESSAGE, socket, { keepOpen: false }, (err) => {
      // The worker went away meanwhile: the client retries on a new connection.
      if (err) socket.destroy();
    });
  }

  cluster.on('message', (worker, message) => {
    if (message !== READY_MESSAGE) return;
    ready.add(worker);
    if (started || ready.size >= startWith) return start();
    startAnyway ??= setTimeout(start, START_WAIT_MS).unref();
  });
  cluster.on('exit', (worker) => ready.delete(worker));

  // Paused: the primary never reads a byte; the worker resumes the socket it was given.
  const server = net.createServer({ pauseOnConnect: true }, deal);
  server.on('close', () => clearTimeout(startAnyway));
  server.listen(port, hostname);
  return server;
}

/**
 * In a worker: takes the connections the primary deals and serves them with `server` (never listening
 * itself); tells the primary it is ready. Returns the live connections, for draining.
 * @param {import('node:http').Server} server
 * @returns {Set<net.Socket>}
 */
function takeDealtConnections(server) {
  /** @type {Set<net.Socket>} */
  const open = new Set();
  process.on('message', (message, socket) => {
    if (message !== CONNECTION_MESSAGE || !(socket instanceof net.Socket)) return;
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    server.emit('connection', socket);
    socket.resume();
  });
  process.send?.(READY_MESSAGE);
  return open;
}

module.exports = { CONNECTION_MESSAGE, READY_MESSAGE, dealConnections, takeDealtConnections };
