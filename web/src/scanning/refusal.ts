// One clear scanning error (spec "Scanning error message"): the refusal's reason read from the GraphQL error or the
// typed result, shown with this app's own words for it.
import { SCAN_REFUSALS, type ScanRefusal } from '@aid/common/scanning';
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export type ScanProblem = { reason: ScanRefusal | null; message: string };

function asRefusal(value: unknown): ScanRefusal | null {
  return (SCAN_REFUSALS as readonly unknown[]).includes(value) ? (value as ScanRefusal) : null;
}

/** What went wrong with a look-up: a known refusal, or the error's own message. */
export function problemOf(error: unknown): ScanProblem {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    return { reason: asRefusal(first?.extensions?.reason), message: first?.message ?? error.message };
  }
  return { reason: null, message: error instanceof Error ? error.message : String(error) };
}

export function refusalOf(reason: string | null | undefined, message: string | null | undefined): ScanProblem {
  return { reason: asRefusal(reason), message: message ?? '' };
}
