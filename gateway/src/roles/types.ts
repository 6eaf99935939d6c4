// Roles as the REST API returns them. In `me` a membership's roles come without who holds them; those fields are
// then looked up by the roles resolvers (GET /roles?ids=).
import type { Role } from '@aid/common/permissions';
import type { RoleDetailJson } from '@aid/common/roles';

export type RoleRecord = Role & Partial<Omit<RoleDetailJson, keyof Role>>;
