/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How much of a section an action reaches: all objects, only `objectIds`, or nothing. */
export type AccessLevel =
  | 'EVERYTHING'
  | 'NONE'
  | 'SELECTED';

/** Actions a role grants per section. */
export type Action =
  | 'APPROVE'
  | 'CREATE'
  | 'DELETE'
  | 'EXPORT'
  | 'SCAN'
  | 'UPDATE'
  | 'VIEW';

/** What a logged change did. */
export type ActivityAction =
  | 'CANCEL'
  | 'CREATE'
  | 'DELETE'
  | 'UPDATE';

/** Fields the activity log can be filtered on. */
export type ActivityLogField =
  | 'ACTION'
  | 'CREATED_AT'
  | 'OBJECT_ID'
  | 'OBJECT_TYPE'
  | 'SITE_PATH'
  | 'USER_ID';

/** Conditions and nested groups joined by `connector` (AND by default). */
export type ActivityLogFilter = {
  /** Conditions of this group. */
  conditions?: Array<ActivityLogFilterCondition> | null | undefined;
  /** AND: all conditions and groups must hold; OR: at least one. */
  connector?: LogicalConnector | null | undefined;
  /** Nested groups (at most 5 levels, 50 conditions in all). */
  groups?: Array<ActivityLogFilter> | null | undefined;
};

/** One condition on the activity log; see ProgramFilterCondition for the rules of `value` and `values`. */
export type ActivityLogFilterCondition = {
  /** The field compared. */
  field: ActivityLogField;
  /** How it is compared. */
  operator: FilterOperator;
  /** The value for single-value operators. */
  value?: string | null | undefined;
  /** Two values for BETWEEN, one or more for IN. */
  values?: Array<string> | null | undefined;
};

/** The kind of object an activity log entry points at. */
export type ActivityObjectType =
  | 'API_KEY'
  | 'FILE'
  | 'JOB'
  | 'PROGRAM';

/** Whether a partner API key still opens the gateway. */
export type ApiKeyStatus =
  /** Accepted as a bearer credential by the GraphQL gateway. */
  | 'ACTIVE'
  /** Refused from the moment it was revoked; kept for the activity log. */
  | 'REVOKED';

/** A new partner key. */
export type CreateApiKeyInput = {
  /** What the key is for, 1 to 100 characters; unique among the organisation's active keys. */
  name: string;
  /** The role whose permissions the key gets (one of `roles`). */
  roleId: string | number;
};

/** A new program. */
export type CreateProgramInput = {
  /** Budget in minor units; not negative. */
  budget?: number | null | undefined;
  /** ISO 4217 code, three capital letters. */
  currency: string;
  /** Free text. */
  description?: string | null | undefined;
  /** YYYY-MM-DD, not before `startDate`. */
  endDate?: string | null | undefined;
  /** 1 to 200 characters, unique within the organisation. */
  programName: string;
  /** ACTIVE unless given. */
  programStatus?: ProgramStatus | null | undefined;
  /** What the program hands out. */
  programType: ProgramType;
  /** YYYY-MM-DD. */
  startDate?: string | null | undefined;
};

/**
 * Why a request was refused: the REST API's error codes (one table in the code, with one HTTP status each). Mutations
 * answer the codes a user can fix (VALIDATION_FAILED, NOT_FOUND, CONFLICT, PAYLOAD_TOO_LARGE) in their result.
 */
export type ErrorCode =
  /** The request could not be read. */
  | 'BAD_REQUEST'
  /** It clashes with the current state, e.g. a name already used. */
  | 'CONFLICT'
  /** The caller may not do this. */
  | 'FORBIDDEN'
  /** The sign-in service could not be reached. */
  | 'IDENTITY_UNAVAILABLE'
  /** Something failed on the server. */
  | 'INTERNAL'
  /** No such object in this organisation (also for objects of other organisations). */
  | 'NOT_FOUND'
  /** The input is larger than allowed. */
  | 'PAYLOAD_TOO_LARGE'
  /** Too many requests with one partner key; retry after the seconds the Retry-After header gives. */
  | 'RATE_LIMITED'
  /** No valid access token. */
  | 'UNAUTHENTICATED'
  /** The body is not JSON. */
  | 'UNSUPPORTED_MEDIA_TYPE'
  /** Values are refused: `fieldErrors` say which and why. */
  | 'VALIDATION_FAILED';

