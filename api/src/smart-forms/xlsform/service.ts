// The XLSForm files of a form: an uploaded workbook (POST /files, then its fileId) read into a new draft form with the
// report of what it left out, and any form's draft or published version written out as a workbook.
import type { Readable } from 'node:stream';
import {
  createSmartFormSchema,
  type ImportXlsFormInput,
  SMART_FORM_MESSAGES,
  type SmartFormDefinition,
  XLSFORM_MAX_BYTES,
  XLSFORM_MESSAGES,
  type XlsFormImportJson,
} from '@aid/common/smart-forms';
import { validate } from '@aid/common/validation';
import type { AuthContext } from '../../auth/context.js';
import { type FilesConfig, findFile } from '../../files/service.js';
import { SmartFormError } from '../errors.js';
import { createSmartForm, getSmartForm } from '../service.js';
import { chooseTargetList } from '../target-list.js';
import { exportXlsForm } from './export.js';
import { importXlsForm } from './import.js';
import { xlsformRefusal } from './workbook.js';

const tooLarge = () => xlsformRefusal(XLSFORM_MESSAGES.tooLarge({ max: XLSFORM_MAX_BYTES / 1024 / 1024 }));

async function bytesOf(content: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of content as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > XLSFORM_MAX_BYTES) {
      content.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The form's name: the one asked for, else the workbook's form_title when it can be one, else the file's name. */
function formNameOf(input: ImportXlsFormInput, title: string | null, fileName: string): string {
  if (input.formName !== undefined) return input.formName;
  const nameSchema = createSmartFormSchema.shape.formName;
  for (const candidate of [title, fileName.replace(/\.xlsx?$/i, '')]) {
    const checked = candidate === null ? null : validate(nameSchema, candidate.slice(0, 200));
    if (checked?.ok) return checked.value;
  }
  return 'Imported form';
}

/** A new DRAFT form from the uploaded workbook `fileId`, collecting into `targetListId` (as POST /smart-forms). */
export async function importXlsFormFile(
  auth: AuthContext,
  files: FilesConfig,
  input: ImportXlsFormInput,
): Promise<XlsFormImportJson> {
  const file = await findFile(auth, input.fileId);
  const list = await auth.run((tx) => chooseTargetList(tx, auth, input.targetListId));
  if (Number(file.size_bytes) > XLSFORM_MAX_BYTES) throw tooLarge();
  const bytes = await bytesOf(await files.storage.read(auth.accountId, file.file_id));
  const imported = await importXlsForm(bytes, { properties: list.properties });
  const smartForm = await createSmartForm(auth, {
    formName: formNameOf(input, imported.title, file.file_name),
    description: null,
    targetListId: list.listId,
    definition: imported.definition,
  });
  return { smartForm, report: imported.report };
}

/** The form's draft, or its published `version`, as an XLSForm workbook, with the file name to give it. */
export async function exportXlsFormFile(
  auth: AuthContext,
  id: string,
  version: number | undefined,
): Promise<{ bytes: Buffer; formName: string }> {
  const form = await getSmartForm(auth, id);
  let definition: SmartFormDefinition = form.draft;
  if (version !== undefined) {
    const published = form.versions.find((v) => v.version === version);
    if (!published) throw new SmartFormError('NOT_FOUND', SMART_FORM_MESSAGES.noSuchVersion({ version }));
    definition = published.definition;
  }
  return { bytes: await exportXlsForm(definition, form.formName, version ?? null), formName: form.formName };
}
