// What the files domain shares between the tiers: `@aid/common/files`.
export * from './fields.js';
export * from './json.js';
export * from './messages.js';