/** Why one input value was refused; the web shows it in the user's language, filling in `params`. */
export type FieldErrorCode =
  /** A date before another one (params: other, value). */
  | 'DATE_BEFORE'
  /** The text is empty. */
  | 'EMPTY'
  /** The text contains control characters. */
  | 'INVALID_CHARACTERS'
  /** Not an ISO 4217 currency code. */
  | 'INVALID_CURRENCY'
  /** A cursor this list did not return. */
  | 'INVALID_CURSOR'
  /** Not a calendar date YYYY-MM-DD. */
  | 'INVALID_DATE'
  /** Not an ISO 8601 date and time. */
  | 'INVALID_DATE_TIME'
  /** The value is not in the expected format (params: format). */
  | 'INVALID_FORMAT'
  /** Not an id. */
  | 'INVALID_ID'
  /** Not valid here; the message says why. */
  | 'INVALID_VALUE'
  /** The number is negative. */
  | 'NEGATIVE'
  /** The value is not one of the allowed ones (params: values). */
  | 'NOT_ONE_OF'
  /** The number has decimals. */
  | 'NOT_WHOLE_NUMBER'
  /** No value was given. */
  | 'REQUIRED'
  /** The value is already used in this organisation. */
  | 'TAKEN'
  /** The number is too large (params: max). */
  | 'TOO_LARGE'
  /** The text is too long (params: max). */
  | 'TOO_LONG'
  /** Too many entries (params: max). */
  | 'TOO_MANY'
  /** The text is too short (params: min). */
  | 'TOO_SHORT'
  /** The number is too small (params: min). */
  | 'TOO_SMALL'
  /** A field that does not exist. */
  | 'UNKNOWN_FIELD'
  /** The value has the wrong type (params: expected). */
  | 'WRONG_TYPE';

/** Comparison applied by one filter condition. */
export type FilterOperator =
  /** Between `values[0]` and `values[1]`, both included. */
  | 'BETWEEN'
  /** Text contains the value, ignoring case. */
  | 'CONTAINS'
  /** Equal to the value (text ignores case). */
  | 'EQUAL'
  /** The field has a value: not null and, for text, not empty. */
  | 'EXISTS'
  | 'GREATER'
  | 'GREATER_OR_EQUAL'
  /** Equal to one of `values`. */
  | 'IN'
  /** The field is null. */
  | 'IS_NULL'
  | 'LESS'
  | 'LESS_OR_EQUAL'
  /** Text does not contain the value, ignoring case (empty fields match). */
  | 'NOT_CONTAINS'
  /** Different from the value; fields without a value also match. */
  | 'NOT_EQUAL'
  /** The field has no value: null or, for text, empty. */
  | 'NOT_EXISTS';

/** What a job does. DEMO counts slowly and is there to try the job machinery (progress, cancel, retry). */
export type JobKind =
  | 'DEMO';

/** Where a background job is (spec §4 vocabulary): waiting, running, or one of three ends. */
export type JobStatus =
  /** Stopped at a user's request. */
  | 'CANCELLED'
  /** Finished; `result` holds what it produced. */
  | 'COMPLETED'
  /** Ended without finishing; `errorMessage` says why. */
  | 'FAILURE'
  /** A worker is running it; `progress` moves. */
  | 'PROCESSING'
  /** Waiting for a worker (also between a failed attempt and its retry). */
  | 'REQUESTED';

/** How the conditions and sub-groups of a filter group combine. */
export type LogicalConnector =
  | 'AND'
  | 'OR';

