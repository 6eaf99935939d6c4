// Brotli and gzip copies of the built text files, made once at build time at the highest levels, so the gateway
// sends them without compressing on every request (gateway/src/web.ts picks one by Accept-Encoding).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text (and wasm); images and fonts are compressed already. */
export const PRECOMPRESSED_EXTENSIONS = /\.(js|mjs|css|html|svg|json|webmanifest|map|txt|xml|wasm)$/;
/** Below this a compressed copy saves less than its request headers weigh. */
export const PRECOMPRESS_MIN_BYTES = 1024;

export type PrecompressResult = { file: string; bytes: number; br: number; gz: number };

/** Writes `<file>.br` and `<file>.gz` next to every eligible file under `dir`; a copy not smaller is not kept. */
export function precompressDirectory(dir: string): PrecompressResult[] {
  const results: PrecompressResult[] = [];
  for (const file of walk(dir)) {
    if (!PRECOMPRESSED_EXTENSIONS.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < PRECOMPRESS_MIN_BYTES) continue;
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: file.endsWith('.wasm')
          ? constants.BROTLI_MODE_GENERIC
          : constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    // The gateway serves whichever copy exists, so a copy that would not save anything is simply not written.
    if (br.length < content.length) writeFileSync(`${file}.br`, br);
    if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
    results.push({ file, bytes: content.length, br: br.length, gz: gz.length });
  }
  return results;
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * Runs after every other plugin's closeBundle (the service worker and its Workbox runtime are written there), on
 * the folder this build really writes to (`vite build --outDir …` included).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let log: (message: string) => void = () => {};
  return {
    name: 'aid-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const results = precompressDirectory(outDir);
        const total = (key: 'bytes' | 'br' | 'gz') => results.reduce((sum, result) => sum + result[key], 0);
        log(
          `precompressed ${results.length} files: ${kib(total('bytes'))} → ${kib(total('br'))} brotli, ${kib(total('gz'))} gzip`,
        );
      },
    },
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
