// Uploaded files: what the files list can be filtered and sorted on, and the rules for a file's name.
import { defineList, textSorts, timestampFields, timestampSorts } from '../fields.js';
import { hasControlCharacters } from '../validation.js';

export const FILE_LIST = defineList({
  fields: {
    FILE_NAME: { type: 'text', sql: 'file_name', nullable: false },
    CONTENT_TYPE: { type: 'text', sql: 'content_type', nullable: false },
    SIZE_BYTES: { type: 'number', sql: 'size_bytes', nullable: false },
    CREATED_BY: { type: 'id', sql: 'created_by', nullable: true },
    ...timestampFields('created_at'),
  },
  sorts: {
    ...timestampSorts('created_at'),
    ...textSorts({ NAME: 'lower(file_name)' }),
  },
  defaultSort: 'CREATED_AT_NEWEST',
});

export const FILE_NAME_MAX = 255;

/** Why `name` cannot name a stored file, or undefined when it can (it is only ever shown, never a path). */
export function fileNameProblem(name: string): string | undefined {
  if (name.trim().length === 0) return 'must not be empty';
  if (name.length > FILE_NAME_MAX) return `must be at most ${FILE_NAME_MAX} characters`;
  // Control characters (NUL, line breaks) would break headers and logs.
  if (hasControlCharacters(name, false)) return 'must not contain control characters';
  return undefined;
}
