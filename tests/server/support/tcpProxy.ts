import net from 'node:net';

/** A TCP proxy a test can cut and restore, to take a database away without touching it. */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  /** The server stops answering: connections stay open, and nothing passes either way (no FIN, no RST). */
  freeze(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  let frozen = false;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        if (frozen) {
          sockets.add(client);
          client.on('close', () => sockets.delete(client));
          client.on('error', () => client.destroy());
          return;
        }
        const upstream = net.connect(targetPort, targetHost);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stop = async () => {
    for (const s of sockets) s.destroy();
    sockets.clear();
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = null;
  };
  await listen();
  return {
    get port() {
      return port;
    },
    cut: stop,
    freeze() {
      frozen = true;
      for (const s of sockets) {
        s.unpipe();
        s.pause();
        // Whatever is written from now on is never delivered.
        s.write = () => true;
      }
    },
    restore: listen,
    close: stop,
  };
}
