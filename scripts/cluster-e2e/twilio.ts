// A local server answering as Twilio's Messages API does (201 with the message's sid), standing in for the provider
// the cluster's worker sends SMS to (TWILIO_API_URL), and Twilio's side of the delivery receipts: each message's
// status posted to the StatusCallback it carried, signed as Twilio signs (twilio.com/docs/usage/webhooks/
// webhooks-security: base64 HMAC-SHA1 under the auth token of the URL followed by the sorted parameters).
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

export type SentSms = { accountSid: string; sid: string; to: string; from: string; body: string; callback: string };

export type FakeTwilio = {
  url: string;
  sent: SentSms[];
  /** Posts one receipt for `sms`; answers the HTTP status the receipts route gave. */
  receipt(sms: SentSms, status: string, authToken: string): Promise<number>;
  close(): Promise<void>;
};

export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const sorted = [...params.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha1', authToken)
    .update(url + sorted.map(([name, value]) => name + value).join(''), 'utf8')
    .digest('base64');
}

const MESSAGES = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

export async function startFakeTwilio(port: number): Promise<FakeTwilio> {
  const sent: SentSms[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const match = MESSAGES.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"code":20404,"message":"Not found"}');
        return;
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const sms: SentSms = {
        accountSid: decodeURIComponent(match[1] ?? ''),
        sid: `SM${randomBytes(16).toString('hex')}`,
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        callback: form.get('StatusCallback') ?? '',
      };
      sent.push(sms);
      res
        .writeHead(201, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ sid: sms.sid, status: 'queued', to: sms.to, from: sms.from }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    async receipt(sms, status, authToken) {
      const params = new URLSearchParams({ AccountSid: sms.accountSid, MessageSid: sms.sid, MessageStatus: status });
      const response = await fetch(sms.callback, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Twilio-Signature': twilioSignature(authToken, sms.callback, params),
        },
        body: params.toString(),
      });
      return response.status;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
