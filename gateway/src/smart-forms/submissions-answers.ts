// Answers in GraphQL are a list of name and text (SubmissionAnswer, SubmissionAnswerInput) so partners read and
// write them with one typed shape instead of a JSON blob; the REST API keeps them typed by element (common's
// AnswerValue). Text → value needs the element's type ("true" is text in a TEXT element, a yes in YES_NO); a text
// that does not read as its type is sent as it is, for the API to refuse with the element's name.
import type { SmartFormDefinition, SmartFormElement } from '@aid/common/smart-forms';
import type { SubmissionAnswer, SubmissionAnswerInput } from '../generated/graphql.js';

/** A stored answer as SubmissionAnswer.value writes it: JSON only for lists and locations. */
export function answerText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The stored answers as the schema's list, in the order the API kept them. */
export function answerList(answers: Record<string, unknown>): SubmissionAnswer[] {
  return Object.entries(answers).map(([name, value]) => ({ name, value: answerText(value) }));
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function answerValue(type: SmartFormElement['type'] | undefined, text: string): unknown {
  switch (type) {
    case 'INTEGER':
    case 'DECIMAL':
    case 'RATING': {
      const number = text.trim() === '' ? Number.NaN : Number(text);
      return Number.isFinite(number) ? number : text;
    }
    case 'YES_NO':
      return text === 'true' ? true : text === 'false' ? false : text;
    case 'SELECT_MANY':
      // A JSON list as documented; the XPath notation (values separated by spaces) is the API's to read.
      return text.trim().startsWith('[') ? parsedJson(text) : text;
    case 'LOCATION':
      return parsedJson(text);
    default:
      return text;
  }
}

/**
 * SubmitSmartFormInput's answers as the REST body's record. `definition` is the version filled, when known; a name
 * it lacks keeps its text (the API names the element that no longer exists). A null value is no answer.
 */
export function answerRecord(
  answers: readonly SubmissionAnswerInput[],
  definition: SmartFormDefinition | undefined,
): Record<string, unknown> {
  const types = new Map<string, SmartFormElement['type']>();
  for (const page of definition?.pages ?? [])
    for (const element of page.elements) types.set(element.name, element.type);
  const record: Record<string, unknown> = {};
  for (const { name, value } of answers) {
    if (value === null || value === undefined) continue;
    record[name] = answerValue(types.get(name), value);
  }
  return record;
}
