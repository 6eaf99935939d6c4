// A stand-in REST API for tests of the gateway's own HTTP surface: records requests, answers what it is told.
import { createServer, type IncomingHttpHeaders } from 'node:http';

export type RecordedRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
export type StubAnswer = { status: number; body?: unknown };

export type StubApi = {
  url: string;
  requests: RecordedRequest[];
  answer: (request: RecordedRequest) => StubAnswer;
  close(): Promise<void>;
};

export async function startStubApi(): Promise<StubApi> {
  const stub: StubApi = {
    url: '',
    requests: [],
    answer: () => ({ status: 500 }),
    close: async () => {},
  };
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
    stub.requests.push(recorded);
    const answer = stub.answer(recorded);
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  stub.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  stub.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      // The gateway's kept-alive sockets would hold close() open until they time out.
      server.closeAllConnections();
    });
  return stub;
}
