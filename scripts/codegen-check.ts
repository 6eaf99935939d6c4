// Fails when the generated files differ from what the schema and documents produce now.
import { readFileSync } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import { config } from '../codegen.js';

// generate() is typed loosely; with saveOutput false it returns the files it would write.
const files: { filename: string; content: string }[] = await generate({ ...config, silent: true }, false);
const stale = files.filter((file) => {
  try {
    return readFileSync(file.filename, 'utf8') !== file.content;
  } catch {
    return true;
  }
});
if (stale.length > 0) {
  console.error(`Generated files are stale; run \`pnpm codegen\`:\n${stale.map((f) => `  ${f.filename}`).join('\n')}`);
  process.exit(1);
}
console.log(`codegen: ${files.length} generated files are up to date`);
