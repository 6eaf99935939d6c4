// Test-only helpers of the import suites: files made in the test (no fixtures committed), uploads, waiting for a
// job's outcome.

import { crc32 } from 'node:zlib';
import type { BeneficiaryImportJson } from '@aid/common/beneficiaries';
import type { JobJson } from '@aid/common/jobs';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { TestApi } from './harness.js';
import type { Caller } from './programs.js';

export const HEADER =
  'firstName,lastName,gender,dob,email,phoneNumber,externalReferenceNumber,numberOfFamilyMembers,nationality';

/** `n` valid CSV lines (no header), every one distinct: names, phones, e-mails and references all differ. */
export function validLines(n: number, from = 0, tag = 'a'): string[] {
  return Array.from({ length: n }, (_, k) => {
    const i = k + from;
    const phone = `+2547${String(10_000_000 + i).slice(-8)}`;
    return `Person${tag}${i},Family${i % 97},${i % 2 ? 'F' : 'M'},1990-01-${String((i % 28) + 1).padStart(2, '0')},p${tag}${i}@example.org,${phone},REF-${tag}-${i},${i % 5},KE`;
  });
}

/** `i` in letters (a, b, …, ba, …): names must differ in letters, since the comparable name drops digits. */
const letters = (i: number) =>
  i
    .toString(26)
    .split('')
    .map((d) => String.fromCharCode(97 + Number.parseInt(d, 26)))
    .join('');

/** `n` valid lines of people no deduplication would pair: names differing in letters, unique contacts. */
export function distinctLines(n: number, tag: string): string[] {
  return Array.from({ length: n }, (_, i) => {
    const phone = `+2547${String(10_000_000 + i).slice(-8)}`;
    // A birth date of their own too (one day apart): the deduplication blocks on it.
    const dob = new Date(Date.UTC(1950, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    return `Amina${letters(i)},Yusuf${letters(i * 7 + 3)},F,${dob},p${tag}${i}@example.org,${phone},REF-${tag}-${i},1,KE`;
  });
}

export const csv = (lines: readonly string[], encoding = 'utf8', bom = false): Buffer => {
  const text = `${bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`;
  return encoding === 'utf8' ? Buffer.from(text, 'utf8') : iconv.encode(text, encoding, { addBOM: bom });
};

export async function xlsx(sheets: Record<string, (string | number | Date)[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A ZIP archive of `files`, in this order, stored without compression: enough for a workbook written by hand. */
export function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An XLSX as some generators write it: inline strings, numbers as numeric cells, and no `r` attribute on rows or
 * cells (optional in the format: each is the one after the previous). `sheetXml` may replace the worksheet's XML.
 */
export function xlsxWithoutReferences(rows: readonly (readonly (string | number)[])[], sheetXml?: string): Buffer {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const cell = (v: string | number) =>
    typeof v === 'number'
      ? `<c><v>${v}</v></c>`
      : v === ''
        ? '<c/>'
        : `<c t="inlineStr"><is><t>${escapeXml(v)}</t></is></c>`;
  const sheetData = rows.map((r) => `<row>${r.map(cell).join('')}</row>`).join('');
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '</Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="People" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    // Before the sheet, so the reader streams the sheet as it arrives rather than after the whole archive.
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${main}" count="0" uniqueCount="0"/>`,
    'xl/worksheets/sheet1.xml':
      sheetXml ??
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData>${sheetData}</sheetData></worksheet>`,
  });
}

export function importCalls(api: () => TestApi) {
  const as = async (who: Caller, method: string, path: string, body?: unknown) => {
    const send = () => api().call(method, path, { token: who.token, accountId: who.accountId, body });
    try {
      return await send();
    } catch {
      // A kept-alive connection the server had just closed (busy machines, long polls): one new try, idempotent
      // for the reads this is used for in loops.
      return send();
    }
  };
  const upload = async (who: Caller, content: Buffer, name = 'people.csv') => {
    const res = await fetch(`${api().url}/files?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${who.token}`, 'x-accountid': who.accountId, 'Content-Type': 'text/csv' },
      body: new Uint8Array(content),
    });
    return { status: res.status, body: (await res.json()) as { fileId: string; message?: string } };
  };
  const waitForImport = async (
    who: Caller,
    importId: string,
    until: (i: BeneficiaryImportJson) => boolean,
    timeoutMs = 60_000,
  ) => {
    const deadline = Date.now() + timeoutMs;
    let last: BeneficiaryImportJson | undefined;
    while (Date.now() < deadline) {
      last = (await as(who, 'GET', `/beneficiary-imports/${importId}`)).body as BeneficiaryImportJson;
      if (until(last)) return last;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`import ${importId} did not get there in time; last: ${JSON.stringify(last)}`);
  };
  const job = async (who: Caller, jobId: string) => (await as(who, 'GET', `/jobs/${jobId}`)).body as JobJson;
  return { as, upload, waitForImport, job };
}

export const settled = (i: BeneficiaryImportJson) => !['CHECKING', 'IMPORTING'].includes(i.status);
