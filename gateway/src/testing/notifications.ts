// Test helpers of the notifications, payments and reconciliation suites: families with nationalities and phone
// numbers, and a distribution of them taken through GraphQL to APPROVED (created by one member, approved by another).
import { expect } from 'vitest';
import { type Ask, createDistribution, dataOf, jobEnd } from './distributions.js';

export type Family = { firstName: string; nationality?: string; phoneNumber?: string };

/** A LOCKED list of these families (one beneficiary each): its id and each family's beneficiary id by first name. */
export async function familiesList(
  ask: Ask,
  families: readonly Family[],
  // List names are unique in an organisation: a second list of the same suite needs its own.
  listName = 'Families to notify',
): Promise<{ listId: string; ids: Record<string, string> }> {
  const created = dataOf(
    await ask<{ createBeneficiaryList: { beneficiaryList: { beneficiaryListId: string } } }>(
      'mutation($name: String!) { createBeneficiaryList(input: { listName: $name, status: OPEN }) { beneficiaryList { beneficiaryListId } } }',
      { name: listName },
    ),
  );
  const listId = created.createBeneficiaryList.beneficiaryList.beneficiaryListId;
  const ids: Record<string, string> = {};
  for (const family of families) {
    const made = dataOf(
      await ask<{
        createBeneficiary: {
          beneficiary: { beneficiaryId: string } | null;
          code: string | null;
          message: string | null;
        };
      }>(
        'mutation($input: CreateBeneficiaryInput!) { createBeneficiary(input: $input) { beneficiary { beneficiaryId } code message } }',
        { input: { lastName: 'Family', beneficiaryListId: listId, ...family } },
      ),
    );
    expect(made.createBeneficiary.code, made.createBeneficiary.message ?? '').toBeNull();
    ids[family.firstName] = made.createBeneficiary.beneficiary?.beneficiaryId ?? '';
  }
  dataOf(
    await ask('mutation($id: ID!) { updateBeneficiaryList(id: $id, input: { status: LOCKED }) { code } }', {
      id: listId,
    }),
  );
  return { listId, ids };
}

/**
 * A distribution of these families with its entitlements generated; submitted and approved by `approver` unless
 * `approve` is false (then it stays READY). Its id.
 */
export async function approvedDistribution(
  creator: Ask,
  approver: Ask,
  input: Record<string, unknown>,
  approve = true,
): Promise<string> {
  const id = await createDistribution(creator, {
    distributionName: 'Notified cash',
    amountPerBeneficiary: 1250,
    ...input,
  });
  const started = dataOf(
    await creator<{ generateEntitlements: { job: { jobId: string } } }>(
      'mutation($id: ID!) { generateEntitlements(id: $id) { job { jobId } code message } }',
      { id },
    ),
  );
  expect(await jobEnd(creator, started.generateEntitlements.job.jobId)).toBe('COMPLETED');
  if (!approve) return id;
  const submitted = dataOf(
    await creator<{ submitDistribution: { code: string | null } }>(
      'mutation($id: ID!) { submitDistribution(id: $id) { code message } }',
      { id },
    ),
  );
  expect(submitted.submitDistribution.code).toBeNull();
  const decided = dataOf(
    await approver<{ decideDistribution: { distribution: { distributionStatus: string } | null } }>(
      'mutation($id: ID!) { decideDistribution(id: $id, input: { decision: APPROVED }) { distribution { distributionStatus } code message } }',
      { id },
    ),
  );
  expect(decided.decideDistribution.distribution).toEqual({ distributionStatus: 'APPROVED' });
  return id;
}
