// What the HTTP adapters share: a form POST with a time limit, Retry-After, and sending a batch message by message
// (Twilio and Africa's Talking take one text per request) a few at a time, each answer mapped to a DeliveryResult.
import type { DeliveryResult, OutgoingMessage } from '../provider.js';

/** One message's answer, without its id. */
export type Answer = Omit<DeliveryResult, 'notificationId'>;

/** A provider that does not answer in this long is taken as down: retried. */
const TIMEOUT_MS = 15_000;
/** Requests in flight at once per batch: enough to keep a 5,000-message batch moving, few enough not to be throttled. */
const CONCURRENCY = 8;

export const accepted = (providerMessageId: string | undefined): Answer => ({
  error: null,
  ...(providerMessageId ? { providerMessageId } : {}),
});
/** No retry can change it (an invalid number, a refused sender): ERROR at once. */
export const finalRefusal = (error: string): Answer => ({ error, final: true });
/** Throttled, down or unreachable: retried with back-off, not before the provider's Retry-After. */
export const retry = (error: string, retryAfterMs?: number): Answer => ({
  error,
  ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
});

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export type FormAnswer = { status: number; headers: Headers; body: unknown };

/** POSTs `form` url-encoded; the body parsed as JSON when it is, else its text. Network failures throw. */
export async function postForm(url: string, form: Record<string, string>, headers: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', ...headers },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (an HTML error page, Africa's Talking's plain-text refusals): kept as text.
  }
  return { status: response.status, headers: response.headers, body } satisfies FormAnswer;
}

/** The common part of every HTTP answer that is not the provider's own verdict on the message. */
export function transportAnswer(provider: string, answer: FormAnswer, reason: string): Answer | undefined {
  if (answer.status === 429) {
    return retry(`${provider} is throttling: ${reason}`, retryAfterMs(answer.headers.get('retry-after')));
  }
  if (answer.status >= 500) return retry(`${provider} answered ${answer.status}: ${reason}`);
  return undefined;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Sends each message with `one` (a network failure is a retry), at most CONCURRENCY at a time, in batch order. */
export async function sendEach(
  provider: string,
  batch: readonly OutgoingMessage[],
  one: (message: OutgoingMessage) => Promise<Answer>,
): Promise<DeliveryResult[]> {
  const results: DeliveryResult[] = new Array(batch.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < batch.length; i = next++) {
      const message = batch[i] as OutgoingMessage;
      let answer: Answer;
      try {
        answer = await one(message);
      } catch (error) {
        answer = retry(`${provider} could not be reached: ${errorText(error)}`);
      }
      results[i] = { notificationId: message.notificationId, ...answer };
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, batch.length) }, worker));
  return results;
}