/** Status of a user's membership of an organisation. */
export type MemberStatus =
  | 'ACTIVE'
  | 'DISABLED'
  | 'INVITATION_SENT'
  | 'SUSPENDED';

/** Fields programs can be filtered on; which operators apply to each is in the API's field declaration. */
export type ProgramField =
  | 'BUDGET'
  | 'CREATED_AT'
  | 'CURRENCY'
  | 'DESCRIPTION'
  | 'END_DATE'
  | 'PROGRAM_ID'
  | 'PROGRAM_NAME'
  | 'PROGRAM_STATUS'
  | 'PROGRAM_TYPE'
  | 'START_DATE'
  | 'UPDATED_AT';

/** Conditions and nested groups joined by `connector` (AND by default). */
export type ProgramFilter = {
  /** Conditions of this group. */
  conditions?: Array<ProgramFilterCondition> | null | undefined;
  /** AND: all conditions and groups must hold; OR: at least one. */
  connector?: LogicalConnector | null | undefined;
  /** Nested groups (at most 5 levels, 50 conditions in all). */
  groups?: Array<ProgramFilter> | null | undefined;
};

/** One condition: `field operator value`. BETWEEN takes two `values`, IN one or more; EXISTS, NOT_EXISTS and IS_NULL none. */
export type ProgramFilterCondition = {
  /** The field compared. */
  field: ProgramField;
  /** How it is compared. */
  operator: FilterOperator;
  /** The value for single-value operators; numbers in minor units, dates as YYYY-MM-DD. */
  value?: string | null | undefined;
  /** Two values for BETWEEN, one or more for IN. */
  values?: Array<string> | null | undefined;
};

/** Whether a program is running. */
export type ProgramStatus =
  | 'ACTIVE'
  | 'CLOSED';

/** What a program hands out. */
export type ProgramType =
  | 'CASH'
  | 'IN_KIND'
  | 'MIXED'
  | 'VOUCHER';

/** Sections of the product that permissions are granted on (spec §6). */
export type Section =
  | 'BENEFICIARY_LISTS'
  | 'CASH_DISTRIBUTION'
  | 'IN_KIND_DISTRIBUTION'
  | 'NFT'
  | 'PROFILE_AND_ORGANIZATION'
  | 'PROGRAMS'
  | 'RECONCILIATION'
  | 'REPORTS'
  | 'SMART_FORMS'
  | 'USER_MANAGEMENT'
  | 'VOUCHER_DISTRIBUTION'
  | 'VOUCHER_SCANNING';

/** Sort orders offered on lists (spec §3). Ties are broken by id, so paging is stable. */
export type SortOption =
  /** Created At, newest first. */
  | 'CREATED_AT_NEWEST'
  /** Created At, oldest first. */
  | 'CREATED_AT_OLDEST'
  /** Name, A to Z, ignoring case. */
  | 'NAME'
  /** Status, A to Z. */
  | 'STATUS'
  /** Type, A to Z. */
  | 'TYPE'
  /** Updated At, newest first. */
  | 'UPDATED_AT_NEWEST'
  /** Updated At, oldest first. */
  | 'UPDATED_AT_OLDEST';

/** A DEMO job: counts to `steps`, one step every `stepMillis`. */
export type StartDemoJobInput = {
  /** Make the first this many attempts fail halfway (0 to 3), to see a retry. */
  failAttempts?: number | null | undefined;
  /** Milliseconds per step, 0 to 10000. */
  stepMillis?: number | null | undefined;
  /** Steps to count, 1 to 10000. */
  steps: number;
};

