// Requests per partner key, counted per gateway process in a fixed one-minute window. A partner that goes over
// gets 429 with Retry-After; people signed in with a token are not limited here. With several gateway processes
// each allows the limit (README: Partner API keys).

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Keys tracked at most; beyond it the oldest windows go first (random key ids cannot grow memory unbounded). */
const MAX_TRACKED = 10_000;
const WINDOW_MS = 60_000;

export class PartnerKeyRateLimiter {
  readonly #windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(apiKeyId: string): RateDecision {
    const now = this.now();
    let window = this.#windows.get(apiKeyId);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      this.#windows.delete(apiKeyId);
      window = { startedAt: now, count: 0 };
      this.#windows.set(apiKeyId, window);
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
