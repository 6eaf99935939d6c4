import { openApiDocument } from '@aid/api';
import { ACCOUNT_STATUSES } from '@aid/common/accounts';
import { ACTIVITY_ACTIONS, ACTIVITY_LOG_LIST, ACTIVITY_OBJECT_TYPES } from '@aid/common/activity';
import {
  BENEFICIARY_DUPLICATE_LIST,
  BENEFICIARY_IMPORT_COLUMNS,
  BENEFICIARY_LIST,
  BENEFICIARY_LIST_LIST,
  BENEFICIARY_LIST_STATUSES,
  BENEFICIARY_LIST_TYPES,
  BENEFICIARY_PROPERTY_TYPES,
  CREATION_METHODS,
  DUPLICATE_LEVELS,
  DUPLICATE_REASONS,
  DUPLICATE_STATUSES,
  IMPORT_ENCODINGS,
  IMPORT_FORMATS,
  IMPORT_STATUSES,
} from '@aid/common/beneficiaries';
import {
  APPROVAL_DECISIONS,
  COLLECTION_STATUSES,
  DISTRIBUTION_LIST,
  DISTRIBUTION_REFUSALS,
  DISTRIBUTION_STATUSES,
  DISTRIBUTION_TYPES,
  ENTITLEMENT_LIST,
  PAYMENT_STATUSES,
  pdmQuestionSchema,
} from '@aid/common/distributions';
import {
  FILTER_OPERATORS,
  GENDERS,
  LOGICAL_CONNECTORS,
  MEMBER_STATUSES,
  PROGRAM_STATUSES,
  PROGRAM_TYPES,
  SORT_OPTIONS,
} from '@aid/common/enums';
import { ERROR_CODES, FIELD_ERROR_CODES } from '@aid/common/errors';
import { JOB_KINDS, JOB_LIST, JOB_STATUSES } from '@aid/common/jobs';
import {
  MESSAGE_TEMPLATE_LIST,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_REFUSALS,
  NOTIFICATION_STATUSES,
} from '@aid/common/notifications';
import { PAYMENT_EXPORT_COLUMNS, PAYMENT_EXPORT_FORMATS } from '@aid/common/payments';
import { ACCESS_LEVELS, ACTIONS, SECTIONS } from '@aid/common/permissions';
import { PROGRAM_LIST } from '@aid/common/programs';
import { AGE_BANDS, REPORT_GENDERS, REPORT_INTERVALS } from '@aid/common/reports';
import { CONFLICT_REASONS, REDEMPTION_SOURCES, SCAN_REFUSALS, SYNC_OUTCOMES } from '@aid/common/scanning';
import { MONITORING_SEND_REFUSALS } from '@aid/common/smart-forms';
import { USER_ACCOUNT_LIST } from '@aid/common/users';
import { VOUCHER_USAGE_STATUSES } from '@aid/common/vouchers';
import { isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildDeclaredSchema } from './schema.js';

const schema = buildDeclaredSchema();

