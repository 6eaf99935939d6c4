// What the scanning domain shares between the tiers: `@aid/common/scanning`.
export * from './fields.js';
export * from './in-kind.js';
export * from './json.js';
export * from './messages.js';
export * from './refusals.js';
export * from './schema.js';
