// A partner key as the REST API returns it; `roleId` and `createdBy` are looked up by the resolvers.
import type { ApiKeyJson } from '@aid/common/apikeys';

export type ApiKeyRecord = ApiKeyJson;
