// The report files (issue 24) of the whole organisation: the distribution summary of every program and the
// beneficiary list report of the master list, each as XLSX and as PDF, asked through the gateway's GraphQL and timed
// from the request until the job says COMPLETED (target ≤ 20 s each). The API runs in the benchmark's process, so the
// memory figure is that process's resident peak while the files are written, beside its level just before (the API's
// share is at most the difference; target < 300 MiB for the API).
import { round } from './stats.js';

type Ask = <T>(query: string, variables: Record<string, unknown>) => Promise<T>;

type Started = { report: { reportId: string } | null; message: string | null };
type Polled = { reportFile: { status: string; sizeBytes: number | null; errorMessage: string | null } | null };

const START = {
  summary: `mutation ($format: ReportFormat!) { started: startDistributionSummaryReportFile(input: {}, format: $format)
    { report { reportId } message } }`,
  master: `mutation ($format: ReportFormat!) { started: startBeneficiaryListReportFile(input: {}, format: $format)
    { report { reportId } message } }`,
} as const;
const POLL = 'query ($id: ID!) { reportFile(id: $id) { status sizeBytes errorMessage } }';

export type FileFigure = { ms: number; bytes: number };
export type ReportFilesResult = {
  summaryXlsx: FileFigure;
  summaryPdf: FileFigure;
  masterXlsx: FileFigure;
  masterPdf: FileFigure;
  baselineRssMiB: number;
  peakRssMiB: number;
  targetMs: 20_000;
  targetApiMiB: 300;
};

async function writeOne(ask: Ask, report: keyof typeof START, format: 'XLSX' | 'PDF'): Promise<FileFigure> {
  const start = performance.now();
  const { started } = await ask<{ started: Started }>(START[report], { format });
  if (!started.report) throw new Error(`${report} ${format}: ${started.message}`);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { reportFile } = await ask<Polled>(POLL, { id: started.report.reportId });
    if (reportFile?.status === 'COMPLETED') {
      return { ms: round(performance.now() - start), bytes: reportFile.sizeBytes ?? 0 };
    }
    if (reportFile?.status === 'FAILURE' || reportFile?.status === 'CANCELLED') {
      throw new Error(`${report} ${format}: ${reportFile.status} ${reportFile.errorMessage}`);
    }
  }
}

/** The four files one after the other, with the process's resident memory sampled every 100 ms meanwhile. */
export async function benchReportFiles(ask: Ask): Promise<ReportFilesResult> {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  try {
    const summaryXlsx = await writeOne(ask, 'summary', 'XLSX');
    const summaryPdf = await writeOne(ask, 'summary', 'PDF');
    const masterXlsx = await writeOne(ask, 'master', 'XLSX');
    const masterPdf = await writeOne(ask, 'master', 'PDF');
    return {
      summaryXlsx,
      summaryPdf,
      masterXlsx,
      masterPdf,
      baselineRssMiB: round(baseline / 2 ** 20, 0),
      peakRssMiB: round(peak / 2 ** 20, 0),
      targetMs: 20_000,
      targetApiMiB: 300,
    };
  } finally {
    clearInterval(sampler);
  }
}
