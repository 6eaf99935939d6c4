// Who may do what with which distribution: each type has its own section (CASH_DISTRIBUTION, …), and a SELECTED
// grant names distributions or whole programs (their ids in objectIds), as the programs domain does for programs.
import {
  DISTRIBUTION_MESSAGES,
  DISTRIBUTION_SECTION,
  DISTRIBUTION_TYPES,
  type DistributionType,
} from '@aid/common/distributions';
import { type Access, type Action, accessFor } from '@aid/common/permissions';
import { type AuthContext, requireAccess } from '../auth/context.js';
import { AuthError } from '../auth/errors.js';
import type { ListScope } from '../db/list.js';
import type { SqlParams } from '../db/params.js';
import { DistributionError } from './errors.js';

const EVERYTHING: Access = { accessLevel: 'EVERYTHING', objectIds: [] };

function grantCondition(type: DistributionType, access: Access, params: SqlParams): string {
  const typeCondition = `distributions.distribution_type = ${params.add(type)}`;
  if (access.accessLevel === 'EVERYTHING') return typeCondition;
  const ids = params.add(access.objectIds);
  return `(${typeCondition} AND (distributions.distribution_id = ANY(${ids}::text[])
    OR distributions.program_id = ANY(${ids}::text[])))`;
}

/**
 * The distributions the caller may `action` (VIEW for reading): those of every type they hold the action on, each
 * narrowed by its SELECTED ids. 403 when they hold it on no type at all.
 */
export function distributionScope(auth: AuthContext, action: Action, where?: ListScope['where']): ListScope {
  const grants = DISTRIBUTION_TYPES.flatMap((type) => {
    const access = accessFor(auth.permissions, DISTRIBUTION_SECTION[type], action);
    return access.accessLevel === 'NONE' ? [] : [{ type, access }];
  });
  if (grants.length === 0) {
    throw new AuthError('FORBIDDEN', DISTRIBUTION_MESSAGES.noAccessToAny({ action }));
  }
  return {
    accountId: auth.accountId,
    access: EVERYTHING,
    where: (params) => {
      const parts = [`(${grants.map((g) => grantCondition(g.type, g.access, params)).join(' OR ')})`];
      if (where) parts.push(`(${where(params)})`);
      return parts.join(' AND ');
    },
  };
}

/** 403 unless the caller holds `action` on this distribution's section, for it or its program. */
export function requireDistributionAccess(
  auth: AuthContext,
  action: Action,
  target: { type: DistributionType; distributionId?: string; programId: string },
): void {
  const access = requireAccess(auth, DISTRIBUTION_SECTION[target.type], action);
  if (access.accessLevel === 'EVERYTHING') return;
  const ids = access.objectIds;
  if (ids.includes(target.programId) || (target.distributionId && ids.includes(target.distributionId))) return;
  throw new DistributionError('FORBIDDEN', DISTRIBUTION_MESSAGES.noAccessToType({ action, type: target.type }));
}
