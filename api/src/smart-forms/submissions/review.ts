// Review of a form's submissions: the page of them with their candidates, and the three decisions (accept: a new
// person in the master and target lists; merge: an existing person joins the target list; reject: with a reason).
// Each submission is decided once (409 after), in one transaction with its effects and its activity-log entry.

import { fieldError } from '@aid/common/errors';
import type { Access } from '@aid/common/permissions';
import type { PageJson } from '@aid/common/rest';
import { SMART_FORM_MESSAGES } from '@aid/common/smart-forms';
import type { Request } from 'express';
import { recordActivity } from '../../activity/service.js';
import { type AuthContext, actorOf } from '../../auth/context.js';
import type { Queryable } from '../../db/db.js';
import { findByIds, listPage } from '../../db/list.js';
import { pageJson } from '../../db/paging.js';
import { ApiError } from '../../http/errors.js';
import { listQueryOf } from '../../http/list.js';
import { singleQuery } from '../../http/request.js';
import { SmartFormError } from '../errors.js';
import { SMART_FORMS } from '../model.js';
import { knownScope, lockForm } from '../service.js';
import {
  SUBMISSION_COLUMNS,
  SUBMISSION_STATUSES,
  SUBMISSIONS,
  type SubmissionJson,
  type SubmissionRow,
  type SubmissionStatus,
  toSubmissionJson,
} from './model.js';
import { createPerson, type Decider, joinTargetList, lockTargetList, personOf, refuseLocked } from './people.js';

/** A page of the form's submissions, newest first; `?status=` keeps one status. */
export async function listSubmissions(
  auth: AuthContext,
  access: Access,
  formId: string,
  req: Request,
): Promise<PageJson<SubmissionJson>> {
  const status = singleQuery(req, 'status');
  if (status !== undefined && !(SUBMISSION_STATUSES as readonly string[]).includes(status)) {
    throw ApiError.invalid([fieldError('status', 'NOT_ONE_OF', { values: SUBMISSION_STATUSES.join(', ') })]);
  }
  const query = listQueryOf(req, SUBMISSIONS);
  const page = await auth.run(async (tx) => {
    const [form] = await findByIds(tx, SMART_FORMS, knownScope(auth, access), [formId]);
    if (!form) throw SmartFormError.notFound();
    return listPage<SubmissionRow>(
      tx,
      SUBMISSIONS,
      {
        accountId: auth.accountId,
        access: { accessLevel: 'EVERYTHING', objectIds: [] },
        where: (params) =>
          `smart_form_id = ${params.add(formId)}${status ? ` AND status = ${params.add(status)}` : ''}`,
      },
      query,
    );
  });
  return pageJson(page, page.rows.map(toSubmissionJson));
}

type Decision = { kind: 'ACCEPT' } | { kind: 'MERGE'; beneficiaryId: string } | { kind: 'REJECT'; reason: string };

const STATUS_OF: Record<Decision['kind'], SubmissionStatus> = {
  ACCEPT: 'ACCEPTED',
  MERGE: 'MERGED',
  REJECT: 'REJECTED',
};

/** A reviewer's decision on one submission of a form they may update. */
export async function decideSubmission(
  auth: AuthContext,
  access: Access,
  formId: string,
  submissionId: string,
  decision: Decision,
): Promise<SubmissionJson> {
  const decider = actorOf(auth);
  return auth.run(async (tx) => {
    const form = await lockForm(tx, auth, access, formId);
    const [row] = await tx.query<SubmissionRow>(
      `SELECT ${SUBMISSION_COLUMNS} FROM smart_form_submissions
        WHERE account_id = $1 AND smart_form_id = $2 AND submission_id = $3 FOR UPDATE`,
      [decider.accountId, formId, submissionId],
    );
    if (!row) throw new SmartFormError('NOT_FOUND', SMART_FORM_MESSAGES.submissionNotFound());
    if (row.status !== 'PENDING') {
      throw new SmartFormError('CONFLICT', SMART_FORM_MESSAGES.decidedAs({ status: row.status }));
    }
    return applyDecision(tx, decider, form.target_list_id, row, decision);
  });
}

/** The decision's effects, the submission's new state and the activity entry; the row is locked and PENDING. */
export async function applyDecision(
  tx: Queryable,
  decider: Decider,
  targetListId: string,
  row: SubmissionRow,
  decision: Decision,
): Promise<SubmissionJson> {
  let beneficiaryId: string | null = null;
  if (decision.kind !== 'REJECT') {
    const list = await lockTargetList(tx, decider.accountId, targetListId);
    refuseLocked(list);
    if (decision.kind === 'ACCEPT') {
      beneficiaryId = (await createPerson(tx, decider, personOf(row.fields.fields))).beneficiary_id;
    } else {
      beneficiaryId = await existingPerson(tx, decider.accountId, decision.beneficiaryId);
    }
    await joinTargetList(tx, decider, list, beneficiaryId, row.fields.properties);
  }
  const status = STATUS_OF[decision.kind];
  const reason = decision.kind === 'REJECT' ? decision.reason : null;
  const [updated] = await tx.query<SubmissionRow>(
    `UPDATE smart_form_submissions
        SET status = $3, beneficiary_id = $4, reason = $5, decided_at = now(), decided_by = $6
      WHERE account_id = $1 AND submission_id = $2 AND status = 'PENDING'
      RETURNING ${SUBMISSION_COLUMNS}`,
    [decider.accountId, row.submission_id, status, beneficiaryId, reason, decider.userId],
  );
  if (!updated) throw new SmartFormError('CONFLICT', SMART_FORM_MESSAGES.decided());
  // Logged on the form: its activity is where a reviewer looks for what became of its submissions.
  await recordActivity(tx, {
    ...decider,
    action: 'UPDATE',
    objectType: 'SMART_FORM',
    objectId: row.smart_form_id,
    changes: {
      submissionId: { from: null, to: row.submission_id },
      submissionStatus: { from: 'PENDING', to: status },
      ...(beneficiaryId ? { beneficiaryId: { from: null, to: beneficiaryId } } : {}),
      ...(reason ? { reason: { from: null, to: reason } } : {}),
      ...(decider.userId === null ? { decidedBy: { from: null, to: 'AUTO_ACCEPT' } } : {}),
    },
  });
  return toSubmissionJson(updated);
}

/** The person to merge into: someone of the organisation's master list, else 422 (never another organisation's). */
async function existingPerson(tx: Queryable, accountId: string, beneficiaryId: string): Promise<string> {
  const [found] = await tx.query<{ beneficiary_id: string }>(
    'SELECT beneficiary_id FROM beneficiaries WHERE account_id = $1 AND beneficiary_id = $2 FOR SHARE',
    [accountId, beneficiaryId],
  );
  if (!found) {
    throw new SmartFormError('VALIDATION_FAILED', 'beneficiaryId is not a beneficiary of this organisation', [
      fieldError('beneficiaryId', 'INVALID_ID', undefined, 'is not a beneficiary of this organisation'),
    ]);
  }
  return found.beneficiary_id;
}
