/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SectionPermission_fields on SectionPermission {\n    section\n    access {\n      action\n      accessLevel\n      objectIds\n    }\n  }\n": typeof types.SectionPermission_FieldsFragmentDoc,
    "\n  fragment CountryOptions_country on Country {\n    alpha2\n    name\n    currencies\n  }\n": typeof types.CountryOptions_CountryFragmentDoc,
    "\n  fragment OrganizationCard_organization on Organization {\n    accountId\n    organizationName\n    phoneNumber\n    addressLine\n    addressCity\n    addressState\n    addressPostalCode\n    addressCountryCode\n    detailsCompleted\n    status\n    logoUrl\n  }\n": typeof types.OrganizationCard_OrganizationFragmentDoc,
    "\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      organization {\n        ...OrganizationCard_organization\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": typeof types.UpdateOrganizationDocument,
    "\n  mutation RemoveOrganizationLogo {\n    removeOrganizationLogo {\n      organization {\n        ...OrganizationCard_organization\n      }\n      code\n      message\n    }\n  }\n": typeof types.RemoveOrganizationLogoDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      me {\n        user {\n          userId\n          firstName\n          lastName\n          userFullName\n        }\n        phoneNumber\n        detailsCompleted\n        applicationLanguage\n        numberFormat\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation RemoveProfileImage {\n    removeProfileImage {\n      me {\n        profileImageUrl\n      }\n      code\n      message\n    }\n  }\n": typeof types.RemoveProfileImageDocument,
    "\n  query ProfilePage {\n    organization {\n      accountId\n      ...OrganizationCard_organization\n      ...SettingsCard_organization\n      ...SubAccountsCard_organization\n    }\n    countries {\n      alpha2\n      ...CountryOptions_country\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  fragment SettingsCard_organization on Organization {\n    accountId\n    settings {\n      menuColour\n      defaultLanguage\n      defaultNumberFormat\n      currency\n      duplicateThreshold\n      possibleDuplicateThreshold\n      requireMfa\n    }\n  }\n": typeof types.SettingsCard_OrganizationFragmentDoc,
    "\n  mutation UpdateOrganizationSettings($input: UpdateOrganizationSettingsInput!) {\n    updateOrganizationSettings(input: $input) {\n      organization {\n        ...SettingsCard_organization\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": typeof types.UpdateOrganizationSettingsDocument,
    "\n  fragment SubAccountsCard_organization on Organization {\n    accountId\n    subAccounts {\n      accountId\n      organizationName\n      status\n      createdAt\n    }\n  }\n": typeof types.SubAccountsCard_OrganizationFragmentDoc,
    "\n  mutation CreateSubAccount($input: CreateSubAccountInput!) {\n    createSubAccount(input: $input) {\n      subAccount {\n        accountId\n        organizationName\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": typeof types.CreateSubAccountDocument,
    "\n  query Me {\n    me {\n      ...TopBar_me\n      user {\n        userId\n        email\n        firstName\n        lastName\n        userFullName\n      }\n      phoneNumber\n      detailsCompleted\n      applicationLanguage\n      numberFormat\n      mfaSettings {\n        mfaEnabled\n        mfaPreferred\n      }\n      profileImageUrl\n      hasMultipleAccounts\n      currentAccountId\n      memberships {\n        accountId\n        organizationName\n        menuColour\n        detailsCompleted\n        status\n        roles {\n          roleId\n          roleName\n          roleType\n          permissions {\n            ...SectionPermission_fields\n          }\n        }\n      }\n      permissions {\n        ...SectionPermission_fields\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation SwitchOrganization($accountId: ID!) {\n    switchOrganization(accountId: $accountId) {\n      currentAccountId\n    }\n  }\n": typeof types.SwitchOrganizationDocument,
    "\n  fragment ActivityLogTable_log on ActivityLog {\n    logId\n    action\n    objectType\n    objectId\n    section\n    sitePath\n    createdAt\n    user {\n      userId\n      userFullName\n      email\n    }\n    changes {\n      field\n      from\n      to\n    }\n  }\n": typeof types.ActivityLogTable_LogFragmentDoc,
    "\n  query ActivityLogs($first: Int, $after: String, $last: Int, $before: String, $filter: ActivityLogFilter, $sort: SortOption) {\n    activityLogs(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          ...ActivityLogTable_log\n        }\n      }\n    }\n  }\n": typeof types.ActivityLogsDocument,
    "\n  fragment ApiKeyTable_apiKey on ApiKey {\n    apiKeyId\n    name\n    prefix\n    status\n    createdAt\n    lastUsedAt\n    role {\n      roleId\n      roleName\n    }\n    createdBy {\n      userId\n      userFullName\n      email\n    }\n  }\n": typeof types.ApiKeyTable_ApiKeyFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      apiKeyId\n      ...ApiKeyTable_apiKey\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      apiKey {\n        apiKeyId\n        status\n      }\n      code\n      message\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query ApiKeyRoles {\n    roles {\n      roleId\n      roleName\n    }\n  }\n": typeof types.ApiKeyRolesDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        apiKeyId\n        name\n      }\n      secret\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  fragment TopBar_me on Me {\n    user {\n      userId\n      userFullName\n    }\n    hasMultipleAccounts\n    currentAccountId\n    mfaSettings {\n      mfaEnabled\n    }\n    memberships {\n      accountId\n      organizationName\n      menuColour\n    }\n    permissions {\n      ...SectionPermission_fields\n    }\n  }\n": typeof types.TopBar_MeFragmentDoc,
    "\n  fragment JobProgress_job on Job {\n    jobId\n    kind\n    status\n    attempts\n    errorMessage\n    cancelRequested\n    viewerCanCancel\n    createdAt\n    startedAt\n    finishedAt\n    progress {\n      done\n      total\n      percent\n    }\n  }\n": typeof types.JobProgress_JobFragmentDoc,
    "\n  mutation CancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      job {\n        ...JobProgress_job\n      }\n      code\n      message\n    }\n  }\n": typeof types.CancelJobDocument,
    "\n  query Job($id: ID!) {\n    job(id: $id) {\n      jobId\n      status\n      ...JobProgress_job\n    }\n  }\n": typeof types.JobDocument,
    "\n  query MyJobs($first: Int!) {\n    jobs(first: $first, mine: true) {\n      edges {\n        node {\n          jobId\n          status\n          ...JobProgress_job\n        }\n      }\n    }\n  }\n": typeof types.MyJobsDocument,
    "\n  mutation StartDemoJob($input: StartDemoJobInput!) {\n    startDemoJob(input: $input) {\n      job {\n        ...JobProgress_job\n      }\n      code\n      message\n    }\n  }\n": typeof types.StartDemoJobDocument,
    "\n  mutation CreateProgram($input: CreateProgramInput!) {\n    createProgram(input: $input) {\n      program {\n        programId\n        programName\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": typeof types.CreateProgramDocument,
    "\n  fragment ProgramTable_program on Program {\n    programId\n    programName\n    programType\n    programStatus\n    currency\n    budget\n    startDate\n    endDate\n    createdAt\n  }\n": typeof types.ProgramTable_ProgramFragmentDoc,
    "\n  query ProgramView($id: ID!) {\n    program(id: $id) {\n      programId\n      programName\n      description\n      programType\n      programStatus\n      currency\n      budget\n      startDate\n      endDate\n      createdAt\n      updatedAt\n      createdBy {\n        userId\n        userFullName\n        email\n      }\n      updatedBy {\n        userId\n        userFullName\n        email\n      }\n    }\n  }\n": typeof types.ProgramViewDocument,
    "\n  query Programs($first: Int, $after: String, $last: Int, $before: String, $filter: ProgramFilter, $sort: SortOption) {\n    programs(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {\n      totalCount\n      viewerCanCreate\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...ProgramTable_program\n        }\n      }\n    }\n  }\n": typeof types.ProgramsDocument,
    "\n  query RolePickerPrograms($first: Int!, $filter: ProgramFilter) {\n    programs(first: $first, filter: $filter, sort: NAME) {\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          programId\n          programName\n        }\n      }\n    }\n  }\n": typeof types.RolePickerProgramsDocument,
    "\n  fragment RoleBadges_role on Role {\n    roleId\n    roleName\n    roleType\n  }\n": typeof types.RoleBadges_RoleFragmentDoc,
    "\n  fragment RoleEditor_role on Role {\n    roleId\n    roleName\n    roleType\n    permissions {\n      section\n      access {\n        action\n        accessLevel\n        objectIds\n      }\n    }\n  }\n": typeof types.RoleEditor_RoleFragmentDoc,
    "\n  query RoleEditorSections {\n    sectionActions {\n      section\n      actions\n      selectable\n    }\n  }\n": typeof types.RoleEditorSectionsDocument,
    "\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      role {\n        roleId\n        roleName\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": typeof types.CreateRoleDocument,
    "\n  mutation UpdateRole($id: ID!, $input: UpdateRoleInput!) {\n    updateRole(id: $id, input: $input) {\n      role {\n        roleId\n        ...RoleEditor_role\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": typeof types.UpdateRoleDocument,
    "\n  query RolesPanel {\n    roles {\n      roleId\n      roleName\n      roleType\n      memberCount\n      keyCount\n      ...RoleEditor_role\n    }\n  }\n": typeof types.RolesPanelDocument,
    "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      role {\n        roleId\n      }\n      code\n      message\n    }\n  }\n": typeof types.DeleteRoleDocument,
    "\n  mutation RefreshMfaStatus {\n    refreshMfaStatus {\n      mfaEnabled\n      mfaPreferred\n    }\n  }\n": typeof types.RefreshMfaStatusDocument,
    "\n  mutation UpdateMemberRoles($id: ID!, $input: UpdateMemberRolesInput!) {\n    updateMemberRoles(id: $id, input: $input) {\n      userAccount {\n        userId\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": typeof types.UpdateMemberRolesDocument,
    "\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      userAccount {\n        userId\n        email\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": typeof types.InviteMemberDocument,
    "\n  fragment UserTable_userAccount on UserAccount {\n    userId\n    email\n    userFullName\n    status\n    lastActive\n    roles {\n      roleId\n      ...RoleBadges_role\n    }\n  }\n": typeof types.UserTable_UserAccountFragmentDoc,
    "\n  query Users($first: Int, $after: String, $last: Int, $before: String, $filter: UserAccountFilter, $sort: SortOption) {\n    users(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {\n      totalCount\n      viewerCanInvite\n      viewerCanUpdate\n      viewerCanRemove\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          userId\n          ...UserTable_userAccount\n        }\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      userAccount {\n        userId\n        status\n      }\n      code\n      message\n    }\n  }\n": typeof types.ResendInvitationDocument,
    "\n  mutation DisableMember($id: ID!) {\n    disableMember(id: $id) {\n      userAccount {\n        userId\n        status\n      }\n      code\n      message\n    }\n  }\n": typeof types.DisableMemberDocument,
    "\n  mutation EnableMember($id: ID!) {\n    enableMember(id: $id) {\n      userAccount {\n        userId\n        status\n      }\n      code\n      message\n    }\n  }\n": typeof types.EnableMemberDocument,
    "\n  mutation RemoveMember($id: ID!) {\n    removeMember(id: $id) {\n      userId\n      code\n      message\n    }\n  }\n": typeof types.RemoveMemberDocument,
    "\n  query MemberRoles {\n    roles {\n      roleId\n      roleName\n    }\n  }\n": typeof types.MemberRolesDocument,
};
const documents: Documents = {
    "\n  fragment SectionPermission_fields on SectionPermission {\n    section\n    access {\n      action\n      accessLevel\n      objectIds\n    }\n  }\n": types.SectionPermission_FieldsFragmentDoc,
    "\n  fragment CountryOptions_country on Country {\n    alpha2\n    name\n    currencies\n  }\n": types.CountryOptions_CountryFragmentDoc,
    "\n  fragment OrganizationCard_organization on Organization {\n    accountId\n    organizationName\n    phoneNumber\n    addressLine\n    addressCity\n    addressState\n    addressPostalCode\n    addressCountryCode\n    detailsCompleted\n    status\n    logoUrl\n  }\n": types.OrganizationCard_OrganizationFragmentDoc,
    "\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      organization {\n        ...OrganizationCard_organization\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": types.UpdateOrganizationDocument,
    "\n  mutation RemoveOrganizationLogo {\n    removeOrganizationLogo {\n      organization {\n        ...OrganizationCard_organization\n      }\n      code\n      message\n    }\n  }\n": types.RemoveOrganizationLogoDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      me {\n        user {\n          userId\n          firstName\n          lastName\n          userFullName\n        }\n        phoneNumber\n        detailsCompleted\n        applicationLanguage\n        numberFormat\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation RemoveProfileImage {\n    removeProfileImage {\n      me {\n        profileImageUrl\n      }\n      code\n      message\n    }\n  }\n": types.RemoveProfileImageDocument,
    "\n  query ProfilePage {\n    organization {\n      accountId\n      ...OrganizationCard_organization\n      ...SettingsCard_organization\n      ...SubAccountsCard_organization\n    }\n    countries {\n      alpha2\n      ...CountryOptions_country\n    }\n  }\n": types.ProfilePageDocument,
    "\n  fragment SettingsCard_organization on Organization {\n    accountId\n    settings {\n      menuColour\n      defaultLanguage\n      defaultNumberFormat\n      currency\n      duplicateThreshold\n      possibleDuplicateThreshold\n      requireMfa\n    }\n  }\n": types.SettingsCard_OrganizationFragmentDoc,
    "\n  mutation UpdateOrganizationSettings($input: UpdateOrganizationSettingsInput!) {\n    updateOrganizationSettings(input: $input) {\n      organization {\n        ...SettingsCard_organization\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": types.UpdateOrganizationSettingsDocument,
    "\n  fragment SubAccountsCard_organization on Organization {\n    accountId\n    subAccounts {\n      accountId\n      organizationName\n      status\n      createdAt\n    }\n  }\n": types.SubAccountsCard_OrganizationFragmentDoc,
    "\n  mutation CreateSubAccount($input: CreateSubAccountInput!) {\n    createSubAccount(input: $input) {\n      subAccount {\n        accountId\n        organizationName\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": types.CreateSubAccountDocument,
    "\n  query Me {\n    me {\n      ...TopBar_me\n      user {\n        userId\n        email\n        firstName\n        lastName\n        userFullName\n      }\n      phoneNumber\n      detailsCompleted\n      applicationLanguage\n      numberFormat\n      mfaSettings {\n        mfaEnabled\n        mfaPreferred\n      }\n      profileImageUrl\n      hasMultipleAccounts\n      currentAccountId\n      memberships {\n        accountId\n        organizationName\n        menuColour\n        detailsCompleted\n        status\n        roles {\n          roleId\n          roleName\n          roleType\n          permissions {\n            ...SectionPermission_fields\n          }\n        }\n      }\n      permissions {\n        ...SectionPermission_fields\n      }\n    }\n  }\n": types.MeDocument,
    "\n  mutation SwitchOrganization($accountId: ID!) {\n    switchOrganization(accountId: $accountId) {\n      currentAccountId\n    }\n  }\n": types.SwitchOrganizationDocument,
    "\n  fragment ActivityLogTable_log on ActivityLog {\n    logId\n    action\n    objectType\n    objectId\n    section\n    sitePath\n    createdAt\n    user {\n      userId\n      userFullName\n      email\n    }\n    changes {\n      field\n      from\n      to\n    }\n  }\n": types.ActivityLogTable_LogFragmentDoc,
    "\n  query ActivityLogs($first: Int, $after: String, $last: Int, $before: String, $filter: ActivityLogFilter, $sort: SortOption) {\n    activityLogs(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          ...ActivityLogTable_log\n        }\n      }\n    }\n  }\n": types.ActivityLogsDocument,
    "\n  fragment ApiKeyTable_apiKey on ApiKey {\n    apiKeyId\n    name\n    prefix\n    status\n    createdAt\n    lastUsedAt\n    role {\n      roleId\n      roleName\n    }\n    createdBy {\n      userId\n      userFullName\n      email\n    }\n  }\n": types.ApiKeyTable_ApiKeyFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      apiKeyId\n      ...ApiKeyTable_apiKey\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      apiKey {\n        apiKeyId\n        status\n      }\n      code\n      message\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query ApiKeyRoles {\n    roles {\n      roleId\n      roleName\n    }\n  }\n": types.ApiKeyRolesDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        apiKeyId\n        name\n      }\n      secret\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  fragment TopBar_me on Me {\n    user {\n      userId\n      userFullName\n    }\n    hasMultipleAccounts\n    currentAccountId\n    mfaSettings {\n      mfaEnabled\n    }\n    memberships {\n      accountId\n      organizationName\n      menuColour\n    }\n    permissions {\n      ...SectionPermission_fields\n    }\n  }\n": types.TopBar_MeFragmentDoc,
    "\n  fragment JobProgress_job on Job {\n    jobId\n    kind\n    status\n    attempts\n    errorMessage\n    cancelRequested\n    viewerCanCancel\n    createdAt\n    startedAt\n    finishedAt\n    progress {\n      done\n      total\n      percent\n    }\n  }\n": types.JobProgress_JobFragmentDoc,
    "\n  mutation CancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      job {\n        ...JobProgress_job\n      }\n      code\n      message\n    }\n  }\n": types.CancelJobDocument,
    "\n  query Job($id: ID!) {\n    job(id: $id) {\n      jobId\n      status\n      ...JobProgress_job\n    }\n  }\n": types.JobDocument,
    "\n  query MyJobs($first: Int!) {\n    jobs(first: $first, mine: true) {\n      edges {\n        node {\n          jobId\n          status\n          ...JobProgress_job\n        }\n      }\n    }\n  }\n": types.MyJobsDocument,
    "\n  mutation StartDemoJob($input: StartDemoJobInput!) {\n    startDemoJob(input: $input) {\n      job {\n        ...JobProgress_job\n      }\n      code\n      message\n    }\n  }\n": types.StartDemoJobDocument,
    "\n  mutation CreateProgram($input: CreateProgramInput!) {\n    createProgram(input: $input) {\n      program {\n        programId\n        programName\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": types.CreateProgramDocument,
    "\n  fragment ProgramTable_program on Program {\n    programId\n    programName\n    programType\n    programStatus\n    currency\n    budget\n    startDate\n    endDate\n    createdAt\n  }\n": types.ProgramTable_ProgramFragmentDoc,
    "\n  query ProgramView($id: ID!) {\n    program(id: $id) {\n      programId\n      programName\n      description\n      programType\n      programStatus\n      currency\n      budget\n      startDate\n      endDate\n      createdAt\n      updatedAt\n      createdBy {\n        userId\n        userFullName\n        email\n      }\n      updatedBy {\n        userId\n        userFullName\n        email\n      }\n    }\n  }\n": types.ProgramViewDocument,
    "\n  query Programs($first: Int, $after: String, $last: Int, $before: String, $filter: ProgramFilter, $sort: SortOption) {\n    programs(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {\n      totalCount\n      viewerCanCreate\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...ProgramTable_program\n        }\n      }\n    }\n  }\n": types.ProgramsDocument,
    "\n  query RolePickerPrograms($first: Int!, $filter: ProgramFilter) {\n    programs(first: $first, filter: $filter, sort: NAME) {\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          programId\n          programName\n        }\n      }\n    }\n  }\n": types.RolePickerProgramsDocument,
    "\n  fragment RoleBadges_role on Role {\n    roleId\n    roleName\n    roleType\n  }\n": types.RoleBadges_RoleFragmentDoc,
    "\n  fragment RoleEditor_role on Role {\n    roleId\n    roleName\n    roleType\n    permissions {\n      section\n      access {\n        action\n        accessLevel\n        objectIds\n      }\n    }\n  }\n": types.RoleEditor_RoleFragmentDoc,
    "\n  query RoleEditorSections {\n    sectionActions {\n      section\n      actions\n      selectable\n    }\n  }\n": types.RoleEditorSectionsDocument,
    "\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      role {\n        roleId\n        roleName\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": types.CreateRoleDocument,
    "\n  mutation UpdateRole($id: ID!, $input: UpdateRoleInput!) {\n    updateRole(id: $id, input: $input) {\n      role {\n        roleId\n        ...RoleEditor_role\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": types.UpdateRoleDocument,
    "\n  query RolesPanel {\n    roles {\n      roleId\n      roleName\n      roleType\n      memberCount\n      keyCount\n      ...RoleEditor_role\n    }\n  }\n": types.RolesPanelDocument,
    "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      role {\n        roleId\n      }\n      code\n      message\n    }\n  }\n": types.DeleteRoleDocument,
    "\n  mutation RefreshMfaStatus {\n    refreshMfaStatus {\n      mfaEnabled\n      mfaPreferred\n    }\n  }\n": types.RefreshMfaStatusDocument,
    "\n  mutation UpdateMemberRoles($id: ID!, $input: UpdateMemberRolesInput!) {\n    updateMemberRoles(id: $id, input: $input) {\n      userAccount {\n        userId\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": types.UpdateMemberRolesDocument,
    "\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      userAccount {\n        userId\n        email\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n": types.InviteMemberDocument,
    "\n  fragment UserTable_userAccount on UserAccount {\n    userId\n    email\n    userFullName\n    status\n    lastActive\n    roles {\n      roleId\n      ...RoleBadges_role\n    }\n  }\n": types.UserTable_UserAccountFragmentDoc,
    "\n  query Users($first: Int, $after: String, $last: Int, $before: String, $filter: UserAccountFilter, $sort: SortOption) {\n    users(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {\n      totalCount\n      viewerCanInvite\n      viewerCanUpdate\n      viewerCanRemove\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          userId\n          ...UserTable_userAccount\n        }\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      userAccount {\n        userId\n        status\n      }\n      code\n      message\n    }\n  }\n": types.ResendInvitationDocument,
    "\n  mutation DisableMember($id: ID!) {\n    disableMember(id: $id) {\n      userAccount {\n        userId\n        status\n      }\n      code\n      message\n    }\n  }\n": types.DisableMemberDocument,
    "\n  mutation EnableMember($id: ID!) {\n    enableMember(id: $id) {\n      userAccount {\n        userId\n        status\n      }\n      code\n      message\n    }\n  }\n": types.EnableMemberDocument,
    "\n  mutation RemoveMember($id: ID!) {\n    removeMember(id: $id) {\n      userId\n      code\n      message\n    }\n  }\n": types.RemoveMemberDocument,
    "\n  query MemberRoles {\n    roles {\n      roleId\n      roleName\n    }\n  }\n": types.MemberRolesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SectionPermission_fields on SectionPermission {\n    section\n    access {\n      action\n      accessLevel\n      objectIds\n    }\n  }\n"): (typeof documents)["\n  fragment SectionPermission_fields on SectionPermission {\n    section\n    access {\n      action\n      accessLevel\n      objectIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CountryOptions_country on Country {\n    alpha2\n    name\n    currencies\n  }\n"): (typeof documents)["\n  fragment CountryOptions_country on Country {\n    alpha2\n    name\n    currencies\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganizationCard_organization on Organization {\n    accountId\n    organizationName\n    phoneNumber\n    addressLine\n    addressCity\n    addressState\n    addressPostalCode\n    addressCountryCode\n    detailsCompleted\n    status\n    logoUrl\n  }\n"): (typeof documents)["\n  fragment OrganizationCard_organization on Organization {\n    accountId\n    organizationName\n    phoneNumber\n    addressLine\n    addressCity\n    addressState\n    addressPostalCode\n    addressCountryCode\n    detailsCompleted\n    status\n    logoUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      organization {\n        ...OrganizationCard_organization\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      organization {\n        ...OrganizationCard_organization\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveOrganizationLogo {\n    removeOrganizationLogo {\n      organization {\n        ...OrganizationCard_organization\n      }\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveOrganizationLogo {\n    removeOrganizationLogo {\n      organization {\n        ...OrganizationCard_organization\n      }\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      me {\n        user {\n          userId\n          firstName\n          lastName\n          userFullName\n        }\n        phoneNumber\n        detailsCompleted\n        applicationLanguage\n        numberFormat\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      me {\n        user {\n          userId\n          firstName\n          lastName\n          userFullName\n        }\n        phoneNumber\n        detailsCompleted\n        applicationLanguage\n        numberFormat\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProfileImage {\n    removeProfileImage {\n      me {\n        profileImageUrl\n      }\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveProfileImage {\n    removeProfileImage {\n      me {\n        profileImageUrl\n      }\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage {\n    organization {\n      accountId\n      ...OrganizationCard_organization\n      ...SettingsCard_organization\n      ...SubAccountsCard_organization\n    }\n    countries {\n      alpha2\n      ...CountryOptions_country\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage {\n    organization {\n      accountId\n      ...OrganizationCard_organization\n      ...SettingsCard_organization\n      ...SubAccountsCard_organization\n    }\n    countries {\n      alpha2\n      ...CountryOptions_country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsCard_organization on Organization {\n    accountId\n    settings {\n      menuColour\n      defaultLanguage\n      defaultNumberFormat\n      currency\n      duplicateThreshold\n      possibleDuplicateThreshold\n      requireMfa\n    }\n  }\n"): (typeof documents)["\n  fragment SettingsCard_organization on Organization {\n    accountId\n    settings {\n      menuColour\n      defaultLanguage\n      defaultNumberFormat\n      currency\n      duplicateThreshold\n      possibleDuplicateThreshold\n      requireMfa\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganizationSettings($input: UpdateOrganizationSettingsInput!) {\n    updateOrganizationSettings(input: $input) {\n      organization {\n        ...SettingsCard_organization\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganizationSettings($input: UpdateOrganizationSettingsInput!) {\n    updateOrganizationSettings(input: $input) {\n      organization {\n        ...SettingsCard_organization\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubAccountsCard_organization on Organization {\n    accountId\n    subAccounts {\n      accountId\n      organizationName\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment SubAccountsCard_organization on Organization {\n    accountId\n    subAccounts {\n      accountId\n      organizationName\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSubAccount($input: CreateSubAccountInput!) {\n    createSubAccount(input: $input) {\n      subAccount {\n        accountId\n        organizationName\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSubAccount($input: CreateSubAccountInput!) {\n    createSubAccount(input: $input) {\n      subAccount {\n        accountId\n        organizationName\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...TopBar_me\n      user {\n        userId\n        email\n        firstName\n        lastName\n        userFullName\n      }\n      phoneNumber\n      detailsCompleted\n      applicationLanguage\n      numberFormat\n      mfaSettings {\n        mfaEnabled\n        mfaPreferred\n      }\n      profileImageUrl\n      hasMultipleAccounts\n      currentAccountId\n      memberships {\n        accountId\n        organizationName\n        menuColour\n        detailsCompleted\n        status\n        roles {\n          roleId\n          roleName\n          roleType\n          permissions {\n            ...SectionPermission_fields\n          }\n        }\n      }\n      permissions {\n        ...SectionPermission_fields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...TopBar_me\n      user {\n        userId\n        email\n        firstName\n        lastName\n        userFullName\n      }\n      phoneNumber\n      detailsCompleted\n      applicationLanguage\n      numberFormat\n      mfaSettings {\n        mfaEnabled\n        mfaPreferred\n      }\n      profileImageUrl\n      hasMultipleAccounts\n      currentAccountId\n      memberships {\n        accountId\n        organizationName\n        menuColour\n        detailsCompleted\n        status\n        roles {\n          roleId\n          roleName\n          roleType\n          permissions {\n            ...SectionPermission_fields\n          }\n        }\n      }\n      permissions {\n        ...SectionPermission_fields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchOrganization($accountId: ID!) {\n    switchOrganization(accountId: $accountId) {\n      currentAccountId\n    }\n  }\n"): (typeof documents)["\n  mutation SwitchOrganization($accountId: ID!) {\n    switchOrganization(accountId: $accountId) {\n      currentAccountId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityLogTable_log on ActivityLog {\n    logId\n    action\n    objectType\n    objectId\n    section\n    sitePath\n    createdAt\n    user {\n      userId\n      userFullName\n      email\n    }\n    changes {\n      field\n      from\n      to\n    }\n  }\n"): (typeof documents)["\n  fragment ActivityLogTable_log on ActivityLog {\n    logId\n    action\n    objectType\n    objectId\n    section\n    sitePath\n    createdAt\n    user {\n      userId\n      userFullName\n      email\n    }\n    changes {\n      field\n      from\n      to\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityLogs($first: Int, $after: String, $last: Int, $before: String, $filter: ActivityLogFilter, $sort: SortOption) {\n    activityLogs(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          ...ActivityLogTable_log\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActivityLogs($first: Int, $after: String, $last: Int, $before: String, $filter: ActivityLogFilter, $sort: SortOption) {\n    activityLogs(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          ...ActivityLogTable_log\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyTable_apiKey on ApiKey {\n    apiKeyId\n    name\n    prefix\n    status\n    createdAt\n    lastUsedAt\n    role {\n      roleId\n      roleName\n    }\n    createdBy {\n      userId\n      userFullName\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment ApiKeyTable_apiKey on ApiKey {\n    apiKeyId\n    name\n    prefix\n    status\n    createdAt\n    lastUsedAt\n    role {\n      roleId\n      roleName\n    }\n    createdBy {\n      userId\n      userFullName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      apiKeyId\n      ...ApiKeyTable_apiKey\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      apiKeyId\n      ...ApiKeyTable_apiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      apiKey {\n        apiKeyId\n        status\n      }\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      apiKey {\n        apiKeyId\n        status\n      }\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeyRoles {\n    roles {\n      roleId\n      roleName\n    }\n  }\n"): (typeof documents)["\n  query ApiKeyRoles {\n    roles {\n      roleId\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        apiKeyId\n        name\n      }\n      secret\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        apiKeyId\n        name\n      }\n      secret\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TopBar_me on Me {\n    user {\n      userId\n      userFullName\n    }\n    hasMultipleAccounts\n    currentAccountId\n    mfaSettings {\n      mfaEnabled\n    }\n    memberships {\n      accountId\n      organizationName\n      menuColour\n    }\n    permissions {\n      ...SectionPermission_fields\n    }\n  }\n"): (typeof documents)["\n  fragment TopBar_me on Me {\n    user {\n      userId\n      userFullName\n    }\n    hasMultipleAccounts\n    currentAccountId\n    mfaSettings {\n      mfaEnabled\n    }\n    memberships {\n      accountId\n      organizationName\n      menuColour\n    }\n    permissions {\n      ...SectionPermission_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobProgress_job on Job {\n    jobId\n    kind\n    status\n    attempts\n    errorMessage\n    cancelRequested\n    viewerCanCancel\n    createdAt\n    startedAt\n    finishedAt\n    progress {\n      done\n      total\n      percent\n    }\n  }\n"): (typeof documents)["\n  fragment JobProgress_job on Job {\n    jobId\n    kind\n    status\n    attempts\n    errorMessage\n    cancelRequested\n    viewerCanCancel\n    createdAt\n    startedAt\n    finishedAt\n    progress {\n      done\n      total\n      percent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      job {\n        ...JobProgress_job\n      }\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      job {\n        ...JobProgress_job\n      }\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Job($id: ID!) {\n    job(id: $id) {\n      jobId\n      status\n      ...JobProgress_job\n    }\n  }\n"): (typeof documents)["\n  query Job($id: ID!) {\n    job(id: $id) {\n      jobId\n      status\n      ...JobProgress_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyJobs($first: Int!) {\n    jobs(first: $first, mine: true) {\n      edges {\n        node {\n          jobId\n          status\n          ...JobProgress_job\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyJobs($first: Int!) {\n    jobs(first: $first, mine: true) {\n      edges {\n        node {\n          jobId\n          status\n          ...JobProgress_job\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartDemoJob($input: StartDemoJobInput!) {\n    startDemoJob(input: $input) {\n      job {\n        ...JobProgress_job\n      }\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation StartDemoJob($input: StartDemoJobInput!) {\n    startDemoJob(input: $input) {\n      job {\n        ...JobProgress_job\n      }\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProgram($input: CreateProgramInput!) {\n    createProgram(input: $input) {\n      program {\n        programId\n        programName\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProgram($input: CreateProgramInput!) {\n    createProgram(input: $input) {\n      program {\n        programId\n        programName\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgramTable_program on Program {\n    programId\n    programName\n    programType\n    programStatus\n    currency\n    budget\n    startDate\n    endDate\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ProgramTable_program on Program {\n    programId\n    programName\n    programType\n    programStatus\n    currency\n    budget\n    startDate\n    endDate\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgramView($id: ID!) {\n    program(id: $id) {\n      programId\n      programName\n      description\n      programType\n      programStatus\n      currency\n      budget\n      startDate\n      endDate\n      createdAt\n      updatedAt\n      createdBy {\n        userId\n        userFullName\n        email\n      }\n      updatedBy {\n        userId\n        userFullName\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProgramView($id: ID!) {\n    program(id: $id) {\n      programId\n      programName\n      description\n      programType\n      programStatus\n      currency\n      budget\n      startDate\n      endDate\n      createdAt\n      updatedAt\n      createdBy {\n        userId\n        userFullName\n        email\n      }\n      updatedBy {\n        userId\n        userFullName\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Programs($first: Int, $after: String, $last: Int, $before: String, $filter: ProgramFilter, $sort: SortOption) {\n    programs(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {\n      totalCount\n      viewerCanCreate\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...ProgramTable_program\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Programs($first: Int, $after: String, $last: Int, $before: String, $filter: ProgramFilter, $sort: SortOption) {\n    programs(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {\n      totalCount\n      viewerCanCreate\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...ProgramTable_program\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolePickerPrograms($first: Int!, $filter: ProgramFilter) {\n    programs(first: $first, filter: $filter, sort: NAME) {\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          programId\n          programName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RolePickerPrograms($first: Int!, $filter: ProgramFilter) {\n    programs(first: $first, filter: $filter, sort: NAME) {\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          programId\n          programName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoleBadges_role on Role {\n    roleId\n    roleName\n    roleType\n  }\n"): (typeof documents)["\n  fragment RoleBadges_role on Role {\n    roleId\n    roleName\n    roleType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoleEditor_role on Role {\n    roleId\n    roleName\n    roleType\n    permissions {\n      section\n      access {\n        action\n        accessLevel\n        objectIds\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RoleEditor_role on Role {\n    roleId\n    roleName\n    roleType\n    permissions {\n      section\n      access {\n        action\n        accessLevel\n        objectIds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoleEditorSections {\n    sectionActions {\n      section\n      actions\n      selectable\n    }\n  }\n"): (typeof documents)["\n  query RoleEditorSections {\n    sectionActions {\n      section\n      actions\n      selectable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      role {\n        roleId\n        roleName\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      role {\n        roleId\n        roleName\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRole($id: ID!, $input: UpdateRoleInput!) {\n    updateRole(id: $id, input: $input) {\n      role {\n        roleId\n        ...RoleEditor_role\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRole($id: ID!, $input: UpdateRoleInput!) {\n    updateRole(id: $id, input: $input) {\n      role {\n        roleId\n        ...RoleEditor_role\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesPanel {\n    roles {\n      roleId\n      roleName\n      roleType\n      memberCount\n      keyCount\n      ...RoleEditor_role\n    }\n  }\n"): (typeof documents)["\n  query RolesPanel {\n    roles {\n      roleId\n      roleName\n      roleType\n      memberCount\n      keyCount\n      ...RoleEditor_role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      role {\n        roleId\n      }\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      role {\n        roleId\n      }\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshMfaStatus {\n    refreshMfaStatus {\n      mfaEnabled\n      mfaPreferred\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshMfaStatus {\n    refreshMfaStatus {\n      mfaEnabled\n      mfaPreferred\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMemberRoles($id: ID!, $input: UpdateMemberRolesInput!) {\n    updateMemberRoles(id: $id, input: $input) {\n      userAccount {\n        userId\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMemberRoles($id: ID!, $input: UpdateMemberRolesInput!) {\n    updateMemberRoles(id: $id, input: $input) {\n      userAccount {\n        userId\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      userAccount {\n        userId\n        email\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      userAccount {\n        userId\n        email\n      }\n      code\n      message\n      fieldErrors {\n        field\n        code\n        params {\n          name\n          value\n        }\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserTable_userAccount on UserAccount {\n    userId\n    email\n    userFullName\n    status\n    lastActive\n    roles {\n      roleId\n      ...RoleBadges_role\n    }\n  }\n"): (typeof documents)["\n  fragment UserTable_userAccount on UserAccount {\n    userId\n    email\n    userFullName\n    status\n    lastActive\n    roles {\n      roleId\n      ...RoleBadges_role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($first: Int, $after: String, $last: Int, $before: String, $filter: UserAccountFilter, $sort: SortOption) {\n    users(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {\n      totalCount\n      viewerCanInvite\n      viewerCanUpdate\n      viewerCanRemove\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          userId\n          ...UserTable_userAccount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Users($first: Int, $after: String, $last: Int, $before: String, $filter: UserAccountFilter, $sort: SortOption) {\n    users(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {\n      totalCount\n      viewerCanInvite\n      viewerCanUpdate\n      viewerCanRemove\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          userId\n          ...UserTable_userAccount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      userAccount {\n        userId\n        status\n      }\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      userAccount {\n        userId\n        status\n      }\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableMember($id: ID!) {\n    disableMember(id: $id) {\n      userAccount {\n        userId\n        status\n      }\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DisableMember($id: ID!) {\n    disableMember(id: $id) {\n      userAccount {\n        userId\n        status\n      }\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableMember($id: ID!) {\n    enableMember(id: $id) {\n      userAccount {\n        userId\n        status\n      }\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation EnableMember($id: ID!) {\n    enableMember(id: $id) {\n      userAccount {\n        userId\n        status\n      }\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMember($id: ID!) {\n    removeMember(id: $id) {\n      userId\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveMember($id: ID!) {\n    removeMember(id: $id) {\n      userId\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberRoles {\n    roles {\n      roleId\n      roleName\n    }\n  }\n"): (typeof documents)["\n  query MemberRoles {\n    roles {\n      roleId\n      roleName\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;