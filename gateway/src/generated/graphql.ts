import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProgramRecord, ProgramConnectionRecord } from '../programs/types.js';
import type { ActivityLogRecord, ActivityLogConnectionRecord } from '../activity/types.js';
import type { JobRecord, JobConnectionRecord } from '../jobs/types.js';
import type { UserRecord, MeRecord, MembershipRecord } from '../accounts/types.js';
import type { RoleRecord } from '../access/types.js';
import type { ApiKeyRecord } from '../apikeys/types.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 calendar date, e.g. 2026-11-21. */
  Date: { input: string; output: string; }
  /** An ISO 8601 date and time with time zone, e.g. 2026-11-21T08:00:00.000Z. */
  DateTime: { input: string; output: string; }
  /** An amount in minor units (cents) as a whole number up to 2^53 - 1; divide by 100 to display. */
  MinorUnits: { input: number; output: number; }
};

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

/** Access granted for one action: a level and, for SELECTED, the object ids it is limited to. */
export type ActionAccess = {
  __typename?: 'ActionAccess';
  /** EVERYTHING, SELECTED (only `objectIds`) or NONE. */
  accessLevel: AccessLevel;
  /** The action this access is for. */
  action: Action;
  /** Ids the access is limited to when `accessLevel` is SELECTED; empty otherwise. */
  objectIds: Array<Scalars['String']['output']>;
};

/** What a logged change did. */
export type ActivityAction =
  | 'CANCEL'
  | 'CREATE'
  | 'DELETE'
  | 'UPDATE';

/** Who changed what, when, and from which page. */
export type ActivityLog = {
  __typename?: 'ActivityLog';
  /** What the change did. */
  action: ActivityAction;
  /** The fields that changed. */
  changes: Array<FieldChange>;
  /** When the change was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Id with prefix nlg--. */
  logId: Scalars['ID']['output'];
  /** The id of the object changed. */
  objectId: Scalars['ID']['output'];
  /** The kind of object changed. */
  objectType: ActivityObjectType;
  /** The page the change was made from (the x-sitepath header), if known. */
  sitePath?: Maybe<Scalars['String']['output']>;
  /** The member who made the change; null for a user since removed. */
  user?: Maybe<User>;
};

/** A page of the activity log. */
export type ActivityLogConnection = {
  __typename?: 'ActivityLogConnection';
  /** The entries of this page, in the requested order. */
  edges: Array<ActivityLogEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Entries matching the filter that the caller may see; counted only when selected. */
  totalCount: Scalars['Int']['output'];
};

/** An activity log entry in a page, with its cursor. */
export type ActivityLogEdge = {
  __typename?: 'ActivityLogEdge';
  /** Pass as `after` to continue after this entry. */
  cursor: Scalars['String']['output'];
  /** The entry. */
  node: ActivityLog;
};

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
  conditions?: InputMaybe<Array<ActivityLogFilterCondition>>;
  /** AND: all conditions and groups must hold; OR: at least one. */
  connector?: InputMaybe<LogicalConnector>;
  /** Nested groups (at most 5 levels, 50 conditions in all). */
  groups?: InputMaybe<Array<ActivityLogFilter>>;
};

