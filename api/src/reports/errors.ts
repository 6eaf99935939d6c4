import type { FieldError } from '@aid/common/errors';
import type { Message } from '@aid/common/messages';
import { REPORT_MESSAGES, type ReportRefusal } from '@aid/common/reports';
import { ApiError } from '../http/errors.js';

type Code = 'NOT_FOUND' | 'VALIDATION_FAILED' | 'FORBIDDEN' | 'CONFLICT';

/** What a report may name and not find, each with its words. */
const NOT_FOUND_WORDS = {
  Program: REPORT_MESSAGES.programNotFound,
  Distribution: REPORT_MESSAGES.distributionNotFound,
  'Beneficiary list': REPORT_MESSAGES.listNotFound,
  'Report schedule': REPORT_MESSAGES.scheduleNotFound,
  'Report file': REPORT_MESSAGES.fileNotFound,
} as const;
export type NotFoundWhat = keyof typeof NOT_FOUND_WORDS;

/** The reports domain's refusals: `code` from the common error table, `reason` the rule. */
export class ReportError extends ApiError<ReportRefusal> {
  declare readonly reason: ReportRefusal;

  constructor(code: Code, message: string | Message, reason: ReportRefusal, fieldErrors?: FieldError[]) {
    super(code, message, fieldErrors, reason);
  }

  /** What a caller may not see answers as what does not exist: no figure, no hint that it is there. */
  static notFound(what: NotFoundWhat, ids: readonly string[]): ReportError {
    return new ReportError('NOT_FOUND', NOT_FOUND_WORDS[what]({ ids: ids.join(', ') }), 'NOT_FOUND');
  }
}
