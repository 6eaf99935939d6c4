// What the reports domain shares between the tiers: `@aid/common/reports`.
export * from './files.js';
export * from './filter.js';
export * from './input.js';
export * from './json.js';
export * from './messages.js';
export * from './refusals.js';
