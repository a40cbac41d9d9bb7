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
});
