// Who reads which activity log entries: an entry belongs to the section of what it points at
// (ACTIVITY_OBJECT_SECTION), and only members with access to that section read it.
import { ACTIONS, type Access, overseesMembers, SECTIONS, type Section } from '@aid/common/permissions';
import type { AuthContext } from '../auth/context.js';
import type { ListScope } from '../db/list.js';

/** The member's reach in a section over all its actions: EVERYTHING wins, SELECTED ids are united. */
export function sectionReach(auth: Pick<AuthContext, 'permissions'>, section: Section): Access {
  const access = auth.permissions[section] ?? {};
  const ids = new Set<string>();
  let selected = false;
  for (const action of ACTIONS) {
    const a = access[action];
    if (!a || a.accessLevel === 'NONE') continue;
    if (a.accessLevel === 'EVERYTHING') return { accessLevel: 'EVERYTHING', objectIds: [] };
    selected = true;
    for (const id of a.objectIds) ids.add(id);
  }
  return selected ? { accessLevel: 'SELECTED', objectIds: [...ids] } : { accessLevel: 'NONE', objectIds: [] };
}

/**
 * A member reads:
 * - their own entries, always (what they did themselves, their own sign-ins);
 * - every entry of a section where some action reaches EVERYTHING;
 * - the entries of the objects they were SELECTED for, in a section where they reach only those;
 * - entries without a section (jobs, files) of others only when they oversee members (USER_MANAGEMENT VIEW,
 *   EVERYTHING), as before sections existed.
 */
export function activityScope(auth: AuthContext): ListScope {
  return {
    accountId: auth.accountId,
    access: { accessLevel: 'EVERYTHING', objectIds: [] },
    where: (params) => {
      const everything: Section[] = [];
      const parts = [`user_id = ${params.add(auth.user.userId)}`];
      for (const section of SECTIONS) {
        const reach = sectionReach(auth, section);
        if (reach.accessLevel === 'EVERYTHING') everything.push(section);
        else if (reach.accessLevel === 'SELECTED') {
          parts.push(`(section = ${params.add(section)} AND object_id = ANY(${params.add(reach.objectIds)}::text[]))`);
        }
      }
      if (everything.length > 0) parts.push(`section = ANY(${params.add(everything)}::text[])`);
      if (overseesMembers(auth.permissions)) parts.push('section IS NULL');
      return parts.join(' OR ');
    },
  };
}
