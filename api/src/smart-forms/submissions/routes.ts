// The signed-in side of submissions: a staff member filling a form in the app, and review (the page of a form's
// submissions with their duplicate candidates, accept, merge, reject). The public link is public.ts.
import type { Access } from '@aid/common/permissions';
import { type AuthContext, actorOf, requireAccess } from '../../auth/context.js';
import { findByIds } from '../../db/list.js';
import { listErrors, pageDocs } from '../../http/openapi.js';
import { defineRoute, idParamSpec, type RouteDefinition } from '../../http/route.js';
import { SmartFormError } from '../errors.js';
import { SMART_FORMS, type SmartFormRow } from '../model.js';
import { knownScope } from '../service.js';
import {
  mergeSubmissionSchema,
  rejectSubmissionSchema,
  SUBMISSION_LIMITS,
  SUBMISSION_LIST,
  type SubmissionReceipt,
  staffSubmissionSchema,
  submissionJsonSchema,
  submissionReceiptSchema,
} from './model.js';
import { decideSubmission, listSubmissions } from './review.js';
import { loadSubmissionForm, submitAnswers } from './submit.js';

const tags = ['smart-forms'];
const notFound = 'No such form visible to the caller in this account (code NOT_FOUND).';
const decisionErrors = {
  '404': 'No such form, or no such submission of it (code NOT_FOUND).',
  '409': 'The submission has been decided already, or the target list is LOCKED (code CONFLICT).',
};

/**
 * SMART_FORMS CREATE (403 without): filling makes a new record, a temporary beneficiary of the target list, so it is
 * a creation in the section that owns submissions; reviewing (UPDATE) alone does not let a member fill. The gateway
 * declares the same action on submitSmartForm (schema/smart-forms.submissions.graphql).
 */
function fillAccess(auth: AuthContext): Access {
  return requireAccess(auth, 'SMART_FORMS', 'CREATE');
}

async function submitAsStaff(
  auth: AuthContext,
  formId: string,
  input: Parameters<typeof submitAnswers>[2],
): Promise<{ created: boolean; receipt: SubmissionReceipt }> {
  const access = fillAccess(auth);
  const actor = actorOf(auth);
  return auth.run(async (tx) => {
    // 404 for a form of another organisation or one the caller may not know, before anything else is read.
    const [visible] = await findByIds<SmartFormRow>(tx, SMART_FORMS, knownScope(auth, access), [formId]);
    const form = visible ? await loadSubmissionForm(tx, actor.accountId, formId) : undefined;
    if (!form) throw SmartFormError.notFound();
    return submitAnswers(tx, form, input, { source: 'STAFF', userId: actor.userId, sitePath: actor.sitePath });
  });
}

export function submissionRoutes(): RouteDefinition[] {
  const pathOf = (decision: string) => `/smart-forms/:id/submissions/:submissionId/${decision}`;
  const params = { id: idParamSpec, submissionId: idParamSpec };
  return [
    defineRoute({
      method: 'post',
      path: '/smart-forms/:id/submissions',
      operationId: 'submitSmartForm',
      summary: 'Send a form filled by a staff member',
      description:
        'Needs SMART_FORMS CREATE. As the public link (POST /public/forms/{token}/submissions) without ' +
        'the access code: the same checks, idempotency and auto-accept; the submission is STAFF and names its ' +
        'author. Photos and signatures must be images uploaded in the organisation (POST /files).',
      tags,
      params: { id: idParamSpec },
      body: staffSubmissionSchema,
      bodyLimit: SUBMISSION_LIMITS.bodyBytes,
      status: 201,
      response: {
        description: 'The new submission (PENDING, or ACCEPTED by auto-accept); 200 with the same body for a replay.',
        schema: submissionReceiptSchema,
      },
      errors: {
        '404': notFound,
        '409': 'The form is not PUBLISHED, or the idempotency key was used for other answers (code CONFLICT).',
        '413': 'The body is over 1 MB (code PAYLOAD_TOO_LARGE).',
      },
      handler: async ({ auth, res, params: { id }, body }) => {
        const submitted = await submitAsStaff(auth, id, body);
        res.status(submitted.created ? 201 : 200).json(submitted.receipt);
        return undefined;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/smart-forms/:id/submissions',
      operationId: 'listSmartFormSubmissions',
      summary: "A page of a form's submissions, newest first, with their duplicate candidates",
      description: 'Needs SMART_FORMS UPDATE (review). `status` keeps the submissions in that status.',
      tags,
      permission: ['SMART_FORMS', 'UPDATE'],
      params: { id: idParamSpec },
      ...pageDocs(SUBMISSION_LIST, 'SmartFormSubmission', { without: ['ids'] }),
      errors: { '404': notFound, ...listErrors },
      handler: ({ auth, access, params: { id }, req }) => listSubmissions(auth, access, id, req),
    }),
    defineRoute({
      method: 'post',
      path: pathOf('accept'),
      operationId: 'acceptSmartFormSubmission',
      summary: 'Accept a submission: a new person in the master list and the target list',
      description:
        'Needs SMART_FORMS UPDATE. The person is made from the fields the answers fill (creation method E-F; 422 ' +
        'when they make no valid beneficiary, e.g. no names) and joins the target list with the list properties ' +
        'the answers fill; the lists’ counts move. Logged on the form and the person.',
      tags,
      permission: ['SMART_FORMS', 'UPDATE'],
      params,
      response: { description: 'The submission, ACCEPTED.', schema: submissionJsonSchema },
      errors: decisionErrors,
      handler: ({ auth, access, params: p }) =>
        decideSubmission(auth, access, p.id, p.submissionId, { kind: 'ACCEPT' }),
    }),
    defineRoute({
      method: 'post',
      path: pathOf('merge'),
      operationId: 'mergeSmartFormSubmission',
      summary: 'Merge a submission into an existing person',
      description:
        'Needs SMART_FORMS UPDATE. The person (of the organisation’s master list, else 422) joins the target list ' +
        'with the list properties the answers fill, if not in it yet; their own fields are left as they are.',
      tags,
      permission: ['SMART_FORMS', 'UPDATE'],
      params,
      body: mergeSubmissionSchema,
      response: { description: 'The submission, MERGED.', schema: submissionJsonSchema },
      errors: decisionErrors,
      handler: ({ auth, access, params: p, body }) =>
        decideSubmission(auth, access, p.id, p.submissionId, { kind: 'MERGE', beneficiaryId: body.beneficiaryId }),
    }),
    defineRoute({
      method: 'post',
      path: pathOf('reject'),
      operationId: 'rejectSmartFormSubmission',
      summary: 'Reject a submission, with a reason',
      description: 'Needs SMART_FORMS UPDATE. Nobody is created or changed.',
      tags,
      permission: ['SMART_FORMS', 'UPDATE'],
      params,
      body: rejectSubmissionSchema,
      response: { description: 'The submission, REJECTED.', schema: submissionJsonSchema },
      errors: decisionErrors,
      handler: ({ auth, access, params: p, body }) =>
        decideSubmission(auth, access, p.id, p.submissionId, { kind: 'REJECT', reason: body.reason }),
    }),
  ];
}
