// Export of a master list of 131,072 beneficiaries through the gateway's same-origin download route, read to the end
// as a browser would: the CSV three times (median), the XLSX once.
import http from 'node:http';

import type { TestIdentity } from '@aid/identity';
import { largeMasterList } from './beneficiary-list.js';
import { type Database, onScratchDatabase, startBenchApi, startBenchGateway } from './programs.js';
import { median, round } from './stats.js';

const ROWS = 131_072;
const CSV_RUNS = 3;

export type ExportBenchResult = {
  benchmark: 'beneficiary-export';
  database: Database;
  rows: number;
  loadSeconds: number;
  csvSeconds: number[];
  csvMedianSeconds: number;
  /**
   * CPU seconds of this process per CSV run: API, gateway and client share it, so on a busy machine this, not the
   * wall time, says what an export costs (PostgreSQL's own work comes on top, ~1 ms a page).
   */
  csvCpuSeconds: number[];
  csvBytes: number;
  csvLines: number;
  targetCsvSeconds: 10;
  xlsxSeconds: number;
  xlsxBytes: number;
};

/** Downloads `url` to the end without keeping it: seconds, bytes, and the number of CRLF line ends. */
function download(
  url: string,
  headers: Record<string, string>,
): Promise<{ seconds: number; bytes: number; lines: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`GET ${url}: ${res.statusCode}`));
          return;
        }
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
        });
        res.on('end', () => resolve({ seconds: (performance.now() - start) / 1000, bytes, lines }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function benchExport(identity: TestIdentity, database: Database): Promise<ExportBenchResult | undefined> {
  return onScratchDatabase(database, async (target) => {
    const api = await startBenchApi(identity, target, {
      jobs: false,
    });
    const gateway = await startBenchGateway(identity, api.url);
    try {
      const org = await largeMasterList(api, identity, `beneficiary-export-${database}@example.org`, ROWS);
      const headers = { authorization: `Bearer ${org.token}`, 'x-accountid': org.accountId };
      const url = (format: 'csv' | 'xlsx') => `${gateway.url}/api/beneficiary-lists/${org.groupId}/export.${format}`;
      const csv = [];
      const cpu: number[] = [];
      for (let i = 0; i < CSV_RUNS; i++) {
        const before = process.cpuUsage();
        csv.push(await download(url('csv'), headers));
        const used = process.cpuUsage(before);
        cpu.push((used.user + used.system) / 1e6);
      }
      const last = csv[csv.length - 1];
      if (!last || last.lines !== ROWS + 1) throw new Error(`the CSV has ${last?.lines} lines, not ${ROWS + 1}`);
      const xlsx = await download(url('xlsx'), headers);
      return {
        benchmark: 'beneficiary-export',
        database,
        rows: ROWS,
        loadSeconds: round(org.loadSeconds, 1),
        csvSeconds: csv.map((run) => round(run.seconds)),
        csvMedianSeconds: round(median(csv.map((run) => run.seconds))),
        csvCpuSeconds: cpu.map((seconds) => round(seconds)),
        csvBytes: last.bytes,
        csvLines: last.lines,
        targetCsvSeconds: 10,
        xlsxSeconds: round(xlsx.seconds),
        xlsxBytes: xlsx.bytes,
      };
    } finally {
      await gateway.close();
      await api.close();
    }
  });
}
