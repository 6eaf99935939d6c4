// The API's logger: JSON lines (pino) named "api", with the request id the gateway sent (see @aid/common/logging).
import {
  createServiceLogger,
  type DestinationStream,
  type Logger,
  requestLog as logOf,
  memoryServiceLogger,
} from '@aid/common/logging';
import type { Response } from 'express';

export { type Logger, requestIdOf, requestLogging } from '@aid/common/logging';

export function createLogger(destination?: DestinationStream, level?: string): Logger {
  return createServiceLogger('api', destination, level);
}

const fallback = createLogger();

/** The request's logger (with its id); a plain one outside a request. */
export function requestLog(res: Response): Logger {
  return logOf(res, fallback);
}

/** Test-only: a logger that keeps its lines (parsed) in memory. */
export function memoryLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  return memoryServiceLogger('api');
}
