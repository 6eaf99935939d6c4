// Starting a distribution's monitoring: its form (built once, reused), a stratified random sample of the families not
// invited yet, and one personal link per family (monitoring_invitations). The links are answered and listed, and sent
// through the notifications by a separate action (send.ts): a start has no channel and may be repeated.
import { randomBytes } from 'node:crypto';
import type { MonitoringStartJson, StartMonitoringInput } from '@aid/common/smart-forms';
import { SMART_FORM_MESSAGES } from '@aid/common/smart-forms';
import { type AuthContext, actorOf } from '../../auth/context.js';
import type { Queryable } from '../../db/db.js';
import { loadForChange } from '../../distributions/service.js';
import { refusalError } from '../../http/errors.js';
import { appUrl } from '../../notifications/render.js';
import { monitoringForm } from './form.js';
import { allocate, drawSample, strataOf } from './sample.js';

export class MonitoringError extends refusalError<
  'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED',
  'NO_QUESTIONS' | 'NOT_APPROVED' | 'ALREADY_ANSWERED' | 'NOTHING_TO_SEND'
>() {}

/** The link a family opens: the filling page of the form, with their invitation. */
export const monitoringLink = (publicToken: string, invitation: string): string =>
  `${appUrl()}/f/${encodeURIComponent(publicToken)}?m=${encodeURIComponent(invitation)}`;

async function defaultLanguage(tx: Queryable, accountId: string): Promise<string> {
  // The language the organisation writes to families in (notifications' setting); en without one.
  const [row] = await tx.query<{ default_language: string }>(
    'SELECT default_language FROM notification_settings WHERE account_id = $1',
    [accountId],
  );
  return row?.default_language ?? 'en';
}

export async function startMonitoring(
  auth: AuthContext,
  id: string,
  input: StartMonitoringInput,
): Promise<MonitoringStartJson> {
  const actor = actorOf(auth);
  return auth.run(async (tx) => {
    const distribution = await loadForChange(tx, auth, id, 'UPDATE');
    if (distribution.distribution_status !== 'APPROVED') {
      throw new MonitoringError(
        'VALIDATION_FAILED',
        SMART_FORM_MESSAGES.startNotApproved({ status: distribution.distribution_status }),
        'NOT_APPROVED',
      );
    }
    if (distribution.distribution_pdms.length === 0) {
      throw new MonitoringError('VALIDATION_FAILED', SMART_FORM_MESSAGES.noQuestions(), 'NO_QUESTIONS');
    }
    const language = input.language ?? (await defaultLanguage(tx, actor.accountId));
    const form = await monitoringForm(tx, actor, distribution, language);
    const type = distribution.distribution_type;
    const allocation = allocate(await strataOf(tx, actor.accountId, id, type), input.sampleSize);
    const drawn = await drawSample(tx, actor.accountId, id, type, allocation);
    const tokens = drawn.map(() => randomBytes(16).toString('base64url'));
    await tx.query(
      `INSERT INTO monitoring_invitations (account_id, distribution_id, beneficiary_id, smart_form_id, token, stratum)
       SELECT $1, $2, d.beneficiary_id, $3, d.token, d.stratum
         FROM unnest($4::text[], $5::text[], $6::text[]) AS d (beneficiary_id, token, stratum)`,
      [actor.accountId, id, form.smartFormId, drawn.map((d) => d.beneficiary_id), tokens, drawn.map((d) => d.stratum)],
    );
    return {
      sampled: drawn.length,
      strata: allocation,
      smartFormId: form.smartFormId,
      links: drawn.map((d, i) => ({
        beneficiaryId: d.beneficiary_id,
        link: monitoringLink(form.publicToken, tokens[i] ?? ''),
      })),
    };
  });
}

/**
 * Ties a new submission made through a personal link to its invitation, in the submission's transaction (a refusal
 * here undoes the submission): an unknown invitation, or one of another form, is 404; a family's second answer 409.
 */
export async function linkInvitation(
  tx: Queryable,
  form: { account_id: string; smart_form_id: string },
  invitation: string,
  submissionId: string,
): Promise<void> {
  const [found] = await tx.query<{ submission_id: string | null }>(
    `SELECT submission_id FROM monitoring_invitations
      WHERE account_id = $1 AND smart_form_id = $2 AND token = $3 FOR UPDATE`,
    [form.account_id, form.smart_form_id, invitation],
  );
  if (!found) throw new MonitoringError('NOT_FOUND', SMART_FORM_MESSAGES.unknownInvitation());
  if (found.submission_id !== null) {
    throw new MonitoringError('CONFLICT', SMART_FORM_MESSAGES.alreadyAnswered(), 'ALREADY_ANSWERED');
  }
  await tx.query(
    `UPDATE monitoring_invitations SET submission_id = $4, answered_at = now()
      WHERE account_id = $1 AND smart_form_id = $2 AND token = $3`,
    [form.account_id, form.smart_form_id, invitation, submissionId],
  );
}
