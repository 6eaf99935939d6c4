// Why a report request was refused: the error body's `reason` beside its code (common/src/errors.ts). NOT_FOUND is
// also what a member limited to programs gets for a list or program outside them: never a figure, never a hint.

export const REPORT_REFUSALS = ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION'] as const;
export type ReportRefusal = (typeof REPORT_REFUSALS)[number];
