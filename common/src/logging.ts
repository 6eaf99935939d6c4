// Structured JSON logs (pino) for the two services, one line per request and per error, each carrying the
// request's id (x-request-id): the gateway takes a caller's well-formed id or makes one and passes it to the API,
// so one user action can be followed through both. Server only: imported as `@aid/common/logging`, never by the web.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DestinationStream, type Logger, pino } from 'pino';

export type { DestinationStream, Logger } from 'pino';

/** Tokens and cookies never reach a log line. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.authorization',
  '*.accessToken',
  '*.refreshToken',
];

export function createServiceLogger(
  name: string,
  destination?: DestinationStream,
  level = process.env.LOG_LEVEL ?? 'info',
): Logger {
  const options = { name, level, redact: REDACT };
  return destination ? pino(options, destination) : pino(options);
}

/** Test-only: a logger that keeps its lines (parsed) in memory, to assert on them or print them on failure. */
export function memoryServiceLogger(name: string): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const destination = {
    write(line: string) {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  };
  return { logger: createServiceLogger(name, destination, 'info'), lines };
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const LOG_KEY = 'aidLog';
const ID_KEY = 'aidRequestId';

/** What Express's request and response are to this module (kept structural: common does not depend on Express). */
type Request = IncomingMessage & { path: string };
type Response = ServerResponse & { locals: Record<string, unknown> };

/** The request id (a well-formed x-request-id, else a new one), answered in x-request-id; one log line per request. */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: () => void): void => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', requestId);
    const log = logger.child({ requestId });
    res.locals[LOG_KEY] = log;
    res.locals[ID_KEY] = requestId;
    const started = performance.now();
    res.on('finish', () => {
      log.info(
        { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(performance.now() - started) },
        'request',
      );
    });
    next();
  };
}

/** The request's logger (with its id), or `fallback` outside a request. */
export function requestLog(res: Pick<Response, 'locals'>, fallback: Logger): Logger {
  return (res.locals[LOG_KEY] as Logger | undefined) ?? fallback;
}

export function requestIdOf(res: Pick<Response, 'locals'>): string {
  return (res.locals[ID_KEY] as string | undefined) ?? randomUUID();
}
