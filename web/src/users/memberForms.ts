// What the invite and roles forms share: the organisation's roles to choose from, the field names a refusal may
// name, and how a refused roleIds entry (`roleIds.2`) lands on the roles field.
import { graphql } from '../generated/gql.js';

export const MemberRolesDocument = graphql(`
  query MemberRoles {
    roles {
      roleId
      roleName
    }
  }
`);

export const MEMBER_RESULT_FIELDS = ['email', 'roleIds'] as const;
export type MemberField = (typeof MEMBER_RESULT_FIELDS)[number];

export const isMemberField = (name: string): name is MemberField =>
  (MEMBER_RESULT_FIELDS as readonly string[]).includes(name);

/** Field errors as the API names them (`roleIds.2`), on the form's fields (`roleIds`). */
export function onFormFields<E extends { field: string }>(errors: readonly E[] | null | undefined): E[] {
  return (errors ?? []).map((e) => (e.field.startsWith('roleIds.') ? { ...e, field: 'roleIds' } : e));
}
