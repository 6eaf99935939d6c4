// A real SMTP server for tests (smtp-server): listens on 127.0.0.1 on a free port, takes mail with or without AUTH,
// and keeps every message it accepted, raw and with its subject and text parts read out (the little MIME nodemailer
// writes: headers, quoted-printable or base64 parts, multipart/alternative), so a test can open an invitation and
// follow its link. Replies can be scripted per recipient (e.g. 451 once, then accept; or 550 always).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = {
  from: string;
  to: string[];
  /** The AUTH user the client signed in as, if it did. */
  user: string | undefined;
  raw: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded ('' when there is none). */
  html: string;
};

/** An SMTP reply to give instead of accepting, e.g. { code: 451, message: '4.7.1 Try again later' }. */
export type SmtpReply = { code: number; message: string };

export type TestSmtpOptions = {
  /** Accepted AUTH PLAIN/LOGIN users and their passwords; without any, AUTH is refused and not needed. */
  users?: Record<string, string>;
  /** Called for each recipient (RCPT TO): a reply refuses it, undefined accepts it. */
  rcpt?: (to: string) => SmtpReply | undefined;
  /**
   * Called with each message before it is accepted: the sender hears 250 only once this has finished (e.g. the
   * message is on disk, as the local stack's mailbox keeps it), and a 451 when it throws.
   */
  onMessage?: (mail: CapturedMail) => void | Promise<void>;
};

export type TestSmtp = {
  host: string;
  port: number;
  /** smtp://127.0.0.1:<port>, for SMTP_URL (add user:password@ when AUTH is wanted). */
  url: string;
  messages: CapturedMail[];
  /** RCPT TO commands seen, refused ones included: how a test counts attempts. */
  recipientsTried: string[];
  /** The newest message to `to`, waiting up to `timeoutMs` for it. */
  messageFor(to: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
};

const replyError = (reply: SmtpReply) => Object.assign(new Error(reply.message), { responseCode: reply.code });

export async function startTestSmtp(options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const messages: CapturedMail[] = [];
  const recipientsTried: string[] = [];
  const users = options.users ?? {};
  const server = new SMTPServer({
    authOptional: true,
    // Plain text on the loopback: no STARTTLS (its certificate would be self-signed), AUTH allowed without TLS.
    disabledCommands: Object.keys(users).length > 0 ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const known = auth.username !== undefined && users[auth.username] === auth.password;
      if (!known) return callback(replyError({ code: 535, message: '5.7.8 Authentication credentials invalid' }));
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      recipientsTried.push(address.address);
      const reply = options.rcpt?.(address.address);
      callback(reply ? replyError(reply) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const user = typeof session.user === 'string' ? session.user : undefined;
        const mail = { from, to: session.envelope.rcptTo.map((r) => r.address), user, raw, ...readMessage(raw) };
        Promise.resolve()
          .then(() => options.onMessage?.(mail))
          .then(
            () => {
              messages.push(mail);
              callback(null);
            },
            (error: unknown) => callback(replyError({ code: 451, message: `4.3.0 Not kept: ${String(error)}` })),
          );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    host: '127.0.0.1',
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    recipientsTried,
    async messageFor(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      const wanted = to.toLowerCase();
      for (;;) {
        const found = [...messages].reverse().find((m) => m.to.some((t) => t.toLowerCase() === wanted));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no message to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  const body = part.body.replace(/\r\n/g, '\n');
  return encoding === 'quoted-printable' ? quotedPrintable(body.replace(/=\n/g, '')) : body;
}

/** `=XX` escapes are bytes of UTF-8 text; everything else is itself (soft line breaks already removed). */
function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as nodemailer writes a subject with non-ASCII text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** The subject and the decoded text and HTML parts of a raw message (also how a saved .eml file is read). */
export function readMessage(raw: string): { subject: string; text: string; html: string } {
  const message = splitPart(raw);
  const subject = decodeWords(message.headers.get('subject') ?? '');
  const parts: Part[] = [];
  const collect = (part: Part) => {
    const type = part.headers.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
      parts.push(part);
      return;
    }
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) if (!piece.startsWith('--')) collect(splitPart(piece.replace(/^\r?\n/, '')));
  };
  collect(message);
  const ofType = (type: string) =>
    parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const text = ofType('text/plain');
  const html = ofType('text/html');
  return { subject, text: text ? decodeBody(text).trimEnd() : '', html: html ? decodeBody(html).trimEnd() : '' };
}
