import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Where the build keeps its source maps: under Vite's hidden `.vite` folder, which the server never serves (a
 * dot folder, like the manifest beside it), so an operator can read a stack trace with them but nobody else
 * downloads the app's source.
 */
export const SOURCE_MAPS_DIR = path.join('.vite', 'sourcemaps');

/**
 * Moves the browser build's source maps out of the served folder into SOURCE_MAPS_DIR, keeping their paths. With
 * `build.sourcemap: 'hidden'` no script names its map, so nothing asks for them.
 */
export function privateSourceMaps(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'courtside:private-source-maps',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      const outDir = path.resolve(config.root, config.build.outDir);
      const maps = Object.keys(bundle).filter((file) => file.endsWith('.map'));
      await Promise.all(
        maps.map(async (file) => {
          const target = path.join(outDir, SOURCE_MAPS_DIR, file);
          await mkdir(path.dirname(target), { recursive: true });
          await rename(path.join(outDir, file), target);
        }),
      );
    },
  };
}
