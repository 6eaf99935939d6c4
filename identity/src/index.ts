export * from './demo.js';
export * from './emulator.js';
export * from './seed.js';
export * from './signin.js';
export * from './testing.js';
