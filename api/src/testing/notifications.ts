// Test-only helpers of the notifications suites: families with nationalities and phone numbers, an APPROVED
// distribution of them, templates, and waiting for a job.
import type { DistributionJson } from '@aid/common/distributions';
import type { JobJson } from '@aid/common/jobs';
import type { MessageTemplateJson } from '@aid/common/notifications';
import { expect } from 'vitest';
import { distributionCalls, seedList } from './distributions.js';
import type { TestApi } from './harness.js';
import type { Caller } from './programs.js';

export type Family = { nationality: string | null; phone: string | null; email?: string };

export function notificationCalls(api: () => TestApi) {
  const calls = distributionCalls(api);
  const { ok } = calls;

  const template = (who: Caller, body: Record<string, unknown>) =>
    ok<MessageTemplateJson>(who, 'POST', '/message-templates', body, 201);

  /** Families with these nationalities and contacts, entitled to a CASH (or other) distribution already APPROVED. */
  const approvedDistribution = async (
    who: Caller,
    org: { accountId: string; masterId: string },
    programId: string,
    families: Family[],
    extra: Record<string, unknown> = {},
    approve = true,
  ): Promise<{ distribution: DistributionJson; beneficiaryIds: string[] }> => {
    const { listId, beneficiaryIds } = await seedList(
      api(),
      org.accountId,
      org.masterId,
      families.map(() => 1),
    );
    await api().db.query(
      `UPDATE beneficiaries b SET nationality = NULLIF(f.nationality, ''), phone_number = NULLIF(f.phone, ''),
              email = NULLIF(f.email, '')
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS f (id, nationality, phone, email)
        WHERE b.beneficiary_id = f.id`,
      // '' stands for none (text arrays carry no NULL through the typings).
      [
        beneficiaryIds,
        families.map((f) => f.nationality ?? ''),
        families.map((f) => f.phone ?? ''),
        families.map((f) => f.email ?? ''),
      ],
    );
    const created = await calls.create(who, {
      programId,
      beneficiaryListId: listId,
      distributionName: 'Cash for notices',
      amountPerBeneficiary: 1250,
      ...extra,
    });
    await calls.generate(who, created.distributionId);
    // Approval has its own suite (distributions/approvals.test.ts); here only the status matters.
    if (approve) {
      await api().db.query(`UPDATE distributions SET distribution_status = 'APPROVED' WHERE distribution_id = $1`, [
        created.distributionId,
      ]);
    }
    const distribution = await ok<DistributionJson>(who, 'GET', `/distributions/${created.distributionId}`);
    return { distribution, beneficiaryIds };
  };

  /** Waits for a job to end and expects it COMPLETED. */
  const finished = async (who: Caller, started: JobJson): Promise<JobJson> => {
    let job = started;
    for (let i = 0; i < 600 && !['COMPLETED', 'FAILURE', 'CANCELLED'].includes(job.status); i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = await ok<JobJson>(who, 'GET', `/jobs/${job.jobId}`);
    }
    expect(job.status, JSON.stringify(job)).toBe('COMPLETED');
    return job;
  };

  return { ...calls, template, approvedDistribution, finished };
}