export type SectionPermission_FieldsFragment = { section: Section, access: Array<{ action: Action, accessLevel: AccessLevel, objectIds: Array<string> }> } & { ' $fragmentName'?: 'SectionPermission_FieldsFragment' };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: (
    { phoneNumber: string | null, detailsCompleted: boolean, applicationLanguage: string, numberFormat: string, hasMultipleAccounts: boolean, currentAccountId: string | null, user: { userId: string, email: string, firstName: string | null, lastName: string | null, userFullName: string | null }, mfaSettings: { mfaEnabled: boolean, mfaPreferred: string }, memberships: Array<{ accountId: string, organizationName: string | null, menuColour: string, detailsCompleted: boolean, status: MemberStatus, roles: Array<{ roleId: string, roleName: string, roleType: string, permissions: Array<{ ' $fragmentRefs'?: { 'SectionPermission_FieldsFragment': SectionPermission_FieldsFragment } }> }> }>, permissions: Array<{ ' $fragmentRefs'?: { 'SectionPermission_FieldsFragment': SectionPermission_FieldsFragment } }> }
    & { ' $fragmentRefs'?: { 'TopBar_MeFragment': TopBar_MeFragment } }
  ) };

export type ActivityLogTable_LogFragment = { logId: string, action: ActivityAction, objectType: ActivityObjectType, objectId: string, sitePath: string | null, createdAt: string, user: { userId: string, userFullName: string | null, email: string } | null, changes: Array<{ field: string, from: string | null, to: string | null }> } & { ' $fragmentName'?: 'ActivityLogTable_LogFragment' };

export type ActivityLogsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: ActivityLogFilter | null | undefined;
  sort?: SortOption | null | undefined;
}>;


export type ActivityLogsQuery = { activityLogs: { pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ node: { ' $fragmentRefs'?: { 'ActivityLogTable_LogFragment': ActivityLogTable_LogFragment } } }> } };

export type ApiKeyTable_ApiKeyFragment = { apiKeyId: string, name: string, prefix: string, status: ApiKeyStatus, createdAt: string, lastUsedAt: string | null, role: { roleId: string, roleName: string } | null, createdBy: { userId: string, userFullName: string | null, email: string } | null } & { ' $fragmentName'?: 'ApiKeyTable_ApiKeyFragment' };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<(
    { apiKeyId: string }
    & { ' $fragmentRefs'?: { 'ApiKeyTable_ApiKeyFragment': ApiKeyTable_ApiKeyFragment } }
  )> };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { code: ErrorCode | null, message: string | null, apiKey: { apiKeyId: string, status: ApiKeyStatus } | null } };

export type ApiKeyRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeyRolesQuery = { roles: Array<{ roleId: string, roleName: string }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { secret: string | null, code: ErrorCode | null, message: string | null, apiKey: { apiKeyId: string, name: string } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type TopBar_MeFragment = { hasMultipleAccounts: boolean, currentAccountId: string | null, user: { userId: string, userFullName: string | null }, mfaSettings: { mfaEnabled: boolean }, memberships: Array<{ accountId: string, organizationName: string | null, menuColour: string }>, permissions: Array<{ ' $fragmentRefs'?: { 'SectionPermission_FieldsFragment': SectionPermission_FieldsFragment } }> } & { ' $fragmentName'?: 'TopBar_MeFragment' };

export type JobProgress_JobFragment = { jobId: string, kind: JobKind, status: JobStatus, attempts: number, errorMessage: string | null, cancelRequested: boolean, viewerCanCancel: boolean, createdAt: string, startedAt: string | null, finishedAt: string | null, progress: { done: number, total: number | null, percent: number | null } } & { ' $fragmentName'?: 'JobProgress_JobFragment' };

export type CancelJobMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelJobMutation = { cancelJob: { code: ErrorCode | null, message: string | null, job: { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } } | null } };

export type JobQueryVariables = Exact<{
  id: string | number;
}>;


export type JobQuery = { job: (
    { jobId: string, status: JobStatus }
    & { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } }
  ) | null };

export type MyJobsQueryVariables = Exact<{
  first: number;
}>;


export type MyJobsQuery = { jobs: { edges: Array<{ node: (
        { jobId: string, status: JobStatus }
        & { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } }
      ) }> } };

export type StartDemoJobMutationVariables = Exact<{
  input: StartDemoJobInput;
}>;


export type StartDemoJobMutation = { startDemoJob: { code: ErrorCode | null, message: string | null, job: { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } } | null } };

