// What the accounts domain shares between the tiers: `@aid/common/accounts`.
export * from './countries.js';
export * from './json.js';
export * from './messages.js';
export * from './schema.js';
