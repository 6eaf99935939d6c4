// Test helpers of the distributions suites and those built on them (notifications, payments, reconciliation): a
// LOCKED list made through GraphQL, GraphQL calls as one member, and waiting for the entitlements job to end.
import { expect } from 'vitest';
import { type GraphQLResponse, graphql } from './graphql.js';
import type { StackUser, TestStack } from './stack.js';

export type Ask = <T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<GraphQLResponse<T>>;

/** GraphQL calls as `user` in `accountId`. */
export function asMember(stack: () => TestStack, user: () => StackUser, accountId: () => string): Ask {
  return (query, variables) =>
    graphql(stack().gateway.url, query, { token: user().token, accountId: accountId(), variables });
}

/** The data of a response that must have no errors. */
export function dataOf<T>(response: GraphQLResponse<T>): T {
  expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
  if (!response.body.data) throw new Error(JSON.stringify(response.body));
  return response.body.data;
}

/** A list with one beneficiary per family, then LOCKED (distributions need a locked list). */
export async function lockedList(ask: Ask, families: number): Promise<string> {
  const created = dataOf(
    await ask<{ createBeneficiaryList: { beneficiaryList: { beneficiaryListId: string } } }>(
      'mutation { createBeneficiaryList(input: { listName: "Camp North", status: OPEN }) { beneficiaryList { beneficiaryListId } } }',
    ),
  );
  const listId = created.createBeneficiaryList.beneficiaryList.beneficiaryListId;
  for (let i = 0; i < families; i++) {
    dataOf(
      await ask(
        'mutation($l: ID, $f: String!) { createBeneficiary(input: { firstName: $f, lastName: "Family", beneficiaryListId: $l }) { code } }',
        { l: listId, f: `Amal ${i}` },
      ),
    );
  }
  const locked = dataOf(
    await ask<{ updateBeneficiaryList: { code: string | null } }>(
      'mutation($id: ID!) { updateBeneficiaryList(id: $id, input: { status: LOCKED }) { code } }',
      { id: listId },
    ),
  );
  expect(locked.updateBeneficiaryList.code).toBeNull();
  return listId;
}

const FINAL = ['COMPLETED', 'FAILURE', 'CANCELLED'];

/** Polls the job until it ends (the API's workers run it); its final status. */
export async function jobEnd(ask: Ask, jobId: string): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const data = dataOf(
      await ask<{ job: { status: string } | null }>('query($id: ID!) { job(id: $id) { status } }', { id: jobId }),
    );
    const status = data.job?.status ?? 'MISSING';
    if (FINAL.includes(status) || status === 'MISSING') return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return 'STILL_RUNNING';
}

export const CREATE = /* GraphQL */ `
  mutation Create($input: CreateDistributionInput!) {
    createDistribution(input: $input) {
      distribution { distributionId distributionType distributionStatus }
      code message reason fieldErrors { field code }
    }
  }
`;

export type CreateData = {
  createDistribution: {
    distribution: { distributionId: string; distributionType: string; distributionStatus: string } | null;
    code: string | null;
    message: string | null;
    reason: string | null;
    fieldErrors: { field: string; code: string }[];
  };
};

/** Creates a distribution that must succeed; its id. */
export async function createDistribution(ask: Ask, input: Record<string, unknown>): Promise<string> {
  const data = dataOf(await ask<CreateData>(CREATE, { input }));
  const made = data.createDistribution.distribution;
  if (!made) throw new Error(JSON.stringify(data));
  return made.distributionId;
}
