import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RoleRecord } from '../access/types.js';
import type { UserRecord, MembershipRecord, MeRecord, CountryRecord, SubAccountRecord, OrganizationRecord } from '../accounts/types.js';
import type { ActivityLogRecord, ActivityLogConnectionRecord } from '../activity/types.js';
import type { ApiKeyRecord } from '../apikeys/types.js';
import type { BeneficiaryDuplicatePairRecord, BeneficiaryDuplicatePairConnectionRecord, BeneficiaryListRecord, BeneficiaryRecord, BeneficiaryListConnectionRecord, BeneficiaryConnectionRecord, BeneficiaryImportRecord, BeneficiaryImportDuplicateRecord } from '../beneficiaries/types.js';
import type { DistributionRecord, EntitlementRecord, DistributionApprovalRecord, DistributionConnectionRecord, EntitlementConnectionRecord, ApprovalSettingsRecord } from '../distributions/types.js';
import type { JobRecord, JobConnectionRecord } from '../jobs/types.js';
import type { MessageTemplateRecord, MessageTemplateConnectionRecord, NotificationSettingsRecord, NotificationConnectionRecord, OutboxMessageConnectionRecord } from '../notifications/types.js';
import type { PaymentProviderRecord, PaymentExportOptionsRecord, PaymentExportRecord } from '../payments/types.js';
import type { ProgramRecord, ProgramConnectionRecord } from '../programs/types.js';
import type { ReportFileRecord, ReportFileConnectionRecord, ReportScheduleRecord, CreationMethodCountRecord, FamilySizeCountRecord, BeneficiaryListReportListRecord, BeneficiaryListReportRecord, DistributionSummaryRowRecord, DistributionSummaryReportRecord } from '../reports/types.js';
import type { SmartFormElementRecord, SmartFormPageRecord, SmartFormDefinitionRecord, SmartFormVersionRecord, SmartFormRecord, SmartFormConnectionRecord, SmartFormSubmissionRecord, SmartFormSubmissionConnectionRecord } from '../smart-forms/types.js';
import type { UserAccountRecord, UserAccountConnectionRecord } from '../users/types.js';
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

/** How much of a section an action reaches. */
export type AccessLevel =
  /** Every object of the section in the organisation. */
  | 'EVERYTHING'
  /** Nothing: what an action a role does not list means. */
  | 'NONE'
  /** Only the objects whose ids are in `objectIds` (PROGRAMS, BENEFICIARY_LISTS and REPORTS only). */
  | 'SELECTED';

/** An organisation's status; only ACTIVE organisations are in use. */
export type AccountStatus =
  /** In use. */
  | 'ACTIVE'
  /** Closed by the platform's operators. */
  | 'DISABLED'
  /** Suspended by the platform's operators. */
  | 'SUSPENDED';

/** What a role may do in a section; which of these each section has is said on `Section` and by `sectionActions`. */
export type Action =
  /** Approve or disapprove what waits for approval (distributions, reconciliations). */
  | 'APPROVE'
  /** Make new objects in the section. */
  | 'CREATE'
  /** Delete objects (or revoke, remove). */
  | 'DELETE'
  /** Download the section's data as files. */
  | 'EXPORT'
  /** Redeem vouchers (VOUCHER_SCANNING only). */
  | 'SCAN'
  /** Change existing objects. */
  | 'UPDATE'
  /** Read: list and open the section's objects. */
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

/** Access to grant for one action of a section. */
export type ActionAccessInput = {
  /** EVERYTHING, SELECTED or NONE (the same as leaving the action out). */
  accessLevel: AccessLevel;
  /** The action; it must be one of the section's (see `sectionActions`). */
  action: Action;
  /**
   * SELECTED only: 1 to 1000 ids of the section's objects. Programs must be programs of this organisation;
   * beneficiary-list ids (bel--…) are checked for form only until beneficiary lists are stored.
   */
  objectIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** What a logged change did. */
export type ActivityAction =
  /** An approver approved a distribution. */
  | 'APPROVE'
  | 'CANCEL'
  | 'CREATE'
  | 'DELETE'
  /** A member was disabled. */
  | 'DISABLE'
  /** An approver refused a distribution, with a reason. */
  | 'DISAPPROVE'
  /** A member was enabled again. */
  | 'ENABLE'
  | 'IMPORT'
  /** A person was invited to the organisation. */
  | 'INVITE'
  | 'MARK_DISTINCT'
  | 'MERGE'
  /** An invitation was sent again with a new temporary password. */
  | 'RESEND_INVITATION'
  /** Someone resolved a family's payment status or a redemption conflict by hand, with a reason (reconciliation). */
  | 'RESOLVE'
  /** A partner key was revoked. */
  | 'REVOKE'
  /** A member signed in (logged once per sign-in, at their first request). */
  | 'SIGN_IN'
  /** A distribution was sent for approval. */
  | 'SUBMIT'
  /** A member made this organisation their default one. */
  | 'SWITCH_ORGANIZATION'
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
  /** The section the entry belongs to (only members with access to it read it); null for jobs and files. */
  section?: Maybe<Section>;
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
  /** The section the entry belongs to (see Section); null for jobs and files. */
  | 'SECTION'
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
  /** The organisation itself: its profile and settings. */
  | 'ACCOUNT'
  | 'API_KEY'
  /** A beneficiary (ben--). */
  | 'BENEFICIARY'
  | 'BENEFICIARY_DUPLICATE'
  | 'BENEFICIARY_IMPORT'
  /** A beneficiary list (grp-- or bel--), its settings and membership. */
  | 'BENEFICIARY_LIST'
  /** A distribution (dis--) of a program. */
  | 'DISTRIBUTION'
  | 'FILE'
  | 'JOB'
  /** A person's membership of the organisation: status and roles. */
  | 'MEMBERSHIP'
  | 'PROGRAM'
  /** A role and its permissions. */
  | 'ROLE'
  /** A smart form (smf--): its settings, draft, publishing and closing. */
  | 'SMART_FORM'
  /** A person's profile. */
  | 'USER';

/** Age bands of sex- and age-disaggregated data, from the date of birth as of today. */
export type AgeBand =
  /** 0 to 4 years. */
  | 'AGE_0_4'
  /** 5 to 17 years. */
  | 'AGE_5_17'
  /** 18 to 59 years. */
  | 'AGE_18_59'
  /** 60 years and older. */
  | 'AGE_60_PLUS'
  /** No date of birth recorded. */
  | 'UNKNOWN';

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
export type ApiKeyResult = MutationResult & {
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
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** Whether a partner API key still opens the gateway. */
export type ApiKeyStatus =
  /** Accepted as a bearer credential by the GraphQL gateway. */
  | 'ACTIVE'
  /** Refused from the moment it was revoked; kept for the activity log. */
  | 'REVOKED';

/** An approver's decision on a submitted distribution. */
export type ApprovalDecision =
  | 'APPROVED'
  /** Needs a reason. */
  | 'DISAPPROVED';

/** An approval rule: distributions whose total exceeds `minTotal` (in `currency`) need `approvers` approvals. */
export type ApprovalRule = {
  __typename?: 'ApprovalRule';
  /** How many different people must approve, 1 to 10. */
  approvers: Scalars['Int']['output'];
  /** ISO 4217 code of `minTotal`. */
  currency: Scalars['String']['output'];
  /** The rule applies to totals above this, in minor units. */
  minTotal: Scalars['MinorUnits']['output'];
};

/** An approval rule to save. */
export type ApprovalRuleInput = {
  /** 1 to 10. */
  approvers: Scalars['Int']['input'];
  /** ISO 4217 code. */
  currency: Scalars['String']['input'];
  /** Minor units; the rule applies to totals above this. */
  minTotal: Scalars['MinorUnits']['input'];
};

/** The organisation's approval rules. Without a rule that applies, one approver suffices. */
export type ApprovalSettings = {
  __typename?: 'ApprovalSettings';
  /** Role pairs that may not approve each other's distributions. */
  incompatibleRoles: Array<IncompatibleRoles>;
  /** Approval rules by total. */
  rules: Array<ApprovalRule>;
  /** When they were last changed; null when never set. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who last changed them. */
  updatedBy?: Maybe<User>;
};

/** The organisation's approval settings, replaced as a whole. */
export type ApprovalSettingsInput = {
  /** At most 20. */
  incompatibleRoles: Array<IncompatibleRolesInput>;
  /** At most 20. */
  rules: Array<ApprovalRuleInput>;
};

/** Outcome of updateApprovalSettings. */
export type ApprovalSettingsResult = MutationResult & {
  __typename?: 'ApprovalSettingsResult';
  /** The settings as saved; null when refused. */
  approvalSettings?: Maybe<ApprovalSettings>;
  /** VALIDATION_FAILED (e.g. a role that does not exist) when refused. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when refused. */
  message?: Maybe<Scalars['String']['output']>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/**
 * A beneficiary: a person registered by the organisation, the main beneficiary of a family. Every beneficiary is in the
 * organisation's master list once, and may be in any number of custom lists.
 */
export type Beneficiary = {
  __typename?: 'Beneficiary';
  /** Id with prefix ben--. */
  beneficiaryId: Scalars['ID']['output'];
  /** When the beneficiary was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The user who created the beneficiary. */
  createdBy?: Maybe<User>;
  /** How the beneficiary came into the system. */
  creationMethod: CreationMethod;
  /** Date of birth, not in the future and not before 1900-01-01. */
  dob?: Maybe<Scalars['Date']['output']>;
  /** E-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  /** The organisation's own reference for the person (e.g. a registration number). */
  externalReferenceNumber?: Maybe<Scalars['String']['output']>;
  /** Given name, 1 to 100 characters, any script. */
  firstName: Scalars['String']['output'];
  /** F, M, PNTS (prefer not to say) or O. */
  gender?: Maybe<Gender>;
  /** The organisation's master list (grp--). */
  groupId: Scalars['ID']['output'];
  /** Family name, 1 to 100 characters, any script. */
  lastName: Scalars['String']['output'];
  /** The lists the beneficiary is in that the caller may see: the master list first, then custom lists by name. */
  lists: Array<BeneficiaryList>;
  /** Nationality, an ISO 3166-1 alpha-2 code (e.g. KE). */
  nationality?: Maybe<Scalars['String']['output']>;
  /** Other people in the beneficiary's family (not counting the beneficiary), 0 to 100. */
  numberOfFamilyMembers: Scalars['Int']['output'];
  /** Phone number in E.164, e.g. +254712345678. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** When the beneficiary last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The user who last changed the beneficiary. */
  updatedBy?: Maybe<User>;
  /** Whether the caller may delete or anonymise this beneficiary (BENEFICIARY_LISTS DELETE on a list that holds them). */
  viewerCanDelete: Scalars['Boolean']['output'];
  /** Whether the caller may edit this beneficiary (BENEFICIARY_LISTS UPDATE on a list that holds them). */
  viewerCanUpdate: Scalars['Boolean']['output'];
};

/** A page of a list's beneficiaries. */
export type BeneficiaryConnection = {
  __typename?: 'BeneficiaryConnection';
  /** The beneficiaries of this page, in the requested order. */
  edges: Array<BeneficiaryEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Beneficiaries of the list matching the filter, across all pages. Counted only when selected. */
  totalCount: Scalars['Int']['output'];
};

/** Fields duplicate pairs can be filtered on. */
export type BeneficiaryDuplicateField =
  | 'CREATED_AT'
  | 'LEVEL'
  | 'SCORE'
  | 'STATUS';

/** Conditions and nested groups joined by `connector` (AND by default). */
export type BeneficiaryDuplicateFilter = {
  /** Conditions of this group. */
  conditions?: InputMaybe<Array<BeneficiaryDuplicateFilterCondition>>;
  /** AND: all conditions and groups must hold; OR: at least one. */
  connector?: InputMaybe<LogicalConnector>;
  /** Nested groups (at most 5 levels, 50 conditions in all). */
  groups?: InputMaybe<Array<BeneficiaryDuplicateFilter>>;
};

/** One condition on duplicate pairs: `field operator value`. */
export type BeneficiaryDuplicateFilterCondition = {
  /** The field compared. */
  field: BeneficiaryDuplicateField;
  /** How it is compared. */
  operator: FilterOperator;
  /** The value for single-value operators. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** Two values for BETWEEN, one or more for IN. */
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A candidate pair of beneficiaries who may be one person. */
export type BeneficiaryDuplicatePair = {
  __typename?: 'BeneficiaryDuplicatePair';
  /** One of the two (null once merged away or deleted). */
  beneficiaryA?: Maybe<Beneficiary>;
  /** The other (null once merged away or deleted). */
  beneficiaryB?: Maybe<Beneficiary>;
  /** When the pair was found. */
  createdAt: Scalars['DateTime']['output'];
  /** When it was decided. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who decided. */
  decidedBy?: Maybe<User>;
  /** After a merge: the beneficiary kept. */
  keptBeneficiaryId?: Maybe<Scalars['ID']['output']>;
  /** DUPLICATE or POSSIBLE_DUPLICATE, by the organisation's thresholds. */
  level: DuplicateLevel;
  /** Id with prefix dup--. */
  pairId: Scalars['ID']['output'];
  /** What the two share. */
  reasons: Array<DuplicateReason>;
  /** How alike, 0 to 1. */
  score: Scalars['Float']['output'];
  /** PENDING, MERGED or DISTINCT. */
  status: DuplicatePairStatus;
};

/** A page of candidate pairs. */
export type BeneficiaryDuplicatePairConnection = {
  __typename?: 'BeneficiaryDuplicatePairConnection';
  /** The pairs of this page, in the requested order. */
  edges: Array<BeneficiaryDuplicatePairEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Pairs matching the filter, across all pages. Counted only when selected. */
  totalCount: Scalars['Int']['output'];
};

/** A pair in a page, with its cursor. */
export type BeneficiaryDuplicatePairEdge = {
  __typename?: 'BeneficiaryDuplicatePairEdge';
  /** Pass as `after` to continue after this pair. */
  cursor: Scalars['String']['output'];
  /** The pair. */
  node: BeneficiaryDuplicatePair;
};

/** The answer to a decision on a pair. */
export type BeneficiaryDuplicatePairResult = MutationResult & {
  __typename?: 'BeneficiaryDuplicatePairResult';
  /** VALIDATION_FAILED, NOT_FOUND or CONFLICT when `pair` is null. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input. */
  fieldErrors: Array<FieldError>;
  /** Why, when `pair` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The pair as decided; null when refused. */
  pair?: Maybe<BeneficiaryDuplicatePair>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** A beneficiary in a page, with its cursor. */
export type BeneficiaryEdge = {
  __typename?: 'BeneficiaryEdge';
  /** Pass as `after` to continue after this beneficiary. */
  cursor: Scalars['String']['output'];
  /** The beneficiary. */
  node: Beneficiary;
};

/** The answer of deleteBeneficiary and anonymiseBeneficiary. */
export type BeneficiaryErasure = {
  __typename?: 'BeneficiaryErasure';
  /** The beneficiary deleted or anonymised. */
  beneficiaryId: Scalars['ID']['output'];
  /** Evidence photos and signatures deleted with the family's data. */
  filesDeleted: Scalars['Int']['output'];
  /** What happened, in a sentence; says so when a delete anonymised instead. */
  message: Scalars['String']['output'];
  /** DELETED, or ANONYMISED (also when a delete had to anonymise: past distributions still point at the id). */
  outcome: BeneficiaryErasureOutcome;
  /** Distributions still owing the family something (after an anonymisation; a delete is refused then). */
  unfinishedDistributions: Array<BeneficiaryErasureDistribution>;
};

/** A distribution that still owes the family something. */
export type BeneficiaryErasureDistribution = {
  __typename?: 'BeneficiaryErasureDistribution';
  /** The distribution's id. */
  distributionId: Scalars['ID']['output'];
  /** The distribution's name, as the family's entitlement names it. */
  distributionName: Scalars['String']['output'];
};

/** What deleting or anonymising a beneficiary did. */
export type BeneficiaryErasureOutcome =
  /** The record stays without personal data (names "Anonymised"; gender and family size kept for the counts). */
  | 'ANONYMISED'
  /** The beneficiary is gone. */
  | 'DELETED';

/** Outcome of deleteBeneficiary and anonymiseBeneficiary: what was done, or why it was refused. */
export type BeneficiaryErasureResult = MutationResult & {
  __typename?: 'BeneficiaryErasureResult';
  /**
   * NOT_FOUND, or CONFLICT when refused: a delete while a distribution still owes the family something (the message
   * names the distributions), an anonymisation of someone already anonymised. FORBIDDEN comes as a GraphQL error.
   */
  code?: Maybe<ErrorCode>;
  /** What was done; null when refused. */
  erasure?: Maybe<BeneficiaryErasure>;
  /** Always empty: these take no input but the id. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when `erasure` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** Fields beneficiaries can be filtered on; which operators apply to each is in the API's field declaration. */
export type BeneficiaryField =
  | 'CREATED_AT'
  | 'CREATION_METHOD'
  | 'DOB'
  | 'EMAIL'
  | 'EXTERNAL_REFERENCE_NUMBER'
  | 'FIRST_NAME'
  | 'GENDER'
  | 'LAST_NAME'
  | 'NATIONALITY'
  | 'NUMBER_OF_FAMILY_MEMBERS'
  | 'PHONE_NUMBER'
  | 'UPDATED_AT';

/** Conditions and nested groups joined by `connector` (AND by default). */
export type BeneficiaryFilter = {
  /** Conditions of this group. */
  conditions?: InputMaybe<Array<BeneficiaryFilterCondition>>;
  /** AND: all conditions and groups must hold; OR: at least one. */
  connector?: InputMaybe<LogicalConnector>;
  /** Nested groups (at most 5 levels, 50 conditions in all). */
  groups?: InputMaybe<Array<BeneficiaryFilter>>;
};

/**
 * One condition on beneficiaries: `field operator value`. BETWEEN takes two `values`, IN one or more; EXISTS,
 * NOT_EXISTS and IS_NULL none. Dates as YYYY-MM-DD; CREATION_METHOD takes FILE_IMPORT, EXTERNAL_FORM or INTERNAL.
 */
export type BeneficiaryFilterCondition = {
  /** The field compared. */
  field: BeneficiaryField;
  /** How it is compared. */
  operator: FilterOperator;
  /** The value for single-value operators. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** Two values for BETWEEN, one or more for IN. */
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** An import of one file into a list (and so into the master list). */
export type BeneficiaryImport = {
  __typename?: 'BeneficiaryImport';
  /** The list the rows join (the master list, or a custom list as well as the master list). */
  beneficiaryList?: Maybe<BeneficiaryList>;
  /** The dry run's job (progress). */
  checkJob?: Maybe<Job>;
  /** When it was started. */
  createdAt: Scalars['DateTime']['output'];
  /** Who started it. */
  createdBy?: Maybe<User>;
  /** Valid rows that duplicate someone (see `duplicates`). */
  duplicateRows: Scalars['Int']['output'];
  /** Rows that duplicate a registered beneficiary or an earlier row, one page at a time (at most 100). */
  duplicates: BeneficiaryImportDuplicateConnection;
  /** The encoding used (CSV). */
  encoding?: Maybe<TextEncoding>;
  /** Why the import failed or was cancelled. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The refused cells, by row then field, one page at a time (at most 100). */
  errors: BeneficiaryImportErrorConnection;
  /** The uploaded file. */
  fileId: Scalars['ID']['output'];
  /** Its name. */
  fileName: Scalars['String']['output'];
  /** CSV or XLSX. */
  format: ImportFileFormat;
  /** Id with prefix imp--. */
  importId: Scalars['ID']['output'];
  /** The commit's job (progress, cancel). */
  importJob?: Maybe<Job>;
  /** Rows saved by the commit. */
  importedRows: Scalars['Int']['output'];
  /** Rows with at least one error (see `errors`). */
  invalidRows: Scalars['Int']['output'];
  /** The column mapping used. */
  mapping: Array<BeneficiaryImportMapping>;
  /**
   * Cells accepted after a repair (a phone number a spreadsheet program had turned into digits only), by row then
   * field, one page at a time (at most 100): check them before the commit.
   */
  repairs: BeneficiaryImportRepairConnection;
  /** The sheet read (XLSX). */
  sheetName?: Maybe<Scalars['String']['output']>;
  /** Whether rows found to be DUPLICATEs of the master list or of earlier rows are left out of the commit. */
  skipDuplicates: Scalars['Boolean']['output'];
  /** Where the import stands. */
  status: BeneficiaryImportStatus;
  /** Data rows in the file. */
  totalRows: Scalars['Int']['output'];
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Rows without errors. */
  validRows: Scalars['Int']['output'];
};


/** An import of one file into a list (and so into the master list). */
export type BeneficiaryImportDuplicatesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** An import of one file into a list (and so into the master list). */
export type BeneficiaryImportErrorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** An import of one file into a list (and so into the master list). */
export type BeneficiaryImportRepairsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A beneficiary field a file's column can be mapped to (the template's header row, in this order). */
export type BeneficiaryImportColumn =
  /** YYYY-MM-DD or DD/MM/YYYY (or a date cell); not in the future. */
  | 'dob'
  /** An e-mail address. */
  | 'email'
  /** The organisation's own reference for the person. */
  | 'externalReferenceNumber'
  /** Required. */
  | 'firstName'
  /** F, M, PNTS, O (or Female, Male, Other, Prefer not to say; any case). */
  | 'gender'
  /** Required. */
  | 'lastName'
  /** ISO 3166-1 alpha-2 or alpha-3 code. */
  | 'nationality'
  /** Other people in the family, 0 to 100. */
  | 'numberOfFamilyMembers'
  /**
   * A phone number, saved in E.164: international after + or 00 (+254712345678, 00254 71 2345678, +254 (0)71 234-5678;
   * spaces, dots, dashes and brackets allowed), or national as written in the organisation's country (0712 345678).
   * Digits only, as a spreadsheet program leaves a number (256773627008, 712345678), are repaired by putting back +
   * or the leading 0 when only one of the two is a valid number (see `repairs`); refused when both or neither are.
   */
  | 'phoneNumber';

/** A row of the file that duplicates a registered beneficiary or an earlier row. */
export type BeneficiaryImportDuplicate = {
  __typename?: 'BeneficiaryImportDuplicate';
  /** The row's date of birth. */
  dob?: Maybe<Scalars['Date']['output']>;
  /** The registered beneficiary it duplicates. */
  duplicateOf?: Maybe<Beneficiary>;
  /** Or the earlier row of the same file it duplicates. */
  duplicateOfRow?: Maybe<Scalars['Int']['output']>;
  /** The row's first name. */
  firstName: Scalars['String']['output'];
  /** The row's last name. */
  lastName: Scalars['String']['output'];
  /** DUPLICATE or POSSIBLE_DUPLICATE. */
  level: DuplicateLevel;
  /** What they share. */
  reasons: Array<DuplicateReason>;
  /** Data row, 1 for the first row under the header. */
  rowNumber: Scalars['Int']['output'];
  /** How alike, 0 to 1. */
  score: Scalars['Float']['output'];
};

/** A page of duplicate rows. */
export type BeneficiaryImportDuplicateConnection = {
  __typename?: 'BeneficiaryImportDuplicateConnection';
  /** The duplicate rows of this page. */
  nodes: Array<BeneficiaryImportDuplicate>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Duplicate rows in all. */
  totalCount: Scalars['Int']['output'];
};

/** One refused cell. */
export type BeneficiaryImportError = {
  __typename?: 'BeneficiaryImportError';
  /** Why, as a code (e.g. REQUIRED, INVALID_DATE, NOT_ONE_OF). */
  code: Scalars['String']['output'];
  /** The beneficiary field (or `row` for the row as a whole). */
  field: Scalars['String']['output'];
  /** Why, in English. */
  message: Scalars['String']['output'];
  /** Data row, 1 for the first row under the header. */
  rowNumber: Scalars['Int']['output'];
  /** The value as written (cut at 200 characters). */
  value?: Maybe<Scalars['String']['output']>;
};

/** A page of refused cells. */
export type BeneficiaryImportErrorConnection = {
  __typename?: 'BeneficiaryImportErrorConnection';
  /** The refused cells of this page. */
  nodes: Array<BeneficiaryImportError>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Refused cells in all. */
  totalCount: Scalars['Int']['output'];
};

/** What a file holds, read before importing it. */
export type BeneficiaryImportInspection = {
  __typename?: 'BeneficiaryImportInspection';
  /** The encoding used to read a CSV file (detected or chosen); null for XLSX. */
  encoding?: Maybe<TextEncoding>;
  /** The uploaded file. */
  fileId: Scalars['ID']['output'];
  /** Its name. */
  fileName: Scalars['String']['output'];
  /** CSV or XLSX, from the file's bytes. */
  format: ImportFileFormat;
  /** The header row. */
  headers: Array<Scalars['String']['output']>;
  /** A mapping for every header: the organisation's last mapping, else the header's own name. */
  mapping: Array<BeneficiaryImportMapping>;
  /** Columns that must be mapped. */
  requiredColumns: Array<BeneficiaryImportColumn>;
  /** The first data rows (at most 5), as text. */
  sampleRows: Array<Array<Scalars['String']['output']>>;
  /** The sheet read. */
  sheetName?: Maybe<Scalars['String']['output']>;
  /** The sheets of an XLSX file, in order; empty for CSV. */
  sheets: Array<Scalars['String']['output']>;
  /** Size of the file in bytes. */
  totalBytes: Scalars['Float']['output'];
};

/** The answer to inspecting a file: the inspection, or why the file cannot be imported. */
export type BeneficiaryImportInspectionResult = MutationResult & {
  __typename?: 'BeneficiaryImportInspectionResult';
  /** VALIDATION_FAILED, NOT_FOUND or PAYLOAD_TOO_LARGE when `inspection` is null. */
  code?: Maybe<ErrorCode>;
  /** Details, e.g. `sheetName` SHEET_REQUIRED with the sheets to choose from. */
  fieldErrors: Array<FieldError>;
  /** What the file holds; null when refused. */
  inspection?: Maybe<BeneficiaryImportInspection>;
  /** Why, when `inspection` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** One file column and the field it fills; `column` null means the column is ignored. */
export type BeneficiaryImportMapping = {
  __typename?: 'BeneficiaryImportMapping';
  /** The beneficiary field it fills, or null: ignored. */
  column?: Maybe<BeneficiaryImportColumn>;
  /** The header as written in the file. */
  header: Scalars['String']['output'];
};

/** One file column and the field it fills. */
export type BeneficiaryImportMappingInput = {
  /** The beneficiary field it fills; null ignores the column. */
  column?: InputMaybe<BeneficiaryImportColumn>;
  /** The header as written in the file. */
  header: Scalars['String']['input'];
};

/** One cell accepted after a repair. */
export type BeneficiaryImportRepair = {
  __typename?: 'BeneficiaryImportRepair';
  /** The beneficiary field. */
  field: Scalars['String']['output'];
  /** What was put back. */
  kind: BeneficiaryImportRepairKind;
  /** What was done, in English. */
  message: Scalars['String']['output'];
  /** The value as the file has it (cut at 200 characters). */
  original: Scalars['String']['output'];
  /** Data row, 1 for the first row under the header. */
  rowNumber: Scalars['Int']['output'];
  /** The value saved. */
  stored: Scalars['String']['output'];
};

/** A page of repaired cells. */
export type BeneficiaryImportRepairConnection = {
  __typename?: 'BeneficiaryImportRepairConnection';
  /** The repaired cells of this page. */
  nodes: Array<BeneficiaryImportRepair>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Repaired cells in all. */
  totalCount: Scalars['Int']['output'];
};

/** What was put back into a cell a spreadsheet program had changed. */
export type BeneficiaryImportRepairKind =
  /** The number had lost its leading +: the international number with + put back. */
  | 'PLUS_RESTORED'
  /** The number had lost its leading 0: a national number of the organisation's country with 0 put back. */
  | 'ZERO_RESTORED';

/** The answer to starting or committing an import. */
export type BeneficiaryImportResult = MutationResult & {
  __typename?: 'BeneficiaryImportResult';
  /** VALIDATION_FAILED, NOT_FOUND or CONFLICT when `import` is null. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input (e.g. `mapping`). */
  fieldErrors: Array<FieldError>;
  /** The import; null when refused. */
  import?: Maybe<BeneficiaryImport>;
  /** Why, when `import` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** Where an import stands. */
export type BeneficiaryImportStatus =
  /** The commit was cancelled; nothing was imported. */
  | 'CANCELLED'
  /** The dry run finished: read the report, then commit. */
  | 'CHECKED'
  /** The dry run is reading and checking the file. */
  | 'CHECKING'
  /** The file could not be read; `errorMessage` says why. Nothing was saved. */
  | 'CHECK_FAILED'
  /** Every valid row was saved (`importedRows`). */
  | 'IMPORTED'
  /** The valid rows are being saved. */
  | 'IMPORTING'
  /** The commit failed; nothing was imported. */
  | 'IMPORT_FAILED';

/**
 * A beneficiary list. Counts are kept correct in the same transaction as every change: `numberOfMainBeneficiaries` and
 * `numberOfFamilies` are the number of beneficiaries in the list (each beneficiary is the main beneficiary of one
 * family), `numberOfFamilyMembers` is the number of people those families hold: for each beneficiary, 1 plus their
 * `numberOfFamilyMembers`.
 */
export type BeneficiaryList = {
  __typename?: 'BeneficiaryList';
  /** Id with prefix grp-- for the master list, bel-- for a custom list. */
  beneficiaryListId: Scalars['ID']['output'];
  /** When the list was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The user who created the list (null for the master list, made by the system). */
  createdBy?: Maybe<User>;
  /** Id or address of an external smart form that feeds this list (creation method EXTERNAL_FORM). */
  externalSmartForm?: Maybe<Scalars['String']['output']>;
  /** Free text about the list. */
  listComments?: Maybe<Scalars['String']['output']>;
  /** Name, 1 to 100 characters, unique among the organisation's lists (ignoring case). */
  listName: Scalars['String']['output'];
  /** MASTER or CUSTOM. */
  listType: BeneficiaryListType;
  /** Families in the list: one per beneficiary. */
  numberOfFamilies: Scalars['Int']['output'];
  /** People in the list's families: each beneficiary plus their own family members. */
  numberOfFamilyMembers: Scalars['Int']['output'];
  /** Beneficiaries in the list. */
  numberOfMainBeneficiaries: Scalars['Int']['output'];
  /** The extra properties defined for this list, in order. */
  propertyList: Array<BeneficiaryProperty>;
  /** LOCKED (no membership changes) or OPEN. */
  status: BeneficiaryListStatus;
  /** When the list last changed (membership changes included). */
  updatedAt: Scalars['DateTime']['output'];
  /** The user who last changed the list. */
  updatedBy?: Maybe<User>;
  /** Whether the caller may delete this list (BENEFICIARY_LISTS DELETE for it; never for the master list). */
  viewerCanDelete: Scalars['Boolean']['output'];
  /** Whether the caller may change this list and its membership (BENEFICIARY_LISTS UPDATE for this list). */
  viewerCanUpdate: Scalars['Boolean']['output'];
};

/** A page of beneficiary lists. */
export type BeneficiaryListConnection = {
  __typename?: 'BeneficiaryListConnection';
  /** The lists of this page, in the requested order. */
  edges: Array<BeneficiaryListEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Lists matching the filter that the caller may see, across all pages. Counted only when selected. */
  totalCount: Scalars['Int']['output'];
  /** Whether the caller may create lists (BENEFICIARY_LISTS CREATE at level EVERYTHING). */
  viewerCanCreate: Scalars['Boolean']['output'];
};

/** A list in a page, with its cursor. */
export type BeneficiaryListEdge = {
  __typename?: 'BeneficiaryListEdge';
  /** Pass as `after` to continue after this list. */
  cursor: Scalars['String']['output'];
  /** The list. */
  node: BeneficiaryList;
};

/** Fields beneficiary lists can be filtered on; which operators apply to each is in the API's field declaration. */
export type BeneficiaryListField =
  | 'CREATED_AT'
  | 'LIST_NAME'
  | 'LIST_TYPE'
  | 'STATUS'
  | 'UPDATED_AT';

/** Conditions and nested groups joined by `connector` (AND by default). */
export type BeneficiaryListFilter = {
  /** Conditions of this group. */
  conditions?: InputMaybe<Array<BeneficiaryListFilterCondition>>;
  /** AND: all conditions and groups must hold; OR: at least one. */
  connector?: InputMaybe<LogicalConnector>;
  /** Nested groups (at most 5 levels, 50 conditions in all). */
  groups?: InputMaybe<Array<BeneficiaryListFilter>>;
};

/** One condition on a list: `field operator value`. BETWEEN takes two `values`, IN one or more. */
export type BeneficiaryListFilterCondition = {
  /** The field compared. */
  field: BeneficiaryListField;
  /** How it is compared. */
  operator: FilterOperator;
  /** The value for single-value operators. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** Two values for BETWEEN, one or more for IN. */
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** The beneficiary list report: every breakdown of one filtered population. */
export type BeneficiaryListReport = {
  __typename?: 'BeneficiaryListReport';
  /** Per creation method, non-empty ones only. */
  creationMethod: Array<CreationMethodCount>;
  /** Possible duplicate pairs waiting for review, among the beneficiaries in reach. */
  duplicatesTotal: Scalars['Int']['output'];
  /** Per family size, every bucket from 0 to 10 or more. */
  familySize: Array<FamilySizeCount>;
  /** When duplicates were last looked for; null when never. */
  lastDeduplication?: Maybe<Scalars['DateTime']['output']>;
  /** The lists reported on, side by side. */
  lists: Array<BeneficiaryListReportList>;
  /** Per nationality, non-empty ones only. */
  nationality: Array<NationalityCount>;
  /** Per week or month (the input's `interval`), oldest first; periods without registrations left out. */
  registrations: Array<RegistrationCount>;
  /** Sex × age band, non-empty cells only. */
  sexAge: Array<SexAgeCell>;
  /** Families, family members and people in all. */
  totals: BeneficiaryReportTotals;
};

/**
 * Which beneficiaries the beneficiary list report counts: every filter narrows, an absent one does not. Refusals come
 * back as VALIDATION_FAILED naming the field (e.g. `createdTo` before `createdFrom`, an unknown nationality).
 */
export type BeneficiaryListReportInput = {
  /** Only main beneficiaries in these age bands as of today; UNKNOWN keeps those without a date of birth. */
  ageBands?: InputMaybe<Array<AgeBand>>;
  /** Only beneficiaries registered on or after this day (UTC). */
  createdFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Only beneficiaries registered on or before this day (UTC); not before `createdFrom`. */
  createdTo?: InputMaybe<Scalars['Date']['input']>;
  /** Any list-engine condition on beneficiary fields, as the beneficiaries query takes it. */
  filter?: InputMaybe<BeneficiaryFilter>;
  /** Only main beneficiaries of these recorded genders. */
  genders?: InputMaybe<Array<Gender>>;
  /** Period of the `registrations` series (default MONTH). */
  interval?: InputMaybe<ReportInterval>;
  /**
   * Lists to report on (bel--…, at most 100), compared side by side in `lists`; absent: the master list (for a caller
   * limited to programs: every custom list their programs' distributions were made from). A list outside the caller's
   * reach is NOT_FOUND.
   */
  listIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only these nationalities: ISO 3166-1 alpha-2 codes (as the countries query lists them), at most 100. */
  nationalities?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** One list of the report, side by side with the others, counted with the same filters. */
export type BeneficiaryListReportList = {
  __typename?: 'BeneficiaryListReportList';
  /** Families per gender, one entry for each ReportGender (0 when none). */
  byGender: Array<GenderCount>;
  /** Main beneficiaries in the list: one per family. */
  families: Scalars['Int']['output'];
  /** Sum of those families' numberOfFamilyMembers. */
  familyMembers: Scalars['Int']['output'];
  /** Id with prefix bel--. */
  listId: Scalars['ID']['output'];
  /** The list's name. */
  listName: Scalars['String']['output'];
  /** families + familyMembers. */
  people: Scalars['Int']['output'];
};

/** Outcome of a list mutation: the list, or the reason it was refused. */
export type BeneficiaryListResult = MutationResult & {
  __typename?: 'BeneficiaryListResult';
  /** The list as it now is (for deleteBeneficiaryList: as it was); null when refused. */
  beneficiaryList?: Maybe<BeneficiaryList>;
  /** VALIDATION_FAILED, NOT_FOUND or CONFLICT (e.g. a LOCKED list) when `beneficiaryList` is null; FORBIDDEN comes as a GraphQL error. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when `beneficiaryList` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** Whether a list's membership may change. */
export type BeneficiaryListStatus =
  /** Members cannot be added or removed (the default for new lists). */
  | 'LOCKED'
  /** Members can be added and removed. */
  | 'OPEN';

/** MASTER: the organisation's one list of every beneficiary (id grp--); CUSTOM: a set of master-list members (id bel--). */
export type BeneficiaryListType =
  /** A list made by the organisation from master-list members. */
  | 'CUSTOM'
  /** The organisation's master list: every beneficiary, once. It cannot be deleted and its membership is not edited. */
  | 'MASTER';

/** An extra, typed property the organisation defines for a list's beneficiaries (e.g. `shelterNumber`, NUMBER). */
export type BeneficiaryProperty = {
  __typename?: 'BeneficiaryProperty';
  /** Machine name, unique in the list: a letter then letters, digits or _ (at most 50 characters). */
  key: Scalars['String']['output'];
  /** What the web shows, 1 to 100 characters. */
  label: Scalars['String']['output'];
  /** How values are written and checked. */
  type: BeneficiaryPropertyType;
};

/** An extra property of a list, as given when creating or changing it. */
export type BeneficiaryPropertyInput = {
  /** Machine name, unique in the list: a letter then letters, digits or _ (at most 50 characters). */
  key: Scalars['String']['input'];
  /** What the web shows, 1 to 100 characters. */
  label: Scalars['String']['input'];
  /** How values are written and checked. */
  type: BeneficiaryPropertyType;
};

/** The type of an extra property an organisation defines on a list. */
export type BeneficiaryPropertyType =
  /** Yes or no. */
  | 'BOOLEAN'
  /** A calendar date, YYYY-MM-DD. */
  | 'DATE'
  /** A decimal number. */
  | 'NUMBER'
  /** Free text. */
  | 'TEXT';

/** Families (main beneficiaries), their other family members, and both together. */
export type BeneficiaryReportTotals = {
  __typename?: 'BeneficiaryReportTotals';
  /** Main beneficiaries: one per family. */
  families: Scalars['Int']['output'];
  /** Sum of the families' numberOfFamilyMembers: the main beneficiaries not counted. */
  familyMembers: Scalars['Int']['output'];
  /** families + familyMembers. */
  people: Scalars['Int']['output'];
};

/** Outcome of a beneficiary mutation: the beneficiary, or the reason it was refused. */
export type BeneficiaryResult = MutationResult & {
  __typename?: 'BeneficiaryResult';
  /** The beneficiary as saved; null when refused. */
  beneficiary?: Maybe<Beneficiary>;
  /** VALIDATION_FAILED, NOT_FOUND or CONFLICT when `beneficiary` is null; FORBIDDEN comes as a GraphQL error. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when `beneficiary` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** One hand-over of in-kind items. */
export type CollectInKindInput = {
  /** The device's own identifier, up to 100 characters. */
  deviceId?: InputMaybe<Scalars['String']['input']>;
  /** The device's clock when the items were handed over. */
  deviceTime?: InputMaybe<Scalars['DateTime']['input']>;
  /** The in-kind entitlement (ink--…), as the look-up returned it (voucherId). */
  entitlementId: Scalars['ID']['input'];
  /** Made by the device once per hand-over; the same key again never counts twice. */
  idempotencyKey: Scalars['String']['input'];
  /** What is handed over now; omitted: everything still to collect. */
  items?: InputMaybe<Array<CollectedItemInput>>;
  /** An upload of this organisation: the camera photo; required when the distribution asks for one. */
  photoFileId?: InputMaybe<Scalars['ID']['input']>;
  /** An upload of this organisation: the drawn signature; required when the distribution asks for one. */
  signatureFileId?: InputMaybe<Scalars['ID']['input']>;
};

/** An item and a quantity handed over. */
export type CollectedItem = {
  __typename?: 'CollectedItem';
  /** The item's name. */
  name: Scalars['String']['output'];
  /** The quantity, in the item's unit. */
  quantity: Scalars['Float']['output'];
};

/** An item and the quantity to hand over now. */
export type CollectedItemInput = {
  /** The item's name, as the look-up listed it. */
  name: Scalars['String']['input'];
  /** More than 0, at most what is left of it. */
  quantity: Scalars['Float']['input'];
};

/** How many entitlements are in one collection status. */
export type CollectionCount = {
  __typename?: 'CollectionCount';
  /** Entitlements in it. */
  count: Scalars['Int']['output'];
  /** The status. */
  status: CollectionStatus;
};

/** One item of an in-kind entitlement: what the family is entitled to and what it has collected. */
export type CollectionItem = {
  __typename?: 'CollectionItem';
  /** Handed over so far, from the collection ledger. */
  collected: Scalars['Float']['output'];
  /** The item's name, as the distribution lists it. */
  name: Scalars['String']['output'];
  /** The family's entitlement, in the item's unit. */
  quantity: Scalars['Float']['output'];
  /** Its unit (kg, l, piece…). */
  unit: Scalars['String']['output'];
};

/** Outcome of collectInKind: the hand-over and the family after it, or why it was refused. */
export type CollectionResult = MutationResult & {
  __typename?: 'CollectionResult';
  /** VALIDATION_FAILED (a scan refusal or bad input) or CONFLICT (key reused for another family) when refused. */
  code?: Maybe<ErrorCode>;
  /** The ledger entry (the first one when replayed); null when refused. */
  collection?: Maybe<InKindCollection>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, in English, when refused (e.g. how much of an item is left). */
  message?: Maybe<Scalars['String']['output']>;
  /** Which scanning rule refused, when one did. */
  reason?: Maybe<ScanRefusal>;
  /** True when the idempotency key was seen before: nothing new counted. */
  replayed?: Maybe<Scalars['Boolean']['output']>;
  /** The family's entitlement after the hand-over; null when refused. */
  voucher?: Maybe<ScannedVoucher>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** How much of their entitlement families have collected. */
export type CollectionStatus =
  | 'FULLY_COLLECTED'
  | 'NOT_COLLECTED'
  | 'PARTIALLY_COLLECTED';

/** Why an offline redemption was kept as a conflict rather than applied. */
export type ConflictReason =
  /** The voucher had expired on the device's day of redemption. */
  | 'EXPIRED'
  /** Nothing was left on the voucher by the time it was synced. */
  | 'FULLY_USED'
  /** The distribution is not (or no longer) APPROVED, e.g. cancelled. */
  | 'NOT_APPROVED'
  /** It would have taken the voucher below zero. */
  | 'NOT_ENOUGH_VALUE';

/** One country of the reference table (spec §3): ISO codes, currencies and calling code. */
export type Country = {
  __typename?: 'Country';
  /** ISO 3166-1 alpha-2, e.g. KE: what `addressCountryCode` takes. */
  alpha2: Scalars['String']['output'];
  /** ISO 3166-1 alpha-3, e.g. KEN. */
  alpha3: Scalars['String']['output'];
  /** Every ISO 4217 currency in use there, the main one first. */
  currencies: Array<Scalars['String']['output']>;
  /** The main ISO 4217 currency, e.g. KES; null where there is none (Antarctica). */
  currency?: Maybe<Scalars['String']['output']>;
  /** English short name, e.g. Kenya. */
  name: Scalars['String']['output'];
  /** International calling code with '+', e.g. +254; null where there is none. */
  phoneCode?: Maybe<Scalars['String']['output']>;
};

/** A new partner key. */
export type CreateApiKeyInput = {
  /** What the key is for, 1 to 100 characters; unique among the organisation's active keys. */
  name: Scalars['String']['input'];
  /** The role whose permissions the key gets (one of `roles`, see roles.graphql). */
  roleId: Scalars['ID']['input'];
};

/** A new beneficiary (creation method INTERNAL): added to the master list, and to `beneficiaryListId` when given. */
export type CreateBeneficiaryInput = {
  /** An OPEN custom list to add the new beneficiary to as well. */
  beneficiaryListId?: InputMaybe<Scalars['ID']['input']>;
  /** YYYY-MM-DD, not in the future, not before 1900-01-01. */
  dob?: InputMaybe<Scalars['Date']['input']>;
  /** E-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The organisation's own reference, at most 100 characters. */
  externalReferenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Given name, 1 to 100 characters. */
  firstName: Scalars['String']['input'];
  /** F, M, PNTS or O. */
  gender?: InputMaybe<Gender>;
  /** Family name, 1 to 100 characters. */
  lastName: Scalars['String']['input'];
  /** ISO 3166-1 alpha-2 code. */
  nationality?: InputMaybe<Scalars['String']['input']>;
  /** Other people in the family, 0 to 100; 0 unless given. */
  numberOfFamilyMembers?: InputMaybe<Scalars['Int']['input']>;
  /** E.164 phone number (e.g. +254712345678); a number with spaces or dashes is normalised. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** A new custom list; it starts empty. */
export type CreateBeneficiaryListInput = {
  /** Id or address of an external smart form, at most 500 characters. */
  externalSmartForm?: InputMaybe<Scalars['String']['input']>;
  /** Free text, at most 2000 characters. */
  listComments?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 100 characters, unique among the organisation's lists (ignoring case). */
  listName: Scalars['String']['input'];
  /** Extra properties (at most 50), keys unique. */
  propertyList?: InputMaybe<Array<BeneficiaryPropertyInput>>;
  /** LOCKED unless given. */
  status?: InputMaybe<BeneficiaryListStatus>;
};

/** A new distribution. */
export type CreateDistributionInput = {
  /** Free text. */
  additionalInfo?: InputMaybe<Scalars['String']['input']>;
  /** Minor units, 0 to 1,000,000,000. */
  amountPerBeneficiary?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** ISO 4217 code; the program's currency unless given. */
  amountPerBeneficiaryCurrency?: InputMaybe<Scalars['String']['input']>;
  /** Minor units, 0 to 1,000,000,000. */
  amountPerDependant?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** A LOCKED beneficiary list; its members are copied into the distribution. */
  beneficiaryListId: Scalars['ID']['input'];
  /** 1 to 200 characters. */
  distributionName: Scalars['String']['input'];
  /** At most 50. */
  distributionPdms?: InputMaybe<Array<PdmQuestionInput>>;
  /** Free text. */
  distributionSummary?: InputMaybe<Scalars['String']['input']>;
  /** CASH unless given. */
  distributionType?: InputMaybe<DistributionType>;
  /**
   * Required when the currency is not the program's: program currency per 1 unit of it, a positive decimal as text
   * (e.g. "0.001524"). Ignored when the currency is the program's.
   */
  exchangeRate?: InputMaybe<Scalars['String']['input']>;
  /** false unless given. */
  includeDependants?: InputMaybe<Scalars['Boolean']['input']>;
  /** IN_KIND only: what each family receives (at most 50). */
  items?: InputMaybe<Array<InKindItemInput>>;
  /** The program it belongs to. */
  programId: Scalars['ID']['input'];
  /** false unless given. */
  requestPhoto?: InputMaybe<Scalars['Boolean']['input']>;
  /** false unless given. */
  requestSignature?: InputMaybe<Scalars['Boolean']['input']>;
  /** YYYY-MM-DD. */
  validUntil?: InputMaybe<Scalars['Date']['input']>;
};

/** A new message template. */
export type CreateMessageTemplateInput = {
  /** 1 to 2000 characters; only the allowed placeholders. */
  body: Scalars['String']['input'];
  /** SMS unless given. */
  channel?: InputMaybe<NotificationChannel>;
  /** Only for distributions of this type; null: any type. */
  distributionType?: InputMaybe<DistributionType>;
  /** ISO 639-1, e.g. fr. */
  language: Scalars['String']['input'];
  /** EMAIL only, required there; at most 200 characters. */
  subject?: InputMaybe<Scalars['String']['input']>;
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

/** A new custom role. */
export type CreateRoleInput = {
  /** What the role grants. A refused cell comes back as a field error `permissions.<SECTION>.<ACTION>`. */
  permissions: Array<SectionPermissionInput>;
  /** 1 to 60 characters, unique in the organisation ignoring case; not the name of a PREDEFINED role. */
  roleName: Scalars['String']['input'];
};

/** A new form. */
export type CreateSmartFormInput = {
  /** What it asks; absent: one empty page in English. */
  definition?: InputMaybe<SmartFormDefinitionInput>;
  /** What it is for, at most 5,000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Its name, at most 200 characters. */
  formName: Scalars['String']['input'];
  /** The list its submissions join (bel--…, a CUSTOM list the caller may update). */
  targetListId: Scalars['ID']['input'];
};

/** A new organisation under the current one. */
export type CreateSubAccountInput = {
  /** Its name, 1 to 200 characters. */
  organizationName: Scalars['String']['input'];
};

/** How a beneficiary came into the system: F-I file import, E-F external form, I internal (spec §3). */
export type CreationMethod =
  | 'EXTERNAL_FORM'
  | 'FILE_IMPORT'
  | 'INTERNAL';

/** Families registered one way. */
export type CreationMethodCount = {
  __typename?: 'CreationMethodCount';
  /** How they came into the system. */
  creationMethod: CreationMethod;
  /** Families registered that way. */
  families: Scalars['Int']['output'];
};

/** An amount in one currency. */
export type CurrencyAmount = {
  __typename?: 'CurrencyAmount';
  /** MinorUnits of `currency`. */
  amount: Scalars['MinorUnits']['output'];
  /** ISO 4217 code. */
  currency: Scalars['String']['output'];
};

/** An approver's decision. */
export type DecideDistributionInput = {
  /** APPROVED or DISAPPROVED. */
  decision: ApprovalDecision;
  /** Why; required for DISAPPROVED. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** What was delivered on one day (UTC). */
export type DeliveryDay = {
  __typename?: 'DeliveryDay';
  /** The day. */
  day: Scalars['Date']['output'];
  /** In-kind hand-overs recorded. */
  handovers: Scalars['Int']['output'];
  /** Entitlements COMPLETED, counted on the day their payment last changed. */
  paymentsCompleted: Scalars['Int']['output'];
  /** Amount redeemed, one entry per currency. */
  redeemed: Array<CurrencyAmount>;
  /** Voucher redemptions recorded. */
  redemptions: Scalars['Int']['output'];
};

/**
 * A cash, voucher or in-kind distribution of a program to a snapshot of a beneficiary list. Visible to callers with
 * VIEW on its type's section (for SELECTED access: its id or its program's id); the API filters the rest out.
 */
export type Distribution = {
  __typename?: 'Distribution';
  /** Further information for the people handing out. */
  additionalInfo?: Maybe<Scalars['String']['output']>;
  /** Amount per family (main beneficiary), in hundredths of the major unit for every currency (5,000 XOF is 500000). */
  amountPerBeneficiary: Scalars['MinorUnits']['output'];
  /** ISO 4217 code of the amounts. */
  amountPerBeneficiaryCurrency: Scalars['String']['output'];
  /** Amount per dependant, in minor units. */
  amountPerDependant: Scalars['MinorUnits']['output'];
  /** Every decision on it, the latest first, all rounds of approval. */
  approvals: Array<DistributionApproval>;
  /** Approvals given so far in the current round. */
  approvalsGiven: Scalars['Int']['output'];
  /** Approvals its approval rule asks for. */
  approvalsNeeded: Scalars['Int']['output'];
  /** The beneficiary list it was made for. */
  beneficiaryList: DistributionBeneficiaryList;
  /** Entitlements per collection status, one entry for each status (0 when none). */
  collection: Array<CollectionCount>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The user who created it (looked up in batches). */
  createdBy?: Maybe<User>;
  /** Id with prefix dis--. */
  distributionId: Scalars['ID']['output'];
  /** Name, 1 to 200 characters. */
  distributionName: Scalars['String']['output'];
  /** Monitoring questions asked after the distribution. */
  distributionPdms: Array<PdmQuestion>;
  /** Where it is in its life. */
  distributionStatus: DistributionStatus;
  /** Free text about the distribution. */
  distributionSummary?: Maybe<Scalars['String']['output']>;
  /** Cash, voucher or in-kind; fixed at creation. */
  distributionType: DistributionType;
  /** The families' entitlements, in the order they were generated unless sorted otherwise; at most 100 a page. */
  entitlements: EntitlementConnection;
  /**
   * The exchange rate it was planned with when its currency is not the program's: program currency per 1 unit of
   * `amountPerBeneficiaryCurrency`, exact decimal text (e.g. "0.001524"); its total is checked against the budget with
   * it. Null when it is in the program's currency.
   */
  exchangeRate?: Maybe<Scalars['String']['output']>;
  /** Whether dependants get `amountPerDependant` (and the items' quantityPerDependant) each. */
  includeDependants: Scalars['Boolean']['output'];
  /** IN_KIND only: what each family receives. */
  items: Array<InKindItem>;
  /**
   * The messages sent to this distribution's families, in the order they were queued unless sorted otherwise (at most
   * 100 a page), with the counts per status of all of them.
   */
  notifications: NotificationConnection;
  /**
   * CASH: the payment instructions files made so far, newest first (empty for other types). A new file is downloaded
   * at /api/distributions/{distributionId}/payment-instructions.csv (or .xlsx) with `provider` and `columns=a,b`.
   */
  paymentExports: Array<PaymentExport>;
  /** The program (looked up in batches); null when the caller may not see it. */
  program?: Maybe<Program>;
  /** The program it belongs to. */
  programId: Scalars['ID']['output'];
  /** Whether a photo of the recipient is taken at hand-over. */
  requestPhoto: Scalars['Boolean']['output'];
  /** Whether the recipient signs at hand-over. */
  requestSignature: Scalars['Boolean']['output'];
  /** Families, people, amount and entitlements. */
  totals: DistributionTotals;
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The user who last changed it. */
  updatedBy?: Maybe<User>;
  /** Last day the entitlements can be collected. */
  validUntil?: Maybe<Scalars['Date']['output']>;
  /**
   * Whether the caller holds APPROVE on this distribution's type and is not its creator (the creator is always
   * refused). Incompatible roles are the API's decision: decideDistribution answers them with `reason`.
   */
  viewerCanApprove: Scalars['Boolean']['output'];
  /** Whether the caller holds DELETE on this distribution's type, which cancelling needs. */
  viewerCanCancel: Scalars['Boolean']['output'];
  /** Whether the caller holds UPDATE on this distribution's type (for it or its program); the status may still refuse. */
  viewerCanUpdate: Scalars['Boolean']['output'];
  /**
   * VOUCHER and IN_KIND: the same-origin path of the printable sheet of vouchers (an in-kind family's card lists its
   * items instead of an amount; PDF, VOUCHERS_PER_PAGE a page); GET prints all, `?selectedIds=a,b` some. Null for CASH.
   */
  vouchersPdfPath?: Maybe<Scalars['String']['output']>;
};


/**
 * A cash, voucher or in-kind distribution of a program to a snapshot of a beneficiary list. Visible to callers with
 * VIEW on its type's section (for SELECTED access: its id or its program's id); the API filters the rest out.
 */
export type DistributionEntitlementsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<EntitlementFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SortOption>;
};


/**
 * A cash, voucher or in-kind distribution of a program to a snapshot of a beneficiary list. Visible to callers with
 * VIEW on its type's section (for SELECTED access: its id or its program's id); the API filters the rest out.
 */
export type DistributionNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  channel?: InputMaybe<NotificationChannel>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SortOption>;
  status?: InputMaybe<NotificationStatus>;
};

/** One approver's decision on a distribution. */
export type DistributionApproval = {
  __typename?: 'DistributionApproval';
  /** Id of the decision. */
  approvalId: Scalars['ID']['output'];
  /** When it was decided. */
  decidedAt: Scalars['DateTime']['output'];
  /** The approver (looked up in batches); null when the caller may not see them. */
  decidedBy?: Maybe<User>;
  /** APPROVED or DISAPPROVED. */
  decision: ApprovalDecision;
  /** The distribution. */
  distributionId: Scalars['ID']['output'];
  /** Why, for a DISAPPROVED decision. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** The beneficiary list a distribution was made for, as snapshotted at creation. */
export type DistributionBeneficiaryList = {
  __typename?: 'DistributionBeneficiaryList';
  /** Id with prefix bel--. */
  beneficiaryListId: Scalars['ID']['output'];
  /** Null when the list was deleted since. */
  listName?: Maybe<Scalars['String']['output']>;
  /** Families in the snapshot taken at creation. */
  numberOfFamilies: Scalars['Int']['output'];
  /** Family members in that snapshot. */
  numberOfFamilyMembers: Scalars['Int']['output'];
  /** The list's status now; null when it was deleted. */
  status?: Maybe<BeneficiaryListStatus>;
};

/** A page of distributions. */
export type DistributionConnection = {
  __typename?: 'DistributionConnection';
  /** The distributions of this page, in the requested order. */
  edges: Array<DistributionEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Distributions matching the filter that the caller may see, across all pages; counted only when selected. */
  totalCount: Scalars['Int']['output'];
  /** Whether the caller may create distributions of at least one type (CREATE on a distribution section). */
  viewerCanCreate: Scalars['Boolean']['output'];
  /** The types the caller may create distributions of. */
  viewerCreatableTypes: Array<DistributionType>;
};

/** A distribution in a page, with its cursor. */
export type DistributionEdge = {
  __typename?: 'DistributionEdge';
  /** Pass as `after` to continue after this distribution. */
  cursor: Scalars['String']['output'];
  /** The distribution. */
  node: Distribution;
};

/** Fields distributions can be filtered on; which operators apply to each is in the API's field declaration. */
export type DistributionField =
  | 'CREATED_AT'
  | 'DISTRIBUTION_ID'
  | 'DISTRIBUTION_NAME'
  | 'DISTRIBUTION_STATUS'
  | 'DISTRIBUTION_TYPE'
  | 'PROGRAM_ID'
  | 'UPDATED_AT'
  | 'VALID_UNTIL';

/** Conditions and nested groups joined by `connector` (AND by default). */
export type DistributionFilter = {
  /** Conditions of this group. */
  conditions?: InputMaybe<Array<DistributionFilterCondition>>;
  /** AND: all conditions and groups must hold; OR: at least one. */
  connector?: InputMaybe<LogicalConnector>;
  /** Nested groups (at most 5 levels, 50 conditions in all). */
  groups?: InputMaybe<Array<DistributionFilter>>;
};

/** One condition on distributions; see ProgramFilterCondition for the rules of `value` and `values`. */
export type DistributionFilterCondition = {
  /** The field compared. */
  field: DistributionField;
  /** How it is compared. */
  operator: FilterOperator;
  /** The value for single-value operators; dates as YYYY-MM-DD. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** Two values for BETWEEN, one or more for IN. */
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A distribution's post-distribution monitoring: the invitations and their counts. */
export type DistributionMonitoring = {
  __typename?: 'DistributionMonitoring';
  /** The counts of all invitations. */
  counts: MonitoringCounts;
  /** The invitations, by family id. */
  invitations: Array<MonitoringInvitation>;
};

/** One distribution's reconciliation. */
export type DistributionReconciliation = {
  __typename?: 'DistributionReconciliation';
  /** Id with prefix dis--. */
  distributionId: Scalars['ID']['output'];
  /** The distribution's name. */
  distributionName: Scalars['String']['output'];
  /** Its figures. */
  figures: ReconciliationFigures;
  /** The program it belongs to. */
  programId: Scalars['ID']['output'];
};

/**
 * Which distribution rule refused a request: `reason` of a DistributionResult (and `extensions.reason` of a GraphQL
 * error the API refused with one). The message says the details, e.g. by how much the budget is exceeded.
 */
export type DistributionRefusal =
  /** The caller has already decided on this distribution. */
  | 'ALREADY_DECIDED'
  /** The creator of a distribution may not approve it (four eyes). */
  | 'CREATOR_CANNOT_APPROVE'
  /** The distribution's status does not allow this (e.g. changing an approved one). */
  | 'ILLEGAL_TRANSITION'
  /** The approver holds a role the organisation marked incompatible with one of the creator's. */
  | 'INCOMPATIBLE_ROLE'
  /** The beneficiary list is not LOCKED. */
  | 'LIST_NOT_LOCKED'
  /** There are no entitlements yet: generate them first. */
  | 'NO_ENTITLEMENTS'
  /** The total exceeds what is left of the program's budget. */
  | 'OVER_BUDGET';

/** Outcome of a distribution mutation: the distribution, or why it was refused. */
export type DistributionResult = MutationResult & {
  __typename?: 'DistributionResult';
  /** VALIDATION_FAILED, NOT_FOUND, CONFLICT or FORBIDDEN (a four-eyes refusal) when `distribution` is null. */
  code?: Maybe<ErrorCode>;
  /** The distribution as it now is; null when refused. */
  distribution?: Maybe<Distribution>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, in English, when refused (e.g. by how much the budget is exceeded). */
  message?: Maybe<Scalars['String']['output']>;
  /** Which distribution rule refused, when one did. */
  reason?: Maybe<DistributionRefusal>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** Where a distribution is in its life (spec §4). */
export type DistributionStatus =
  /** Submitted; waiting for the approvals it needs. */
  | 'APPROVAL_PENDING'
  /** Approved by as many people as its approval rule asks. */
  | 'APPROVED'
  /** Cancelled; nothing more happens to it. */
  | 'CANCELLED'
  /** Entitlements are being generated by a job. */
  | 'CREATE_IN_PROGRESS'
  /** Refused by an approver, with a reason. */
  | 'DISAPPROVED'
  /** Created; entitlements can be generated and it can be changed. */
  | 'READY';

/**
 * Which distributions the distribution summary covers: every filter narrows, an absent one does not. Refusals come back
 * as VALIDATION_FAILED naming the field (e.g. `to` before `from`).
 */
export type DistributionSummaryInput = {
  /**
   * Distributions to report on (dis--…, at most 100); absent: every distribution of those programs. One outside the
   * caller's reach is NOT_FOUND; one in reach that the other filters leave out is just absent from the answer.
   */
  distributionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only distributions created on or after this day (UTC). */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Programs to report on (prg--…, at most 100); absent: every program in reach. One outside it is NOT_FOUND. */
  programIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only distributions in these statuses. */
  statuses?: InputMaybe<Array<DistributionStatus>>;
  /** Only distributions created on or before this day (UTC); not before `from`. */
  to?: InputMaybe<Scalars['Date']['input']>;
  /** Only distributions of these types. */
  types?: InputMaybe<Array<DistributionType>>;
};

/** What a distribution plans to hand out. */
export type DistributionSummaryPlanned = {
  __typename?: 'DistributionSummaryPlanned';
  /** Of the entitlements once generated, else as planned; MinorUnits of the row's `currency`. 0 for IN_KIND. */
  amount: Scalars['MinorUnits']['output'];
  /** Families entitled. */
  families: Scalars['Int']['output'];
  /** Their main beneficiaries and family members. */
  people: Scalars['Int']['output'];
};

/** The distribution summary report. */
export type DistributionSummaryReport = {
  __typename?: 'DistributionSummaryReport';
  /** Per program of the distributions covered, in the program's currency. */
  budgets: Array<ProgramBudgetUse>;
  /** One row per distribution covered, oldest first. */
  distributions: Array<DistributionSummaryRow>;
  /** Conflicts of offline scans. */
  offlineConflicts: OfflineConflictCount;
  /** Per day (UTC) with any activity, oldest first. */
  overTime: Array<DeliveryDay>;
  /** Families that redeemed, collected or were paid, by sex and age band of the main beneficiary; each family once. */
  reached: Array<SexAgeCell>;
  /** Per user who scanned. */
  scanners: Array<ScannerActivity>;
  /** One row per currency. */
  totals: Array<DistributionSummaryTotals>;
};

/** One distribution in the distribution summary. */
export type DistributionSummaryRow = {
  __typename?: 'DistributionSummaryRow';
  /** Whether its status is APPROVED. */
  approved: Scalars['Boolean']['output'];
  /** Families per collection status, one entry for each status; all 0 unless IN_KIND. */
  collection: Array<CollectionCount>;
  /** ISO 4217 code of the row's amounts. */
  currency: Scalars['String']['output'];
  /** Id with prefix dis--. */
  distributionId: Scalars['ID']['output'];
  /** The distribution's name. */
  distributionName: Scalars['String']['output'];
  /** Where it is in its life. */
  distributionStatus: DistributionStatus;
  /** Cash, voucher or in-kind. */
  distributionType: DistributionType;
  /** IN_KIND: quantities per item; empty otherwise. */
  items: Array<ItemDelivery>;
  /** Per monitoring question, in order, the answers of the families invited to monitoring; empty before monitoring. */
  monitoring: Array<MonitoringQuestionSummary>;
  /** Messages to its families. */
  notified: NotifiedCount;
  /** Neither redeemed nor paid, MinorUnits of `currency`. */
  outstanding: Scalars['MinorUnits']['output'];
  /** Entitlements per payment status, one entry for each status (0 when none). */
  paymentStatus: Array<PaymentStatusCount>;
  /** Families, people and amount planned. */
  planned: DistributionSummaryPlanned;
  /** Id of its program (prg--…). */
  programId: Scalars['ID']['output'];
  /** Its program's name. */
  programName: Scalars['String']['output'];
  /** Its reconciliation figures. */
  reconciliation: ReportReconciliation;
  /** Redeemed so far (vouchers, from the ledger), MinorUnits of `currency`. */
  redeemed: Scalars['MinorUnits']['output'];
  /** Vouchers per usage status, one entry for each status; all 0 unless VOUCHER. */
  voucherUsage: Array<VoucherUsageCount>;
};

/** The distributions of one currency, added up: amounts are never added across currencies. */
export type DistributionSummaryTotals = {
  __typename?: 'DistributionSummaryTotals';
  /** ISO 4217 code of the amounts. */
  currency: Scalars['String']['output'];
  /** Distributions in this currency. */
  distributions: Scalars['Int']['output'];
  /** Families entitled, summed over those distributions. */
  families: Scalars['Int']['output'];
  /** Amount neither redeemed nor paid, MinorUnits of `currency`. */
  outstanding: Scalars['MinorUnits']['output'];
  /** Amount paid (payments COMPLETED), MinorUnits of `currency`. */
  paid: Scalars['MinorUnits']['output'];
  /** People entitled, summed over those distributions. */
  people: Scalars['Int']['output'];
  /** Amount planned, MinorUnits of `currency`. */
  planned: Scalars['MinorUnits']['output'];
  /** Amount redeemed, MinorUnits of `currency`. */
  redeemed: Scalars['MinorUnits']['output'];
};

/** What a distribution amounts to. */
export type DistributionTotals = {
  __typename?: 'DistributionTotals';
  /** Of the entitlements if generated, else as they would be computed; in minor units of `amountPerBeneficiaryCurrency`. */
  amount: Scalars['MinorUnits']['output'];
  /** Entitlements generated so far. */
  entitlements: Scalars['Int']['output'];
  /** Families entitled. */
  families: Scalars['Int']['output'];
  /** Main beneficiaries and their family members. */
  people: Scalars['Int']['output'];
};

/**
 * What a distribution hands out. Each type has its own permission section (CASH_DISTRIBUTION, VOUCHER_DISTRIBUTION,
 * IN_KIND_DISTRIBUTION): the API leaves out the distributions of types the caller may not see.
 */
export type DistributionType =
  | 'CASH'
  | 'IN_KIND'
  | 'VOUCHER';

/** A person of the master list a submission may duplicate. */
export type DuplicateCandidate = {
  __typename?: 'DuplicateCandidate';
  /** The existing beneficiary (ben--…): pass it to mergeSmartFormSubmission. */
  beneficiaryId: Scalars['ID']['output'];
  /** Their first name. */
  firstName: Scalars['String']['output'];
  /** Their last name. */
  lastName: Scalars['String']['output'];
  /** DUPLICATE or POSSIBLE_DUPLICATE, by the organisation's thresholds. */
  level: DuplicateLevel;
  /** What the submission and the person share. */
  reasons: Array<DuplicateReason>;
  /** How alike, 0 to 1. */
  score: Scalars['Float']['output'];
};

/** Whether a row is certainly or perhaps someone already registered. */
export type DuplicateLevel =
  /** Score at or above the organisation's duplicate threshold. */
  | 'DUPLICATE'
  /** Score at or above the possible-duplicate threshold. */
  | 'POSSIBLE_DUPLICATE';

/** Where a candidate pair stands. */
export type DuplicatePairStatus =
  /** Marked as two different people; never proposed again. */
  | 'DISTINCT'
  /** Merged into one beneficiary (`keptBeneficiary`). */
  | 'MERGED'
  /** Waiting for a person to decide. */
  | 'PENDING';

/** What two records share. */
export type DuplicateReason =
  | 'EMAIL'
  | 'EXTERNAL_REFERENCE_NUMBER'
  /** Similar names (typos, swapped first and last names, transliterations) and the same date of birth. */
  | 'NAME_AND_DOB'
  | 'PHONE_NUMBER';

/** One family's share of a distribution. */
export type Entitlement = {
  __typename?: 'Entitlement';
  /** Amount in minor units of `currency`. */
  amount: Scalars['MinorUnits']['output'];
  /** The family's main beneficiary. */
  beneficiaryId: Scalars['ID']['output'];
  /** When it was generated. */
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 code. */
  currency: Scalars['String']['output'];
  /** The distribution. */
  distributionId: Scalars['ID']['output'];
  /** Id with prefix csh… (CASH), vou--… (VOUCHER) or ink--… (IN_KIND). */
  entitlementId: Scalars['ID']['output'];
  /** The main beneficiary's first name. */
  firstName: Scalars['String']['output'];
  /** IN_KIND only: the items with this family's quantities. */
  items: Array<EntitlementItem>;
  /** Family members counted. */
  numberOfFamilyMembers: Scalars['Int']['output'];
  /** Where its payment is. */
  paymentStatus: PaymentStatus;
  /** VOUCHER: the signed content of its QR code (AV1.…); null for other types. */
  qrPayload?: Maybe<Scalars['String']['output']>;
  /** VOUCHER: what is left to redeem, in minor units of `currency`; null for other types. */
  remainingAmount?: Maybe<Scalars['MinorUnits']['output']>;
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** VOUCHER: how much of it was redeemed; null for other types. */
  usageStatus?: Maybe<VoucherUsageStatus>;
  /** VOUCHER: the last day it can be redeemed (the distribution's validUntil); null when none or another type. */
  validUntil?: Maybe<Scalars['Date']['output']>;
  /** VOUCHER: the code printed on the voucher, 12 characters (shown XXXX-XXXX-XXXX); null for other types. */
  voucherCode?: Maybe<Scalars['String']['output']>;
};

/** A page of entitlements. */
export type EntitlementConnection = {
  __typename?: 'EntitlementConnection';
  /** The entitlements of this page. */
  edges: Array<EntitlementEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Entitlements matching the filter, across all pages; counted only when selected. */
  totalCount: Scalars['Int']['output'];
};

/** An entitlement in a page, with its cursor. */
export type EntitlementEdge = {
  __typename?: 'EntitlementEdge';
  /** Pass as `after` to continue after this entitlement. */
  cursor: Scalars['String']['output'];
  /** The entitlement. */
  node: Entitlement;
};

/** Fields entitlements can be filtered on. */
export type EntitlementField =
  | 'BENEFICIARY_ID'
  | 'CREATED_AT'
  | 'PAYMENT_STATUS';

/** Conditions and nested groups joined by `connector` (AND by default). */
export type EntitlementFilter = {
  /** Conditions of this group. */
  conditions?: InputMaybe<Array<EntitlementFilterCondition>>;
  /** AND: all conditions and groups must hold; OR: at least one. */
  connector?: InputMaybe<LogicalConnector>;
  /** Nested groups. */
  groups?: InputMaybe<Array<EntitlementFilter>>;
};

/** One condition on entitlements; see ProgramFilterCondition for the rules of `value` and `values`. */
export type EntitlementFilterCondition = {
  /** The field compared. */
  field: EntitlementField;
  /** How it is compared. */
  operator: FilterOperator;
  /** The value for single-value operators. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** Two values for BETWEEN, one or more for IN. */
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** One item of an IN_KIND entitlement, with the quantity computed for the family. */
export type EntitlementItem = {
  __typename?: 'EntitlementItem';
  /** e.g. Rice. */
  name: Scalars['String']['output'];
  /** What this family receives. */
  quantity: Scalars['Float']['output'];
  /** As the distribution set it for a main beneficiary. */
  quantityPerBeneficiary: Scalars['Float']['output'];
  /** As the distribution set it for each dependant. */
  quantityPerDependant: Scalars['Float']['output'];
  /** e.g. kg. */
  unit: Scalars['String']['output'];
};

/** Outcome of changeEntitlementPaymentStatus. */
export type EntitlementResult = MutationResult & {
  __typename?: 'EntitlementResult';
  /** VALIDATION_FAILED, NOT_FOUND or CONFLICT when refused. */
  code?: Maybe<ErrorCode>;
  /** The entitlement as it now is; null when refused. */
  entitlement?: Maybe<Entitlement>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when refused. */
  message?: Maybe<Scalars['String']['output']>;
  /** Which distribution rule refused, when one did. */
  reason?: Maybe<DistributionRefusal>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
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
  /** The organisation requires multi-factor authentication and the caller has none yet: turn it on under Security. */
  | 'MFA_REQUIRED'
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

/** Families of one size. */
export type FamilySizeCount = {
  __typename?: 'FamilySizeCount';
  /** Families of this size (0 included: every bucket is listed). */
  families: Scalars['Int']['output'];
  /** Family members besides the main beneficiary, 0 to 10; with `orMore`, this many or more. */
  familyMembers: Scalars['Int']['output'];
  /** True for the last bucket only: 10 family members or more. */
  orMore: Scalars['Boolean']['output'];
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
  /** An answer breaks its question's constraint (params: constraint). */
  | 'CONSTRAINT_FAILED'
  /** A date before another one (params: other, value). */
  | 'DATE_BEFORE'
  /** A smart form expression other than a constraint uses . (the answer itself). */
  | 'DOT_OUTSIDE_CONSTRAINT'
  /** The text is empty. */
  | 'EMPTY'
  /** A smart form expression (relevant, constraint) does not parse (params: position, detail). */
  | 'EXPRESSION_SYNTAX'
  /** A relevance refers to a question that is not before it, or to itself (params: name, element). */
  | 'FORWARD_REFERENCE'
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
  /** A regular expression that is not valid or could take too long, e.g. (a+)+ (params: reason). */
  | 'INVALID_PATTERN'
  /** Not valid here; the message says why. */
  | 'INVALID_VALUE'
  /** The text contains an invisible character that could disguise it, e.g. U+202E (params: character, name, position). */
  | 'INVISIBLE_CHARACTER'
  /** A smart form text has no translation in the form's default language (params: language). */
  | 'MISSING_TRANSLATION'
  /** The number is negative. */
  | 'NEGATIVE'
  /** A smart form element has a setting its type does not use, e.g. choices on a TEXT element (params: type). */
  | 'NOT_APPLICABLE'
  /** The value is not one of the allowed ones (params: values). */
  | 'NOT_ONE_OF'
  /** A value given more than once where each must be unique: a smart form's name, id, language, choice value or target; a choice in one answer (params: value). */
  | 'NOT_UNIQUE'
  /** The number has decimals. */
  | 'NOT_WHOLE_NUMBER'
  /** No value was given. */
  | 'REQUIRED'
  /** An XLSX workbook has several sheets and none was chosen (params: sheets). */
  | 'SHEET_REQUIRED'
  /** The value is already used in this organisation. */
  | 'TAKEN'
  /** The number is too large (params: max). */
  | 'TOO_LARGE'
  /** The text is too long (params: max). */
  | 'TOO_LONG'
  /** Too many entries (params: max). */
  | 'TOO_MANY'
  /** An amount with more decimals than its currency can pay, e.g. 5000.50 XOF (params: decimals, currency). */
  | 'TOO_MANY_DECIMALS'
  /** The text is too short (params: min). */
  | 'TOO_SHORT'
  /** The number is too small (params: min). */
  | 'TOO_SMALL'
  /** A field that does not exist. */
  | 'UNKNOWN_FIELD'
  /** A smart form expression refers to a ${name} that is no question of the form (params: name). */
  | 'UNKNOWN_REFERENCE'
  /** A smart form element's type cannot fill the beneficiary field it targets (params: type, types). */
  | 'WRONG_ELEMENT_TYPE'
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

/** Families of one gender. */
export type GenderCount = {
  __typename?: 'GenderCount';
  /** Families with a main beneficiary of that gender. */
  families: Scalars['Int']['output'];
  /** The main beneficiary's gender. */
  gender: ReportGender;
};

/** Outcome of generateEntitlements: the job that generates them, or why it was refused. */
export type GenerateEntitlementsResult = MutationResult & {
  __typename?: 'GenerateEntitlementsResult';
  /** VALIDATION_FAILED, NOT_FOUND or CONFLICT when refused. */
  code?: Maybe<ErrorCode>;
  /** The distribution as read after the job started: CREATE_IN_PROGRESS, or READY again when the job already ended; null when refused. */
  distribution?: Maybe<Distribution>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** The DISTRIBUTION_ENTITLEMENTS job; null when refused. */
  job?: Maybe<Job>;
  /** What went wrong, e.g. over budget and by how much. */
  message?: Maybe<Scalars['String']['output']>;
  /** Which distribution rule refused (OVER_BUDGET, ILLEGAL_TRANSITION, …). */
  reason?: Maybe<DistributionRefusal>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** The kind of file. */
export type ImportFileFormat =
  | 'CSV'
  | 'XLSX';

/** One hand-over of in-kind items, in the append-only collection ledger. */
export type InKindCollection = {
  __typename?: 'InKindCollection';
  /** Id with prefix ikc--. */
  collectionId: Scalars['ID']['output'];
  /** The device's clock when it was handed over; null when the device did not send it. */
  deviceTime?: Maybe<Scalars['DateTime']['output']>;
  /** The in-kind entitlement (ink--…). */
  entitlementId: Scalars['ID']['output'];
  /** What was handed over this time. */
  items: Array<CollectedItem>;
  /** When the server recorded it. */
  serverTime: Scalars['DateTime']['output'];
};

/** What each family of an IN_KIND distribution receives of one item. */
export type InKindItem = {
  __typename?: 'InKindItem';
  /** e.g. Rice. */
  name: Scalars['String']['output'];
  /** Quantity for the main beneficiary of a family. */
  quantityPerBeneficiary: Scalars['Float']['output'];
  /** Quantity for each dependant, when dependants are included. */
  quantityPerDependant: Scalars['Float']['output'];
  /** e.g. kg, l, piece. */
  unit: Scalars['String']['output'];
};

/** An IN_KIND item of a new or changed distribution. */
export type InKindItemInput = {
  /** 1 to 200 characters. */
  name: Scalars['String']['input'];
  /** 0 to 1,000,000. */
  quantityPerBeneficiary: Scalars['Float']['input'];
  /** 0 to 1,000,000; 0 unless given. */
  quantityPerDependant?: InputMaybe<Scalars['Float']['input']>;
  /** 1 to 50 characters, e.g. kg. */
  unit: Scalars['String']['input'];
};

/** A pair of roles: a holder of `approverRoleId` may not approve what a holder of `creatorRoleId` created (nor the reverse). */
export type IncompatibleRoles = {
  __typename?: 'IncompatibleRoles';
  /** A role that may then not approve it. */
  approverRoleId: Scalars['ID']['output'];
  /** A role of the distribution's creator. */
  creatorRoleId: Scalars['ID']['output'];
};

/** A pair of incompatible roles to save. */
export type IncompatibleRolesInput = {
  /** A role that may then not approve it. */
  approverRoleId: Scalars['ID']['input'];
  /** A role of the distribution's creator. */
  creatorRoleId: Scalars['ID']['input'];
};

/** Someone to invite. */
export type InviteMemberInput = {
  /** Their e-mail address, which becomes their sign-in name (stored lower-case). */
  email: Scalars['String']['input'];
  /** Role ids of this organisation, in order (the first decides ADMIN), 1 to 20, no repeats. */
  roleIds: Array<Scalars['ID']['input']>;
};

/** One item of an IN_KIND distribution: quantities planned and handed over, in its unit. */
export type ItemDelivery = {
  __typename?: 'ItemDelivery';
  /** Quantity handed over so far. */
  delivered: Scalars['Float']['output'];
  /** e.g. Rice. */
  name: Scalars['String']['output'];
  /** Quantity of all the entitlements. */
  planned: Scalars['Float']['output'];
  /** e.g. kg, l, piece. */
  unit: Scalars['String']['output'];
};

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

/** What a job does. DEMO (development and tests only) counts slowly, to try the job machinery (progress, cancel, retry). */
export type JobKind =
  /** Deduplication of the organisation's whole master list. */
  | 'BENEFICIARY_DEDUPLICATION'
  /** Dry run of a beneficiary import: parse, validate, find duplicates; saves no beneficiary. */
  | 'BENEFICIARY_IMPORT_CHECK'
  /** Commit of a checked beneficiary import's valid rows, in batches. */
  | 'BENEFICIARY_IMPORT_COMMIT'
  | 'DEMO'
  /** One entitlement per family of a distribution, amounts or items computed. */
  | 'DISTRIBUTION_ENTITLEMENTS'
  /** One message per family of an APPROVED distribution, rendered in their language and handed to the provider. */
  | 'DISTRIBUTION_NOTIFICATIONS'
  /** A payment provider's report applied to one distribution's payment statuses, with a result file. */
  | 'RECONCILIATION_IMPORT'
  /** A report (beneficiary list report or distribution summary) written as an XLSX, CSV or PDF file (rpt--). */
  | 'REPORT_FILE';

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
export type JobResult = MutationResult & {
  __typename?: 'JobResult';
  /** Why it was refused (NOT_FOUND, CONFLICT, VALIDATION_FAILED), when `job` is null. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** The job as it now is; null when refused. */
  job?: Maybe<Job>;
  /** What went wrong, when `job` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
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

/** A text in one of the form's languages. */
export type LocalizedText = {
  __typename?: 'LocalizedText';
  /** ISO 639-1 code, e.g. en, fr, ar (optionally with a region: pt-BR). */
  language: Scalars['String']['output'];
  /** The text. */
  text: Scalars['String']['output'];
};

/** A text in one language. */
export type LocalizedTextInput = {
  /** ISO 639-1 code (optionally with a region). */
  language: Scalars['String']['input'];
  /** The text, at most 2,000 characters. */
  text: Scalars['String']['input'];
};

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
  /** Whether the identity service has verified the user's e-mail address. */
  emailVerified: Scalars['Boolean']['output'];
  /** Since when the e-mail address counts as verified; null while it is not. */
  emailVerifiedAt?: Maybe<Scalars['DateTime']['output']>;
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
  /** Same-origin URL of the profile image (GET, session cookie or bearer token); null without one. */
  profileImageUrl?: Maybe<Scalars['String']['output']>;
  /** The user's own profile. */
  user: User;
};

/** Status of a user's membership of an organisation. */
export type MemberStatus =
  /** Can act in the organisation. */
  | 'ACTIVE'
  /** Disabled by an administrator: every request in the organisation is refused. */
  | 'DISABLED'
  /** DISABLED (MFA): ACTIVE, but the organisation requires multi-factor authentication and the user has none; only the Security page works until they turn it on. */
  | 'DISABLED_MFA'
  /** Invited; becomes ACTIVE at the invitee's first request in the organisation. */
  | 'INVITATION_SENT'
  | 'SUSPENDED';

/** An organisation (account) the signed-in user belongs to, with the user's roles there. */
export type Membership = {
  __typename?: 'Membership';
  /** Id of the organisation, prefix acc--. */
  accountId: Scalars['ID']['output'];
  /** Whether the organisation's registration details are complete. */
  detailsCompleted: Scalars['Boolean']['output'];
  /** Same-origin URL of the organisation's logo (GET; shown to members with PROFILE_AND_ORGANIZATION VIEW); null without a logo. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Menu colour as 6 hex digits without '#'; 2268AE by default. */
  menuColour: Scalars['String']['output'];
  /** Null until the organisation's details are entered (the top bar then shows 'Pending'). */
  organizationName?: Maybe<Scalars['String']['output']>;
  /** The user's roles in this organisation, in order; the first decides whether the user is ADMIN. */
  roles: Array<Role>;
  /** Only ACTIVE members can act in the organisation. */
  status: MemberStatus;
};

/**
 * A message to families, per organisation, language, channel and (optionally) distribution type. Texts may contain only
 * the placeholders {first-name}, {qr-code-link}, {short-url-link}, {fsp-collecting-pin} and {currency-amount}.
 */
export type MessageTemplate = {
  __typename?: 'MessageTemplate';
  /** The message, with placeholders. */
  body: Scalars['String']['output'];
  /** The channel it is sent on. */
  channel: NotificationChannel;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Who created it (looked up in batches). */
  createdBy?: Maybe<User>;
  /** Only for distributions of this type; null: any type (a typed template wins). */
  distributionType?: Maybe<DistributionType>;
  /** Whether it is in the organisation's default language. */
  isDefaultLanguage: Scalars['Boolean']['output'];
  /** ISO 639-1, e.g. fr. */
  language: Scalars['String']['output'];
  /** EMAIL only (required there). */
  subject?: Maybe<Scalars['String']['output']>;
  /** Id with prefix tpl--. */
  templateId: Scalars['ID']['output'];
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Who last changed it. */
  updatedBy?: Maybe<User>;
};

/** A page of message templates. */
export type MessageTemplateConnection = {
  __typename?: 'MessageTemplateConnection';
  /** The templates of this page. */
  edges: Array<MessageTemplateEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Templates matching the filter, across all pages; counted only when selected. */
  totalCount: Scalars['Int']['output'];
};

/** A template in a page, with its cursor. */
export type MessageTemplateEdge = {
  __typename?: 'MessageTemplateEdge';
  /** Pass as `after` to continue after this template. */
  cursor: Scalars['String']['output'];
  /** The template. */
  node: MessageTemplate;
};

/** Fields message templates can be filtered on. */
export type MessageTemplateField =
  | 'CHANNEL'
  | 'CREATED_AT'
  | 'LANGUAGE';

/** Conditions and nested groups joined by `connector` (AND by default). */
export type MessageTemplateFilter = {
  /** Conditions of this group. */
  conditions?: InputMaybe<Array<MessageTemplateFilterCondition>>;
  /** AND: all conditions and groups must hold; OR: at least one. */
  connector?: InputMaybe<LogicalConnector>;
  /** Nested groups. */
  groups?: InputMaybe<Array<MessageTemplateFilter>>;
};

/** One condition on message templates; see ProgramFilterCondition for the rules of `value` and `values`. */
export type MessageTemplateFilterCondition = {
  /** The field compared. */
  field: MessageTemplateField;
  /** How it is compared. */
  operator: FilterOperator;
  /** The value for single-value operators. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** Two values for BETWEEN, one or more for IN. */
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Outcome of a template mutation. */
export type MessageTemplateResult = MutationResult & {
  __typename?: 'MessageTemplateResult';
  /** VALIDATION_FAILED, NOT_FOUND or CONFLICT when refused. */
  code?: Maybe<ErrorCode>;
  /** deleteMessageTemplate: the id deleted; null otherwise. */
  deletedTemplateId?: Maybe<Scalars['ID']['output']>;
  /** One entry per refused input field (body, subject, language); empty otherwise. The message names the bad tokens. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when refused (e.g. "Unknown placeholder {first_name}: use {first-name} …"). */
  message?: Maybe<Scalars['String']['output']>;
  /** The template as it now is; null when refused or deleted. */
  messageTemplate?: Maybe<MessageTemplate>;
  /** Which notifications rule refused (TEMPLATE_EXISTS), when one did. */
  reason?: Maybe<NotificationRefusal>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/**
 * A refusal's message as data: its key in the platform's message tables (e.g. programs.nameTaken, the web's
 * refusals.<key>) and the values it names, so a client shows it in the user's language; `message` is its English.
 */
export type MessageWords = {
  __typename?: 'MessageWords';
  /** The message's key: <domain>.<name>. */
  key: Scalars['String']['output'];
  /** The values the message names, e.g. name = Food. */
  params: Array<ErrorParam>;
};

/** Multi-factor settings of the signed-in user. */
export type MfaSettings = {
  __typename?: 'MfaSettings';
  /** Whether the user has turned on a second factor. */
  mfaEnabled: Scalars['Boolean']['output'];
  /** SOFTWARE_TOKEN_MFA by default. */
  mfaPreferred: Scalars['String']['output'];
};

/** A distribution's monitoring invitations counted. */
export type MonitoringCounts = {
  __typename?: 'MonitoringCounts';
  /** Invited families that answered. */
  answered: Scalars['Int']['output'];
  /** Invited families whose latest message was refused for good. */
  error: Scalars['Int']['output'];
  /** Families invited so far. */
  invited: Scalars['Int']['output'];
  /** Invited families not reachable by e-mail: no address (not an error). */
  noEmail: Scalars['Int']['output'];
  /** Invited families not reachable by SMS or WhatsApp: no phone number (not an error). */
  noPhoneNumber: Scalars['Int']['output'];
  /** Invited families without a monitoring message yet. */
  notSent: Scalars['Int']['output'];
  /** Invited families whose latest message is still queued. */
  queued: Scalars['Int']['output'];
  /** Invited families whose latest message the provider accepted. */
  sent: Scalars['Int']['output'];
};

/** One invited family: its personal link, whether it answered, and its monitoring message. */
export type MonitoringInvitation = {
  __typename?: 'MonitoringInvitation';
  /** When the family answered; null before. */
  answeredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Id of the family's main beneficiary (ben--…). */
  beneficiaryId: Scalars['ID']['output'];
  /** The family's personal link. */
  link: Scalars['String']['output'];
  /** The latest monitoring message; null before any was sent. */
  message?: Maybe<MonitoringMessage>;
  /** The stratum the family was drawn from. */
  stratum: Scalars['String']['output'];
};

/** One invited family's personal link. */
export type MonitoringLink = {
  __typename?: 'MonitoringLink';
  /** Id of the family's main beneficiary (ben--…). */
  beneficiaryId: Scalars['ID']['output'];
  /** The link to send them: the filling page of the monitoring form with their invitation. */
  link: Scalars['String']['output'];
};

/** The latest monitoring message sent to an invited family. */
export type MonitoringMessage = {
  __typename?: 'MonitoringMessage';
  /** The channel it went on. */
  channel: NotificationChannel;
  /** The provider's reason, when refused. */
  error?: Maybe<Scalars['String']['output']>;
  /** When the provider accepted it. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Queued (NOTIFICATION_SENT), accepted by the provider (SENT) or refused for good (ERROR). */
  status: NotificationStatus;
};

/** One monitoring question's answers (families that answered through their personal link, each once). */
export type MonitoringQuestionSummary = {
  __typename?: 'MonitoringQuestionSummary';
  /** How it is answered. */
  answerType: PdmAnswerType;
  /** Families that answered it. */
  answered: Scalars['Int']['output'];
  /** NUMBER, RATING: the mean answer (2 decimals); null otherwise or when unanswered. */
  average?: Maybe<Scalars['Float']['output']>;
  /** YES_NO: answers no; null otherwise. */
  no?: Maybe<Scalars['Int']['output']>;
  /** The question as the distribution asks it. */
  question: Scalars['String']['output'];
  /** YES_NO: answers yes; null otherwise. */
  yes?: Maybe<Scalars['Int']['output']>;
};

/** Which monitoring rule refused sendMonitoringLinks. */
export type MonitoringSendRefusal =
  /** No invited family is waiting for a link on this channel (all answered, sent or not reachable). */
  | 'NOTHING_TO_SEND'
  /** The distribution is not APPROVED. */
  | 'NOT_APPROVED';

/** What startDistributionMonitoring drew from one stratum. */
export type MonitoringStratum = {
  __typename?: 'MonitoringStratum';
  /** Families invited from it by this start. */
  count: Scalars['Int']['output'];
  /** The families' status: collection status (IN_KIND), usage (VOUCHER) or payment status (CASH). */
  status: Scalars['String']['output'];
};

/** Entry points for changing data. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Accepts a submission: a new person (creation method E-F) from the beneficiary fields its answers fill, in the
   * master list and the target list with the list properties they fill; the lists' counts move. Needs SMART_FORMS UPDATE.
   */
  acceptSmartFormSubmission: SmartFormSubmissionResult;
  /**
   * Adds existing beneficiaries (at most 1000 ids; ones already in it are skipped) to an OPEN custom list; a LOCKED list
   * answers CONFLICT. Needs BENEFICIARY_LISTS UPDATE for the list.
   */
  addBeneficiariesToList: BeneficiaryListResult;
  /**
   * Anonymises a beneficiary (data protection): names become "Anonymised", contact data and dates are cleared, evidence
   * files deleted; allowed with unfinished entitlements. Needs BENEFICIARY_LISTS DELETE on every list holding them.
   */
  anonymiseBeneficiary: BeneficiaryErasureResult;
  /** Cancels a distribution (DELETE on its type's section); an APPROVED one only while nothing is paid or redeemed. */
  cancelDistribution: DistributionResult;
  /** Asks a job to stop: a waiting job is cancelled at once, a running one at its next step. */
  cancelJob: JobResult;
  /** Moves an entitlement's payment status (UPDATE on its distribution's type section). */
  changeEntitlementPaymentStatus: EntitlementResult;
  /** Stops a published form taking submissions (status CLOSED); publishing again reopens it. Needs SMART_FORMS UPDATE. */
  closeSmartForm: SmartFormResult;
  /** Records a hand-over of in-kind items to a family of an IN_KIND distribution. */
  collectInKind: CollectionResult;
  /**
   * Saves a CHECKED import's valid rows (a BENEFICIARY_IMPORT_COMMIT job, in batches): they join the master list and the
   * import's list. All or nothing: a cancelled or failed commit removes what it had saved.
   */
  commitBeneficiaryImport: BeneficiaryImportResult;
  /**
   * Creates a partner key bound to a role. Needs USER_MANAGEMENT CREATE at level EVERYTHING, by a person: a partner
   * key cannot create keys. The answer's `secret` is the only time the key is shown.
   */
  createApiKey: ApiKeyResult;
  /**
   * Creates a beneficiary (creation method INTERNAL) in the master list and, if given, an OPEN custom list. Needs
   * BENEFICIARY_LISTS CREATE at level EVERYTHING, or SELECTED including `beneficiaryListId`.
   */
  createBeneficiary: BeneficiaryResult;
  /** Creates a custom list (LOCKED unless given). Needs BENEFICIARY_LISTS CREATE at level EVERYTHING. */
  createBeneficiaryList: BeneficiaryListResult;
  /** Creates a distribution (CREATE on its type's section); refusals come back in the result. */
  createDistribution: DistributionResult;
  /**
   * Creates a message template. A text with an unknown `{...}` token is refused with a field error naming it (checked
   * here with the API's own rule before any call).
   */
  createMessageTemplate: MessageTemplateResult;
  /** Creates a program in the current organisation; refusals come back in the result. */
  createProgram: ProgramResult;
  /**
   * Creates a CUSTOM role. Needs USER_MANAGEMENT CREATE at level EVERYTHING, by a person (not a partner key). Each
   * refused permission cell comes back as its own field error.
   */
  createRole: RoleResult;
  /** Creates a draft form. Needs SMART_FORMS CREATE. */
  createSmartForm: SmartFormResult;
  /**
   * Creates an organisation under the current one, with the PREDEFINED roles and the caller as its ADMIN. Only an ADMIN
   * of the current organisation (first role ADMIN, spec §6), as a person; others get FORBIDDEN.
   */
  createSubAccount: SubAccountResult;
  /**
   * Approves or disapproves a submitted distribution (APPROVE on its type's section). The creator and holders of an
   * incompatible role are refused with `code` FORBIDDEN and `reason` CREATOR_CANNOT_APPROVE or INCOMPATIBLE_ROLE.
   */
  decideDistribution: DistributionResult;
  /**
   * Deletes a beneficiary (data protection). Refused (CONFLICT) while a distribution still owes them something; someone
   * a distribution ever included is anonymised instead (outcome ANONYMISED). Needs BENEFICIARY_LISTS DELETE on every
   * list holding them.
   */
  deleteBeneficiary: BeneficiaryErasureResult;
  /**
   * Deletes a custom list and its memberships (the beneficiaries stay in the master list). The master list cannot be
   * deleted (CONFLICT). Needs BENEFICIARY_LISTS DELETE for the list.
   */
  deleteBeneficiaryList: BeneficiaryListResult;
  /** Deletes a template. */
  deleteMessageTemplate: MessageTemplateResult;
  /** Stops a schedule; the reports it wrote stay. Needs REPORTS EXPORT (SELECTED: only one's own). */
  deleteReportSchedule: ReportScheduleResult;
  /**
   * Deletes a CUSTOM role nobody holds; while members or active partner keys hold it, CONFLICT says how many. Needs
   * USER_MANAGEMENT DELETE at level EVERYTHING, by a person (not a partner key).
   */
  deleteRole: RoleResult;
  /** Deletes a form that has no submissions (CONFLICT otherwise). Needs SMART_FORMS DELETE. */
  deleteSmartForm: SmartFormResult;
  /**
   * Disables a member: every request they make in the organisation is refused at once. Not yourself, not the last active
   * administrator, not a pending invitation (remove it instead).
   */
  disableMember: UserAccountResult;
  /** Enables a disabled member again (ACTIVE). */
  enableMember: UserAccountResult;
  /** Checks the budget and starts the job generating one entitlement per family (UPDATE on its type's section). */
  generateEntitlements: GenerateEntitlementsResult;
  /**
   * Reads an uploaded file's header, first rows, sheets and encoding and suggests a column mapping. Saves nothing.
   * Needs BENEFICIARY_LISTS CREATE.
   */
  inspectBeneficiaryImport: BeneficiaryImportInspectionResult;
  /**
   * Invites someone: a new e-mail gets an account with a temporary password sent by e-mail (they choose their own at the
   * first sign-in); an e-mail with an account elsewhere gets the membership and a notice. INVITATION_SENT until their
   * first request here. Needs USER_MANAGEMENT CREATE at level EVERYTHING, by a person.
   */
  inviteMember: UserAccountResult;
  /** Marks a PENDING pair as two different people; it is never proposed again. Needs BENEFICIARY_LISTS UPDATE at level EVERYTHING. */
  markBeneficiaryDuplicateDistinct: BeneficiaryDuplicatePairResult;
  /**
   * Merges a PENDING pair: `keepBeneficiaryId` (one of the two) stays, takes the other's custom lists and fills its empty
   * fields from the other, and the other is deleted. Needs BENEFICIARY_LISTS UPDATE at level EVERYTHING.
   */
  mergeBeneficiaryDuplicate: BeneficiaryDuplicatePairResult;
  /**
   * Merges a submission into an existing person of the master list (often one of its candidates), who joins the
   * target list with the list properties the answers fill; their own fields stay as they are. Needs SMART_FORMS UPDATE.
   */
  mergeSmartFormSubmission: SmartFormSubmissionResult;
  /**
   * Publishes the draft as the next version (status PUBLISHED); refused when the draft has problems or no element
   * takes an answer. Needs SMART_FORMS UPDATE.
   */
  publishSmartForm: SmartFormResult;
  /** Redeems all or part of a voucher's value. */
  redeemVoucher: RedemptionResult;
  /**
   * Reads the caller's multi-factor state again from the identity service and stores it; call it after turning MFA on
   * or off. A member DISABLED (MFA) is let in again at their next request once MFA is on.
   */
  refreshMfaStatus: MfaSettings;
  /** Rejects a submission with a reason (1 to 1,000 characters); nobody is created or changed. Needs SMART_FORMS UPDATE. */
  rejectSmartFormSubmission: SmartFormSubmissionResult;
  /**
   * Removes beneficiaries (at most 1000 ids) from an OPEN custom list; they stay in the master list. A LOCKED list
   * answers CONFLICT. Needs BENEFICIARY_LISTS UPDATE for the list.
   */
  removeBeneficiariesFromList: BeneficiaryListResult;
  /** Removes a member from the organisation (they keep their account). Not yourself, not the last active administrator. */
  removeMember: RemoveMemberResult;
  /** Removes the current organisation's logo. Needs PROFILE_AND_ORGANIZATION UPDATE. */
  removeOrganizationLogo: OrganizationResult;
  /** Removes the signed-in user's profile image. */
  removeProfileImage: ProfileResult;
  /** Sends a pending invitation again with a new temporary password (the old one stops working). USER_MANAGEMENT CREATE. */
  resendInvitation: UserAccountResult;
  /** Queues the channel's ERROR messages again (attempts start over) and starts the job sending them. */
  resendNotifications: NotificationJobResult;
  /** Resolves one family by hand. */
  resolveReconciliation: ResolveReconciliationResult;
  /** Revokes a key at once. Needs USER_MANAGEMENT DELETE at level EVERYTHING, by a person. */
  revokeApiKey: ApiKeyResult;
  /** Writes the beneficiary list report every week or month, as the caller. Needs REPORTS EXPORT; at most 50 schedules. */
  scheduleBeneficiaryListReport: ReportScheduleResult;
  /** Writes the distribution summary every week or month, as the caller. Needs REPORTS EXPORT; at most 50 schedules. */
  scheduleDistributionSummaryReport: ReportScheduleResult;
  /**
   * Sends the personal monitoring links through the notifications, as a job: one message per invited family that has
   * not answered and has no monitoring message on the channel yet, beside (never instead of) the distribution's
   * announcement. Families without a phone number or e-mail get none (counted as not reachable). Needs UPDATE on the
   * distribution's type's section; the distribution APPROVED.
   */
  sendMonitoringLinks: SendMonitoringLinksResult;
  /**
   * Starts the job that sends one message per entitled family of an APPROVED distribution (UPDATE on its type's
   * section); before approval the result's `reason` is NOT_APPROVED.
   */
  sendNotifications: NotificationJobResult;
  /**
   * Starts an import's dry run (a BENEFICIARY_IMPORT_CHECK job): every row is checked, invalid cells and duplicates
   * are reported, no beneficiary is saved. Needs BENEFICIARY_LISTS CREATE for the list.
   */
  startBeneficiaryImport: BeneficiaryImportResult;
  /**
   * Writes the beneficiary list report as a file, in a job: watch it with reportFile (or job), cancel it with cancelJob.
   * Needs REPORTS EXPORT; lists outside the caller's reach are NOT_FOUND, as for the report itself.
   */
  startBeneficiaryListReportFile: ReportFileResult;
  /**
   * Starts a deduplication of the whole master list (a BENEFICIARY_DEDUPLICATION job); the organisation's
   * `duplicatesTotal` and `lastDeduplication` are set when it ends. Needs BENEFICIARY_LISTS UPDATE at level EVERYTHING.
   */
  startDeduplication: Job;
  /** Starts a DEMO job in the current organisation. */
  startDemoJob: JobResult;
  /**
   * Starts (or extends) a distribution's monitoring: builds its monitoring form the first time (one question per
   * monitoring question, PUBLISHED), draws a random sample of the families not invited yet, stratified by collection,
   * usage or payment status with proportional allocation (at least one per non-empty stratum when the sample allows),
   * and makes each a personal link. Needs UPDATE on the distribution's type's section; the distribution APPROVED.
   */
  startDistributionMonitoring: StartDistributionMonitoringResult;
  /**
   * Writes the distribution summary as a file, in a job. Needs REPORTS EXPORT; programs or distributions outside the
   * caller's reach are NOT_FOUND.
   */
  startDistributionSummaryReportFile: ReportFileResult;
  /** Starts a RECONCILIATION_IMPORT job for an uploaded provider report. */
  startReconciliationImport: StartReconciliationImportResult;
  /** Submits a READY distribution with entitlements for approval (UPDATE on its type's section). */
  submitDistribution: DistributionResult;
  /**
   * Sends a form filled by a staff member (staff mode): the same checks, idempotency and auto-accept as the public
   * link, without its access code; the submission is STAFF and names its author. Needs SMART_FORMS CREATE.
   */
  submitSmartForm: SubmitSmartFormResult;
  /**
   * Makes `accountId` (one of the caller's ACTIVE memberships, else FORBIDDEN) the organisation they work in by default,
   * and logs SWITCH_ORGANIZATION there. The answer acts in that organisation; send it as x-accountid from now on.
   */
  switchOrganization: Me;
  /** Sends what a device handed over of in-kind items offline; redemptionId in each result is the hand-over (ikc--…). */
  syncCollections: SyncRedemptionsResult;
  /** Sends what a device redeemed offline. */
  syncRedemptions: SyncRedemptionsResult;
  /** Replaces the organisation's approval settings. */
  updateApprovalSettings: ApprovalSettingsResult;
  /** Changes a beneficiary. Needs BENEFICIARY_LISTS UPDATE at level EVERYTHING, or SELECTED on a list holding them. */
  updateBeneficiary: BeneficiaryResult;
  /** Changes a list. Needs BENEFICIARY_LISTS UPDATE for the list. */
  updateBeneficiaryList: BeneficiaryListResult;
  /** Changes a READY distribution (UPDATE on its type's section); omitted fields stay as they are. */
  updateDistribution: DistributionResult;
  /** Replaces a member's roles, in order. Refused when it would demote the last active administrator. */
  updateMemberRoles: UserAccountResult;
  /** Changes a template's subject or body; messages already queued keep their text. */
  updateMessageTemplate: MessageTemplateResult;
  /** Sets the organisation's default message language. */
  updateNotificationSettings: NotificationSettingsResult;
  /**
   * Changes the current organisation's profile; `detailsCompleted` is recomputed (name, phone, address line, city and
   * country given). Needs PROFILE_AND_ORGANIZATION UPDATE. The logo is uploaded with POST /api/organization/logo.
   */
  updateOrganization: OrganizationResult;
  /** Changes the current organisation's settings. Needs PROFILE_AND_ORGANIZATION UPDATE. */
  updateOrganizationSettings: OrganizationResult;
  /** Remembers a provider's columns for its next files (downloading a file with `columns` remembers them too). */
  updatePaymentExportSettings: PaymentProviderResult;
  /**
   * Changes the signed-in user's own profile. `detailsCompleted` is recomputed (first name, last name and phone number
   * given). The profile image is uploaded with POST /api/me/profile-image (the file as the body).
   */
  updateProfile: ProfileResult;
  /** Changes a program; omitted fields stay as they are. */
  updateProgram: ProgramResult;
  /**
   * Changes a CUSTOM role's name and/or permissions (PREDEFINED roles are refused with CONFLICT). Needs
   * USER_MANAGEMENT UPDATE at level EVERYTHING, by a person (not a partner key). Holders get the new permissions on
   * their next request.
   */
  updateRole: RoleResult;
  /**
   * Changes a form's settings or draft. A definition with problems is refused as a whole (VALIDATION_FAILED, each
   * problem at its place) and the stored draft stays. Needs SMART_FORMS UPDATE.
   */
  updateSmartForm: SmartFormResult;
};


/** Entry points for changing data. */
export type MutationAcceptSmartFormSubmissionArgs = {
  id: Scalars['ID']['input'];
  submissionId: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationAddBeneficiariesToListArgs = {
  beneficiaryIds: Array<Scalars['ID']['input']>;
  listId: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationAnonymiseBeneficiaryArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationCancelDistributionArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationCancelJobArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationChangeEntitlementPaymentStatusArgs = {
  distributionId: Scalars['ID']['input'];
  entitlementId: Scalars['ID']['input'];
  status: PaymentStatus;
};


/** Entry points for changing data. */
export type MutationCloseSmartFormArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationCollectInKindArgs = {
  input: CollectInKindInput;
};


/** Entry points for changing data. */
export type MutationCommitBeneficiaryImportArgs = {
  id: Scalars['ID']['input'];
  skipDuplicates?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for changing data. */
export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


/** Entry points for changing data. */
export type MutationCreateBeneficiaryArgs = {
  input: CreateBeneficiaryInput;
};


/** Entry points for changing data. */
export type MutationCreateBeneficiaryListArgs = {
  input: CreateBeneficiaryListInput;
};


/** Entry points for changing data. */
export type MutationCreateDistributionArgs = {
  input: CreateDistributionInput;
};


/** Entry points for changing data. */
export type MutationCreateMessageTemplateArgs = {
  input: CreateMessageTemplateInput;
};


/** Entry points for changing data. */
export type MutationCreateProgramArgs = {
  input: CreateProgramInput;
};


/** Entry points for changing data. */
export type MutationCreateRoleArgs = {
  input: CreateRoleInput;
};


/** Entry points for changing data. */
export type MutationCreateSmartFormArgs = {
  input: CreateSmartFormInput;
};


/** Entry points for changing data. */
export type MutationCreateSubAccountArgs = {
  input: CreateSubAccountInput;
};


/** Entry points for changing data. */
export type MutationDecideDistributionArgs = {
  id: Scalars['ID']['input'];
  input: DecideDistributionInput;
};


/** Entry points for changing data. */
export type MutationDeleteBeneficiaryArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationDeleteBeneficiaryListArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationDeleteMessageTemplateArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationDeleteReportScheduleArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationDeleteRoleArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationDeleteSmartFormArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationDisableMemberArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationEnableMemberArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationGenerateEntitlementsArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationInspectBeneficiaryImportArgs = {
  encoding?: InputMaybe<TextEncoding>;
  fileId: Scalars['ID']['input'];
  sheetName?: InputMaybe<Scalars['String']['input']>;
};


/** Entry points for changing data. */
export type MutationInviteMemberArgs = {
  input: InviteMemberInput;
};


/** Entry points for changing data. */
export type MutationMarkBeneficiaryDuplicateDistinctArgs = {
  pairId: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationMergeBeneficiaryDuplicateArgs = {
  keepBeneficiaryId: Scalars['ID']['input'];
  pairId: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationMergeSmartFormSubmissionArgs = {
  beneficiaryId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  submissionId: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationPublishSmartFormArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationRedeemVoucherArgs = {
  input: RedeemVoucherInput;
};


/** Entry points for changing data. */
export type MutationRejectSmartFormSubmissionArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  submissionId: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationRemoveBeneficiariesFromListArgs = {
  beneficiaryIds: Array<Scalars['ID']['input']>;
  listId: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationRemoveMemberArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationResendInvitationArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationResendNotificationsArgs = {
  channel?: InputMaybe<NotificationChannel>;
  distributionId: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationResolveReconciliationArgs = {
  input: ResolveReconciliationInput;
};


/** Entry points for changing data. */
export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationScheduleBeneficiaryListReportArgs = {
  format: ReportFormat;
  frequency: ReportFrequency;
  input: BeneficiaryListReportInput;
  language?: InputMaybe<Scalars['String']['input']>;
  table?: InputMaybe<ReportTable>;
};


/** Entry points for changing data. */
export type MutationScheduleDistributionSummaryReportArgs = {
  format: ReportFormat;
  frequency: ReportFrequency;
  input: DistributionSummaryInput;
  language?: InputMaybe<Scalars['String']['input']>;
  table?: InputMaybe<ReportTable>;
};


/** Entry points for changing data. */
export type MutationSendMonitoringLinksArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<SendMonitoringLinksInput>;
};


/** Entry points for changing data. */
export type MutationSendNotificationsArgs = {
  channel?: InputMaybe<NotificationChannel>;
  distributionId: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationStartBeneficiaryImportArgs = {
  input: StartBeneficiaryImportInput;
};


/** Entry points for changing data. */
export type MutationStartBeneficiaryListReportFileArgs = {
  format: ReportFormat;
  input: BeneficiaryListReportInput;
  language?: InputMaybe<Scalars['String']['input']>;
  table?: InputMaybe<ReportTable>;
};


/** Entry points for changing data. */
export type MutationStartDemoJobArgs = {
  input: StartDemoJobInput;
};


/** Entry points for changing data. */
export type MutationStartDistributionMonitoringArgs = {
  id: Scalars['ID']['input'];
  input: StartDistributionMonitoringInput;
};


/** Entry points for changing data. */
export type MutationStartDistributionSummaryReportFileArgs = {
  format: ReportFormat;
  input: DistributionSummaryInput;
  language?: InputMaybe<Scalars['String']['input']>;
  table?: InputMaybe<ReportTable>;
};


/** Entry points for changing data. */
export type MutationStartReconciliationImportArgs = {
  input: StartReconciliationImportInput;
};


/** Entry points for changing data. */
export type MutationSubmitDistributionArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationSubmitSmartFormArgs = {
  id: Scalars['ID']['input'];
  input: SubmitSmartFormInput;
};


/** Entry points for changing data. */
export type MutationSwitchOrganizationArgs = {
  accountId: Scalars['ID']['input'];
};


/** Entry points for changing data. */
export type MutationSyncCollectionsArgs = {
  input: SyncCollectionsInput;
};


/** Entry points for changing data. */
export type MutationSyncRedemptionsArgs = {
  input: SyncRedemptionsInput;
};


/** Entry points for changing data. */
export type MutationUpdateApprovalSettingsArgs = {
  input: ApprovalSettingsInput;
};


/** Entry points for changing data. */
export type MutationUpdateBeneficiaryArgs = {
  id: Scalars['ID']['input'];
  input: UpdateBeneficiaryInput;
};


/** Entry points for changing data. */
export type MutationUpdateBeneficiaryListArgs = {
  id: Scalars['ID']['input'];
  input: UpdateBeneficiaryListInput;
};


/** Entry points for changing data. */
export type MutationUpdateDistributionArgs = {
  id: Scalars['ID']['input'];
  input: UpdateDistributionInput;
};


/** Entry points for changing data. */
export type MutationUpdateMemberRolesArgs = {
  id: Scalars['ID']['input'];
  input: UpdateMemberRolesInput;
};


/** Entry points for changing data. */
export type MutationUpdateMessageTemplateArgs = {
  id: Scalars['ID']['input'];
  input: UpdateMessageTemplateInput;
};


/** Entry points for changing data. */
export type MutationUpdateNotificationSettingsArgs = {
  input: NotificationSettingsInput;
};


/** Entry points for changing data. */
export type MutationUpdateOrganizationArgs = {
  input: UpdateOrganizationInput;
};


/** Entry points for changing data. */
export type MutationUpdateOrganizationSettingsArgs = {
  input: UpdateOrganizationSettingsInput;
};


/** Entry points for changing data. */
export type MutationUpdatePaymentExportSettingsArgs = {
  input: PaymentExportSettingsInput;
};


/** Entry points for changing data. */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


/** Entry points for changing data. */
export type MutationUpdateProgramArgs = {
  id: Scalars['ID']['input'];
  input: UpdateProgramInput;
};


/** Entry points for changing data. */
export type MutationUpdateRoleArgs = {
  id: Scalars['ID']['input'];
  input: UpdateRoleInput;
};


/** Entry points for changing data. */
export type MutationUpdateSmartFormArgs = {
  id: Scalars['ID']['input'];
  input: UpdateSmartFormInput;
};

/**
 * What every mutation answers: the changed object on success (each result names its own field), or why it was refused.
 * A client can read the refusal of any mutation the same way through this interface.
 */
export type MutationResult = {
  /** Why it was refused (one of the REST API's codes, e.g. VALIDATION_FAILED), when the change did not happen. */
  code?: Maybe<ErrorCode>;
  /** The input fields that were refused and why (empty on success). */
  fieldErrors: Array<FieldError>;
  /** What went wrong, in English, when the change did not happen. */
  message?: Maybe<Scalars['String']['output']>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** Families of one nationality. */
export type NationalityCount = {
  __typename?: 'NationalityCount';
  /** Families of this nationality (by the main beneficiary). */
  families: Scalars['Int']['output'];
  /** ISO 3166-1 alpha-2 code (names in the countries query); null when none is recorded. */
  nationality?: Maybe<Scalars['String']['output']>;
  /** Those families' main beneficiaries and family members. */
  people: Scalars['Int']['output'];
};

/** One message to one family of a distribution. */
export type Notification = {
  __typename?: 'Notification';
  /** Attempts so far (at most 5 before it stays ERROR). */
  attempts: Scalars['Int']['output'];
  /** The family's main beneficiary. */
  beneficiaryId: Scalars['ID']['output'];
  /** The rendered message. */
  body: Scalars['String']['output'];
  /** The channel. */
  channel: NotificationChannel;
  /** When it was queued. */
  createdAt: Scalars['DateTime']['output'];
  /** The distribution. */
  distributionId: Scalars['ID']['output'];
  /** Why the provider refused it, when it did. */
  error?: Maybe<Scalars['String']['output']>;
  /** ISO 639-1 language it was rendered in. */
  language: Scalars['String']['output'];
  /** When the next attempt is due, while retrying. */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** Id with prefix ntf--. */
  notificationId: Scalars['ID']['output'];
  /** Phone number (SMS, WHATSAPP) or e-mail address; null when the family has none. */
  recipient?: Maybe<Scalars['String']['output']>;
  /** dnt--…: the send or resend that queued it last. */
  runId: Scalars['ID']['output'];
  /** When the provider accepted it. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where it is. */
  status: NotificationStatus;
  /** EMAIL only. */
  subject?: Maybe<Scalars['String']['output']>;
  /** The template it was rendered from; null when that was deleted since. */
  templateId?: Maybe<Scalars['ID']['output']>;
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** How a message reaches a family. */
export type NotificationChannel =
  | 'EMAIL'
  | 'SMS'
  | 'WHATSAPP';

/** A page of a distribution's messages, with the counts per status of all of them. */
export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  /** All the distribution's messages per status, one entry for each status (0 when none), whatever the filter. */
  counts: Array<NotificationCount>;
  /** The messages of this page. */
  edges: Array<NotificationEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Messages matching the filter, across all pages; counted only when selected. */
  totalCount: Scalars['Int']['output'];
};

/** How many of a distribution's messages are in one status. */
export type NotificationCount = {
  __typename?: 'NotificationCount';
  /** Messages in it. */
  count: Scalars['Int']['output'];
  /** The status. */
  status: NotificationStatus;
};

/** A message in a page, with its cursor. */
export type NotificationEdge = {
  __typename?: 'NotificationEdge';
  /** Pass as `after` to continue after this message. */
  cursor: Scalars['String']['output'];
  /** The message. */
  node: Notification;
};

/** Outcome of sendNotifications and resendNotifications: the DISTRIBUTION_NOTIFICATIONS job, or why it was refused. */
export type NotificationJobResult = MutationResult & {
  __typename?: 'NotificationJobResult';
  /** VALIDATION_FAILED, NOT_FOUND, CONFLICT or FORBIDDEN when refused. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** The job sending the messages; null when refused. */
  job?: Maybe<Job>;
  /** What went wrong, when refused (e.g. the distribution's status). */
  message?: Maybe<Scalars['String']['output']>;
  /** Which notifications rule refused (NOT_APPROVED, NO_TEMPLATE, NOTHING_TO_RESEND, SEND_RUNNING), when one did. */
  reason?: Maybe<NotificationRefusal>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** A real family's message, rendered as it would be sent; nothing is queued. */
export type NotificationPreview = {
  __typename?: 'NotificationPreview';
  /** The family rendered. */
  beneficiaryId: Scalars['ID']['output'];
  /** The rendered message. */
  body: Scalars['String']['output'];
  /** The channel. */
  channel: NotificationChannel;
  /** The language chosen for the family. */
  language: Scalars['String']['output'];
  /** Where it would go; null when the family has none. */
  recipient?: Maybe<Scalars['String']['output']>;
  /** EMAIL only. */
  subject?: Maybe<Scalars['String']['output']>;
  /** The template used. */
  templateId: Scalars['ID']['output'];
};

/** Which message to preview. */
export type NotificationPreviewInput = {
  /** A family of the distribution (its main beneficiary); default: the first entitled. */
  beneficiaryId?: InputMaybe<Scalars['ID']['input']>;
  /** SMS unless given. */
  channel?: InputMaybe<NotificationChannel>;
  /** Render this template; default: the family's language's one. */
  templateId?: InputMaybe<Scalars['ID']['input']>;
};

/** Outcome of notificationPreview. */
export type NotificationPreviewResult = MutationResult & {
  __typename?: 'NotificationPreviewResult';
  /** VALIDATION_FAILED or NOT_FOUND when refused. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when refused. */
  message?: Maybe<Scalars['String']['output']>;
  /** The rendered message; null when refused. */
  preview?: Maybe<NotificationPreview>;
  /** Which notifications rule refused (NO_TEMPLATE, NO_FAMILY), when one did. */
  reason?: Maybe<NotificationRefusal>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** Which notifications rule refused a request: `reason` of a notifications result. The message says the details. */
export type NotificationRefusal =
  /** No message of the channel is in ERROR with a recipient. */
  | 'NOTHING_TO_RESEND'
  /** Families are notified only once the distribution is APPROVED. */
  | 'NOT_APPROVED'
  /** The distribution has no entitled family to preview (or the given one is not among them). */
  | 'NO_FAMILY'
  /** No template for the channel in the family's or the organisation's default language. */
  | 'NO_TEMPLATE'
  /** A send of this distribution is still running. */
  | 'SEND_RUNNING'
  /** A template for this channel, language and distribution type exists already. */
  | 'TEMPLATE_EXISTS';

/** The organisation's message settings. Without settings the default language is en. */
export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  /** ISO 639-1: the language of families whose nationality's languages have no template. */
  defaultLanguage: Scalars['String']['output'];
  /** When they were last changed; null when never set. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who last changed them. */
  updatedBy?: Maybe<User>;
};

/** The organisation's message settings. */
export type NotificationSettingsInput = {
  /** ISO 639-1, e.g. en or fr. */
  defaultLanguage: Scalars['String']['input'];
};

/** Outcome of updateNotificationSettings. */
export type NotificationSettingsResult = MutationResult & {
  __typename?: 'NotificationSettingsResult';
  /** VALIDATION_FAILED when refused. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when refused. */
  message?: Maybe<Scalars['String']['output']>;
  /** The settings as saved; null when refused. */
  notificationSettings?: Maybe<NotificationSettings>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** Where one family's message is (spec §4 "Notification and scan"). */
export type NotificationStatus =
  /** The provider refused it for good (after the attempts); resendNotifications tries again. */
  | 'ERROR'
  /** Queued to the provider. */
  | 'NOTIFICATION_SENT'
  /** The provider accepted it. */
  | 'SENT';

/** Messages sent to a distribution's families. */
export type NotifiedCount = {
  __typename?: 'NotifiedCount';
  /** Messages that ended in ERROR. */
  error: Scalars['Int']['output'];
  /** Messages SENT. */
  sent: Scalars['Int']['output'];
};

/** One hand-over of in-kind items made offline. */
export type OfflineCollectionInput = {
  /** The device's clock when the items were handed over, with its offset; decides expiry and the order of application. */
  deviceTime: Scalars['DateTime']['input'];
  /** The in-kind entitlement (ink--…), as the offline download listed it (voucherId). */
  entitlementId: Scalars['ID']['input'];
  /** 8 to 100 characters, made by the device once per hand-over; the same key again never counts twice. */
  idempotencyKey: Scalars['String']['input'];
  /** What was handed over, by item name (1 to 50). */
  items: Array<CollectedItemInput>;
  /** An upload of this organisation: the camera photo. */
  photoFileId?: InputMaybe<Scalars['ID']['input']>;
  /** An upload of this organisation: the drawn signature. */
  signatureFileId?: InputMaybe<Scalars['ID']['input']>;
};

/** Redemption conflicts of scans made offline. */
export type OfflineConflictCount = {
  __typename?: 'OfflineConflictCount';
  /** Conflicts recorded. */
  total: Scalars['Int']['output'];
  /** Of those, not yet resolved. */
  unresolved: Scalars['Int']['output'];
};

/** What a device needs to verify vouchers of one distribution offline. */
export type OfflineDistribution = {
  __typename?: 'OfflineDistribution';
  /** The organisation its vouchers' QR codes name. */
  accountId: Scalars['ID']['output'];
  /** The signature algorithm of `publicKey`: always Ed25519. */
  algorithm: Scalars['String']['output'];
  /** Id with prefix dis--. */
  distributionId: Scalars['ID']['output'];
  /** The distribution's name. */
  distributionName: Scalars['String']['output'];
  /** VOUCHER, or IN_KIND: families collect items (amount 0), handed over offline with syncCollections. */
  distributionType: DistributionType;
  /** Raw Ed25519 key, base64url: verifies QR payloads offline. */
  publicKey: Scalars['String']['output'];
  /** Whether a redemption needs a photo of the beneficiary. */
  requestPhoto: Scalars['Boolean']['output'];
  /** Whether a redemption needs the beneficiary's signature. */
  requestSignature: Scalars['Boolean']['output'];
};

/** One redemption made offline. */
export type OfflineRedemptionInput = {
  /** Minor units, more than 0. */
  amount: Scalars['MinorUnits']['input'];
  /** The device's clock when the voucher was redeemed, with its offset; decides expiry and the order of application. */
  deviceTime: Scalars['DateTime']['input'];
  /** 8 to 100 characters, made by the device once per redemption; the same key again never counts twice. */
  idempotencyKey: Scalars['String']['input'];
  /** An upload of this organisation: the camera photo. */
  photoFileId?: InputMaybe<Scalars['ID']['input']>;
  /** An upload of this organisation: the drawn signature. */
  signatureFileId?: InputMaybe<Scalars['ID']['input']>;
  /** The voucher redeemed. */
  voucherId: Scalars['ID']['input'];
};

/** A voucher as stored on a device for offline scanning. */
export type OfflineVoucher = {
  __typename?: 'OfflineVoucher';
  /** The voucher's full value in minor units of `currency`. */
  amount: Scalars['MinorUnits']['output'];
  /** 12 characters, printed XXXX-XXXX-XXXX. */
  code: Scalars['String']['output'];
  /** ISO 4217 code. */
  currency: Scalars['String']['output'];
  /** The family's first name only: what the officer checks. */
  firstName: Scalars['String']['output'];
  /** IN_KIND: the items, entitled and collected at download; empty for a voucher. */
  items: Array<CollectionItem>;
  /** What was left at download, from the redemption ledger. */
  remainingAmount: Scalars['MinorUnits']['output'];
  /** The voucher's QR signature (base64url). */
  signature: Scalars['String']['output'];
  /** Last day it can be redeemed; null when it does not expire. */
  validUntil?: Maybe<Scalars['Date']['output']>;
  /** Id with prefix vou--. */
  voucherId: Scalars['ID']['output'];
};

/** One page of a distribution's vouchers for offline work. */
export type OfflineVoucherPage = {
  __typename?: 'OfflineVoucherPage';
  /** The distribution and the key that verifies its vouchers. */
  distribution: OfflineDistribution;
  /** Pass as `after` for the next page; null on the last one. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** The vouchers of this page, by voucher id. */
  vouchers: Array<OfflineVoucher>;
};

/**
 * The organisation the request acts in (x-accountid): its profile (spec §3 "Organisation"), settings and sub-accounts.
 * Needs PROFILE_AND_ORGANIZATION VIEW.
 */
export type Organization = {
  __typename?: 'Organization';
  /** Id with prefix acc--. */
  accountId: Scalars['ID']['output'];
  /** City. */
  addressCity?: Maybe<Scalars['String']['output']>;
  /** Country, ISO 3166-1 alpha-2 (one of `countries`). */
  addressCountryCode?: Maybe<Scalars['String']['output']>;
  /** Street and number. */
  addressLine?: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  addressPostalCode?: Maybe<Scalars['String']['output']>;
  /** State, county or region. */
  addressState?: Maybe<Scalars['String']['output']>;
  /** The country of `addressCountryCode` from the reference table. */
  country?: Maybe<Country>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Whether name, phone, address line, city and country are all given: with the user's own, this lifts the registration gate. */
  detailsCompleted: Scalars['Boolean']['output'];
  /** Duplicates the last deduplication found. */
  duplicatesTotal: Scalars['Int']['output'];
  /** When beneficiaries were last checked for duplicates. */
  lastDeduplication?: Maybe<Scalars['DateTime']['output']>;
  /** Same-origin URL of the logo image (GET, session cookie or bearer token); null without a logo. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** The organisation's master beneficiary list (group grp--); null until the beneficiaries feature creates it. */
  masterBeneficiaryListId?: Maybe<Scalars['ID']['output']>;
  /** Null until entered (the top bar then shows 'Pending'). */
  organizationName?: Maybe<Scalars['String']['output']>;
  /** The organisation this one is a sub-account of, if any. */
  parentAccountId?: Maybe<Scalars['ID']['output']>;
  /** Phone number in E.164, e.g. +254202345678. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** What the administrators set for everyone in it. */
  settings: OrganizationSettings;
  /** ACTIVE while in use. */
  status: AccountStatus;
  /** Organisations created under this one, oldest first. */
  subAccounts: Array<SubAccount>;
  /** When its profile or settings last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The member who changed it last (null when unknown or no longer a member). */
  updatedBy?: Maybe<User>;
};

/** Outcome of an organisation change: the organisation as it now is, or why it was refused. */
export type OrganizationResult = MutationResult & {
  __typename?: 'OrganizationResult';
  /** Why it was refused (VALIDATION_FAILED, NOT_FOUND), when `organization` is null. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when `organization` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The organisation as it now is; null when refused. */
  organization?: Maybe<Organization>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/**
 * What an organisation's administrators set for everyone in it. Readable with PROFILE_AND_ORGANIZATION VIEW, changed
 * with `updateOrganizationSettings` (UPDATE).
 */
export type OrganizationSettings = {
  __typename?: 'OrganizationSettings';
  /** The organisation's currency, ISO 4217 (one of the currencies of `countries`). */
  currency: Scalars['String']['output'];
  /** The interface language (en, fr) a member invited later starts with. */
  defaultLanguage: Scalars['String']['output'];
  /** The number format (e.g. en-US) a member invited later starts with. */
  defaultNumberFormat: Scalars['String']['output'];
  /** Deduplication: at or above this score (in (0, 1]) two beneficiaries are duplicates. */
  duplicateThreshold: Scalars['Float']['output'];
  /** Menu colour as 6 hex digits without '#', e.g. 2268AE; the top bar's organisation badge takes it. */
  menuColour: Scalars['String']['output'];
  /** Deduplication: at or above this score a pair waits for review; at most `duplicateThreshold`. */
  possibleDuplicateThreshold: Scalars['Float']['output'];
  /** Whether members must use multi-factor authentication; without it they are DISABLED (MFA) until they turn it on. */
  requireMfa: Scalars['Boolean']['output'];
};

/** What the local provider "sent": the outbox replaces SMS, e-mail and WhatsApp gateways here. */
export type OutboxMessage = {
  __typename?: 'OutboxMessage';
  /** The message as delivered. */
  body: Scalars['String']['output'];
  /** The channel. */
  channel: NotificationChannel;
  /** When the provider delivered it. */
  deliveredAt: Scalars['DateTime']['output'];
  /** Its distribution. */
  distributionId: Scalars['ID']['output'];
  /** The message (ntf--…). */
  notificationId: Scalars['ID']['output'];
  /** Phone number or e-mail address. */
  recipient?: Maybe<Scalars['String']['output']>;
  /** EMAIL only. */
  subject?: Maybe<Scalars['String']['output']>;
};

/** A page of the outbox. */
export type OutboxMessageConnection = {
  __typename?: 'OutboxMessageConnection';
  /** The messages of this page, newest first unless sorted otherwise. */
  edges: Array<OutboxMessageEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Messages matching, across all pages; counted only when selected. */
  totalCount: Scalars['Int']['output'];
};

/** An outbox message in a page, with its cursor. */
export type OutboxMessageEdge = {
  __typename?: 'OutboxMessageEdge';
  /** Pass as `after` to continue after this message. */
  cursor: Scalars['String']['output'];
  /** The message. */
  node: OutboxMessage;
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

/**
 * One payment instructions file of a cash distribution: the families it listed stay its own. Download it again at
 * `downloadAgainPath` (same origin; the link carries the access cookie).
 */
export type PaymentExport = {
  __typename?: 'PaymentExport';
  /** Its columns, in file order. */
  columns: Array<PaymentExportColumn>;
  /** Null when the download broke off: download it again. */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The distribution. */
  distributionId: Scalars['ID']['output'];
  /** Same-origin path that downloads the same families again, e.g. /api/distributions/dis--…/payment-instructions.csv?again=… */
  downloadAgainPath: Scalars['String']['output'];
  /** When it was made. */
  exportedAt: Scalars['DateTime']['output'];
  /** Who made it (looked up in batches). */
  exportedBy?: Maybe<User>;
  /** CSV or XLSX. */
  fileFormat: PaymentExportFormat;
  /** Families moved to INITIATED by this export. */
  numberOfFamilies: Scalars['Int']['output'];
  /** Id; also the `reference` column of its rows. */
  paymentExportId: Scalars['ID']['output'];
  /** The provider it was made for. */
  provider: Scalars['String']['output'];
};

/**
 * A column of a payment instructions file. Spelled as the REST API and the download link (`columns=a,b`) spell them,
 * so the screen passes them on unchanged.
 */
export type PaymentExportColumn =
  /** Decimal, in the currency's major unit (e.g. 12.50). */
  | 'amount'
  /** In minor units (e.g. 1250). */
  | 'amountMinor'
  | 'beneficiaryId'
  | 'currency'
  | 'distributionId'
  | 'distributionName'
  | 'entitlementId'
  | 'firstName'
  | 'lastName'
  | 'nationality'
  | 'numberOfFamilyMembers'
  | 'phoneNumber'
  /** The export's id (its paymentExportId), the key the provider's answer comes back with. */
  | 'reference';

/** The format of a payment instructions file. */
export type PaymentExportFormat =
  | 'CSV'
  | 'XLSX';

/** The column choices of payment instructions files. */
export type PaymentExportOptions = {
  __typename?: 'PaymentExportOptions';
  /** Every column a file can have, in the suggested order. */
  columns: Array<PaymentExportColumn>;
  /** The columns of a provider nobody chose columns for yet. */
  defaultColumns: Array<PaymentExportColumn>;
  /** The providers the organisation exported to, by name, with their remembered columns. */
  providers: Array<PaymentProvider>;
};

/** The provider and columns to remember. */
export type PaymentExportSettingsInput = {
  /** In file order, at least one, no repeats. */
  columns: Array<PaymentExportColumn>;
  /** 1 to 100 printable characters, e.g. M-Pesa; any spelling of a known provider's name replaces its columns. */
  provider: Scalars['String']['input'];
};

/** A financial service provider the organisation exported to, with the columns its files have (the last chosen). */
export type PaymentProvider = {
  __typename?: 'PaymentProvider';
  /** The remembered columns, in file order. */
  columns: Array<PaymentExportColumn>;
  /** As the organisation names it, e.g. M-Pesa. */
  provider: Scalars['String']['output'];
  /** When they were last chosen. */
  updatedAt: Scalars['DateTime']['output'];
  /** Who last chose them (looked up in batches). */
  updatedBy?: Maybe<User>;
};

/** Outcome of updatePaymentExportSettings. */
export type PaymentProviderResult = MutationResult & {
  __typename?: 'PaymentProviderResult';
  /** VALIDATION_FAILED when refused. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field (provider, columns.N); empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when refused. */
  message?: Maybe<Scalars['String']['output']>;
  /** The provider as remembered; null when refused. */
  paymentProvider?: Maybe<PaymentProvider>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** Payment status of one entitlement (spec §4). */
export type PaymentStatus =
  /** The payment provider's name for the account holder differs from the beneficiary's. */
  | 'BENEFICIARY_NAME_MISMATCH'
  | 'CANCELLED'
  | 'COMPLETED'
  | 'DECLINED'
  | 'ERROR'
  | 'INITIATED'
  | 'NOT_INITIATED'
  | 'PENDING'
  | 'PROCESSING'
  | 'REVERSED'
  | 'SCHEDULED';

/** Entitlements in one payment status (spec §4). */
export type PaymentStatusCount = {
  __typename?: 'PaymentStatusCount';
  /** Entitlements in it. */
  count: Scalars['Int']['output'];
  /** The status. */
  status: PaymentStatus;
};

/** How a monitoring question is answered. */
export type PdmAnswerType =
  | 'NUMBER'
  | 'RATING'
  | 'TEXT'
  | 'YES_NO';

/** A post-distribution monitoring question, asked of a sample of families later. */
export type PdmQuestion = {
  __typename?: 'PdmQuestion';
  /** How it is answered. */
  answerType: PdmAnswerType;
  /** The question. */
  question: Scalars['String']['output'];
};

/** A monitoring question of a new or changed distribution. */
export type PdmQuestionInput = {
  /** TEXT unless given. */
  answerType?: InputMaybe<PdmAnswerType>;
  /** 1 to 1000 characters. */
  question: Scalars['String']['input'];
};

/** Outcome of a profile change: the profile as it now is, or why it was refused. */
export type ProfileResult = MutationResult & {
  __typename?: 'ProfileResult';
  /** Why it was refused (VALIDATION_FAILED, NOT_FOUND), when `me` is null. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** The signed-in user, profile and memberships as they now are; null when refused. */
  me?: Maybe<Me>;
  /** What went wrong, when `me` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
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
  /**
   * The program's distributions that the caller may see (by type section), one page at a time; `status` narrows them.
   * FORBIDDEN when the caller may see no type of distribution.
   */
  distributions: DistributionConnection;
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


/** A program: the frame that distributions belong to. */
export type ProgramDistributionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DistributionFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SortOption>;
  status?: InputMaybe<DistributionStatus>;
};

/** How much of a program's budget its distributions use, in the program's currency. */
export type ProgramBudgetUse = {
  __typename?: 'ProgramBudgetUse';
  /** The program's budget, MinorUnits of `currency`; null when it has none. */
  budget?: Maybe<Scalars['MinorUnits']['output']>;
  /** ISO 4217 code of the program (and of `budget` and `used`). */
  currency: Scalars['String']['output'];
  /** Id with prefix prg--. */
  programId: Scalars['ID']['output'];
  /** The program's name. */
  programName: Scalars['String']['output'];
  /** Distributions in another currency without an exchange rate, left out of `used`. */
  unconverted: Scalars['Int']['output'];
  /**
   * Planned by its non-cancelled distributions, MinorUnits of `currency`: one in another currency converted with its
   * exchange rate, as the budget check does.
   */
  used: Scalars['MinorUnits']['output'];
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

/** A program's totals over the distributions the caller may see, and one page of rows. */
export type ProgramReconciliation = {
  __typename?: 'ProgramReconciliation';
  /** One row per distribution of this page, by distribution id. */
  items: Array<ProgramReconciliationRow>;
  /** Pass as `after` for the next page; null on the last. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** The program. */
  programId: Scalars['ID']['output'];
  /** Distributions of the program the caller may see, across all pages. */
  totalCount: Scalars['Int']['output'];
  /** The figures summed over every distribution of the program the caller may see, across all pages. */
  totals: ReconciliationFigures;
};

/** One row of a program's reconciliation. */
export type ProgramReconciliationRow = {
  __typename?: 'ProgramReconciliationRow';
  /** Id with prefix dis--. */
  distributionId: Scalars['ID']['output'];
  /** The distribution's name. */
  distributionName: Scalars['String']['output'];
  /** The distribution's figures. */
  figures: ReconciliationFigures;
};

/** Outcome of createProgram / updateProgram: the program, or the reasons it was refused. */
export type ProgramResult = MutationResult & {
  __typename?: 'ProgramResult';
  /** VALIDATION_FAILED, NOT_FOUND or CONFLICT when `program` is null. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty on success. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when `program` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The program as saved; null when refused. */
  program?: Maybe<Program>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
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
   * The current organisation's activity log, one page at a time (at most 100). Each member sees their own entries;
   * every entry of a section where any of their actions reaches EVERYTHING; in a section where they reach SELECTED
   * objects, the entries of those objects; and entries without a section (jobs, files) only with USER_MANAGEMENT VIEW
   * at level EVERYTHING. Sorts: CREATED_AT_NEWEST (default) and CREATED_AT_OLDEST.
   */
  activityLogs: ActivityLogConnection;
  /**
   * The current organisation's partner keys, newest first, revoked ones included (at most 200 are kept active).
   * Needs USER_MANAGEMENT VIEW at level EVERYTHING; a partner key cannot list keys.
   */
  apiKeys: Array<ApiKey>;
  /** The organisation's approval rules and incompatible roles. */
  approvalSettings: ApprovalSettings;
  /**
   * The beneficiaries of a list, one page at a time (at most 100): for the master list all of the organisation's, for
   * a custom list its members. Sorts: CREATED_AT_*, UPDATED_AT_*, NAME (last name, then first name). NOT_FOUND when
   * the caller may not see the list.
   */
  beneficiaries: BeneficiaryConnection;
  /** One beneficiary, or null when it does not exist or is in no list the caller may see. */
  beneficiary?: Maybe<Beneficiary>;
  /**
   * The review queue: candidate pairs of the organisation's master list, one page at a time (at most 100). Sorts:
   * SCORE_HIGHEST (default), CREATED_AT_NEWEST, CREATED_AT_OLDEST. Needs BENEFICIARY_LISTS VIEW at level EVERYTHING.
   */
  beneficiaryDuplicates: BeneficiaryDuplicatePairConnection;
  /** One import, or null when it does not exist or belongs to another organisation. */
  beneficiaryImport?: Maybe<BeneficiaryImport>;
  /** One list with its counts, or null when it does not exist or the caller may not see it. */
  beneficiaryList?: Maybe<BeneficiaryList>;
  /**
   * The beneficiary list report: totals, sex × age band, nationality, creation method, family size, registrations over
   * time, possible duplicates and the lists side by side, for one filtered population. Needs REPORTS VIEW (FORBIDDEN
   * otherwise); a list outside the caller's reach is NOT_FOUND (extensions.reason NOT_FOUND).
   */
  beneficiaryListReport: BeneficiaryListReport;
  /**
   * The organisation's beneficiary lists that the caller may see (the master list needs BENEFICIARY_LISTS VIEW at
   * level EVERYTHING; SELECTED shows the selected lists), one page at a time (at most 100).
   */
  beneficiaryLists: BeneficiaryListConnection;
  /** Every country of the reference table (ISO 3166-1), by English name: for country, currency and phone-code pickers. */
  countries: Array<Country>;
  /** One distribution, or null when it does not exist, belongs to another organisation or the caller may not see it. */
  distribution?: Maybe<Distribution>;
  /**
   * A distribution's monitoring invitations with their messages and counts (UPDATE on its type's section: the links
   * let anyone answer in the family's name); null when the distribution does not exist or the caller may not change it.
   */
  distributionMonitoring?: Maybe<DistributionMonitoring>;
  /** A distribution's reconciliation figures. */
  distributionReconciliation: DistributionReconciliation;
  /**
   * The distribution summary: per distribution, per currency, per program, per day and per scanner, with the people
   * reached. Needs REPORTS VIEW (FORBIDDEN otherwise); a program or distribution outside the caller's reach is
   * NOT_FOUND (extensions.reason NOT_FOUND).
   */
  distributionSummaryReport: DistributionSummaryReport;
  /**
   * Distributions of the current organisation that the caller may see (by type section), one page at a time (at most
   * 100); `programId` and `status` narrow the list. FORBIDDEN when the caller may see no type of distribution.
   */
  distributions: DistributionConnection;
  /** One job of the current organisation, or null. */
  job?: Maybe<Job>;
  /**
   * The current organisation's jobs, newest first by default; `mine` keeps only the caller's. Sorts: CREATED_AT_NEWEST,
   * CREATED_AT_OLDEST, UPDATED_AT_NEWEST, UPDATED_AT_OLDEST, STATUS, TYPE (the kind).
   */
  jobs: JobConnection;
  /** The signed-in user. Works for users who do not belong to any organisation yet. */
  me: Me;
  /** One template, or null when it does not exist in this organisation. */
  messageTemplate?: Maybe<MessageTemplate>;
  /** The organisation's message templates, one page at a time (at most 100). */
  messageTemplates: MessageTemplateConnection;
  /**
   * What the local provider delivered for the distributions the caller may see, newest first (at most 100 a page);
   * `distributionId` narrows it to one.
   */
  notificationOutbox: OutboxMessageConnection;
  /**
   * A real family's message of a distribution, rendered as it would be sent (VIEW on its type's section). Nothing is
   * queued; refusals (no template, no family) come back in the result.
   */
  notificationPreview: NotificationPreviewResult;
  /** The organisation's default message language. */
  notificationSettings: NotificationSettings;
  /** One page of a distribution's vouchers, for offline scanning. */
  offlineVoucherPage: OfflineVoucherPage;
  /** The organisation the request acts in (x-accountid). Needs PROFILE_AND_ORGANIZATION VIEW. */
  organization: Organization;
  /** The columns a payment instructions file can have and the providers with their remembered columns. */
  paymentExportOptions: PaymentExportOptions;
  /** One program, or null when it does not exist or the caller may not see it. */
  program?: Maybe<Program>;
  /** A program's totals and one page of its distributions' figures. */
  programReconciliation: ProgramReconciliation;
  /**
   * Programs of the current organisation that the caller may see, one page at a time (at most 100): `first` items
   * `after` a cursor, or the `last` items `before` one.
   */
  programs: ProgramConnection;
  /** The families of a distribution in one state, keyset-paged. */
  reconciliationFamilies: ReconciliationFamilyPage;
  /** A provider report import. */
  reconciliationImport: ReconciliationImport;
  /** A provider's remembered columns, or null. */
  reconciliationProvider?: Maybe<ReconciliationProvider>;
  /** Offline redemptions that sync could not apply. */
  redemptionConflicts: RedemptionConflictConnection;
  /** One report file, or null when it does not exist or is not the caller's to see. */
  reportFile?: Maybe<ReportFile>;
  /**
   * The report files the caller may see, newest first: every one of the organisation for a REPORTS grant of
   * EVERYTHING, only the caller's own for SELECTED. Needs REPORTS VIEW.
   */
  reportFiles: ReportFileConnection;
  /** The organisation's report schedules (at most 50), next to run first; for SELECTED, only the caller's. */
  reportSchedules: Array<ReportSchedule>;
  /** One role of the current organisation, or null when it has no such role. */
  role?: Maybe<Role>;
  /** The current organisation's roles by name, PREDEFINED and CUSTOM: what a member or a partner key can be given. */
  roles: Array<Role>;
  /** The approved voucher distributions the caller may scan. */
  scannableDistributions: ScannableDistributionConnection;
  /** The voucher behind a scanned QR or a typed code; a refusal is an error with extensions.reason (a ScanRefusal). */
  scannedVoucher: ScannedVoucher;
  /** Every section with the actions it has: what a role's permissions may name. */
  sectionActions: Array<SectionActions>;
  /** One form, or null when it does not exist or the caller may not see it. */
  smartForm?: Maybe<SmartForm>;
  /** The organisation's forms, newest first. Needs SMART_FORMS VIEW. */
  smartForms: SmartFormConnection;
  /** Whether smart forms are shown on this host (SMART_FORMS_HOSTS): the menu and routes follow it. */
  smartFormsAvailable: Scalars['Boolean']['output'];
  /**
   * Members (people) of the current organisation, by name unless `sort` says otherwise (NAME, CREATED_AT_NEWEST,
   * CREATED_AT_OLDEST, LAST_ACTIVE_NEWEST, LAST_ACTIVE_OLDEST), one page at a time (at most 100). SELECTED access lists
   * only the user ids it names.
   */
  users: UserAccountConnection;
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
export type QueryBeneficiariesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<BeneficiaryFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  listId: Scalars['ID']['input'];
  sort?: InputMaybe<SortOption>;
};


/** Entry points for reading. */
export type QueryBeneficiaryArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryBeneficiaryDuplicatesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<BeneficiaryDuplicateFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SortOption>;
};


/** Entry points for reading. */
export type QueryBeneficiaryImportArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryBeneficiaryListArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryBeneficiaryListReportArgs = {
  input: BeneficiaryListReportInput;
};


/** Entry points for reading. */
export type QueryBeneficiaryListsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<BeneficiaryListFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SortOption>;
};


/** Entry points for reading. */
export type QueryDistributionArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryDistributionMonitoringArgs = {
  distributionId: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryDistributionReconciliationArgs = {
  distributionId: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryDistributionSummaryReportArgs = {
  input: DistributionSummaryInput;
};


/** Entry points for reading. */
export type QueryDistributionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DistributionFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  programId?: InputMaybe<Scalars['ID']['input']>;
  sort?: InputMaybe<SortOption>;
  status?: InputMaybe<DistributionStatus>;
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
export type QueryMessageTemplateArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryMessageTemplatesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MessageTemplateFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SortOption>;
};


/** Entry points for reading. */
export type QueryNotificationOutboxArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  distributionId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SortOption>;
};


/** Entry points for reading. */
export type QueryNotificationPreviewArgs = {
  distributionId: Scalars['ID']['input'];
  input?: InputMaybe<NotificationPreviewInput>;
};


/** Entry points for reading. */
export type QueryOfflineVoucherPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  distributionId: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryProgramArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryProgramReconciliationArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  programId: Scalars['ID']['input'];
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


/** Entry points for reading. */
export type QueryReconciliationFamiliesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  distributionId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  state: ReconciliationState;
};


/** Entry points for reading. */
export type QueryReconciliationImportArgs = {
  importId: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryReconciliationProviderArgs = {
  provider: Scalars['String']['input'];
};


/** Entry points for reading. */
export type QueryRedemptionConflictsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  distributionId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Entry points for reading. */
export type QueryReportFileArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryReportFilesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<ReportKind>;
};


/** Entry points for reading. */
export type QueryRoleArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryScannableDistributionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Entry points for reading. */
export type QueryScannedVoucherArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  qr?: InputMaybe<Scalars['String']['input']>;
};


/** Entry points for reading. */
export type QuerySmartFormArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QuerySmartFormsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<SmartFormStatus>;
};


/** Entry points for reading. */
export type QueryUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<UserAccountFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SortOption>;
};

/** A family in the drill-down. */
export type ReconciliationFamily = {
  __typename?: 'ReconciliationFamily';
  /** Entitled amount in minor units of `currency`. */
  amount: Scalars['MinorUnits']['output'];
  /** The family's main beneficiary. */
  beneficiaryId: Scalars['ID']['output'];
  /** ISO 4217 code. */
  currency: Scalars['String']['output'];
  /** The family's entitlement (a voucher's id for VOUCHER distributions). */
  entitlementId: Scalars['ID']['output'];
  /** The main beneficiary's first name. */
  firstName: Scalars['String']['output'];
  /** Where its payment is. */
  paymentStatus: PaymentStatus;
  /** Redeemed so far (ledger). */
  redeemed: Scalars['MinorUnits']['output'];
  /** Redemption conflicts of its voucher not yet resolved. */
  unresolvedConflicts: Scalars['Int']['output'];
};

/** One page of the drill-down. */
export type ReconciliationFamilyPage = {
  __typename?: 'ReconciliationFamilyPage';
  /** The families of this page, by entitlement id. */
  items: Array<ReconciliationFamily>;
  /** Pass as `after` for the next page; null on the last. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A count of families and their amount in minor units. */
export type ReconciliationFigure = {
  __typename?: 'ReconciliationFigure';
  /** Their amount in minor units. */
  amount: Scalars['MinorUnits']['output'];
  /** How many families. */
  families: Scalars['Int']['output'];
};

/** A distribution's or a program's reconciliation figures. */
export type ReconciliationFigures = {
  __typename?: 'ReconciliationFigures';
  /** Unresolved redemption conflicts. */
  conflicts: Scalars['Int']['output'];
  /** Every family's entitlement. */
  entitled: ReconciliationFigure;
  /** Vouchers past validUntil with value left. */
  expired: ReconciliationFigure;
  /** Payments DECLINED, ERROR or BENEFICIARY_NAME_MISMATCH. */
  failed: ReconciliationFigure;
  /** Provider report imports not finished. */
  importsInFlight: Scalars['Int']['output'];
  /** ERROR, else PROCESSING, else PENDING, else SUCCESS: the first that applies. */
  indicator: ReconciliationIndicator;
  /** Families neither redeemed nor paid; amount entitled minus redeemed minus paid. */
  outstanding: ReconciliationFigure;
  /** Payments COMPLETED. */
  paid: ReconciliationFigure;
  /** Payments INITIATED, PENDING or PROCESSING. */
  paymentsInFlight: Scalars['Int']['output'];
  /** Families with any redemption; amount from the ledger. */
  redeemed: ReconciliationFigure;
};

/** A provider report import and its counters. */
export type ReconciliationImport = {
  __typename?: 'ReconciliationImport';
  /** Families whose payment status moved (0 when the same file is imported again). */
  changed: Scalars['Int']['output'];
  /** The distribution whose payment statuses it updates. */
  distributionId: Scalars['ID']['output'];
  /** Why the import failed (FAILURE only), e.g. a missing column or a cancel. */
  error?: Maybe<Scalars['String']['output']>;
  /** Rows with an unknown status or a payment status change that is not allowed. */
  failed: Scalars['Int']['output'];
  /** Id with prefix rci--. */
  importId: Scalars['ID']['output'];
  /** The RECONCILIATION_IMPORT job running it. */
  jobId?: Maybe<Scalars['ID']['output']>;
  /** The report's column holding the entitlement id. */
  matchColumn: Scalars['String']['output'];
  /** Rows whose entitlement was found and whose status was applied or already equal. */
  matched: Scalars['Int']['output'];
  /** Rows naming no entitlement of this distribution. */
  notFound: Scalars['Int']['output'];
  /** The payment provider the report came from, as the organisation names it. */
  provider: Scalars['String']['output'];
  /** The result file (platform files), once COMPLETED. */
  resultFileId?: Maybe<Scalars['ID']['output']>;
  /** Same-origin path of the result file once COMPLETED (row, reference, provider status, outcome, message). */
  resultPath?: Maybe<Scalars['String']['output']>;
  /** Rows read from the report. */
  rowsTotal: Scalars['Int']['output'];
  /** REQUESTED, PROCESSING, COMPLETED or FAILURE. */
  status: Scalars['String']['output'];
  /** The report's column holding the provider's payment status. */
  statusColumn: Scalars['String']['output'];
};

/** spec §4's reconciliation indicator of a figure set. */
export type ReconciliationIndicator =
  /** Unresolved redemption conflicts or payments a provider failed. */
  | 'ERROR'
  /** Families still outstanding. */
  | 'PENDING'
  /** A report import or payments in flight. */
  | 'PROCESSING'
  /** Every family accounted for. */
  | 'SUCCESS';

/** A provider's remembered report columns. */
export type ReconciliationProvider = {
  __typename?: 'ReconciliationProvider';
  /** The column holding the entitlement id, used last for this provider. */
  matchColumn: Scalars['String']['output'];
  /** The provider's name, as given when importing. */
  provider: Scalars['String']['output'];
  /** The column holding the payment status, used last for this provider. */
  statusColumn: Scalars['String']['output'];
};

/** The families behind one reconciliation figure. */
export type ReconciliationState =
  /** Families with an unresolved redemption conflict. */
  | 'CONFLICT'
  /** Every family of the distribution. */
  | 'ENTITLED'
  /** Vouchers past validUntil with value left, not paid. */
  | 'EXPIRED'
  /** Payments DECLINED, ERROR or BENEFICIARY_NAME_MISMATCH. */
  | 'FAILED'
  /** Families neither redeemed nor paid. */
  | 'OUTSTANDING'
  /** Families whose payment is COMPLETED. */
  | 'PAID'
  /** Families with any redemption in the ledger. */
  | 'REDEEMED';

/** One redemption made online. */
export type RedeemVoucherInput = {
  /** Minor units, more than 0. */
  amount: Scalars['MinorUnits']['input'];
  /** The device's own identifier, up to 100 characters. */
  deviceId?: InputMaybe<Scalars['String']['input']>;
  /** The device's clock when the voucher was redeemed. */
  deviceTime?: InputMaybe<Scalars['DateTime']['input']>;
  /** Made by the device once per redemption; the same key again never counts twice. */
  idempotencyKey: Scalars['String']['input'];
  /** An upload of this organisation: the camera photo; required when the distribution asks for one. */
  photoFileId?: InputMaybe<Scalars['ID']['input']>;
  /** An upload of this organisation: the drawn signature; required when the distribution asks for one. */
  signatureFileId?: InputMaybe<Scalars['ID']['input']>;
  /** The voucher to redeem, as the look-up returned it. */
  voucherId: Scalars['ID']['input'];
};

/** One entry of the append-only redemption ledger. */
export type Redemption = {
  __typename?: 'Redemption';
  /** Amount redeemed, in minor units of the voucher's currency. */
  amount: Scalars['MinorUnits']['output'];
  /** The device's clock when the voucher was redeemed; null when the device did not send it. */
  deviceTime?: Maybe<Scalars['DateTime']['output']>;
  /** Id with prefix rdm--. */
  redemptionId: Scalars['ID']['output'];
  /** When the server recorded it. */
  serverTime: Scalars['DateTime']['output'];
  /** Online, or synced from an offline device. */
  source: RedemptionSource;
  /** The voucher redeemed. */
  voucherId: Scalars['ID']['output'];
};

/** An offline redemption or in-kind hand-over that was not applied at sync. */
export type RedemptionConflict = {
  __typename?: 'RedemptionConflict';
  /** What the device redeemed, in minor units. */
  amount: Scalars['MinorUnits']['output'];
  /** The voucher's code. */
  code: Scalars['String']['output'];
  /** Id with prefix rcf--. */
  conflictId: Scalars['ID']['output'];
  /** The device that sent it. */
  deviceId?: Maybe<Scalars['String']['output']>;
  /** The device's clock when the voucher was redeemed. */
  deviceTime?: Maybe<Scalars['DateTime']['output']>;
  /** The voucher's distribution. */
  distributionId: Scalars['ID']['output'];
  /** The family's first name. */
  firstName: Scalars['String']['output'];
  /** IN_KIND: what the device handed over (amount is then 0); null for a voucher. */
  items?: Maybe<Array<CollectedItem>>;
  /** The user who synced it. */
  officerId?: Maybe<Scalars['ID']['output']>;
  /** Why it was not applied. */
  reason: ConflictReason;
  /** What was left on the voucher when the sync arrived, in minor units. */
  remainingAtSync: Scalars['MinorUnits']['output'];
  /** When it was resolved in reconciliation; null while unresolved. */
  resolvedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the sync recorded it. */
  serverTime: Scalars['DateTime']['output'];
  /** The voucher the device redeemed. */
  voucherId: Scalars['ID']['output'];
};

/** A page of redemption conflicts. */
export type RedemptionConflictConnection = {
  __typename?: 'RedemptionConflictConnection';
  /** The conflicts of this page, newest first. */
  edges: Array<RedemptionConflictEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Conflicts of the distribution across all pages; counted only when selected. */
  totalCount: Scalars['Int']['output'];
};

/** A conflict in a page, with its cursor. */
export type RedemptionConflictEdge = {
  __typename?: 'RedemptionConflictEdge';
  /** Pass as `after` to continue after this conflict. */
  cursor: Scalars['String']['output'];
  /** The conflict. */
  node: RedemptionConflict;
};

/** Outcome of redeemVoucher: the redemption and the voucher after it, or why it was refused. */
export type RedemptionResult = MutationResult & {
  __typename?: 'RedemptionResult';
  /** VALIDATION_FAILED (a scan refusal or bad input) or CONFLICT (key reused for another voucher or amount) when refused. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, in English, when refused (e.g. how much is left on the voucher). */
  message?: Maybe<Scalars['String']['output']>;
  /** Which scanning rule refused, when one did. */
  reason?: Maybe<ScanRefusal>;
  /** The ledger entry (the first one when replayed); null when refused. */
  redemption?: Maybe<Redemption>;
  /** True when the idempotency key was seen before: nothing new counted. */
  replayed?: Maybe<Scalars['Boolean']['output']>;
  /** The voucher after the redemption; null when refused. */
  voucher?: Maybe<ScannedVoucher>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** Where a redemption came from. */
export type RedemptionSource =
  /** Redeemed offline on a device and sent with syncRedemptions. */
  | 'OFFLINE'
  /** Redeemed online with redeemVoucher. */
  | 'ONLINE';

/** Registrations in one week or month. */
export type RegistrationCount = {
  __typename?: 'RegistrationCount';
  /** Families registered in the period. */
  families: Scalars['Int']['output'];
  /** First day of the period (UTC): a Monday for WEEK, the 1st for MONTH. */
  periodStart: Scalars['Date']['output'];
};

/** Outcome of `removeMember`. */
export type RemoveMemberResult = MutationResult & {
  __typename?: 'RemoveMemberResult';
  /** Why it was refused (NOT_FOUND, CONFLICT), when `userId` is null. */
  code?: Maybe<ErrorCode>;
  /** Always empty: removing takes no input besides the id. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when `userId` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The removed member's user id; null when refused. */
  userId?: Maybe<Scalars['ID']['output']>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** A count of families and their amount. */
export type ReportFigure = {
  __typename?: 'ReportFigure';
  /** Their amount, MinorUnits of the distribution's currency. */
  amount: Scalars['MinorUnits']['output'];
  /** How many families. */
  families: Scalars['Int']['output'];
};

/** A generated report file (rpt--): its job's state and, once COMPLETED, the file. */
export type ReportFile = {
  __typename?: 'ReportFile';
  /** When it was asked for. */
  createdAt: Scalars['DateTime']['output'];
  /** User id of who asked for it (for a scheduled one, the schedule's creator). */
  createdBy?: Maybe<Scalars['ID']['output']>;
  /** Once COMPLETED: the same-origin path that downloads it (needs REPORTS EXPORT); null before. */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  /** Why it failed, when status is FAILURE. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Once COMPLETED: the file's name. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** When its job ended. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** How it is written. */
  format: ReportFormat;
  /** The job writing it (job--…): cancel it with cancelJob. */
  jobId: Scalars['ID']['output'];
  /** Which report. */
  kind: ReportKind;
  /** Language of its titles and headings: en or fr. */
  language: Scalars['String']['output'];
  /** Steps written so far. */
  progressDone: Scalars['Int']['output'];
  /** Steps in all; null until known. */
  progressTotal?: Maybe<Scalars['Int']['output']>;
  /** Id with prefix rpt--. */
  reportId: Scalars['ID']['output'];
  /** The schedule that asked for it (rps--…); null when asked by hand. */
  scheduleId?: Maybe<Scalars['ID']['output']>;
  /** Once COMPLETED: the file's size in bytes. */
  sizeBytes?: Maybe<Scalars['Int']['output']>;
  /** The job's status: COMPLETED once the file can be downloaded. */
  status: JobStatus;
  /** CSV: the table written; null otherwise. */
  table?: Maybe<ReportTable>;
  /** The report and its filters in words, as printed on the file. */
  title: Scalars['String']['output'];
};

/** A page of report files. */
export type ReportFileConnection = {
  __typename?: 'ReportFileConnection';
  /** The report files of this page, newest first. */
  edges: Array<ReportFileEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Report files the caller may see; counted only when selected. */
  totalCount: Scalars['Int']['output'];
};

/** A report file in a page, with its cursor. */
export type ReportFileEdge = {
  __typename?: 'ReportFileEdge';
  /** Pass as `after` to continue after this report. */
  cursor: Scalars['String']['output'];
  /** The report file. */
  node: ReportFile;
};

/** Outcome of asking for a report file: the report, or the reason it was refused. */
export type ReportFileResult = MutationResult & {
  __typename?: 'ReportFileResult';
  /** Why it was refused (FORBIDDEN, NOT_FOUND, VALIDATION_FAILED), when `report` is null. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when `report` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The report as it now is (status REQUESTED); null when refused. */
  report?: Maybe<ReportFile>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** How a report is written. */
export type ReportFormat =
  /** One table as comma-separated values (UTF-8 with a byte-order mark). */
  | 'CSV'
  /** PDF for sharing: the organisation's logo, the filters, charts drawn as vectors, tables, page numbers. */
  | 'PDF'
  /** Excel workbook: one sheet per table, numbers as numbers. */
  | 'XLSX';

/** How often a schedule writes its report. */
export type ReportFrequency =
  /** On the 1st of every month (UTC), from the next one on. */
  | 'MONTHLY'
  /** Every Monday (UTC), from the next one on. */
  | 'WEEKLY';

/** A beneficiary's gender in a report: the recorded Gender, or UNKNOWN where none is recorded. */
export type ReportGender =
  /** Female */
  | 'F'
  /** Male */
  | 'M'
  /** Other */
  | 'O'
  /** Prefer not to say */
  | 'PNTS'
  /** No gender recorded. */
  | 'UNKNOWN';

/** The period of a series over time. */
export type ReportInterval =
  /** Calendar months (UTC). */
  | 'MONTH'
  /** Weeks starting on Monday (UTC). */
  | 'WEEK';

/** The two reports. */
export type ReportKind =
  /** The beneficiary list report (BeneficiaryListReport). */
  | 'BENEFICIARY_LISTS'
  /** The distribution summary (DistributionSummaryReport). */
  | 'DISTRIBUTION_SUMMARY';

/** A distribution's reconciliation figures, as reconciliation computes them (see ReconciliationFigures). */
export type ReportReconciliation = {
  __typename?: 'ReportReconciliation';
  /** Unresolved redemption conflicts. */
  conflicts: Scalars['Int']['output'];
  /** Every family's entitlement. */
  entitled: ReportFigure;
  /** Vouchers past validUntil with value left. */
  expired: ReportFigure;
  /** Payments DECLINED, ERROR or BENEFICIARY_NAME_MISMATCH. */
  failed: ReportFigure;
  /** Provider report imports not finished. */
  importsInFlight: Scalars['Int']['output'];
  /** ERROR, else PROCESSING, else PENDING, else SUCCESS: the first that applies. */
  indicator: ReconciliationIndicator;
  /** Families neither redeemed nor paid; amount entitled minus redeemed minus paid. */
  outstanding: ReportFigure;
  /** Payments COMPLETED. */
  paid: ReportFigure;
  /** Payments INITIATED, PENDING or PROCESSING. */
  paymentsInFlight: Scalars['Int']['output'];
  /** Families with any redemption; amount from the ledger. */
  redeemed: ReportFigure;
};

/** A report written every week or month, as its creator. */
export type ReportSchedule = {
  __typename?: 'ReportSchedule';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** User id of its creator. */
  createdBy?: Maybe<Scalars['ID']['output']>;
  /** How it is written. */
  format: ReportFormat;
  /** How often. */
  frequency: ReportFrequency;
  /** Which report. */
  kind: ReportKind;
  /** Language of its titles and headings: en or fr. */
  language: Scalars['String']['output'];
  /** The last report it wrote (rpt--…); null before the first. */
  lastReportId?: Maybe<Scalars['ID']['output']>;
  /** When it next writes its report. */
  nextRunAt: Scalars['DateTime']['output'];
  /** Id with prefix rps--. */
  scheduleId: Scalars['ID']['output'];
  /** CSV: the table written; null otherwise. */
  table?: Maybe<ReportTable>;
  /** The report and its filters in words. */
  title: Scalars['String']['output'];
};

/** Outcome of a schedule mutation: the schedule, or the reason it was refused. */
export type ReportScheduleResult = MutationResult & {
  __typename?: 'ReportScheduleResult';
  /** Why it was refused (FORBIDDEN, NOT_FOUND, CONFLICT, VALIDATION_FAILED), when `schedule` is null. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when `schedule` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The schedule (as it was, when deleted); null when refused. */
  schedule?: Maybe<ReportSchedule>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** One table of a report: what a CSV holds, one sheet of an XLSX. */
export type ReportTable =
  /** Distribution summary: budget used per program. */
  | 'BUDGETS'
  /** Beneficiary list report: per creation method. */
  | 'CREATION_METHOD'
  /** Distribution summary: delivery per day. */
  | 'DELIVERY'
  /** Distribution summary: one row per distribution. */
  | 'DISTRIBUTIONS'
  /** Beneficiary list report: per family size. */
  | 'FAMILY_SIZE'
  /** Beneficiary list report: the lists side by side. */
  | 'LISTS'
  /** Beneficiary list report: per nationality. */
  | 'NATIONALITY'
  /** Distribution summary: people reached by sex and age band. */
  | 'REACHED'
  /** Beneficiary list report: registrations over time. */
  | 'REGISTRATIONS'
  /** Distribution summary: activity per scanner. */
  | 'SCANNERS'
  /** Beneficiary list report: sex × age band. */
  | 'SEX_AGE'
  /** Distribution summary: totals per currency. */
  | 'TOTALS';

/** Resolve one family by hand: a payment status by an allowed transition and/or a conflict closed, with a reason. */
export type ResolveReconciliationInput = {
  /** An unresolved redemption conflict of this entitlement to close. */
  conflictId?: InputMaybe<Scalars['ID']['input']>;
  /** The family's entitlement. */
  entitlementId: Scalars['ID']['input'];
  /** The new payment status; it must be an allowed transition from the current one. */
  paymentStatus?: InputMaybe<PaymentStatus>;
  /** 1 to 500 characters; logged with the RESOLVE activity. */
  reason: Scalars['String']['input'];
};

/** Outcome of resolveReconciliation. */
export type ResolveReconciliationResult = MutationResult & {
  __typename?: 'ResolveReconciliationResult';
  /** VALIDATION_FAILED (e.g. a transition not allowed), NOT_FOUND or CONFLICT (conflict already resolved) when refused. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when refused. */
  message?: Maybe<Scalars['String']['output']>;
  /** The family after resolving; null when refused. */
  resolved?: Maybe<ResolvedEntitlement>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** A family after resolving. */
export type ResolvedEntitlement = {
  __typename?: 'ResolvedEntitlement';
  /** The conflict closed; null when none was. */
  conflictId?: Maybe<Scalars['ID']['output']>;
  /** Its distribution. */
  distributionId: Scalars['ID']['output'];
  /** The family's entitlement. */
  entitlementId: Scalars['ID']['output'];
  /** Its payment status now. */
  paymentStatus: PaymentStatus;
};

/** A named set of permissions within an organisation, e.g. ADMIN. */
export type Role = {
  __typename?: 'Role';
  /** When the role was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who created it; null for the roles the platform created. */
  createdBy?: Maybe<User>;
  /** How many active partner keys are bound to the role. */
  keyCount?: Maybe<Scalars['Int']['output']>;
  /**
   * How many people hold the role (members of any status). This and the fields below are answered for roles of the
   * current organisation; null for a role of another one (e.g. in `me.memberships`).
   */
  memberCount?: Maybe<Scalars['Int']['output']>;
  /** What the role grants, per section and action, sections and actions in a fixed order. */
  permissions: Array<SectionPermission>;
  /** Id with prefix rol--. */
  roleId: Scalars['ID']['output'];
  /** Role name; the user is an administrator when their first role is named ADMIN. */
  roleName: Scalars['String']['output'];
  /** PREDEFINED for the roles every organisation has (read-only), CUSTOM for roles an organisation made. */
  roleType: RoleType;
  /** When the role was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who changed it last. */
  updatedBy?: Maybe<User>;
};

/** Outcome of a role mutation: the role, or the reason it was refused. */
export type RoleResult = MutationResult & {
  __typename?: 'RoleResult';
  /** Why it was refused (VALIDATION_FAILED, NOT_FOUND, CONFLICT), when `role` is null. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field, e.g. `permissions.PROGRAMS.SCAN` or `roleName`; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when `role` is null; for a role still held, how many members and keys hold it. */
  message?: Maybe<Scalars['String']['output']>;
  /** The role as it now is (for deleteRole: as it was); null when refused. */
  role?: Maybe<Role>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** Where a role comes from. */
export type RoleType =
  /** Made by the organisation's administrators; they may change and delete it. */
  | 'CUSTOM'
  /** Every organisation has it (ADMIN, PROGRAM_MANAGER, FIELD_OFFICER, VIEWER); read-only. */
  | 'PREDEFINED';

/** Why a scan or a redemption was refused (the REST error's reason). */
export type ScanRefusal =
  /** The voucher's distribution was cancelled. */
  | 'CANCELLED'
  /** Past the voucher's validUntil. */
  | 'EXPIRED'
  /** Nothing is left on the voucher. */
  | 'FULLY_USED'
  /** The voucher's distribution is not APPROVED. */
  | 'NOT_APPROVED'
  /** The caller is not assigned to the voucher's distribution or program. */
  | 'NOT_ASSIGNED'
  /** The amount asked for is more than what is left on the voucher. */
  | 'NOT_ENOUGH_VALUE'
  /** No voucher has this code. */
  | 'NOT_FOUND'
  /** The QR's signature does not match, or it disagrees with the stored voucher. */
  | 'NOT_GENUINE'
  /** The voucher belongs to another organisation. */
  | 'OTHER_ORGANISATION'
  /** The distribution asks for a photo of the beneficiary and none was given. */
  | 'PHOTO_REQUIRED'
  /** The distribution asks for the beneficiary's signature and none was given. */
  | 'SIGNATURE_REQUIRED';

/** An APPROVED voucher distribution the caller may scan. */
export type ScannableDistribution = {
  __typename?: 'ScannableDistribution';
  /** ISO 4217 code of its vouchers. */
  currency: Scalars['String']['output'];
  /** Id with prefix dis--. */
  distributionId: Scalars['ID']['output'];
  /** The distribution's name. */
  distributionName: Scalars['String']['output'];
  /** VOUCHER, or IN_KIND: families collect items with cards (voucherCount counts the cards). */
  distributionType: DistributionType;
  /** The program it belongs to. */
  programId: Scalars['ID']['output'];
  /** The program's name. */
  programName: Scalars['String']['output'];
  /** Whether a redemption needs a photo of the beneficiary. */
  requestPhoto: Scalars['Boolean']['output'];
  /** Whether a redemption needs the beneficiary's signature. */
  requestSignature: Scalars['Boolean']['output'];
  /** Last day its vouchers can be redeemed; null when none. */
  validUntil?: Maybe<Scalars['Date']['output']>;
  /** How many vouchers it issued. */
  voucherCount: Scalars['Int']['output'];
};

/** A page of scannable distributions. */
export type ScannableDistributionConnection = {
  __typename?: 'ScannableDistributionConnection';
  /** The distributions of this page. */
  edges: Array<ScannableDistributionEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Scannable distributions across all pages; counted only when selected. */
  totalCount: Scalars['Int']['output'];
};

/** A scannable distribution in a page, with its cursor. */
export type ScannableDistributionEdge = {
  __typename?: 'ScannableDistributionEdge';
  /** Pass as `after` to continue after this distribution. */
  cursor: Scalars['String']['output'];
  /** The distribution. */
  node: ScannableDistribution;
};

/** A voucher (or an in-kind entitlement) as the scanner shows it: genuine, of this organisation, what is left until when. */
export type ScannedVoucher = {
  __typename?: 'ScannedVoucher';
  /** The voucher's full value in minor units of `currency`. */
  amount: Scalars['MinorUnits']['output'];
  /** 12 characters, printed XXXX-XXXX-XXXX. */
  code: Scalars['String']['output'];
  /** IN_KIND: from the collection ledger; null for a voucher. */
  collectionStatus?: Maybe<CollectionStatus>;
  /** ISO 4217 code. */
  currency: Scalars['String']['output'];
  /** The voucher distribution it belongs to. */
  distributionId: Scalars['ID']['output'];
  /** The distribution's name. */
  distributionName: Scalars['String']['output'];
  /** VOUCHER, or IN_KIND: a family collecting items (amount 0; see items and collectInKind). */
  distributionType: DistributionType;
  /** The family's first name only: what the officer checks. */
  firstName: Scalars['String']['output'];
  /** IN_KIND: the items, entitled and collected; empty for a voucher. */
  items: Array<CollectionItem>;
  /** The program of its distribution. */
  programId: Scalars['ID']['output'];
  /** Derived from the redemption ledger. */
  remainingAmount: Scalars['MinorUnits']['output'];
  /** Whether a redemption needs a photo of the beneficiary (`photoFileId`). */
  requestPhoto: Scalars['Boolean']['output'];
  /** Whether a redemption needs the beneficiary's signature (`signatureFileId`). */
  requestSignature: Scalars['Boolean']['output'];
  /** How much of it was redeemed. */
  usageStatus: VoucherUsageStatus;
  /** Last day it can be redeemed; null when it does not expire. */
  validUntil?: Maybe<Scalars['Date']['output']>;
  /** Id with prefix vou--. */
  voucherId: Scalars['ID']['output'];
};

/** What one user scanned at distribution points. */
export type ScannerActivity = {
  __typename?: 'ScannerActivity';
  /** In-kind hand-overs they recorded. */
  handovers: Scalars['Int']['output'];
  /** The user's name. */
  name: Scalars['String']['output'];
  /** Voucher redemptions they recorded. */
  redemptions: Scalars['Int']['output'];
  /** Id of the user (usr--…). */
  userId: Scalars['ID']['output'];
};

/**
 * Sections of the product that permissions are granted on (spec §6). Each value lists the actions the section has
 * and what each allows there; `sectionActions` gives the same list to read in code. A role may grant an action at
 * EVERYTHING, SELECTED (only the objects in `objectIds`; PROGRAMS, BENEFICIARY_LISTS and REPORTS only) or NONE.
 */
export type Section =
  /**
   * Beneficiary management: the master list, beneficiary lists and their members (spec: Beneficiary_lists).
   * Actions: VIEW, CREATE, UPDATE, DELETE, EXPORT.
   * - VIEW: see lists and the beneficiaries in them.
   * - CREATE: create lists, register and import beneficiaries.
   * - UPDATE: change lists and beneficiaries, merge duplicates.
   * - DELETE: delete lists and beneficiaries.
   * - EXPORT: download lists and their beneficiaries.
   * Access levels: EVERYTHING, SELECTED (only the lists in objectIds, ids bel--…) or NONE.
   */
  | 'BENEFICIARY_LISTS'
  /**
   * Cash distributions.
   * Actions: VIEW, CREATE, UPDATE, DELETE, APPROVE, EXPORT.
   * - VIEW: see cash distributions and their recipients.
   * - CREATE: create cash distributions.
   * - UPDATE: change a distribution before it is approved, send notifications.
   * - DELETE: delete distributions not yet approved.
   * - APPROVE: approve or disapprove a distribution.
   * - EXPORT: download distributions and payment files.
   * Access levels: EVERYTHING or NONE.
   */
  | 'CASH_DISTRIBUTION'
  /**
   * In-kind distributions.
   * Actions: VIEW, CREATE, UPDATE, DELETE, APPROVE, EXPORT.
   * - VIEW: see in-kind distributions and what was handed out.
   * - CREATE: create in-kind distributions.
   * - UPDATE: change a distribution before it is approved, record hand-overs.
   * - DELETE: delete distributions not yet approved.
   * - APPROVE: approve or disapprove a distribution.
   * - EXPORT: download distributions and hand-over records.
   * Access levels: EVERYTHING or NONE.
   */
  | 'IN_KIND_DISTRIBUTION'
  /**
   * The NFT section of spec §6; the spec names it without saying what it holds, so it grants the basics only.
   * Actions: VIEW, CREATE.
   * - VIEW: see what the section holds.
   * - CREATE: add to it.
   * Access levels: EVERYTHING or NONE.
   */
  | 'NFT'
  /**
   * The organisation's profile and settings (spec: Profile_& organization).
   * Actions: VIEW, UPDATE.
   * - VIEW: see the organisation's profile.
   * - UPDATE: change the organisation's profile and settings.
   * Access levels: EVERYTHING or NONE.
   */
  | 'PROFILE_AND_ORGANIZATION'
  /**
   * Programs and the program view (spec: Programs).
   * Actions: VIEW, CREATE, UPDATE, DELETE, EXPORT.
   * - VIEW: list programs and open one.
   * - CREATE: create programs.
   * - UPDATE: change a program's details and status.
   * - DELETE: delete programs.
   * - EXPORT: download program lists and their data.
   * Access levels: EVERYTHING, SELECTED (only the programs in objectIds, ids prg--…) or NONE.
   */
  | 'PROGRAMS'
  /**
   * Reconciliation of what was distributed with what was redeemed or paid (spec: Reconciliation; its menu entry is
   * always shown).
   * Actions: VIEW, UPDATE, APPROVE, EXPORT.
   * - VIEW: see reconciliations and provider reports.
   * - UPDATE: upload provider reports and match payments.
   * - APPROVE: approve a reconciliation.
   * - EXPORT: download reconciliation files.
   * Access levels: EVERYTHING or NONE.
   */
  | 'RECONCILIATION'
  /**
   * Reports: the beneficiary-list report and the distribution summary (spec: Reports).
   * Actions: VIEW, EXPORT.
   * - VIEW: open reports.
   * - EXPORT: download reports.
   * Access levels: EVERYTHING, SELECTED (only the programs in objectIds, ids prg--…: their distributions and the custom
   * lists those were made from, never the master list as a whole) or NONE.
   */
  | 'REPORTS'
  /**
   * Smart forms whose public submissions become beneficiaries (spec: Smart_forms).
   * Actions: VIEW, CREATE, UPDATE, DELETE.
   * - VIEW: see forms and their submissions.
   * - CREATE: create forms.
   * - UPDATE: change forms and review submissions.
   * - DELETE: delete forms.
   * Access levels: EVERYTHING or NONE.
   */
  | 'SMART_FORMS'
  /**
   * Members, invitations, roles and partner keys (spec: User_management).
   * Actions: VIEW, CREATE, UPDATE, DELETE.
   * - VIEW: see members, roles and partner keys.
   * - CREATE: invite members, create roles and partner keys.
   * - UPDATE: change members' roles and status, change custom roles.
   * - DELETE: remove members, delete custom roles, revoke partner keys.
   * Access levels: EVERYTHING or NONE.
   */
  | 'USER_MANAGEMENT'
  /**
   * Voucher distributions.
   * Actions: VIEW, CREATE, UPDATE, DELETE, APPROVE, EXPORT.
   * - VIEW: see voucher distributions and their vouchers.
   * - CREATE: create voucher distributions and generate vouchers.
   * - UPDATE: change a distribution before it is approved, send vouchers.
   * - DELETE: delete distributions not yet approved.
   * - APPROVE: approve or disapprove a distribution.
   * - EXPORT: download distributions and vouchers.
   * Access levels: EVERYTHING or NONE.
   */
  | 'VOUCHER_DISTRIBUTION'
  /**
   * Voucher scanning at distribution points (spec: Voucher_scanning).
   * Actions: VIEW, SCAN.
   * - VIEW: look vouchers up and see what is left on them.
   * - SCAN: redeem vouchers.
   * Access levels: EVERYTHING or NONE.
   */
  | 'VOUCHER_SCANNING';

/** One section and the actions it has: the columns of a role's permission matrix (the same list `Section` describes). */
export type SectionActions = {
  __typename?: 'SectionActions';
  /** Its actions, in the order an editor shows them; a role may grant no other action in this section. */
  actions: Array<Action>;
  /** For selectable sections, the prefix of the ids `objectIds` lists (prg--, bel--); null otherwise. */
  objectIdPrefix?: Maybe<Scalars['String']['output']>;
  /** The section. */
  section: Section;
  /** Whether SELECTED applies: a grant limited to the objects listed in `objectIds`. */
  selectable: Scalars['Boolean']['output'];
};

/** Access per action within one section. */
export type SectionPermission = {
  __typename?: 'SectionPermission';
  /** Access per action; actions not listed are NONE. */
  access: Array<ActionAccess>;
  /** The section of the product. */
  section: Section;
};

/** Access to grant in one section; each section at most once. */
export type SectionPermissionInput = {
  /** Access per action; each action at most once. */
  access: Array<ActionAccessInput>;
  /** The section. */
  section: Section;
};

/** The channel and, optionally, the words of the monitoring messages. */
export type SendMonitoringLinksInput = {
  /**
   * The text for every family, with {short-url-link} (their personal link) and optionally {first-name}; default: the
   * standard text in each family's language (English, French, Spanish, Arabic; else the organisation's default).
   */
  body?: InputMaybe<Scalars['String']['input']>;
  /** The channel to send on (default SMS). */
  channel?: InputMaybe<NotificationChannel>;
  /** EMAIL only: the subject for every family; default: the standard one in each family's language. */
  subject?: InputMaybe<Scalars['String']['input']>;
};

/** Outcome of sendMonitoringLinks: the DISTRIBUTION_NOTIFICATIONS job, or why it was refused. */
export type SendMonitoringLinksResult = MutationResult & {
  __typename?: 'SendMonitoringLinksResult';
  /** VALIDATION_FAILED or NOT_FOUND when refused. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** The job sending the messages; null when refused. */
  job?: Maybe<Job>;
  /** What went wrong, when refused. */
  message?: Maybe<Scalars['String']['output']>;
  /** Which monitoring rule refused, when one did. */
  reason?: Maybe<MonitoringSendRefusal>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** One cell of sex- and age-disaggregated data: by the main beneficiary, with their family counted in `people`. */
export type SexAgeCell = {
  __typename?: 'SexAgeCell';
  /** The main beneficiary's age band as of today. */
  ageBand: AgeBand;
  /** Families in this cell. */
  families: Scalars['Int']['output'];
  /** The main beneficiary's gender. */
  gender: ReportGender;
  /** Those families' main beneficiaries and family members. */
  people: Scalars['Int']['output'];
};

/** A registration or monitoring form. */
export type SmartForm = {
  __typename?: 'SmartForm';
  /** Whether the public link asks for an access code. */
  accessCodeRequired: Scalars['Boolean']['output'];
  /** Whether a submission with no duplicate candidate joins the list without review. */
  autoAccept: Scalars['Boolean']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** User id of its creator. */
  createdBy?: Maybe<Scalars['ID']['output']>;
  /** What it is for. */
  description?: Maybe<Scalars['String']['output']>;
  /** The draft the builder edits (after publishing, a copy of the last version to go on from). */
  draft: SmartFormDefinition;
  /** Its name. */
  formName: Scalars['String']['output'];
  /** Once published: the public filling page's path (/f/<token>); null while a draft. */
  publicPath?: Maybe<Scalars['String']['output']>;
  /** The latest published version's number; null before the first. */
  publishedVersion?: Maybe<Scalars['Int']['output']>;
  /** Id with prefix smf--. */
  smartFormId: Scalars['ID']['output'];
  /** Where it is in its life. */
  status: SmartFormStatus;
  /** The form's submissions, newest first, with their duplicate candidates. Needs SMART_FORMS UPDATE (review). */
  submissions: SmartFormSubmissionConnection;
  /** The list its submissions join (bel--…); its propertyList gives the properties elements may fill. */
  targetListId: Scalars['ID']['output'];
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** User id of who last changed it. */
  updatedBy?: Maybe<Scalars['ID']['output']>;
  /** Every published version, newest first. */
  versions: Array<SmartFormVersion>;
};


/** A registration or monitoring form. */
export type SmartFormSubmissionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<SubmissionStatus>;
};

/** The beneficiary fields of spec §3 an element may fill. */
export type SmartFormBeneficiaryField =
  | 'DOB'
  | 'EMAIL'
  | 'EXTERNAL_REFERENCE_NUMBER'
  | 'FIRST_NAME'
  | 'GENDER'
  | 'LAST_NAME'
  | 'NATIONALITY'
  | 'NUMBER_OF_FAMILY_MEMBERS'
  | 'PHONE_NUMBER';

/** One choice of a select element. */
export type SmartFormChoice = {
  __typename?: 'SmartFormChoice';
  /** Its label per language. */
  label: Array<LocalizedText>;
  /** The stored answer (XLSForm choice name). */
  value: Scalars['String']['output'];
};

/** One choice of a select element. */
export type SmartFormChoiceInput = {
  /** Its label per language (at least one). */
  label: Array<LocalizedTextInput>;
  /** The stored answer: letters, digits, _ . - (XLSForm choice name). */
  value: Scalars['String']['input'];
};

/** A page of forms. */
export type SmartFormConnection = {
  __typename?: 'SmartFormConnection';
  /** The forms of this page, newest first. */
  edges: Array<SmartFormEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Forms the caller may see; counted only when selected. */
  totalCount: Scalars['Int']['output'];
};

/** What a form asks, in which languages. */
export type SmartFormDefinition = {
  __typename?: 'SmartFormDefinition';
  /** The language shown first. */
  defaultLanguage: Scalars['String']['output'];
  /** The form's languages. */
  languages: Array<Scalars['String']['output']>;
  /** Its pages, in order. */
  pages: Array<SmartFormPage>;
};

/** A whole definition. */
export type SmartFormDefinitionInput = {
  /** The language shown first; one of `languages`. */
  defaultLanguage: Scalars['String']['input'];
  /** The form's languages (1 to 10). */
  languages: Array<Scalars['String']['input']>;
  /** Its pages, in order (at most 100, 500 elements in all). */
  pages: Array<SmartFormPageInput>;
};

/** A form in a page, with its cursor. */
export type SmartFormEdge = {
  __typename?: 'SmartFormEdge';
  /** Pass as `after` to continue after this form. */
  cursor: Scalars['String']['output'];
  /** The form. */
  node: SmartForm;
};

/** One question (or note) of a form. */
export type SmartFormElement = {
  __typename?: 'SmartFormElement';
  /** The beneficiary field the answer fills; null when none. */
  beneficiaryField?: Maybe<SmartFormBeneficiaryField>;
  /** SELECT_ONE, SELECT_MANY: the choices. */
  choices: Array<SmartFormChoice>;
  /** An XLSForm expression the answer (.) must satisfy, e.g. `. >= 0 and . <= ${household_size}`. */
  constraint?: Maybe<Scalars['String']['output']>;
  /** What to say when the constraint fails, per language. */
  constraintMessage: Array<LocalizedText>;
  /** Stable id within the form (spe--…). */
  elementId: Scalars['ID']['output'];
  /** Help under the question per language. */
  hint: Array<LocalizedText>;
  /** The question per language. */
  label: Array<LocalizedText>;
  /** INTEGER, DECIMAL: highest value; TEXT: longest length; RATING: the top of the scale. */
  max?: Maybe<Scalars['Float']['output']>;
  /** INTEGER, DECIMAL: lowest value; TEXT: shortest length. */
  min?: Maybe<Scalars['Float']['output']>;
  /** What expressions call it: ${name} (XLSForm name). */
  name: Scalars['String']['output'];
  /** TEXT, PHONE, EMAIL: a regular expression the whole answer must match. */
  pattern?: Maybe<Scalars['String']['output']>;
  /** The target list's property the answer fills; null when none. */
  property?: Maybe<Scalars['String']['output']>;
  /** An XLSForm expression over earlier answers: the element is asked only when it is true. */
  relevant?: Maybe<Scalars['String']['output']>;
  /** Whether an answer is needed (when relevant). */
  required: Scalars['Boolean']['output'];
  /** What it asks for. */
  type: SmartFormElementType;
};

/** One element of a definition (see SmartFormElement). */
export type SmartFormElementInput = {
  /** The beneficiary field the answer fills (each at most once per form, of a fitting type). */
  beneficiaryField?: InputMaybe<SmartFormBeneficiaryField>;
  /** SELECT_ONE, SELECT_MANY: the choices (at least one). */
  choices?: InputMaybe<Array<SmartFormChoiceInput>>;
  /** An XLSForm expression the answer must satisfy. */
  constraint?: InputMaybe<Scalars['String']['input']>;
  /** What to say when the constraint fails, per language. */
  constraintMessage?: InputMaybe<Array<LocalizedTextInput>>;
  /** Stable id within the form; a new element may send any unique text (the API keeps it). */
  elementId: Scalars['ID']['input'];
  /** Help per language. */
  hint?: InputMaybe<Array<LocalizedTextInput>>;
  /** The question per language (at least one). */
  label: Array<LocalizedTextInput>;
  /** Highest value or length; RATING: the top of the scale (at most 10). */
  max?: InputMaybe<Scalars['Float']['input']>;
  /** Lowest value or length. */
  min?: InputMaybe<Scalars['Float']['input']>;
  /** XLSForm name, unique in the form. */
  name: Scalars['String']['input'];
  /** A regular expression the whole answer must match. */
  pattern?: InputMaybe<Scalars['String']['input']>;
  /** The target list's property the answer fills (not with beneficiaryField). */
  property?: InputMaybe<Scalars['String']['input']>;
  /** An XLSForm expression over earlier answers. */
  relevant?: InputMaybe<Scalars['String']['input']>;
  /** Whether an answer is needed (when relevant). */
  required?: InputMaybe<Scalars['Boolean']['input']>;
  /** What it asks for. */
  type: SmartFormElementType;
};

/** What an element asks for. */
export type SmartFormElementType =
  /** A calendar date (date). */
  | 'DATE'
  /** A number with decimals (decimal). */
  | 'DECIMAL'
  /** An e-mail address. */
  | 'EMAIL'
  /** Gender, from spec §3's codes (F, M, PNTS, O). */
  | 'GENDER'
  /** A whole number (integer). */
  | 'INTEGER'
  /** A GPS location (geopoint). */
  | 'LOCATION'
  /** A nationality, from the countries table (ISO 3166-1 alpha-2). */
  | 'NATIONALITY'
  /** Text shown, no answer (note). */
  | 'NOTE'
  /** A phone number in international format. */
  | 'PHONE'
  /** A photo (image upload). */
  | 'PHOTO'
  /** A rating from 1 to `max` (default 5). */
  | 'RATING'
  /** Any of the element's choices (select_multiple). */
  | 'SELECT_MANY'
  /** One of the element's choices (select_one). */
  | 'SELECT_ONE'
  /** A signature drawn on the screen. */
  | 'SIGNATURE'
  /** Free text (XLSForm text). */
  | 'TEXT'
  /** Yes or no. */
  | 'YES_NO';

/** A page of a form (an XLSForm group). */
export type SmartFormPage = {
  __typename?: 'SmartFormPage';
  /** Its elements, in order. */
  elements: Array<SmartFormElement>;
  /** XLSForm group name. */
  name: Scalars['String']['output'];
  /** Stable id within the form (spa--…). */
  pageId: Scalars['ID']['output'];
  /** An XLSForm expression: the whole page is asked only when it is true. */
  relevant?: Maybe<Scalars['String']['output']>;
  /** The page's title per language. */
  title: Array<LocalizedText>;
};

/** One page of a definition. */
export type SmartFormPageInput = {
  /** Its elements, in order. */
  elements: Array<SmartFormElementInput>;
  /** XLSForm group name, unique in the form. */
  name: Scalars['String']['input'];
  /** Stable id within the form. */
  pageId: Scalars['ID']['input'];
  /** An XLSForm expression over earlier answers. */
  relevant?: InputMaybe<Scalars['String']['input']>;
  /** The page's title per language. */
  title?: InputMaybe<Array<LocalizedTextInput>>;
};

/** Outcome of a form mutation: the form, or the reason it was refused. */
export type SmartFormResult = MutationResult & {
  __typename?: 'SmartFormResult';
  /** Why it was refused (NOT_FOUND, CONFLICT, VALIDATION_FAILED), when `smartForm` is null. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused field; a definition's problems name their place, e.g. `definition.pages.0.elements.3.relevant`. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when `smartForm` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The form as it now is; null when refused. */
  smartForm?: Maybe<SmartForm>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** Where a form is in its life. */
export type SmartFormStatus =
  /** No longer takes submissions; its versions and submissions stay. */
  | 'CLOSED'
  /** Being built; nobody can fill it yet. */
  | 'DRAFT'
  /** Its latest published version can be filled (public link, staff mode). */
  | 'PUBLISHED';

/** One filled form: a person-to-be of the target list until accepted, merged or rejected. */
export type SmartFormSubmission = {
  __typename?: 'SmartFormSubmission';
  /** Its answers by element name, in no particular order (the version's definition gives the order). */
  answers: Array<SubmissionAnswer>;
  /** ACCEPTED: the person created; MERGED: the person merged into; null otherwise. */
  beneficiaryId?: Maybe<Scalars['ID']['output']>;
  /** Master-list people it may duplicate, best first (at most 5). */
  candidates: Array<DuplicateCandidate>;
  /** When it was accepted, merged or rejected. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** User id of who decided; null on a decided submission means the form's auto-accept. */
  decidedBy?: Maybe<Scalars['ID']['output']>;
  /** The device's clock when the form was finished, when it said. */
  deviceTime?: Maybe<Scalars['DateTime']['output']>;
  /** REJECTED: why. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The form it was filled in (smf--…). */
  smartFormId: Scalars['ID']['output'];
  /** Public link or staff mode. */
  source: SubmissionSource;
  /** Where it stands in review. */
  status: SubmissionStatus;
  /** Id with prefix sfs--. */
  submissionId: Scalars['ID']['output'];
  /** When the server received it. */
  submittedAt: Scalars['DateTime']['output'];
  /** STAFF: user id of who filled it; null for the public link. */
  submittedBy?: Maybe<Scalars['ID']['output']>;
  /** The published version it was filled in: its definition names and labels the answers. */
  version: Scalars['Int']['output'];
};

/** A page of a form's submissions. */
export type SmartFormSubmissionConnection = {
  __typename?: 'SmartFormSubmissionConnection';
  /** The submissions of this page, newest first. */
  edges: Array<SmartFormSubmissionEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Submissions in the asked status; counted only when selected. */
  totalCount: Scalars['Int']['output'];
};

/** A submission in a page, with its cursor. */
export type SmartFormSubmissionEdge = {
  __typename?: 'SmartFormSubmissionEdge';
  /** Pass as `after` to continue after this submission. */
  cursor: Scalars['String']['output'];
  /** The submission. */
  node: SmartFormSubmission;
};

/** Outcome of a review decision: the submission as decided, or the reason it was refused. */
export type SmartFormSubmissionResult = MutationResult & {
  __typename?: 'SmartFormSubmissionResult';
  /**
   * Why it was refused, when `submission` is null: NOT_FOUND (no such form or submission), CONFLICT (decided already,
   * or the target list is LOCKED), VALIDATION_FAILED (e.g. the answers make no valid beneficiary, a merge with a person
   * outside the master list, an empty reason).
   */
  code?: Maybe<ErrorCode>;
  /** One entry per refused field. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when `submission` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The submission as it now is; null when refused. */
  submission?: Maybe<SmartFormSubmission>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** A published version: never changes once published. */
export type SmartFormVersion = {
  __typename?: 'SmartFormVersion';
  /** What it asks. */
  definition: SmartFormDefinition;
  /** When it was published. */
  publishedAt: Scalars['DateTime']['output'];
  /** User id of who published it. */
  publishedBy?: Maybe<Scalars['ID']['output']>;
  /** 1 for the first published version. */
  version: Scalars['Int']['output'];
};

/** Sort orders offered on lists (spec §3). Ties are broken by id, so paging is stable. */
export type SortOption =
  /** Created At, newest first. */
  | 'CREATED_AT_NEWEST'
  /** Created At, oldest first. */
  | 'CREATED_AT_OLDEST'
  /** Last active, most recent first (members never active last). */
  | 'LAST_ACTIVE_NEWEST'
  /** Last active, longest ago first (members never active first). */
  | 'LAST_ACTIVE_OLDEST'
  /** Name, A to Z, ignoring case. */
  | 'NAME'
  /** Score, highest first (duplicate pairs). */
  | 'SCORE_HIGHEST'
  /** Status, A to Z. */
  | 'STATUS'
  /** Type, A to Z. */
  | 'TYPE'
  /** Updated At, newest first. */
  | 'UPDATED_AT_NEWEST'
  /** Updated At, oldest first. */
  | 'UPDATED_AT_OLDEST';

/** A file to import. */
export type StartBeneficiaryImportInput = {
  /** The list the rows join: a custom OPEN list, or the master list. */
  beneficiaryListId: Scalars['ID']['input'];
  /** How the file is encoded (CSV); AUTO unless given. */
  encoding?: InputMaybe<TextEncoding>;
  /** The uploaded file (POST /api/files). */
  fileId: Scalars['ID']['input'];
  /** Every header of the file with the field it fills (or null to ignore it). Remembered for the organisation. */
  mapping: Array<BeneficiaryImportMappingInput>;
  /** The sheet to read (XLSX with several sheets). */
  sheetName?: InputMaybe<Scalars['String']['input']>;
  /** Leave rows found to be DUPLICATEs out of the commit (true unless given). */
  skipDuplicates?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A DEMO job: counts to `steps`, one step every `stepMillis`. */
export type StartDemoJobInput = {
  /** Make the first this many attempts fail halfway (0 to 3), to see a retry. */
  failAttempts?: InputMaybe<Scalars['Int']['input']>;
  /** Milliseconds per step, 0 to 10000. */
  stepMillis?: InputMaybe<Scalars['Int']['input']>;
  /** Steps to count, 1 to 10000. */
  steps: Scalars['Int']['input'];
};

/** How many families to ask. */
export type StartDistributionMonitoringInput = {
  /** The monitoring form's language (ISO 639-1); the organisation's default language without one. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Families to draw, 1 to 10,000 (fewer when fewer are left to invite). */
  sampleSize: Scalars['Int']['input'];
};

/** Outcome of startDistributionMonitoring. */
export type StartDistributionMonitoringResult = MutationResult & {
  __typename?: 'StartDistributionMonitoringResult';
  /** VALIDATION_FAILED (not APPROVED, no monitoring questions, sampleSize out of range) or NOT_FOUND when refused. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** Each invited family's link (sent by sendMonitoringLinks). Null when refused. */
  links?: Maybe<Array<MonitoringLink>>;
  /** What went wrong, when refused. */
  message?: Maybe<Scalars['String']['output']>;
  /** Families invited by this start (0 when every family is invited already); null when refused. */
  sampled?: Maybe<Scalars['Int']['output']>;
  /** The monitoring form (smf--…), built by the first start and reused; null when refused. */
  smartFormId?: Maybe<Scalars['ID']['output']>;
  /** Per stratum, families invited by this start; null when refused. */
  strata?: Maybe<Array<MonitoringStratum>>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** A report to import: an uploaded file (CSV or XLSX); columns default to those remembered for the provider. */
export type StartReconciliationImportInput = {
  /** The distribution whose payment statuses the report updates. */
  distributionId: Scalars['ID']['input'];
  /** The uploaded report, an upload of this organisation. */
  fileId: Scalars['ID']['input'];
  /** Header of the column holding the entitlement id (case ignored); the remembered one when omitted. */
  matchColumn?: InputMaybe<Scalars['String']['input']>;
  /** The payment provider's name, 1 to 100 characters; its columns are remembered for next time. */
  provider: Scalars['String']['input'];
  /** Header of the column holding the payment status (case ignored); the remembered one when omitted. */
  statusColumn?: InputMaybe<Scalars['String']['input']>;
};

/** Outcome of startReconciliationImport: the import and its job, or why it was refused. */
export type StartReconciliationImportResult = MutationResult & {
  __typename?: 'StartReconciliationImportResult';
  /** VALIDATION_FAILED (e.g. a missing column or no columns known for the provider) or NOT_FOUND when refused. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** The import, REQUESTED; null when refused. */
  import?: Maybe<ReconciliationImport>;
  /** The RECONCILIATION_IMPORT job; null when refused. */
  job?: Maybe<Job>;
  /** What went wrong, when refused (e.g. the file's columns). */
  message?: Maybe<Scalars['String']['output']>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** An organisation created under the current one (spec §3 subAccounts). */
export type SubAccount = {
  __typename?: 'SubAccount';
  /** Id of the sub-account, prefix acc--. */
  accountId: Scalars['ID']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The administrator who created it (null when they are not a member of the current organisation any more). */
  createdBy?: Maybe<User>;
  /** Its name. */
  organizationName?: Maybe<Scalars['String']['output']>;
  /** ACTIVE while in use. */
  status: AccountStatus;
};

/** Outcome of `createSubAccount`: the new organisation, or why it was refused. */
export type SubAccountResult = MutationResult & {
  __typename?: 'SubAccountResult';
  /** Why it was refused (VALIDATION_FAILED), when `subAccount` is null. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when `subAccount` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The new sub-account; null when refused. */
  subAccount?: Maybe<SubAccount>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** One answer of a submission. */
export type SubmissionAnswer = {
  __typename?: 'SubmissionAnswer';
  /** The element's name (XLSForm name) in the submission's version. */
  name: Scalars['String']['output'];
  /**
   * The answer as text: text, dates and choice values as they are, numbers in decimal notation, YES_NO as `true` or
   * `false`; SELECT_MANY a JSON list of choice values (`["a","b"]`), LOCATION a JSON object
   * (`{"latitude":…,"longitude":…,"accuracy":…}`). Null for no answer.
   */
  value?: Maybe<Scalars['String']['output']>;
};

/** One answer, by element name. */
export type SubmissionAnswerInput = {
  /** The element's name in the version filled. */
  name: Scalars['String']['input'];
  /**
   * The answer as text, as SubmissionAnswer.value writes it: numbers in decimal notation, YES_NO `true` or `false`,
   * SELECT_MANY a JSON list of choice values, LOCATION a JSON object with latitude and longitude; null or absent for
   * no answer.
   */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** How a submission arrived. */
export type SubmissionSource =
  /** Through the form's public link (no sign-in). */
  | 'PUBLIC'
  /** Filled by a staff member in the app (`submittedBy`). */
  | 'STAFF';

/** Where a submission stands in review. */
export type SubmissionStatus =
  /** A new person was made from it (`beneficiaryId`), in the master list and the target list. */
  | 'ACCEPTED'
  /** Merged into an existing person (`beneficiaryId`), who joined the target list. */
  | 'MERGED'
  /** Waiting for review. */
  | 'PENDING'
  /** Refused with a reason; nobody was created or changed. */
  | 'REJECTED';

/** A form filled by a staff member in the app. */
export type SubmitSmartFormInput = {
  /** The answers, at most one per element name. */
  answers: Array<SubmissionAnswerInput>;
  /** The device's clock when the form was finished (ISO 8601 with offset). */
  deviceTime?: InputMaybe<Scalars['DateTime']['input']>;
  /**
   * Made by the device once per filled form (16 to 100 characters): the same key with the same answers returns the
   * first submission instead of making a second person; with other answers it is refused (CONFLICT).
   */
  idempotencyKey: Scalars['String']['input'];
  /** The published version the form was filled in. */
  version: Scalars['Int']['input'];
};

/** Outcome of submitSmartForm: the submission made, or the reason it was refused. */
export type SubmitSmartFormResult = MutationResult & {
  __typename?: 'SubmitSmartFormResult';
  /**
   * Why it was refused, when `submissionId` is null: NOT_FOUND (no such form), CONFLICT (the form is not PUBLISHED,
   * or the idempotency key was used for other answers), VALIDATION_FAILED (an answer breaks a rule, names no element
   * of the version, or is not of its element's type), PAYLOAD_TOO_LARGE (answers over 1 MB).
   */
  code?: Maybe<ErrorCode>;
  /** One entry per refused answer, named `answers.<element name>`, or per refused input field. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when `submissionId` is null. */
  message?: Maybe<Scalars['String']['output']>;
  /** PENDING, or ACCEPTED when the form auto-accepts and no duplicate was found; null when refused. */
  status?: Maybe<SubmissionStatus>;
  /** The submission made, or for a replayed idempotency key the one made the first time; null when refused. */
  submissionId?: Maybe<Scalars['ID']['output']>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** What one device handed over of in-kind items while offline. */
export type SyncCollectionsInput = {
  /** 1 to 500 hand-overs, applied in device-time order. */
  collections: Array<OfflineCollectionInput>;
  /** The device's own identifier, 1 to 100 characters. */
  deviceId: Scalars['String']['input'];
};

/** The outcome of one offline redemption. */
export type SyncItemResult = {
  __typename?: 'SyncItemResult';
  /** The conflict recorded (CONFLICT only). */
  conflictId?: Maybe<Scalars['ID']['output']>;
  /** The redemption's idempotency key, as sent. */
  idempotencyKey: Scalars['String']['output'];
  /** What became of it. */
  outcome: SyncOutcome;
  /** CONFLICT: a ConflictReason; REFUSED: a ScanRefusal, or IDEMPOTENCY_KEY_REUSED when the key was sent before for another voucher or amount. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The ledger entry (APPLIED or ALREADY_APPLIED). */
  redemptionId?: Maybe<Scalars['ID']['output']>;
  /** What is left on the voucher after it (for CONFLICT: at sync); null when REFUSED. */
  remainingAmount?: Maybe<Scalars['MinorUnits']['output']>;
};

/** What became of one offline redemption at sync. */
export type SyncOutcome =
  /** Its idempotency key was already in the ledger: nothing new counted. */
  | 'ALREADY_APPLIED'
  /** Written to the redemption ledger now. */
  | 'APPLIED'
  /** Kept as a redemption conflict for reconciliation, not applied. */
  | 'CONFLICT'
  /** Refused outright (voucher not found or not assigned to the caller); nothing recorded. */
  | 'REFUSED';

/** What one device redeemed while offline. */
export type SyncRedemptionsInput = {
  /** The device's own identifier, 1 to 100 characters. */
  deviceId: Scalars['String']['input'];
  /** 1 to 500 redemptions, applied in device-time order. */
  redemptions: Array<OfflineRedemptionInput>;
};

/** Outcome of syncRedemptions: each item's result in the request's order, or why the whole batch was refused. */
export type SyncRedemptionsResult = MutationResult & {
  __typename?: 'SyncRedemptionsResult';
  /** VALIDATION_FAILED (e.g. too many redemptions) when the batch was refused. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field; empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when refused. */
  message?: Maybe<Scalars['String']['output']>;
  /** One result per redemption sent, in the request's order; null when the batch was refused. */
  results?: Maybe<Array<SyncItemResult>>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** How a file's text is encoded. AUTO reads a byte-order mark, else UTF-8 when the bytes are valid UTF-8, else Windows-1252. */
export type TextEncoding =
  | 'AUTO'
  | 'UTF_8'
  | 'UTF_16BE'
  | 'UTF_16LE'
  | 'WINDOWS_1252';

/** Changes to a beneficiary; omitted fields stay as they are, null clears an optional one. */
export type UpdateBeneficiaryInput = {
  /** YYYY-MM-DD, not in the future, not before 1900-01-01. */
  dob?: InputMaybe<Scalars['Date']['input']>;
  /** E-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The organisation's own reference. */
  externalReferenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Given name, 1 to 100 characters. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** F, M, PNTS or O. */
  gender?: InputMaybe<Gender>;
  /** Family name, 1 to 100 characters. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 code. */
  nationality?: InputMaybe<Scalars['String']['input']>;
  /** Other people in the family, 0 to 100. */
  numberOfFamilyMembers?: InputMaybe<Scalars['Int']['input']>;
  /** E.164 phone number. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a list; omitted fields stay as they are. Of the master list only comments and properties change. */
export type UpdateBeneficiaryListInput = {
  /** New external smart form; null clears it. */
  externalSmartForm?: InputMaybe<Scalars['String']['input']>;
  /** New comments; null clears them. */
  listComments?: InputMaybe<Scalars['String']['input']>;
  /** New name, unique among the organisation's lists. */
  listName?: InputMaybe<Scalars['String']['input']>;
  /** The whole new set of extra properties (replaces the old one). */
  propertyList?: InputMaybe<Array<BeneficiaryPropertyInput>>;
  /** LOCKED or OPEN. */
  status?: InputMaybe<BeneficiaryListStatus>;
};

/** Changes to a distribution; omitted fields stay as they are. Type, program and list are fixed at creation. */
export type UpdateDistributionInput = {
  /** Null or empty clears it. */
  additionalInfo?: InputMaybe<Scalars['String']['input']>;
  /** Minor units, 0 to 1,000,000,000. */
  amountPerBeneficiary?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** ISO 4217 code. */
  amountPerBeneficiaryCurrency?: InputMaybe<Scalars['String']['input']>;
  /** Minor units, 0 to 1,000,000,000. */
  amountPerDependant?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** New name, 1 to 200 characters. */
  distributionName?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the monitoring questions (at most 50). */
  distributionPdms?: InputMaybe<Array<PdmQuestionInput>>;
  /** Null or empty clears it. */
  distributionSummary?: InputMaybe<Scalars['String']['input']>;
  /**
   * Program currency per 1 unit of the currency, a positive decimal as text; required once the currency is not the
   * program's, dropped when it is.
   */
  exchangeRate?: InputMaybe<Scalars['String']['input']>;
  /** Whether dependants get their share. */
  includeDependants?: InputMaybe<Scalars['Boolean']['input']>;
  /** IN_KIND only: replaces the items (at most 50). */
  items?: InputMaybe<Array<InKindItemInput>>;
  /** Whether a photo is taken at hand-over. */
  requestPhoto?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether the recipient signs. */
  requestSignature?: InputMaybe<Scalars['Boolean']['input']>;
  /** Null clears it. */
  validUntil?: InputMaybe<Scalars['Date']['input']>;
};

/** A member's new roles. */
export type UpdateMemberRolesInput = {
  /** Role ids of this organisation, in order (the first decides ADMIN), 1 to 20, no repeats. */
  roleIds: Array<Scalars['ID']['input']>;
};

/** Changes to a template's texts; language, channel and type stay as created. */
export type UpdateMessageTemplateInput = {
  /** 1 to 2000 characters. */
  body?: InputMaybe<Scalars['String']['input']>;
  /** Null clears it (not for EMAIL). */
  subject?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to the current organisation's profile; omitted fields stay as they are, an empty text clears one. */
export type UpdateOrganizationInput = {
  /** City, at most 100 characters. */
  addressCity?: InputMaybe<Scalars['String']['input']>;
  /** Country, ISO 3166-1 alpha-2, one of `countries`. */
  addressCountryCode?: InputMaybe<Scalars['String']['input']>;
  /** Street and number, at most 200 characters. */
  addressLine?: InputMaybe<Scalars['String']['input']>;
  /** Postal code, at most 20 characters. */
  addressPostalCode?: InputMaybe<Scalars['String']['input']>;
  /** State, county or region, at most 100 characters. */
  addressState?: InputMaybe<Scalars['String']['input']>;
  /** Name, at most 200 characters. */
  organizationName?: InputMaybe<Scalars['String']['input']>;
  /** Phone number with its country code; stored as E.164. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to the current organisation's settings; omitted fields stay as they are. */
export type UpdateOrganizationSettingsInput = {
  /** ISO 4217, one of the currencies of `countries`. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** en or fr. */
  defaultLanguage?: InputMaybe<Scalars['String']['input']>;
  /** en-US, en-GB, fr-FR, de-DE, es-ES or ar-EG. */
  defaultNumberFormat?: InputMaybe<Scalars['String']['input']>;
  /** In (0, 1]; at least `possibleDuplicateThreshold`. */
  duplicateThreshold?: InputMaybe<Scalars['Float']['input']>;
  /** 6 hex digits, with or without '#'. */
  menuColour?: InputMaybe<Scalars['String']['input']>;
  /** In (0, 1]; at most `duplicateThreshold`. */
  possibleDuplicateThreshold?: InputMaybe<Scalars['Float']['input']>;
  /** Require multi-factor authentication of every member; only a member who uses it can turn this on. */
  requireMfa?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes to the signed-in user's own profile; omitted fields stay as they are, an empty text clears one. */
export type UpdateProfileInput = {
  /** Interface language: en or fr. */
  applicationLanguage?: InputMaybe<Scalars['String']['input']>;
  /** Given name, at most 100 characters. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Family name, at most 100 characters. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Number format: en-US, en-GB, fr-FR, de-DE, es-ES or ar-EG (Arabic words and digits). */
  numberFormat?: InputMaybe<Scalars['String']['input']>;
  /** Phone number with its country code, e.g. +254 712 345 678; stored as E.164. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
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

/** A change to a custom role; what is left out stays as it is. */
export type UpdateRoleInput = {
  /** The new permissions, replacing the old ones whole. */
  permissions?: InputMaybe<Array<SectionPermissionInput>>;
  /** The new name: 1 to 60 characters, unique in the organisation ignoring case. */
  roleName?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a form: only what is given changes. */
export type UpdateSmartFormInput = {
  /** An access code the public link asks for (4 to 64 characters); empty text removes it. */
  accessCode?: InputMaybe<Scalars['String']['input']>;
  /** Whether a submission with no duplicate candidate joins the list without review. */
  autoAccept?: InputMaybe<Scalars['Boolean']['input']>;
  /** The new draft (published versions never change). */
  definition?: InputMaybe<SmartFormDefinitionInput>;
  /** What it is for (empty text clears it). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Its name. */
  formName?: InputMaybe<Scalars['String']['input']>;
  /** The list its submissions join. */
  targetListId?: InputMaybe<Scalars['ID']['input']>;
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

/**
 * A member (a person) of the current organisation, as user management lists them (spec §3 "Logged-in user account
 * detail"). Partner keys are never members here: see `apiKeys`.
 */
export type UserAccount = {
  __typename?: 'UserAccount';
  /** The organisation, prefix acc--. */
  accountId: Scalars['ID']['output'];
  /** When the membership began (the first invitation). */
  createdAt: Scalars['DateTime']['output'];
  /** E-mail address, also the sign-in name. */
  email: Scalars['String']['output'];
  /** Given name, null until the member entered it. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** When the last invitation was sent; null for members who were not invited. */
  invitedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who sent the last invitation. */
  invitedBy?: Maybe<User>;
  /** The member's last request in this organisation (kept to the minute); null if never. */
  lastActive?: Maybe<Scalars['DateTime']['output']>;
  /** Family name, null until the member entered it. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** The member's roles in order; the first decides whether the member is ADMIN. */
  roles: Array<Role>;
  /** ACTIVE, INVITATION_SENT, DISABLED, or DISABLED_MFA (shown "DISABLED (MFA)"). */
  status: MemberStatus;
  /** First and last name, or null when neither is set (e.g. a pending invitation). */
  userFullName?: Maybe<Scalars['String']['output']>;
  /** The member's user id, prefix usr--; every user-management mutation takes it as `id`. */
  userId: Scalars['ID']['output'];
};

/** A page of members. */
export type UserAccountConnection = {
  __typename?: 'UserAccountConnection';
  /** The members of this page, in the requested order. */
  edges: Array<UserAccountEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Members matching the filter, across all pages. Counted only when selected. */
  totalCount: Scalars['Int']['output'];
  /** Whether the caller may invite people (USER_MANAGEMENT CREATE at level EVERYTHING, by a person). */
  viewerCanInvite: Scalars['Boolean']['output'];
  /** Whether the caller may remove members (USER_MANAGEMENT DELETE is not NONE). */
  viewerCanRemove: Scalars['Boolean']['output'];
  /** Whether the caller may change roles, disable and enable members (USER_MANAGEMENT UPDATE is not NONE). */
  viewerCanUpdate: Scalars['Boolean']['output'];
};

/** A member in a page, with its cursor. */
export type UserAccountEdge = {
  __typename?: 'UserAccountEdge';
  /** Pass as `after` to continue after this member. */
  cursor: Scalars['String']['output'];
  /** The member. */
  node: UserAccount;
};

/** Fields the user list can be filtered on; which operators apply to each is in the API's field declaration. */
export type UserAccountField =
  /** E-mail address (text). */
  | 'EMAIL'
  /** First and last name (text; empty for pending invitations). */
  | 'FULL_NAME'
  /** Last activity (date and time). */
  | 'LAST_ACTIVE'
  /** A role id: EQUAL and IN match any of the member's roles, NOT_EQUAL members without it. */
  | 'ROLE'
  /** Status (enum MemberStatus, DISABLED_MFA included). */
  | 'STATUS';

/** Conditions and nested groups joined by `connector` (AND by default). */
export type UserAccountFilter = {
  /** Conditions of this group. */
  conditions?: InputMaybe<Array<UserAccountFilterCondition>>;
  /** AND: all conditions and groups must hold; OR: at least one. */
  connector?: InputMaybe<LogicalConnector>;
  /** Nested groups (at most 5 levels, 50 conditions in all), e.g. a search on e-mail OR name within a status filter. */
  groups?: InputMaybe<Array<UserAccountFilter>>;
};

/** One condition: `field operator value`. BETWEEN takes two `values`, IN one or more; EXISTS, NOT_EXISTS and IS_NULL none. */
export type UserAccountFilterCondition = {
  /** The field compared. */
  field: UserAccountField;
  /** How it is compared. */
  operator: FilterOperator;
  /** The value for single-value operators; dates and times in ISO 8601. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** Two values for BETWEEN, one or more for IN. */
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Outcome of a user-management mutation: the member as they now are, or the reason it was refused. */
export type UserAccountResult = MutationResult & {
  __typename?: 'UserAccountResult';
  /** Why it was refused (VALIDATION_FAILED, NOT_FOUND, CONFLICT), when `userAccount` is null. */
  code?: Maybe<ErrorCode>;
  /** One entry per refused input field (e.g. email TAKEN for an existing member); empty otherwise. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, when `userAccount` is null; e.g. that the last active administrator cannot be disabled. */
  message?: Maybe<Scalars['String']['output']>;
  /** The member after the change; null when refused. */
  userAccount?: Maybe<UserAccount>;
  /** The message's key and values, for a client that words the refusal in its own language (null on success). */
  words?: Maybe<MessageWords>;
};

/** Vouchers in one usage status. */
export type VoucherUsageCount = {
  __typename?: 'VoucherUsageCount';
  /** Vouchers in it. */
  count: Scalars['Int']['output'];
  /** The status. */
  status: VoucherUsageStatus;
};

/** Whether a voucher was redeemed, derived from its redemptions (spec §4 "Usage"). */
export type VoucherUsageStatus =
  | 'FULLY_USED'
  | 'NOT_USED'
  | 'PARTIALLY_USED';



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




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  MutationResult:
    | ( Omit<ApiKeyResult, 'apiKey'> & { apiKey?: Maybe<_RefType['ApiKey']> } )
    | ( Omit<ApprovalSettingsResult, 'approvalSettings'> & { approvalSettings?: Maybe<_RefType['ApprovalSettings']> } )
    | ( Omit<BeneficiaryDuplicatePairResult, 'pair'> & { pair?: Maybe<_RefType['BeneficiaryDuplicatePair']> } )
    | ( BeneficiaryErasureResult )
    | ( BeneficiaryImportInspectionResult )
    | ( Omit<BeneficiaryImportResult, 'import'> & { import?: Maybe<_RefType['BeneficiaryImport']> } )
    | ( Omit<BeneficiaryListResult, 'beneficiaryList'> & { beneficiaryList?: Maybe<_RefType['BeneficiaryList']> } )
    | ( Omit<BeneficiaryResult, 'beneficiary'> & { beneficiary?: Maybe<_RefType['Beneficiary']> } )
    | ( CollectionResult )
    | ( Omit<DistributionResult, 'distribution'> & { distribution?: Maybe<_RefType['Distribution']> } )
    | ( Omit<EntitlementResult, 'entitlement'> & { entitlement?: Maybe<_RefType['Entitlement']> } )
    | ( Omit<GenerateEntitlementsResult, 'distribution' | 'job'> & { distribution?: Maybe<_RefType['Distribution']>, job?: Maybe<_RefType['Job']> } )
    | ( Omit<JobResult, 'job'> & { job?: Maybe<_RefType['Job']> } )
    | ( Omit<MessageTemplateResult, 'messageTemplate'> & { messageTemplate?: Maybe<_RefType['MessageTemplate']> } )
    | ( Omit<NotificationJobResult, 'job'> & { job?: Maybe<_RefType['Job']> } )
    | ( NotificationPreviewResult )
    | ( Omit<NotificationSettingsResult, 'notificationSettings'> & { notificationSettings?: Maybe<_RefType['NotificationSettings']> } )
    | ( Omit<OrganizationResult, 'organization'> & { organization?: Maybe<_RefType['Organization']> } )
    | ( Omit<PaymentProviderResult, 'paymentProvider'> & { paymentProvider?: Maybe<_RefType['PaymentProvider']> } )
    | ( Omit<ProfileResult, 'me'> & { me?: Maybe<_RefType['Me']> } )
    | ( Omit<ProgramResult, 'program'> & { program?: Maybe<_RefType['Program']> } )
    | ( RedemptionResult )
    | ( RemoveMemberResult )
    | ( Omit<ReportFileResult, 'report'> & { report?: Maybe<_RefType['ReportFile']> } )
    | ( Omit<ReportScheduleResult, 'schedule'> & { schedule?: Maybe<_RefType['ReportSchedule']> } )
    | ( ResolveReconciliationResult )
    | ( Omit<RoleResult, 'role'> & { role?: Maybe<_RefType['Role']> } )
    | ( Omit<SendMonitoringLinksResult, 'job'> & { job?: Maybe<_RefType['Job']> } )
    | ( Omit<SmartFormResult, 'smartForm'> & { smartForm?: Maybe<_RefType['SmartForm']> } )
    | ( Omit<SmartFormSubmissionResult, 'submission'> & { submission?: Maybe<_RefType['SmartFormSubmission']> } )
    | ( StartDistributionMonitoringResult )
    | ( Omit<StartReconciliationImportResult, 'job'> & { job?: Maybe<_RefType['Job']> } )
    | ( Omit<SubAccountResult, 'subAccount'> & { subAccount?: Maybe<_RefType['SubAccount']> } )
    | ( SubmitSmartFormResult )
    | ( SyncRedemptionsResult )
    | ( Omit<UserAccountResult, 'userAccount'> & { userAccount?: Maybe<_RefType['UserAccount']> } )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccessLevel: AccessLevel;
  AccountStatus: AccountStatus;
  Action: Action;
  ActionAccess: ResolverTypeWrapper<ActionAccess>;
  ActionAccessInput: ActionAccessInput;
  ActivityAction: ActivityAction;
  ActivityLog: ResolverTypeWrapper<ActivityLogRecord>;
  ActivityLogConnection: ResolverTypeWrapper<ActivityLogConnectionRecord>;
  ActivityLogEdge: ResolverTypeWrapper<Omit<ActivityLogEdge, 'node'> & { node: ResolversTypes['ActivityLog'] }>;
  ActivityLogField: ActivityLogField;
  ActivityLogFilter: ActivityLogFilter;
  ActivityLogFilterCondition: ActivityLogFilterCondition;
  ActivityObjectType: ActivityObjectType;
  AgeBand: AgeBand;
  ApiKey: ResolverTypeWrapper<ApiKeyRecord>;
  ApiKeyResult: ResolverTypeWrapper<Omit<ApiKeyResult, 'apiKey'> & { apiKey?: Maybe<ResolversTypes['ApiKey']> }>;
  ApiKeyStatus: ApiKeyStatus;
  ApprovalDecision: ApprovalDecision;
  ApprovalRule: ResolverTypeWrapper<ApprovalRule>;
  ApprovalRuleInput: ApprovalRuleInput;
  ApprovalSettings: ResolverTypeWrapper<ApprovalSettingsRecord>;
  ApprovalSettingsInput: ApprovalSettingsInput;
  ApprovalSettingsResult: ResolverTypeWrapper<Omit<ApprovalSettingsResult, 'approvalSettings'> & { approvalSettings?: Maybe<ResolversTypes['ApprovalSettings']> }>;
  Beneficiary: ResolverTypeWrapper<BeneficiaryRecord>;
  BeneficiaryConnection: ResolverTypeWrapper<BeneficiaryConnectionRecord>;
  BeneficiaryDuplicateField: BeneficiaryDuplicateField;
  BeneficiaryDuplicateFilter: BeneficiaryDuplicateFilter;
  BeneficiaryDuplicateFilterCondition: BeneficiaryDuplicateFilterCondition;
  BeneficiaryDuplicatePair: ResolverTypeWrapper<BeneficiaryDuplicatePairRecord>;
  BeneficiaryDuplicatePairConnection: ResolverTypeWrapper<BeneficiaryDuplicatePairConnectionRecord>;
  BeneficiaryDuplicatePairEdge: ResolverTypeWrapper<Omit<BeneficiaryDuplicatePairEdge, 'node'> & { node: ResolversTypes['BeneficiaryDuplicatePair'] }>;
  BeneficiaryDuplicatePairResult: ResolverTypeWrapper<Omit<BeneficiaryDuplicatePairResult, 'pair'> & { pair?: Maybe<ResolversTypes['BeneficiaryDuplicatePair']> }>;
  BeneficiaryEdge: ResolverTypeWrapper<Omit<BeneficiaryEdge, 'node'> & { node: ResolversTypes['Beneficiary'] }>;
  BeneficiaryErasure: ResolverTypeWrapper<BeneficiaryErasure>;
  BeneficiaryErasureDistribution: ResolverTypeWrapper<BeneficiaryErasureDistribution>;
  BeneficiaryErasureOutcome: BeneficiaryErasureOutcome;
  BeneficiaryErasureResult: ResolverTypeWrapper<BeneficiaryErasureResult>;
  BeneficiaryField: BeneficiaryField;
  BeneficiaryFilter: BeneficiaryFilter;
  BeneficiaryFilterCondition: BeneficiaryFilterCondition;
  BeneficiaryImport: ResolverTypeWrapper<BeneficiaryImportRecord>;
  BeneficiaryImportColumn: BeneficiaryImportColumn;
  BeneficiaryImportDuplicate: ResolverTypeWrapper<BeneficiaryImportDuplicateRecord>;
  BeneficiaryImportDuplicateConnection: ResolverTypeWrapper<Omit<BeneficiaryImportDuplicateConnection, 'nodes'> & { nodes: Array<ResolversTypes['BeneficiaryImportDuplicate']> }>;
  BeneficiaryImportError: ResolverTypeWrapper<BeneficiaryImportError>;
  BeneficiaryImportErrorConnection: ResolverTypeWrapper<BeneficiaryImportErrorConnection>;
  BeneficiaryImportInspection: ResolverTypeWrapper<BeneficiaryImportInspection>;
  BeneficiaryImportInspectionResult: ResolverTypeWrapper<BeneficiaryImportInspectionResult>;
  BeneficiaryImportMapping: ResolverTypeWrapper<BeneficiaryImportMapping>;
  BeneficiaryImportMappingInput: BeneficiaryImportMappingInput;
  BeneficiaryImportRepair: ResolverTypeWrapper<BeneficiaryImportRepair>;
  BeneficiaryImportRepairConnection: ResolverTypeWrapper<BeneficiaryImportRepairConnection>;
  BeneficiaryImportRepairKind: BeneficiaryImportRepairKind;
  BeneficiaryImportResult: ResolverTypeWrapper<Omit<BeneficiaryImportResult, 'import'> & { import?: Maybe<ResolversTypes['BeneficiaryImport']> }>;
  BeneficiaryImportStatus: BeneficiaryImportStatus;
  BeneficiaryList: ResolverTypeWrapper<BeneficiaryListRecord>;
  BeneficiaryListConnection: ResolverTypeWrapper<BeneficiaryListConnectionRecord>;
  BeneficiaryListEdge: ResolverTypeWrapper<Omit<BeneficiaryListEdge, 'node'> & { node: ResolversTypes['BeneficiaryList'] }>;
  BeneficiaryListField: BeneficiaryListField;
  BeneficiaryListFilter: BeneficiaryListFilter;
  BeneficiaryListFilterCondition: BeneficiaryListFilterCondition;
  BeneficiaryListReport: ResolverTypeWrapper<BeneficiaryListReportRecord>;
  BeneficiaryListReportInput: BeneficiaryListReportInput;
  BeneficiaryListReportList: ResolverTypeWrapper<BeneficiaryListReportListRecord>;
  BeneficiaryListResult: ResolverTypeWrapper<Omit<BeneficiaryListResult, 'beneficiaryList'> & { beneficiaryList?: Maybe<ResolversTypes['BeneficiaryList']> }>;
  BeneficiaryListStatus: BeneficiaryListStatus;
  BeneficiaryListType: BeneficiaryListType;
  BeneficiaryProperty: ResolverTypeWrapper<BeneficiaryProperty>;
  BeneficiaryPropertyInput: BeneficiaryPropertyInput;
  BeneficiaryPropertyType: BeneficiaryPropertyType;
  BeneficiaryReportTotals: ResolverTypeWrapper<BeneficiaryReportTotals>;
  BeneficiaryResult: ResolverTypeWrapper<Omit<BeneficiaryResult, 'beneficiary'> & { beneficiary?: Maybe<ResolversTypes['Beneficiary']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CollectInKindInput: CollectInKindInput;
  CollectedItem: ResolverTypeWrapper<CollectedItem>;
  CollectedItemInput: CollectedItemInput;
  CollectionCount: ResolverTypeWrapper<CollectionCount>;
  CollectionItem: ResolverTypeWrapper<CollectionItem>;
  CollectionResult: ResolverTypeWrapper<CollectionResult>;
  CollectionStatus: CollectionStatus;
  ConflictReason: ConflictReason;
  Country: ResolverTypeWrapper<CountryRecord>;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateBeneficiaryInput: CreateBeneficiaryInput;
  CreateBeneficiaryListInput: CreateBeneficiaryListInput;
  CreateDistributionInput: CreateDistributionInput;
  CreateMessageTemplateInput: CreateMessageTemplateInput;
  CreateProgramInput: CreateProgramInput;
  CreateRoleInput: CreateRoleInput;
  CreateSmartFormInput: CreateSmartFormInput;
  CreateSubAccountInput: CreateSubAccountInput;
  CreationMethod: CreationMethod;
  CreationMethodCount: ResolverTypeWrapper<CreationMethodCountRecord>;
  CurrencyAmount: ResolverTypeWrapper<CurrencyAmount>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DecideDistributionInput: DecideDistributionInput;
  DeliveryDay: ResolverTypeWrapper<DeliveryDay>;
  Distribution: ResolverTypeWrapper<DistributionRecord>;
  DistributionApproval: ResolverTypeWrapper<DistributionApprovalRecord>;
  DistributionBeneficiaryList: ResolverTypeWrapper<DistributionBeneficiaryList>;
  DistributionConnection: ResolverTypeWrapper<DistributionConnectionRecord>;
  DistributionEdge: ResolverTypeWrapper<Omit<DistributionEdge, 'node'> & { node: ResolversTypes['Distribution'] }>;
  DistributionField: DistributionField;
  DistributionFilter: DistributionFilter;
  DistributionFilterCondition: DistributionFilterCondition;
  DistributionMonitoring: ResolverTypeWrapper<DistributionMonitoring>;
  DistributionReconciliation: ResolverTypeWrapper<DistributionReconciliation>;
  DistributionRefusal: DistributionRefusal;
  DistributionResult: ResolverTypeWrapper<Omit<DistributionResult, 'distribution'> & { distribution?: Maybe<ResolversTypes['Distribution']> }>;
  DistributionStatus: DistributionStatus;
  DistributionSummaryInput: DistributionSummaryInput;
  DistributionSummaryPlanned: ResolverTypeWrapper<DistributionSummaryPlanned>;
  DistributionSummaryReport: ResolverTypeWrapper<DistributionSummaryReportRecord>;
  DistributionSummaryRow: ResolverTypeWrapper<DistributionSummaryRowRecord>;
  DistributionSummaryTotals: ResolverTypeWrapper<DistributionSummaryTotals>;
  DistributionTotals: ResolverTypeWrapper<DistributionTotals>;
  DistributionType: DistributionType;
  DuplicateCandidate: ResolverTypeWrapper<DuplicateCandidate>;
  DuplicateLevel: DuplicateLevel;
  DuplicatePairStatus: DuplicatePairStatus;
  DuplicateReason: DuplicateReason;
  Entitlement: ResolverTypeWrapper<EntitlementRecord>;
  EntitlementConnection: ResolverTypeWrapper<EntitlementConnectionRecord>;
  EntitlementEdge: ResolverTypeWrapper<Omit<EntitlementEdge, 'node'> & { node: ResolversTypes['Entitlement'] }>;
  EntitlementField: EntitlementField;
  EntitlementFilter: EntitlementFilter;
  EntitlementFilterCondition: EntitlementFilterCondition;
  EntitlementItem: ResolverTypeWrapper<EntitlementItem>;
  EntitlementResult: ResolverTypeWrapper<Omit<EntitlementResult, 'entitlement'> & { entitlement?: Maybe<ResolversTypes['Entitlement']> }>;
  ErrorCode: ErrorCode;
  ErrorParam: ResolverTypeWrapper<ErrorParam>;
  FamilySizeCount: ResolverTypeWrapper<FamilySizeCountRecord>;
  FieldChange: ResolverTypeWrapper<FieldChange>;
  FieldError: ResolverTypeWrapper<FieldError>;
  FieldErrorCode: FieldErrorCode;
  FilterOperator: FilterOperator;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gender: Gender;
  GenderCount: ResolverTypeWrapper<GenderCount>;
  GenerateEntitlementsResult: ResolverTypeWrapper<Omit<GenerateEntitlementsResult, 'distribution' | 'job'> & { distribution?: Maybe<ResolversTypes['Distribution']>, job?: Maybe<ResolversTypes['Job']> }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportFileFormat: ImportFileFormat;
  InKindCollection: ResolverTypeWrapper<InKindCollection>;
  InKindItem: ResolverTypeWrapper<InKindItem>;
  InKindItemInput: InKindItemInput;
  IncompatibleRoles: ResolverTypeWrapper<IncompatibleRoles>;
  IncompatibleRolesInput: IncompatibleRolesInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteMemberInput: InviteMemberInput;
  ItemDelivery: ResolverTypeWrapper<ItemDelivery>;
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
  LocalizedText: ResolverTypeWrapper<LocalizedText>;
  LocalizedTextInput: LocalizedTextInput;
  LogicalConnector: LogicalConnector;
  Me: ResolverTypeWrapper<MeRecord>;
  MemberStatus: MemberStatus;
  Membership: ResolverTypeWrapper<MembershipRecord>;
  MessageTemplate: ResolverTypeWrapper<MessageTemplateRecord>;
  MessageTemplateConnection: ResolverTypeWrapper<MessageTemplateConnectionRecord>;
  MessageTemplateEdge: ResolverTypeWrapper<Omit<MessageTemplateEdge, 'node'> & { node: ResolversTypes['MessageTemplate'] }>;
  MessageTemplateField: MessageTemplateField;
  MessageTemplateFilter: MessageTemplateFilter;
  MessageTemplateFilterCondition: MessageTemplateFilterCondition;
  MessageTemplateResult: ResolverTypeWrapper<Omit<MessageTemplateResult, 'messageTemplate'> & { messageTemplate?: Maybe<ResolversTypes['MessageTemplate']> }>;
  MessageWords: ResolverTypeWrapper<MessageWords>;
  MfaSettings: ResolverTypeWrapper<MfaSettings>;
  MinorUnits: ResolverTypeWrapper<Scalars['MinorUnits']['output']>;
  MonitoringCounts: ResolverTypeWrapper<MonitoringCounts>;
  MonitoringInvitation: ResolverTypeWrapper<MonitoringInvitation>;
  MonitoringLink: ResolverTypeWrapper<MonitoringLink>;
  MonitoringMessage: ResolverTypeWrapper<MonitoringMessage>;
  MonitoringQuestionSummary: ResolverTypeWrapper<MonitoringQuestionSummary>;
  MonitoringSendRefusal: MonitoringSendRefusal;
  MonitoringStratum: ResolverTypeWrapper<MonitoringStratum>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationResult: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['MutationResult']>;
  NationalityCount: ResolverTypeWrapper<NationalityCount>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationChannel: NotificationChannel;
  NotificationConnection: ResolverTypeWrapper<NotificationConnectionRecord>;
  NotificationCount: ResolverTypeWrapper<NotificationCount>;
  NotificationEdge: ResolverTypeWrapper<NotificationEdge>;
  NotificationJobResult: ResolverTypeWrapper<Omit<NotificationJobResult, 'job'> & { job?: Maybe<ResolversTypes['Job']> }>;
  NotificationPreview: ResolverTypeWrapper<NotificationPreview>;
  NotificationPreviewInput: NotificationPreviewInput;
  NotificationPreviewResult: ResolverTypeWrapper<NotificationPreviewResult>;
  NotificationRefusal: NotificationRefusal;
  NotificationSettings: ResolverTypeWrapper<NotificationSettingsRecord>;
  NotificationSettingsInput: NotificationSettingsInput;
  NotificationSettingsResult: ResolverTypeWrapper<Omit<NotificationSettingsResult, 'notificationSettings'> & { notificationSettings?: Maybe<ResolversTypes['NotificationSettings']> }>;
  NotificationStatus: NotificationStatus;
  NotifiedCount: ResolverTypeWrapper<NotifiedCount>;
  OfflineCollectionInput: OfflineCollectionInput;
  OfflineConflictCount: ResolverTypeWrapper<OfflineConflictCount>;
  OfflineDistribution: ResolverTypeWrapper<OfflineDistribution>;
  OfflineRedemptionInput: OfflineRedemptionInput;
  OfflineVoucher: ResolverTypeWrapper<OfflineVoucher>;
  OfflineVoucherPage: ResolverTypeWrapper<OfflineVoucherPage>;
  Organization: ResolverTypeWrapper<OrganizationRecord>;
  OrganizationResult: ResolverTypeWrapper<Omit<OrganizationResult, 'organization'> & { organization?: Maybe<ResolversTypes['Organization']> }>;
  OrganizationSettings: ResolverTypeWrapper<OrganizationSettings>;
  OutboxMessage: ResolverTypeWrapper<OutboxMessage>;
  OutboxMessageConnection: ResolverTypeWrapper<OutboxMessageConnectionRecord>;
  OutboxMessageEdge: ResolverTypeWrapper<OutboxMessageEdge>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentExport: ResolverTypeWrapper<PaymentExportRecord>;
  PaymentExportColumn: PaymentExportColumn;
  PaymentExportFormat: PaymentExportFormat;
  PaymentExportOptions: ResolverTypeWrapper<PaymentExportOptionsRecord>;
  PaymentExportSettingsInput: PaymentExportSettingsInput;
  PaymentProvider: ResolverTypeWrapper<PaymentProviderRecord>;
  PaymentProviderResult: ResolverTypeWrapper<Omit<PaymentProviderResult, 'paymentProvider'> & { paymentProvider?: Maybe<ResolversTypes['PaymentProvider']> }>;
  PaymentStatus: PaymentStatus;
  PaymentStatusCount: ResolverTypeWrapper<PaymentStatusCount>;
  PdmAnswerType: PdmAnswerType;
  PdmQuestion: ResolverTypeWrapper<PdmQuestion>;
  PdmQuestionInput: PdmQuestionInput;
  ProfileResult: ResolverTypeWrapper<Omit<ProfileResult, 'me'> & { me?: Maybe<ResolversTypes['Me']> }>;
  Program: ResolverTypeWrapper<ProgramRecord>;
  ProgramBudgetUse: ResolverTypeWrapper<ProgramBudgetUse>;
  ProgramConnection: ResolverTypeWrapper<ProgramConnectionRecord>;
  ProgramEdge: ResolverTypeWrapper<Omit<ProgramEdge, 'node'> & { node: ResolversTypes['Program'] }>;
  ProgramField: ProgramField;
  ProgramFilter: ProgramFilter;
  ProgramFilterCondition: ProgramFilterCondition;
  ProgramReconciliation: ResolverTypeWrapper<ProgramReconciliation>;
  ProgramReconciliationRow: ResolverTypeWrapper<ProgramReconciliationRow>;
  ProgramResult: ResolverTypeWrapper<Omit<ProgramResult, 'program'> & { program?: Maybe<ResolversTypes['Program']> }>;
  ProgramStatus: ProgramStatus;
  ProgramType: ProgramType;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReconciliationFamily: ResolverTypeWrapper<ReconciliationFamily>;
  ReconciliationFamilyPage: ResolverTypeWrapper<ReconciliationFamilyPage>;
  ReconciliationFigure: ResolverTypeWrapper<ReconciliationFigure>;
  ReconciliationFigures: ResolverTypeWrapper<ReconciliationFigures>;
  ReconciliationImport: ResolverTypeWrapper<ReconciliationImport>;
  ReconciliationIndicator: ReconciliationIndicator;
  ReconciliationProvider: ResolverTypeWrapper<ReconciliationProvider>;
  ReconciliationState: ReconciliationState;
  RedeemVoucherInput: RedeemVoucherInput;
  Redemption: ResolverTypeWrapper<Redemption>;
  RedemptionConflict: ResolverTypeWrapper<RedemptionConflict>;
  RedemptionConflictConnection: ResolverTypeWrapper<RedemptionConflictConnection>;
  RedemptionConflictEdge: ResolverTypeWrapper<RedemptionConflictEdge>;
  RedemptionResult: ResolverTypeWrapper<RedemptionResult>;
  RedemptionSource: RedemptionSource;
  RegistrationCount: ResolverTypeWrapper<RegistrationCount>;
  RemoveMemberResult: ResolverTypeWrapper<RemoveMemberResult>;
  ReportFigure: ResolverTypeWrapper<ReportFigure>;
  ReportFile: ResolverTypeWrapper<ReportFileRecord>;
  ReportFileConnection: ResolverTypeWrapper<ReportFileConnectionRecord>;
  ReportFileEdge: ResolverTypeWrapper<Omit<ReportFileEdge, 'node'> & { node: ResolversTypes['ReportFile'] }>;
  ReportFileResult: ResolverTypeWrapper<Omit<ReportFileResult, 'report'> & { report?: Maybe<ResolversTypes['ReportFile']> }>;
  ReportFormat: ReportFormat;
  ReportFrequency: ReportFrequency;
  ReportGender: ReportGender;
  ReportInterval: ReportInterval;
  ReportKind: ReportKind;
  ReportReconciliation: ResolverTypeWrapper<ReportReconciliation>;
  ReportSchedule: ResolverTypeWrapper<ReportScheduleRecord>;
  ReportScheduleResult: ResolverTypeWrapper<Omit<ReportScheduleResult, 'schedule'> & { schedule?: Maybe<ResolversTypes['ReportSchedule']> }>;
  ReportTable: ReportTable;
  ResolveReconciliationInput: ResolveReconciliationInput;
  ResolveReconciliationResult: ResolverTypeWrapper<ResolveReconciliationResult>;
  ResolvedEntitlement: ResolverTypeWrapper<ResolvedEntitlement>;
  Role: ResolverTypeWrapper<RoleRecord>;
  RoleResult: ResolverTypeWrapper<Omit<RoleResult, 'role'> & { role?: Maybe<ResolversTypes['Role']> }>;
  RoleType: RoleType;
  ScanRefusal: ScanRefusal;
  ScannableDistribution: ResolverTypeWrapper<ScannableDistribution>;
  ScannableDistributionConnection: ResolverTypeWrapper<ScannableDistributionConnection>;
  ScannableDistributionEdge: ResolverTypeWrapper<ScannableDistributionEdge>;
  ScannedVoucher: ResolverTypeWrapper<ScannedVoucher>;
  ScannerActivity: ResolverTypeWrapper<ScannerActivity>;
  Section: Section;
  SectionActions: ResolverTypeWrapper<SectionActions>;
  SectionPermission: ResolverTypeWrapper<SectionPermission>;
  SectionPermissionInput: SectionPermissionInput;
  SendMonitoringLinksInput: SendMonitoringLinksInput;
  SendMonitoringLinksResult: ResolverTypeWrapper<Omit<SendMonitoringLinksResult, 'job'> & { job?: Maybe<ResolversTypes['Job']> }>;
  SexAgeCell: ResolverTypeWrapper<SexAgeCell>;
  SmartForm: ResolverTypeWrapper<SmartFormRecord>;
  SmartFormBeneficiaryField: SmartFormBeneficiaryField;
  SmartFormChoice: ResolverTypeWrapper<SmartFormChoice>;
  SmartFormChoiceInput: SmartFormChoiceInput;
  SmartFormConnection: ResolverTypeWrapper<SmartFormConnectionRecord>;
  SmartFormDefinition: ResolverTypeWrapper<SmartFormDefinitionRecord>;
  SmartFormDefinitionInput: SmartFormDefinitionInput;
  SmartFormEdge: ResolverTypeWrapper<Omit<SmartFormEdge, 'node'> & { node: ResolversTypes['SmartForm'] }>;
  SmartFormElement: ResolverTypeWrapper<SmartFormElementRecord>;
  SmartFormElementInput: SmartFormElementInput;
  SmartFormElementType: SmartFormElementType;
  SmartFormPage: ResolverTypeWrapper<SmartFormPageRecord>;
  SmartFormPageInput: SmartFormPageInput;
  SmartFormResult: ResolverTypeWrapper<Omit<SmartFormResult, 'smartForm'> & { smartForm?: Maybe<ResolversTypes['SmartForm']> }>;
  SmartFormStatus: SmartFormStatus;
  SmartFormSubmission: ResolverTypeWrapper<SmartFormSubmissionRecord>;
  SmartFormSubmissionConnection: ResolverTypeWrapper<SmartFormSubmissionConnectionRecord>;
  SmartFormSubmissionEdge: ResolverTypeWrapper<Omit<SmartFormSubmissionEdge, 'node'> & { node: ResolversTypes['SmartFormSubmission'] }>;
  SmartFormSubmissionResult: ResolverTypeWrapper<Omit<SmartFormSubmissionResult, 'submission'> & { submission?: Maybe<ResolversTypes['SmartFormSubmission']> }>;
  SmartFormVersion: ResolverTypeWrapper<SmartFormVersionRecord>;
  SortOption: SortOption;
  StartBeneficiaryImportInput: StartBeneficiaryImportInput;
  StartDemoJobInput: StartDemoJobInput;
  StartDistributionMonitoringInput: StartDistributionMonitoringInput;
  StartDistributionMonitoringResult: ResolverTypeWrapper<StartDistributionMonitoringResult>;
  StartReconciliationImportInput: StartReconciliationImportInput;
  StartReconciliationImportResult: ResolverTypeWrapper<Omit<StartReconciliationImportResult, 'job'> & { job?: Maybe<ResolversTypes['Job']> }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubAccount: ResolverTypeWrapper<SubAccountRecord>;
  SubAccountResult: ResolverTypeWrapper<Omit<SubAccountResult, 'subAccount'> & { subAccount?: Maybe<ResolversTypes['SubAccount']> }>;
  SubmissionAnswer: ResolverTypeWrapper<SubmissionAnswer>;
  SubmissionAnswerInput: SubmissionAnswerInput;
  SubmissionSource: SubmissionSource;
  SubmissionStatus: SubmissionStatus;
  SubmitSmartFormInput: SubmitSmartFormInput;
  SubmitSmartFormResult: ResolverTypeWrapper<SubmitSmartFormResult>;
  SyncCollectionsInput: SyncCollectionsInput;
  SyncItemResult: ResolverTypeWrapper<SyncItemResult>;
  SyncOutcome: SyncOutcome;
  SyncRedemptionsInput: SyncRedemptionsInput;
  SyncRedemptionsResult: ResolverTypeWrapper<SyncRedemptionsResult>;
  TextEncoding: TextEncoding;
  UpdateBeneficiaryInput: UpdateBeneficiaryInput;
  UpdateBeneficiaryListInput: UpdateBeneficiaryListInput;
  UpdateDistributionInput: UpdateDistributionInput;
  UpdateMemberRolesInput: UpdateMemberRolesInput;
  UpdateMessageTemplateInput: UpdateMessageTemplateInput;
  UpdateOrganizationInput: UpdateOrganizationInput;
  UpdateOrganizationSettingsInput: UpdateOrganizationSettingsInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProgramInput: UpdateProgramInput;
  UpdateRoleInput: UpdateRoleInput;
  UpdateSmartFormInput: UpdateSmartFormInput;
  User: ResolverTypeWrapper<UserRecord>;
  UserAccount: ResolverTypeWrapper<UserAccountRecord>;
  UserAccountConnection: ResolverTypeWrapper<UserAccountConnectionRecord>;
  UserAccountEdge: ResolverTypeWrapper<Omit<UserAccountEdge, 'node'> & { node: ResolversTypes['UserAccount'] }>;
  UserAccountField: UserAccountField;
  UserAccountFilter: UserAccountFilter;
  UserAccountFilterCondition: UserAccountFilterCondition;
  UserAccountResult: ResolverTypeWrapper<Omit<UserAccountResult, 'userAccount'> & { userAccount?: Maybe<ResolversTypes['UserAccount']> }>;
  VoucherUsageCount: ResolverTypeWrapper<VoucherUsageCount>;
  VoucherUsageStatus: VoucherUsageStatus;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionAccess: ActionAccess;
  ActionAccessInput: ActionAccessInput;
  ActivityLog: ActivityLogRecord;
  ActivityLogConnection: ActivityLogConnectionRecord;
  ActivityLogEdge: Omit<ActivityLogEdge, 'node'> & { node: ResolversParentTypes['ActivityLog'] };
  ActivityLogFilter: ActivityLogFilter;
  ActivityLogFilterCondition: ActivityLogFilterCondition;
  ApiKey: ApiKeyRecord;
  ApiKeyResult: Omit<ApiKeyResult, 'apiKey'> & { apiKey?: Maybe<ResolversParentTypes['ApiKey']> };
  ApprovalRule: ApprovalRule;
  ApprovalRuleInput: ApprovalRuleInput;
  ApprovalSettings: ApprovalSettingsRecord;
  ApprovalSettingsInput: ApprovalSettingsInput;
  ApprovalSettingsResult: Omit<ApprovalSettingsResult, 'approvalSettings'> & { approvalSettings?: Maybe<ResolversParentTypes['ApprovalSettings']> };
  Beneficiary: BeneficiaryRecord;
  BeneficiaryConnection: BeneficiaryConnectionRecord;
  BeneficiaryDuplicateFilter: BeneficiaryDuplicateFilter;
  BeneficiaryDuplicateFilterCondition: BeneficiaryDuplicateFilterCondition;
  BeneficiaryDuplicatePair: BeneficiaryDuplicatePairRecord;
  BeneficiaryDuplicatePairConnection: BeneficiaryDuplicatePairConnectionRecord;
  BeneficiaryDuplicatePairEdge: Omit<BeneficiaryDuplicatePairEdge, 'node'> & { node: ResolversParentTypes['BeneficiaryDuplicatePair'] };
  BeneficiaryDuplicatePairResult: Omit<BeneficiaryDuplicatePairResult, 'pair'> & { pair?: Maybe<ResolversParentTypes['BeneficiaryDuplicatePair']> };
  BeneficiaryEdge: Omit<BeneficiaryEdge, 'node'> & { node: ResolversParentTypes['Beneficiary'] };
  BeneficiaryErasure: BeneficiaryErasure;
  BeneficiaryErasureDistribution: BeneficiaryErasureDistribution;
  BeneficiaryErasureResult: BeneficiaryErasureResult;
  BeneficiaryFilter: BeneficiaryFilter;
  BeneficiaryFilterCondition: BeneficiaryFilterCondition;
  BeneficiaryImport: BeneficiaryImportRecord;
  BeneficiaryImportDuplicate: BeneficiaryImportDuplicateRecord;
  BeneficiaryImportDuplicateConnection: Omit<BeneficiaryImportDuplicateConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['BeneficiaryImportDuplicate']> };
  BeneficiaryImportError: BeneficiaryImportError;
  BeneficiaryImportErrorConnection: BeneficiaryImportErrorConnection;
  BeneficiaryImportInspection: BeneficiaryImportInspection;
  BeneficiaryImportInspectionResult: BeneficiaryImportInspectionResult;
  BeneficiaryImportMapping: BeneficiaryImportMapping;
  BeneficiaryImportMappingInput: BeneficiaryImportMappingInput;
  BeneficiaryImportRepair: BeneficiaryImportRepair;
  BeneficiaryImportRepairConnection: BeneficiaryImportRepairConnection;
  BeneficiaryImportResult: Omit<BeneficiaryImportResult, 'import'> & { import?: Maybe<ResolversParentTypes['BeneficiaryImport']> };
  BeneficiaryList: BeneficiaryListRecord;
  BeneficiaryListConnection: BeneficiaryListConnectionRecord;
  BeneficiaryListEdge: Omit<BeneficiaryListEdge, 'node'> & { node: ResolversParentTypes['BeneficiaryList'] };
  BeneficiaryListFilter: BeneficiaryListFilter;
  BeneficiaryListFilterCondition: BeneficiaryListFilterCondition;
  BeneficiaryListReport: BeneficiaryListReportRecord;
  BeneficiaryListReportInput: BeneficiaryListReportInput;
  BeneficiaryListReportList: BeneficiaryListReportListRecord;
  BeneficiaryListResult: Omit<BeneficiaryListResult, 'beneficiaryList'> & { beneficiaryList?: Maybe<ResolversParentTypes['BeneficiaryList']> };
  BeneficiaryProperty: BeneficiaryProperty;
  BeneficiaryPropertyInput: BeneficiaryPropertyInput;
  BeneficiaryReportTotals: BeneficiaryReportTotals;
  BeneficiaryResult: Omit<BeneficiaryResult, 'beneficiary'> & { beneficiary?: Maybe<ResolversParentTypes['Beneficiary']> };
  Boolean: Scalars['Boolean']['output'];
  CollectInKindInput: CollectInKindInput;
  CollectedItem: CollectedItem;
  CollectedItemInput: CollectedItemInput;
  CollectionCount: CollectionCount;
  CollectionItem: CollectionItem;
  CollectionResult: CollectionResult;
  Country: CountryRecord;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateBeneficiaryInput: CreateBeneficiaryInput;
  CreateBeneficiaryListInput: CreateBeneficiaryListInput;
  CreateDistributionInput: CreateDistributionInput;
  CreateMessageTemplateInput: CreateMessageTemplateInput;
  CreateProgramInput: CreateProgramInput;
  CreateRoleInput: CreateRoleInput;
  CreateSmartFormInput: CreateSmartFormInput;
  CreateSubAccountInput: CreateSubAccountInput;
  CreationMethodCount: CreationMethodCountRecord;
  CurrencyAmount: CurrencyAmount;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DecideDistributionInput: DecideDistributionInput;
  DeliveryDay: DeliveryDay;
  Distribution: DistributionRecord;
  DistributionApproval: DistributionApprovalRecord;
  DistributionBeneficiaryList: DistributionBeneficiaryList;
  DistributionConnection: DistributionConnectionRecord;
  DistributionEdge: Omit<DistributionEdge, 'node'> & { node: ResolversParentTypes['Distribution'] };
  DistributionFilter: DistributionFilter;
  DistributionFilterCondition: DistributionFilterCondition;
  DistributionMonitoring: DistributionMonitoring;
  DistributionReconciliation: DistributionReconciliation;
  DistributionResult: Omit<DistributionResult, 'distribution'> & { distribution?: Maybe<ResolversParentTypes['Distribution']> };
  DistributionSummaryInput: DistributionSummaryInput;
  DistributionSummaryPlanned: DistributionSummaryPlanned;
  DistributionSummaryReport: DistributionSummaryReportRecord;
  DistributionSummaryRow: DistributionSummaryRowRecord;
  DistributionSummaryTotals: DistributionSummaryTotals;
  DistributionTotals: DistributionTotals;
  DuplicateCandidate: DuplicateCandidate;
  Entitlement: EntitlementRecord;
  EntitlementConnection: EntitlementConnectionRecord;
  EntitlementEdge: Omit<EntitlementEdge, 'node'> & { node: ResolversParentTypes['Entitlement'] };
  EntitlementFilter: EntitlementFilter;
  EntitlementFilterCondition: EntitlementFilterCondition;
  EntitlementItem: EntitlementItem;
  EntitlementResult: Omit<EntitlementResult, 'entitlement'> & { entitlement?: Maybe<ResolversParentTypes['Entitlement']> };
  ErrorParam: ErrorParam;
  FamilySizeCount: FamilySizeCountRecord;
  FieldChange: FieldChange;
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  GenderCount: GenderCount;
  GenerateEntitlementsResult: Omit<GenerateEntitlementsResult, 'distribution' | 'job'> & { distribution?: Maybe<ResolversParentTypes['Distribution']>, job?: Maybe<ResolversParentTypes['Job']> };
  ID: Scalars['ID']['output'];
  InKindCollection: InKindCollection;
  InKindItem: InKindItem;
  InKindItemInput: InKindItemInput;
  IncompatibleRoles: IncompatibleRoles;
  IncompatibleRolesInput: IncompatibleRolesInput;
  Int: Scalars['Int']['output'];
  InviteMemberInput: InviteMemberInput;
  ItemDelivery: ItemDelivery;
  Job: JobRecord;
  JobConnection: JobConnectionRecord;
  JobEdge: Omit<JobEdge, 'node'> & { node: ResolversParentTypes['Job'] };
  JobFilter: JobFilter;
  JobFilterCondition: JobFilterCondition;
  JobProgress: JobProgress;
  JobResult: Omit<JobResult, 'job'> & { job?: Maybe<ResolversParentTypes['Job']> };
  LocalizedText: LocalizedText;
  LocalizedTextInput: LocalizedTextInput;
  Me: MeRecord;
  Membership: MembershipRecord;
  MessageTemplate: MessageTemplateRecord;
  MessageTemplateConnection: MessageTemplateConnectionRecord;
  MessageTemplateEdge: Omit<MessageTemplateEdge, 'node'> & { node: ResolversParentTypes['MessageTemplate'] };
  MessageTemplateFilter: MessageTemplateFilter;
  MessageTemplateFilterCondition: MessageTemplateFilterCondition;
  MessageTemplateResult: Omit<MessageTemplateResult, 'messageTemplate'> & { messageTemplate?: Maybe<ResolversParentTypes['MessageTemplate']> };
  MessageWords: MessageWords;
  MfaSettings: MfaSettings;
  MinorUnits: Scalars['MinorUnits']['output'];
  MonitoringCounts: MonitoringCounts;
  MonitoringInvitation: MonitoringInvitation;
  MonitoringLink: MonitoringLink;
  MonitoringMessage: MonitoringMessage;
  MonitoringQuestionSummary: MonitoringQuestionSummary;
  MonitoringStratum: MonitoringStratum;
  Mutation: Record<PropertyKey, never>;
  MutationResult: ResolversInterfaceTypes<ResolversParentTypes>['MutationResult'];
  NationalityCount: NationalityCount;
  Notification: Notification;
  NotificationConnection: NotificationConnectionRecord;
  NotificationCount: NotificationCount;
  NotificationEdge: NotificationEdge;
  NotificationJobResult: Omit<NotificationJobResult, 'job'> & { job?: Maybe<ResolversParentTypes['Job']> };
  NotificationPreview: NotificationPreview;
  NotificationPreviewInput: NotificationPreviewInput;
  NotificationPreviewResult: NotificationPreviewResult;
  NotificationSettings: NotificationSettingsRecord;
  NotificationSettingsInput: NotificationSettingsInput;
  NotificationSettingsResult: Omit<NotificationSettingsResult, 'notificationSettings'> & { notificationSettings?: Maybe<ResolversParentTypes['NotificationSettings']> };
  NotifiedCount: NotifiedCount;
  OfflineCollectionInput: OfflineCollectionInput;
  OfflineConflictCount: OfflineConflictCount;
  OfflineDistribution: OfflineDistribution;
  OfflineRedemptionInput: OfflineRedemptionInput;
  OfflineVoucher: OfflineVoucher;
  OfflineVoucherPage: OfflineVoucherPage;
  Organization: OrganizationRecord;
  OrganizationResult: Omit<OrganizationResult, 'organization'> & { organization?: Maybe<ResolversParentTypes['Organization']> };
  OrganizationSettings: OrganizationSettings;
  OutboxMessage: OutboxMessage;
  OutboxMessageConnection: OutboxMessageConnectionRecord;
  OutboxMessageEdge: OutboxMessageEdge;
  PageInfo: PageInfo;
  PaymentExport: PaymentExportRecord;
  PaymentExportOptions: PaymentExportOptionsRecord;
  PaymentExportSettingsInput: PaymentExportSettingsInput;
  PaymentProvider: PaymentProviderRecord;
  PaymentProviderResult: Omit<PaymentProviderResult, 'paymentProvider'> & { paymentProvider?: Maybe<ResolversParentTypes['PaymentProvider']> };
  PaymentStatusCount: PaymentStatusCount;
  PdmQuestion: PdmQuestion;
  PdmQuestionInput: PdmQuestionInput;
  ProfileResult: Omit<ProfileResult, 'me'> & { me?: Maybe<ResolversParentTypes['Me']> };
  Program: ProgramRecord;
  ProgramBudgetUse: ProgramBudgetUse;
  ProgramConnection: ProgramConnectionRecord;
  ProgramEdge: Omit<ProgramEdge, 'node'> & { node: ResolversParentTypes['Program'] };
  ProgramFilter: ProgramFilter;
  ProgramFilterCondition: ProgramFilterCondition;
  ProgramReconciliation: ProgramReconciliation;
  ProgramReconciliationRow: ProgramReconciliationRow;
  ProgramResult: Omit<ProgramResult, 'program'> & { program?: Maybe<ResolversParentTypes['Program']> };
  Query: Record<PropertyKey, never>;
  ReconciliationFamily: ReconciliationFamily;
  ReconciliationFamilyPage: ReconciliationFamilyPage;
  ReconciliationFigure: ReconciliationFigure;
  ReconciliationFigures: ReconciliationFigures;
  ReconciliationImport: ReconciliationImport;
  ReconciliationProvider: ReconciliationProvider;
  RedeemVoucherInput: RedeemVoucherInput;
  Redemption: Redemption;
  RedemptionConflict: RedemptionConflict;
  RedemptionConflictConnection: RedemptionConflictConnection;
  RedemptionConflictEdge: RedemptionConflictEdge;
  RedemptionResult: RedemptionResult;
  RegistrationCount: RegistrationCount;
  RemoveMemberResult: RemoveMemberResult;
  ReportFigure: ReportFigure;
  ReportFile: ReportFileRecord;
  ReportFileConnection: ReportFileConnectionRecord;
  ReportFileEdge: Omit<ReportFileEdge, 'node'> & { node: ResolversParentTypes['ReportFile'] };
  ReportFileResult: Omit<ReportFileResult, 'report'> & { report?: Maybe<ResolversParentTypes['ReportFile']> };
  ReportReconciliation: ReportReconciliation;
  ReportSchedule: ReportScheduleRecord;
  ReportScheduleResult: Omit<ReportScheduleResult, 'schedule'> & { schedule?: Maybe<ResolversParentTypes['ReportSchedule']> };
  ResolveReconciliationInput: ResolveReconciliationInput;
  ResolveReconciliationResult: ResolveReconciliationResult;
  ResolvedEntitlement: ResolvedEntitlement;
  Role: RoleRecord;
  RoleResult: Omit<RoleResult, 'role'> & { role?: Maybe<ResolversParentTypes['Role']> };
  ScannableDistribution: ScannableDistribution;
  ScannableDistributionConnection: ScannableDistributionConnection;
  ScannableDistributionEdge: ScannableDistributionEdge;
  ScannedVoucher: ScannedVoucher;
  ScannerActivity: ScannerActivity;
  SectionActions: SectionActions;
  SectionPermission: SectionPermission;
  SectionPermissionInput: SectionPermissionInput;
  SendMonitoringLinksInput: SendMonitoringLinksInput;
  SendMonitoringLinksResult: Omit<SendMonitoringLinksResult, 'job'> & { job?: Maybe<ResolversParentTypes['Job']> };
  SexAgeCell: SexAgeCell;
  SmartForm: SmartFormRecord;
  SmartFormChoice: SmartFormChoice;
  SmartFormChoiceInput: SmartFormChoiceInput;
  SmartFormConnection: SmartFormConnectionRecord;
  SmartFormDefinition: SmartFormDefinitionRecord;
  SmartFormDefinitionInput: SmartFormDefinitionInput;
  SmartFormEdge: Omit<SmartFormEdge, 'node'> & { node: ResolversParentTypes['SmartForm'] };
  SmartFormElement: SmartFormElementRecord;
  SmartFormElementInput: SmartFormElementInput;
  SmartFormPage: SmartFormPageRecord;
  SmartFormPageInput: SmartFormPageInput;
  SmartFormResult: Omit<SmartFormResult, 'smartForm'> & { smartForm?: Maybe<ResolversParentTypes['SmartForm']> };
  SmartFormSubmission: SmartFormSubmissionRecord;
  SmartFormSubmissionConnection: SmartFormSubmissionConnectionRecord;
  SmartFormSubmissionEdge: Omit<SmartFormSubmissionEdge, 'node'> & { node: ResolversParentTypes['SmartFormSubmission'] };
  SmartFormSubmissionResult: Omit<SmartFormSubmissionResult, 'submission'> & { submission?: Maybe<ResolversParentTypes['SmartFormSubmission']> };
  SmartFormVersion: SmartFormVersionRecord;
  StartBeneficiaryImportInput: StartBeneficiaryImportInput;
  StartDemoJobInput: StartDemoJobInput;
  StartDistributionMonitoringInput: StartDistributionMonitoringInput;
  StartDistributionMonitoringResult: StartDistributionMonitoringResult;
  StartReconciliationImportInput: StartReconciliationImportInput;
  StartReconciliationImportResult: Omit<StartReconciliationImportResult, 'job'> & { job?: Maybe<ResolversParentTypes['Job']> };
  String: Scalars['String']['output'];
  SubAccount: SubAccountRecord;
  SubAccountResult: Omit<SubAccountResult, 'subAccount'> & { subAccount?: Maybe<ResolversParentTypes['SubAccount']> };
  SubmissionAnswer: SubmissionAnswer;
  SubmissionAnswerInput: SubmissionAnswerInput;
  SubmitSmartFormInput: SubmitSmartFormInput;
  SubmitSmartFormResult: SubmitSmartFormResult;
  SyncCollectionsInput: SyncCollectionsInput;
  SyncItemResult: SyncItemResult;
  SyncRedemptionsInput: SyncRedemptionsInput;
  SyncRedemptionsResult: SyncRedemptionsResult;
  UpdateBeneficiaryInput: UpdateBeneficiaryInput;
  UpdateBeneficiaryListInput: UpdateBeneficiaryListInput;
  UpdateDistributionInput: UpdateDistributionInput;
  UpdateMemberRolesInput: UpdateMemberRolesInput;
  UpdateMessageTemplateInput: UpdateMessageTemplateInput;
  UpdateOrganizationInput: UpdateOrganizationInput;
  UpdateOrganizationSettingsInput: UpdateOrganizationSettingsInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProgramInput: UpdateProgramInput;
  UpdateRoleInput: UpdateRoleInput;
  UpdateSmartFormInput: UpdateSmartFormInput;
  User: UserRecord;
  UserAccount: UserAccountRecord;
  UserAccountConnection: UserAccountConnectionRecord;
  UserAccountEdge: Omit<UserAccountEdge, 'node'> & { node: ResolversParentTypes['UserAccount'] };
  UserAccountFilter: UserAccountFilter;
  UserAccountFilterCondition: UserAccountFilterCondition;
  UserAccountResult: Omit<UserAccountResult, 'userAccount'> & { userAccount?: Maybe<ResolversParentTypes['UserAccount']> };
  VoucherUsageCount: VoucherUsageCount;
};

export type AccessDirectiveArgs = {
  action: Action;
  section: Section;
};

export type AccessDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = AccessDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AuthenticatedDirectiveArgs = { };

export type AuthenticatedDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = AuthenticatedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type DevOnlyDirectiveArgs = { };

export type DevOnlyDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = DevOnlyDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

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
  section?: Resolver<Maybe<ResolversTypes['Section']>, ParentType, ContextType>;
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
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ApprovalRuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApprovalRule'] = ResolversParentTypes['ApprovalRule']> = {
  approvers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minTotal?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type ApprovalSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApprovalSettings'] = ResolversParentTypes['ApprovalSettings']> = {
  incompatibleRoles?: Resolver<Array<ResolversTypes['IncompatibleRoles']>, ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['ApprovalRule']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type ApprovalSettingsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApprovalSettingsResult'] = ResolversParentTypes['ApprovalSettingsResult']> = {
  approvalSettings?: Resolver<Maybe<ResolversTypes['ApprovalSettings']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BeneficiaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Beneficiary'] = ResolversParentTypes['Beneficiary']> = {
  beneficiaryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  creationMethod?: Resolver<ResolversTypes['CreationMethod'], ParentType, ContextType>;
  dob?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalReferenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lists?: Resolver<Array<ResolversTypes['BeneficiaryList']>, ParentType, ContextType>;
  nationality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numberOfFamilyMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BeneficiaryConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryConnection'] = ResolversParentTypes['BeneficiaryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['BeneficiaryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BeneficiaryDuplicatePairResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryDuplicatePair'] = ResolversParentTypes['BeneficiaryDuplicatePair']> = {
  beneficiaryA?: Resolver<Maybe<ResolversTypes['Beneficiary']>, ParentType, ContextType>;
  beneficiaryB?: Resolver<Maybe<ResolversTypes['Beneficiary']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  keptBeneficiaryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['DuplicateLevel'], ParentType, ContextType>;
  pairId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['DuplicateReason']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DuplicatePairStatus'], ParentType, ContextType>;
};

export type BeneficiaryDuplicatePairConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryDuplicatePairConnection'] = ResolversParentTypes['BeneficiaryDuplicatePairConnection']> = {
  edges?: Resolver<Array<ResolversTypes['BeneficiaryDuplicatePairEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BeneficiaryDuplicatePairEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryDuplicatePairEdge'] = ResolversParentTypes['BeneficiaryDuplicatePairEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['BeneficiaryDuplicatePair'], ParentType, ContextType>;
};

export type BeneficiaryDuplicatePairResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryDuplicatePairResult'] = ResolversParentTypes['BeneficiaryDuplicatePairResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pair?: Resolver<Maybe<ResolversTypes['BeneficiaryDuplicatePair']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BeneficiaryEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryEdge'] = ResolversParentTypes['BeneficiaryEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Beneficiary'], ParentType, ContextType>;
};

export type BeneficiaryErasureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryErasure'] = ResolversParentTypes['BeneficiaryErasure']> = {
  beneficiaryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  filesDeleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['BeneficiaryErasureOutcome'], ParentType, ContextType>;
  unfinishedDistributions?: Resolver<Array<ResolversTypes['BeneficiaryErasureDistribution']>, ParentType, ContextType>;
};

export type BeneficiaryErasureDistributionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryErasureDistribution'] = ResolversParentTypes['BeneficiaryErasureDistribution']> = {
  distributionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  distributionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BeneficiaryErasureResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryErasureResult'] = ResolversParentTypes['BeneficiaryErasureResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  erasure?: Resolver<Maybe<ResolversTypes['BeneficiaryErasure']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BeneficiaryImportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryImport'] = ResolversParentTypes['BeneficiaryImport']> = {
  beneficiaryList?: Resolver<Maybe<ResolversTypes['BeneficiaryList']>, ParentType, ContextType>;
  checkJob?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  duplicateRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  duplicates?: Resolver<ResolversTypes['BeneficiaryImportDuplicateConnection'], ParentType, ContextType, RequireFields<BeneficiaryImportDuplicatesArgs, 'first'>>;
  encoding?: Resolver<Maybe<ResolversTypes['TextEncoding']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['BeneficiaryImportErrorConnection'], ParentType, ContextType, RequireFields<BeneficiaryImportErrorsArgs, 'first'>>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ImportFileFormat'], ParentType, ContextType>;
  importId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importJob?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  importedRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invalidRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mapping?: Resolver<Array<ResolversTypes['BeneficiaryImportMapping']>, ParentType, ContextType>;
  repairs?: Resolver<ResolversTypes['BeneficiaryImportRepairConnection'], ParentType, ContextType, RequireFields<BeneficiaryImportRepairsArgs, 'first'>>;
  sheetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skipDuplicates?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BeneficiaryImportStatus'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  validRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BeneficiaryImportDuplicateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryImportDuplicate'] = ResolversParentTypes['BeneficiaryImportDuplicate']> = {
  dob?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  duplicateOf?: Resolver<Maybe<ResolversTypes['Beneficiary']>, ParentType, ContextType>;
  duplicateOfRow?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['DuplicateLevel'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['DuplicateReason']>, ParentType, ContextType>;
  rowNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BeneficiaryImportDuplicateConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryImportDuplicateConnection'] = ResolversParentTypes['BeneficiaryImportDuplicateConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['BeneficiaryImportDuplicate']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BeneficiaryImportErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryImportError'] = ResolversParentTypes['BeneficiaryImportError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BeneficiaryImportErrorConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryImportErrorConnection'] = ResolversParentTypes['BeneficiaryImportErrorConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['BeneficiaryImportError']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BeneficiaryImportInspectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryImportInspection'] = ResolversParentTypes['BeneficiaryImportInspection']> = {
  encoding?: Resolver<Maybe<ResolversTypes['TextEncoding']>, ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ImportFileFormat'], ParentType, ContextType>;
  headers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  mapping?: Resolver<Array<ResolversTypes['BeneficiaryImportMapping']>, ParentType, ContextType>;
  requiredColumns?: Resolver<Array<ResolversTypes['BeneficiaryImportColumn']>, ParentType, ContextType>;
  sampleRows?: Resolver<Array<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  sheetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sheets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  totalBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BeneficiaryImportInspectionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryImportInspectionResult'] = ResolversParentTypes['BeneficiaryImportInspectionResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  inspection?: Resolver<Maybe<ResolversTypes['BeneficiaryImportInspection']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BeneficiaryImportMappingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryImportMapping'] = ResolversParentTypes['BeneficiaryImportMapping']> = {
  column?: Resolver<Maybe<ResolversTypes['BeneficiaryImportColumn']>, ParentType, ContextType>;
  header?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BeneficiaryImportRepairResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryImportRepair'] = ResolversParentTypes['BeneficiaryImportRepair']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BeneficiaryImportRepairKind'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  original?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stored?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BeneficiaryImportRepairConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryImportRepairConnection'] = ResolversParentTypes['BeneficiaryImportRepairConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['BeneficiaryImportRepair']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BeneficiaryImportResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryImportResult'] = ResolversParentTypes['BeneficiaryImportResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  import?: Resolver<Maybe<ResolversTypes['BeneficiaryImport']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BeneficiaryListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryList'] = ResolversParentTypes['BeneficiaryList']> = {
  beneficiaryListId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  externalSmartForm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listComments?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listType?: Resolver<ResolversTypes['BeneficiaryListType'], ParentType, ContextType>;
  numberOfFamilies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfFamilyMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfMainBeneficiaries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  propertyList?: Resolver<Array<ResolversTypes['BeneficiaryProperty']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BeneficiaryListStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BeneficiaryListConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryListConnection'] = ResolversParentTypes['BeneficiaryListConnection']> = {
  edges?: Resolver<Array<ResolversTypes['BeneficiaryListEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerCanCreate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BeneficiaryListEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryListEdge'] = ResolversParentTypes['BeneficiaryListEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['BeneficiaryList'], ParentType, ContextType>;
};

export type BeneficiaryListReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryListReport'] = ResolversParentTypes['BeneficiaryListReport']> = {
  creationMethod?: Resolver<Array<ResolversTypes['CreationMethodCount']>, ParentType, ContextType>;
  duplicatesTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  familySize?: Resolver<Array<ResolversTypes['FamilySizeCount']>, ParentType, ContextType>;
  lastDeduplication?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lists?: Resolver<Array<ResolversTypes['BeneficiaryListReportList']>, ParentType, ContextType>;
  nationality?: Resolver<Array<ResolversTypes['NationalityCount']>, ParentType, ContextType>;
  registrations?: Resolver<Array<ResolversTypes['RegistrationCount']>, ParentType, ContextType>;
  sexAge?: Resolver<Array<ResolversTypes['SexAgeCell']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['BeneficiaryReportTotals'], ParentType, ContextType>;
};

export type BeneficiaryListReportListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryListReportList'] = ResolversParentTypes['BeneficiaryListReportList']> = {
  byGender?: Resolver<Array<ResolversTypes['GenderCount']>, ParentType, ContextType>;
  families?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  familyMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  listId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BeneficiaryListResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryListResult'] = ResolversParentTypes['BeneficiaryListResult']> = {
  beneficiaryList?: Resolver<Maybe<ResolversTypes['BeneficiaryList']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BeneficiaryPropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryProperty'] = ResolversParentTypes['BeneficiaryProperty']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BeneficiaryPropertyType'], ParentType, ContextType>;
};

export type BeneficiaryReportTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryReportTotals'] = ResolversParentTypes['BeneficiaryReportTotals']> = {
  families?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  familyMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BeneficiaryResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeneficiaryResult'] = ResolversParentTypes['BeneficiaryResult']> = {
  beneficiary?: Resolver<Maybe<ResolversTypes['Beneficiary']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CollectedItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CollectedItem'] = ResolversParentTypes['CollectedItem']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CollectionCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CollectionCount'] = ResolversParentTypes['CollectionCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CollectionStatus'], ParentType, ContextType>;
};

export type CollectionItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CollectionItem'] = ResolversParentTypes['CollectionItem']> = {
  collected?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CollectionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CollectionResult'] = ResolversParentTypes['CollectionResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  collection?: Resolver<Maybe<ResolversTypes['InKindCollection']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['ScanRefusal']>, ParentType, ContextType>;
  replayed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  voucher?: Resolver<Maybe<ResolversTypes['ScannedVoucher']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  alpha2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  alpha3?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreationMethodCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreationMethodCount'] = ResolversParentTypes['CreationMethodCount']> = {
  creationMethod?: Resolver<ResolversTypes['CreationMethod'], ParentType, ContextType>;
  families?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CurrencyAmountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CurrencyAmount'] = ResolversParentTypes['CurrencyAmount']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeliveryDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryDay'] = ResolversParentTypes['DeliveryDay']> = {
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  handovers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentsCompleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  redeemed?: Resolver<Array<ResolversTypes['CurrencyAmount']>, ParentType, ContextType>;
  redemptions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DistributionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Distribution'] = ResolversParentTypes['Distribution']> = {
  additionalInfo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amountPerBeneficiary?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  amountPerBeneficiaryCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amountPerDependant?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  approvals?: Resolver<Array<ResolversTypes['DistributionApproval']>, ParentType, ContextType>;
  approvalsGiven?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  approvalsNeeded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  beneficiaryList?: Resolver<ResolversTypes['DistributionBeneficiaryList'], ParentType, ContextType>;
  collection?: Resolver<Array<ResolversTypes['CollectionCount']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  distributionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  distributionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distributionPdms?: Resolver<Array<ResolversTypes['PdmQuestion']>, ParentType, ContextType>;
  distributionStatus?: Resolver<ResolversTypes['DistributionStatus'], ParentType, ContextType>;
  distributionSummary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distributionType?: Resolver<ResolversTypes['DistributionType'], ParentType, ContextType>;
  entitlements?: Resolver<ResolversTypes['EntitlementConnection'], ParentType, ContextType, RequireFields<DistributionEntitlementsArgs, 'first' | 'sort'>>;
  exchangeRate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  includeDependants?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InKindItem']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationConnection'], ParentType, ContextType, RequireFields<DistributionNotificationsArgs, 'first' | 'sort'>>;
  paymentExports?: Resolver<Array<ResolversTypes['PaymentExport']>, ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['Program']>, ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestPhoto?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestSignature?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['DistributionTotals'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  viewerCanApprove?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vouchersPdfPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DistributionApprovalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DistributionApproval'] = ResolversParentTypes['DistributionApproval']> = {
  approvalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  decidedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  decision?: Resolver<ResolversTypes['ApprovalDecision'], ParentType, ContextType>;
  distributionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DistributionBeneficiaryListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DistributionBeneficiaryList'] = ResolversParentTypes['DistributionBeneficiaryList']> = {
  beneficiaryListId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numberOfFamilies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfFamilyMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['BeneficiaryListStatus']>, ParentType, ContextType>;
};

export type DistributionConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DistributionConnection'] = ResolversParentTypes['DistributionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['DistributionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerCanCreate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCreatableTypes?: Resolver<Array<ResolversTypes['DistributionType']>, ParentType, ContextType>;
};

export type DistributionEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DistributionEdge'] = ResolversParentTypes['DistributionEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Distribution'], ParentType, ContextType>;
};

export type DistributionMonitoringResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DistributionMonitoring'] = ResolversParentTypes['DistributionMonitoring']> = {
  counts?: Resolver<ResolversTypes['MonitoringCounts'], ParentType, ContextType>;
  invitations?: Resolver<Array<ResolversTypes['MonitoringInvitation']>, ParentType, ContextType>;
};

export type DistributionReconciliationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DistributionReconciliation'] = ResolversParentTypes['DistributionReconciliation']> = {
  distributionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  distributionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  figures?: Resolver<ResolversTypes['ReconciliationFigures'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DistributionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DistributionResult'] = ResolversParentTypes['DistributionResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  distribution?: Resolver<Maybe<ResolversTypes['Distribution']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['DistributionRefusal']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DistributionSummaryPlannedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DistributionSummaryPlanned'] = ResolversParentTypes['DistributionSummaryPlanned']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  families?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DistributionSummaryReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DistributionSummaryReport'] = ResolversParentTypes['DistributionSummaryReport']> = {
  budgets?: Resolver<Array<ResolversTypes['ProgramBudgetUse']>, ParentType, ContextType>;
  distributions?: Resolver<Array<ResolversTypes['DistributionSummaryRow']>, ParentType, ContextType>;
  offlineConflicts?: Resolver<ResolversTypes['OfflineConflictCount'], ParentType, ContextType>;
  overTime?: Resolver<Array<ResolversTypes['DeliveryDay']>, ParentType, ContextType>;
  reached?: Resolver<Array<ResolversTypes['SexAgeCell']>, ParentType, ContextType>;
  scanners?: Resolver<Array<ResolversTypes['ScannerActivity']>, ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['DistributionSummaryTotals']>, ParentType, ContextType>;
};

export type DistributionSummaryRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DistributionSummaryRow'] = ResolversParentTypes['DistributionSummaryRow']> = {
  approved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  collection?: Resolver<Array<ResolversTypes['CollectionCount']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distributionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  distributionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distributionStatus?: Resolver<ResolversTypes['DistributionStatus'], ParentType, ContextType>;
  distributionType?: Resolver<ResolversTypes['DistributionType'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ItemDelivery']>, ParentType, ContextType>;
  monitoring?: Resolver<Array<ResolversTypes['MonitoringQuestionSummary']>, ParentType, ContextType>;
  notified?: Resolver<ResolversTypes['NotifiedCount'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  paymentStatus?: Resolver<Array<ResolversTypes['PaymentStatusCount']>, ParentType, ContextType>;
  planned?: Resolver<ResolversTypes['DistributionSummaryPlanned'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reconciliation?: Resolver<ResolversTypes['ReportReconciliation'], ParentType, ContextType>;
  redeemed?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  voucherUsage?: Resolver<Array<ResolversTypes['VoucherUsageCount']>, ParentType, ContextType>;
};

export type DistributionSummaryTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DistributionSummaryTotals'] = ResolversParentTypes['DistributionSummaryTotals']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distributions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  families?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planned?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  redeemed?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type DistributionTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DistributionTotals'] = ResolversParentTypes['DistributionTotals']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  entitlements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  families?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DuplicateCandidateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuplicateCandidate'] = ResolversParentTypes['DuplicateCandidate']> = {
  beneficiaryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['DuplicateLevel'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['DuplicateReason']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type EntitlementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Entitlement'] = ResolversParentTypes['Entitlement']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  beneficiaryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distributionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  entitlementId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['EntitlementItem']>, ParentType, ContextType>;
  numberOfFamilyMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  qrPayload?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remainingAmount?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usageStatus?: Resolver<Maybe<ResolversTypes['VoucherUsageStatus']>, ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  voucherCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EntitlementConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EntitlementConnection'] = ResolversParentTypes['EntitlementConnection']> = {
  edges?: Resolver<Array<ResolversTypes['EntitlementEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EntitlementEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EntitlementEdge'] = ResolversParentTypes['EntitlementEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Entitlement'], ParentType, ContextType>;
};

export type EntitlementItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EntitlementItem'] = ResolversParentTypes['EntitlementItem']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantityPerBeneficiary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantityPerDependant?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EntitlementResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EntitlementResult'] = ResolversParentTypes['EntitlementResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  entitlement?: Resolver<Maybe<ResolversTypes['Entitlement']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['DistributionRefusal']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ErrorParamResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErrorParam'] = ResolversParentTypes['ErrorParam']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FamilySizeCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FamilySizeCount'] = ResolversParentTypes['FamilySizeCount']> = {
  families?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  familyMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type GenderCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GenderCount'] = ResolversParentTypes['GenderCount']> = {
  families?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['ReportGender'], ParentType, ContextType>;
};

export type GenerateEntitlementsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GenerateEntitlementsResult'] = ResolversParentTypes['GenerateEntitlementsResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  distribution?: Resolver<Maybe<ResolversTypes['Distribution']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['DistributionRefusal']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InKindCollectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InKindCollection'] = ResolversParentTypes['InKindCollection']> = {
  collectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deviceTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  entitlementId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CollectedItem']>, ParentType, ContextType>;
  serverTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type InKindItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InKindItem'] = ResolversParentTypes['InKindItem']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantityPerBeneficiary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantityPerDependant?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IncompatibleRolesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IncompatibleRoles'] = ResolversParentTypes['IncompatibleRoles']> = {
  approverRoleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creatorRoleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ItemDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ItemDelivery'] = ResolversParentTypes['ItemDelivery']> = {
  delivered?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planned?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LocalizedTextResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalizedText'] = ResolversParentTypes['LocalizedText']> = {
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  applicationLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  detailsCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailVerifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  hasMultipleAccounts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  memberships?: Resolver<Array<ResolversTypes['Membership']>, ParentType, ContextType>;
  mfaSettings?: Resolver<ResolversTypes['MfaSettings'], ParentType, ContextType>;
  numberFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['SectionPermission']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profileImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type MembershipResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  detailsCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  menuColour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MemberStatus'], ParentType, ContextType>;
};

export type MessageTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageTemplate'] = ResolversParentTypes['MessageTemplate']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['NotificationChannel'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  distributionType?: Resolver<Maybe<ResolversTypes['DistributionType']>, ParentType, ContextType>;
  isDefaultLanguage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type MessageTemplateConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageTemplateConnection'] = ResolversParentTypes['MessageTemplateConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MessageTemplateEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessageTemplateEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageTemplateEdge'] = ResolversParentTypes['MessageTemplateEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MessageTemplate'], ParentType, ContextType>;
};

export type MessageTemplateResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageTemplateResult'] = ResolversParentTypes['MessageTemplateResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  deletedTemplateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messageTemplate?: Resolver<Maybe<ResolversTypes['MessageTemplate']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['NotificationRefusal']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MessageWordsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageWords'] = ResolversParentTypes['MessageWords']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  params?: Resolver<Array<ResolversTypes['ErrorParam']>, ParentType, ContextType>;
};

export type MfaSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MfaSettings'] = ResolversParentTypes['MfaSettings']> = {
  mfaEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mfaPreferred?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface MinorUnitsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['MinorUnits'], any> {
  name: 'MinorUnits';
}

export type MonitoringCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonitoringCounts'] = ResolversParentTypes['MonitoringCounts']> = {
  answered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invited?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noEmail?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noPhoneNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notSent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MonitoringInvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonitoringInvitation'] = ResolversParentTypes['MonitoringInvitation']> = {
  answeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  beneficiaryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['MonitoringMessage']>, ParentType, ContextType>;
  stratum?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MonitoringLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonitoringLink'] = ResolversParentTypes['MonitoringLink']> = {
  beneficiaryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MonitoringMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonitoringMessage'] = ResolversParentTypes['MonitoringMessage']> = {
  channel?: Resolver<ResolversTypes['NotificationChannel'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NotificationStatus'], ParentType, ContextType>;
};

export type MonitoringQuestionSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonitoringQuestionSummary'] = ResolversParentTypes['MonitoringQuestionSummary']> = {
  answerType?: Resolver<ResolversTypes['PdmAnswerType'], ParentType, ContextType>;
  answered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  average?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  no?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MonitoringStratumResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonitoringStratum'] = ResolversParentTypes['MonitoringStratum']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptSmartFormSubmission?: Resolver<ResolversTypes['SmartFormSubmissionResult'], ParentType, ContextType, RequireFields<MutationAcceptSmartFormSubmissionArgs, 'id' | 'submissionId'>>;
  addBeneficiariesToList?: Resolver<ResolversTypes['BeneficiaryListResult'], ParentType, ContextType, RequireFields<MutationAddBeneficiariesToListArgs, 'beneficiaryIds' | 'listId'>>;
  anonymiseBeneficiary?: Resolver<ResolversTypes['BeneficiaryErasureResult'], ParentType, ContextType, RequireFields<MutationAnonymiseBeneficiaryArgs, 'id'>>;
  cancelDistribution?: Resolver<ResolversTypes['DistributionResult'], ParentType, ContextType, RequireFields<MutationCancelDistributionArgs, 'id'>>;
  cancelJob?: Resolver<ResolversTypes['JobResult'], ParentType, ContextType, RequireFields<MutationCancelJobArgs, 'id'>>;
  changeEntitlementPaymentStatus?: Resolver<ResolversTypes['EntitlementResult'], ParentType, ContextType, RequireFields<MutationChangeEntitlementPaymentStatusArgs, 'distributionId' | 'entitlementId' | 'status'>>;
  closeSmartForm?: Resolver<ResolversTypes['SmartFormResult'], ParentType, ContextType, RequireFields<MutationCloseSmartFormArgs, 'id'>>;
  collectInKind?: Resolver<ResolversTypes['CollectionResult'], ParentType, ContextType, RequireFields<MutationCollectInKindArgs, 'input'>>;
  commitBeneficiaryImport?: Resolver<ResolversTypes['BeneficiaryImportResult'], ParentType, ContextType, RequireFields<MutationCommitBeneficiaryImportArgs, 'id'>>;
  createApiKey?: Resolver<ResolversTypes['ApiKeyResult'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  createBeneficiary?: Resolver<ResolversTypes['BeneficiaryResult'], ParentType, ContextType, RequireFields<MutationCreateBeneficiaryArgs, 'input'>>;
  createBeneficiaryList?: Resolver<ResolversTypes['BeneficiaryListResult'], ParentType, ContextType, RequireFields<MutationCreateBeneficiaryListArgs, 'input'>>;
  createDistribution?: Resolver<ResolversTypes['DistributionResult'], ParentType, ContextType, RequireFields<MutationCreateDistributionArgs, 'input'>>;
  createMessageTemplate?: Resolver<ResolversTypes['MessageTemplateResult'], ParentType, ContextType, RequireFields<MutationCreateMessageTemplateArgs, 'input'>>;
  createProgram?: Resolver<ResolversTypes['ProgramResult'], ParentType, ContextType, RequireFields<MutationCreateProgramArgs, 'input'>>;
  createRole?: Resolver<ResolversTypes['RoleResult'], ParentType, ContextType, RequireFields<MutationCreateRoleArgs, 'input'>>;
  createSmartForm?: Resolver<ResolversTypes['SmartFormResult'], ParentType, ContextType, RequireFields<MutationCreateSmartFormArgs, 'input'>>;
  createSubAccount?: Resolver<ResolversTypes['SubAccountResult'], ParentType, ContextType, RequireFields<MutationCreateSubAccountArgs, 'input'>>;
  decideDistribution?: Resolver<ResolversTypes['DistributionResult'], ParentType, ContextType, RequireFields<MutationDecideDistributionArgs, 'id' | 'input'>>;
  deleteBeneficiary?: Resolver<ResolversTypes['BeneficiaryErasureResult'], ParentType, ContextType, RequireFields<MutationDeleteBeneficiaryArgs, 'id'>>;
  deleteBeneficiaryList?: Resolver<ResolversTypes['BeneficiaryListResult'], ParentType, ContextType, RequireFields<MutationDeleteBeneficiaryListArgs, 'id'>>;
  deleteMessageTemplate?: Resolver<ResolversTypes['MessageTemplateResult'], ParentType, ContextType, RequireFields<MutationDeleteMessageTemplateArgs, 'id'>>;
  deleteReportSchedule?: Resolver<ResolversTypes['ReportScheduleResult'], ParentType, ContextType, RequireFields<MutationDeleteReportScheduleArgs, 'id'>>;
  deleteRole?: Resolver<ResolversTypes['RoleResult'], ParentType, ContextType, RequireFields<MutationDeleteRoleArgs, 'id'>>;
  deleteSmartForm?: Resolver<ResolversTypes['SmartFormResult'], ParentType, ContextType, RequireFields<MutationDeleteSmartFormArgs, 'id'>>;
  disableMember?: Resolver<ResolversTypes['UserAccountResult'], ParentType, ContextType, RequireFields<MutationDisableMemberArgs, 'id'>>;
  enableMember?: Resolver<ResolversTypes['UserAccountResult'], ParentType, ContextType, RequireFields<MutationEnableMemberArgs, 'id'>>;
  generateEntitlements?: Resolver<ResolversTypes['GenerateEntitlementsResult'], ParentType, ContextType, RequireFields<MutationGenerateEntitlementsArgs, 'id'>>;
  inspectBeneficiaryImport?: Resolver<ResolversTypes['BeneficiaryImportInspectionResult'], ParentType, ContextType, RequireFields<MutationInspectBeneficiaryImportArgs, 'encoding' | 'fileId'>>;
  inviteMember?: Resolver<ResolversTypes['UserAccountResult'], ParentType, ContextType, RequireFields<MutationInviteMemberArgs, 'input'>>;
  markBeneficiaryDuplicateDistinct?: Resolver<ResolversTypes['BeneficiaryDuplicatePairResult'], ParentType, ContextType, RequireFields<MutationMarkBeneficiaryDuplicateDistinctArgs, 'pairId'>>;
  mergeBeneficiaryDuplicate?: Resolver<ResolversTypes['BeneficiaryDuplicatePairResult'], ParentType, ContextType, RequireFields<MutationMergeBeneficiaryDuplicateArgs, 'keepBeneficiaryId' | 'pairId'>>;
  mergeSmartFormSubmission?: Resolver<ResolversTypes['SmartFormSubmissionResult'], ParentType, ContextType, RequireFields<MutationMergeSmartFormSubmissionArgs, 'beneficiaryId' | 'id' | 'submissionId'>>;
  publishSmartForm?: Resolver<ResolversTypes['SmartFormResult'], ParentType, ContextType, RequireFields<MutationPublishSmartFormArgs, 'id'>>;
  redeemVoucher?: Resolver<ResolversTypes['RedemptionResult'], ParentType, ContextType, RequireFields<MutationRedeemVoucherArgs, 'input'>>;
  refreshMfaStatus?: Resolver<ResolversTypes['MfaSettings'], ParentType, ContextType>;
  rejectSmartFormSubmission?: Resolver<ResolversTypes['SmartFormSubmissionResult'], ParentType, ContextType, RequireFields<MutationRejectSmartFormSubmissionArgs, 'id' | 'reason' | 'submissionId'>>;
  removeBeneficiariesFromList?: Resolver<ResolversTypes['BeneficiaryListResult'], ParentType, ContextType, RequireFields<MutationRemoveBeneficiariesFromListArgs, 'beneficiaryIds' | 'listId'>>;
  removeMember?: Resolver<ResolversTypes['RemoveMemberResult'], ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'id'>>;
  removeOrganizationLogo?: Resolver<ResolversTypes['OrganizationResult'], ParentType, ContextType>;
  removeProfileImage?: Resolver<ResolversTypes['ProfileResult'], ParentType, ContextType>;
  resendInvitation?: Resolver<ResolversTypes['UserAccountResult'], ParentType, ContextType, RequireFields<MutationResendInvitationArgs, 'id'>>;
  resendNotifications?: Resolver<ResolversTypes['NotificationJobResult'], ParentType, ContextType, RequireFields<MutationResendNotificationsArgs, 'channel' | 'distributionId'>>;
  resolveReconciliation?: Resolver<ResolversTypes['ResolveReconciliationResult'], ParentType, ContextType, RequireFields<MutationResolveReconciliationArgs, 'input'>>;
  revokeApiKey?: Resolver<ResolversTypes['ApiKeyResult'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  scheduleBeneficiaryListReport?: Resolver<ResolversTypes['ReportScheduleResult'], ParentType, ContextType, RequireFields<MutationScheduleBeneficiaryListReportArgs, 'format' | 'frequency' | 'input'>>;
  scheduleDistributionSummaryReport?: Resolver<ResolversTypes['ReportScheduleResult'], ParentType, ContextType, RequireFields<MutationScheduleDistributionSummaryReportArgs, 'format' | 'frequency' | 'input'>>;
  sendMonitoringLinks?: Resolver<ResolversTypes['SendMonitoringLinksResult'], ParentType, ContextType, RequireFields<MutationSendMonitoringLinksArgs, 'id'>>;
  sendNotifications?: Resolver<ResolversTypes['NotificationJobResult'], ParentType, ContextType, RequireFields<MutationSendNotificationsArgs, 'channel' | 'distributionId'>>;
  startBeneficiaryImport?: Resolver<ResolversTypes['BeneficiaryImportResult'], ParentType, ContextType, RequireFields<MutationStartBeneficiaryImportArgs, 'input'>>;
  startBeneficiaryListReportFile?: Resolver<ResolversTypes['ReportFileResult'], ParentType, ContextType, RequireFields<MutationStartBeneficiaryListReportFileArgs, 'format' | 'input'>>;
  startDeduplication?: Resolver<ResolversTypes['Job'], ParentType, ContextType>;
  startDemoJob?: Resolver<ResolversTypes['JobResult'], ParentType, ContextType, RequireFields<MutationStartDemoJobArgs, 'input'>>;
  startDistributionMonitoring?: Resolver<ResolversTypes['StartDistributionMonitoringResult'], ParentType, ContextType, RequireFields<MutationStartDistributionMonitoringArgs, 'id' | 'input'>>;
  startDistributionSummaryReportFile?: Resolver<ResolversTypes['ReportFileResult'], ParentType, ContextType, RequireFields<MutationStartDistributionSummaryReportFileArgs, 'format' | 'input'>>;
  startReconciliationImport?: Resolver<ResolversTypes['StartReconciliationImportResult'], ParentType, ContextType, RequireFields<MutationStartReconciliationImportArgs, 'input'>>;
  submitDistribution?: Resolver<ResolversTypes['DistributionResult'], ParentType, ContextType, RequireFields<MutationSubmitDistributionArgs, 'id'>>;
  submitSmartForm?: Resolver<ResolversTypes['SubmitSmartFormResult'], ParentType, ContextType, RequireFields<MutationSubmitSmartFormArgs, 'id' | 'input'>>;
  switchOrganization?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationSwitchOrganizationArgs, 'accountId'>>;
  syncCollections?: Resolver<ResolversTypes['SyncRedemptionsResult'], ParentType, ContextType, RequireFields<MutationSyncCollectionsArgs, 'input'>>;
  syncRedemptions?: Resolver<ResolversTypes['SyncRedemptionsResult'], ParentType, ContextType, RequireFields<MutationSyncRedemptionsArgs, 'input'>>;
  updateApprovalSettings?: Resolver<ResolversTypes['ApprovalSettingsResult'], ParentType, ContextType, RequireFields<MutationUpdateApprovalSettingsArgs, 'input'>>;
  updateBeneficiary?: Resolver<ResolversTypes['BeneficiaryResult'], ParentType, ContextType, RequireFields<MutationUpdateBeneficiaryArgs, 'id' | 'input'>>;
  updateBeneficiaryList?: Resolver<ResolversTypes['BeneficiaryListResult'], ParentType, ContextType, RequireFields<MutationUpdateBeneficiaryListArgs, 'id' | 'input'>>;
  updateDistribution?: Resolver<ResolversTypes['DistributionResult'], ParentType, ContextType, RequireFields<MutationUpdateDistributionArgs, 'id' | 'input'>>;
  updateMemberRoles?: Resolver<ResolversTypes['UserAccountResult'], ParentType, ContextType, RequireFields<MutationUpdateMemberRolesArgs, 'id' | 'input'>>;
  updateMessageTemplate?: Resolver<ResolversTypes['MessageTemplateResult'], ParentType, ContextType, RequireFields<MutationUpdateMessageTemplateArgs, 'id' | 'input'>>;
  updateNotificationSettings?: Resolver<ResolversTypes['NotificationSettingsResult'], ParentType, ContextType, RequireFields<MutationUpdateNotificationSettingsArgs, 'input'>>;
  updateOrganization?: Resolver<ResolversTypes['OrganizationResult'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationArgs, 'input'>>;
  updateOrganizationSettings?: Resolver<ResolversTypes['OrganizationResult'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationSettingsArgs, 'input'>>;
  updatePaymentExportSettings?: Resolver<ResolversTypes['PaymentProviderResult'], ParentType, ContextType, RequireFields<MutationUpdatePaymentExportSettingsArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['ProfileResult'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateProgram?: Resolver<ResolversTypes['ProgramResult'], ParentType, ContextType, RequireFields<MutationUpdateProgramArgs, 'id' | 'input'>>;
  updateRole?: Resolver<ResolversTypes['RoleResult'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'id' | 'input'>>;
  updateSmartForm?: Resolver<ResolversTypes['SmartFormResult'], ParentType, ContextType, RequireFields<MutationUpdateSmartFormArgs, 'id' | 'input'>>;
};

export type MutationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MutationResult'] = ResolversParentTypes['MutationResult']> = {
  __resolveType: TypeResolveFn<'ApiKeyResult' | 'ApprovalSettingsResult' | 'BeneficiaryDuplicatePairResult' | 'BeneficiaryErasureResult' | 'BeneficiaryImportInspectionResult' | 'BeneficiaryImportResult' | 'BeneficiaryListResult' | 'BeneficiaryResult' | 'CollectionResult' | 'DistributionResult' | 'EntitlementResult' | 'GenerateEntitlementsResult' | 'JobResult' | 'MessageTemplateResult' | 'NotificationJobResult' | 'NotificationPreviewResult' | 'NotificationSettingsResult' | 'OrganizationResult' | 'PaymentProviderResult' | 'ProfileResult' | 'ProgramResult' | 'RedemptionResult' | 'RemoveMemberResult' | 'ReportFileResult' | 'ReportScheduleResult' | 'ResolveReconciliationResult' | 'RoleResult' | 'SendMonitoringLinksResult' | 'SmartFormResult' | 'SmartFormSubmissionResult' | 'StartDistributionMonitoringResult' | 'StartReconciliationImportResult' | 'SubAccountResult' | 'SubmitSmartFormResult' | 'SyncRedemptionsResult' | 'UserAccountResult', ParentType, ContextType>;
};

export type NationalityCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NationalityCount'] = ResolversParentTypes['NationalityCount']> = {
  families?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nationality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  beneficiaryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['NotificationChannel'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  distributionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  notificationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipient?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  runId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NotificationStatus'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  templateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type NotificationConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationConnection'] = ResolversParentTypes['NotificationConnection']> = {
  counts?: Resolver<Array<ResolversTypes['NotificationCount']>, ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['NotificationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationCount'] = ResolversParentTypes['NotificationCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NotificationStatus'], ParentType, ContextType>;
};

export type NotificationEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationEdge'] = ResolversParentTypes['NotificationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
};

export type NotificationJobResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationJobResult'] = ResolversParentTypes['NotificationJobResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['NotificationRefusal']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotificationPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationPreview'] = ResolversParentTypes['NotificationPreview']> = {
  beneficiaryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['NotificationChannel'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type NotificationPreviewResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationPreviewResult'] = ResolversParentTypes['NotificationPreviewResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preview?: Resolver<Maybe<ResolversTypes['NotificationPreview']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['NotificationRefusal']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotificationSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings']> = {
  defaultLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type NotificationSettingsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationSettingsResult'] = ResolversParentTypes['NotificationSettingsResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notificationSettings?: Resolver<Maybe<ResolversTypes['NotificationSettings']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotifiedCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotifiedCount'] = ResolversParentTypes['NotifiedCount']> = {
  error?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfflineConflictCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflineConflictCount'] = ResolversParentTypes['OfflineConflictCount']> = {
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unresolved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfflineDistributionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflineDistribution'] = ResolversParentTypes['OfflineDistribution']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  algorithm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distributionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  distributionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distributionType?: Resolver<ResolversTypes['DistributionType'], ParentType, ContextType>;
  publicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestPhoto?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestSignature?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OfflineVoucherResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflineVoucher'] = ResolversParentTypes['OfflineVoucher']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CollectionItem']>, ParentType, ContextType>;
  remainingAmount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  voucherId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OfflineVoucherPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflineVoucherPage'] = ResolversParentTypes['OfflineVoucherPage']> = {
  distribution?: Resolver<ResolversTypes['OfflineDistribution'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vouchers?: Resolver<Array<ResolversTypes['OfflineVoucher']>, ParentType, ContextType>;
};

export type OrganizationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  addressCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressPostalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detailsCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  duplicatesTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastDeduplication?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  masterBeneficiaryListId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  organizationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['OrganizationSettings'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
  subAccounts?: Resolver<Array<ResolversTypes['SubAccount']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type OrganizationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrganizationResult'] = ResolversParentTypes['OrganizationResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrganizationSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrganizationSettings'] = ResolversParentTypes['OrganizationSettings']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultNumberFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duplicateThreshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  menuColour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  possibleDuplicateThreshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  requireMfa?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OutboxMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OutboxMessage'] = ResolversParentTypes['OutboxMessage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['NotificationChannel'], ParentType, ContextType>;
  deliveredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  distributionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notificationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipient?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OutboxMessageConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OutboxMessageConnection'] = ResolversParentTypes['OutboxMessageConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OutboxMessageEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OutboxMessageEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OutboxMessageEdge'] = ResolversParentTypes['OutboxMessageEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['OutboxMessage'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentExportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentExport'] = ResolversParentTypes['PaymentExport']> = {
  columns?: Resolver<Array<ResolversTypes['PaymentExportColumn']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  distributionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  downloadAgainPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exportedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  exportedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  fileFormat?: Resolver<ResolversTypes['PaymentExportFormat'], ParentType, ContextType>;
  numberOfFamilies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentExportId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentExportOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentExportOptions'] = ResolversParentTypes['PaymentExportOptions']> = {
  columns?: Resolver<Array<ResolversTypes['PaymentExportColumn']>, ParentType, ContextType>;
  defaultColumns?: Resolver<Array<ResolversTypes['PaymentExportColumn']>, ParentType, ContextType>;
  providers?: Resolver<Array<ResolversTypes['PaymentProvider']>, ParentType, ContextType>;
};

export type PaymentProviderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentProvider'] = ResolversParentTypes['PaymentProvider']> = {
  columns?: Resolver<Array<ResolversTypes['PaymentExportColumn']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type PaymentProviderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentProviderResult'] = ResolversParentTypes['PaymentProviderResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentProvider?: Resolver<Maybe<ResolversTypes['PaymentProvider']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentStatusCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentStatusCount'] = ResolversParentTypes['PaymentStatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
};

export type PdmQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PdmQuestion'] = ResolversParentTypes['PdmQuestion']> = {
  answerType?: Resolver<ResolversTypes['PdmAnswerType'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileResult'] = ResolversParentTypes['ProfileResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProgramResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Program'] = ResolversParentTypes['Program']> = {
  budget?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distributions?: Resolver<ResolversTypes['DistributionConnection'], ParentType, ContextType, RequireFields<ProgramDistributionsArgs, 'first' | 'sort'>>;
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

export type ProgramBudgetUseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProgramBudgetUse'] = ResolversParentTypes['ProgramBudgetUse']> = {
  budget?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unconverted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
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

export type ProgramReconciliationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProgramReconciliation'] = ResolversParentTypes['ProgramReconciliation']> = {
  items?: Resolver<Array<ResolversTypes['ProgramReconciliationRow']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['ReconciliationFigures'], ParentType, ContextType>;
};

export type ProgramReconciliationRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProgramReconciliationRow'] = ResolversParentTypes['ProgramReconciliationRow']> = {
  distributionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  distributionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  figures?: Resolver<ResolversTypes['ReconciliationFigures'], ParentType, ContextType>;
};

export type ProgramResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProgramResult'] = ResolversParentTypes['ProgramResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['Program']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activityLogs?: Resolver<ResolversTypes['ActivityLogConnection'], ParentType, ContextType, RequireFields<QueryActivityLogsArgs, 'first' | 'sort'>>;
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  approvalSettings?: Resolver<ResolversTypes['ApprovalSettings'], ParentType, ContextType>;
  beneficiaries?: Resolver<ResolversTypes['BeneficiaryConnection'], ParentType, ContextType, RequireFields<QueryBeneficiariesArgs, 'first' | 'listId' | 'sort'>>;
  beneficiary?: Resolver<Maybe<ResolversTypes['Beneficiary']>, ParentType, ContextType, RequireFields<QueryBeneficiaryArgs, 'id'>>;
  beneficiaryDuplicates?: Resolver<ResolversTypes['BeneficiaryDuplicatePairConnection'], ParentType, ContextType, RequireFields<QueryBeneficiaryDuplicatesArgs, 'first' | 'sort'>>;
  beneficiaryImport?: Resolver<Maybe<ResolversTypes['BeneficiaryImport']>, ParentType, ContextType, RequireFields<QueryBeneficiaryImportArgs, 'id'>>;
  beneficiaryList?: Resolver<Maybe<ResolversTypes['BeneficiaryList']>, ParentType, ContextType, RequireFields<QueryBeneficiaryListArgs, 'id'>>;
  beneficiaryListReport?: Resolver<ResolversTypes['BeneficiaryListReport'], ParentType, ContextType, RequireFields<QueryBeneficiaryListReportArgs, 'input'>>;
  beneficiaryLists?: Resolver<ResolversTypes['BeneficiaryListConnection'], ParentType, ContextType, RequireFields<QueryBeneficiaryListsArgs, 'first' | 'sort'>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  distribution?: Resolver<Maybe<ResolversTypes['Distribution']>, ParentType, ContextType, RequireFields<QueryDistributionArgs, 'id'>>;
  distributionMonitoring?: Resolver<Maybe<ResolversTypes['DistributionMonitoring']>, ParentType, ContextType, RequireFields<QueryDistributionMonitoringArgs, 'distributionId'>>;
  distributionReconciliation?: Resolver<ResolversTypes['DistributionReconciliation'], ParentType, ContextType, RequireFields<QueryDistributionReconciliationArgs, 'distributionId'>>;
  distributionSummaryReport?: Resolver<ResolversTypes['DistributionSummaryReport'], ParentType, ContextType, RequireFields<QueryDistributionSummaryReportArgs, 'input'>>;
  distributions?: Resolver<ResolversTypes['DistributionConnection'], ParentType, ContextType, RequireFields<QueryDistributionsArgs, 'first' | 'sort'>>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  jobs?: Resolver<ResolversTypes['JobConnection'], ParentType, ContextType, RequireFields<QueryJobsArgs, 'first' | 'mine' | 'sort'>>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  messageTemplate?: Resolver<Maybe<ResolversTypes['MessageTemplate']>, ParentType, ContextType, RequireFields<QueryMessageTemplateArgs, 'id'>>;
  messageTemplates?: Resolver<ResolversTypes['MessageTemplateConnection'], ParentType, ContextType, RequireFields<QueryMessageTemplatesArgs, 'first' | 'sort'>>;
  notificationOutbox?: Resolver<ResolversTypes['OutboxMessageConnection'], ParentType, ContextType, RequireFields<QueryNotificationOutboxArgs, 'first' | 'sort'>>;
  notificationPreview?: Resolver<ResolversTypes['NotificationPreviewResult'], ParentType, ContextType, RequireFields<QueryNotificationPreviewArgs, 'distributionId'>>;
  notificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  offlineVoucherPage?: Resolver<ResolversTypes['OfflineVoucherPage'], ParentType, ContextType, RequireFields<QueryOfflineVoucherPageArgs, 'distributionId'>>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  paymentExportOptions?: Resolver<ResolversTypes['PaymentExportOptions'], ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['Program']>, ParentType, ContextType, RequireFields<QueryProgramArgs, 'id'>>;
  programReconciliation?: Resolver<ResolversTypes['ProgramReconciliation'], ParentType, ContextType, RequireFields<QueryProgramReconciliationArgs, 'programId'>>;
  programs?: Resolver<ResolversTypes['ProgramConnection'], ParentType, ContextType, RequireFields<QueryProgramsArgs, 'first' | 'sort'>>;
  reconciliationFamilies?: Resolver<ResolversTypes['ReconciliationFamilyPage'], ParentType, ContextType, RequireFields<QueryReconciliationFamiliesArgs, 'distributionId' | 'state'>>;
  reconciliationImport?: Resolver<ResolversTypes['ReconciliationImport'], ParentType, ContextType, RequireFields<QueryReconciliationImportArgs, 'importId'>>;
  reconciliationProvider?: Resolver<Maybe<ResolversTypes['ReconciliationProvider']>, ParentType, ContextType, RequireFields<QueryReconciliationProviderArgs, 'provider'>>;
  redemptionConflicts?: Resolver<ResolversTypes['RedemptionConflictConnection'], ParentType, ContextType, RequireFields<QueryRedemptionConflictsArgs, 'distributionId'>>;
  reportFile?: Resolver<Maybe<ResolversTypes['ReportFile']>, ParentType, ContextType, RequireFields<QueryReportFileArgs, 'id'>>;
  reportFiles?: Resolver<ResolversTypes['ReportFileConnection'], ParentType, ContextType, RequireFields<QueryReportFilesArgs, 'first'>>;
  reportSchedules?: Resolver<Array<ResolversTypes['ReportSchedule']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType, RequireFields<QueryRoleArgs, 'id'>>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  scannableDistributions?: Resolver<ResolversTypes['ScannableDistributionConnection'], ParentType, ContextType, Partial<QueryScannableDistributionsArgs>>;
  scannedVoucher?: Resolver<ResolversTypes['ScannedVoucher'], ParentType, ContextType, Partial<QueryScannedVoucherArgs>>;
  sectionActions?: Resolver<Array<ResolversTypes['SectionActions']>, ParentType, ContextType>;
  smartForm?: Resolver<Maybe<ResolversTypes['SmartForm']>, ParentType, ContextType, RequireFields<QuerySmartFormArgs, 'id'>>;
  smartForms?: Resolver<ResolversTypes['SmartFormConnection'], ParentType, ContextType, RequireFields<QuerySmartFormsArgs, 'first'>>;
  smartFormsAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  users?: Resolver<ResolversTypes['UserAccountConnection'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'first' | 'sort'>>;
};

export type ReconciliationFamilyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReconciliationFamily'] = ResolversParentTypes['ReconciliationFamily']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  beneficiaryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entitlementId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  redeemed?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  unresolvedConflicts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReconciliationFamilyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReconciliationFamilyPage'] = ResolversParentTypes['ReconciliationFamilyPage']> = {
  items?: Resolver<Array<ResolversTypes['ReconciliationFamily']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReconciliationFigureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReconciliationFigure'] = ResolversParentTypes['ReconciliationFigure']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  families?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReconciliationFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReconciliationFigures'] = ResolversParentTypes['ReconciliationFigures']> = {
  conflicts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entitled?: Resolver<ResolversTypes['ReconciliationFigure'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['ReconciliationFigure'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['ReconciliationFigure'], ParentType, ContextType>;
  importsInFlight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  indicator?: Resolver<ResolversTypes['ReconciliationIndicator'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['ReconciliationFigure'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['ReconciliationFigure'], ParentType, ContextType>;
  paymentsInFlight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  redeemed?: Resolver<ResolversTypes['ReconciliationFigure'], ParentType, ContextType>;
};

export type ReconciliationImportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReconciliationImport'] = ResolversParentTypes['ReconciliationImport']> = {
  changed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  distributionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  importId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  matchColumn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notFound?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resultFileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  resultPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rowsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusColumn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReconciliationProviderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReconciliationProvider'] = ResolversParentTypes['ReconciliationProvider']> = {
  matchColumn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusColumn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RedemptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Redemption'] = ResolversParentTypes['Redemption']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  deviceTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  redemptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  serverTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['RedemptionSource'], ParentType, ContextType>;
  voucherId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RedemptionConflictResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedemptionConflict'] = ResolversParentTypes['RedemptionConflict']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conflictId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deviceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deviceTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  distributionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Maybe<Array<ResolversTypes['CollectedItem']>>, ParentType, ContextType>;
  officerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ConflictReason'], ParentType, ContextType>;
  remainingAtSync?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  serverTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  voucherId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RedemptionConflictConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedemptionConflictConnection'] = ResolversParentTypes['RedemptionConflictConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RedemptionConflictEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RedemptionConflictEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedemptionConflictEdge'] = ResolversParentTypes['RedemptionConflictEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['RedemptionConflict'], ParentType, ContextType>;
};

export type RedemptionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedemptionResult'] = ResolversParentTypes['RedemptionResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['ScanRefusal']>, ParentType, ContextType>;
  redemption?: Resolver<Maybe<ResolversTypes['Redemption']>, ParentType, ContextType>;
  replayed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  voucher?: Resolver<Maybe<ResolversTypes['ScannedVoucher']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RegistrationCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistrationCount'] = ResolversParentTypes['RegistrationCount']> = {
  families?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type RemoveMemberResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemoveMemberResult'] = ResolversParentTypes['RemoveMemberResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReportFigureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportFigure'] = ResolversParentTypes['ReportFigure']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  families?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportFile'] = ResolversParentTypes['ReportFile']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ReportFormat'], ParentType, ContextType>;
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReportKind'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  progressDone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progressTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reportId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  scheduleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sizeBytes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JobStatus'], ParentType, ContextType>;
  table?: Resolver<Maybe<ResolversTypes['ReportTable']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportFileConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportFileConnection'] = ResolversParentTypes['ReportFileConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ReportFileEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportFileEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportFileEdge'] = ResolversParentTypes['ReportFileEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ReportFile'], ParentType, ContextType>;
};

export type ReportFileResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportFileResult'] = ResolversParentTypes['ReportFileResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['ReportFile']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReportReconciliationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportReconciliation'] = ResolversParentTypes['ReportReconciliation']> = {
  conflicts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entitled?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  importsInFlight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  indicator?: Resolver<ResolversTypes['ReconciliationIndicator'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  paymentsInFlight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  redeemed?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
};

export type ReportScheduleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportSchedule'] = ResolversParentTypes['ReportSchedule']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ReportFormat'], ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['ReportFrequency'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReportKind'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastReportId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  nextRunAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  scheduleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  table?: Resolver<Maybe<ResolversTypes['ReportTable']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportScheduleResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportScheduleResult'] = ResolversParentTypes['ReportScheduleResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schedule?: Resolver<Maybe<ResolversTypes['ReportSchedule']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ResolveReconciliationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResolveReconciliationResult'] = ResolversParentTypes['ResolveReconciliationResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolved?: Resolver<Maybe<ResolversTypes['ResolvedEntitlement']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ResolvedEntitlementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResolvedEntitlement'] = ResolversParentTypes['ResolvedEntitlement']> = {
  conflictId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  distributionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  entitlementId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
};

export type RoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  keyCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  memberCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['SectionPermission']>, ParentType, ContextType>;
  roleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleType?: Resolver<ResolversTypes['RoleType'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type RoleResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoleResult'] = ResolversParentTypes['RoleResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ScannableDistributionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScannableDistribution'] = ResolversParentTypes['ScannableDistribution']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distributionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  distributionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distributionType?: Resolver<ResolversTypes['DistributionType'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestPhoto?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestSignature?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  voucherCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ScannableDistributionConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScannableDistributionConnection'] = ResolversParentTypes['ScannableDistributionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ScannableDistributionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ScannableDistributionEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScannableDistributionEdge'] = ResolversParentTypes['ScannableDistributionEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ScannableDistribution'], ParentType, ContextType>;
};

export type ScannedVoucherResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScannedVoucher'] = ResolversParentTypes['ScannedVoucher']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  collectionStatus?: Resolver<Maybe<ResolversTypes['CollectionStatus']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distributionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  distributionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distributionType?: Resolver<ResolversTypes['DistributionType'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CollectionItem']>, ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  remainingAmount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  requestPhoto?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestSignature?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  usageStatus?: Resolver<ResolversTypes['VoucherUsageStatus'], ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  voucherId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ScannerActivityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScannerActivity'] = ResolversParentTypes['ScannerActivity']> = {
  handovers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redemptions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SectionActionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SectionActions'] = ResolversParentTypes['SectionActions']> = {
  actions?: Resolver<Array<ResolversTypes['Action']>, ParentType, ContextType>;
  objectIdPrefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section?: Resolver<ResolversTypes['Section'], ParentType, ContextType>;
  selectable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SectionPermissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SectionPermission'] = ResolversParentTypes['SectionPermission']> = {
  access?: Resolver<Array<ResolversTypes['ActionAccess']>, ParentType, ContextType>;
  section?: Resolver<ResolversTypes['Section'], ParentType, ContextType>;
};

export type SendMonitoringLinksResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendMonitoringLinksResult'] = ResolversParentTypes['SendMonitoringLinksResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['MonitoringSendRefusal']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SexAgeCellResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SexAgeCell'] = ResolversParentTypes['SexAgeCell']> = {
  ageBand?: Resolver<ResolversTypes['AgeBand'], ParentType, ContextType>;
  families?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['ReportGender'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SmartFormResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmartForm'] = ResolversParentTypes['SmartForm']> = {
  accessCodeRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  autoAccept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  draft?: Resolver<ResolversTypes['SmartFormDefinition'], ParentType, ContextType>;
  formName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  smartFormId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SmartFormStatus'], ParentType, ContextType>;
  submissions?: Resolver<ResolversTypes['SmartFormSubmissionConnection'], ParentType, ContextType, RequireFields<SmartFormSubmissionsArgs, 'first'>>;
  targetListId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['SmartFormVersion']>, ParentType, ContextType>;
};

export type SmartFormChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmartFormChoice'] = ResolversParentTypes['SmartFormChoice']> = {
  label?: Resolver<Array<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SmartFormConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmartFormConnection'] = ResolversParentTypes['SmartFormConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SmartFormEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SmartFormDefinitionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmartFormDefinition'] = ResolversParentTypes['SmartFormDefinition']> = {
  defaultLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['SmartFormPage']>, ParentType, ContextType>;
};

export type SmartFormEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmartFormEdge'] = ResolversParentTypes['SmartFormEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SmartForm'], ParentType, ContextType>;
};

export type SmartFormElementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmartFormElement'] = ResolversParentTypes['SmartFormElement']> = {
  beneficiaryField?: Resolver<Maybe<ResolversTypes['SmartFormBeneficiaryField']>, ParentType, ContextType>;
  choices?: Resolver<Array<ResolversTypes['SmartFormChoice']>, ParentType, ContextType>;
  constraint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  constraintMessage?: Resolver<Array<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  elementId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  hint?: Resolver<Array<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  label?: Resolver<Array<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pattern?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  property?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relevant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SmartFormElementType'], ParentType, ContextType>;
};

export type SmartFormPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmartFormPage'] = ResolversParentTypes['SmartFormPage']> = {
  elements?: Resolver<Array<ResolversTypes['SmartFormElement']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  relevant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Array<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
};

export type SmartFormResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmartFormResult'] = ResolversParentTypes['SmartFormResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  smartForm?: Resolver<Maybe<ResolversTypes['SmartForm']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SmartFormSubmissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmartFormSubmission'] = ResolversParentTypes['SmartFormSubmission']> = {
  answers?: Resolver<Array<ResolversTypes['SubmissionAnswer']>, ParentType, ContextType>;
  beneficiaryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  candidates?: Resolver<Array<ResolversTypes['DuplicateCandidate']>, ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  deviceTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  smartFormId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['SubmissionSource'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubmissionStatus'], ParentType, ContextType>;
  submissionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  submittedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SmartFormSubmissionConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmartFormSubmissionConnection'] = ResolversParentTypes['SmartFormSubmissionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SmartFormSubmissionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SmartFormSubmissionEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmartFormSubmissionEdge'] = ResolversParentTypes['SmartFormSubmissionEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SmartFormSubmission'], ParentType, ContextType>;
};

export type SmartFormSubmissionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmartFormSubmissionResult'] = ResolversParentTypes['SmartFormSubmissionResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submission?: Resolver<Maybe<ResolversTypes['SmartFormSubmission']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SmartFormVersionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmartFormVersion'] = ResolversParentTypes['SmartFormVersion']> = {
  definition?: Resolver<ResolversTypes['SmartFormDefinition'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  publishedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StartDistributionMonitoringResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartDistributionMonitoringResult'] = ResolversParentTypes['StartDistributionMonitoringResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  links?: Resolver<Maybe<Array<ResolversTypes['MonitoringLink']>>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sampled?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  smartFormId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  strata?: Resolver<Maybe<Array<ResolversTypes['MonitoringStratum']>>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StartReconciliationImportResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartReconciliationImportResult'] = ResolversParentTypes['StartReconciliationImportResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  import?: Resolver<Maybe<ResolversTypes['ReconciliationImport']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SubAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubAccount'] = ResolversParentTypes['SubAccount']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  organizationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
};

export type SubAccountResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubAccountResult'] = ResolversParentTypes['SubAccountResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subAccount?: Resolver<Maybe<ResolversTypes['SubAccount']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SubmissionAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubmissionAnswer'] = ResolversParentTypes['SubmissionAnswer']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubmitSmartFormResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubmitSmartFormResult'] = ResolversParentTypes['SubmitSmartFormResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['SubmissionStatus']>, ParentType, ContextType>;
  submissionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SyncItemResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SyncItemResult'] = ResolversParentTypes['SyncItemResult']> = {
  conflictId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idempotencyKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['SyncOutcome'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redemptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  remainingAmount?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
};

export type SyncRedemptionsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SyncRedemptionsResult'] = ResolversParentTypes['SyncRedemptionsResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  results?: Resolver<Maybe<Array<ResolversTypes['SyncItemResult']>>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userFullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserAccount'] = ResolversParentTypes['UserAccount']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invitedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  invitedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  lastActive?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MemberStatus'], ParentType, ContextType>;
  userFullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserAccountConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserAccountConnection'] = ResolversParentTypes['UserAccountConnection']> = {
  edges?: Resolver<Array<ResolversTypes['UserAccountEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerCanInvite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanRemove?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserAccountEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserAccountEdge'] = ResolversParentTypes['UserAccountEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['UserAccount'], ParentType, ContextType>;
};

export type UserAccountResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserAccountResult'] = ResolversParentTypes['UserAccountResult']> = {
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userAccount?: Resolver<Maybe<ResolversTypes['UserAccount']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['MessageWords']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VoucherUsageCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VoucherUsageCount'] = ResolversParentTypes['VoucherUsageCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VoucherUsageStatus'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  ActionAccess?: ActionAccessResolvers<ContextType>;
  ActivityLog?: ActivityLogResolvers<ContextType>;
  ActivityLogConnection?: ActivityLogConnectionResolvers<ContextType>;
  ActivityLogEdge?: ActivityLogEdgeResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  ApiKeyResult?: ApiKeyResultResolvers<ContextType>;
  ApprovalRule?: ApprovalRuleResolvers<ContextType>;
  ApprovalSettings?: ApprovalSettingsResolvers<ContextType>;
  ApprovalSettingsResult?: ApprovalSettingsResultResolvers<ContextType>;
  Beneficiary?: BeneficiaryResolvers<ContextType>;
  BeneficiaryConnection?: BeneficiaryConnectionResolvers<ContextType>;
  BeneficiaryDuplicatePair?: BeneficiaryDuplicatePairResolvers<ContextType>;
  BeneficiaryDuplicatePairConnection?: BeneficiaryDuplicatePairConnectionResolvers<ContextType>;
  BeneficiaryDuplicatePairEdge?: BeneficiaryDuplicatePairEdgeResolvers<ContextType>;
  BeneficiaryDuplicatePairResult?: BeneficiaryDuplicatePairResultResolvers<ContextType>;
  BeneficiaryEdge?: BeneficiaryEdgeResolvers<ContextType>;
  BeneficiaryErasure?: BeneficiaryErasureResolvers<ContextType>;
  BeneficiaryErasureDistribution?: BeneficiaryErasureDistributionResolvers<ContextType>;
  BeneficiaryErasureResult?: BeneficiaryErasureResultResolvers<ContextType>;
  BeneficiaryImport?: BeneficiaryImportResolvers<ContextType>;
  BeneficiaryImportDuplicate?: BeneficiaryImportDuplicateResolvers<ContextType>;
  BeneficiaryImportDuplicateConnection?: BeneficiaryImportDuplicateConnectionResolvers<ContextType>;
  BeneficiaryImportError?: BeneficiaryImportErrorResolvers<ContextType>;
  BeneficiaryImportErrorConnection?: BeneficiaryImportErrorConnectionResolvers<ContextType>;
  BeneficiaryImportInspection?: BeneficiaryImportInspectionResolvers<ContextType>;
  BeneficiaryImportInspectionResult?: BeneficiaryImportInspectionResultResolvers<ContextType>;
  BeneficiaryImportMapping?: BeneficiaryImportMappingResolvers<ContextType>;
  BeneficiaryImportRepair?: BeneficiaryImportRepairResolvers<ContextType>;
  BeneficiaryImportRepairConnection?: BeneficiaryImportRepairConnectionResolvers<ContextType>;
  BeneficiaryImportResult?: BeneficiaryImportResultResolvers<ContextType>;
  BeneficiaryList?: BeneficiaryListResolvers<ContextType>;
  BeneficiaryListConnection?: BeneficiaryListConnectionResolvers<ContextType>;
  BeneficiaryListEdge?: BeneficiaryListEdgeResolvers<ContextType>;
  BeneficiaryListReport?: BeneficiaryListReportResolvers<ContextType>;
  BeneficiaryListReportList?: BeneficiaryListReportListResolvers<ContextType>;
  BeneficiaryListResult?: BeneficiaryListResultResolvers<ContextType>;
  BeneficiaryProperty?: BeneficiaryPropertyResolvers<ContextType>;
  BeneficiaryReportTotals?: BeneficiaryReportTotalsResolvers<ContextType>;
  BeneficiaryResult?: BeneficiaryResultResolvers<ContextType>;
  CollectedItem?: CollectedItemResolvers<ContextType>;
  CollectionCount?: CollectionCountResolvers<ContextType>;
  CollectionItem?: CollectionItemResolvers<ContextType>;
  CollectionResult?: CollectionResultResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreationMethodCount?: CreationMethodCountResolvers<ContextType>;
  CurrencyAmount?: CurrencyAmountResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeliveryDay?: DeliveryDayResolvers<ContextType>;
  Distribution?: DistributionResolvers<ContextType>;
  DistributionApproval?: DistributionApprovalResolvers<ContextType>;
  DistributionBeneficiaryList?: DistributionBeneficiaryListResolvers<ContextType>;
  DistributionConnection?: DistributionConnectionResolvers<ContextType>;
  DistributionEdge?: DistributionEdgeResolvers<ContextType>;
  DistributionMonitoring?: DistributionMonitoringResolvers<ContextType>;
  DistributionReconciliation?: DistributionReconciliationResolvers<ContextType>;
  DistributionResult?: DistributionResultResolvers<ContextType>;
  DistributionSummaryPlanned?: DistributionSummaryPlannedResolvers<ContextType>;
  DistributionSummaryReport?: DistributionSummaryReportResolvers<ContextType>;
  DistributionSummaryRow?: DistributionSummaryRowResolvers<ContextType>;
  DistributionSummaryTotals?: DistributionSummaryTotalsResolvers<ContextType>;
  DistributionTotals?: DistributionTotalsResolvers<ContextType>;
  DuplicateCandidate?: DuplicateCandidateResolvers<ContextType>;
  Entitlement?: EntitlementResolvers<ContextType>;
  EntitlementConnection?: EntitlementConnectionResolvers<ContextType>;
  EntitlementEdge?: EntitlementEdgeResolvers<ContextType>;
  EntitlementItem?: EntitlementItemResolvers<ContextType>;
  EntitlementResult?: EntitlementResultResolvers<ContextType>;
  ErrorParam?: ErrorParamResolvers<ContextType>;
  FamilySizeCount?: FamilySizeCountResolvers<ContextType>;
  FieldChange?: FieldChangeResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  GenderCount?: GenderCountResolvers<ContextType>;
  GenerateEntitlementsResult?: GenerateEntitlementsResultResolvers<ContextType>;
  InKindCollection?: InKindCollectionResolvers<ContextType>;
  InKindItem?: InKindItemResolvers<ContextType>;
  IncompatibleRoles?: IncompatibleRolesResolvers<ContextType>;
  ItemDelivery?: ItemDeliveryResolvers<ContextType>;
  Job?: JobResolvers<ContextType>;
  JobConnection?: JobConnectionResolvers<ContextType>;
  JobEdge?: JobEdgeResolvers<ContextType>;
  JobProgress?: JobProgressResolvers<ContextType>;
  JobResult?: JobResultResolvers<ContextType>;
  LocalizedText?: LocalizedTextResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  MessageTemplate?: MessageTemplateResolvers<ContextType>;
  MessageTemplateConnection?: MessageTemplateConnectionResolvers<ContextType>;
  MessageTemplateEdge?: MessageTemplateEdgeResolvers<ContextType>;
  MessageTemplateResult?: MessageTemplateResultResolvers<ContextType>;
  MessageWords?: MessageWordsResolvers<ContextType>;
  MfaSettings?: MfaSettingsResolvers<ContextType>;
  MinorUnits?: GraphQLScalarType;
  MonitoringCounts?: MonitoringCountsResolvers<ContextType>;
  MonitoringInvitation?: MonitoringInvitationResolvers<ContextType>;
  MonitoringLink?: MonitoringLinkResolvers<ContextType>;
  MonitoringMessage?: MonitoringMessageResolvers<ContextType>;
  MonitoringQuestionSummary?: MonitoringQuestionSummaryResolvers<ContextType>;
  MonitoringStratum?: MonitoringStratumResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationResult?: MutationResultResolvers<ContextType>;
  NationalityCount?: NationalityCountResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationConnection?: NotificationConnectionResolvers<ContextType>;
  NotificationCount?: NotificationCountResolvers<ContextType>;
  NotificationEdge?: NotificationEdgeResolvers<ContextType>;
  NotificationJobResult?: NotificationJobResultResolvers<ContextType>;
  NotificationPreview?: NotificationPreviewResolvers<ContextType>;
  NotificationPreviewResult?: NotificationPreviewResultResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  NotificationSettingsResult?: NotificationSettingsResultResolvers<ContextType>;
  NotifiedCount?: NotifiedCountResolvers<ContextType>;
  OfflineConflictCount?: OfflineConflictCountResolvers<ContextType>;
  OfflineDistribution?: OfflineDistributionResolvers<ContextType>;
  OfflineVoucher?: OfflineVoucherResolvers<ContextType>;
  OfflineVoucherPage?: OfflineVoucherPageResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OrganizationResult?: OrganizationResultResolvers<ContextType>;
  OrganizationSettings?: OrganizationSettingsResolvers<ContextType>;
  OutboxMessage?: OutboxMessageResolvers<ContextType>;
  OutboxMessageConnection?: OutboxMessageConnectionResolvers<ContextType>;
  OutboxMessageEdge?: OutboxMessageEdgeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentExport?: PaymentExportResolvers<ContextType>;
  PaymentExportOptions?: PaymentExportOptionsResolvers<ContextType>;
  PaymentProvider?: PaymentProviderResolvers<ContextType>;
  PaymentProviderResult?: PaymentProviderResultResolvers<ContextType>;
  PaymentStatusCount?: PaymentStatusCountResolvers<ContextType>;
  PdmQuestion?: PdmQuestionResolvers<ContextType>;
  ProfileResult?: ProfileResultResolvers<ContextType>;
  Program?: ProgramResolvers<ContextType>;
  ProgramBudgetUse?: ProgramBudgetUseResolvers<ContextType>;
  ProgramConnection?: ProgramConnectionResolvers<ContextType>;
  ProgramEdge?: ProgramEdgeResolvers<ContextType>;
  ProgramReconciliation?: ProgramReconciliationResolvers<ContextType>;
  ProgramReconciliationRow?: ProgramReconciliationRowResolvers<ContextType>;
  ProgramResult?: ProgramResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReconciliationFamily?: ReconciliationFamilyResolvers<ContextType>;
  ReconciliationFamilyPage?: ReconciliationFamilyPageResolvers<ContextType>;
  ReconciliationFigure?: ReconciliationFigureResolvers<ContextType>;
  ReconciliationFigures?: ReconciliationFiguresResolvers<ContextType>;
  ReconciliationImport?: ReconciliationImportResolvers<ContextType>;
  ReconciliationProvider?: ReconciliationProviderResolvers<ContextType>;
  Redemption?: RedemptionResolvers<ContextType>;
  RedemptionConflict?: RedemptionConflictResolvers<ContextType>;
  RedemptionConflictConnection?: RedemptionConflictConnectionResolvers<ContextType>;
  RedemptionConflictEdge?: RedemptionConflictEdgeResolvers<ContextType>;
  RedemptionResult?: RedemptionResultResolvers<ContextType>;
  RegistrationCount?: RegistrationCountResolvers<ContextType>;
  RemoveMemberResult?: RemoveMemberResultResolvers<ContextType>;
  ReportFigure?: ReportFigureResolvers<ContextType>;
  ReportFile?: ReportFileResolvers<ContextType>;
  ReportFileConnection?: ReportFileConnectionResolvers<ContextType>;
  ReportFileEdge?: ReportFileEdgeResolvers<ContextType>;
  ReportFileResult?: ReportFileResultResolvers<ContextType>;
  ReportReconciliation?: ReportReconciliationResolvers<ContextType>;
  ReportSchedule?: ReportScheduleResolvers<ContextType>;
  ReportScheduleResult?: ReportScheduleResultResolvers<ContextType>;
  ResolveReconciliationResult?: ResolveReconciliationResultResolvers<ContextType>;
  ResolvedEntitlement?: ResolvedEntitlementResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RoleResult?: RoleResultResolvers<ContextType>;
  ScannableDistribution?: ScannableDistributionResolvers<ContextType>;
  ScannableDistributionConnection?: ScannableDistributionConnectionResolvers<ContextType>;
  ScannableDistributionEdge?: ScannableDistributionEdgeResolvers<ContextType>;
  ScannedVoucher?: ScannedVoucherResolvers<ContextType>;
  ScannerActivity?: ScannerActivityResolvers<ContextType>;
  SectionActions?: SectionActionsResolvers<ContextType>;
  SectionPermission?: SectionPermissionResolvers<ContextType>;
  SendMonitoringLinksResult?: SendMonitoringLinksResultResolvers<ContextType>;
  SexAgeCell?: SexAgeCellResolvers<ContextType>;
  SmartForm?: SmartFormResolvers<ContextType>;
  SmartFormChoice?: SmartFormChoiceResolvers<ContextType>;
  SmartFormConnection?: SmartFormConnectionResolvers<ContextType>;
  SmartFormDefinition?: SmartFormDefinitionResolvers<ContextType>;
  SmartFormEdge?: SmartFormEdgeResolvers<ContextType>;
  SmartFormElement?: SmartFormElementResolvers<ContextType>;
  SmartFormPage?: SmartFormPageResolvers<ContextType>;
  SmartFormResult?: SmartFormResultResolvers<ContextType>;
  SmartFormSubmission?: SmartFormSubmissionResolvers<ContextType>;
  SmartFormSubmissionConnection?: SmartFormSubmissionConnectionResolvers<ContextType>;
  SmartFormSubmissionEdge?: SmartFormSubmissionEdgeResolvers<ContextType>;
  SmartFormSubmissionResult?: SmartFormSubmissionResultResolvers<ContextType>;
  SmartFormVersion?: SmartFormVersionResolvers<ContextType>;
  StartDistributionMonitoringResult?: StartDistributionMonitoringResultResolvers<ContextType>;
  StartReconciliationImportResult?: StartReconciliationImportResultResolvers<ContextType>;
  SubAccount?: SubAccountResolvers<ContextType>;
  SubAccountResult?: SubAccountResultResolvers<ContextType>;
  SubmissionAnswer?: SubmissionAnswerResolvers<ContextType>;
  SubmitSmartFormResult?: SubmitSmartFormResultResolvers<ContextType>;
  SyncItemResult?: SyncItemResultResolvers<ContextType>;
  SyncRedemptionsResult?: SyncRedemptionsResultResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserAccount?: UserAccountResolvers<ContextType>;
  UserAccountConnection?: UserAccountConnectionResolvers<ContextType>;
  UserAccountEdge?: UserAccountEdgeResolvers<ContextType>;
  UserAccountResult?: UserAccountResultResolvers<ContextType>;
  VoucherUsageCount?: VoucherUsageCountResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  access?: AccessDirectiveResolver<any, any, ContextType>;
  authenticated?: AuthenticatedDirectiveResolver<any, any, ContextType>;
  devOnly?: DevOnlyDirectiveResolver<any, any, ContextType>;
};
