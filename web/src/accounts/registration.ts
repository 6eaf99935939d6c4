// Registration gate (spec §2, §5): the menu is enabled only once both the user's and the organisation's details
// are completed. A user without any organisation has no organisation details, so the gate stays closed.
import { currentMembership } from './me.js';

export function registrationComplete(me: {
  detailsCompleted: boolean;
  currentAccountId: string | null;
  memberships: readonly { accountId: string; detailsCompleted: boolean }[];
}): boolean {
  return me.detailsCompleted && currentMembership(me)?.detailsCompleted === true;
}
