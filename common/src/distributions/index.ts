// What the distributions domain shares between the tiers: `@aid/common/distributions`.
export * from './enums.js';
export * from './fields.js';
export * from './json.js';
export * from './messages.js';
export * from './money.js';
export * from './schema.js';
export * from './transitions.js';
