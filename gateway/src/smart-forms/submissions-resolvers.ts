// Submissions: the review page's list (`SmartForm.submissions`), staff mode's submit and the three decisions, each
// reshaped for the REST API (submissions-answers.ts turns the schema's answer list into the API's record and back).
// Hidden with the rest of smart forms on hosts SMART_FORMS_HOSTS does not name (hosts.ts); `SmartForm.submissions`
// is reached only through a form, which those hosts never answer.
import { fieldError } from '@aid/common/errors';
import { staffSubmissionSchema } from '@aid/common/smart-forms';
import { summary } from '@aid/common/validation';
import type { MutationResolvers, Resolvers, SubmissionAnswerInput, SubmissionStatus } from '../generated/graphql.js';
import { callResult, toFieldErrorResults, validatedOutcome } from '../rest/results.js';
import { onSmartFormsHosts, type ResolverFunctions } from './hosts.js';
import { answerList, answerRecord } from './submissions-answers.js';

/** Two answers for one element cannot both be kept: refused rather than one silently dropped. */
function repeatedAnswers(answers: readonly SubmissionAnswerInput[]) {
  const seen = new Set<string>();
  const repeated = answers.filter(({ name }) => seen.size === seen.add(name).size);
  return [...new Set(repeated.map(({ name }) => name))].map((name) =>
    fieldError(`answers.${name}`, 'NOT_UNIQUE', { value: name }),
  );
}

const receipt = (submissionId: string | null, status: SubmissionStatus | null) => ({ submissionId, status });

export const smartFormSubmissionsResolvers: Resolvers = {
  Mutation: onSmartFormsHosts<ResolverFunctions<MutationResolvers>>({
    submitSmartForm: async (_parent, { id, input }, context) => {
      const repeated = repeatedAnswers(input.answers);
      if (repeated.length > 0) {
        const failure = { code: 'VALIDATION_FAILED' as const, message: summary(repeated) };
        return { ...receipt(null, null), ...failure, fieldErrors: toFieldErrorResults(repeated) };
      }
      // The version's element types read the answers' texts; an unknown form or version leaves them as text for
      // the API to refuse (NOT_FOUND, CONFLICT) in its own words.
      const form = await context.smartForms.get(id).catch(() => null);
      const definition = form?.versions.find((v) => v.version === input.version)?.definition;
      const body = {
        idempotencyKey: input.idempotencyKey,
        version: input.version,
        answers: answerRecord(input.answers, definition),
        ...(input.deviceTime ? { deviceTime: input.deviceTime } : {}),
      };
      const sent = await validatedOutcome(staffSubmissionSchema, body, () =>
        context.smartFormSubmissions.submit(id, body),
      );
      if (sent.failure) return { ...receipt(null, null), ...sent.failure };
      return { ...receipt(sent.value.submissionId, sent.value.status), code: null, message: null, fieldErrors: [] };
    },
    acceptSmartFormSubmission: (_parent, { id, submissionId }, context) =>
      callResult('submission', () => context.smartFormSubmissions.accept(id, submissionId)),
    mergeSmartFormSubmission: (_parent, { id, submissionId, beneficiaryId }, context) =>
      callResult('submission', () => context.smartFormSubmissions.merge(id, submissionId, beneficiaryId)),
    rejectSmartFormSubmission: (_parent, { id, submissionId, reason }, context) =>
      callResult('submission', () => context.smartFormSubmissions.reject(id, submissionId, reason)),
  }),
  SmartForm: {
    submissions: (form, args, context, info) => context.smartFormSubmissions.list(form.smartFormId, args, info),
  },
  SmartFormSubmission: {
    answers: (submission) => answerList(submission.answers),
  },
};
