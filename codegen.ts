// One codegen config: resolver types for the gateway, typed documents for the web client.
import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = {
  DateTime: 'string',
  Date: 'string',
  MinorUnits: 'number',
};

export const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  emitLegacyCommonJSImports: false,
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.js#GatewayContext',
        mappers: {
          Program: '../programs/types.js#ProgramRecord',
          ProgramConnection: '../programs/types.js#ProgramConnectionRecord',
          Distribution: '../distributions/types.js#DistributionRecord',
          DistributionConnection: '../distributions/types.js#DistributionConnectionRecord',
          Entitlement: '../distributions/types.js#EntitlementRecord',
          EntitlementConnection: '../distributions/types.js#EntitlementConnectionRecord',
          ApprovalSettings: '../distributions/types.js#ApprovalSettingsRecord',
          DistributionApproval: '../distributions/types.js#DistributionApprovalRecord',
          MessageTemplate: '../notifications/types.js#MessageTemplateRecord',
          MessageTemplateConnection: '../notifications/types.js#MessageTemplateConnectionRecord',
          NotificationSettings: '../notifications/types.js#NotificationSettingsRecord',
          NotificationConnection: '../notifications/types.js#NotificationConnectionRecord',
          OutboxMessageConnection: '../notifications/types.js#OutboxMessageConnectionRecord',
          PaymentProvider: '../payments/types.js#PaymentProviderRecord',
          PaymentExportOptions: '../payments/types.js#PaymentExportOptionsRecord',
          PaymentExport: '../payments/types.js#PaymentExportRecord',
          ActivityLog: '../activity/types.js#ActivityLogRecord',
          ActivityLogConnection: '../activity/types.js#ActivityLogConnectionRecord',
          Job: '../jobs/types.js#JobRecord',
          JobConnection: '../jobs/types.js#JobConnectionRecord',
          User: '../accounts/types.js#UserRecord',
          Me: '../accounts/types.js#MeRecord',
          Membership: '../accounts/types.js#MembershipRecord',
          Organization: '../accounts/types.js#OrganizationRecord',
          SubAccount: '../accounts/types.js#SubAccountRecord',
          Country: '../accounts/types.js#CountryRecord',
          Role: '../access/types.js#RoleRecord',
          ApiKey: '../apikeys/types.js#ApiKeyRecord',
          UserAccount: '../users/types.js#UserAccountRecord',
          UserAccountConnection: '../users/types.js#UserAccountConnectionRecord',
          BeneficiaryList: '../beneficiaries/types.js#BeneficiaryListRecord',
          BeneficiaryListConnection: '../beneficiaries/types.js#BeneficiaryListConnectionRecord',
          Beneficiary: '../beneficiaries/types.js#BeneficiaryRecord',
          BeneficiaryConnection: '../beneficiaries/types.js#BeneficiaryConnectionRecord',
          BeneficiaryImport: '../beneficiaries/imports.js#BeneficiaryImportRecord',
          BeneficiaryImportDuplicate: '../beneficiaries/imports.js#ImportDuplicateRecord',
          BeneficiaryDuplicatePair: '../beneficiaries/duplicates.js#BeneficiaryDuplicatePairRecord',
          BeneficiaryDuplicatePairConnection: '../beneficiaries/duplicates.js#BeneficiaryDuplicatePairConnectionRecord',
        },
      },
    },
    'web/src/generated/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/generated/**'],
      // Masked: a component sees only the fields of its own fragment, read with getFragmentData.
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: { scalars, useTypeImports: true, enumsAsTypes: true },
    },
  },
};

export default config;
