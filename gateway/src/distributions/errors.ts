// The distributions domain's refusals: the REST error's `reason` (which rule refused) travels with the typed result,
// so the web can tell "over budget" from "the creator cannot approve" without reading the message. The same shape
// serves the domains built on distributions (notifications), each with its own list of reasons.
import { DISTRIBUTION_REFUSALS, type DistributionRefusal } from '@aid/common/distributions';
import { isOneOf } from '@aid/common/enums';
import type { z } from 'zod';
import { RestError } from '../rest/errors.js';
import { type Failure, outcome, resultOf, type ValidatedCall, validatedOutcome, wordsResult } from '../rest/results.js';

export type ReasonedFailure<R> = Failure & { reason: R | null };
export type ReasonedOutcome<T, R> = { value: T; failure: null } | { value: null; failure: ReasonedFailure<R> };
export type DistributionFailure = ReasonedFailure<DistributionRefusal>;
export type DistributionOutcome<T> = ReasonedOutcome<T, DistributionRefusal>;

/** The REST error's reason when it is one of `reasons` (an unknown one is left out rather than mistyped). */
function refusalOf<R extends string>(reasons: readonly R[], error: unknown): R | null {
  if (!(error instanceof RestError)) return null;
  return isOneOf(reasons, error.reason) ? error.reason : null;
}

/**
 * `outcome` with the refusal's reason. A FORBIDDEN that names a rule (four eyes: the creator, an incompatible role)
 * is a decision about this distribution, not a missing permission, so it is answered in the result too; a plain
 * FORBIDDEN (no access to the type) stays a GraphQL error.
 */
async function refusalOutcome<T, R extends string>(
  reasons: readonly R[],
  run: (call: () => Promise<T>) => Promise<Awaited<ReturnType<typeof outcome<T>>>>,
  call: () => Promise<T>,
): Promise<ReasonedOutcome<T, R>> {
  let reason: R | null = null;
  const remembered = async (): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      reason = refusalOf(reasons, error);
      throw error;
    }
  };
  try {
    const result = await run(remembered);
    return result.failure ? { value: null, failure: { ...result.failure, reason } } : result;
  } catch (error) {
    if (!(error instanceof RestError) || error.code !== 'FORBIDDEN' || reason === null) throw error;
    const failure = { code: 'FORBIDDEN' as const, message: error.message, fieldErrors: [], words: wordsResult(error) };
    return { value: null, failure: { ...failure, reason } };
  }
}

/** `outcome` keeping the REST error's reason when it is one of `reasons`. */
export function reasonedOutcome<T, R extends string>(
  reasons: readonly R[],
  call: () => Promise<T>,
): Promise<ReasonedOutcome<T, R>> {
  return refusalOutcome(reasons, (c) => outcome(c), call);
}

/** Checked with the shared schema first (no REST call when it fails), then as `reasonedOutcome`. */
export function validatedReasonedOutcome<T, R extends string>(
  reasons: readonly R[],
  schema: z.ZodType,
  input: unknown,
  call: () => Promise<T>,
): Promise<ReasonedOutcome<T, R>> {
  return refusalOutcome(reasons, (c) => validatedOutcome(schema, input, c), call);
}

export function distributionOutcome<T>(call: () => Promise<T>): Promise<DistributionOutcome<T>> {
  return reasonedOutcome(DISTRIBUTION_REFUSALS, call);
}

/** Checked with the shared schema first (no REST call when it fails), then as `distributionOutcome`. */
export function validatedDistributionOutcome<T>(
  schema: z.ZodType,
  input: unknown,
  call: () => Promise<T>,
): Promise<DistributionOutcome<T>> {
  return validatedReasonedOutcome(DISTRIBUTION_REFUSALS, schema, input, call);
}

/** A result type's fields, `reason` included. */
export function reasonedResultOf<K extends string, T, R>(key: K, result: ReasonedOutcome<T, R>) {
  return { ...resultOf(key, result), reason: result.failure?.reason ?? null };
}

export const distributionResultOf = reasonedResultOf;

/** A result from `call`, with the REST error's reason when it is one of `reasons` (reasonedOutcome, reasonedResultOf). */
export async function reasonedResult<K extends string, T, R extends string>(
  key: K,
  reasons: readonly R[],
  call: () => Promise<T>,
) {
  return reasonedResultOf(key, await reasonedOutcome(reasons, call));
}

/** A distribution mutation's result from `call` (distributionOutcome, then distributionResultOf). */
export function distributionResult<K extends string, T>(key: K, call: () => Promise<T>) {
  return reasonedResult(key, DISTRIBUTION_REFUSALS, call);
}

/** As distributionResult, its input first checked with `schema` (no REST call when that fails). */
export async function validatedDistributionResult<K extends string, T>(key: K, ...checked: ValidatedCall<T>) {
  return reasonedResultOf(key, await validatedDistributionOutcome(...checked));
}
