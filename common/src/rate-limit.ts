// The one rate limiter of the platform: fixed one-minute windows per client, where a client is whatever the caller
// counts by (an address at the public voucher page and at POST /log-error, a partner key at /graphql). Per process,
// memory bounded. For the voucher page it makes guessing codes pointless (60 bits, 30 a minute) while a family
// reloading its page never notices; a partner over its limit gets 429 with Retry-After (README: Partner API keys).

const WINDOW_MS = 60_000;
/** Clients tracked at most: random keys or addresses cannot grow memory unbounded. */
const MAX_TRACKED = 10_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts requests per client key; `take` says whether one more is allowed now, else how long to wait. */
export class ClientRateLimiter {
  readonly #windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(client: string): RateDecision {
    const now = this.now();
    let window = this.#windows.get(client);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      this.#windows.delete(client);
      window = { startedAt: now, count: 0 };
      this.#windows.set(client, window);
      // Oldest first (Map keeps insertion order): a flood of addresses forgets the stalest, not the active ones.
      if (this.#windows.size > MAX_TRACKED) {
        const oldest = this.#windows.keys().next().value;
        if (oldest !== undefined) this.#windows.delete(oldest);
      }
    }
    if (window.count >= this.perMinute) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - now) / 1000)) };
    }
    window.count += 1;
    return { allowed: true };
  }
}
