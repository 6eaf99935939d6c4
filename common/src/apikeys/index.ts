// What the apikeys domain shares between the tiers: `@aid/common/apikeys`.
export * from './json.js';
export * from './key.js';
export * from './messages.js';
