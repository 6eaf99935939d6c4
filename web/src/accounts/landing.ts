// Where a signed-in user lands (spec §2): the shell's index route and an organisation switch both go there.
import { DEFAULT_LANDING_PATH, landingPath } from '@aid/common/permissions';
import { currentMembership, type Me } from './me.js';
import { toCommonRoles } from './permissions.js';
import { registrationComplete } from './registration.js';

/**
 * Spec §2 post-login landing: the first permitted section of the current organisation's roles; the profile
 * page while registration is incomplete, since the menu is disabled until then.
 */
export function landingFor(me: Me): string {
  const membership = currentMembership(me);
  if (!membership || !registrationComplete(me)) return DEFAULT_LANDING_PATH;
  return landingPath(toCommonRoles(membership.roles));
}
