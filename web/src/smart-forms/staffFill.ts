// Staff mode (issue 25): a signed-in member fills a form's latest published version in the app and sends it with
// submitSmartForm. What crosses to GraphQL is kept here, apart from the page: the form to fill, the mutation, the
// idempotency key made once per filled form, the clean answers as the schema's texts, and a refusal's field errors
// placed on the elements they name.
import { graphql } from '../generated/gql.js';
import type { SubmissionAnswerInput } from '../generated/graphql.js';
import type { ShownFieldError } from '../i18n/fieldErrors.js';
import type { Problem } from './problems.js';
import { smartFormPath } from './SmartFormTable.js';

export const SmartFormFillDocument = graphql(`
  query SmartFormFill($id: ID!) {
    smartForm(id: $id) {
      smartFormId
      formName
      status
      publishedVersion
      versions {
        version
        definition {
          ...SmartFormDefinition_fields
        }
      }
    }
  }
`);

export const SubmitSmartFormDocument = graphql(`
  mutation SubmitSmartForm($id: ID!, $input: SubmitSmartFormInput!) {
    submitSmartForm(id: $id, input: $input) {
      submissionId
      status
      code
      message
      words {
        key
        params {
          name
          value
        }
      }
      fieldErrors {
        field
        code
        params {
          name
          value
        }
        message
      }
    }
  }
`);

export function staffFillPath(smartFormId: string): string {
  return `${smartFormPath(smartFormId)}/fill`;
}

/**
 * A new idempotency key (16 to 100 characters): made when a form is started, kept for every retry of its sending, so
 * a retry after a lost answer returns the first submission instead of making a second person.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `staff-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** One clean answer as SubmissionAnswerInput.value writes it: JSON for lists and locations only. */
export function answerText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** common's clean answers (checkAnswers) as the mutation's list, unanswered questions left out. */
export function answersInput(answers: Readonly<Record<string, unknown>>): SubmissionAnswerInput[] {
  return Object.entries(answers).flatMap(([name, value]) => {
    const text = answerText(value);
    return text === null ? [] : [{ name, value: text }];
  });
}

type ServerFieldError = ShownFieldError & { field: string; message: string };

/**
 * A refusal's field errors by element name (the API names an answer `answers.<name>`); what names no element of
 * `names` (the whole answers, the idempotency key) is the form's own.
 */
export function placeAnswerErrors(
  fieldErrors: readonly ServerFieldError[],
  names: ReadonlySet<string>,
): { byElement: Map<string, Problem[]>; form: Problem[] } {
  const byElement = new Map<string, Problem[]>();
  const form: Problem[] = [];
  for (const error of fieldErrors) {
    const name = error.field.replace(/^answers\./, '');
    const problem: Problem = { field: name, code: error.code, params: error.params, message: error.message };
    if (names.has(name)) byElement.set(name, [...(byElement.get(name) ?? []), problem]);
    else form.push(problem);
  }
  return { byElement, form };
}
