import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// Which IP addresses a webhook may call when internal ones are not allowed (issues 16, 23): a
// public unicast address that is not one of this server's own. ipaddr.js keeps the table of
// special ranges (loopback, private, link-local, shared, multicast, documentation, reserved…).
//
// IPv6 forms that carry an IPv4 address: an IPv4-mapped one (::ffff:a.b.c.d) is that IPv4 address
// on a dual-stack socket, and NAT64's well-known prefix (64:ff9b::/96) is where DNS64 puts a
// public IPv4-only receiver for an IPv6-only server: both are judged by their IPv4 address. The
// others are refused outright: IPv4-compatible (::a.b.c.d, deprecated), the local-use NAT64
// prefix (64:ff9b:1::/48, where the IPv4 sits depends on the operator's prefix length), 6to4
// and Teredo (deprecated; relays we do not control decide where they lead). No receiver
// publishes those, and judging them wrongly would be a way in.

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

/** The address an address is judged by: itself, or the IPv4 one an IPv4-mapped or NAT64 address carries. */
function asJudged(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = address.split('%')[0]!; // a zone (fe80::1%eth0) names an interface, not an address
  const version = isIP(bare);
  if (version === 4) return ipaddr.IPv4.parse(bare);
  if (version !== 6) return null;
  // Written in hex first (the URL standard's serialiser): ipaddr.js reads any dotted tail as
  // IPv4-mapped, ::127.0.0.1 included, which is IPv4-compatible and refused outright here.
  const v6 = ipaddr.IPv6.parse(new URL(`http://[${bare}]/`).hostname.slice(1, -1));
  if (v6.isIPv4MappedAddress() || v6.match(NAT64_WELL_KNOWN)) return ipaddr.fromByteArray(v6.toByteArray().slice(12));
  return v6;
}

/** Whether an IP address is public: IPv4 unicast outside every special range, or IPv6 global unicast (2000::/3) outside them. */
export function isPublicAddress(address: string): boolean {
  const judged = asJudged(address);
  if (!judged) return false;
  if (judged.kind() === 'ipv4') return judged.range() === 'unicast';
  return judged.match(GLOBAL_UNICAST) && judged.range() === 'unicast';
}

/** Whether an IP address is one of `own` (this server's interface addresses), in any of its forms. */
export function isOwnAddress(address: string, own: readonly string[]): boolean {
  const judged = asJudged(address)?.toNormalizedString();
  return judged !== undefined && own.some((candidate) => asJudged(candidate)?.toNormalizedString() === judged);
}

/** Whether a webhook may call this IP address when internal ones are not allowed. */
export function isCallableAddress(address: string, own: readonly string[]): boolean {
  return isPublicAddress(address) && !isOwnAddress(address, own);
}
