/**
 * Client addresses as the receiver counts them. One IPv6 subscriber usually holds a whole /64, so
 * counting each of its 2^64 addresses apart would give one visitor unlimited posts and connections:
 * IPv6 is keyed on its /64, and an IPv4-mapped IPv6 address (`::ffff:203.0.113.9`) on its IPv4 form.
 */
import { isIP } from 'node:net';

/** An IPv6 address (dotted IPv4 tail allowed) as a 128-bit number; null when it is none. */
export function ipv6Value(address: string): bigint | null {
  let text = address;
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) becomes two hexadecimal groups.
  const v4 = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(2).map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((part) => part > 255)) return null;
    text = `${v4[1] ?? ''}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 && missing < 1) return null;
  const groups = halves.length === 2 ? [...head, ...Array<string>(missing).fill('0'), ...tail] : head;
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.reduce((total, group) => (total << 16n) | BigInt(`0x${group}`), 0n);
}

const IPV4_MAPPED = 0xffffn;

/** The key a client address is counted under: IPv4 as it is, IPv6 as its /64. */
export function clientAddressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const value = ipv6Value(address.replace(/%.*$/, ''));
  if (value === null) return address;
  if (value >> 32n === IPV4_MAPPED) {
    const v4 = Number(value & 0xffffffffn);
    return [v4 >>> 24, (v4 >>> 16) & 255, (v4 >>> 8) & 255, v4 & 255].join('.');
  }
  const prefix = value >> 64n;
  const groups = [48n, 32n, 16n, 0n].map((shift) => ((prefix >> shift) & 0xffffn).toString(16));
  return `${groups.join(':')}::/64`;
}
