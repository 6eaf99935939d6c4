// What the payments domain shares between the tiers: `@aid/common/payments`.
export * from './columns.js';
export * from './json.js';
export * from './messages.js';
