import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import os from 'node:os';
import { isCallableAddress } from './webhook-address';
import { COULD_NOT_CONNECT, DeliveryFailure } from './webhook-failure';

// Where a webhook may call (issues 16, 23). A company admin names the URL; unless the operator
// allows it (WEBHOOK_PRIVATE_URLS, for a Riser on a LAN calling the office's own systems), the
// server never calls an internal address, nor its own, on an admin's behalf. A delivery resolves
// the name once, judges every answer and connects to the address it judged (see webhook-post.ts):
// a name that answers a public address to the check and 127.0.0.1 to the connection (DNS
// rebinding) gets no second lookup.

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** A name's addresses, as the system resolver answers them. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export interface WebhookTargetOptions {
  /** WEBHOOK_PRIVATE_URLS: internal addresses (and this server's own) may be called. */
  allowInternal: boolean;
  /** The system resolver unless a test answers instead. */
  resolve?: Resolve;
  /** This server's interface addresses, read at each check (they change with DHCP); os.networkInterfaces() unless a test says. */
  ownAddresses?: () => string[];
}

export interface WebhookTargets {
  /** Whether a hook may be made with this URL: false when its host is itself a refused address or localhost (names are judged at delivery). */
  acceptsUrl(url: string): boolean;
  /**
   * The address a delivery to this URL connects to: its host resolved once, every answer judged.
   * Throws a DeliveryFailure with a coarse reason when the name does not resolve or an answer is refused.
   */
  pin(url: string): Promise<ResolvedAddress>;
}

const systemResolve: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));

const interfaceAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .flatMap((entry) => (entry ? [entry.address] : []));

/** The URL's host without the brackets of an IPv6 literal. */
const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');

const namesLocalhost = (host: string) => {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
};

/** The coarse reason a delivery's log gives for a refused address. */
export const REFUSED_ADDRESS = 'refused: the address is not public';

export function createWebhookTargets(options: WebhookTargetOptions): WebhookTargets {
  const resolve = options.resolve ?? systemResolve;
  const own = options.ownAddresses ?? interfaceAddresses;
  const callable = (address: string) => options.allowInternal || isCallableAddress(address, own());

  return {
    acceptsUrl(url) {
      if (options.allowInternal) return true;
      const host = hostOf(url);
      return !namesLocalhost(host) && (isIP(host) === 0 || callable(host));
    },

    async pin(url) {
      const host = hostOf(url);
      const version = isIP(host);
      if (version !== 0) {
        if (!callable(host)) throw new DeliveryFailure(REFUSED_ADDRESS);
        return { address: host, family: version === 6 ? 6 : 4 };
      }
      if (!options.allowInternal && namesLocalhost(host)) throw new DeliveryFailure(REFUSED_ADDRESS);
      const answers = await resolve(host).catch(() => []);
      if (answers.length === 0) throw new DeliveryFailure(COULD_NOT_CONNECT);
      // One refused answer refuses them all: the connection must not depend on which one is taken.
      if (!answers.every((answer) => callable(answer.address))) throw new DeliveryFailure(REFUSED_ADDRESS);
      return answers[0]!;
    },
  };
}
