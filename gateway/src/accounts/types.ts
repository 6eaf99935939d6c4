// Shapes of the accounts REST endpoints (GET /me, GET /users?ids=), which the GraphQL types are resolved from.
import type { MeJson, MembershipJson, UserJson } from '@aid/common';

export type UserRecord = UserJson;
export type MembershipRecord = MembershipJson;
export type MeRecord = MeJson;
