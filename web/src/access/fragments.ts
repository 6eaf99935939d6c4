// The permission shape every query that needs permissions selects: one definition, so all of them read the
// same fields (spec §6: section → action → access level and object ids).
import { graphql } from '../generated/gql.js';

export const SectionPermissionFields = graphql(`
  fragment SectionPermission_fields on SectionPermission {
    section
    access {
      action
      accessLevel
      objectIds
    }
  }
`);