/** One condition on the activity log; see ProgramFilterCondition for the rules of `value` and `values`. */
export type ActivityLogFilterCondition = {
  /** The field compared. */
  field: ActivityLogField;
  /** How it is compared. */
  operator: FilterOperator;
  /** The value for single-value operators. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** Two values for BETWEEN, one or more for IN. */
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** The kind of object an activity log entry points at. */
export type ActivityObjectType =
  | 'API_KEY'
  | 'FILE'
  | 'JOB'
  | 'PROGRAM';

/**
 * A partner API key: a named credential for an integration partner, bound to one role of one organisation. The
 * partner sends it as `Authorization: Bearer <key>` to the GraphQL gateway (POST /graphql) only; the REST API and
 * file uploads refuse it. The key is stored hashed and shown once, in the answer to `createApiKey`.
 */
export type ApiKey = {
  __typename?: 'ApiKey';
  /** Id with prefix key--. */
  apiKeyId: Scalars['ID']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The administrator who created it. */
  createdBy?: Maybe<User>;
  /** When it last opened the gateway (updated at most once a minute). */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the key is for, e.g. the partner's system; unique among the organisation's active keys. */
  name: Scalars['String']['output'];
  /** The key's first characters, to recognise it; never enough to use it. */
  prefix: Scalars['String']['output'];
  /** When it was revoked. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The role whose permissions the key has, or null when that role was deleted (the key then may do nothing). */
  role?: Maybe<Role>;
  /** ACTIVE until revoked. */
  status: ApiKeyStatus;
};

/** Outcome of a key mutation: the key, or the reason it was refused. */
export type ApiKeyResult = {
  __typename?: 'ApiKeyResult';
  /** The key as it now is; null when refused. */
  apiKey?: Maybe<ApiKey>;
  /** Why it was refused (NOT_FOUND, CONFLICT, VALIDATION_FAILED), when `apiKey` is null. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when `apiKey` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /**
   * The whole key, in the answer to `createApiKey` only: copy it now, it cannot be shown again. Null in every other
   * answer.
   */
  secret?: Maybe<Scalars['String']['output']>;
};

/** Whether a partner API key still opens the gateway. */
export type ApiKeyStatus =
  /** Accepted as a bearer credential by the GraphQL gateway. */
  | 'ACTIVE'
  /** Refused from the moment it was revoked; kept for the activity log. */
  | 'REVOKED';

/** A new partner key. */
export type CreateApiKeyInput = {
  /** What the key is for, 1 to 100 characters; unique among the organisation's active keys. */
  name: Scalars['String']['input'];
  /** The role whose permissions the key gets (one of `roles`). */
  roleId: Scalars['ID']['input'];
};

/** A new program. */
export type CreateProgramInput = {
  /** Budget in minor units; not negative. */
  budget?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** ISO 4217 code, three capital letters. */
  currency: Scalars['String']['input'];
  /** Free text. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, not before `startDate`. */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** 1 to 200 characters, unique within the organisation. */
  programName: Scalars['String']['input'];
  /** ACTIVE unless given. */
  programStatus?: InputMaybe<ProgramStatus>;
  /** What the program hands out. */
  programType: ProgramType;
  /** YYYY-MM-DD. */
  startDate?: InputMaybe<Scalars['Date']['input']>;
};

/** How a beneficiary came into the system: F-I file import, E-F external form, I internal (spec §3). */
export type CreationMethod =
  | 'EXTERNAL_FORM'
  | 'FILE_IMPORT'
  | 'INTERNAL';

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

/** One parameter of a field error, e.g. max = 200. */
export type ErrorParam = {
  __typename?: 'ErrorParam';
  /** Parameter name, e.g. max. */
  name: Scalars['String']['output'];
  /** Its value as text. */
  value: Scalars['String']['output'];
};

/** One field's value before and after a change. */
export type FieldChange = {
  __typename?: 'FieldChange';
  /** The field, as named in the API, e.g. programName. */
  field: Scalars['String']['output'];
  /** The value before, as JSON text; null when there was none (always on CREATE). */
  from?: Maybe<Scalars['String']['output']>;
  /** The value after, as JSON text; null when cleared. */
  to?: Maybe<Scalars['String']['output']>;
};

/** A problem with one input field, which the user can fix. */
export type FieldError = {
  __typename?: 'FieldError';
  /** Why, as a code the client can translate. */
  code: FieldErrorCode;
  /** The input field, e.g. programName. */
  field: Scalars['String']['output'];
  /** Why the value was refused, in English. */
  message: Scalars['String']['output'];
  /** Values the reason refers to, e.g. max = 200 for TOO_LONG. */
  params: Array<ErrorParam>;
};

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

/** Beneficiary gender (spec §3). */
export type Gender =
  /** Female */
  | 'F'
  /** Male */
  | 'M'
  /** Other */
  | 'O'
  /** Prefer not to say */
  | 'PNTS';

/** Long work (imports, exports, voucher generation) running in the background, with progress. */
export type Job = {
  __typename?: 'Job';
  /** Attempts started so far; a failed attempt is retried while attempts remain. */
  attempts: Scalars['Int']['output'];
  /** Whether someone asked to cancel it; a running job stops at its next step. */
  cancelRequested: Scalars['Boolean']['output'];
  /** When it was asked for. */
  createdAt: Scalars['DateTime']['output'];
  /** The member who started it. */
  createdBy?: Maybe<User>;
  /** Why the job failed, or why the last attempt failed while it waits to be retried. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** When it ended. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Id with prefix job--. */
  jobId: Scalars['ID']['output'];
  /** What the job does. */
  kind: JobKind;
  /** How far it has come. */
  progress: JobProgress;
  /** What a COMPLETED job produced, as JSON text. */
  result?: Maybe<Scalars['String']['output']>;
  /** When its current or last attempt started. */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where it is. */
  status: JobStatus;
  /** Whether the caller may cancel it: its starter or an administrator, while it has not ended. */
  viewerCanCancel: Scalars['Boolean']['output'];
};

/** A page of jobs. */
export type JobConnection = {
  __typename?: 'JobConnection';
  /** The jobs of this page, in the requested order. */
  edges: Array<JobEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Jobs matching the filter; counted only when selected. */
  totalCount: Scalars['Int']['output'];
};

/** A job in a page, with its cursor. */
export type JobEdge = {
  __typename?: 'JobEdge';
  /** Pass as `after` to continue after this job. */
  cursor: Scalars['String']['output'];
  /** The job. */
  node: Job;
};

/** Fields jobs can be filtered on. */
export type JobField =
  | 'CREATED_AT'
  | 'CREATED_BY'
  | 'FINISHED_AT'
  | 'KIND'
  | 'STATUS';

/** Conditions and nested groups joined by `connector` (AND by default). */
export type JobFilter = {
  /** Conditions of this group. */
  conditions?: InputMaybe<Array<JobFilterCondition>>;
  /** AND: all conditions and groups must hold; OR: at least one. */
  connector?: InputMaybe<LogicalConnector>;
  /** Nested groups (at most 5 levels, 50 conditions in all). */
  groups?: InputMaybe<Array<JobFilter>>;
};

/** One condition on jobs; see ProgramFilterCondition for the rules of `value` and `values`. */
export type JobFilterCondition = {
  /** The field compared. */
  field: JobField;
  /** How it is compared. */
  operator: FilterOperator;
  /** The value for single-value operators. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** Two values for BETWEEN, one or more for IN. */
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** What a job does. DEMO counts slowly and is there to try the job machinery (progress, cancel, retry). */
export type JobKind =
  | 'DEMO';

/** How far a job has come. */
export type JobProgress = {
  __typename?: 'JobProgress';
  /** Units done so far. */
  done: Scalars['Int']['output'];
  /** done / total as a whole percentage, once total is known. */
  percent?: Maybe<Scalars['Int']['output']>;
  /** Units in all, once known. */
  total?: Maybe<Scalars['Int']['output']>;
};

/** Outcome of a job mutation: the job, or the reason it was refused. */
export type JobResult = {
  __typename?: 'JobResult';
  /** Why it was refused (NOT_FOUND, CONFLICT, VALIDATION_FAILED), when `job` is null. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** The job as it now is; null when refused. */
  job?: Maybe<Job>;
  /** What went wrong, when `job` is null. */
  message?: Maybe<Scalars['String']['output']>;
};

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

/** The signed-in user: profile, memberships and the permissions in the current organisation. */
export type Me = {
  __typename?: 'Me';
  /** Interface language, default en. */
  applicationLanguage: Scalars['String']['output'];
  /** The organisation this request acts in (x-accountid, else the default one); null for a user without any. */
  currentAccountId?: Maybe<Scalars['ID']['output']>;
  /** Whether the user's own registration details are complete. */
  detailsCompleted: Scalars['Boolean']['output'];
  /** True with more than one ACTIVE membership: the user can switch organisations. */
  hasMultipleAccounts: Scalars['Boolean']['output'];
  /** Every organisation the user belongs to, whatever the status, oldest first. */
  memberships: Array<Membership>;
  /** Multi-factor settings as the platform last saw them. */
  mfaSettings: MfaSettings;
  /** Number format, default en-US. */
  numberFormat: Scalars['String']['output'];
  /** Effective permissions in the current organisation across all the user's roles there. */
  permissions: Array<SectionPermission>;
  /** Phone number in international format, if given. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** The user's own profile. */
  user: User;
};

/** Status of a user's membership of an organisation. */
export type MemberStatus =
  | 'ACTIVE'
  | 'DISABLED'
  | 'INVITATION_SENT'
  | 'SUSPENDED';

/** An organisation (account) the signed-in user belongs to, with the user's roles there. */
export type Membership = {
  __typename?: 'Membership';
  /** Id of the organisation, prefix acc--. */
  accountId: Scalars['ID']['output'];
  /** Whether the organisation's registration details are complete. */
  detailsCompleted: Scalars['Boolean']['output'];
  /** Menu colour as 6 hex digits without '#'; 2268AE by default. */
  menuColour: Scalars['String']['output'];
  /** Null until the organisation's details are entered (the top bar then shows 'Pending'). */
  organizationName?: Maybe<Scalars['String']['output']>;
  /** The user's roles in this organisation, in order; the first decides whether the user is ADMIN. */
  roles: Array<Role>;
  /** Only ACTIVE members can act in the organisation. */
  status: MemberStatus;
};

/** Multi-factor settings of the signed-in user. */
export type MfaSettings = {
  __typename?: 'MfaSettings';
  /** Whether the user has turned on a second factor. */
  mfaEnabled: Scalars['Boolean']['output'];
  /** SOFTWARE_TOKEN_MFA by default. */
  mfaPreferred: Scalars['String']['output'];
};

/** Entry points for changing data. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Asks a job to stop: a waiting job is cancelled at once, a running one at its next step. */
  cancelJob: JobResult;
  /**
   * Creates a partner key bound to a role. Needs USER_MANAGEMENT CREATE at level EVERYTHING, by a person: a partner
   * key cannot create keys. The answer's `secret` is the only time the key is shown.
   */
  createApiKey: ApiKeyResult;
  /** Creates a program in the current organisation; refusals come back in the result. */
  createProgram: ProgramResult;
  /** Revokes a key at once. Needs USER_MANAGEMENT DELETE at level EVERYTHING, by a person. */
  revokeApiKey: ApiKeyResult;
  /** Starts a DEMO job in the current organisation. */
  startDemoJob: JobResult;
  /** Changes a program; omitted fields stay as they are. */
  updateProgram: ProgramResult;
};


/** Entry points for changing data. */
export type MutationCancelJobArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


/** Entry points for changing data. */
export type MutationCreateProgramArgs = {
  input: CreateProgramInput;
};


/** Entry points for changing data. */
export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationStartDemoJobArgs = {
  input: StartDemoJobInput;
};


/** Entry points for changing data. */
export type MutationUpdateProgramArgs = {
  id: Scalars['ID']['input'];
  input: UpdateProgramInput;
};

/** Paging information of a connection. Pass `endCursor` as `after` for the next page, `startCursor` as `before` (with `last`) for the previous one. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass as `after` to get the next page; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether another page follows `endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether a page comes before `startCursor` (known when paging backwards with `before`; otherwise true after a cursor). */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Pass as `before` (with `last`) to get the previous page; null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A program: the frame that distributions belong to. */
export type Program = {
  __typename?: 'Program';
  /** Budget in minor units (cents); the UI divides by 100 and shows two decimals. */
  budget?: Maybe<Scalars['MinorUnits']['output']>;
  /** When the program was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The user who created the program (looked up in batches). */
  createdBy?: Maybe<User>;
  /** ISO 4217 code of the budget's currency. */
  currency: Scalars['String']['output'];
  /** Free text about the program. */
  description?: Maybe<Scalars['String']['output']>;
  /** Last day of the program; not before `startDate`. */
  endDate?: Maybe<Scalars['Date']['output']>;
  /** Id with prefix prg--. */
  programId: Scalars['ID']['output'];
  /** Name, unique within the organisation (ignoring case). */
  programName: Scalars['String']['output'];
  /** ACTIVE while running, CLOSED after. */
  programStatus: ProgramStatus;
  /** What the program hands out. */
  programType: ProgramType;
  /** First day of the program. */
  startDate?: Maybe<Scalars['Date']['output']>;
  /** When the program last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The user who last changed the program. */
  updatedBy?: Maybe<User>;
  /** Whether the caller may change this program (PROGRAMS UPDATE, EVERYTHING or SELECTED with this id). */
  viewerCanUpdate: Scalars['Boolean']['output'];
};

/** A page of programs. */
export type ProgramConnection = {
  __typename?: 'ProgramConnection';
  /** The programs of this page, in the requested order. */
  edges: Array<ProgramEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /**
   * Programs matching the filter that the caller may see, across all pages. Counted only when selected: leave it
   * out when paging through a long list.
   */
  totalCount: Scalars['Int']['output'];
  /** Whether the caller may create programs in this organisation (PROGRAMS CREATE is not NONE). */
  viewerCanCreate: Scalars['Boolean']['output'];
};

/** A program in a page, with its cursor. */
export type ProgramEdge = {
  __typename?: 'ProgramEdge';
  /** Pass as `after` to continue after this program. */
  cursor: Scalars['String']['output'];
  /** The program. */
  node: Program;
};

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
  conditions?: InputMaybe<Array<ProgramFilterCondition>>;
  /** AND: all conditions and groups must hold; OR: at least one. */
  connector?: InputMaybe<LogicalConnector>;
  /** Nested groups (at most 5 levels, 50 conditions in all). */
  groups?: InputMaybe<Array<ProgramFilter>>;
};

