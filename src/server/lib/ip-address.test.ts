import { describe, expect, it } from 'vitest';
import { ipv6Groups, isLoopbackAddress, isPublicAddress } from './ip-address.ts';

describe('what kind of address an IP address is', () => {
  it('takes public unicast addresses, IPv4 and IPv6', () => {
    for (const ip of ['8.8.8.8', '142.250.74.110', '172.32.0.1', '2606:4700:4700::1111', '2a00:1450:4001:82b::200a', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1']) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
  });

  it('refuses loopback, private, link-local, shared, multicast, unspecified and metadata ranges, in every spelling', () => {
    for (const ip of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.7',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.100.100.200',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.251',
      '255.255.255.255',
      '192.0.2.1',
      '::',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::FFFF:A9FE:A9FE',
      '::ffff:10.0.0.1',
      '::127.0.0.1',
      '::ffff:0:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      'fd00:ec2::254',
      'fc00::1',
      'fe80::1%eth0',
      'fec0::1',
      'ff02::1',
      '2001:db8::1',
      '2001:0:4136:e378::1',
      'localhost',
      '0x7f.1',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it('knows loopback in its spellings', () => {
    for (const ip of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1']) expect(isLoopbackAddress(ip), ip).toBe(true);
    for (const ip of ['10.0.0.1', '::', '::2', 'fe80::1', 'localhost']) expect(isLoopbackAddress(ip), ip).toBe(false);
  });

  it('reads an IPv6 address as its eight groups', () => {
    expect(ipv6Groups('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
    expect(ipv6Groups('1.2.3.4')).toBeNull();
  });
});
