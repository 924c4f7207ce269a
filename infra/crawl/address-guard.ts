import { isIP } from 'node:net';

/**
 * Whether an address is one the crawler may connect to: public unicast only. Private, loopback,
 * link-local, metadata, carrier-grade NAT, multicast, reserved and IPv4-mapped/translated forms
 * of those are refused. Works on the resolved address, so names, decimal and octal forms and
 * redirects all end up here.
 */
type Range4 = [base: number, bits: number];

const ipv4 = (a: string): number => a.split('.').reduce((n, o) => n * 256 + Number(o), 0);

const BLOCKED_V4: Range4[] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
].map(([a, bits]) => [ipv4(a as string), bits as number]);

function blockedV4(address: string): boolean {
  const n = ipv4(address);
  return BLOCKED_V4.some(([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)));
}

/** Expands an IPv6 address (with :: and embedded IPv4) to eight 16-bit groups. */
function groups6(address: string): number[] {
  let a = address.toLowerCase().split('%')[0];
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (v4) {
    const n = ipv4(v4[1]);
    a = `${a.slice(0, -v4[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = a.split('::');
  const h = head ? head.split(':') : [];
  const t = tail !== undefined ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - h.length - t.length;
  return [...h, ...Array(tail !== undefined ? missing : 0).fill('0'), ...t].map((g) => parseInt(g || '0', 16));
}

function blockedV6(address: string): boolean {
  const g = groups6(address);
  const v4 = () => `${g[6] >> 8}.${g[6] & 255}.${g[7] >> 8}.${g[7] & 255}`;
  if (g.every((x) => x === 0)) return true; // ::
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return true; // ::1
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return blockedV4(v4()); // ::ffff:a.b.c.d
  if (g.slice(0, 6).every((x) => x === 0)) return true; // deprecated IPv4-compatible
  if (g[0] === 0x64 && g[1] === 0xff9b) return blockedV4(v4()); // NAT64
  if (g[0] === 0x2002) return blockedV4(`${g[1] >> 8}.${g[1] & 255}.${g[2] >> 8}.${g[2] & 255}`); // 6to4
  if ((g[0] & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((g[0] & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((g[0] & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local
  if ((g[0] & 0xff00) === 0xff00) return true; // multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return true; // documentation
  if (g[0] === 0x2001 && g[1] < 0x0200) return true; // 2001::/23 special purpose (Teredo, ORCHID...)
  return false;
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blockedV4(address);
  if (family === 6) return !blockedV6(address);
  return false;
}

/**
 * A host written as a number (decimal `2130706433`, octal `0177.0.0.1`, hex `0x7f.1`) is what
 * browsers and resolvers turn it into; the WHATWG URL parser already normalizes these to
 * dotted-quad, so callers pass `new URL(...).hostname`, and this only strips IPv6 brackets.
 */
export function literalAddress(hostname: string): string | null {
  const h = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(h) ? h : null;
}
