// `pnpm bench`: runs every benchmark and prints one JSON document. BENCH_ROUNDS sets the number of rounds.
import { benchPrograms } from './programs.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const warmup = Math.max(10, Math.round(rounds / 10));
const results = [await benchPrograms(rounds, warmup)];
console.log(
  JSON.stringify(
    { machine: { cpus: (await import('node:os')).cpus().length, node: process.version }, results },
    null,
    2,
  ),
);
