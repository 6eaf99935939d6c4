import { FILE_MESSAGES } from '@aid/common/files';
import { domainError } from '../http/errors.js';

/** The files domain's refusals; statuses come from the common error table. */
export class FileError extends domainError<'NOT_FOUND' | 'PAYLOAD_TOO_LARGE' | 'VALIDATION_FAILED'>() {
  static notFound(): FileError {
    return new FileError('NOT_FOUND', FILE_MESSAGES.notFound());
  }

  static tooLarge(maxBytes: number): FileError {
    return new FileError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.tooLarge({ limit: formatBytes(maxBytes) }));
  }
}

/** 1073741824 → "1 GiB", 262144000 → "250 MiB": the limit as a person reads it. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}
