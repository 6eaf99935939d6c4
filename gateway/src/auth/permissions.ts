// Effective permissions of the caller in the current account: looked up once per request, when first needed.
import { type AccessLevel, type Action, accessFor, type EffectivePermissions, type Section } from '@aid/common';
import { gatewayError } from '../rest/errors.js';

/**
 * Memoises one lookup. Once the answer is in, `get()` returns it synchronously, so the checks on every field
 * of a long list do not each wait a tick.
 */
export class PermissionResolver {
  readonly #load: () => Promise<EffectivePermissions>;
  #value: EffectivePermissions | undefined;
  #pending: Promise<EffectivePermissions> | undefined;

  constructor(load: () => Promise<EffectivePermissions>) {
    this.#load = load;
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
    throw gatewayError('FORBIDDEN', `You do not have ${action} access to ${section} in this organisation.`);
  }
  return accessLevel;
}
