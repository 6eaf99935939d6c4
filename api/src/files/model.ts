// The file row, its JSON and where the list engine finds it.
import { FILE_LIST, type FileJson } from '@aid/common/files';
import type { ListSource } from '../db/list.js';
import { toIso } from '../db/rows.js';

export type FileRow = {
  file_id: string;
  account_id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  created_by: string | null;
  created_at: string | Date;
};

export const FILE_COLUMNS = 'file_id, account_id, file_name, content_type, size_bytes, sha256, created_by, created_at';

export function toFileJson(row: FileRow): FileJson {
  return {
    fileId: row.file_id,
    accountId: row.account_id,
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    sha256: row.sha256,
    createdBy: row.created_by,
    createdAt: toIso(row.created_at),
  };
}

export const FILES: ListSource = {
  name: 'files',
  table: 'files',
  idColumn: 'file_id',
  columns: FILE_COLUMNS,
  declaration: FILE_LIST,
};
