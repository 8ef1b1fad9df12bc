import { describe, expect, it } from 'vitest';
import { addressKind, addressRefusal, checkWebhookTarget, pinnedLookup } from './address-guard.ts';

describe('addressKind', () => {
  it.each<[string, ReturnType<typeof addressKind>]>([
    // Public unicast
    ['8.8.8.8', null],
    ['1.1.1.1', null],
    ['172.15.255.255', null],
    ['172.32.0.1', null],
    ['100.63.255.255', null],
    ['100.128.0.0', null],
    ['2606:4700:4700::1111', null],
    ['2001:4860:4860::8888', null],
    // Loopback
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    // Unspecified
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    // Private
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['fec0::1', 'private'],
    // Link-local, the cloud metadata service included
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    // Unique local
    ['fc00::1', 'unique local'],
    ['fd12:3456:789a::1', 'unique local'],
    // CGNAT
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    // Broadcast, multicast
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    // Reserved
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['100::1', 'reserved'],
    // IPv4 inside IPv6: mapped addresses take their IPv4 range; translated forms are refused outright
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a00:1', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:8.8.8.8', null],
    ['::10.0.0.1', 'reserved'],
    ['64:ff9b::a00:1', 'reserved'],
    ['2002:a00:1::1', 'reserved'],
    ['2001::1', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });
});

describe('addressRefusal', () => {
  it.each<[string, boolean, string | null]>([
    ['8.8.8.8', false, null],
    ['127.0.0.1', true, null],
    ['::1', true, null],
    ['127.0.0.1', false, 'Refused: loopback address 127.0.0.1'],
    ['::1', false, 'Refused: loopback address ::1'],
    ['10.0.0.1', true, 'Refused: private address 10.0.0.1'],
    ['169.254.169.254', true, 'Refused: link-local address 169.254.169.254'],
    ['::ffff:192.168.0.1', true, 'Refused: private address ::ffff:192.168.0.1'],
    ['example.com', true, 'Refused: example.com is not an IP address'],
  ])('%s (loopback allowed: %s) → %s', (address, allowLoopback, refusal) => {
    expect(addressRefusal(address, { allowLoopback })).toBe(refusal);
  });
});

describe('checkWebhookTarget', () => {
  const answers: Record<string, string[]> = {
    'hooks.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    'internal.example.com': ['10.1.2.3'],
    'mixed.example.com': ['93.184.216.34', '192.168.0.5'],
    'metadata.example.com': ['169.254.169.254'],
    'local.example.com': ['127.0.0.1'],
    'empty.example.com': [],
  };
  const resolve = async (host: string) => {
    const found = answers[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const check = (url: string, allowLoopback = false) => checkWebhookTarget(url, { allowLoopback }, resolve);

  it.each<[string, boolean, string]>([
    ['http://hooks.example.com/in', false, 'Refused: webhooks are delivered over https only'],
    ['ftp://hooks.example.com/in', false, 'Refused: webhooks are delivered over https only'],
    ['not a url', false, 'Refused: not a valid URL'],
    ['https://user:pass@hooks.example.com/in', false, 'Refused: URLs with credentials are not delivered to'],
    ['https://internal.example.com/in', false, 'Refused: private address 10.1.2.3'],
    ['https://mixed.example.com/in', false, 'Refused: private address 192.168.0.5'],
    ['https://metadata.example.com/latest', false, 'Refused: link-local address 169.254.169.254'],
    ['https://169.254.169.254/latest/meta-data', false, 'Refused: link-local address 169.254.169.254'],
    ['https://10.0.0.1/in', false, 'Refused: private address 10.0.0.1'],
    ['https://[::ffff:10.0.0.1]/in', false, 'Refused: private address ::ffff:a00:1'],
    ['https://[fe80::1]/in', false, 'Refused: link-local address fe80::1'],
    ['https://local.example.com/in', false, 'Refused: loopback address 127.0.0.1'],
    ['https://127.0.0.1:8443/in', false, 'Refused: loopback address 127.0.0.1'],
    ['https://[::1]/in', false, 'Refused: loopback address ::1'],
    ['https://internal.example.com/in', true, 'Refused: private address 10.1.2.3'],
    ['https://nowhere.example.com/in', false, 'Could not resolve nowhere.example.com (ENOTFOUND)'],
    ['https://empty.example.com/in', false, 'Could not resolve empty.example.com'],
  ])('%s (loopback allowed: %s) is refused: %s', async (url, allowLoopback, error) => {
    expect(await check(url, allowLoopback)).toEqual({ ok: false, error });
  });

  it.each<[string, boolean, string, 4 | 6]>([
    ['https://hooks.example.com/in', false, '93.184.216.34', 4],
    ['https://93.184.216.34:8443/in', false, '93.184.216.34', 4],
    ['https://[2606:4700:4700::1111]/in', false, '2606:4700:4700::1111', 6],
    ['https://local.example.com/in', true, '127.0.0.1', 4],
    ['https://127.0.0.1:8443/in', true, '127.0.0.1', 4],
  ])('%s (loopback allowed: %s) goes to %s', async (url, allowLoopback, address, family) => {
    const result = await check(url, allowLoopback);
    expect(result).toEqual({ ok: true, target: { url: new URL(url), address, family } });
  });

  it('pins the connection to the checked address, whatever DNS answers later', async () => {
    const result = await check('https://hooks.example.com/in');
    if (!result.ok) throw new Error(result.error);
    const lookup = pinnedLookup(result.target);
    const one = await new Promise((resolve) => lookup('hooks.example.com', {}, (_err, address, family) => resolve([address, family])));
    expect(one).toEqual(['93.184.216.34', 4]);
    const all = await new Promise((resolve) => lookup('hooks.example.com', { all: true }, (_err, addresses) => resolve(addresses)));
    expect(all).toEqual([{ address: '93.184.216.34', family: 4 }]);
  });
});
