// Sending a distribution's monitoring links through the notifications: a run of purpose MONITORING and the
// notifications' sending job (DISTRIBUTION_NOTIFICATIONS, with its progress), which queues one message per invited
// family that has not answered and has none on the channel yet (notifications/monitoring-messages.ts). Starting and
// sending are separate actions (see common/src/smart-forms/monitoring-messages.ts for why).
import { newId } from '@aid/common/ids';
import type { JobJson } from '@aid/common/jobs';
import type { SendMonitoringLinksInput } from '@aid/common/smart-forms';
import { SMART_FORM_MESSAGES } from '@aid/common/smart-forms';
import { type AuthContext, actorOf } from '../../auth/context.js';
import { loadForChange } from '../../distributions/service.js';
import type { JobQueue } from '../../jobs/queue.js';
import { startJob } from '../../jobs/service.js';
import { familiesToSend, unreachableFamilies } from '../../notifications/monitoring-messages.js';
import { MonitoringError } from './start.js';

export async function sendMonitoringLinks(
  auth: AuthContext,
  queue: JobQueue | undefined,
  id: string,
  input: SendMonitoringLinksInput,
): Promise<JobJson> {
  const actor = actorOf(auth);
  const runId = newId('notificationRun');
  const { channel } = input;
  await auth.run(async (tx) => {
    const distribution = await loadForChange(tx, auth, id, 'UPDATE');
    if (distribution.distribution_status !== 'APPROVED') {
      throw new MonitoringError(
        'VALIDATION_FAILED',
        SMART_FORM_MESSAGES.sendNotApproved({ status: distribution.distribution_status }),
        'NOT_APPROVED',
      );
    }
    // Refused now rather than as an empty job: pressing Send twice, or before starting, says why nothing goes.
    if ((await familiesToSend(tx, id, channel)) === 0) {
      const unreachable = await unreachableFamilies(tx, id, channel);
      throw new MonitoringError(
        'VALIDATION_FAILED',
        unreachable > 0
          ? SMART_FORM_MESSAGES.nothingToSendUnreachable({ channel, unreachable })
          : SMART_FORM_MESSAGES.nothingToSend({ channel }),
        'NOTHING_TO_SEND',
      );
    }
    await tx.query(
      `INSERT INTO notification_runs (run_id, account_id, distribution_id, channel, resend, created_by, purpose)
       VALUES ($1, $2, $3, $4, false, $5, 'MONITORING')`,
      [runId, actor.accountId, id, channel, actor.userId],
    );
  });
  const job = await startJob(auth, queue, 'DISTRIBUTION_NOTIFICATIONS', {
    distributionId: id,
    runId,
    channel,
    resend: false,
    purpose: 'MONITORING',
    ...(input.subject ? { subject: input.subject } : {}),
    ...(input.body ? { body: input.body } : {}),
  });
  await auth.run((tx) => tx.query('UPDATE notification_runs SET job_id = $2 WHERE run_id = $1', [runId, job.jobId]));
  return job;
}
