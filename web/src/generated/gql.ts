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
    "\n  query Me {\n    me {\n      ...TopBar_me\n      user {\n        userId\n        email\n        firstName\n        lastName\n        userFullName\n      }\n      phoneNumber\n      detailsCompleted\n      applicationLanguage\n      numberFormat\n      mfaSettings {\n        mfaEnabled\n        mfaPreferred\n      }\n      hasMultipleAccounts\n      currentAccountId\n      memberships {\n        accountId\n        organizationName\n        menuColour\n        detailsCompleted\n        status\n        roles {\n          roleId\n          roleName\n          roleType\n          permissions {\n            ...SectionPermission_fields\n          }\n        }\n      }\n      permissions {\n        ...SectionPermission_fields\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment ActivityLogTable_log on ActivityLog {\n    logId\n    action\n    objectType\n    objectId\n    sitePath\n    createdAt\n    user {\n      userId\n      userFullName\n      email\n    }\n    changes {\n      field\n      from\n      to\n    }\n  }\n": typeof types.ActivityLogTable_LogFragmentDoc,
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
};
const documents: Documents = {
    "\n  fragment SectionPermission_fields on SectionPermission {\n    section\n    access {\n      action\n      accessLevel\n      objectIds\n    }\n  }\n": types.SectionPermission_FieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...TopBar_me\n      user {\n        userId\n        email\n        firstName\n        lastName\n        userFullName\n      }\n      phoneNumber\n      detailsCompleted\n      applicationLanguage\n      numberFormat\n      mfaSettings {\n        mfaEnabled\n        mfaPreferred\n      }\n      hasMultipleAccounts\n      currentAccountId\n      memberships {\n        accountId\n        organizationName\n        menuColour\n        detailsCompleted\n        status\n        roles {\n          roleId\n          roleName\n          roleType\n          permissions {\n            ...SectionPermission_fields\n          }\n        }\n      }\n      permissions {\n        ...SectionPermission_fields\n      }\n    }\n  }\n": types.MeDocument,
    "\n  fragment ActivityLogTable_log on ActivityLog {\n    logId\n    action\n    objectType\n    objectId\n    sitePath\n    createdAt\n    user {\n      userId\n      userFullName\n      email\n    }\n    changes {\n      field\n      from\n      to\n    }\n  }\n": types.ActivityLogTable_LogFragmentDoc,
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
export function graphql(source: "\n  query Me {\n    me {\n      ...TopBar_me\n      user {\n        userId\n        email\n        firstName\n        lastName\n        userFullName\n      }\n      phoneNumber\n      detailsCompleted\n      applicationLanguage\n      numberFormat\n      mfaSettings {\n        mfaEnabled\n        mfaPreferred\n      }\n      hasMultipleAccounts\n      currentAccountId\n      memberships {\n        accountId\n        organizationName\n        menuColour\n        detailsCompleted\n        status\n        roles {\n          roleId\n          roleName\n          roleType\n          permissions {\n            ...SectionPermission_fields\n          }\n        }\n      }\n      permissions {\n        ...SectionPermission_fields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...TopBar_me\n      user {\n        userId\n        email\n        firstName\n        lastName\n        userFullName\n      }\n      phoneNumber\n      detailsCompleted\n      applicationLanguage\n      numberFormat\n      mfaSettings {\n        mfaEnabled\n        mfaPreferred\n      }\n      hasMultipleAccounts\n      currentAccountId\n      memberships {\n        accountId\n        organizationName\n        menuColour\n        detailsCompleted\n        status\n        roles {\n          roleId\n          roleName\n          roleType\n          permissions {\n            ...SectionPermission_fields\n          }\n        }\n      }\n      permissions {\n        ...SectionPermission_fields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityLogTable_log on ActivityLog {\n    logId\n    action\n    objectType\n    objectId\n    sitePath\n    createdAt\n    user {\n      userId\n      userFullName\n      email\n    }\n    changes {\n      field\n      from\n      to\n    }\n  }\n"): (typeof documents)["\n  fragment ActivityLogTable_log on ActivityLog {\n    logId\n    action\n    objectType\n    objectId\n    sitePath\n    createdAt\n    user {\n      userId\n      userFullName\n      email\n    }\n    changes {\n      field\n      from\n      to\n    }\n  }\n"];
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;