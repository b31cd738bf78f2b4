import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverLayers } from './server-layers.js';

describe("the server's layers (scripts/server-layers.ts, run by npm test)", () => {
  const made: string[] = [];
  afterAll(() => Promise.all(made.map((directory) => rm(directory, { recursive: true, force: true }))));

  /** A server of `files` (paths under apps/server/src, and their source) in a directory of its own. */
  async function serverOf(files: Record<string, string>) {
    const root = await mkdtemp(path.join(os.tmpdir(), 'courtside-layers-'));
    made.push(root);
    for (const [file, source] of Object.entries(files)) {
      const at = path.join(root, 'apps/server/src', file);
      await mkdir(path.dirname(at), { recursive: true });
      await writeFile(at, source);
    }
    return serverLayers(root);
  }

  it('holds on the server as it is: no broken rule, no module cycle, no arrow pointing back up', async () => {
    const layers = await serverLayers();
    expect(layers.violations).toEqual([]);
    expect(layers.backArrows).toEqual([]);
    expect(layers.modules.length).toBeGreaterThan(20);
  });

  it('fails a change that breaks a layer, naming the rule and the import', async () => {
    const layers = await serverOf({
      'modules/a/a.routes.ts': 'export const routes = 1;\n',
      'modules/a/a.service.ts': "import { service } from '../b/b.service.js';\nexport const a = service;\n",
      // A module importing another's routes, and so a cycle between modules a and b (no cycle between files).
      'modules/b/b.service.ts': "import { routes } from '../a/a.routes.js';\nexport const service = routes;\n",
      // lib/ importing a module.
      'lib/helper.ts': "import { a } from '../modules/a/a.service.js';\nexport const helper = a;\n",
      // A module importing what puts the server together.
      'modules/d/d.service.ts': "import { app } from '../../app.js';\nexport const d = app;\n",
      // Two files importing each other.
      'modules/c/one.ts': "import { two } from './two.js';\nexport const one = () => two;\n",
      'modules/c/two.ts': "import { one } from './one.js';\nexport const two = () => one;\n",
      'app.ts':
        "import { helper } from './lib/helper.js';\nimport { one } from './modules/c/one.js';\nexport const app = [helper, one];\n",
    });
    const src = 'apps/server/src';
    expect(layers.violations).toEqual(
      expect.arrayContaining([
        { rule: 'low-layers-import-no-module', from: `${src}/lib/helper.ts`, to: `${src}/modules/a/a.service.ts` },
        { rule: 'no-other-modules-routes', from: `${src}/modules/b/b.service.ts`, to: `${src}/modules/a/a.routes.ts` },
        { rule: 'no-circular', from: `${src}/modules/c/one.ts`, to: `${src}/modules/c/two.ts` },
        { rule: 'nothing-imports-the-composition', from: `${src}/modules/d/d.service.ts`, to: `${src}/app.ts` },
      ]),
    );
    expect(layers.backArrows.map(({ from, to }) => [from, to].sort())).toEqual([['modules/a', 'modules/b']]);
  });

  it('reads a clean server as clean: modules on levels, every arrow pointing down', async () => {
    const layers = await serverOf({
      'lib/helper.ts': 'export const helper = 1;\n',
      'modules/games/games.service.ts': "import { helper } from '../../lib/helper.js';\nexport const games = helper;\n",
      'modules/reels/reels.service.ts': "import { games } from '../games/games.service.js';\nexport const reels = games;\n",
      'modules/reels/reels.routes.ts': "import { reels } from './reels.service.js';\nexport const routes = reels;\n",
    });
    expect(layers.violations).toEqual([]);
    expect(layers.backArrows).toEqual([]);
    expect(layers.arrows).toBe(1);
    expect(layers.levels).toBe(2);
  });
});