/** One condition: `field operator value`. BETWEEN takes two `values`, IN one or more; EXISTS, NOT_EXISTS and IS_NULL none. */
export type ProgramFilterCondition = {
  /** The field compared. */
  field: ProgramField;
  /** How it is compared. */
  operator: FilterOperator;
  /** The value for single-value operators; numbers in minor units, dates as YYYY-MM-DD. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** Two values for BETWEEN, one or more for IN. */
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Outcome of createProgram / updateProgram: the program, or the reasons it was refused. */
export type ProgramResult = {
  __typename?: 'ProgramResult';
  /** VALIDATION_FAILED, NOT_FOUND or CONFLICT when `program` is null. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty on success. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when `program` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The program as saved; null when refused. */
  program?: Maybe<Program>;
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

/** Entry points for reading. */
export type Query = {
  __typename?: 'Query';
  /**
   * The current organisation's activity log, one page at a time (at most 100). Members with USER_MANAGEMENT VIEW at
   * level EVERYTHING see every entry; everyone else sees their own changes. Sorts: CREATED_AT_NEWEST (default) and
   * CREATED_AT_OLDEST.
   */
  activityLogs: ActivityLogConnection;
  /**
   * The current organisation's partner keys, newest first, revoked ones included (at most 200 are kept active).
   * Needs USER_MANAGEMENT VIEW at level EVERYTHING; a partner key cannot list keys.
   */
  apiKeys: Array<ApiKey>;
  /** One job of the current organisation, or null. */
  job?: Maybe<Job>;
  /**
   * The current organisation's jobs, newest first by default; `mine` keeps only the caller's. Sorts: CREATED_AT_NEWEST,
   * CREATED_AT_OLDEST, UPDATED_AT_NEWEST, UPDATED_AT_OLDEST, STATUS, TYPE (the kind).
   */
  jobs: JobConnection;
  /** The signed-in user. Works for users who do not belong to any organisation yet. */
  me: Me;
  /** One program, or null when it does not exist or the caller may not see it. */
  program?: Maybe<Program>;
  /**
   * Programs of the current organisation that the caller may see, one page at a time (at most 100): `first` items
   * `after` a cursor, or the `last` items `before` one.
   */
  programs: ProgramConnection;
  /** The current organisation's roles, by name: what a member or a partner key can be given. */
  roles: Array<Role>;
};


/** Entry points for reading. */
export type QueryActivityLogsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ActivityLogFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SortOption>;
};


/** Entry points for reading. */
export type QueryJobArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryJobsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<JobFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<SortOption>;
};


