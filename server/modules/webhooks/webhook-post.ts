import type { LookupFunction } from 'node:net';
import { COULD_NOT_CONNECT, DeliveryFailure, noAnswerIn } from './webhook-failure';
import type { ResolvedAddress } from './webhook-target';

export interface WebhookPost {
  url: string;
  /** The address the URL's host was resolved to and judged: the connection goes there and nowhere else. */
  address: ResolvedAddress;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Aborted when the server stops. */
  signal?: AbortSignal;
}

/** A lookup that answers the judged address whatever the name: no second DNS answer can swap it. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * POSTs a delivery to the judged address, the URL's name kept for the Host header and TLS (SNI and
 * the certificate's name), redirects not followed; answers the status. Whatever goes wrong below
 * HTTP is a DeliveryFailure with the log's coarse words.
 */
export async function postWebhook(post: WebhookPost): Promise<number> {
  // undici is loaded by the first delivery: most servers have no webhooks, and it is slow to load.
  const { Agent, fetch } = await import('undici');
  const agent = new Agent({ connect: { lookup: pinnedLookup(post.address) }, connections: 1 });
  const timeout = AbortSignal.timeout(post.timeoutMs);
  try {
    const response = await fetch(post.url, {
      method: 'POST',
      redirect: 'manual',
      dispatcher: agent,
      signal: post.signal ? AbortSignal.any([timeout, post.signal]) : timeout,
      headers: post.headers,
      body: post.body,
    });
    await response.body?.cancel().catch(() => undefined);
    return response.status;
  } catch {
    if (post.signal?.aborted) throw new DeliveryFailure('interrupted: the server stopped');
    throw new DeliveryFailure(timeout.aborted ? noAnswerIn(post.timeoutMs) : COULD_NOT_CONNECT);
  } finally {
    // Closes the connection at once, a stalled receiver's included.
    await agent.destroy().catch(() => undefined);
  }
}
