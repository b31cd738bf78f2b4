import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text the browser fetches. Media and fonts are compressed already; source maps are only read by devtools. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** A hidden folder (Vite's .vite, which holds its manifest) is never served. */
const isHidden = (folder: string) => folder.split(path.sep).some((segment) => segment.startsWith('.'));

const compressors = {
  br: (data: Buffer) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data: Buffer) => promisify(gzip)(data, { level: 9 }),
};

/**
 * Writes a `.br` (Brotli at its best quality) and a `.gz` (gzip -9) copy beside each text file under `dir`, where
 * the copy is smaller than the file, so the server can send them as they are. Answers the paths written.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !isHidden(path.relative(dir, entry.parentPath)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const written = await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const copies = await Promise.all(
        Object.entries(compressors).map(async ([extension, compress]) => {
          const compressed = await compress(data);
          if (compressed.length >= data.length) return [];
          await writeFile(`${file}.${extension}`, compressed);
          return [`${file}.${extension}`];
        }),
      );
      return copies.flat();
    }),
  );
  return written.flat();
}

/** Precompresses the build's output once Vite has written all of it (the public folder's files included). */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'courtside:precompress',
    // The browser's build only: the Node build of the prerender (prerender.ts) is thrown away.
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const written = await precompressDirectory(path.resolve(config.root, config.build.outDir));
      config.logger.info(`precompressed ${written.length} files (.br and .gz beside each asset)`);
    },
  };
}
