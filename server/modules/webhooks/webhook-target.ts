import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Where a webhook may call (issue 16). A company admin names the URL; unless the operator allows
// it (WEBHOOK_PRIVATE_URLS, for a Riser on a LAN calling the office's own systems), the server
// never calls loopback, private, link-local or other internal addresses on an admin's behalf.

const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is loopback, private, link-local, shared, multicast or unspecified. */
export function isInternalAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return INTERNAL.check(address, 'ipv4');
  if (version !== 6) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped ? INTERNAL.check(mapped, 'ipv4') : INTERNAL.check(address, 'ipv6');
}

const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');

/** A URL whose host is itself an internal address or localhost (checked when a hook is made). */
export function namesInternalHost(url: string): boolean {
  const host = hostOf(url).toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || isInternalAddress(host);
}

/** Why a delivery may not go to this URL now (its name resolves to an internal address), or null. */
export async function refusedTarget(url: string, allowInternal: boolean): Promise<string | null> {
  if (allowInternal) return null;
  const host = hostOf(url);
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((entry) => entry.address);
  if (addresses.some(isInternalAddress) || (!isIP(host) && namesInternalHost(url))) return 'refused: the address is on an internal network';
  return null;
}
