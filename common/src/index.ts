export * from './enums.js';
export * from './ids.js';
export * from './permissions.js';
export * from './rest.js';
