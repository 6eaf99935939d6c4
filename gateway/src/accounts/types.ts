// Shapes of the accounts REST endpoints (GET /me, GET /users?ids=, GET /organization), which the GraphQL types are
// resolved from; countries come from the shared table in common, without a REST call.
import type { Country, MeJson, MembershipJson, OrganizationJson, SubAccountJson, UserJson } from '@aid/common/accounts';

export type UserRecord = UserJson;
export type MembershipRecord = MembershipJson;
export type MeRecord = MeJson;
export type OrganizationRecord = OrganizationJson;
export type SubAccountRecord = SubAccountJson;
export type CountryRecord = Country;
