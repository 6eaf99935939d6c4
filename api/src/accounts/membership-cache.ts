// The member look-up every request makes (auth/middleware.ts), kept between requests: it changes rarely, and asking
// the database for it costs a fifth of a voucher redemption's CPU. It is never served stale past a change the database
// has told of: every change to users, memberships, roles and organisations is notified on commit (migrations/0024),
// to the process that made it before its commit returns and to every other process as soon as it is told, and drops
// what it touched. While no connection listens, nothing is kept. An entry also ends after MAX_AGE_MS regardless.
import { deepFreeze, type UserWithMemberships } from '../auth/member.js';
import type { ChangeSubscriber, Db } from '../db/db.js';
import { userWithMemberships } from './repository.js';

/** A backstop only (a change made with the triggers off); told changes end an entry at once. */
export const MAX_AGE_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;

type Entry = { value: UserWithMemberships; until: number };

export class MembershipCache implements ChangeSubscriber {
  readonly #db: Pick<Db, 'listening'>;
  readonly #now: () => number;
  /** By token subject, oldest first (a Map keeps insertion order). */
  readonly #entries = new Map<string, Entry>();
  /** Bumped by every change told and every reset: a look-up read before one is not kept after it. */
  #generation = 0;

  constructor(db: Pick<Db, 'listening'>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /** The user behind `sub` with their memberships: kept, or read by `load` (and kept when nothing changed meanwhile). */
  async lookup(sub: string, load: () => Promise<UserWithMemberships | undefined>) {
    const kept = this.#entries.get(sub);
    if (kept && kept.until > this.#now()) return kept.value;
    const generation = this.#generation;
    const listening = this.#db.listening;
    const value = await load();
    if (value && listening && this.#db.listening && generation === this.#generation) this.#keep(sub, value);
    return value;
  }

  /**
   * `user:<id>` and `presence:<id>` (a presence write: the next write is decided on the presence read back) drop that
   * user; `account:<id>` everyone with a membership there; anything else, everything.
   */
  change(payload: string): void {
    this.#generation += 1;
    const [kind, id] = payload.split(':', 2);
    for (const [sub, { value }] of this.#entries) {
      const touched =
        kind === 'user' || kind === 'presence'
          ? value.user.userId === id
          : kind === 'account'
            ? value.memberships.some((m) => m.accountId === id)
            : true;
      if (touched) this.#entries.delete(sub);
    }
  }

  /** Listening started or stopped: what is kept may have missed a change. */
  reset(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #keep(sub: string, value: UserWithMemberships): void {
    this.#entries.delete(sub);
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value as string);
    // Shared by every request of this member from now on: frozen, so no handler can change it for the next one.
    this.#entries.set(sub, { value: deepFreeze(value), until: this.#now() + MAX_AGE_MS });
  }
}

const caches = new WeakMap<Db, MembershipCache>();

/** One cache per database handle (its connections are what hear the changes), subscribed on first use. */
export function membershipCacheOf(db: Db): MembershipCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new MembershipCache(db);
    db.onChange(cache);
    caches.set(db, cache);
  }
  return cache;
}

/** The look-up requireMember makes on every request (MemberDirectory.lookup), kept in this handle's cache. */
export function cachedMemberLookup(db: Db): (sub: string) => Promise<UserWithMemberships | undefined> {
  const cache = membershipCacheOf(db);
  return (sub) => cache.lookup(sub, () => userWithMemberships(db, sub));
}
