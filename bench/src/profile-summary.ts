// Where a service's CPU went, from a V8 CPU profile (BENCH_CPU_PROF_DIR, api-child.ts): self time per package and per
// function, as shares of the time the process was not idle.
//   cd bench && npx tsx src/profile-summary.ts /tmp/prof/CPU.….cpuprofile [rows]
import { readFile } from 'node:fs/promises';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
export type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

export type Share = { name: string; percent: number };
export type ProfileSummary = { busyMs: number; packages: Share[]; functions: Share[] };

/** A script's package (node_modules/.pnpm/<name@version>), its path in this repository, or node's own module. */
function packageOf(url: string): string {
  const pnpm = /node_modules\/\.pnpm\/([^/]+)\//.exec(url);
  if (pnpm?.[1]) return pnpm[1];
  const local = /\/((?:api|gateway|common|web|bench)\/src\/.*)$/.exec(url);
  return local?.[1] ?? (url || '(native)');
}

function top(totals: Map<string, number>, busy: number, rows: number): Share[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, micros]) => ({ name, percent: Math.round((micros / busy) * 1000) / 10 }));
}

export function summarise(profile: CpuProfile, rows = 25): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const packages = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const micros = profile.timeDeltas[i] ?? 0;
    if (!node || node.callFrame.functionName === '(idle)') return;
    busy += micros;
    const where = packageOf(node.callFrame.url);
    packages.set(where, (packages.get(where) ?? 0) + micros);
    const name = `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
  });
  return {
    busyMs: Math.round(busy / 1000),
    packages: top(packages, busy, rows),
    functions: top(functions, busy, rows),
  };
}

if (process.argv[1]?.endsWith('profile-summary.ts')) {
  const [file, rows] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [rows]');
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  console.log(JSON.stringify(summarise(profile, rows ? Number(rows) : 25), null, 2));
}
