import http from 'node:http';
import net from 'node:net';

/**
 * A TCP relay between the browser and the server that can be switched off, so a journey cuts
 * the network for real: Playwright's setOffline lets requests made while a page unloads through
 * (and a service worker's fetches), which hides lost writes. Besides passing traffic it can:
 * - `refuse` (cut): every open connection is destroyed and new ones are closed at once; the
 *   browser sees the server as unreachable;
 * - `portal`: answer every request itself with 200 and an HTML login page, as a hotel's or a
 *   building's Wi-Fi does before its terms are accepted;
 * - `black-hole`: take connections and requests and never answer, as a dead uplink behind a
 *   working access point does.
 * Switching mode drops every open connection, so the next request meets the new mode.
 */
export type RelayMode = 'pass' | 'refuse' | 'portal' | 'black-hole';

export interface NetworkRelay {
  /** http://127.0.0.1:{port}, the address the browser uses. */
  baseUrl: string;
  cut: () => void;
  restore: () => void;
  isCut: () => boolean;
  setMode: (mode: RelayMode) => void;
  mode: () => RelayMode;
  /** Requests the portal answered in place of the server: "GET /api/…". */
  portalAnswers: () => string[];
  /** Bytes that went from the browser to the server while connected. */
  bytesUp: () => number;
  /** The writes (POST, PUT, PATCH, DELETE) that reached the server, in order: "PATCH /api/surveys/…". */
  writes: () => string[];
  close: () => Promise<void>;
}

export const PORTAL_PAGE = '<!doctype html><html><head><title>Welcome to Building Wi-Fi</title></head><body><h1>Accept the terms to continue</h1><form><button>Connect</button></form></body></html>';

export async function startNetworkRelay(target: string): Promise<NetworkRelay> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let mode: RelayMode = 'pass';
  let bytesUp = 0;
  const writes: string[] = [];
  const portalAnswers: string[] = [];
  // An HTTP/1.1 request line at the start of a line; bodies here are JSON or images.
  const requestLine = /(?:^|\r\n)(POST|PUT|PATCH|DELETE) (\S+) HTTP\/1\.1\r\n/g;

  // The captive portal: whatever is asked, its login page.
  const portal = http.createServer((request, response) => {
    portalAnswers.push(`${request.method} ${request.url}`);
    request.resume();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(PORTAL_PAGE);
  });

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const server = net.createServer((client) => {
    if (mode === 'refuse') {
      client.destroy();
      return;
    }
    track(client);
    if (mode === 'portal') {
      portal.emit('connection', client);
      return;
    }
    if (mode === 'black-hole') {
      // Read and drop: the browser's request is taken and never answered.
      client.on('data', () => undefined);
      return;
    }
    const upstream = net.connect(Number(port), hostname);
    track(upstream);
    client.on('data', (chunk: Buffer) => {
      bytesUp += chunk.length;
      for (const match of chunk.toString('latin1').matchAll(requestLine)) writes.push(`${match[1]} ${match[2]}`);
    });
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
  });

  const setMode = (next: RelayMode) => {
    if (next === mode) return;
    mode = next;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    cut: () => setMode('refuse'),
    restore: () => setMode('pass'),
    isCut: () => mode !== 'pass',
    setMode,
    mode: () => mode,
    portalAnswers: () => [...portalAnswers],
    bytesUp: () => bytesUp,
    writes: () => [...writes],
    close: async () => {
      for (const socket of sockets) socket.destroy();
      portal.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
