// Why a report request was refused: the error body's `reason` beside its code (common/src/errors.ts). Only what the
// reports domain itself throws: a missing REPORTS permission (403) and an invalid body (400) are refused by the shared
// route layer, without a reason. NOT_FOUND is also what a member limited to programs gets for a list or program
// outside them: never a figure, never a hint.
// NOT_COMPLETED: a report file downloaded before its job completed; SCHEDULES_FULL: REPORT_SCHEDULES_MAX reached.

export const REPORT_REFUSALS = ['NOT_FOUND', 'NOT_COMPLETED', 'SCHEDULES_FULL'] as const;
export type ReportRefusal = (typeof REPORT_REFUSALS)[number];
