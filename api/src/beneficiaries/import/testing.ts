// Test-only helpers of the import suites: files made in the test (no fixtures committed), uploads, waiting for a
// job's outcome.
import type { BeneficiaryImportJson, JobJson } from '@aid/common';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { Caller } from '../../programs/testing.js';
import type { TestApi } from '../../testing/harness.js';

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
