// A loopback TCP proxy in front of the test database, to take the database away from a running
// service and give it back (the network fails, as when the database restarts), on any server.
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** The proxied port on 127.0.0.1. */
  readonly port: number;
  /** Cuts every open connection and refuses new ones (ECONNREFUSED) until `up`. */
  down(): Promise<void>;
  /** Accepts connections again, on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        const end = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', end);
        upstream.on('error', end);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  let server: Server | undefined = await listen(0);
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const down = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    port,
    down,
    async up() {
      server ??= await listen(port);
    },
    close: down,
  };
}
