// The gateway's logger: JSON lines (pino) named "gateway", with each request's id (see @aid/common/logging).
import { createServiceLogger, type DestinationStream, type Logger, requestLog as logOf } from '@aid/common/logging';
import type { Response } from 'express';

export { type Logger, requestIdOf, requestLogging } from '@aid/common/logging';

export function createLogger(destination?: DestinationStream, level?: string): Logger {
  return createServiceLogger('gateway', destination, level);
}

const fallback = createLogger();

export function requestLog(res: Response): Logger {
  return logOf(res, fallback);
}
