import { EventEmitter } from 'node:events';
import net from 'node:net';
import type { Cluster } from 'node:cluster';
import { CONNECTION_MESSAGE, dealConnections, READY_MESSAGE } from '@/server/web/connectionRotation';

class FakeWorker {
  dealt = 0;
  connected = true;
  isConnected() {
    return this.connected;
  }
  send(message: unknown, socket: net.Socket, _options: unknown, callback: (err: Error | null) => void) {
    if (message === CONNECTION_MESSAGE) this.dealt += 1;
    socket.destroy();
    callback(null);
    return true;
  }
}

describe('the primary deals connections to its workers in turn', () => {
  const cluster = new EventEmitter() as unknown as Cluster;
  let server: net.Server;
  let port: number;
  beforeAll(async () => {
    server = dealConnections(cluster, { port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** Opens `n` connections and waits until the primary has let go of each (the fake worker closes it). */
  const connect = (n: number) =>
    Promise.all(Array.from({ length: n }, () => new Promise((resolve) => net.connect(port, '127.0.0.1').on('close', resolve).on('error', resolve))));

  it('keeps connections that come before any worker is ready, and deals them once one is', async () => {
    const [a, b] = [new FakeWorker(), new FakeWorker()];
    const early = connect(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(a.dealt + b.dealt).toBe(0);
    cluster.emit('message', a, READY_MESSAGE);
    await early;
    expect(a.dealt).toBe(2);

    cluster.emit('message', b, READY_MESSAGE);
    await connect(6);
    expect([a.dealt - 2, b.dealt]).toEqual([3, 3]);

    // A worker that exited gets nothing more.
    cluster.emit('exit', a);
    await connect(2);
    expect([a.dealt, b.dealt]).toEqual([5, 5]);
  });

  it('at start, keeps connections until every first worker is ready (they warm up side by side)', async () => {
    const pair = new EventEmitter() as unknown as Cluster;
    const both = dealConnections(pair, { port: 0, hostname: '127.0.0.1', startWith: 2 });
    await new Promise((resolve) => both.once('listening', resolve));
    const at = (both.address() as net.AddressInfo).port;
    const open = (n: number) => Promise.all(Array.from({ length: n }, () => new Promise((resolve) => net.connect(at, '127.0.0.1').on('close', resolve).on('error', resolve))));
    try {
      const [a, b, c] = [new FakeWorker(), new FakeWorker(), new FakeWorker()];
      const early = open(2);
      pair.emit('message', a, READY_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(a.dealt).toBe(0);
      pair.emit('message', b, READY_MESSAGE);
      await early;
      expect([a.dealt, b.dealt]).toEqual([1, 1]);
      // Once started, a worker started again later takes its turn as soon as it is ready.
      pair.emit('exit', a);
      pair.emit('message', c, READY_MESSAGE);
      await open(2);
      expect([b.dealt, c.dealt]).toEqual([2, 1]);
    } finally {
      await new Promise((resolve) => both.close(resolve));
    }
  });
});
