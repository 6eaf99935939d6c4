// Roles as the REST API returns them; the schema's list shape is produced by the access resolvers.
import type { Role } from '@aid/common';

export type RoleRecord = Role;
