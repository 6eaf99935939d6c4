// "Your own, or everyone's if you oversee members": the rule of the organisation's activity log, jobs and files.
import { overseesMembers } from '@aid/common/permissions';
import type { ListScope } from '../db/list.js';
import type { AuthContext } from './context.js';

/**
 * Every member reads the rows they own (`ownerColumn` = their user id); members who oversee users
 * (USER_MANAGEMENT VIEW, EVERYTHING) read everyone's, unless they ask for their own only.
 */
export function ownOrOverseenScope(auth: AuthContext, ownerColumn: string, mineOnly = false): ListScope {
  const own = mineOnly || !overseesMembers(auth.permissions);
  return {
    accountId: auth.accountId,
    access: { accessLevel: 'EVERYTHING', objectIds: [] },
    where: own ? (params) => `${ownerColumn} = ${params.add(auth.user.userId)}` : undefined,
  };
}
