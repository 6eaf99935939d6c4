// Africa's Talking, for SMS: one `POST {base}/version1/messaging` per message, form-encoded username/to/message/from,
// header `apiKey`, Accept: application/json. The sandbox (username `sandbox`) answers at api.sandbox.africastalking.com.
// It answers 201 with `{ SMSMessageData: { Message, Recipients: [{ statusCode, number, status, cost, messageId }] } }`;
// per recipient statusCode 100 Processed, 101 Sent, 102 Queued are taken; 401 RiskHold, 402 InvalidSenderId,
// 403 InvalidPhoneNumber, 404 UnsupportedNumberType, 406 UserInBlacklist, 409 DoNotDisturbRejection are final;
// 405 InsufficientBalance, 407 CouldNotRoute, 500 InternalServerError, 501 GatewayError, 502 RejectedByGateway are
// retried (developers.africastalking.com, SMS "Sending" response and status codes).
import type { NotificationProvider, OutgoingMessage } from '../provider.js';
import { type Answer, accepted, finalRefusal, postForm, retry, sendEach, transportAnswer } from './http.js';

export const AFRICASTALKING_API_URL = 'https://api.africastalking.com';
export const AFRICASTALKING_SANDBOX_URL = 'https://api.sandbox.africastalking.com';

export type AfricasTalkingConfig = {
  username: string;
  apiKey: string;
  /** A short code or alphanumeric sender id; none: the account's default. */
  sender: string | null;
  /** Default: the sandbox for username `sandbox`, else the live API; tests point it at a local server. */
  baseUrl?: string;
};

const ACCEPTED = new Set([100, 101, 102]);
const FINAL = new Set([401, 402, 403, 404, 406, 409]);

type Recipient = { statusCode?: number; status?: string; messageId?: string; number?: string };
type SendAnswer = { SMSMessageData?: { Message?: string; Recipients?: Recipient[] } };

function verdict(body: unknown): Answer {
  const data = (body as SendAnswer | null)?.SMSMessageData;
  const [recipient] = data?.Recipients ?? [];
  if (!recipient) {
    // No recipient taken: the overall Message says why (e.g. "InvalidPhoneNumber"), which a retry would not change.
    return finalRefusal(`Africa's Talking refused the message: ${data?.Message ?? 'no recipient accepted'}`);
  }
  const code = Number(recipient.statusCode);
  if (ACCEPTED.has(code)) return accepted(recipient.messageId);
  const reason = `Africa's Talking refused the message: ${recipient.status ?? 'unknown status'} (${code})`;
  return FINAL.has(code) ? finalRefusal(reason) : retry(reason);
}

export function africasTalkingProvider(config: AfricasTalkingConfig): NotificationProvider {
  const base = (
    config.baseUrl ?? (config.username === 'sandbox' ? AFRICASTALKING_SANDBOX_URL : AFRICASTALKING_API_URL)
  ).replace(/\/$/, '');
  const one = async (message: OutgoingMessage): Promise<Answer> => {
    const form: Record<string, string> = {
      username: config.username,
      to: message.recipient ?? '',
      message: message.body,
    };
    if (config.sender) form.from = config.sender;
    const answer = await postForm(`${base}/version1/messaging`, form, { apiKey: config.apiKey });
    if (answer.status === 200 || answer.status === 201) return verdict(answer.body);
    const reason = typeof answer.body === 'string' ? answer.body.slice(0, 200) : JSON.stringify(answer.body);
    // 401 "The supplied authentication is invalid" and other 4xx: the same request gets the same answer.
    return transportAnswer("Africa's Talking", answer, reason) ?? finalRefusal(`Africa's Talking refused: ${reason}`);
  };
  return { name: 'africastalking', send: (_tx, batch) => sendEach("Africa's Talking", batch, one) };
}
