import net from 'node:net';

/**
 * A TCP relay between the browser and the server that can be switched off, so a journey cuts
 * the network for real: Playwright's setOffline lets requests made while a page unloads through
 * (and a service worker's fetches), which hides lost writes. Cut, every open connection is
 * destroyed and new ones are closed at once; the browser sees the server as unreachable.
 */
export interface NetworkRelay {
  /** http://127.0.0.1:{port}, the address the browser uses. */
  baseUrl: string;
  cut: () => void;
  restore: () => void;
  isCut: () => boolean;
  /** Bytes that went from the browser to the server while connected. */
  bytesUp: () => number;
  /** The writes (POST, PUT, PATCH, DELETE) that reached the server, in order: "PATCH /api/surveys/…". */
  writes: () => string[];
  close: () => Promise<void>;
}

export async function startNetworkRelay(target: string): Promise<NetworkRelay> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let cut = false;
  let bytesUp = 0;
  const writes: string[] = [];
  // An HTTP/1.1 request line at the start of a line; bodies here are JSON or images.
  const requestLine = /(?:^|\r\n)(POST|PUT|PATCH|DELETE) (\S+) HTTP\/1\.1\r\n/g;

  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(port), hostname);
    sockets.add(client);
    sockets.add(upstream);
    client.on('data', (chunk: Buffer) => {
      bytesUp += chunk.length;
      for (const match of chunk.toString('latin1').matchAll(requestLine)) writes.push(`${match[1]} ${match[2]}`);
    });
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    cut: () => {
      cut = true;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    restore: () => {
      cut = false;
    },
    isCut: () => cut,
    bytesUp: () => bytesUp,
    writes: () => [...writes],
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
