import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// Webhook receivers for the tests and the fairness benchmark: real HTTP servers on this machine.

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** When the request had arrived whole (Date.now()). */
  at: number;
}

export interface Receiver {
  server: Server;
  /** The port it listens on. */
  port: number;
  received: Received[];
  /** Requests now open (a stalled receiver keeps them all). */
  open(): number;
  /** The most requests it held open at once. */
  mostOpen(): number;
  close(): Promise<void>;
}

async function listen(handle: (respond: (status: number) => void) => void, host: string, port = 0): Promise<Receiver> {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  let open = 0;
  let mostOpen = 0;
  const server = createServer((request, response) => {
    open++;
    mostOpen = Math.max(mostOpen, open);
    response.on('close', () => open--);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      handle((status) => response.writeHead(status).end());
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    received,
    open: () => open,
    mostOpen: () => mostOpen,
    close: async () => {
      // A stalled receiver's requests never end by themselves.
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Answers every request with `status` (204 unless said). */
export const answeringReceiver = (options: { host?: string; port?: number; status?: number } = {}) =>
  listen((respond) => respond(options.status ?? 204), options.host ?? '127.0.0.1', options.port);

/** Reads every request and never answers it (a receiver that hangs). */
export const stalledReceiver = (options: { host?: string } = {}) => listen(() => undefined, options.host ?? '127.0.0.1');
