// What the programs domain shares between the tiers: `@aid/common/programs`.
export * from './fields.js';
export * from './json.js';
export * from './messages.js';
export * from './schema.js';
