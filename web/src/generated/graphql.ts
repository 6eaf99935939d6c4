/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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
  objectIds?: Array<string | number> | null | undefined;
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

/** An approval rule to save. */
export type ApprovalRuleInput = {
  /** 1 to 10. */
  approvers: number;
  /** ISO 4217 code. */
  currency: string;
  /** Minor units; the rule applies to totals above this. */
  minTotal: number;
};

/** The organisation's approval settings, replaced as a whole. */
export type ApprovalSettingsInput = {
  /** At most 20. */
  incompatibleRoles: Array<IncompatibleRolesInput>;
  /** At most 20. */
  rules: Array<ApprovalRuleInput>;
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
  conditions?: Array<BeneficiaryDuplicateFilterCondition> | null | undefined;
  /** AND: all conditions and groups must hold; OR: at least one. */
  connector?: LogicalConnector | null | undefined;
  /** Nested groups (at most 5 levels, 50 conditions in all). */
  groups?: Array<BeneficiaryDuplicateFilter> | null | undefined;
};

/** One condition on duplicate pairs: `field operator value`. */
export type BeneficiaryDuplicateFilterCondition = {
  /** The field compared. */
  field: BeneficiaryDuplicateField;
  /** How it is compared. */
  operator: FilterOperator;
  /** The value for single-value operators. */
  value?: string | null | undefined;
  /** Two values for BETWEEN, one or more for IN. */
  values?: Array<string> | null | undefined;
};

/** What deleting or anonymising a beneficiary did. */
export type BeneficiaryErasureOutcome =
  /** The record stays without personal data (names "Anonymised"; gender and family size kept for the counts). */
  | 'ANONYMISED'
  /** The beneficiary is gone. */
  | 'DELETED';

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
  conditions?: Array<BeneficiaryFilterCondition> | null | undefined;
  /** AND: all conditions and groups must hold; OR: at least one. */
  connector?: LogicalConnector | null | undefined;
  /** Nested groups (at most 5 levels, 50 conditions in all). */
  groups?: Array<BeneficiaryFilter> | null | undefined;
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
  value?: string | null | undefined;
  /** Two values for BETWEEN, one or more for IN. */
  values?: Array<string> | null | undefined;
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

/** One file column and the field it fills. */
export type BeneficiaryImportMappingInput = {
  /** The beneficiary field it fills; null ignores the column. */
  column?: BeneficiaryImportColumn | null | undefined;
  /** The header as written in the file. */
  header: string;
};

/** What was put back into a cell a spreadsheet program had changed. */
export type BeneficiaryImportRepairKind =
  /** The number had lost its leading +: the international number with + put back. */
  | 'PLUS_RESTORED'
  /** The number had lost its leading 0: a national number of the organisation's country with 0 put back. */
  | 'ZERO_RESTORED';

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
  conditions?: Array<BeneficiaryListFilterCondition> | null | undefined;
  /** AND: all conditions and groups must hold; OR: at least one. */
  connector?: LogicalConnector | null | undefined;
  /** Nested groups (at most 5 levels, 50 conditions in all). */
  groups?: Array<BeneficiaryListFilter> | null | undefined;
};

/** One condition on a list: `field operator value`. BETWEEN takes two `values`, IN one or more. */
export type BeneficiaryListFilterCondition = {
  /** The field compared. */
  field: BeneficiaryListField;
  /** How it is compared. */
  operator: FilterOperator;
  /** The value for single-value operators. */
  value?: string | null | undefined;
  /** Two values for BETWEEN, one or more for IN. */
  values?: Array<string> | null | undefined;
};

/**
 * Which beneficiaries the beneficiary list report counts: every filter narrows, an absent one does not. Refusals come
 * back as VALIDATION_FAILED naming the field (e.g. `createdTo` before `createdFrom`, an unknown nationality).
 */
