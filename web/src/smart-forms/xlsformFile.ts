// A form as an XLSForm workbook (the draft, or a published version), through the platform's one download helper: a
// plain link would carry the session cookie but not the organisation the member acts in.
import { downloadFile } from '../http/download.js';
import type { SessionCaller } from '../http/headers.js';

export function xlsformPath(smartFormId: string): string {
  return `/api/smart-forms/${encodeURIComponent(smartFormId)}/xlsform.xlsx`;
}

/** A file name from the form's name: what the file systems of Windows and phones refuse is replaced. */
export function xlsformFileName(formName: string, version?: number): string {
  const base = formName.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'form';
  return version === undefined ? `${base}.xlsx` : `${base} v${version}.xlsx`;
}

export function downloadXlsForm(
  session: SessionCaller,
  form: { smartFormId: string; formName: string },
  version?: number,
): Promise<void> {
  return downloadFile(session, {
    path: xlsformPath(form.smartFormId),
    params: { version: version === undefined ? undefined : String(version) },
    fileName: xlsformFileName(form.formName, version),
    accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
