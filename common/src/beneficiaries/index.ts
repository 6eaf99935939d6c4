// What the beneficiaries domain shares between the tiers: `@aid/common/beneficiaries`.
export * from './duplicates.js';
export * from './fields.js';
export * from './import.js';
export * from './import-messages.js';
export * from './json.js';
export * from './messages.js';
export * from './name-key.js';
export * from './refusals.js';
export * from './schema.js';
