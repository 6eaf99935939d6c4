// Fixed one-minute windows per client: enough to make guessing codes at the public page pointless (60 bits, 30 a
// minute) while a family reloading its page never notices. Per process; memory bounded.

const WINDOW_MS = 60_000;
const MAX_TRACKED = 10_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

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
