// Twilio, for SMS and WhatsApp: one `POST {base}/2010-04-01/Accounts/{Sid}/Messages.json` per message, form-encoded
// To/From/Body (and StatusCallback, where the delivery receipts go), HTTP basic auth Sid:token. WhatsApp numbers are
// written `whatsapp:+…` on both sides. Twilio answers 201 with the message resource (`sid`); a refusal is 4xx with
// `{ code, message, more_info, status }` (e.g. 400, code 21211 "The 'To' number … is not a valid phone number");
// 429 (code 20429) "is never processed and is always safe to retry" (twilio.com/docs/api/errors/20429).
import type { NotificationProvider, OutgoingMessage } from '../provider.js';
import { type Answer, accepted, finalRefusal, postForm, sendEach, transportAnswer } from './http.js';

export const TWILIO_API_URL = 'https://api.twilio.com';

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  /** The sending number (or Messaging Service sender) as Twilio knows it, without the `whatsapp:` prefix. */
  sender: string;
  /** Default TWILIO_API_URL; tests point it at a local server. */
  baseUrl?: string;
  /** Where Twilio posts the message's status changes (our receipts route); none: no receipts. */
  statusCallback?: string;
};

/** `whatsapp:+…` on the WhatsApp channel, the number itself on SMS; an existing prefix is kept. */
export function twilioAddress(number: string, channel: OutgoingMessage['channel']): string {
  if (channel !== 'WHATSAPP' || number.startsWith('whatsapp:')) return number;
  return `whatsapp:${number}`;
}

type TwilioError = { code?: number; message?: string };

function reasonOf(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const { code, message } = body as TwilioError;
    if (message) return code === undefined ? message : `${message} (Twilio error ${code})`;
  }
  return typeof body === 'string' && body ? body.slice(0, 200) : 'no reason given';
}

export function twilioProvider(config: TwilioConfig): NotificationProvider {
  const base = (config.baseUrl ?? TWILIO_API_URL).replace(/\/$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const one = async (message: OutgoingMessage): Promise<Answer> => {
    const form: Record<string, string> = {
      To: twilioAddress(message.recipient ?? '', message.channel),
      From: twilioAddress(config.sender, message.channel),
      Body: message.body,
    };
    if (config.statusCallback) form.StatusCallback = config.statusCallback;
    const answer = await postForm(url, form, { Authorization: authorization });
    if (answer.status === 200 || answer.status === 201) {
      const sid = (answer.body as { sid?: unknown } | null)?.sid;
      return accepted(typeof sid === 'string' ? sid : undefined);
    }
    const reason = reasonOf(answer.body);
    // Any other 4xx (an invalid or unsubscribed number 21211/21610/21614, a sender not allowed 21606, bad
    // credentials 20003) is the same answer next time: final, so the drain does not send it again and again.
    return transportAnswer('Twilio', answer, reason) ?? finalRefusal(`Twilio refused the message: ${reason}`);
  };
  return { name: 'twilio', send: (_tx, batch) => sendEach('Twilio', batch, one) };
}