export type CreateProgramMutationVariables = Exact<{
  input: CreateProgramInput;
}>;


export type CreateProgramMutation = { createProgram: { code: ErrorCode | null, message: string | null, program: { programId: string, programName: string } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type ProgramTable_ProgramFragment = { programId: string, programName: string, programType: ProgramType, programStatus: ProgramStatus, currency: string, budget: number | null, startDate: string | null, endDate: string | null, createdAt: string } & { ' $fragmentName'?: 'ProgramTable_ProgramFragment' };

export type ProgramViewQueryVariables = Exact<{
  id: string | number;
}>;


export type ProgramViewQuery = { program: { programId: string, programName: string, description: string | null, programType: ProgramType, programStatus: ProgramStatus, currency: string, budget: number | null, startDate: string | null, endDate: string | null, createdAt: string, updatedAt: string, createdBy: { userId: string, userFullName: string | null, email: string } | null, updatedBy: { userId: string, userFullName: string | null, email: string } | null } | null };

export type ProgramsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: ProgramFilter | null | undefined;
  sort?: SortOption | null | undefined;
}>;


export type ProgramsQuery = { programs: { totalCount: number, viewerCanCreate: boolean, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ cursor: string, node: { ' $fragmentRefs'?: { 'ProgramTable_ProgramFragment': ProgramTable_ProgramFragment } } }> } };

export const ActivityLogTable_LogFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityLogTable_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"sitePath"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<ActivityLogTable_LogFragment, unknown>;
export const ApiKeyTable_ApiKeyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyTable_apiKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ApiKeyTable_ApiKeyFragment, unknown>;
export const SectionPermission_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionPermission_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SectionPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"objectIds"}}]}}]}}]} as unknown as DocumentNode<SectionPermission_FieldsFragment, unknown>;
export const TopBar_MeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopBar_me"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMultipleAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"currentAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"mfaSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"menuColour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionPermission_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionPermission_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SectionPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"objectIds"}}]}}]}}]} as unknown as DocumentNode<TopBar_MeFragment, unknown>;
export const JobProgress_JobFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<JobProgress_JobFragment, unknown>;
export const ProgramTable_ProgramFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramTable_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programType"}},{"kind":"Field","name":{"kind":"Name","value":"programStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ProgramTable_ProgramFragment, unknown>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TopBar_me"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"detailsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"applicationLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"numberFormat"}},{"kind":"Field","name":{"kind":"Name","value":"mfaSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"mfaPreferred"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMultipleAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"currentAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"menuColour"}},{"kind":"Field","name":{"kind":"Name","value":"detailsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionPermission_fields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionPermission_fields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionPermission_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SectionPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"objectIds"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopBar_me"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMultipleAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"currentAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"mfaSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"menuColour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionPermission_fields"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const ActivityLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOption"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityLogTable_log"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityLogTable_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"sitePath"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<ActivityLogsQuery, ActivityLogsQueryVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyTable_apiKey"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyTable_apiKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const ApiKeyRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeyRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]}}]} as unknown as DocumentNode<ApiKeyRolesQuery, ApiKeyRolesQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const CancelJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_job"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<CancelJobMutation, CancelJobMutationVariables>;
export const JobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Job"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_job"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<JobQuery, JobQueryVariables>;
export const MyJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_job"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<MyJobsQuery, MyJobsQueryVariables>;
export const StartDemoJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartDemoJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartDemoJobInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDemoJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_job"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<StartDemoJobMutation, StartDemoJobMutationVariables>;
export const CreateProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProgramInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateProgramMutation, CreateProgramMutationVariables>;
export const ProgramViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"programType"}},{"kind":"Field","name":{"kind":"Name","value":"programStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ProgramViewQuery, ProgramViewQueryVariables>;
export const ProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Programs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOption"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCreate"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramTable_program"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramTable_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programType"}},{"kind":"Field","name":{"kind":"Name","value":"programStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ProgramsQuery, ProgramsQueryVariables>;