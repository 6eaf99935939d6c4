// Test-only: a local HTTP server standing in for a provider. Each request gets the next scripted answer (the last
// one repeats) and is recorded, so a test sees exactly what an adapter sent.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ScriptedAnswer = { status: number; body: string; headers?: Record<string, string> };
export type SeenRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: string; at: number };

export type FakeProvider = {
  url: string;
  seen: SeenRequest[];
  /** The answers to the next requests, in order. */
  script(...answers: ScriptedAnswer[]): void;
  /** Answers each request by what it carries instead (requests in flight at once arrive in any order). */
  answerWith(respond: (request: SeenRequest) => ScriptedAnswer): void;
  close(): Promise<void>;
};

export async function startFakeProvider(): Promise<FakeProvider> {
  const seen: SeenRequest[] = [];
  let answers: ScriptedAnswer[] = [];
  let responder: ((request: SeenRequest) => ScriptedAnswer) | undefined;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      seen.push(request);
      const answer = responder
        ? responder(request)
        : answers.length > 1
          ? (answers.shift() as ScriptedAnswer)
          : answers[0];
      if (!answer) {
        res.writeHead(500).end('no scripted answer');
        return;
      }
      const json = answer.body.startsWith('{');
      const type = json ? 'application/json' : answer.body.startsWith('<') ? 'text/xml' : 'text/plain';
      res.writeHead(answer.status, { 'Content-Type': type, ...answer.headers }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    script(...next) {
      answers = next;
      responder = undefined;
      seen.length = 0;
    },
    answerWith(respond) {
      responder = respond;
      seen.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
