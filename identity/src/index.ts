export * from './demo.js';
export * from './emulator.js';
export * from './pool-file.js';
export * from './seed.js';
export * from './signin.js';
export * from './testing.js';
