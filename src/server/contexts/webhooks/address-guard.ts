import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * Where a webhook may be delivered: an https URL whose host resolves to public unicast addresses only. A webhook URL
 * is typed by an organizer, so without this guard Ovation's servers would make requests into their own network for
 * anyone (the cloud metadata service at 169.254.169.254, a database's admin page). The delivery connects to the
 * address checked here (`pinnedLookup`), so a DNS answer that changes between the check and the connection (a
 * rebind) cannot slip through.
 */

/** Why an address is refused, as the attempt's error says it ('Refused: private address 10.0.0.1'). */
type RangeKind =
  'loopback' | 'unspecified' | 'private' | 'link-local' | 'unique local' | 'carrier-grade NAT' | 'multicast' | 'broadcast' | 'reserved';

/** CIDR ranges by kind. IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) match the IPv4 ranges (net.BlockList does it). */
const RANGES: readonly [RangeKind, 'ipv4' | 'ipv6', string, number][] = [
  ['loopback', 'ipv4', '127.0.0.0', 8],
  ['loopback', 'ipv6', '::1', 128],
  ['unspecified', 'ipv4', '0.0.0.0', 8],
  ['unspecified', 'ipv6', '::', 128],
  ['private', 'ipv4', '10.0.0.0', 8],
  ['private', 'ipv4', '172.16.0.0', 12],
  ['private', 'ipv4', '192.168.0.0', 16],
  ['link-local', 'ipv4', '169.254.0.0', 16],
  ['link-local', 'ipv6', 'fe80::', 10],
  // Deprecated site-local addresses still route inside some networks.
  ['private', 'ipv6', 'fec0::', 10],
  ['unique local', 'ipv6', 'fc00::', 7],
  ['carrier-grade NAT', 'ipv4', '100.64.0.0', 10],
  ['broadcast', 'ipv4', '255.255.255.255', 32],
  ['multicast', 'ipv4', '224.0.0.0', 4],
  ['multicast', 'ipv6', 'ff00::', 8],
  // IETF protocol assignments, documentation, benchmarking, the 6to4 relay, and the future-use 240/4.
  ['reserved', 'ipv4', '192.0.0.0', 24],
  ['reserved', 'ipv4', '192.0.2.0', 24],
  ['reserved', 'ipv4', '192.88.99.0', 24],
  ['reserved', 'ipv4', '198.18.0.0', 15],
  ['reserved', 'ipv4', '198.51.100.0', 24],
  ['reserved', 'ipv4', '203.0.113.0', 24],
  ['reserved', 'ipv4', '240.0.0.0', 4],
  // IPv6 forms that carry an IPv4 address a gateway may translate into a private one (IPv4-compatible, SIIT, NAT64,
  // 6to4, Teredo inside 2001::/23), the discard prefix and documentation.
  ['reserved', 'ipv6', '::', 96],
  ['reserved', 'ipv6', '::ffff:0:0:0', 96],
  ['reserved', 'ipv6', '64:ff9b::', 96],
  ['reserved', 'ipv6', '64:ff9b:1::', 48],
  ['reserved', 'ipv6', '100::', 64],
  ['reserved', 'ipv6', '2001::', 23],
  ['reserved', 'ipv6', '2001:db8::', 32],
  ['reserved', 'ipv6', '2002::', 16],
];

/** One block list per kind, checked in RANGES' order (loopback before the wider reserved ::/96). */
const LISTS: readonly [RangeKind, net.BlockList][] = (() => {
  const lists = new Map<RangeKind, net.BlockList>();
  for (const [kind, family, prefix, bits] of RANGES) {
    const list = lists.get(kind) ?? new net.BlockList();
    list.addSubnet(prefix, bits, family);
    lists.set(kind, list);
  }
  return [...lists];
})();

/** The special range an IP address is in, or null for a public unicast address. */
export function addressKind(address: string): RangeKind | null {
  const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
  for (const [kind, list] of LISTS) if (list.check(address, family)) return kind;
  return null;
}

/** Why a resolved address may not be delivered to, or null when it may. */
export function addressRefusal(address: string, options: { allowLoopback: boolean }): string | null {
  if (!net.isIP(address)) return `Refused: ${address} is not an IP address`;
  const kind = addressKind(address);
  if (kind === null || (kind === 'loopback' && options.allowLoopback)) return null;
  return `Refused: ${kind} address ${address}`;
}

/** A checked destination: the URL and the address its connection must use. */
export interface WebhookTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export type TargetCheck = { ok: true; target: WebhookTarget } | { ok: false; error: string };

/**
 * Checks a webhook URL for a delivery: https only, the host resolved now, and every address it resolves to allowed
 * (a host with one private address among public ones is refused: which one a client would use is not ours to
 * guess). DNS failures are errors of this attempt (the next one resolves again).
 */
export async function checkWebhookTarget(
  rawUrl: string,
  options: { allowLoopback: boolean },
  resolve: (host: string) => Promise<{ address: string; family: number }[]> = (host) => dns.lookup(host, { all: true, verbatim: true }),
): Promise<TargetCheck> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, error: 'Refused: not a valid URL' };
  }
  if (url.protocol !== 'https:') return { ok: false, error: 'Refused: webhooks are delivered over https only' };
  if (url.username || url.password) return { ok: false, error: 'Refused: URLs with credentials are not delivered to' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await resolve(host);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      return { ok: false, error: `Could not resolve ${host}${code ? ` (${code})` : ''}` };
    }
  }
  if (!addresses.length) return { ok: false, error: `Could not resolve ${host}` };
  for (const { address } of addresses) {
    const refusal = addressRefusal(address, options);
    if (refusal) return { ok: false, error: refusal };
  }
  const [first] = addresses;
  return { ok: true, target: { url, address: first!.address, family: first!.family === 6 ? 6 : 4 } };
}

/**
 * A `lookup` for https.request that answers the checked address whatever the host's DNS now says. Node asks for all
 * addresses when it may try several (autoSelectFamily); the answer is the one checked address either way.
 */
export function pinnedLookup(target: WebhookTarget): net.LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}
