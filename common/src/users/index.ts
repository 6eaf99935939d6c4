// What the users domain shares between the tiers: `@aid/common/users`.
export * from './fields.js';
export * from './json.js';
export * from './messages.js';