/** Entry points for reading. */
export type QueryProgramArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryProgramsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProgramFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SortOption>;
};

/** A named set of permissions within an organisation, e.g. ADMIN. */
export type Role = {
  __typename?: 'Role';
  /** What the role grants, per section and action. */
  permissions: Array<SectionPermission>;
  /** Id with prefix rol--. */
  roleId: Scalars['ID']['output'];
  /** Role name; the user is an administrator when their first role is named ADMIN. */
  roleName: Scalars['String']['output'];
  /** PREDEFINED for roles the platform ships, CUSTOM for roles an organisation made. */
  roleType: Scalars['String']['output'];
};

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

/** Access per action within one section. */
export type SectionPermission = {
  __typename?: 'SectionPermission';
  /** Access per action; actions not listed are NONE. */
  access: Array<ActionAccess>;
  /** The section of the product. */
  section: Section;
};

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
  failAttempts?: InputMaybe<Scalars['Int']['input']>;
  /** Milliseconds per step, 0 to 10000. */
  stepMillis?: InputMaybe<Scalars['Int']['input']>;
  /** Steps to count, 1 to 10000. */
  steps: Scalars['Int']['input'];
};

/** Changes to a program; omitted fields stay as they are. */
export type UpdateProgramInput = {
  /** New budget in minor units; null clears it. */
  budget?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** New ISO 4217 code. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** New description; null clears it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** New end date; null clears it. */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** New name, unique within the organisation. */
  programName?: InputMaybe<Scalars['String']['input']>;
  /** New status. */
  programStatus?: InputMaybe<ProgramStatus>;
  /** New type. */
  programType?: InputMaybe<ProgramType>;
  /** New start date; null clears it. */
  startDate?: InputMaybe<Scalars['Date']['input']>;
};

