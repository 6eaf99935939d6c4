// What the jobs domain shares between the tiers: `@aid/common/jobs`.
export * from './demo-jobs.js';
export * from './fields.js';
export * from './json.js';
export * from './messages.js';
