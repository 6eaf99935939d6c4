// Effective permissions of the caller in the current account. The API checks them again on every call, so the
// gateway may keep them briefly: a check that is at most `ttlMs` stale only decides where a refusal comes from
// (here, early, or from the API), never what data a caller reads.
import { AUTH_MESSAGES } from '@aid/common/auth';
import {
  type AccessLevel,
  type Action,
  accessFor,
  type EffectivePermissions,
  type Section,
} from '@aid/common/permissions';
import { gatewayError } from '../rest/errors.js';

/** What GET /me told about a caller in one account. */
export type CallerAccess = { userId: string; accountId: string | undefined; permissions: EffectivePermissions };

/**
 * Per (user, requested account), for at most `ttlMs`; bounded, oldest first out. Per process, never shared; entries
 * a change touched are dropped as the API tells of it (permission-changes.ts), the TTL is for when it cannot.
 */
export class PermissionCache {
  readonly #entries = new Map<string, { value: CallerAccess; expiresAt: number }>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 10_000,
    readonly now: () => number = Date.now,
  ) {}

  static key(sub: string, requestedAccountId: string | undefined): string {
    return `${sub}\u0000${requestedAccountId ?? ''}`;
  }

  get(key: string): CallerAccess | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Forgets every caller's entry for `accountId` (asked for by id, or reached by default), after a change to what
   * the organisation's roles grant: its members' next requests through this gateway ask the API again. Other
   * gateway processes drop theirs when the API's change stream tells them, else after `ttlMs`; the API never relies
   * on them.
   */
  evictAccount(accountId: string): number {
    let evicted = 0;
    for (const [key, entry] of this.#entries) {
      if (entry.value.accountId === accountId || key.endsWith(`\u0000${accountId}`)) {
        this.#entries.delete(key);
        evicted += 1;
      }
    }
    return evicted;
  }

  /** Forgets every entry of user `userId` (their memberships or profile changed), in whichever account. */
  evictUser(userId: string): number {
    let evicted = 0;
    for (const [key, entry] of this.#entries) {
      if (entry.value.userId === userId) {
        this.#entries.delete(key);
        evicted += 1;
      }
    }
    return evicted;
  }

  /** Forgets everything (a change the gateway cannot place, or changes missed while the stream was down). */
  clear(): void {
    this.#entries.clear();
  }

  set(key: string, value: CallerAccess): void {
    if (this.ttlMs <= 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    // Maps iterate in insertion order: the first key is the oldest.
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}

/**
 * One lookup per request at most (none on a cache hit). Once the answer is in, `get()` returns it synchronously,
 * so the checks on every field of a long list do not each wait a tick.
 */
export class PermissionResolver {
  readonly #load: () => Promise<EffectivePermissions>;
  #value: EffectivePermissions | undefined;
  #pending: Promise<EffectivePermissions> | undefined;

  constructor(load: () => Promise<EffectivePermissions>, known?: EffectivePermissions) {
    this.#load = load;
    this.#value = known;
  }

  get(): EffectivePermissions | Promise<EffectivePermissions> {
    if (this.#value) return this.#value;
    this.#pending ??= this.#load().then((value) => {
      this.#value = value;
      return value;
    });
    return this.#pending;
  }
}

/** Refuses early when the caller has no access at all; SELECTED passes and the API narrows to the object ids. */
export function requireAccess(permissions: EffectivePermissions, section: Section, action: Action): AccessLevel {
  const { accessLevel } = accessFor(permissions, section, action);
  if (accessLevel === 'NONE') {
    throw gatewayError('FORBIDDEN', AUTH_MESSAGES.sectionDenied({ action, section }));
  }
  return accessLevel;
}

/** For `viewerCan…` fields: whether the caller's access reaches this object (or any, without an id). */
export function allows(
  permissions: EffectivePermissions,
  section: Section,
  action: Action,
  objectId?: string,
): boolean {
  const access = accessFor(permissions, section, action);
  if (access.accessLevel === 'EVERYTHING') return true;
  if (access.accessLevel === 'SELECTED') return objectId === undefined || access.objectIds.includes(objectId);
  return false;
}