/** A staff member. Name fields may be empty until the user completes registration. */
export type User = {
  __typename?: 'User';
  /** E-mail address, also the sign-in name. */
  email: Scalars['String']['output'];
  /** Given name, null until entered. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Family name, null until entered. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** First and last name, or null when neither is set (the top bar then shows 'Profile'). */
  userFullName?: Maybe<Scalars['String']['output']>;
  /** Id with prefix usr--. */
  userId: Scalars['ID']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccessLevel: AccessLevel;
  Action: Action;
  ActionAccess: ResolverTypeWrapper<ActionAccess>;
  ActivityAction: ActivityAction;
  ActivityLog: ResolverTypeWrapper<ActivityLogRecord>;
  ActivityLogConnection: ResolverTypeWrapper<ActivityLogConnectionRecord>;
  ActivityLogEdge: ResolverTypeWrapper<Omit<ActivityLogEdge, 'node'> & { node: ResolversTypes['ActivityLog'] }>;
  ActivityLogField: ActivityLogField;
  ActivityLogFilter: ActivityLogFilter;
  ActivityLogFilterCondition: ActivityLogFilterCondition;
  ActivityObjectType: ActivityObjectType;
  ApiKey: ResolverTypeWrapper<ApiKeyRecord>;
  ApiKeyResult: ResolverTypeWrapper<Omit<ApiKeyResult, 'apiKey'> & { apiKey?: Maybe<ResolversTypes['ApiKey']> }>;
  ApiKeyStatus: ApiKeyStatus;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateProgramInput: CreateProgramInput;
  CreationMethod: CreationMethod;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ErrorCode: ErrorCode;
  ErrorParam: ResolverTypeWrapper<ErrorParam>;
  FieldChange: ResolverTypeWrapper<FieldChange>;
  FieldError: ResolverTypeWrapper<FieldError>;
  FieldErrorCode: FieldErrorCode;
  FilterOperator: FilterOperator;
  Gender: Gender;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Job: ResolverTypeWrapper<JobRecord>;
  JobConnection: ResolverTypeWrapper<JobConnectionRecord>;
  JobEdge: ResolverTypeWrapper<Omit<JobEdge, 'node'> & { node: ResolversTypes['Job'] }>;
  JobField: JobField;
  JobFilter: JobFilter;
  JobFilterCondition: JobFilterCondition;
  JobKind: JobKind;
  JobProgress: ResolverTypeWrapper<JobProgress>;
  JobResult: ResolverTypeWrapper<Omit<JobResult, 'job'> & { job?: Maybe<ResolversTypes['Job']> }>;
  JobStatus: JobStatus;
  LogicalConnector: LogicalConnector;
  Me: ResolverTypeWrapper<MeRecord>;
  MemberStatus: MemberStatus;
  Membership: ResolverTypeWrapper<MembershipRecord>;
  MfaSettings: ResolverTypeWrapper<MfaSettings>;
  MinorUnits: ResolverTypeWrapper<Scalars['MinorUnits']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Program: ResolverTypeWrapper<ProgramRecord>;
  ProgramConnection: ResolverTypeWrapper<ProgramConnectionRecord>;
  ProgramEdge: ResolverTypeWrapper<Omit<ProgramEdge, 'node'> & { node: ResolversTypes['Program'] }>;
  ProgramField: ProgramField;
  ProgramFilter: ProgramFilter;
  ProgramFilterCondition: ProgramFilterCondition;
  ProgramResult: ResolverTypeWrapper<Omit<ProgramResult, 'program'> & { program?: Maybe<ResolversTypes['Program']> }>;
  ProgramStatus: ProgramStatus;
  ProgramType: ProgramType;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: ResolverTypeWrapper<RoleRecord>;
  Section: Section;
  SectionPermission: ResolverTypeWrapper<SectionPermission>;
  SortOption: SortOption;
  StartDemoJobInput: StartDemoJobInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateProgramInput: UpdateProgramInput;
  User: ResolverTypeWrapper<UserRecord>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionAccess: ActionAccess;
  ActivityLog: ActivityLogRecord;
  ActivityLogConnection: ActivityLogConnectionRecord;
  ActivityLogEdge: Omit<ActivityLogEdge, 'node'> & { node: ResolversParentTypes['ActivityLog'] };
  ActivityLogFilter: ActivityLogFilter;
  ActivityLogFilterCondition: ActivityLogFilterCondition;
  ApiKey: ApiKeyRecord;
  ApiKeyResult: Omit<ApiKeyResult, 'apiKey'> & { apiKey?: Maybe<ResolversParentTypes['ApiKey']> };
  Boolean: Scalars['Boolean']['output'];
  CreateApiKeyInput: CreateApiKeyInput;
  CreateProgramInput: CreateProgramInput;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  ErrorParam: ErrorParam;
  FieldChange: FieldChange;
  FieldError: FieldError;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Job: JobRecord;
  JobConnection: JobConnectionRecord;
  JobEdge: Omit<JobEdge, 'node'> & { node: ResolversParentTypes['Job'] };
  JobFilter: JobFilter;
  JobFilterCondition: JobFilterCondition;
  JobProgress: JobProgress;
  JobResult: Omit<JobResult, 'job'> & { job?: Maybe<ResolversParentTypes['Job']> };
  Me: MeRecord;
  Membership: MembershipRecord;
  MfaSettings: MfaSettings;
  MinorUnits: Scalars['MinorUnits']['output'];
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  Program: ProgramRecord;
  ProgramConnection: ProgramConnectionRecord;
  ProgramEdge: Omit<ProgramEdge, 'node'> & { node: ResolversParentTypes['Program'] };
  ProgramFilter: ProgramFilter;
  ProgramFilterCondition: ProgramFilterCondition;
  ProgramResult: Omit<ProgramResult, 'program'> & { program?: Maybe<ResolversParentTypes['Program']> };
  Query: Record<PropertyKey, never>;
  Role: RoleRecord;
  SectionPermission: SectionPermission;
  StartDemoJobInput: StartDemoJobInput;
  String: Scalars['String']['output'];
  UpdateProgramInput: UpdateProgramInput;
  User: UserRecord;
};

