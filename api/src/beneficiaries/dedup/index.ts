// The deduplication as other parts of the API use it: the import's dry run and the organisation's thresholds.
// For the benchmark (bench/src/dedup.ts): the whole-list steps (its generated population is test support:
// @aid/api/testing).
export { deduplicate, findDuplicatePairs, thresholdsOf, writePairs } from './find.js';
export { checkImportDuplicates } from './import-check.js';
export type { Thresholds } from './score.js';
