// Roles as the REST API returns them (the roles domain says what they carry); the schema's list shape of their
// permissions is produced by the access resolvers.
export type { RoleRecord } from '../roles/types.js';