export type BeneficiaryListReportInput = {
  /** Only main beneficiaries in these age bands as of today; UNKNOWN keeps those without a date of birth. */
  ageBands?: Array<AgeBand> | null | undefined;
  /** Only beneficiaries registered on or after this day (UTC). */
  createdFrom?: string | null | undefined;
  /** Only beneficiaries registered on or before this day (UTC); not before `createdFrom`. */
  createdTo?: string | null | undefined;
  /** Any list-engine condition on beneficiary fields, as the beneficiaries query takes it. */
  filter?: BeneficiaryFilter | null | undefined;
  /** Only main beneficiaries of these recorded genders. */
  genders?: Array<Gender> | null | undefined;
  /** Period of the `registrations` series (default MONTH). */
  interval?: ReportInterval | null | undefined;
  /**
   * Lists to report on (bel--…, at most 100), compared side by side in `lists`; absent: the master list (for a caller
   * limited to programs: every custom list their programs' distributions were made from). A list outside the caller's
   * reach is NOT_FOUND.
   */
  listIds?: Array<string | number> | null | undefined;
  /** Only these nationalities: ISO 3166-1 alpha-2 codes (as the countries query lists them), at most 100. */
  nationalities?: Array<string> | null | undefined;
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

/** An extra property of a list, as given when creating or changing it. */
export type BeneficiaryPropertyInput = {
  /** Machine name, unique in the list: a letter then letters, digits or _ (at most 50 characters). */
  key: string;
  /** What the web shows, 1 to 100 characters. */
  label: string;
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

/** One hand-over of in-kind items. */
export type CollectInKindInput = {
  /** The device's own identifier, up to 100 characters. */
  deviceId?: string | null | undefined;
  /** The device's clock when the items were handed over. */
  deviceTime?: string | null | undefined;
  /** The in-kind entitlement (ink--…), as the look-up returned it (voucherId). */
  entitlementId: string | number;
  /** Made by the device once per hand-over; the same key again never counts twice. */
  idempotencyKey: string;
  /** What is handed over now; omitted: everything still to collect. */
  items?: Array<CollectedItemInput> | null | undefined;
  /** An upload of this organisation: the camera photo; required when the distribution asks for one. */
  photoFileId?: string | number | null | undefined;
  /** An upload of this organisation: the drawn signature; required when the distribution asks for one. */
  signatureFileId?: string | number | null | undefined;
};

/** An item and the quantity to hand over now. */
export type CollectedItemInput = {
  /** The item's name, as the look-up listed it. */
  name: string;
  /** More than 0, at most what is left of it. */
  quantity: number;
};

/** How much of their entitlement families have collected. */
export type CollectionStatus =
  | 'FULLY_COLLECTED'
  | 'NOT_COLLECTED'
  | 'PARTIALLY_COLLECTED';

/** A new partner key. */
export type CreateApiKeyInput = {
  /** What the key is for, 1 to 100 characters; unique among the organisation's active keys. */
  name: string;
  /** The role whose permissions the key gets (one of `roles`, see roles.graphql). */
  roleId: string | number;
};

/** A new beneficiary (creation method INTERNAL): added to the master list, and to `beneficiaryListId` when given. */
export type CreateBeneficiaryInput = {
  /** An OPEN custom list to add the new beneficiary to as well. */
  beneficiaryListId?: string | number | null | undefined;
  /** YYYY-MM-DD, not in the future, not before 1900-01-01. */
  dob?: string | null | undefined;
  /** E-mail address. */
  email?: string | null | undefined;
  /** The organisation's own reference, at most 100 characters. */
  externalReferenceNumber?: string | null | undefined;
  /** Given name, 1 to 100 characters. */
  firstName: string;
  /** F, M, PNTS or O. */
  gender?: Gender | null | undefined;
  /** Family name, 1 to 100 characters. */
  lastName: string;
  /** ISO 3166-1 alpha-2 code. */
  nationality?: string | null | undefined;
  /** Other people in the family, 0 to 100; 0 unless given. */
  numberOfFamilyMembers?: number | null | undefined;
  /** E.164 phone number (e.g. +254712345678); a number with spaces or dashes is normalised. */
  phoneNumber?: string | null | undefined;
};

/** A new custom list; it starts empty. */
export type CreateBeneficiaryListInput = {
  /** Id or address of an external smart form, at most 500 characters. */
  externalSmartForm?: string | null | undefined;
  /** Free text, at most 2000 characters. */
  listComments?: string | null | undefined;
  /** 1 to 100 characters, unique among the organisation's lists (ignoring case). */
  listName: string;
  /** Extra properties (at most 50), keys unique. */
  propertyList?: Array<BeneficiaryPropertyInput> | null | undefined;
  /** LOCKED unless given. */
  status?: BeneficiaryListStatus | null | undefined;
};

/** A new distribution. */
export type CreateDistributionInput = {
  /** Free text. */
  additionalInfo?: string | null | undefined;
  /** Minor units, 0 to 1,000,000,000. */
  amountPerBeneficiary?: number | null | undefined;
  /** ISO 4217 code; the program's currency unless given. */
  amountPerBeneficiaryCurrency?: string | null | undefined;
  /** Minor units, 0 to 1,000,000,000. */
  amountPerDependant?: number | null | undefined;
  /** A LOCKED beneficiary list; its members are copied into the distribution. */
  beneficiaryListId: string | number;
  /** 1 to 200 characters. */
  distributionName: string;
  /** At most 50. */
  distributionPdms?: Array<PdmQuestionInput> | null | undefined;
  /** Free text. */
  distributionSummary?: string | null | undefined;
  /** CASH unless given. */
  distributionType?: DistributionType | null | undefined;
  /**
   * Required when the currency is not the program's: program currency per 1 unit of it, a positive decimal as text
   * (e.g. "0.001524"). Ignored when the currency is the program's.
   */
  exchangeRate?: string | null | undefined;
  /** false unless given. */
  includeDependants?: boolean | null | undefined;
  /** IN_KIND only: what each family receives (at most 50). */
  items?: Array<InKindItemInput> | null | undefined;
  /** The program it belongs to. */
  programId: string | number;
  /** false unless given. */
  requestPhoto?: boolean | null | undefined;
  /** false unless given. */
  requestSignature?: boolean | null | undefined;
  /** YYYY-MM-DD. */
  validUntil?: string | null | undefined;
};

/** A new message template. */
export type CreateMessageTemplateInput = {
  /** 1 to 2000 characters; only the allowed placeholders. */
  body: string;
  /** SMS unless given. */
  channel?: NotificationChannel | null | undefined;
  /** Only for distributions of this type; null: any type. */
  distributionType?: DistributionType | null | undefined;
  /** ISO 639-1, e.g. fr. */
  language: string;
  /** EMAIL only, required there; at most 200 characters. */
  subject?: string | null | undefined;
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

/** A new custom role. */
export type CreateRoleInput = {
  /** What the role grants. A refused cell comes back as a field error `permissions.<SECTION>.<ACTION>`. */
  permissions: Array<SectionPermissionInput>;
  /** 1 to 60 characters, unique in the organisation ignoring case; not the name of a PREDEFINED role. */
  roleName: string;
};

/** A new form. */
export type CreateSmartFormInput = {
  /** What it asks; absent: one empty page in English. */
  definition?: SmartFormDefinitionInput | null | undefined;
  /** What it is for, at most 5,000 characters. */
  description?: string | null | undefined;
  /** Its name, at most 200 characters. */
  formName: string;
  /** The list its submissions join (bel--…, a CUSTOM list the caller may update). */
  targetListId: string | number;
};

/** A new organisation under the current one. */
export type CreateSubAccountInput = {
  /** Its name, 1 to 200 characters. */
  organizationName: string;
};

/** How a beneficiary came into the system: F-I file import, E-F external form, I internal (spec §3). */
export type CreationMethod =
  | 'EXTERNAL_FORM'
  | 'FILE_IMPORT'
  | 'INTERNAL';

/** An approver's decision. */
export type DecideDistributionInput = {
  /** APPROVED or DISAPPROVED. */
  decision: ApprovalDecision;
  /** Why; required for DISAPPROVED. */
  reason?: string | null | undefined;
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
  conditions?: Array<DistributionFilterCondition> | null | undefined;
  /** AND: all conditions and groups must hold; OR: at least one. */
  connector?: LogicalConnector | null | undefined;
  /** Nested groups (at most 5 levels, 50 conditions in all). */
  groups?: Array<DistributionFilter> | null | undefined;
};

/** One condition on distributions; see ProgramFilterCondition for the rules of `value` and `values`. */
export type DistributionFilterCondition = {
  /** The field compared. */
  field: DistributionField;
  /** How it is compared. */
  operator: FilterOperator;
  /** The value for single-value operators; dates as YYYY-MM-DD. */
  value?: string | null | undefined;
  /** Two values for BETWEEN, one or more for IN. */
  values?: Array<string> | null | undefined;
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
  distributionIds?: Array<string | number> | null | undefined;
  /** Only distributions created on or after this day (UTC). */
  from?: string | null | undefined;
  /** Programs to report on (prg--…, at most 100); absent: every program in reach. One outside it is NOT_FOUND. */
  programIds?: Array<string | number> | null | undefined;
  /** Only distributions in these statuses. */
  statuses?: Array<DistributionStatus> | null | undefined;
  /** Only distributions created on or before this day (UTC); not before `from`. */
  to?: string | null | undefined;
  /** Only distributions of these types. */
  types?: Array<DistributionType> | null | undefined;
};

/**
 * What a distribution hands out. Each type has its own permission section (CASH_DISTRIBUTION, VOUCHER_DISTRIBUTION,
 * IN_KIND_DISTRIBUTION): the API leaves out the distributions of types the caller may not see.
 */
export type DistributionType =
  | 'CASH'
  | 'IN_KIND'
  | 'VOUCHER';

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

/** Fields entitlements can be filtered on. */
export type EntitlementField =
  | 'BENEFICIARY_ID'
  | 'CREATED_AT'
  | 'PAYMENT_STATUS';

/** Conditions and nested groups joined by `connector` (AND by default). */
export type EntitlementFilter = {
  /** Conditions of this group. */
  conditions?: Array<EntitlementFilterCondition> | null | undefined;
  /** AND: all conditions and groups must hold; OR: at least one. */
  connector?: LogicalConnector | null | undefined;
  /** Nested groups. */
  groups?: Array<EntitlementFilter> | null | undefined;
};

/** One condition on entitlements; see ProgramFilterCondition for the rules of `value` and `values`. */
export type EntitlementFilterCondition = {
  /** The field compared. */
  field: EntitlementField;
  /** How it is compared. */
  operator: FilterOperator;
  /** The value for single-value operators. */
  value?: string | null | undefined;
  /** Two values for BETWEEN, one or more for IN. */
  values?: Array<string> | null | undefined;
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

/** The kind of file. */
export type ImportFileFormat =
  | 'CSV'
  | 'XLSX';

/** An IN_KIND item of a new or changed distribution. */
export type InKindItemInput = {
  /** 1 to 200 characters. */
  name: string;
  /** 0 to 1,000,000. */
  quantityPerBeneficiary: number;
  /** 0 to 1,000,000; 0 unless given. */
  quantityPerDependant?: number | null | undefined;
  /** 1 to 50 characters, e.g. kg. */
  unit: string;
};

/** A pair of incompatible roles to save. */
export type IncompatibleRolesInput = {
  /** A role that may then not approve it. */
  approverRoleId: string | number;
  /** A role of the distribution's creator. */
  creatorRoleId: string | number;
};

/** Someone to invite. */
export type InviteMemberInput = {
  /** Their e-mail address, which becomes their sign-in name (stored lower-case). */
  email: string;
  /** Role ids of this organisation, in order (the first decides ADMIN), 1 to 20, no repeats. */
  roleIds: Array<string | number>;
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

/** A text in one language. */
export type LocalizedTextInput = {
  /** ISO 639-1 code (optionally with a region). */
  language: string;
  /** The text, at most 2,000 characters. */
  text: string;
};

/** How the conditions and sub-groups of a filter group combine. */
export type LogicalConnector =
  | 'AND'
  | 'OR';

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

/** Which monitoring rule refused sendMonitoringLinks. */
export type MonitoringSendRefusal =
  /** No invited family is waiting for a link on this channel (all answered, sent or not reachable). */
  | 'NOTHING_TO_SEND'
  /** The distribution is not APPROVED. */
  | 'NOT_APPROVED';

/** How a message reaches a family. */
export type NotificationChannel =
  | 'EMAIL'
  | 'SMS'
  | 'WHATSAPP';

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

/** The organisation's message settings. */
export type NotificationSettingsInput = {
  /** ISO 639-1, e.g. en or fr. */
  defaultLanguage: string;
};

/** Where one family's message is (spec §4 "Notification and scan"). */
export type NotificationStatus =
  /** The provider refused it for good (after the attempts); resendNotifications tries again. */
  | 'ERROR'
  /** Queued to the provider. */
  | 'NOTIFICATION_SENT'
  /** The provider accepted it. */
  | 'SENT';

/** One hand-over of in-kind items made offline. */
export type OfflineCollectionInput = {
  /** The device's clock when the items were handed over, with its offset; decides expiry and the order of application. */
  deviceTime: string;
  /** The in-kind entitlement (ink--…), as the offline download listed it (voucherId). */
  entitlementId: string | number;
  /** 8 to 100 characters, made by the device once per hand-over; the same key again never counts twice. */
  idempotencyKey: string;
  /** What was handed over, by item name (1 to 50). */
  items: Array<CollectedItemInput>;
  /** An upload of this organisation: the camera photo. */
  photoFileId?: string | number | null | undefined;
  /** An upload of this organisation: the drawn signature. */
  signatureFileId?: string | number | null | undefined;
};

/** One redemption made offline. */
export type OfflineRedemptionInput = {
  /** Minor units, more than 0. */
  amount: number;
  /** The device's clock when the voucher was redeemed, with its offset; decides expiry and the order of application. */
  deviceTime: string;
  /** 8 to 100 characters, made by the device once per redemption; the same key again never counts twice. */
  idempotencyKey: string;
  /** An upload of this organisation: the camera photo. */
  photoFileId?: string | number | null | undefined;
  /** An upload of this organisation: the drawn signature. */
  signatureFileId?: string | number | null | undefined;
  /** The voucher redeemed. */
  voucherId: string | number;
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

/** How a monitoring question is answered. */
export type PdmAnswerType =
  | 'NUMBER'
  | 'RATING'
  | 'TEXT'
  | 'YES_NO';

/** A monitoring question of a new or changed distribution. */
export type PdmQuestionInput = {
  /** TEXT unless given. */
  answerType?: PdmAnswerType | null | undefined;
  /** 1 to 1000 characters. */
  question: string;
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
  amount: number;
  /** The device's own identifier, up to 100 characters. */
  deviceId?: string | null | undefined;
  /** The device's clock when the voucher was redeemed. */
  deviceTime?: string | null | undefined;
  /** Made by the device once per redemption; the same key again never counts twice. */
  idempotencyKey: string;
  /** An upload of this organisation: the camera photo; required when the distribution asks for one. */
  photoFileId?: string | number | null | undefined;
  /** An upload of this organisation: the drawn signature; required when the distribution asks for one. */
  signatureFileId?: string | number | null | undefined;
  /** The voucher to redeem, as the look-up returned it. */
  voucherId: string | number;
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
  conflictId?: string | number | null | undefined;
  /** The family's entitlement. */
  entitlementId: string | number;
  /** The new payment status; it must be an allowed transition from the current one. */
  paymentStatus?: PaymentStatus | null | undefined;
  /** 1 to 500 characters; logged with the RESOLVE activity. */
  reason: string;
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
  body?: string | null | undefined;
  /** The channel to send on (default SMS). */
  channel?: NotificationChannel | null | undefined;
  /** EMAIL only: the subject for every family; default: the standard one in each family's language. */
  subject?: string | null | undefined;
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
export type SmartFormChoiceInput = {
  /** Its label per language (at least one). */
  label: Array<LocalizedTextInput>;
  /** The stored answer: letters, digits, _ . - (XLSForm choice name). */
  value: string;
};

/** A whole definition. */
export type SmartFormDefinitionInput = {
  /** The language shown first; one of `languages`. */
  defaultLanguage: string;
  /** The form's languages (1 to 10). */
  languages: Array<string>;
  /** Its pages, in order (at most 100, 500 elements in all). */
  pages: Array<SmartFormPageInput>;
};

/** One element of a definition (see SmartFormElement). */
export type SmartFormElementInput = {
  /** The beneficiary field the answer fills (each at most once per form, of a fitting type). */
  beneficiaryField?: SmartFormBeneficiaryField | null | undefined;
  /** SELECT_ONE, SELECT_MANY: the choices (at least one). */
  choices?: Array<SmartFormChoiceInput> | null | undefined;
  /** An XLSForm expression the answer must satisfy. */
  constraint?: string | null | undefined;
  /** What to say when the constraint fails, per language. */
  constraintMessage?: Array<LocalizedTextInput> | null | undefined;
  /** Stable id within the form; a new element may send any unique text (the API keeps it). */
  elementId: string | number;
  /** Help per language. */
  hint?: Array<LocalizedTextInput> | null | undefined;
  /** The question per language (at least one). */
  label: Array<LocalizedTextInput>;
  /** Highest value or length; RATING: the top of the scale (at most 10). */
  max?: number | null | undefined;
  /** Lowest value or length. */
  min?: number | null | undefined;
  /** XLSForm name, unique in the form. */
  name: string;
  /** A regular expression the whole answer must match. */
  pattern?: string | null | undefined;
  /** The target list's property the answer fills (not with beneficiaryField). */
  property?: string | null | undefined;
  /** An XLSForm expression over earlier answers. */
  relevant?: string | null | undefined;
  /** Whether an answer is needed (when relevant). */
  required?: boolean | null | undefined;
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

/** One page of a definition. */
export type SmartFormPageInput = {
  /** Its elements, in order. */
  elements: Array<SmartFormElementInput>;
  /** XLSForm group name, unique in the form. */
  name: string;
  /** Stable id within the form. */
  pageId: string | number;
  /** An XLSForm expression over earlier answers. */
  relevant?: string | null | undefined;
  /** The page's title per language. */
  title?: Array<LocalizedTextInput> | null | undefined;
};

/** Where a form is in its life. */
export type SmartFormStatus =
  /** No longer takes submissions; its versions and submissions stay. */
  | 'CLOSED'
  /** Being built; nobody can fill it yet. */
  | 'DRAFT'
  /** Its latest published version can be filled (public link, staff mode). */
  | 'PUBLISHED';

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
  beneficiaryListId: string | number;
  /** How the file is encoded (CSV); AUTO unless given. */
  encoding?: TextEncoding | null | undefined;
  /** The uploaded file (POST /api/files). */
  fileId: string | number;
  /** Every header of the file with the field it fills (or null to ignore it). Remembered for the organisation. */
  mapping: Array<BeneficiaryImportMappingInput>;
  /** The sheet to read (XLSX with several sheets). */
  sheetName?: string | null | undefined;
  /** Leave rows found to be DUPLICATEs out of the commit (true unless given). */
  skipDuplicates?: boolean | null | undefined;
};

/** A DEMO job: counts to `steps`, one step every `stepMillis`. */
export type StartDemoJobInput = {
  /** Make the first this many attempts fail halfway (0 to 3), to see a retry. */
  failAttempts?: number | null | undefined;
  /** Milliseconds per step, 0 to 10000. */
  stepMillis?: number | null | undefined;
  /** Steps to count, 1 to 10000. */
  steps: number;
};

/** How many families to ask. */
export type StartDistributionMonitoringInput = {
  /** The monitoring form's language (ISO 639-1); the organisation's default language without one. */
  language?: string | null | undefined;
  /** Families to draw, 1 to 10,000 (fewer when fewer are left to invite). */
  sampleSize: number;
};

/** A report to import: an uploaded file (CSV or XLSX); columns default to those remembered for the provider. */
export type StartReconciliationImportInput = {
  /** The distribution whose payment statuses the report updates. */
  distributionId: string | number;
  /** The uploaded report, an upload of this organisation. */
  fileId: string | number;
  /** Header of the column holding the entitlement id (case ignored); the remembered one when omitted. */
  matchColumn?: string | null | undefined;
  /** The payment provider's name, 1 to 100 characters; its columns are remembered for next time. */
  provider: string;
  /** Header of the column holding the payment status (case ignored); the remembered one when omitted. */
  statusColumn?: string | null | undefined;
};

/** One answer, by element name. */
export type SubmissionAnswerInput = {
  /** The element's name in the version filled. */
  name: string;
  /**
   * The answer as text, as SubmissionAnswer.value writes it: numbers in decimal notation, YES_NO `true` or `false`,
   * SELECT_MANY a JSON list of choice values, LOCATION a JSON object with latitude and longitude; null or absent for
   * no answer.
   */
  value?: string | null | undefined;
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
  deviceTime?: string | null | undefined;
  /**
   * Made by the device once per filled form (16 to 100 characters): the same key with the same answers returns the
   * first submission instead of making a second person; with other answers it is refused (CONFLICT).
   */
  idempotencyKey: string;
  /** The published version the form was filled in. */
  version: number;
};

/** What one device handed over of in-kind items while offline. */
export type SyncCollectionsInput = {
  /** 1 to 500 hand-overs, applied in device-time order. */
  collections: Array<OfflineCollectionInput>;
  /** The device's own identifier, 1 to 100 characters. */
  deviceId: string;
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
  deviceId: string;
  /** 1 to 500 redemptions, applied in device-time order. */
  redemptions: Array<OfflineRedemptionInput>;
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
  dob?: string | null | undefined;
  /** E-mail address. */
  email?: string | null | undefined;
  /** The organisation's own reference. */
  externalReferenceNumber?: string | null | undefined;
  /** Given name, 1 to 100 characters. */
  firstName?: string | null | undefined;
  /** F, M, PNTS or O. */
  gender?: Gender | null | undefined;
  /** Family name, 1 to 100 characters. */
  lastName?: string | null | undefined;
  /** ISO 3166-1 alpha-2 code. */
  nationality?: string | null | undefined;
  /** Other people in the family, 0 to 100. */
  numberOfFamilyMembers?: number | null | undefined;
  /** E.164 phone number. */
  phoneNumber?: string | null | undefined;
};

/** Changes to a list; omitted fields stay as they are. Of the master list only comments and properties change. */
export type UpdateBeneficiaryListInput = {
  /** New external smart form; null clears it. */
  externalSmartForm?: string | null | undefined;
  /** New comments; null clears them. */
  listComments?: string | null | undefined;
  /** New name, unique among the organisation's lists. */
  listName?: string | null | undefined;
  /** The whole new set of extra properties (replaces the old one). */
  propertyList?: Array<BeneficiaryPropertyInput> | null | undefined;
  /** LOCKED or OPEN. */
  status?: BeneficiaryListStatus | null | undefined;
};

/** Changes to a distribution; omitted fields stay as they are. Type, program and list are fixed at creation. */
export type UpdateDistributionInput = {
  /** Null or empty clears it. */
  additionalInfo?: string | null | undefined;
  /** Minor units, 0 to 1,000,000,000. */
  amountPerBeneficiary?: number | null | undefined;
  /** ISO 4217 code. */
  amountPerBeneficiaryCurrency?: string | null | undefined;
  /** Minor units, 0 to 1,000,000,000. */
  amountPerDependant?: number | null | undefined;
  /** New name, 1 to 200 characters. */
  distributionName?: string | null | undefined;
  /** Replaces the monitoring questions (at most 50). */
  distributionPdms?: Array<PdmQuestionInput> | null | undefined;
  /** Null or empty clears it. */
  distributionSummary?: string | null | undefined;
  /**
   * Program currency per 1 unit of the currency, a positive decimal as text; required once the currency is not the
   * program's, dropped when it is.
   */
  exchangeRate?: string | null | undefined;
  /** Whether dependants get their share. */
  includeDependants?: boolean | null | undefined;
  /** IN_KIND only: replaces the items (at most 50). */
  items?: Array<InKindItemInput> | null | undefined;
  /** Whether a photo is taken at hand-over. */
  requestPhoto?: boolean | null | undefined;
  /** Whether the recipient signs. */
  requestSignature?: boolean | null | undefined;
  /** Null clears it. */
  validUntil?: string | null | undefined;
};

/** A member's new roles. */
export type UpdateMemberRolesInput = {
  /** Role ids of this organisation, in order (the first decides ADMIN), 1 to 20, no repeats. */
  roleIds: Array<string | number>;
};

/** Changes to a template's texts; language, channel and type stay as created. */
export type UpdateMessageTemplateInput = {
  /** 1 to 2000 characters. */
  body?: string | null | undefined;
  /** Null clears it (not for EMAIL). */
  subject?: string | null | undefined;
};

/** Changes to the current organisation's profile; omitted fields stay as they are, an empty text clears one. */
export type UpdateOrganizationInput = {
  /** City, at most 100 characters. */
  addressCity?: string | null | undefined;
  /** Country, ISO 3166-1 alpha-2, one of `countries`. */
  addressCountryCode?: string | null | undefined;
  /** Street and number, at most 200 characters. */
  addressLine?: string | null | undefined;
  /** Postal code, at most 20 characters. */
  addressPostalCode?: string | null | undefined;
  /** State, county or region, at most 100 characters. */
  addressState?: string | null | undefined;
  /** Name, at most 200 characters. */
  organizationName?: string | null | undefined;
  /** Phone number with its country code; stored as E.164. */
  phoneNumber?: string | null | undefined;
};

/** Changes to the current organisation's settings; omitted fields stay as they are. */
export type UpdateOrganizationSettingsInput = {
  /** ISO 4217, one of the currencies of `countries`. */
  currency?: string | null | undefined;
  /** en or fr. */
  defaultLanguage?: string | null | undefined;
  /** en-US, en-GB, fr-FR, de-DE, es-ES or ar-EG. */
  defaultNumberFormat?: string | null | undefined;
  /** In (0, 1]; at least `possibleDuplicateThreshold`. */
  duplicateThreshold?: number | null | undefined;
  /** 6 hex digits, with or without '#'. */
  menuColour?: string | null | undefined;
  /** In (0, 1]; at most `duplicateThreshold`. */
  possibleDuplicateThreshold?: number | null | undefined;
  /** Require multi-factor authentication of every member; only a member who uses it can turn this on. */
  requireMfa?: boolean | null | undefined;
};

/** Changes to the signed-in user's own profile; omitted fields stay as they are, an empty text clears one. */
export type UpdateProfileInput = {
  /** Interface language: en or fr. */
  applicationLanguage?: string | null | undefined;
  /** Given name, at most 100 characters. */
  firstName?: string | null | undefined;
  /** Family name, at most 100 characters. */
  lastName?: string | null | undefined;
  /** Number format: en-US, en-GB, fr-FR, de-DE, es-ES or ar-EG (Arabic words and digits). */
  numberFormat?: string | null | undefined;
  /** Phone number with its country code, e.g. +254 712 345 678; stored as E.164. */
  phoneNumber?: string | null | undefined;
};

/** A change to a custom role; what is left out stays as it is. */
export type UpdateRoleInput = {
  /** The new permissions, replacing the old ones whole. */
  permissions?: Array<SectionPermissionInput> | null | undefined;
  /** The new name: 1 to 60 characters, unique in the organisation ignoring case. */
  roleName?: string | null | undefined;
};

/** Changes to a form: only what is given changes. */
export type UpdateSmartFormInput = {
  /** An access code the public link asks for (4 to 64 characters); empty text removes it. */
  accessCode?: string | null | undefined;
  /** Whether a submission with no duplicate candidate joins the list without review. */
  autoAccept?: boolean | null | undefined;
  /** The new draft (published versions never change). */
  definition?: SmartFormDefinitionInput | null | undefined;
  /** What it is for (empty text clears it). */
  description?: string | null | undefined;
  /** Its name. */
  formName?: string | null | undefined;
  /** The list its submissions join. */
  targetListId?: string | number | null | undefined;
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
  conditions?: Array<UserAccountFilterCondition> | null | undefined;
  /** AND: all conditions and groups must hold; OR: at least one. */
  connector?: LogicalConnector | null | undefined;
  /** Nested groups (at most 5 levels, 50 conditions in all), e.g. a search on e-mail OR name within a status filter. */
  groups?: Array<UserAccountFilter> | null | undefined;
};

/** One condition: `field operator value`. BETWEEN takes two `values`, IN one or more; EXISTS, NOT_EXISTS and IS_NULL none. */
export type UserAccountFilterCondition = {
  /** The field compared. */
  field: UserAccountField;
  /** How it is compared. */
  operator: FilterOperator;
  /** The value for single-value operators; dates and times in ISO 8601. */
  value?: string | null | undefined;
  /** Two values for BETWEEN, one or more for IN. */
  values?: Array<string> | null | undefined;
};

/** Whether a voucher was redeemed, derived from its redemptions (spec §4 "Usage"). */
export type VoucherUsageStatus =
  | 'FULLY_USED'
  | 'NOT_USED'
  | 'PARTIALLY_USED';

export type SectionPermission_FieldsFragment = { section: Section, access: Array<{ action: Action, accessLevel: AccessLevel, objectIds: Array<string> }> } & { ' $fragmentName'?: 'SectionPermission_FieldsFragment' };

export type CountryOptions_CountryFragment = { alpha2: string, name: string, currencies: Array<string> } & { ' $fragmentName'?: 'CountryOptions_CountryFragment' };

export type OrganizationCard_OrganizationFragment = { accountId: string, organizationName: string | null, phoneNumber: string | null, addressLine: string | null, addressCity: string | null, addressState: string | null, addressPostalCode: string | null, addressCountryCode: string | null, detailsCompleted: boolean, status: AccountStatus, logoUrl: string | null } & { ' $fragmentName'?: 'OrganizationCard_OrganizationFragment' };

export type UpdateOrganizationMutationVariables = Exact<{
  input: UpdateOrganizationInput;
}>;


export type UpdateOrganizationMutation = { updateOrganization: { code: ErrorCode | null, message: string | null, organization: { ' $fragmentRefs'?: { 'OrganizationCard_OrganizationFragment': OrganizationCard_OrganizationFragment } } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type RemoveOrganizationLogoMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveOrganizationLogoMutation = { removeOrganizationLogo: { code: ErrorCode | null, message: string | null, organization: { ' $fragmentRefs'?: { 'OrganizationCard_OrganizationFragment': OrganizationCard_OrganizationFragment } } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { code: ErrorCode | null, message: string | null, me: { phoneNumber: string | null, detailsCompleted: boolean, applicationLanguage: string, numberFormat: string, user: { userId: string, firstName: string | null, lastName: string | null, userFullName: string | null } } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type RemoveProfileImageMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveProfileImageMutation = { removeProfileImage: { code: ErrorCode | null, message: string | null, me: { profileImageUrl: string | null } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type ProfilePageQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePageQuery = { organization: (
    { accountId: string }
    & { ' $fragmentRefs'?: { 'OrganizationCard_OrganizationFragment': OrganizationCard_OrganizationFragment;'SettingsCard_OrganizationFragment': SettingsCard_OrganizationFragment;'SubAccountsCard_OrganizationFragment': SubAccountsCard_OrganizationFragment } }
  ), countries: Array<(
    { alpha2: string }
    & { ' $fragmentRefs'?: { 'CountryOptions_CountryFragment': CountryOptions_CountryFragment } }
  )> };

export type SettingsCard_OrganizationFragment = { accountId: string, settings: { menuColour: string, defaultLanguage: string, defaultNumberFormat: string, currency: string, duplicateThreshold: number, possibleDuplicateThreshold: number, requireMfa: boolean } } & { ' $fragmentName'?: 'SettingsCard_OrganizationFragment' };

export type UpdateOrganizationSettingsMutationVariables = Exact<{
  input: UpdateOrganizationSettingsInput;
}>;


export type UpdateOrganizationSettingsMutation = { updateOrganizationSettings: { code: ErrorCode | null, message: string | null, organization: { ' $fragmentRefs'?: { 'SettingsCard_OrganizationFragment': SettingsCard_OrganizationFragment } } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type SubAccountsCard_OrganizationFragment = { accountId: string, subAccounts: Array<{ accountId: string, organizationName: string | null, status: AccountStatus, createdAt: string }> } & { ' $fragmentName'?: 'SubAccountsCard_OrganizationFragment' };

export type CreateSubAccountMutationVariables = Exact<{
  input: CreateSubAccountInput;
}>;


export type CreateSubAccountMutation = { createSubAccount: { code: ErrorCode | null, message: string | null, subAccount: { accountId: string, organizationName: string | null } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: (
    { phoneNumber: string | null, detailsCompleted: boolean, applicationLanguage: string, numberFormat: string, profileImageUrl: string | null, emailVerified: boolean, emailVerifiedAt: string | null, hasMultipleAccounts: boolean, currentAccountId: string | null, user: { userId: string, email: string, firstName: string | null, lastName: string | null, userFullName: string | null }, mfaSettings: { mfaEnabled: boolean, mfaPreferred: string }, memberships: Array<{ accountId: string, organizationName: string | null, menuColour: string, logoUrl: string | null, detailsCompleted: boolean, status: MemberStatus, roles: Array<{ roleId: string, roleName: string, roleType: RoleType, permissions: Array<{ ' $fragmentRefs'?: { 'SectionPermission_FieldsFragment': SectionPermission_FieldsFragment } }> }> }>, permissions: Array<{ ' $fragmentRefs'?: { 'SectionPermission_FieldsFragment': SectionPermission_FieldsFragment } }> }
    & { ' $fragmentRefs'?: { 'TopBar_MeFragment': TopBar_MeFragment } }
  ) };

export type SwitchOrganizationMutationVariables = Exact<{
  accountId: string | number;
}>;


export type SwitchOrganizationMutation = { switchOrganization: { currentAccountId: string | null } };

export type ActivityLogTable_LogFragment = { logId: string, action: ActivityAction, objectType: ActivityObjectType, objectId: string, section: Section | null, sitePath: string | null, createdAt: string, user: { userId: string, userFullName: string | null, email: string } | null, changes: Array<{ field: string, from: string | null, to: string | null }> } & { ' $fragmentName'?: 'ActivityLogTable_LogFragment' };

export type ActivityLogsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: ActivityLogFilter | null | undefined;
  sort?: SortOption | null | undefined;
}>;


export type ActivityLogsQuery = { activityLogs: { pageInfo: { ' $fragmentRefs'?: { 'Pager_PageInfoFragment': Pager_PageInfoFragment } }, edges: Array<{ node: { ' $fragmentRefs'?: { 'ActivityLogTable_LogFragment': ActivityLogTable_LogFragment } } }> } };

export type ApiKeyTable_ApiKeyFragment = { apiKeyId: string, name: string, prefix: string, status: ApiKeyStatus, createdAt: string, lastUsedAt: string | null, role: { roleId: string, roleName: string } | null, createdBy: { userId: string, userFullName: string | null, email: string } | null } & { ' $fragmentName'?: 'ApiKeyTable_ApiKeyFragment' };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<(
    { apiKeyId: string }
    & { ' $fragmentRefs'?: { 'ApiKeyTable_ApiKeyFragment': ApiKeyTable_ApiKeyFragment } }
  )> };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { code: ErrorCode | null, message: string | null, apiKey: { apiKeyId: string, status: ApiKeyStatus } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type ApiKeyRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeyRolesQuery = { roles: Array<{ roleId: string, roleName: string }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { secret: string | null, code: ErrorCode | null, message: string | null, apiKey: { apiKeyId: string, name: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type TopBar_MeFragment = { profileImageUrl: string | null, hasMultipleAccounts: boolean, currentAccountId: string | null, user: { userId: string, userFullName: string | null }, mfaSettings: { mfaEnabled: boolean }, memberships: Array<{ accountId: string, organizationName: string | null, menuColour: string, logoUrl: string | null }>, permissions: Array<{ ' $fragmentRefs'?: { 'SectionPermission_FieldsFragment': SectionPermission_FieldsFragment } }> } & { ' $fragmentName'?: 'TopBar_MeFragment' };

export type HostFeaturesQueryVariables = Exact<{ [key: string]: never; }>;


export type HostFeaturesQuery = { smartFormsAvailable: boolean };

export type DeleteBeneficiaryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBeneficiaryMutation = { deleteBeneficiary: { code: ErrorCode | null, message: string | null, erasure: { beneficiaryId: string, outcome: BeneficiaryErasureOutcome } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type AnonymiseBeneficiaryMutationVariables = Exact<{
  id: string | number;
}>;


export type AnonymiseBeneficiaryMutation = { anonymiseBeneficiary: { code: ErrorCode | null, message: string | null, erasure: { beneficiaryId: string, outcome: BeneficiaryErasureOutcome } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type BeneficiaryCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type BeneficiaryCountriesQuery = { countries: Array<(
    { alpha2: string }
    & { ' $fragmentRefs'?: { 'CountryOptions_CountryFragment': CountryOptions_CountryFragment } }
  )> };

export type CreateBeneficiaryMutationVariables = Exact<{
  input: CreateBeneficiaryInput;
}>;


export type CreateBeneficiaryMutation = { createBeneficiary: { code: ErrorCode | null, message: string | null, beneficiary: { beneficiaryId: string, firstName: string, lastName: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type UpdateBeneficiaryMutationVariables = Exact<{
  id: string | number;
  input: UpdateBeneficiaryInput;
}>;


export type UpdateBeneficiaryMutation = { updateBeneficiary: { code: ErrorCode | null, message: string | null, beneficiary: { beneficiaryId: string, firstName: string, lastName: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type BeneficiaryHistoryQueryVariables = Exact<{
  filter?: ActivityLogFilter | null | undefined;
  first?: number | null | undefined;
}>;


export type BeneficiaryHistoryQuery = { activityLogs: { edges: Array<{ node: { ' $fragmentRefs'?: { 'ActivityLogTable_LogFragment': ActivityLogTable_LogFragment } } }> } };

export type BeneficiaryListQueryVariables = Exact<{
  id: string | number;
}>;


export type BeneficiaryListQuery = { beneficiaryList: { beneficiaryListId: string, listName: string, listComments: string | null, listType: BeneficiaryListType, status: BeneficiaryListStatus, numberOfFamilies: number, numberOfFamilyMembers: number, numberOfMainBeneficiaries: number, viewerCanUpdate: boolean, propertyList: Array<{ key: string, label: string, type: BeneficiaryPropertyType }> } | null };

export type SetListStatusMutationVariables = Exact<{
  id: string | number;
  input: UpdateBeneficiaryListInput;
}>;


export type SetListStatusMutation = { updateBeneficiaryList: { code: ErrorCode | null, message: string | null, beneficiaryList: { beneficiaryListId: string, status: BeneficiaryListStatus } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type BeneficiaryListTable_ListFragment = { beneficiaryListId: string, listName: string, listType: BeneficiaryListType, status: BeneficiaryListStatus, numberOfFamilies: number, numberOfFamilyMembers: number, numberOfMainBeneficiaries: number, updatedAt: string } & { ' $fragmentName'?: 'BeneficiaryListTable_ListFragment' };

export type BeneficiaryListsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: BeneficiaryListFilter | null | undefined;
  sort?: SortOption | null | undefined;
  masterFilter?: BeneficiaryListFilter | null | undefined;
}>;


export type BeneficiaryListsQuery = { master: { edges: Array<{ node: { ' $fragmentRefs'?: { 'BeneficiaryListTable_ListFragment': BeneficiaryListTable_ListFragment } } }> }, beneficiaryLists: { totalCount: number, viewerCanCreate: boolean, pageInfo: { ' $fragmentRefs'?: { 'Pager_PageInfoFragment': Pager_PageInfoFragment } }, edges: Array<{ cursor: string, node: { ' $fragmentRefs'?: { 'BeneficiaryListTable_ListFragment': BeneficiaryListTable_ListFragment } } }> } };

export type BeneficiaryQueryVariables = Exact<{
  id: string | number;
}>;


export type BeneficiaryQuery = { beneficiary: { beneficiaryId: string, groupId: string, firstName: string, lastName: string, gender: Gender | null, dob: string | null, email: string | null, phoneNumber: string | null, nationality: string | null, externalReferenceNumber: string | null, numberOfFamilyMembers: number, creationMethod: CreationMethod, createdAt: string, updatedAt: string, viewerCanUpdate: boolean, viewerCanDelete: boolean, createdBy: { userId: string, userFullName: string | null, email: string } | null, updatedBy: { userId: string, userFullName: string | null, email: string } | null, lists: Array<{ beneficiaryListId: string, listName: string, listType: BeneficiaryListType, status: BeneficiaryListStatus }> } | null };

export type CreateBeneficiaryListMutationVariables = Exact<{
  input: CreateBeneficiaryListInput;
}>;


export type CreateBeneficiaryListMutation = { createBeneficiaryList: { code: ErrorCode | null, message: string | null, beneficiaryList: { beneficiaryListId: string, listName: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type DuplicatePairCard_BeneficiaryFragment = { beneficiaryId: string, firstName: string, lastName: string, gender: Gender | null, dob: string | null, phoneNumber: string | null, email: string | null, externalReferenceNumber: string | null, nationality: string | null, numberOfFamilyMembers: number, lists: Array<{ beneficiaryListId: string, listName: string }> } & { ' $fragmentName'?: 'DuplicatePairCard_BeneficiaryFragment' };

export type DuplicatePairCard_PairFragment = { pairId: string, score: number, level: DuplicateLevel, reasons: Array<DuplicateReason>, status: DuplicatePairStatus, createdAt: string, beneficiaryA: { ' $fragmentRefs'?: { 'DuplicatePairCard_BeneficiaryFragment': DuplicatePairCard_BeneficiaryFragment } } | null, beneficiaryB: { ' $fragmentRefs'?: { 'DuplicatePairCard_BeneficiaryFragment': DuplicatePairCard_BeneficiaryFragment } } | null } & { ' $fragmentName'?: 'DuplicatePairCard_PairFragment' };

export type DuplicatesTotalQueryVariables = Exact<{ [key: string]: never; }>;


export type DuplicatesTotalQuery = { organization: { accountId: string, duplicatesTotal: number } };

export type ImportMapping_InspectionFragment = { fileId: string, fileName: string, format: ImportFileFormat, encoding: TextEncoding | null, sheets: Array<string>, sheetName: string | null, headers: Array<string>, sampleRows: Array<Array<string>>, totalBytes: number, requiredColumns: Array<BeneficiaryImportColumn>, mapping: Array<{ header: string, column: BeneficiaryImportColumn | null }> } & { ' $fragmentName'?: 'ImportMapping_InspectionFragment' };

export type StartBeneficiaryImportMutationVariables = Exact<{
  input: StartBeneficiaryImportInput;
}>;


export type StartBeneficiaryImportMutation = { startBeneficiaryImport: { code: ErrorCode | null, message: string | null, import: { importId: string, status: BeneficiaryImportStatus } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string }> } };

export type BeneficiaryImportQueryVariables = Exact<{
  id: string | number;
}>;


export type BeneficiaryImportQuery = { beneficiaryImport: (
    { importId: string, status: BeneficiaryImportStatus, importedRows: number, errorMessage: string | null, checkJob: (
      { jobId: string }
      & { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } }
    ) | null, importJob: (
      { jobId: string }
      & { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } }
    ) | null }
    & { ' $fragmentRefs'?: { 'ImportReport_ImportFragment': ImportReport_ImportFragment } }
  ) | null };

export type ImportReport_ImportFragment = { importId: string, status: BeneficiaryImportStatus, fileName: string, skipDuplicates: boolean, totalRows: number, validRows: number, invalidRows: number, duplicateRows: number, errorMessage: string | null } & { ' $fragmentName'?: 'ImportReport_ImportFragment' };

export type CommitBeneficiaryImportMutationVariables = Exact<{
  id: string | number;
  skipDuplicates?: boolean | null | undefined;
}>;


export type CommitBeneficiaryImportMutation = { commitBeneficiaryImport: { code: ErrorCode | null, message: string | null, import: { importId: string, status: BeneficiaryImportStatus, skipDuplicates: boolean, importJob: (
        { jobId: string }
        & { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } }
      ) | null } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type BeneficiaryImportErrorsQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BeneficiaryImportErrorsQuery = { beneficiaryImport: { importId: string, errors: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ rowNumber: number, field: string, code: string, message: string, value: string | null }> } } | null };

export type BeneficiaryImportRepairsQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BeneficiaryImportRepairsQuery = { beneficiaryImport: { importId: string, repairs: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ rowNumber: number, field: string, kind: BeneficiaryImportRepairKind, original: string, stored: string }> } } | null };

export type BeneficiaryImportDuplicatesQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BeneficiaryImportDuplicatesQuery = { beneficiaryImport: { importId: string, duplicates: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ rowNumber: number, firstName: string, lastName: string, dob: string | null, duplicateOfRow: number | null, score: number, level: DuplicateLevel, reasons: Array<DuplicateReason>, duplicateOf: { beneficiaryId: string, firstName: string, lastName: string } | null }> } } | null };

export type InspectBeneficiaryImportMutationVariables = Exact<{
  fileId: string | number;
  encoding?: TextEncoding | null | undefined;
  sheetName?: string | null | undefined;
}>;


export type InspectBeneficiaryImportMutation = { inspectBeneficiaryImport: { code: ErrorCode | null, message: string | null, inspection: (
      { fileId: string }
      & { ' $fragmentRefs'?: { 'ImportMapping_InspectionFragment': ImportMapping_InspectionFragment } }
    ) | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type BeneficiaryRow_BeneficiaryFragment = { beneficiaryId: string, firstName: string, lastName: string, gender: Gender | null, dob: string | null, phoneNumber: string | null, nationality: string | null, externalReferenceNumber: string | null, numberOfFamilyMembers: number } & { ' $fragmentName'?: 'BeneficiaryRow_BeneficiaryFragment' };

export type ListBeneficiariesQueryVariables = Exact<{
  listId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: BeneficiaryFilter | null | undefined;
  sort?: SortOption | null | undefined;
  withTotal: boolean;
}>;


export type ListBeneficiariesQuery = { beneficiaries: { totalCount?: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { ' $fragmentRefs'?: { 'BeneficiaryRow_BeneficiaryFragment': BeneficiaryRow_BeneficiaryFragment } } }> } };

export type RemoveFromListMutationVariables = Exact<{
  listId: string | number;
  beneficiaryIds: Array<string | number> | string | number;
}>;


export type RemoveFromListMutation = { removeBeneficiariesFromList: { code: ErrorCode | null, message: string | null, beneficiaryList: { beneficiaryListId: string, numberOfMainBeneficiaries: number } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type DuplicatesOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type DuplicatesOverviewQuery = { organization: { accountId: string, duplicatesTotal: number, lastDeduplication: string | null } };

export type BeneficiaryDuplicatesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: BeneficiaryDuplicateFilter | null | undefined;
  withTotal: boolean;
}>;


export type BeneficiaryDuplicatesQuery = { beneficiaryDuplicates: { totalCount?: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: (
        { pairId: string }
        & { ' $fragmentRefs'?: { 'DuplicatePairCard_PairFragment': DuplicatePairCard_PairFragment } }
      ) }> } };

export type StartDeduplicationMutationVariables = Exact<{ [key: string]: never; }>;


export type StartDeduplicationMutation = { startDeduplication: (
    { jobId: string }
    & { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } }
  ) };

export type MergeBeneficiaryDuplicateMutationVariables = Exact<{
  pairId: string | number;
  keepBeneficiaryId: string | number;
}>;


export type MergeBeneficiaryDuplicateMutation = { mergeBeneficiaryDuplicate: { code: ErrorCode | null, message: string | null, pair: { pairId: string, status: DuplicatePairStatus, keptBeneficiaryId: string | null } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type MarkBeneficiaryDuplicateDistinctMutationVariables = Exact<{
  pairId: string | number;
}>;


export type MarkBeneficiaryDuplicateDistinctMutation = { markBeneficiaryDuplicateDistinct: { code: ErrorCode | null, message: string | null, pair: { pairId: string, status: DuplicatePairStatus } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type ApprovalSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovalSettingsQuery = { approvalSettings: { updatedAt: string | null, rules: Array<{ minTotal: number, currency: string, approvers: number }>, incompatibleRoles: Array<{ creatorRoleId: string, approverRoleId: string }>, updatedBy: { userId: string, userFullName: string | null, email: string } | null } };

export type ApprovalRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovalRolesQuery = { roles: Array<{ roleId: string, roleName: string }> };

export type UpdateApprovalSettingsMutationVariables = Exact<{
  input: ApprovalSettingsInput;
}>;


export type UpdateApprovalSettingsMutation = { updateApprovalSettings: { code: ErrorCode | null, message: string | null, approvalSettings: { updatedAt: string | null } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type CreateDistributionMutationVariables = Exact<{
  input: CreateDistributionInput;
}>;


export type CreateDistributionMutation = { createDistribution: { ' $fragmentRefs'?: { 'DistributionSavedFragment': DistributionSavedFragment } } };

export type DistributionActions_DistributionFragment = (
  { distributionId: string, distributionStatus: DistributionStatus, viewerCanUpdate: boolean, viewerCanCancel: boolean, viewerCanApprove: boolean, totals: { entitlements: number } }
  & { ' $fragmentRefs'?: { 'EditDistributionModal_DistributionFragment': EditDistributionModal_DistributionFragment } }
) & { ' $fragmentName'?: 'DistributionActions_DistributionFragment' };

export type DistributionApprovals_DistributionFragment = { approvals: Array<{ approvalId: string, decision: ApprovalDecision, reason: string | null, decidedAt: string, decidedBy: { userId: string, userFullName: string | null, email: string } | null }> } & { ' $fragmentName'?: 'DistributionApprovals_DistributionFragment' };

export type DistributionDetails_DistributionFragment = (
  { distributionId: string, approvalsNeeded: number, approvalsGiven: number, createdAt: string, updatedAt: string, beneficiaryList: { beneficiaryListId: string, listName: string | null, numberOfFamilies: number, numberOfFamilyMembers: number }, totals: { families: number, people: number, amount: number, entitlements: number }, collection: Array<{ status: CollectionStatus, count: number }>, createdBy: { userId: string, userFullName: string | null, email: string } | null }
  & { ' $fragmentRefs'?: { 'DistributionTerms_DistributionFragment': DistributionTerms_DistributionFragment } }
) & { ' $fragmentName'?: 'DistributionDetails_DistributionFragment' };

export type DistributionSavedFragment = { code: ErrorCode | null, message: string | null, reason: DistributionRefusal | null, distribution: { distributionId: string, distributionName: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } & { ' $fragmentName'?: 'DistributionSavedFragment' };

export type DistributionQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: EntitlementFilter | null | undefined;
}>;


export type DistributionQuery = { distribution: (
    { distributionId: string, programId: string, distributionName: string, distributionStatus: DistributionStatus, distributionType: DistributionType, vouchersPdfPath: string | null, program: { programId: string, programName: string } | null }
    & { ' $fragmentRefs'?: { 'DistributionDetails_DistributionFragment': DistributionDetails_DistributionFragment;'DistributionActions_DistributionFragment': DistributionActions_DistributionFragment;'DistributionApprovals_DistributionFragment': DistributionApprovals_DistributionFragment;'EntitlementsTable_DistributionFragment': EntitlementsTable_DistributionFragment;'MonitoringPanel_DistributionFragment': MonitoringPanel_DistributionFragment } }
  ) | null };

export type DistributionTable_DistributionFragment = { distributionId: string, programId: string, distributionName: string, distributionType: DistributionType, distributionStatus: DistributionStatus, amountPerBeneficiaryCurrency: string, createdAt: string, totals: { families: number, people: number, amount: number }, collection: Array<{ status: CollectionStatus, count: number }> } & { ' $fragmentName'?: 'DistributionTable_DistributionFragment' };

export type EditDistributionModal_DistributionFragment = (
  { distributionId: string, programId: string, distributionName: string, beneficiaryList: { beneficiaryListId: string } }
  & { ' $fragmentRefs'?: { 'DistributionTerms_DistributionFragment': DistributionTerms_DistributionFragment } }
) & { ' $fragmentName'?: 'EditDistributionModal_DistributionFragment' };

export type EntitlementsTable_DistributionFragment = { distributionType: DistributionType, entitlements: { totalCount: number, pageInfo: { ' $fragmentRefs'?: { 'Pager_PageInfoFragment': Pager_PageInfoFragment } }, edges: Array<{ cursor: string, node: { entitlementId: string, firstName: string, numberOfFamilyMembers: number, amount: number, currency: string, paymentStatus: PaymentStatus, voucherCode: string | null, items: Array<{ name: string, unit: string, quantity: number }> } }> } } & { ' $fragmentName'?: 'EntitlementsTable_DistributionFragment' };

export type LockedListsQueryVariables = Exact<{ [key: string]: never; }>;


export type LockedListsQuery = { beneficiaryLists: { edges: Array<{ node: { beneficiaryListId: string, listName: string, numberOfFamilies: number, numberOfFamilyMembers: number } }> } };

export type MonitoringPanel_DistributionFragment = { distributionId: string, distributionStatus: DistributionStatus, distributionPdms: Array<{ question: string }>, totals: { families: number } } & { ' $fragmentName'?: 'MonitoringPanel_DistributionFragment' };

export type MonitoringAvailableQueryVariables = Exact<{ [key: string]: never; }>;


export type MonitoringAvailableQuery = { smartFormsAvailable: boolean };

export type StartDistributionMonitoringMutationVariables = Exact<{
  id: string | number;
  input: StartDistributionMonitoringInput;
}>;


export type StartDistributionMonitoringMutation = { startDistributionMonitoring: { sampled: number | null, smartFormId: string | null, code: ErrorCode | null, message: string | null, strata: Array<{ status: string, count: number }> | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type DistributionMonitoringQueryVariables = Exact<{
  distributionId: string | number;
}>;


export type DistributionMonitoringQuery = { distributionMonitoring: { counts: { invited: number, answered: number, queued: number, sent: number, error: number, notSent: number, noPhoneNumber: number, noEmail: number } } | null };

export type SendMonitoringLinksMutationVariables = Exact<{
  id: string | number;
  input?: SendMonitoringLinksInput | null | undefined;
}>;


export type SendMonitoringLinksMutation = { sendMonitoringLinks: { code: ErrorCode | null, message: string | null, reason: MonitoringSendRefusal | null, job: (
      { jobId: string }
      & { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } }
    ) | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, message: string }> } };

export type ProgramDistributionsQueryVariables = Exact<{
  programId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: DistributionFilter | null | undefined;
  sort?: SortOption | null | undefined;
}>;


export type ProgramDistributionsQuery = { distributions: { totalCount: number, viewerCanCreate: boolean, viewerCreatableTypes: Array<DistributionType>, pageInfo: { ' $fragmentRefs'?: { 'Pager_PageInfoFragment': Pager_PageInfoFragment } }, edges: Array<{ cursor: string, node: (
        { distributionId: string }
        & { ' $fragmentRefs'?: { 'DistributionTable_DistributionFragment': DistributionTable_DistributionFragment } }
      ) }> } };

export type GenerateEntitlementsMutationVariables = Exact<{
  id: string | number;
}>;


export type GenerateEntitlementsMutation = { generateEntitlements: { code: ErrorCode | null, message: string | null, reason: DistributionRefusal | null, job: (
      { jobId: string, status: JobStatus }
      & { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } }
    ) | null, distribution: { distributionId: string, distributionStatus: DistributionStatus } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type DistributionChangeFragment = { code: ErrorCode | null, message: string | null, reason: DistributionRefusal | null, distribution: { distributionId: string, distributionStatus: DistributionStatus } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } & { ' $fragmentName'?: 'DistributionChangeFragment' };

export type SubmitDistributionMutationVariables = Exact<{
  id: string | number;
}>;


export type SubmitDistributionMutation = { submitDistribution: { ' $fragmentRefs'?: { 'DistributionChangeFragment': DistributionChangeFragment } } };

export type CancelDistributionMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelDistributionMutation = { cancelDistribution: { ' $fragmentRefs'?: { 'DistributionChangeFragment': DistributionChangeFragment } } };

export type DecideDistributionMutationVariables = Exact<{
  id: string | number;
  input: DecideDistributionInput;
}>;


export type DecideDistributionMutation = { decideDistribution: (
    { distribution: { approvalsGiven: number } | null }
    & { ' $fragmentRefs'?: { 'DistributionChangeFragment': DistributionChangeFragment } }
  ) };

export type UpdateDistributionMutationVariables = Exact<{
  id: string | number;
  input: UpdateDistributionInput;
}>;


export type UpdateDistributionMutation = { updateDistribution: { ' $fragmentRefs'?: { 'DistributionSavedFragment': DistributionSavedFragment } } };

export type DistributionTerms_DistributionFragment = { distributionType: DistributionType, distributionSummary: string | null, requestPhoto: boolean, requestSignature: boolean, amountPerBeneficiary: number, amountPerBeneficiaryCurrency: string, exchangeRate: string | null, includeDependants: boolean, amountPerDependant: number, validUntil: string | null, additionalInfo: string | null, distributionPdms: Array<{ question: string, answerType: PdmAnswerType }>, program: { programId: string, currency: string } | null, items: Array<{ name: string, unit: string, quantityPerBeneficiary: number, quantityPerDependant: number }> } & { ' $fragmentName'?: 'DistributionTerms_DistributionFragment' };

export type JobProgress_JobFragment = { jobId: string, kind: JobKind, status: JobStatus, attempts: number, errorMessage: string | null, cancelRequested: boolean, viewerCanCancel: boolean, createdAt: string, startedAt: string | null, finishedAt: string | null, progress: { done: number, total: number | null, percent: number | null } } & { ' $fragmentName'?: 'JobProgress_JobFragment' };

export type CancelJobMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelJobMutation = { cancelJob: { code: ErrorCode | null, message: string | null, job: { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

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


export type StartDemoJobMutation = { startDemoJob: { code: ErrorCode | null, message: string | null, job: { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type DemoJobsOfferedQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoJobsOfferedQuery = { __type: { name: string | null } | null };

export type Pager_PageInfoFragment = { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } & { ' $fragmentName'?: 'Pager_PageInfoFragment' };

export type NotificationPreviewQueryVariables = Exact<{
  distributionId: string | number;
}>;


export type NotificationPreviewQuery = { notificationPreview: { code: ErrorCode | null, message: string | null, reason: NotificationRefusal | null, preview: { beneficiaryId: string, channel: NotificationChannel, language: string, recipient: string | null, subject: string | null, body: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type SendNotificationsMutationVariables = Exact<{
  distributionId: string | number;
}>;


export type SendNotificationsMutation = { sendNotifications: { code: ErrorCode | null, message: string | null, reason: NotificationRefusal | null, job: (
      { jobId: string }
      & { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } }
    ) | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type ResendNotificationsMutationVariables = Exact<{
  distributionId: string | number;
}>;


export type ResendNotificationsMutation = { resendNotifications: { code: ErrorCode | null, message: string | null, reason: NotificationRefusal | null, job: (
      { jobId: string }
      & { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } }
    ) | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type DistributionNotificationsQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type DistributionNotificationsQuery = { distribution: { distributionId: string, notifications: { totalCount: number, counts: Array<{ status: NotificationStatus, count: number }>, pageInfo: { ' $fragmentRefs'?: { 'Pager_PageInfoFragment': Pager_PageInfoFragment } }, edges: Array<{ node: { notificationId: string, recipient: string | null, language: string, status: NotificationStatus, attempts: number, error: string | null } }> } } | null };

export type NotificationOutboxQueryVariables = Exact<{
  distributionId?: string | number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type NotificationOutboxQuery = { notificationOutbox: { totalCount: number, pageInfo: { ' $fragmentRefs'?: { 'Pager_PageInfoFragment': Pager_PageInfoFragment } }, edges: Array<{ node: { notificationId: string, distributionId: string, channel: NotificationChannel, recipient: string | null, subject: string | null, body: string, deliveredAt: string } }> } };

export type MessageTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type MessageTemplatesQuery = { messageTemplates: { totalCount: number, edges: Array<{ node: { templateId: string, language: string, channel: NotificationChannel, subject: string | null, body: string, isDefaultLanguage: boolean, updatedAt: string } }> }, notificationSettings: { defaultLanguage: string } };

export type CreateMessageTemplateMutationVariables = Exact<{
  input: CreateMessageTemplateInput;
}>;


export type CreateMessageTemplateMutation = { createMessageTemplate: { code: ErrorCode | null, message: string | null, messageTemplate: { templateId: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, message: string }> } };

export type UpdateMessageTemplateMutationVariables = Exact<{
  id: string | number;
  input: UpdateMessageTemplateInput;
}>;


export type UpdateMessageTemplateMutation = { updateMessageTemplate: { code: ErrorCode | null, message: string | null, messageTemplate: { templateId: string, subject: string | null, body: string, updatedAt: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, message: string }> } };

export type DeleteMessageTemplateMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMessageTemplateMutation = { deleteMessageTemplate: { deletedTemplateId: string | null, code: ErrorCode | null, message: string | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type UpdateNotificationSettingsMutationVariables = Exact<{
  input: NotificationSettingsInput;
}>;


export type UpdateNotificationSettingsMutation = { updateNotificationSettings: { code: ErrorCode | null, message: string | null, notificationSettings: { defaultLanguage: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, message: string }> } };

export type PaymentExportsQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentExportsQuery = { paymentExportOptions: { columns: Array<PaymentExportColumn>, defaultColumns: Array<PaymentExportColumn>, providers: Array<{ provider: string, columns: Array<PaymentExportColumn> }> }, distribution: { distributionId: string, paymentExports: Array<{ paymentExportId: string, provider: string, fileFormat: PaymentExportFormat, numberOfFamilies: number, exportedAt: string, downloadAgainPath: string }> } | null };

export type CreateProgramMutationVariables = Exact<{
  input: CreateProgramInput;
}>;


export type CreateProgramMutation = { createProgram: { code: ErrorCode | null, message: string | null, program: { programId: string, programName: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

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


export type ProgramsQuery = { programs: { totalCount: number, viewerCanCreate: boolean, pageInfo: { ' $fragmentRefs'?: { 'Pager_PageInfoFragment': Pager_PageInfoFragment } }, edges: Array<{ cursor: string, node: { ' $fragmentRefs'?: { 'ProgramTable_ProgramFragment': ProgramTable_ProgramFragment } } }> } };

export type ReconciliationProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReconciliationProgramsQuery = { programs: { edges: Array<{ node: { programId: string, programName: string } }> } };

export type ProgramReconciliationPageQueryVariables = Exact<{
  programId: string | number;
}>;


export type ProgramReconciliationPageQuery = { programReconciliation: { programId: string, totalCount: number, items: Array<{ distributionId: string, distributionName: string, figures: { ' $fragmentRefs'?: { 'ReconciliationFigures_FiguresFragment': ReconciliationFigures_FiguresFragment } } }> } };

export type ReconciliationFigures_FiguresFragment = { conflicts: number, indicator: ReconciliationIndicator, entitled: { families: number, amount: number }, redeemed: { families: number, amount: number }, paid: { families: number, amount: number }, outstanding: { families: number, amount: number }, expired: { families: number, amount: number }, failed: { families: number, amount: number } } & { ' $fragmentName'?: 'ReconciliationFigures_FiguresFragment' };

export type DistributionReconciliationPageQueryVariables = Exact<{
  distributionId: string | number;
  state: ReconciliationState;
  after?: string | null | undefined;
}>;


export type DistributionReconciliationPageQuery = { distributionReconciliation: { distributionId: string, distributionName: string, figures: { ' $fragmentRefs'?: { 'ReconciliationFigures_FiguresFragment': ReconciliationFigures_FiguresFragment } } }, reconciliationFamilies: { nextCursor: string | null, items: Array<{ entitlementId: string, firstName: string, amount: number, currency: string, redeemed: number, paymentStatus: PaymentStatus }> } };

export type ReconciliationProviderQueryVariables = Exact<{
  provider: string;
}>;


export type ReconciliationProviderQuery = { reconciliationProvider: { provider: string, matchColumn: string, statusColumn: string } | null };

export type StartReconciliationImportMutationVariables = Exact<{
  input: StartReconciliationImportInput;
}>;


export type StartReconciliationImportMutation = { startReconciliationImport: { code: ErrorCode | null, message: string | null, import: { importId: string, status: string } | null, job: { jobId: string, status: JobStatus } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode }> } };

export type ReconciliationImportQueryVariables = Exact<{
  importId: string | number;
}>;


export type ReconciliationImportQuery = { reconciliationImport: { importId: string, status: string, matched: number, failed: number, notFound: number, changed: number, error: string | null, resultPath: string | null } };

export type ResolveReconciliationMutationVariables = Exact<{
  input: ResolveReconciliationInput;
}>;


export type ResolveReconciliationMutation = { resolveReconciliation: { code: ErrorCode | null, message: string | null, resolved: { entitlementId: string, paymentStatus: PaymentStatus } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode }> } };

export type ReportFile_FieldsFragment = { reportId: string, kind: ReportKind, format: ReportFormat, table: ReportTable | null, title: string, jobId: string, status: JobStatus, progressDone: number, progressTotal: number | null, errorMessage: string | null, fileName: string | null, sizeBytes: number | null, downloadUrl: string | null, scheduleId: string | null, createdBy: string | null, createdAt: string, finishedAt: string | null } & { ' $fragmentName'?: 'ReportFile_FieldsFragment' };

export type ReportFileQueryVariables = Exact<{
  id: string | number;
}>;


export type ReportFileQuery = { reportFile: (
    { reportId: string, status: JobStatus }
    & { ' $fragmentRefs'?: { 'ReportFile_FieldsFragment': ReportFile_FieldsFragment } }
  ) | null };

export type ReportFilesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ReportFilesQuery = { reportFiles: { totalCount: number, pageInfo: { ' $fragmentRefs'?: { 'Pager_PageInfoFragment': Pager_PageInfoFragment } }, edges: Array<{ node: (
        { reportId: string, status: JobStatus }
        & { ' $fragmentRefs'?: { 'ReportFile_FieldsFragment': ReportFile_FieldsFragment } }
      ) }> } };

export type ReportSchedulesQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportSchedulesQuery = { reportSchedules: Array<{ scheduleId: string, kind: ReportKind, format: ReportFormat, table: ReportTable | null, frequency: ReportFrequency, title: string, nextRunAt: string, lastReportId: string | null, createdBy: string | null, createdAt: string }> };

export type StartBeneficiaryListReportFileMutationVariables = Exact<{
  input: BeneficiaryListReportInput;
  format: ReportFormat;
  table?: ReportTable | null | undefined;
  language?: string | null | undefined;
}>;


export type StartBeneficiaryListReportFileMutation = { startBeneficiaryListReportFile: { code: ErrorCode | null, message: string | null, report: { reportId: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type StartDistributionSummaryReportFileMutationVariables = Exact<{
  input: DistributionSummaryInput;
  format: ReportFormat;
  table?: ReportTable | null | undefined;
  language?: string | null | undefined;
}>;


export type StartDistributionSummaryReportFileMutation = { startDistributionSummaryReportFile: { code: ErrorCode | null, message: string | null, report: { reportId: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type ScheduleBeneficiaryListReportMutationVariables = Exact<{
  input: BeneficiaryListReportInput;
  format: ReportFormat;
  table?: ReportTable | null | undefined;
  language?: string | null | undefined;
  frequency: ReportFrequency;
}>;


export type ScheduleBeneficiaryListReportMutation = { scheduleBeneficiaryListReport: { code: ErrorCode | null, message: string | null, schedule: { scheduleId: string, nextRunAt: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type ScheduleDistributionSummaryReportMutationVariables = Exact<{
  input: DistributionSummaryInput;
  format: ReportFormat;
  table?: ReportTable | null | undefined;
  language?: string | null | undefined;
  frequency: ReportFrequency;
}>;


export type ScheduleDistributionSummaryReportMutation = { scheduleDistributionSummaryReport: { code: ErrorCode | null, message: string | null, schedule: { scheduleId: string, nextRunAt: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type DeleteReportScheduleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteReportScheduleMutation = { deleteReportSchedule: { code: ErrorCode | null, message: string | null, schedule: { scheduleId: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type ReportListOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportListOptionsQuery = { beneficiaryLists: { edges: Array<{ node: { beneficiaryListId: string, listName: string, listType: BeneficiaryListType } }> } };

export type ReportCountryOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportCountryOptionsQuery = { countries: Array<{ alpha2: string, name: string }> };

export type ReportProgramOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportProgramOptionsQuery = { programs: { edges: Array<{ node: { programId: string, programName: string } }> } };

export type ReportDistributionOptionsQueryVariables = Exact<{
  filter?: DistributionFilter | null | undefined;
}>;


export type ReportDistributionOptionsQuery = { distributions: { edges: Array<{ node: { distributionId: string, distributionName: string, programId: string } }> } };

export type BeneficiaryListReportQueryVariables = Exact<{
  input: BeneficiaryListReportInput;
}>;


export type BeneficiaryListReportQuery = { beneficiaryListReport: { duplicatesTotal: number, lastDeduplication: string | null, totals: { families: number, familyMembers: number, people: number }, sexAge: Array<{ gender: ReportGender, ageBand: AgeBand, families: number, people: number }>, nationality: Array<{ nationality: string | null, families: number, people: number }>, creationMethod: Array<{ creationMethod: CreationMethod, families: number }>, familySize: Array<{ familyMembers: number, orMore: boolean, families: number }>, registrations: Array<{ periodStart: string, families: number }>, lists: Array<{ listId: string, listName: string, families: number, familyMembers: number, people: number, byGender: Array<{ gender: ReportGender, families: number }> }> } };

export type DistributionSummaryReportQueryVariables = Exact<{
  input: DistributionSummaryInput;
}>;


export type DistributionSummaryReportQuery = { distributionSummaryReport: { distributions: Array<{ distributionId: string, distributionName: string, programId: string, programName: string, distributionType: DistributionType, distributionStatus: DistributionStatus, currency: string, approved: boolean, redeemed: number, outstanding: number, planned: { families: number, people: number, amount: number }, notified: { sent: number, error: number }, paymentStatus: Array<{ status: PaymentStatus, count: number }>, voucherUsage: Array<{ status: VoucherUsageStatus, count: number }>, collection: Array<{ status: CollectionStatus, count: number }>, items: Array<{ name: string, unit: string, planned: number, delivered: number }>, monitoring: Array<{ question: string, answerType: PdmAnswerType, answered: number, yes: number | null, no: number | null, average: number | null }>, reconciliation: { conflicts: number, indicator: ReconciliationIndicator, entitled: { families: number, amount: number }, redeemed: { families: number, amount: number }, paid: { families: number, amount: number }, outstanding: { families: number, amount: number }, expired: { families: number, amount: number }, failed: { families: number, amount: number } } }>, totals: Array<{ currency: string, distributions: number, families: number, people: number, planned: number, redeemed: number, paid: number, outstanding: number }>, budgets: Array<{ programId: string, programName: string, currency: string, budget: number | null, used: number, unconverted: number }>, overTime: Array<{ day: string, redemptions: number, handovers: number, paymentsCompleted: number, redeemed: Array<{ currency: string, amount: number }> }>, scanners: Array<{ userId: string, name: string, redemptions: number, handovers: number }>, offlineConflicts: { total: number, unresolved: number }, reached: Array<{ gender: ReportGender, ageBand: AgeBand, families: number, people: number }> } };

export type RolePickerProgramsQueryVariables = Exact<{
  first: number;
  filter?: ProgramFilter | null | undefined;
}>;


export type RolePickerProgramsQuery = { programs: { pageInfo: { hasNextPage: boolean }, edges: Array<{ node: { programId: string, programName: string } }> } };

export type RoleBadges_RoleFragment = { roleId: string, roleName: string, roleType: RoleType } & { ' $fragmentName'?: 'RoleBadges_RoleFragment' };

export type RoleEditor_RoleFragment = { roleId: string, roleName: string, roleType: RoleType, permissions: Array<{ section: Section, access: Array<{ action: Action, accessLevel: AccessLevel, objectIds: Array<string> }> }> } & { ' $fragmentName'?: 'RoleEditor_RoleFragment' };

export type RoleEditorSectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RoleEditorSectionsQuery = { sectionActions: Array<{ section: Section, actions: Array<Action>, selectable: boolean }> };

export type CreateRoleMutationVariables = Exact<{
  input: CreateRoleInput;
}>;


export type CreateRoleMutation = { createRole: { code: ErrorCode | null, message: string | null, role: { roleId: string, roleName: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type UpdateRoleMutationVariables = Exact<{
  id: string | number;
  input: UpdateRoleInput;
}>;


export type UpdateRoleMutation = { updateRole: { code: ErrorCode | null, message: string | null, role: (
      { roleId: string }
      & { ' $fragmentRefs'?: { 'RoleEditor_RoleFragment': RoleEditor_RoleFragment } }
    ) | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type RolesPanelQueryVariables = Exact<{ [key: string]: never; }>;


export type RolesPanelQuery = { roles: Array<(
    { roleId: string, roleName: string, roleType: RoleType, memberCount: number | null, keyCount: number | null }
    & { ' $fragmentRefs'?: { 'RoleEditor_RoleFragment': RoleEditor_RoleFragment } }
  )> };

export type DeleteRoleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRoleMutation = { deleteRole: { code: ErrorCode | null, message: string | null, role: { roleId: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type ScannedVoucherQueryVariables = Exact<{
  qr?: string | null | undefined;
  code?: string | null | undefined;
}>;


export type ScannedVoucherQuery = { scannedVoucher: { voucherId: string, code: string, distributionName: string, firstName: string, amount: number, remainingAmount: number, currency: string, validUntil: string | null, usageStatus: VoucherUsageStatus, requestPhoto: boolean, requestSignature: boolean, distributionType: DistributionType, collectionStatus: CollectionStatus | null, items: Array<{ name: string, unit: string, quantity: number, collected: number }> } };

export type CollectInKindMutationVariables = Exact<{
  input: CollectInKindInput;
}>;


export type CollectInKindMutation = { collectInKind: { replayed: boolean | null, code: ErrorCode | null, message: string | null, reason: ScanRefusal | null, collection: { collectionId: string, items: Array<{ name: string, quantity: number }> } | null, voucher: { voucherId: string, collectionStatus: CollectionStatus | null } | null } };

export type RedeemVoucherMutationVariables = Exact<{
  input: RedeemVoucherInput;
}>;


export type RedeemVoucherMutation = { redeemVoucher: { replayed: boolean | null, code: ErrorCode | null, message: string | null, reason: ScanRefusal | null, redemption: { redemptionId: string, amount: number } | null, voucher: { voucherId: string, remainingAmount: number, usageStatus: VoucherUsageStatus } | null } };

export type ScannableDistributionsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ScannableDistributionsQuery = { scannableDistributions: { edges: Array<{ node: { distributionId: string, distributionName: string, programName: string, validUntil: string | null, currency: string, voucherCount: number, distributionType: DistributionType } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type OfflineVoucherPageQueryVariables = Exact<{
  distributionId: string | number;
  after?: string | null | undefined;
}>;


export type OfflineVoucherPageQuery = { offlineVoucherPage: { nextCursor: string | null, distribution: { distributionId: string, distributionName: string, accountId: string, publicKey: string, requestPhoto: boolean, requestSignature: boolean, distributionType: DistributionType }, vouchers: Array<{ voucherId: string, code: string, firstName: string, amount: number, remainingAmount: number, currency: string, validUntil: string | null, signature: string, items: Array<{ name: string, unit: string, quantity: number, collected: number }> }> } };

export type SyncRedemptionsMutationVariables = Exact<{
  input: SyncRedemptionsInput;
}>;


export type SyncRedemptionsMutation = { syncRedemptions: { code: ErrorCode | null, message: string | null, results: Array<{ idempotencyKey: string, outcome: SyncOutcome, reason: string | null, remainingAmount: number | null }> | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type SyncCollectionsMutationVariables = Exact<{
  input: SyncCollectionsInput;
}>;


export type SyncCollectionsMutation = { syncCollections: { code: ErrorCode | null, message: string | null, results: Array<{ idempotencyKey: string, outcome: SyncOutcome, reason: string | null, remainingAmount: number | null }> | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type RefreshMfaStatusMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshMfaStatusMutation = { refreshMfaStatus: { mfaEnabled: boolean, mfaPreferred: string } };

export type SmartFormTable_FormFragment = { smartFormId: string, formName: string, status: SmartFormStatus, targetListId: string, publishedVersion: number | null, updatedAt: string } & { ' $fragmentName'?: 'SmartFormTable_FormFragment' };

export type AcceptSmartFormSubmissionMutationVariables = Exact<{
  id: string | number;
  submissionId: string | number;
}>;


export type AcceptSmartFormSubmissionMutation = { acceptSmartFormSubmission: { code: ErrorCode | null, message: string | null, submission: { submissionId: string, status: SubmissionStatus, reason: string | null, beneficiaryId: string | null, decidedAt: string | null } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type MergeSmartFormSubmissionMutationVariables = Exact<{
  id: string | number;
  submissionId: string | number;
  beneficiaryId: string | number;
}>;


export type MergeSmartFormSubmissionMutation = { mergeSmartFormSubmission: { code: ErrorCode | null, message: string | null, submission: { submissionId: string, status: SubmissionStatus, reason: string | null, beneficiaryId: string | null, decidedAt: string | null } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type RejectSmartFormSubmissionMutationVariables = Exact<{
  id: string | number;
  submissionId: string | number;
  reason: string;
}>;


export type RejectSmartFormSubmissionMutation = { rejectSmartFormSubmission: { code: ErrorCode | null, message: string | null, submission: { submissionId: string, status: SubmissionStatus, reason: string | null, beneficiaryId: string | null, decidedAt: string | null } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type SubmissionTable_SubmissionFragment = { submissionId: string, status: SubmissionStatus, source: SubmissionSource, version: number, reason: string | null, beneficiaryId: string | null, submittedAt: string, decidedAt: string | null, decidedBy: string | null, answers: Array<{ name: string, value: string | null }>, candidates: Array<{ beneficiaryId: string, firstName: string, lastName: string, score: number, level: DuplicateLevel, reasons: Array<DuplicateReason> }> } & { ' $fragmentName'?: 'SubmissionTable_SubmissionFragment' };

export type SmartFormSubmissionsQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  status?: SubmissionStatus | null | undefined;
}>;


export type SmartFormSubmissionsQuery = { smartForm: { smartFormId: string, formName: string, versions: Array<{ version: number, definition: { defaultLanguage: string, pages: Array<{ elements: Array<{ name: string, type: SmartFormElementType, label: Array<{ language: string, text: string }>, choices: Array<{ value: string, label: Array<{ language: string, text: string }> }> }> }> } }>, submissions: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: (
          { submissionId: string }
          & { ' $fragmentRefs'?: { 'SubmissionTable_SubmissionFragment': SubmissionTable_SubmissionFragment } }
        ) }> } } | null };

export type SmartFormsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  status?: SmartFormStatus | null | undefined;
  withTotal: boolean;
}>;


export type SmartFormsQuery = { smartForms: { totalCount?: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: (
        { smartFormId: string }
        & { ' $fragmentRefs'?: { 'SmartFormTable_FormFragment': SmartFormTable_FormFragment } }
      ) }> } };

export type SmartFormTargetListsQueryVariables = Exact<{ [key: string]: never; }>;


export type SmartFormTargetListsQuery = { beneficiaryLists: { edges: Array<{ node: { beneficiaryListId: string, listName: string, viewerCanUpdate: boolean } }> } };

export type SmartFormTargetListQueryVariables = Exact<{
  id: string | number;
}>;


export type SmartFormTargetListQuery = { beneficiaryList: { beneficiaryListId: string, listName: string, propertyList: Array<{ key: string, label: string, type: BeneficiaryPropertyType }> } | null };

export type SmartFormDefinition_FieldsFragment = { languages: Array<string>, defaultLanguage: string, pages: Array<{ pageId: string, name: string, relevant: string | null, title: Array<{ language: string, text: string }>, elements: Array<{ elementId: string, name: string, type: SmartFormElementType, required: boolean, min: number | null, max: number | null, pattern: string | null, constraint: string | null, relevant: string | null, beneficiaryField: SmartFormBeneficiaryField | null, property: string | null, label: Array<{ language: string, text: string }>, hint: Array<{ language: string, text: string }>, constraintMessage: Array<{ language: string, text: string }>, choices: Array<{ value: string, label: Array<{ language: string, text: string }> }> }> }> } & { ' $fragmentName'?: 'SmartFormDefinition_FieldsFragment' };

export type SmartFormBuilder_FormFragment = { smartFormId: string, formName: string, description: string | null, status: SmartFormStatus, targetListId: string, publishedVersion: number | null, publicPath: string | null, updatedAt: string, draft: { ' $fragmentRefs'?: { 'SmartFormDefinition_FieldsFragment': SmartFormDefinition_FieldsFragment } }, versions: Array<{ version: number, publishedAt: string, publishedBy: string | null }> } & { ' $fragmentName'?: 'SmartFormBuilder_FormFragment' };

export type SmartFormQueryVariables = Exact<{
  id: string | number;
}>;


export type SmartFormQuery = { smartForm: { ' $fragmentRefs'?: { 'SmartFormBuilder_FormFragment': SmartFormBuilder_FormFragment } } | null };

export type CreateSmartFormMutationVariables = Exact<{
  input: CreateSmartFormInput;
}>;


export type CreateSmartFormMutation = { createSmartForm: { code: ErrorCode | null, message: string | null, smartForm: { smartFormId: string, formName: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type UpdateSmartFormMutationVariables = Exact<{
  id: string | number;
  input: UpdateSmartFormInput;
}>;


export type UpdateSmartFormMutation = { updateSmartForm: { code: ErrorCode | null, message: string | null, smartForm: { ' $fragmentRefs'?: { 'SmartFormBuilder_FormFragment': SmartFormBuilder_FormFragment } } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type PublishSmartFormMutationVariables = Exact<{
  id: string | number;
}>;


export type PublishSmartFormMutation = { publishSmartForm: { code: ErrorCode | null, message: string | null, smartForm: { ' $fragmentRefs'?: { 'SmartFormBuilder_FormFragment': SmartFormBuilder_FormFragment } } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type CloseSmartFormMutationVariables = Exact<{
  id: string | number;
}>;


export type CloseSmartFormMutation = { closeSmartForm: { code: ErrorCode | null, message: string | null, smartForm: { ' $fragmentRefs'?: { 'SmartFormBuilder_FormFragment': SmartFormBuilder_FormFragment } } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type SmartFormFillQueryVariables = Exact<{
  id: string | number;
}>;


export type SmartFormFillQuery = { smartForm: { smartFormId: string, formName: string, status: SmartFormStatus, publishedVersion: number | null, versions: Array<{ version: number, definition: { ' $fragmentRefs'?: { 'SmartFormDefinition_FieldsFragment': SmartFormDefinition_FieldsFragment } } }> } | null };

export type SubmitSmartFormMutationVariables = Exact<{
  id: string | number;
  input: SubmitSmartFormInput;
}>;


export type SubmitSmartFormMutation = { submitSmartForm: { submissionId: string | null, status: SubmissionStatus | null, code: ErrorCode | null, message: string | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type UpdateMemberRolesMutationVariables = Exact<{
  id: string | number;
  input: UpdateMemberRolesInput;
}>;


export type UpdateMemberRolesMutation = { updateMemberRoles: { code: ErrorCode | null, message: string | null, userAccount: { userId: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type InviteMemberMutationVariables = Exact<{
  input: InviteMemberInput;
}>;


export type InviteMemberMutation = { inviteMember: { code: ErrorCode | null, message: string | null, userAccount: { userId: string, email: string } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string, params: Array<{ name: string, value: string }> }> } };

export type UserTable_UserAccountFragment = { userId: string, email: string, userFullName: string | null, status: MemberStatus, lastActive: string | null, roles: Array<(
    { roleId: string }
    & { ' $fragmentRefs'?: { 'RoleBadges_RoleFragment': RoleBadges_RoleFragment } }
  )> } & { ' $fragmentName'?: 'UserTable_UserAccountFragment' };

export type UsersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: UserAccountFilter | null | undefined;
  sort?: SortOption | null | undefined;
}>;


export type UsersQuery = { users: { totalCount: number, viewerCanInvite: boolean, viewerCanUpdate: boolean, viewerCanRemove: boolean, pageInfo: { ' $fragmentRefs'?: { 'Pager_PageInfoFragment': Pager_PageInfoFragment } }, edges: Array<{ cursor: string, node: (
        { userId: string }
        & { ' $fragmentRefs'?: { 'UserTable_UserAccountFragment': UserTable_UserAccountFragment } }
      ) }> } };

export type ResendInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendInvitationMutation = { resendInvitation: { code: ErrorCode | null, message: string | null, userAccount: { userId: string, status: MemberStatus } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type DisableMemberMutationVariables = Exact<{
  id: string | number;
}>;


export type DisableMemberMutation = { disableMember: { code: ErrorCode | null, message: string | null, userAccount: { userId: string, status: MemberStatus } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type EnableMemberMutationVariables = Exact<{
  id: string | number;
}>;


export type EnableMemberMutation = { enableMember: { code: ErrorCode | null, message: string | null, userAccount: { userId: string, status: MemberStatus } | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type RemoveMemberMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveMemberMutation = { removeMember: { userId: string | null, code: ErrorCode | null, message: string | null, words: { key: string, params: Array<{ name: string, value: string }> } | null } };

export type MemberRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberRolesQuery = { roles: Array<{ roleId: string, roleName: string }> };

export const CountryOptions_CountryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CountryOptions_country"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Country"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alpha2"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"}}]}}]} as unknown as DocumentNode<CountryOptions_CountryFragment, unknown>;
export const OrganizationCard_OrganizationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationCard_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"addressCity"}},{"kind":"Field","name":{"kind":"Name","value":"addressState"}},{"kind":"Field","name":{"kind":"Name","value":"addressPostalCode"}},{"kind":"Field","name":{"kind":"Name","value":"addressCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"detailsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]} as unknown as DocumentNode<OrganizationCard_OrganizationFragment, unknown>;
export const SettingsCard_OrganizationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsCard_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuColour"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"defaultNumberFormat"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"possibleDuplicateThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"requireMfa"}}]}}]}}]} as unknown as DocumentNode<SettingsCard_OrganizationFragment, unknown>;
export const SubAccountsCard_OrganizationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubAccountsCard_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"subAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SubAccountsCard_OrganizationFragment, unknown>;
export const ActivityLogTable_LogFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityLogTable_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sitePath"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<ActivityLogTable_LogFragment, unknown>;
export const ApiKeyTable_ApiKeyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyTable_apiKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ApiKeyTable_ApiKeyFragment, unknown>;
export const SectionPermission_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionPermission_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SectionPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"objectIds"}}]}}]}}]} as unknown as DocumentNode<SectionPermission_FieldsFragment, unknown>;
export const TopBar_MeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopBar_me"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hasMultipleAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"currentAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"mfaSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"menuColour"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionPermission_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionPermission_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SectionPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"objectIds"}}]}}]}}]} as unknown as DocumentNode<TopBar_MeFragment, unknown>;
export const BeneficiaryListTable_ListFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BeneficiaryListTable_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BeneficiaryList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"listType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilies"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilyMembers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfMainBeneficiaries"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BeneficiaryListTable_ListFragment, unknown>;
export const DuplicatePairCard_BeneficiaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuplicatePairCard_beneficiary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Beneficiary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"externalReferenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilyMembers"}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}}]}}]}}]} as unknown as DocumentNode<DuplicatePairCard_BeneficiaryFragment, unknown>;
export const DuplicatePairCard_PairFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuplicatePairCard_pair"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BeneficiaryDuplicatePair"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pairId"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryA"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuplicatePairCard_beneficiary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryB"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuplicatePairCard_beneficiary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuplicatePairCard_beneficiary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Beneficiary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"externalReferenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilyMembers"}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}}]}}]}}]} as unknown as DocumentNode<DuplicatePairCard_PairFragment, unknown>;
export const ImportMapping_InspectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportMapping_inspection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BeneficiaryImportInspection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"sheets"}},{"kind":"Field","name":{"kind":"Name","value":"sheetName"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"sampleRows"}},{"kind":"Field","name":{"kind":"Name","value":"totalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requiredColumns"}}]}}]} as unknown as DocumentNode<ImportMapping_InspectionFragment, unknown>;
export const ImportReport_ImportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportReport_import"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BeneficiaryImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"skipDuplicates"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"validRows"}},{"kind":"Field","name":{"kind":"Name","value":"invalidRows"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateRows"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}}]} as unknown as DocumentNode<ImportReport_ImportFragment, unknown>;
export const BeneficiaryRow_BeneficiaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BeneficiaryRow_beneficiary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Beneficiary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"externalReferenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilyMembers"}}]}}]} as unknown as DocumentNode<BeneficiaryRow_BeneficiaryFragment, unknown>;
export const DistributionTerms_DistributionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionTerms_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionType"}},{"kind":"Field","name":{"kind":"Name","value":"distributionSummary"}},{"kind":"Field","name":{"kind":"Name","value":"requestPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"requestSignature"}},{"kind":"Field","name":{"kind":"Name","value":"distributionPdms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amountPerBeneficiary"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerBeneficiaryCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"includeDependants"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerDependant"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"quantityPerBeneficiary"}},{"kind":"Field","name":{"kind":"Name","value":"quantityPerDependant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}}]}}]} as unknown as DocumentNode<DistributionTerms_DistributionFragment, unknown>;
export const EditDistributionModal_DistributionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditDistributionModal_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionName"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistributionTerms_distribution"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionTerms_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionType"}},{"kind":"Field","name":{"kind":"Name","value":"distributionSummary"}},{"kind":"Field","name":{"kind":"Name","value":"requestPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"requestSignature"}},{"kind":"Field","name":{"kind":"Name","value":"distributionPdms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amountPerBeneficiary"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerBeneficiaryCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"includeDependants"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerDependant"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"quantityPerBeneficiary"}},{"kind":"Field","name":{"kind":"Name","value":"quantityPerDependant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}}]}}]} as unknown as DocumentNode<EditDistributionModal_DistributionFragment, unknown>;
export const DistributionActions_DistributionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionActions_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entitlements"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanApprove"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditDistributionModal_distribution"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionTerms_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionType"}},{"kind":"Field","name":{"kind":"Name","value":"distributionSummary"}},{"kind":"Field","name":{"kind":"Name","value":"requestPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"requestSignature"}},{"kind":"Field","name":{"kind":"Name","value":"distributionPdms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amountPerBeneficiary"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerBeneficiaryCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"includeDependants"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerDependant"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"quantityPerBeneficiary"}},{"kind":"Field","name":{"kind":"Name","value":"quantityPerDependant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditDistributionModal_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionName"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistributionTerms_distribution"}}]}}]} as unknown as DocumentNode<DistributionActions_DistributionFragment, unknown>;
export const DistributionApprovals_DistributionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionApprovals_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalId"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<DistributionApprovals_DistributionFragment, unknown>;
export const DistributionDetails_DistributionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionDetails_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistributionTerms_distribution"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilies"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilyMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"entitlements"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalsNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsGiven"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionTerms_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionType"}},{"kind":"Field","name":{"kind":"Name","value":"distributionSummary"}},{"kind":"Field","name":{"kind":"Name","value":"requestPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"requestSignature"}},{"kind":"Field","name":{"kind":"Name","value":"distributionPdms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amountPerBeneficiary"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerBeneficiaryCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"includeDependants"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerDependant"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"quantityPerBeneficiary"}},{"kind":"Field","name":{"kind":"Name","value":"quantityPerDependant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}}]}}]} as unknown as DocumentNode<DistributionDetails_DistributionFragment, unknown>;
export const DistributionSavedFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionSaved"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DistributionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DistributionSavedFragment, unknown>;
export const DistributionTable_DistributionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionTable_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionName"}},{"kind":"Field","name":{"kind":"Name","value":"distributionType"}},{"kind":"Field","name":{"kind":"Name","value":"distributionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerBeneficiaryCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DistributionTable_DistributionFragment, unknown>;
export const Pager_PageInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Pager_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<Pager_PageInfoFragment, unknown>;
export const EntitlementsTable_DistributionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntitlementsTable_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionType"}},{"kind":"Field","name":{"kind":"Name","value":"entitlements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Pager_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entitlementId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilyMembers"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"voucherCode"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Pager_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<EntitlementsTable_DistributionFragment, unknown>;
export const MonitoringPanel_DistributionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonitoringPanel_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"distributionPdms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}}]}}]}}]} as unknown as DocumentNode<MonitoringPanel_DistributionFragment, unknown>;
export const DistributionChangeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DistributionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<DistributionChangeFragment, unknown>;
export const JobProgress_JobFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<JobProgress_JobFragment, unknown>;
export const ProgramTable_ProgramFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramTable_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programType"}},{"kind":"Field","name":{"kind":"Name","value":"programStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ProgramTable_ProgramFragment, unknown>;
export const ReconciliationFigures_FiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReconciliationFigures_figures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReconciliationFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entitled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redeemed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expired"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"}},{"kind":"Field","name":{"kind":"Name","value":"indicator"}}]}}]} as unknown as DocumentNode<ReconciliationFigures_FiguresFragment, unknown>;
export const ReportFile_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportFile_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progressDone"}},{"kind":"Field","name":{"kind":"Name","value":"progressTotal"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleId"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<ReportFile_FieldsFragment, unknown>;
export const RoleEditor_RoleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleEditor_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"objectIds"}}]}}]}}]}}]} as unknown as DocumentNode<RoleEditor_RoleFragment, unknown>;
export const SmartFormTable_FormFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmartFormTable_form"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmartForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartFormId"}},{"kind":"Field","name":{"kind":"Name","value":"formName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"targetListId"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SmartFormTable_FormFragment, unknown>;
export const SubmissionTable_SubmissionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmissionTable_submission"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmartFormSubmission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}}]}}]} as unknown as DocumentNode<SubmissionTable_SubmissionFragment, unknown>;
export const SmartFormDefinition_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmartFormDefinition_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmartFormDefinition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relevant"}},{"kind":"Field","name":{"kind":"Name","value":"elements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"elementId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"constraint"}},{"kind":"Field","name":{"kind":"Name","value":"constraintMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relevant"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryField"}},{"kind":"Field","name":{"kind":"Name","value":"property"}}]}}]}}]}}]} as unknown as DocumentNode<SmartFormDefinition_FieldsFragment, unknown>;
export const SmartFormBuilder_FormFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmartFormBuilder_form"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmartForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartFormId"}},{"kind":"Field","name":{"kind":"Name","value":"formName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"targetListId"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SmartFormDefinition_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedBy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmartFormDefinition_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmartFormDefinition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relevant"}},{"kind":"Field","name":{"kind":"Name","value":"elements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"elementId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"constraint"}},{"kind":"Field","name":{"kind":"Name","value":"constraintMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relevant"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryField"}},{"kind":"Field","name":{"kind":"Name","value":"property"}}]}}]}}]}}]} as unknown as DocumentNode<SmartFormBuilder_FormFragment, unknown>;
export const RoleBadges_RoleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleBadges_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}}]}}]} as unknown as DocumentNode<RoleBadges_RoleFragment, unknown>;
export const UserTable_UserAccountFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserTable_userAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastActive"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleBadges_role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleBadges_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}}]}}]} as unknown as DocumentNode<UserTable_UserAccountFragment, unknown>;
export const UpdateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationCard_organization"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationCard_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"addressCity"}},{"kind":"Field","name":{"kind":"Name","value":"addressState"}},{"kind":"Field","name":{"kind":"Name","value":"addressPostalCode"}},{"kind":"Field","name":{"kind":"Name","value":"addressCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"detailsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]} as unknown as DocumentNode<UpdateOrganizationMutation, UpdateOrganizationMutationVariables>;
export const RemoveOrganizationLogoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveOrganizationLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeOrganizationLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationCard_organization"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationCard_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"addressCity"}},{"kind":"Field","name":{"kind":"Name","value":"addressState"}},{"kind":"Field","name":{"kind":"Name","value":"addressPostalCode"}},{"kind":"Field","name":{"kind":"Name","value":"addressCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"detailsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]} as unknown as DocumentNode<RemoveOrganizationLogoMutation, RemoveOrganizationLogoMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"detailsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"applicationLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"numberFormat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const RemoveProfileImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveProfileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeProfileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RemoveProfileImageMutation, RemoveProfileImageMutationVariables>;
export const ProfilePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationCard_organization"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsCard_organization"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubAccountsCard_organization"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alpha2"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CountryOptions_country"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationCard_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"addressCity"}},{"kind":"Field","name":{"kind":"Name","value":"addressState"}},{"kind":"Field","name":{"kind":"Name","value":"addressPostalCode"}},{"kind":"Field","name":{"kind":"Name","value":"addressCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"detailsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsCard_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuColour"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"defaultNumberFormat"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"possibleDuplicateThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"requireMfa"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubAccountsCard_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"subAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CountryOptions_country"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Country"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alpha2"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"}}]}}]} as unknown as DocumentNode<ProfilePageQuery, ProfilePageQueryVariables>;
export const UpdateOrganizationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrganizationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOrganizationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrganizationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsCard_organization"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsCard_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuColour"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"defaultNumberFormat"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"possibleDuplicateThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"requireMfa"}}]}}]}}]} as unknown as DocumentNode<UpdateOrganizationSettingsMutation, UpdateOrganizationSettingsMutationVariables>;
export const CreateSubAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSubAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSubAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSubAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateSubAccountMutation, CreateSubAccountMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TopBar_me"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"detailsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"applicationLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"numberFormat"}},{"kind":"Field","name":{"kind":"Name","value":"mfaSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"mfaPreferred"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasMultipleAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"currentAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"menuColour"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"detailsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionPermission_fields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionPermission_fields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionPermission_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SectionPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"objectIds"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopBar_me"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hasMultipleAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"currentAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"mfaSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"menuColour"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionPermission_fields"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const SwitchOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentAccountId"}}]}}]}}]} as unknown as DocumentNode<SwitchOrganizationMutation, SwitchOrganizationMutationVariables>;
export const ActivityLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOption"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Pager_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityLogTable_log"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Pager_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityLogTable_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sitePath"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<ActivityLogsQuery, ActivityLogsQueryVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyTable_apiKey"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyTable_apiKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const ApiKeyRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeyRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]}}]} as unknown as DocumentNode<ApiKeyRolesQuery, ApiKeyRolesQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const HostFeaturesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HostFeatures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartFormsAvailable"}}]}}]} as unknown as DocumentNode<HostFeaturesQuery, HostFeaturesQueryVariables>;
export const DeleteBeneficiaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBeneficiary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBeneficiary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"erasure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeleteBeneficiaryMutation, DeleteBeneficiaryMutationVariables>;
export const AnonymiseBeneficiaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnonymiseBeneficiary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anonymiseBeneficiary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"erasure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnonymiseBeneficiaryMutation, AnonymiseBeneficiaryMutationVariables>;
export const BeneficiaryCountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BeneficiaryCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alpha2"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CountryOptions_country"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CountryOptions_country"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Country"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alpha2"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"}}]}}]} as unknown as DocumentNode<BeneficiaryCountriesQuery, BeneficiaryCountriesQueryVariables>;
export const CreateBeneficiaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBeneficiary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBeneficiaryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBeneficiary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateBeneficiaryMutation, CreateBeneficiaryMutationVariables>;
export const UpdateBeneficiaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBeneficiary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBeneficiaryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBeneficiary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateBeneficiaryMutation, UpdateBeneficiaryMutationVariables>;
export const BeneficiaryHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BeneficiaryHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"CREATED_AT_NEWEST"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityLogTable_log"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityLogTable_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sitePath"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<BeneficiaryHistoryQuery, BeneficiaryHistoryQueryVariables>;
export const BeneficiaryListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BeneficiaryList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"listComments"}},{"kind":"Field","name":{"kind":"Name","value":"listType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilies"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilyMembers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfMainBeneficiaries"}},{"kind":"Field","name":{"kind":"Name","value":"propertyList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}}]}}]}}]} as unknown as DocumentNode<BeneficiaryListQuery, BeneficiaryListQueryVariables>;
export const SetListStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetListStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBeneficiaryListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBeneficiaryList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetListStatusMutation, SetListStatusMutationVariables>;
export const BeneficiaryListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BeneficiaryLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BeneficiaryListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOption"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"masterFilter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BeneficiaryListFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"master"},"name":{"kind":"Name","value":"beneficiaryLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"masterFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BeneficiaryListTable_list"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCreate"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Pager_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BeneficiaryListTable_list"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BeneficiaryListTable_list"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BeneficiaryList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"listType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilies"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilyMembers"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfMainBeneficiaries"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Pager_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<BeneficiaryListsQuery, BeneficiaryListsQueryVariables>;
export const BeneficiaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Beneficiary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"externalReferenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilyMembers"}},{"kind":"Field","name":{"kind":"Name","value":"creationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"listType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]}}]} as unknown as DocumentNode<BeneficiaryQuery, BeneficiaryQueryVariables>;
export const CreateBeneficiaryListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBeneficiaryList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBeneficiaryListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBeneficiaryList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateBeneficiaryListMutation, CreateBeneficiaryListMutationVariables>;
export const DuplicatesTotalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DuplicatesTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"duplicatesTotal"}}]}}]}}]} as unknown as DocumentNode<DuplicatesTotalQuery, DuplicatesTotalQueryVariables>;
export const StartBeneficiaryImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartBeneficiaryImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartBeneficiaryImportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startBeneficiaryImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"import"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StartBeneficiaryImportMutation, StartBeneficiaryImportMutationVariables>;
export const BeneficiaryImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BeneficiaryImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"importedRows"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportReport_import"}},{"kind":"Field","name":{"kind":"Name","value":"checkJob"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_job"}}]}},{"kind":"Field","name":{"kind":"Name","value":"importJob"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_job"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportReport_import"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BeneficiaryImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"skipDuplicates"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"validRows"}},{"kind":"Field","name":{"kind":"Name","value":"invalidRows"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateRows"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<BeneficiaryImportQuery, BeneficiaryImportQueryVariables>;
export const CommitBeneficiaryImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommitBeneficiaryImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skipDuplicates"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitBeneficiaryImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"skipDuplicates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skipDuplicates"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"import"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"skipDuplicates"}},{"kind":"Field","name":{"kind":"Name","value":"importJob"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_job"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<CommitBeneficiaryImportMutation, CommitBeneficiaryImportMutationVariables>;
export const BeneficiaryImportErrorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BeneficiaryImportErrors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BeneficiaryImportErrorsQuery, BeneficiaryImportErrorsQueryVariables>;
export const BeneficiaryImportRepairsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BeneficiaryImportRepairs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importId"}},{"kind":"Field","name":{"kind":"Name","value":"repairs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"original"}},{"kind":"Field","name":{"kind":"Name","value":"stored"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BeneficiaryImportRepairsQuery, BeneficiaryImportRepairsQueryVariables>;
export const BeneficiaryImportDuplicatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BeneficiaryImportDuplicates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importId"}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duplicateOfRow"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BeneficiaryImportDuplicatesQuery, BeneficiaryImportDuplicatesQueryVariables>;
export const InspectBeneficiaryImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InspectBeneficiaryImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"encoding"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TextEncoding"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sheetName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inspectBeneficiaryImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"encoding"},"value":{"kind":"Variable","name":{"kind":"Name","value":"encoding"}}},{"kind":"Argument","name":{"kind":"Name","value":"sheetName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sheetName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inspection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportMapping_inspection"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportMapping_inspection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BeneficiaryImportInspection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"sheets"}},{"kind":"Field","name":{"kind":"Name","value":"sheetName"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"sampleRows"}},{"kind":"Field","name":{"kind":"Name","value":"totalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requiredColumns"}}]}}]} as unknown as DocumentNode<InspectBeneficiaryImportMutation, InspectBeneficiaryImportMutationVariables>;
export const ListBeneficiariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListBeneficiaries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BeneficiaryFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOption"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withTotal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withTotal"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BeneficiaryRow_beneficiary"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BeneficiaryRow_beneficiary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Beneficiary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"externalReferenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilyMembers"}}]}}]} as unknown as DocumentNode<ListBeneficiariesQuery, ListBeneficiariesQueryVariables>;
export const RemoveFromListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFromList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"beneficiaryIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBeneficiariesFromList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}},{"kind":"Argument","name":{"kind":"Name","value":"beneficiaryIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"beneficiaryIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfMainBeneficiaries"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RemoveFromListMutation, RemoveFromListMutationVariables>;
export const DuplicatesOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DuplicatesOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"duplicatesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"lastDeduplication"}}]}}]}}]} as unknown as DocumentNode<DuplicatesOverviewQuery, DuplicatesOverviewQueryVariables>;
export const BeneficiaryDuplicatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BeneficiaryDuplicates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BeneficiaryDuplicateFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withTotal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryDuplicates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"SCORE_HIGHEST"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withTotal"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pairId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuplicatePairCard_pair"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuplicatePairCard_beneficiary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Beneficiary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"externalReferenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilyMembers"}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuplicatePairCard_pair"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BeneficiaryDuplicatePair"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pairId"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryA"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuplicatePairCard_beneficiary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryB"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuplicatePairCard_beneficiary"}}]}}]}}]} as unknown as DocumentNode<BeneficiaryDuplicatesQuery, BeneficiaryDuplicatesQueryVariables>;
export const StartDeduplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartDeduplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDeduplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_job"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<StartDeduplicationMutation, StartDeduplicationMutationVariables>;
export const MergeBeneficiaryDuplicateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergeBeneficiaryDuplicate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pairId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keepBeneficiaryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeBeneficiaryDuplicate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pairId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pairId"}}},{"kind":"Argument","name":{"kind":"Name","value":"keepBeneficiaryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keepBeneficiaryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pair"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pairId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"keptBeneficiaryId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MergeBeneficiaryDuplicateMutation, MergeBeneficiaryDuplicateMutationVariables>;
export const MarkBeneficiaryDuplicateDistinctDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkBeneficiaryDuplicateDistinct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pairId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markBeneficiaryDuplicateDistinct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pairId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pairId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pair"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pairId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MarkBeneficiaryDuplicateDistinctMutation, MarkBeneficiaryDuplicateDistinctMutationVariables>;
export const ApprovalSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovalSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minTotal"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"approvers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"incompatibleRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorRoleId"}},{"kind":"Field","name":{"kind":"Name","value":"approverRoleId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ApprovalSettingsQuery, ApprovalSettingsQueryVariables>;
export const ApprovalRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovalRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]}}]} as unknown as DocumentNode<ApprovalRolesQuery, ApprovalRolesQueryVariables>;
export const UpdateApprovalSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateApprovalSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateApprovalSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateApprovalSettingsMutation, UpdateApprovalSettingsMutationVariables>;
export const CreateDistributionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDistribution"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDistributionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDistribution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistributionSaved"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionSaved"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DistributionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateDistributionMutation, CreateDistributionMutationVariables>;
export const DistributionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Distribution"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EntitlementFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionName"}},{"kind":"Field","name":{"kind":"Name","value":"distributionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"distributionType"}},{"kind":"Field","name":{"kind":"Name","value":"vouchersPdfPath"}},{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistributionDetails_distribution"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistributionActions_distribution"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistributionApprovals_distribution"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntitlementsTable_distribution"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonitoringPanel_distribution"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionTerms_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionType"}},{"kind":"Field","name":{"kind":"Name","value":"distributionSummary"}},{"kind":"Field","name":{"kind":"Name","value":"requestPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"requestSignature"}},{"kind":"Field","name":{"kind":"Name","value":"distributionPdms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amountPerBeneficiary"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerBeneficiaryCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"includeDependants"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerDependant"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"quantityPerBeneficiary"}},{"kind":"Field","name":{"kind":"Name","value":"quantityPerDependant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditDistributionModal_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionName"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistributionTerms_distribution"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Pager_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionDetails_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistributionTerms_distribution"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilies"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilyMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"entitlements"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalsNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsGiven"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionActions_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entitlements"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanApprove"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditDistributionModal_distribution"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionApprovals_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalId"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntitlementsTable_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionType"}},{"kind":"Field","name":{"kind":"Name","value":"entitlements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Pager_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entitlementId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilyMembers"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"voucherCode"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonitoringPanel_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"distributionPdms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}}]}}]}}]} as unknown as DocumentNode<DistributionQuery, DistributionQueryVariables>;
export const LockedListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LockedLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"connector"},"value":{"kind":"EnumValue","value":"AND"}},{"kind":"ObjectField","name":{"kind":"Name","value":"conditions"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"STATUS"}},{"kind":"ObjectField","name":{"kind":"Name","value":"operator"},"value":{"kind":"EnumValue","value":"EQUAL"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"StringValue","value":"LOCKED","block":false}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"LIST_TYPE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"operator"},"value":{"kind":"EnumValue","value":"EQUAL"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"StringValue","value":"CUSTOM","block":false}}]}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilies"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilyMembers"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LockedListsQuery, LockedListsQueryVariables>;
export const MonitoringAvailableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonitoringAvailable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartFormsAvailable"}}]}}]} as unknown as DocumentNode<MonitoringAvailableQuery, MonitoringAvailableQueryVariables>;
export const StartDistributionMonitoringDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartDistributionMonitoring"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartDistributionMonitoringInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDistributionMonitoring"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sampled"}},{"kind":"Field","name":{"kind":"Name","value":"strata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"smartFormId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StartDistributionMonitoringMutation, StartDistributionMonitoringMutationVariables>;
export const DistributionMonitoringDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DistributionMonitoring"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"distributionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionMonitoring"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"distributionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"distributionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"notSent"}},{"kind":"Field","name":{"kind":"Name","value":"noPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"noEmail"}}]}}]}}]}}]} as unknown as DocumentNode<DistributionMonitoringQuery, DistributionMonitoringQueryVariables>;
export const SendMonitoringLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMonitoringLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMonitoringLinksInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMonitoringLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_job"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<SendMonitoringLinksMutation, SendMonitoringLinksMutationVariables>;
export const ProgramDistributionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramDistributions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DistributionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOption"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCreate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCreatableTypes"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Pager_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistributionTable_distribution"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Pager_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionTable_distribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Distribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionName"}},{"kind":"Field","name":{"kind":"Name","value":"distributionType"}},{"kind":"Field","name":{"kind":"Name","value":"distributionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerBeneficiaryCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ProgramDistributionsQuery, ProgramDistributionsQueryVariables>;
export const GenerateEntitlementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateEntitlements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateEntitlements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_job"}}]}},{"kind":"Field","name":{"kind":"Name","value":"distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<GenerateEntitlementsMutation, GenerateEntitlementsMutationVariables>;
export const SubmitDistributionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitDistribution"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitDistribution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistributionChange"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DistributionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitDistributionMutation, SubmitDistributionMutationVariables>;
export const CancelDistributionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelDistribution"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelDistribution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistributionChange"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DistributionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<CancelDistributionMutation, CancelDistributionMutationVariables>;
export const DecideDistributionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideDistribution"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideDistributionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideDistribution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistributionChange"}},{"kind":"Field","name":{"kind":"Name","value":"distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalsGiven"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DistributionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<DecideDistributionMutation, DecideDistributionMutationVariables>;
export const UpdateDistributionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDistribution"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDistributionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDistribution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DistributionSaved"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DistributionSaved"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DistributionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateDistributionMutation, UpdateDistributionMutationVariables>;
export const CancelJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_job"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<CancelJobMutation, CancelJobMutationVariables>;
export const JobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Job"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_job"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<JobQuery, JobQueryVariables>;
export const MyJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_job"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<MyJobsQuery, MyJobsQueryVariables>;
export const StartDemoJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartDemoJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartDemoJobInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDemoJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_job"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<StartDemoJobMutation, StartDemoJobMutationVariables>;
export const DemoJobsOfferedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemoJobsOffered"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"StartDemoJobInput","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DemoJobsOfferedQuery, DemoJobsOfferedQueryVariables>;
export const NotificationPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"distributionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"distributionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"distributionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<NotificationPreviewQuery, NotificationPreviewQueryVariables>;
export const SendNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"distributionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"distributionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"distributionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_job"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<SendNotificationsMutation, SendNotificationsMutationVariables>;
export const ResendNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"distributionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"distributionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"distributionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_job"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCancel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]} as unknown as DocumentNode<ResendNotificationsMutation, ResendNotificationsMutationVariables>;
export const DistributionNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DistributionNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Pager_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Pager_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<DistributionNotificationsQuery, DistributionNotificationsQueryVariables>;
export const NotificationOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"distributionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationOutbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"distributionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"distributionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Pager_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Pager_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<NotificationOutboxQuery, NotificationOutboxQueryVariables>;
export const MessageTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessageTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}}]}}]}}]} as unknown as DocumentNode<MessageTemplatesQuery, MessageTemplatesQueryVariables>;
export const CreateMessageTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMessageTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMessageTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMessageTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateMessageTemplateMutation, CreateMessageTemplateMutationVariables>;
export const UpdateMessageTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMessageTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessageTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateMessageTemplateMutation, UpdateMessageTemplateMutationVariables>;
export const DeleteMessageTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMessageTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMessageTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeleteMessageTemplateMutation, DeleteMessageTemplateMutationVariables>;
export const UpdateNotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateNotificationSettingsMutation, UpdateNotificationSettingsMutationVariables>;
export const PaymentExportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentExports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentExportOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"defaultColumns"}},{"kind":"Field","name":{"kind":"Name","value":"providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"distribution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentExports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentExportId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormat"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFamilies"}},{"kind":"Field","name":{"kind":"Name","value":"exportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadAgainPath"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentExportsQuery, PaymentExportsQueryVariables>;
export const CreateProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProgramInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateProgramMutation, CreateProgramMutationVariables>;
export const ProgramViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"programType"}},{"kind":"Field","name":{"kind":"Name","value":"programStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ProgramViewQuery, ProgramViewQueryVariables>;
export const ProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Programs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOption"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCreate"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Pager_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramTable_program"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Pager_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramTable_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programType"}},{"kind":"Field","name":{"kind":"Name","value":"programStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ProgramsQuery, ProgramsQueryVariables>;
export const ReconciliationProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReconciliationPrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"NAME"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReconciliationProgramsQuery, ReconciliationProgramsQueryVariables>;
export const ProgramReconciliationPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramReconciliationPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programReconciliation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionName"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReconciliationFigures_figures"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReconciliationFigures_figures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReconciliationFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entitled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redeemed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expired"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"}},{"kind":"Field","name":{"kind":"Name","value":"indicator"}}]}}]} as unknown as DocumentNode<ProgramReconciliationPageQuery, ProgramReconciliationPageQueryVariables>;
export const DistributionReconciliationPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DistributionReconciliationPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"distributionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReconciliationState"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionReconciliation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"distributionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"distributionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionName"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReconciliationFigures_figures"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reconciliationFamilies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"distributionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"distributionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entitlementId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"redeemed"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReconciliationFigures_figures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReconciliationFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entitled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redeemed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expired"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"}},{"kind":"Field","name":{"kind":"Name","value":"indicator"}}]}}]} as unknown as DocumentNode<DistributionReconciliationPageQuery, DistributionReconciliationPageQueryVariables>;
export const ReconciliationProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReconciliationProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reconciliationProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"matchColumn"}},{"kind":"Field","name":{"kind":"Name","value":"statusColumn"}}]}}]}}]} as unknown as DocumentNode<ReconciliationProviderQuery, ReconciliationProviderQueryVariables>;
export const StartReconciliationImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartReconciliationImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartReconciliationImportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startReconciliationImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"import"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<StartReconciliationImportMutation, StartReconciliationImportMutationVariables>;
export const ReconciliationImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReconciliationImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"importId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reconciliationImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"importId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"importId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"notFound"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"resultPath"}}]}}]}}]} as unknown as DocumentNode<ReconciliationImportQuery, ReconciliationImportQueryVariables>;
export const ResolveReconciliationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveReconciliation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveReconciliationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveReconciliation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entitlementId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ResolveReconciliationMutation, ResolveReconciliationMutationVariables>;
export const ReportFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportFile_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportFile_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progressDone"}},{"kind":"Field","name":{"kind":"Name","value":"progressTotal"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleId"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<ReportFileQuery, ReportFileQueryVariables>;
export const ReportFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Pager_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportFile_fields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Pager_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportFile_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progressDone"}},{"kind":"Field","name":{"kind":"Name","value":"progressTotal"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleId"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<ReportFilesQuery, ReportFilesQueryVariables>;
export const ReportSchedulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportSchedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportSchedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastReportId"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ReportSchedulesQuery, ReportSchedulesQueryVariables>;
export const StartBeneficiaryListReportFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartBeneficiaryListReportFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BeneficiaryListReportInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"table"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportTable"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startBeneficiaryListReportFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"table"},"value":{"kind":"Variable","name":{"kind":"Name","value":"table"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StartBeneficiaryListReportFileMutation, StartBeneficiaryListReportFileMutationVariables>;
export const StartDistributionSummaryReportFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartDistributionSummaryReportFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DistributionSummaryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"table"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportTable"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDistributionSummaryReportFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"table"},"value":{"kind":"Variable","name":{"kind":"Name","value":"table"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StartDistributionSummaryReportFileMutation, StartDistributionSummaryReportFileMutationVariables>;
export const ScheduleBeneficiaryListReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScheduleBeneficiaryListReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BeneficiaryListReportInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"table"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportTable"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"frequency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFrequency"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleBeneficiaryListReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"table"},"value":{"kind":"Variable","name":{"kind":"Name","value":"table"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"frequency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"frequency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleId"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ScheduleBeneficiaryListReportMutation, ScheduleBeneficiaryListReportMutationVariables>;
export const ScheduleDistributionSummaryReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScheduleDistributionSummaryReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DistributionSummaryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"table"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportTable"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"frequency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFrequency"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleDistributionSummaryReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"table"},"value":{"kind":"Variable","name":{"kind":"Name","value":"table"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"frequency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"frequency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleId"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ScheduleDistributionSummaryReportMutation, ScheduleDistributionSummaryReportMutationVariables>;
export const DeleteReportScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReportSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReportSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeleteReportScheduleMutation, DeleteReportScheduleMutationVariables>;
export const ReportListOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportListOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"NAME"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"listType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReportListOptionsQuery, ReportListOptionsQueryVariables>;
export const ReportCountryOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportCountryOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alpha2"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ReportCountryOptionsQuery, ReportCountryOptionsQueryVariables>;
export const ReportProgramOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportProgramOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"NAME"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReportProgramOptionsQuery, ReportProgramOptionsQueryVariables>;
export const ReportDistributionOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportDistributionOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DistributionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionName"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReportDistributionOptionsQuery, ReportDistributionOptionsQueryVariables>;
export const BeneficiaryListReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BeneficiaryListReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BeneficiaryListReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"familyMembers"}},{"kind":"Field","name":{"kind":"Name","value":"people"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sexAge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"ageBand"}},{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"people"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nationality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"people"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creationMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"families"}}]}},{"kind":"Field","name":{"kind":"Name","value":"familySize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"familyMembers"}},{"kind":"Field","name":{"kind":"Name","value":"orMore"}},{"kind":"Field","name":{"kind":"Name","value":"families"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"families"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duplicatesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"lastDeduplication"}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listId"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"familyMembers"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"byGender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"families"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BeneficiaryListReportQuery, BeneficiaryListReportQueryVariables>;
export const DistributionSummaryReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DistributionSummaryReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DistributionSummaryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionSummaryReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionName"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"distributionType"}},{"kind":"Field","name":{"kind":"Name","value":"distributionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"planned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"notified"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"voucherUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redeemed"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"monitoring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answerType"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"yes"}},{"kind":"Field","name":{"kind":"Name","value":"no"}},{"kind":"Field","name":{"kind":"Name","value":"average"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reconciliation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entitled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redeemed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expired"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"}},{"kind":"Field","name":{"kind":"Name","value":"indicator"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"distributions"}},{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"redeemed"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budgets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"unconverted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"overTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"}},{"kind":"Field","name":{"kind":"Name","value":"redeemed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"handovers"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsCompleted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scanners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"}},{"kind":"Field","name":{"kind":"Name","value":"handovers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offlineConflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unresolved"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reached"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"ageBand"}},{"kind":"Field","name":{"kind":"Name","value":"families"}},{"kind":"Field","name":{"kind":"Name","value":"people"}}]}}]}}]}}]} as unknown as DocumentNode<DistributionSummaryReportQuery, DistributionSummaryReportQueryVariables>;
export const RolePickerProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RolePickerPrograms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"NAME"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RolePickerProgramsQuery, RolePickerProgramsQueryVariables>;
export const RoleEditorSectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleEditorSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"selectable"}}]}}]}}]} as unknown as DocumentNode<RoleEditorSectionsQuery, RoleEditorSectionsQueryVariables>;
export const CreateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateRoleMutation, CreateRoleMutationVariables>;
export const UpdateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleEditor_role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleEditor_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"objectIds"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateRoleMutation, UpdateRoleMutationVariables>;
export const RolesPanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RolesPanel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"keyCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleEditor_role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleEditor_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"objectIds"}}]}}]}}]}}]} as unknown as DocumentNode<RolesPanelQuery, RolesPanelQueryVariables>;
export const DeleteRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeleteRoleMutation, DeleteRoleMutationVariables>;
export const ScannedVoucherDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScannedVoucher"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"qr"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scannedVoucher"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"qr"},"value":{"kind":"Variable","name":{"kind":"Name","value":"qr"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voucherId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"distributionName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"usageStatus"}},{"kind":"Field","name":{"kind":"Name","value":"requestPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"requestSignature"}},{"kind":"Field","name":{"kind":"Name","value":"distributionType"}},{"kind":"Field","name":{"kind":"Name","value":"collectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}}]}}]}}]}}]} as unknown as DocumentNode<ScannedVoucherQuery, ScannedVoucherQueryVariables>;
export const CollectInKindDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CollectInKind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CollectInKindInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collectInKind"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collectionId"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"voucher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voucherId"}},{"kind":"Field","name":{"kind":"Name","value":"collectionStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<CollectInKindMutation, CollectInKindMutationVariables>;
export const RedeemVoucherDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemVoucher"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RedeemVoucherInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemVoucher"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redemption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redemptionId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"voucher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voucherId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"usageStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<RedeemVoucherMutation, RedeemVoucherMutationVariables>;
export const ScannableDistributionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScannableDistributions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scannableDistributions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionName"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"voucherCount"}},{"kind":"Field","name":{"kind":"Name","value":"distributionType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ScannableDistributionsQuery, ScannableDistributionsQueryVariables>;
export const OfflineVoucherPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfflineVoucherPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"distributionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offlineVoucherPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"distributionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"distributionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionName"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"publicKey"}},{"kind":"Field","name":{"kind":"Name","value":"requestPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"requestSignature"}},{"kind":"Field","name":{"kind":"Name","value":"distributionType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vouchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voucherId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OfflineVoucherPageQuery, OfflineVoucherPageQueryVariables>;
export const SyncRedemptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncRedemptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SyncRedemptionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncRedemptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"remainingAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SyncRedemptionsMutation, SyncRedemptionsMutationVariables>;
export const SyncCollectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncCollections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SyncCollectionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncCollections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"remainingAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SyncCollectionsMutation, SyncCollectionsMutationVariables>;
export const RefreshMfaStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshMfaStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshMfaStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mfaEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"mfaPreferred"}}]}}]}}]} as unknown as DocumentNode<RefreshMfaStatusMutation, RefreshMfaStatusMutationVariables>;
export const AcceptSmartFormSubmissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptSmartFormSubmission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptSmartFormSubmission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"submissionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AcceptSmartFormSubmissionMutation, AcceptSmartFormSubmissionMutationVariables>;
export const MergeSmartFormSubmissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergeSmartFormSubmission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"beneficiaryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeSmartFormSubmission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"submissionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"beneficiaryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"beneficiaryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MergeSmartFormSubmissionMutation, MergeSmartFormSubmissionMutationVariables>;
export const RejectSmartFormSubmissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectSmartFormSubmission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectSmartFormSubmission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"submissionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RejectSmartFormSubmissionMutation, RejectSmartFormSubmissionMutationVariables>;
export const SmartFormSubmissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmartFormSubmissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmissionStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartFormId"}},{"kind":"Field","name":{"kind":"Name","value":"formName"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"definition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"elements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"submissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubmissionTable_submission"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubmissionTable_submission"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmartFormSubmission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}}]}}]} as unknown as DocumentNode<SmartFormSubmissionsQuery, SmartFormSubmissionsQueryVariables>;
export const SmartFormsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmartForms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SmartFormStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withTotal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartForms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withTotal"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartFormId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SmartFormTable_form"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmartFormTable_form"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmartForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartFormId"}},{"kind":"Field","name":{"kind":"Name","value":"formName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"targetListId"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SmartFormsQuery, SmartFormsQueryVariables>;
export const SmartFormTargetListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmartFormTargetLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"conditions"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"LIST_TYPE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"operator"},"value":{"kind":"EnumValue","value":"EQUAL"}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"StringValue","value":"CUSTOM","block":false}}]}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SmartFormTargetListsQuery, SmartFormTargetListsQueryVariables>;
export const SmartFormTargetListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmartFormTargetList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beneficiaryListId"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"propertyList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<SmartFormTargetListQuery, SmartFormTargetListQueryVariables>;
export const SmartFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmartForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SmartFormBuilder_form"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmartFormDefinition_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmartFormDefinition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relevant"}},{"kind":"Field","name":{"kind":"Name","value":"elements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"elementId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"constraint"}},{"kind":"Field","name":{"kind":"Name","value":"constraintMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relevant"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryField"}},{"kind":"Field","name":{"kind":"Name","value":"property"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmartFormBuilder_form"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmartForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartFormId"}},{"kind":"Field","name":{"kind":"Name","value":"formName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"targetListId"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SmartFormDefinition_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedBy"}}]}}]}}]} as unknown as DocumentNode<SmartFormQuery, SmartFormQueryVariables>;
export const CreateSmartFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSmartForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSmartFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSmartForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartFormId"}},{"kind":"Field","name":{"kind":"Name","value":"formName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateSmartFormMutation, CreateSmartFormMutationVariables>;
export const UpdateSmartFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSmartForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSmartFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSmartForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SmartFormBuilder_form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmartFormDefinition_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmartFormDefinition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relevant"}},{"kind":"Field","name":{"kind":"Name","value":"elements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"elementId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"constraint"}},{"kind":"Field","name":{"kind":"Name","value":"constraintMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relevant"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryField"}},{"kind":"Field","name":{"kind":"Name","value":"property"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmartFormBuilder_form"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmartForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartFormId"}},{"kind":"Field","name":{"kind":"Name","value":"formName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"targetListId"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SmartFormDefinition_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedBy"}}]}}]}}]} as unknown as DocumentNode<UpdateSmartFormMutation, UpdateSmartFormMutationVariables>;
export const PublishSmartFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishSmartForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishSmartForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SmartFormBuilder_form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmartFormDefinition_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmartFormDefinition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relevant"}},{"kind":"Field","name":{"kind":"Name","value":"elements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"elementId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"constraint"}},{"kind":"Field","name":{"kind":"Name","value":"constraintMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relevant"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryField"}},{"kind":"Field","name":{"kind":"Name","value":"property"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmartFormBuilder_form"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmartForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartFormId"}},{"kind":"Field","name":{"kind":"Name","value":"formName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"targetListId"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SmartFormDefinition_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedBy"}}]}}]}}]} as unknown as DocumentNode<PublishSmartFormMutation, PublishSmartFormMutationVariables>;
export const CloseSmartFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseSmartForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeSmartForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SmartFormBuilder_form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmartFormDefinition_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmartFormDefinition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relevant"}},{"kind":"Field","name":{"kind":"Name","value":"elements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"elementId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"constraint"}},{"kind":"Field","name":{"kind":"Name","value":"constraintMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relevant"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryField"}},{"kind":"Field","name":{"kind":"Name","value":"property"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmartFormBuilder_form"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmartForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartFormId"}},{"kind":"Field","name":{"kind":"Name","value":"formName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"targetListId"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SmartFormDefinition_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedBy"}}]}}]}}]} as unknown as DocumentNode<CloseSmartFormMutation, CloseSmartFormMutationVariables>;
export const SmartFormFillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmartFormFill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smartFormId"}},{"kind":"Field","name":{"kind":"Name","value":"formName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"definition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SmartFormDefinition_fields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmartFormDefinition_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmartFormDefinition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relevant"}},{"kind":"Field","name":{"kind":"Name","value":"elements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"elementId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"constraint"}},{"kind":"Field","name":{"kind":"Name","value":"constraintMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relevant"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryField"}},{"kind":"Field","name":{"kind":"Name","value":"property"}}]}}]}}]}}]} as unknown as DocumentNode<SmartFormFillQuery, SmartFormFillQueryVariables>;
export const SubmitSmartFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitSmartForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitSmartFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitSmartForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitSmartFormMutation, SubmitSmartFormMutationVariables>;
export const UpdateMemberRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMemberRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMemberRolesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMemberRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateMemberRolesMutation, UpdateMemberRolesMutationVariables>;
export const InviteMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<InviteMemberMutation, InviteMemberMutationVariables>;
export const UsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Users"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserAccountFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOption"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanInvite"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanRemove"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Pager_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserTable_userAccount"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleBadges_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Pager_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserTable_userAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userFullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastActive"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleBadges_role"}}]}}]}}]} as unknown as DocumentNode<UsersQuery, UsersQueryVariables>;
export const ResendInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResendInvitationMutation, ResendInvitationMutationVariables>;
export const DisableMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DisableMemberMutation, DisableMemberMutationVariables>;
export const EnableMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EnableMemberMutation, EnableMemberMutationVariables>;
export const RemoveMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RemoveMemberMutation, RemoveMemberMutationVariables>;
export const MemberRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]}}]} as unknown as DocumentNode<MemberRolesQuery, MemberRolesQueryVariables>;