export type AccessDirectiveArgs = {
  action: Action;
  section: Section;
};

export type AccessDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = AccessDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AuthenticatedDirectiveArgs = { };

export type AuthenticatedDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = AuthenticatedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ActionAccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionAccess'] = ResolversParentTypes['ActionAccess']> = {
  accessLevel?: Resolver<ResolversTypes['AccessLevel'], ParentType, ContextType>;
  action?: Resolver<ResolversTypes['Action'], ParentType, ContextType>;
  objectIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ActivityLogResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityLog'] = ResolversParentTypes['ActivityLog']> = {
  action?: Resolver<ResolversTypes['ActivityAction'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  logId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  objectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  objectType?: Resolver<ResolversTypes['ActivityObjectType'], ParentType, ContextType>;
  sitePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type ActivityLogConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityLogConnection'] = ResolversParentTypes['ActivityLogConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ActivityLogEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ActivityLogEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityLogEdge'] = ResolversParentTypes['ActivityLogEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ActivityLog'], ParentType, ContextType>;
};

export type ApiKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = {
  apiKeyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApiKeyStatus'], ParentType, ContextType>;
};

export type ApiKeyResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKeyResult'] = ResolversParentTypes['ApiKeyResult']> = {
  apiKey?: Resolver<Maybe<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type ErrorParamResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErrorParam'] = ResolversParentTypes['ErrorParam']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FieldChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldChange'] = ResolversParentTypes['FieldChange']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  code?: Resolver<ResolversTypes['FieldErrorCode'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  params?: Resolver<Array<ResolversTypes['ErrorParam']>, ParentType, ContextType>;
};

