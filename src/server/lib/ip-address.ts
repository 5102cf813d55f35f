/**
 * What kind of address an IP address is, however it is spelled: whether a request the server makes on someone's
 * behalf (a push to the address a browser gave, decision 064) may go there. Only public unicast addresses may;
 * loopback only where the caller allows it. IPv6 addresses that carry an IPv4 address (IPv4-mapped, IPv4-compatible,
 * NAT64, 6to4) are judged by the IPv4 address they carry; the deprecated IPv4-compatible ones are refused.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Ranges no request on someone's behalf goes to: private, shared, link-local, documentation, multicast, reserved.
 * Two lists: a BlockList checks an IPv4 address against its IPv6 rules too, as the IPv4-mapped address.
 */
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (and a cloud's metadata, 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (and the clouds' metadata, 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and broadcast
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible addresses
  ['::ffff:0:0', 96], // IPv4-mapped (judged by the IPv4 address they carry before this is looked at)
  ['::ffff:0:0:0', 96], // IPv4-translated
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // protocol assignments, Teredo included
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
  ['fc00::', 7], // unique local (and a cloud's metadata, fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (a zone dropped, a dotted IPv4 tail read), or null. */
export function ipv6Groups(ip: string): number[] | null {
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const bytes = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, -dotted[1]!.length)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(zeros).fill('0'), ...right].map((group) => parseInt(group, 16));
}

/** The IPv4 address an IPv6 address carries and is reached through (mapped, NAT64's well-known prefix, 6to4), or null. */
function carriedIpv4(groups: number[]): string | null {
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zero = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zero(0, 5) && groups[5] === 0xffff) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zero(2, 6)) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!);
  return null;
}

/** Whether the address is loopback: 127.0.0.0/8 and ::1, and an IPv6 address carrying a 127 address. */
export function isLoopbackAddress(ip: string): boolean {
  if (isIPv4(ip)) return ip.startsWith('127.');
  const groups = ipv6Groups(ip);
  if (!groups) return false;
  if (groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1) return true;
  const carried = carriedIpv4(groups);
  return carried !== null && carried.startsWith('127.');
}

/** Whether the address is a public unicast one; anything that is not an IP address is not. */
export function isPublicAddress(ip: string): boolean {
  if (isIPv4(ip)) return !NOT_PUBLIC_V4.check(ip, 'ipv4');
  const groups = ipv6Groups(ip);
  if (!groups) return false;
  const carried = carriedIpv4(groups);
  if (carried !== null) return isPublicAddress(carried);
  const canonical = groups.map((group) => group.toString(16)).join(':');
  return !NOT_PUBLIC_V6.check(canonical, 'ipv6');
}
