// TRUST_PROXY: which hops in front of the gateway (a load balancer, a TLS terminator) Express may believe about the
// client's address (X-Forwarded-For) and protocol (X-Forwarded-Proto). The address decides the per-client limit of
// /log-error, the protocol whether the session cookies are Secure: trusting a hop that is not there lets any client
// choose its address.

/** What Express's `trust proxy` setting takes: hops to trust, or the addresses/subnets of trusted proxies. */
export type TrustProxy = boolean | number | string[];

/**
 * Unset or `false`: trust nobody (the client is the peer address). A number: that many hops from the gateway. Else a
 * comma-separated list of addresses, CIDR subnets or Express's names (`loopback`, `linklocal`, `uniquelocal`).
 * `true` (trust every hop) is refused: any client could then set its own address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const valid = /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i;
  const wrong = entries.find((entry) => !valid.test(entry));
  if (text === 'true' || wrong !== undefined || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY must be a number of hops (e.g. 1), or addresses, subnets or loopback/linklocal/uniquelocal separated by commas; got "${wrong ?? text}".`,
    );
  }
  return entries;
}