export type JobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancelRequested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['JobKind'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['JobProgress'], ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JobStatus'], ParentType, ContextType>;
  viewerCanCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type JobConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobConnection'] = ResolversParentTypes['JobConnection']> = {
  edges?: Resolver<Array<ResolversTypes['JobEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JobEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobEdge'] = ResolversParentTypes['JobEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Job'], ParentType, ContextType>;
};

export type JobProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobProgress'] = ResolversParentTypes['JobProgress']> = {
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type JobResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobResult'] = ResolversParentTypes['JobResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  applicationLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  detailsCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasMultipleAccounts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  memberships?: Resolver<Array<ResolversTypes['Membership']>, ParentType, ContextType>;
  mfaSettings?: Resolver<ResolversTypes['MfaSettings'], ParentType, ContextType>;
  numberFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['SectionPermission']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type MembershipResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  detailsCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  menuColour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MemberStatus'], ParentType, ContextType>;
};

export type MfaSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MfaSettings'] = ResolversParentTypes['MfaSettings']> = {
  mfaEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mfaPreferred?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface MinorUnitsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['MinorUnits'], any> {
  name: 'MinorUnits';
}

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  cancelJob?: Resolver<ResolversTypes['JobResult'], ParentType, ContextType, RequireFields<MutationCancelJobArgs, 'id'>>;
  createApiKey?: Resolver<ResolversTypes['ApiKeyResult'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  createProgram?: Resolver<ResolversTypes['ProgramResult'], ParentType, ContextType, RequireFields<MutationCreateProgramArgs, 'input'>>;
  revokeApiKey?: Resolver<ResolversTypes['ApiKeyResult'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  startDemoJob?: Resolver<ResolversTypes['JobResult'], ParentType, ContextType, RequireFields<MutationStartDemoJobArgs, 'input'>>;
  updateProgram?: Resolver<ResolversTypes['ProgramResult'], ParentType, ContextType, RequireFields<MutationUpdateProgramArgs, 'id' | 'input'>>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProgramResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Program'] = ResolversParentTypes['Program']> = {
  budget?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programStatus?: Resolver<ResolversTypes['ProgramStatus'], ParentType, ContextType>;
  programType?: Resolver<ResolversTypes['ProgramType'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  viewerCanUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProgramConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProgramConnection'] = ResolversParentTypes['ProgramConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProgramEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerCanCreate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProgramEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProgramEdge'] = ResolversParentTypes['ProgramEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Program'], ParentType, ContextType>;
};

export type ProgramResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProgramResult'] = ResolversParentTypes['ProgramResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['Program']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activityLogs?: Resolver<ResolversTypes['ActivityLogConnection'], ParentType, ContextType, RequireFields<QueryActivityLogsArgs, 'first' | 'sort'>>;
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  jobs?: Resolver<ResolversTypes['JobConnection'], ParentType, ContextType, RequireFields<QueryJobsArgs, 'first' | 'mine' | 'sort'>>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['Program']>, ParentType, ContextType, RequireFields<QueryProgramArgs, 'id'>>;
  programs?: Resolver<ResolversTypes['ProgramConnection'], ParentType, ContextType, RequireFields<QueryProgramsArgs, 'first' | 'sort'>>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
};

export type RoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  permissions?: Resolver<Array<ResolversTypes['SectionPermission']>, ParentType, ContextType>;
  roleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SectionPermissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SectionPermission'] = ResolversParentTypes['SectionPermission']> = {
  access?: Resolver<Array<ResolversTypes['ActionAccess']>, ParentType, ContextType>;
  section?: Resolver<ResolversTypes['Section'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userFullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  ActionAccess?: ActionAccessResolvers<ContextType>;
  ActivityLog?: ActivityLogResolvers<ContextType>;
  ActivityLogConnection?: ActivityLogConnectionResolvers<ContextType>;
  ActivityLogEdge?: ActivityLogEdgeResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  ApiKeyResult?: ApiKeyResultResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  ErrorParam?: ErrorParamResolvers<ContextType>;
  FieldChange?: FieldChangeResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  Job?: JobResolvers<ContextType>;
  JobConnection?: JobConnectionResolvers<ContextType>;
  JobEdge?: JobEdgeResolvers<ContextType>;
  JobProgress?: JobProgressResolvers<ContextType>;
  JobResult?: JobResultResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  MfaSettings?: MfaSettingsResolvers<ContextType>;
  MinorUnits?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Program?: ProgramResolvers<ContextType>;
  ProgramConnection?: ProgramConnectionResolvers<ContextType>;
  ProgramEdge?: ProgramEdgeResolvers<ContextType>;
  ProgramResult?: ProgramResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  SectionPermission?: SectionPermissionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  access?: AccessDirectiveResolver<any, any, ContextType>;
  authenticated?: AuthenticatedDirectiveResolver<any, any, ContextType>;
};
