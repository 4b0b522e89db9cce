import { describe, expect, it } from 'vitest';
import { isCallableAddress, isOwnAddress, isPublicAddress } from './webhook-address';

// Every address form a webhook's host may resolve to (issues 16, 23).

describe('webhook addresses', () => {
  it('refuse every internal IPv4 range', () => {
    for (const address of [
      '127.0.0.1', // loopback
      '127.255.255.254',
      '10.1.2.3', // private
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '169.254.169.254', // link-local: the cloud metadata service
      '100.64.0.1', // shared (carrier-grade NAT)
      '0.0.0.0', // unspecified
      '0.1.2.3',
      '255.255.255.255', // broadcast
      '224.0.0.1', // multicast
      '239.255.255.250',
      '192.0.0.8', // IETF protocol assignments
      '192.0.2.2', // documentation (TEST-NET-1)
      '198.51.100.7',
      '203.0.113.9',
      '198.18.0.1', // benchmarking
      '240.0.0.1', // reserved
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuse every internal IPv6 range', () => {
    for (const address of [
      '::1', // loopback
      '::', // unspecified
      'fd00::1', // unique local
      'fc00::1',
      'fe80::1', // link-local
      'fe80::1%eth0',
      'fec0::1', // site-local (deprecated)
      'ff02::1', // multicast
      '2001:db8::1', // documentation
      '100::1', // discard
      '5f00::1', // segment routing
      '4000::1', // not global unicast (outside 2000::/3)
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('judge IPv4-mapped and NAT64 (64:ff9b::/96) addresses by the IPv4 address they carry', () => {
    for (const address of ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:a9fe:a9fe', '64:ff9b::7f00:1', '64:ff9b::127.0.0.1', '64:ff9b::a00:1', '64:ff9b::a9fe:a9fe', '64:ff9b::c0a8:101']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    // DNS64 puts a public IPv4-only receiver there for an IPv6-only server.
    for (const address of ['::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::808:808', '64:ff9b::93.184.216.34']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuse outright the other forms that carry an IPv4 address, whatever it is', () => {
    for (const address of [
      '::127.0.0.1', // IPv4-compatible (deprecated)
      '::7f00:1',
      '::8.8.8.8',
      '::808:808',
      '::ffff:0:7f00:1', // IPv4-translated (SIIT)
      '64:ff9b:1::7f00:1', // local-use NAT64
      '64:ff9b:1:808:8::',
      '2002:7f00:1::', // 6to4
      '2002:7f00:1::1',
      '2002:808:808::1', // 6to4 of a public IPv4 address
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '2001::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accept public addresses', () => {
    for (const address of ['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '1.1.1.1', '2606:4700::1111', '2a00:1450:4001:80b::200e', '2001:4860:4860::8888']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuse what is not an IP address at all', () => {
    for (const address of ['', 'example.com', '2130706433', '0x7f.1', '127.1', '1.2.3.4.5', ':::1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('know the server’s own addresses in every form', () => {
    const own = ['127.0.0.1', '203.0.113.7', '93.184.216.34', '2606:4700::1111', 'fe80::fc:ff:fe00:1%eth0'];
    for (const address of ['93.184.216.34', '::ffff:93.184.216.34', '::ffff:5db8:d822', '64:ff9b::5db8:d822', '2606:4700:0::1111', '2606:4700:0000:0000:0000:0000:0000:1111', 'fe80::fc:ff:fe00:1']) {
      expect(isOwnAddress(address, own), address).toBe(true);
    }
    expect(isOwnAddress('93.184.216.35', own)).toBe(false);
    expect(isOwnAddress('2606:4700::1112', own)).toBe(false);
    // A public address of the server's own is not callable; another public one is.
    expect(isCallableAddress('93.184.216.34', own)).toBe(false);
    expect(isCallableAddress('64:ff9b::5db8:d822', own)).toBe(false);
    expect(isCallableAddress('8.8.8.8', own)).toBe(true);
    expect(isCallableAddress('10.0.0.1', [])).toBe(false);
  });
});
