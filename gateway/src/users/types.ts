// A member as the REST API returns it (GET /members); `invitedBy` is a user id the resolvers look up.
import type { UserAccountJson } from '@aid/common/users';
import type { Connection } from '../rest/connection.js';

export type UserAccountRecord = UserAccountJson;
export type UserAccountConnectionRecord = Connection<UserAccountRecord>;
