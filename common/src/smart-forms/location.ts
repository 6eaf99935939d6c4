// A LOCATION answer's shape, apart from answers-values.ts (zod, phone numbers) and from errors.ts (its message table)
// so the light public filling page can check a position with the very rule the server applies.
export type LocationAnswer = { latitude: number; longitude: number; accuracy?: number };

/** Why a position is refused; answers-values.ts makes it the element's field error. */
export type LocationProblem = {
  code: 'WRONG_TYPE' | 'UNKNOWN_FIELD' | 'TOO_SMALL' | 'TOO_LARGE';
  params?: Record<string, string | number>;
  /** Absent: the common text for the code. */
  message?: string;
};

const LOCATION_KEYS = new Set(['latitude', 'longitude', 'accuracy']);

/** `raw` as a position {latitude, longitude, accuracy?} in range, or why it is refused. */
export function checkLocation(raw: unknown): { value: LocationAnswer } | { problem: LocationProblem } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { problem: { code: 'WRONG_TYPE', params: { expected: 'a position {latitude, longitude, accuracy?}' } } };
  }
  const extra = Object.keys(raw).find((key) => !LOCATION_KEYS.has(key));
  if (extra) return { problem: { code: 'UNKNOWN_FIELD', message: `has an unknown part: ${extra}` } };
  const { latitude, longitude, accuracy } = raw as Record<string, unknown>;
  const parts = [
    ['latitude', latitude, -90, 90],
    ['longitude', longitude, -180, 180],
    ['accuracy', accuracy ?? 0, 0, Number.POSITIVE_INFINITY],
  ] as const;
  for (const [part, value, low, high] of parts) {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      return { problem: { code: 'WRONG_TYPE', params: { expected: 'a number' }, message: `${part} must be a number` } };
    }
    if (value < low)
      return { problem: { code: 'TOO_SMALL', params: { min: low }, message: `${part} must be at least ${low}` } };
    if (value > high)
      return { problem: { code: 'TOO_LARGE', params: { max: high }, message: `${part} must be at most ${high}` } };
  }
  const position = { latitude: latitude as number, longitude: longitude as number };
  return { value: typeof accuracy === 'number' ? { ...position, accuracy } : position };
}