describe('GraphQL enums carry exactly the values of @aid/common', () => {
  it.each([
    ['FilterOperator', FILTER_OPERATORS],
    ['LogicalConnector', LOGICAL_CONNECTORS],
    ['SortOption', SORT_OPTIONS],
    ['Section', SECTIONS],
    ['Action', ACTIONS],
    ['AccessLevel', ACCESS_LEVELS],
    ['Gender', GENDERS],
    ['ProgramType', PROGRAM_TYPES],
    ['ProgramStatus', PROGRAM_STATUSES],
    ['MemberStatus', MEMBER_STATUSES],
    ['AccountStatus', ACCOUNT_STATUSES],
    ['ErrorCode', ERROR_CODES],
    ['FieldErrorCode', FIELD_ERROR_CODES],
    ['ActivityAction', ACTIVITY_ACTIONS],
    ['ActivityObjectType', ACTIVITY_OBJECT_TYPES],
    ['JobStatus', JOB_STATUSES],
    ['JobKind', JOB_KINDS],
    // The filterable fields of each list are declared once in common/; the schema's enums must name exactly those.
    ['ProgramField', Object.keys(PROGRAM_LIST.fields)],
    ['ActivityLogField', Object.keys(ACTIVITY_LOG_LIST.fields)],
    ['JobField', Object.keys(JOB_LIST.fields)],
    ['UserAccountField', Object.keys(USER_ACCOUNT_LIST.fields)],
    ['BeneficiaryField', Object.keys(BENEFICIARY_LIST.fields)],
    ['BeneficiaryListField', Object.keys(BENEFICIARY_LIST_LIST.fields)],
    ['BeneficiaryListType', BENEFICIARY_LIST_TYPES],
    ['BeneficiaryListStatus', BENEFICIARY_LIST_STATUSES],
    ['BeneficiaryPropertyType', BENEFICIARY_PROPERTY_TYPES],
    ['CreationMethod', CREATION_METHODS],
    ['BeneficiaryDuplicateField', Object.keys(BENEFICIARY_DUPLICATE_LIST.fields)],
    ['DuplicatePairStatus', DUPLICATE_STATUSES],
    ['DuplicateLevel', DUPLICATE_LEVELS],
    ['DuplicateReason', DUPLICATE_REASONS],
    ['BeneficiaryImportColumn', BENEFICIARY_IMPORT_COLUMNS],
    ['BeneficiaryImportStatus', IMPORT_STATUSES],
    ['ImportFileFormat', IMPORT_FORMATS],
    ['TextEncoding', IMPORT_ENCODINGS],
    ['DistributionType', DISTRIBUTION_TYPES],
    ['DistributionStatus', DISTRIBUTION_STATUSES],
    ['PaymentStatus', PAYMENT_STATUSES],
    ['CollectionStatus', COLLECTION_STATUSES],
    ['ApprovalDecision', APPROVAL_DECISIONS],
    ['PdmAnswerType', pdmQuestionSchema.shape.answerType.unwrap().options],
    ['DistributionField', Object.keys(DISTRIBUTION_LIST.fields)],
    ['EntitlementField', Object.keys(ENTITLEMENT_LIST.fields)],
    ['VoucherUsageStatus', VOUCHER_USAGE_STATUSES],
    ['NotificationChannel', NOTIFICATION_CHANNELS],
    ['NotificationStatus', NOTIFICATION_STATUSES],
    ['MessageTemplateField', Object.keys(MESSAGE_TEMPLATE_LIST.fields)],
    ['PaymentExportColumn', PAYMENT_EXPORT_COLUMNS],
    ['PaymentExportFormat', PAYMENT_EXPORT_FORMATS],
    ['SyncOutcome', SYNC_OUTCOMES],
    ['ConflictReason', CONFLICT_REASONS],
    ['RedemptionSource', REDEMPTION_SOURCES],
    ['AgeBand', AGE_BANDS],
    ['ReportGender', REPORT_GENDERS],
    ['ReportInterval', REPORT_INTERVALS],
  ])('%s', (name, values) => {
    const type = schema.getType(name);
    if (!isEnumType(type)) throw new Error(`${name} is not an enum in the schema`);
    expect(type.getValues().map((v) => v.name)).toEqual([...values]);
  });
});

/**
 * Each domain's refusal list (the REST body's `reason`) lives once in common/src/<domain>/; the API's error types
 * take their `reason` from it, and the schema's enum of the same refusals must name exactly the same values.
 */
const REFUSALS: Record<string, readonly string[]> = {
  DistributionRefusal: DISTRIBUTION_REFUSALS,
  MonitoringSendRefusal: MONITORING_SEND_REFUSALS,
  NotificationRefusal: NOTIFICATION_REFUSALS,
  ScanRefusal: SCAN_REFUSALS,
};

describe('refusal enums carry exactly the refusal lists of @aid/common', () => {
  it.each(Object.entries(REFUSALS))('%s', (name, values) => {
    const type = schema.getType(name);
    if (!isEnumType(type)) throw new Error(`${name} is not an enum in the schema`);
    expect(type.getValues().map((v) => v.name)).toEqual([...values]);
  });

  it('checks every refusal enum of the schema', () => {
    const declared = Object.values(schema.getTypeMap()).filter((t) => isEnumType(t) && t.name.endsWith('Refusal'));
    expect(declared.map((t) => t.name).sort()).toEqual(Object.keys(REFUSALS).sort());
  });
});

describe('reasons the API declares', () => {
  // The API's OpenAPI names the notification refusals of common/src/notifications/enums.ts.
  it("NotificationRefusal names the reasons of the API's NotificationError", () => {
    const components = openApiDocument.components as {
      schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }>;
    };
    const declared = components.schemas.NotificationError?.properties?.reason?.enum;
    expect(declared).toEqual([...NOTIFICATION_REFUSALS]);
  });
});
