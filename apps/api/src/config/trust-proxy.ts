import { isIP } from 'node:net';

/**
 * TRUST_PROXY: which proxies may tell us the client's address through X-Forwarded-For. Off by
 * default, because trusting every sender lets any client pick the address that rate limits are
 * counted on. Either a hop count (PawRx sits behind exactly that many proxies) or a comma-separated
 * list of proxy addresses, CIDR ranges, or the names loopback, linklocal and uniquelocal.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra.length) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** The parsed setting, or an error message naming what to write instead. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true')
    return {
      error:
        "give the number of proxies in front of PawRx (e.g. 1) or their addresses; 'true' would let any client choose its own address",
    };
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length)
    return {
      error: `not an address, CIDR range, loopback, linklocal or uniquelocal: ${bad.join(', ')}`,
    };
  return entries;
}
