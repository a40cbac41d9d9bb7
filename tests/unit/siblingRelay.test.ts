import { EventEmitter } from 'node:events';
import { relaySiblingMessages, SIBLING_ENVELOPE } from '@/server/web/siblingRelay';

class FakeWorker {
  received: unknown[] = [];
  constructor(public connected = true) {}
  isConnected() {
    return this.connected;
  }
  send(message: unknown, _handle?: undefined, callback?: (error: Error | null) => void) {
    this.received.push(message);
    callback?.(null);
    return true;
  }
}

function fakeCluster(workers: FakeWorker[]) {
  const cluster = Object.assign(new EventEmitter(), { workers: Object.fromEntries(workers.map((w, i) => [String(i + 1), w])) });
  relaySiblingMessages(cluster as never);
  return cluster;
}

describe('the primary relays sibling messages', () => {
  it('hands a worker message to every other live worker, not back to its sender', () => {
    const [a, b, c, gone] = [new FakeWorker(), new FakeWorker(), new FakeWorker(), new FakeWorker(false)];
    const cluster = fakeCluster([a, b, c, gone]);
    const message = { [SIBLING_ENVELOPE]: { kind: 'drop', tags: ['halls'] } };
    cluster.emit('message', a, message);
    expect(a.received).toEqual([]);
    expect(b.received).toEqual([message]);
    expect(c.received).toEqual([message]);
    expect(gone.received).toEqual([]);
  });

  it('leaves other messages alone', () => {
    const [a, b] = [new FakeWorker(), new FakeWorker()];
    const cluster = fakeCluster([a, b]);
    for (const other of [{ cmd: 'NODE_CLUSTER' }, 'text', null, 42]) cluster.emit('message', a, other);
    expect(b.received).toEqual([]);
  });
});
