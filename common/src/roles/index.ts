// What the roles domain shares between the tiers: `@aid/common/roles`.
export * from './check.js';
export * from './json.js';
export * from './messages.js';
export * from './predefined.js';
