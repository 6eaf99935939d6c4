// What the vouchers domain shares between the tiers: `@aid/common/vouchers`.
export * from './code.js';
export * from './json.js';
export * from './links.js';
export * from './qr.js';
export * from './usage.js';
