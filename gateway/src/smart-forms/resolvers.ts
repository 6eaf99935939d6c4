// Smart forms: arguments reshaped for the REST API (mapping.ts), results reshaped for the schema. Every query and
// mutation but `smartFormsAvailable` is hidden on hosts SMART_FORMS_HOSTS does not name (hosts.ts).
import type { FieldError } from '@aid/common/errors';
import { createSmartFormSchema, updateSmartFormSchema } from '@aid/common/smart-forms';
import { summary, validate } from '@aid/common/validation';
import type { z } from 'zod';
import type { MutationResolvers, QueryResolvers, Resolvers, SmartFormDefinitionInput } from '../generated/graphql.js';
import { type Outcome, outcome, resultOf, toFieldErrorResults } from '../rest/results.js';
import type { SmartFormsClient } from './client.js';
import { onSmartFormsHosts, type ResolverFunctions } from './hosts.js';
import {
  beneficiaryFieldOf,
  createBody,
  propertyOf,
  schemaFailure,
  schemaField,
  sentTargetKinds,
  storedTargetKinds,
  type TargetKindOf,
  targetProblems,
  updateBody,
} from './mapping.js';
import type { SmartFormRecord } from './types.js';

/**
 * A create or an update: refused here, without a REST call, when an element names two targets or the body fails
 * the API's own schema; otherwise the API's answer. Either way a field error names what the caller sent.
 */
async function changed(
  definition: SmartFormDefinitionInput | null | undefined,
  schema: z.ZodType,
  body: unknown,
  call: () => Promise<SmartFormRecord>,
) {
  const kinds = sentTargetKinds(definition);
  const checked = validate(schema, body);
  const problems: FieldError[] = [...targetProblems(definition), ...(checked.ok ? [] : checked.fieldErrors)].map(
    (problem) => ({ ...problem, field: schemaField(problem.field, kinds) }),
  );
  if (problems.length > 0) {
    const failure = {
      code: 'VALIDATION_FAILED' as const,
      message: summary(problems),
      fieldErrors: toFieldErrorResults(problems),
    };
    return resultOf('smartForm', { value: null, failure });
  }
  return formResult(await outcome(call), async () => kinds);
}

/** A publish, close or delete: the stored draft says which field a `…target` error is about. */
async function stateChange(forms: SmartFormsClient, id: string, change: 'publish' | 'close' | 'delete') {
  return formResult(await outcome(() => forms[change](id)), async () =>
    storedTargetKinds((await forms.get(id).catch(() => null))?.draft),
  );
}

async function formResult(result: Outcome<SmartFormRecord>, kinds: () => Promise<TargetKindOf>) {
  if (!result.failure) return resultOf('smartForm', result);
  // Only a refusal about an element's target needs to know which field the element fills.
  const aboutTarget = result.failure.fieldErrors.some((error) => error.field.includes('.target'));
  const failure = aboutTarget ? schemaFailure(result.failure, await kinds()) : result.failure;
  return resultOf('smartForm', { value: null, failure });
}

export const smartFormsResolvers: Resolvers = {
  Query: {
    smartFormsAvailable: (_parent, _args, context) => context.smartFormsAvailable,
    ...onSmartFormsHosts<ResolverFunctions<QueryResolvers>>({
      smartForms: (_parent, args, context, info) => context.smartForms.list(args, info),
      smartForm: (_parent, { id }, context) => context.smartForms.get(id),
    }),
  },
  Mutation: onSmartFormsHosts<ResolverFunctions<MutationResolvers>>({
    createSmartForm: (_parent, { input }, context) => {
      const body = createBody(input);
      return changed(input.definition, createSmartFormSchema, body, () => context.smartForms.create(body));
    },
    updateSmartForm: (_parent, { id, input }, context) => {
      const body = updateBody(input);
      return changed(input.definition, updateSmartFormSchema, body, () => context.smartForms.update(id, body));
    },
    publishSmartForm: (_parent, { id }, context) => stateChange(context.smartForms, id, 'publish'),
    closeSmartForm: (_parent, { id }, context) => stateChange(context.smartForms, id, 'close'),
    deleteSmartForm: (_parent, { id }, context) => stateChange(context.smartForms, id, 'delete'),
  }),
  SmartForm: {
    publicPath: (form) => (form.publicToken ? `/f/${form.publicToken}` : null),
  },
  SmartFormElement: {
    beneficiaryField: (element) => beneficiaryFieldOf(element.target),
    property: (element) => propertyOf(element.target),
  },
};
