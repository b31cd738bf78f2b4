// The server's layers, read from its imports (docs/architecture.md, "The server's layers"): dependency-cruiser
// reads every `import` of apps/server/src (tests and test helpers left out) and checks the rules below; this
// script then collapses the files into their modules and counts the arrows between modules that point back up (a
// module cycle). `npx tsx scripts/server-layers.ts` prints the figures and fails on any broken rule or back arrow;
// `npm test` runs it, and scripts/server-layers.test.ts shows that a change breaking a layer fails it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';

const SOURCE = 'apps/server/src';

/** The rules every import of the server keeps (dependency-cruiser's `forbidden` rules). */
export const LAYER_RULES: IForbiddenRuleType[] = [
  {
    name: 'no-circular',
    comment: 'No cycle between files: each file can be read after the files it imports.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'low-layers-import-no-module',
    comment: 'db/, lib/ and plugins/ are below every feature: they import no module.',
    severity: 'error',
    from: { path: `^${SOURCE}/(db|lib|plugins)/` },
    to: { path: `^${SOURCE}/modules/` },
  },
  {
    name: 'nothing-imports-the-composition',
    comment:
      'What starts and puts the server together (main, worker, app, infrastructure, jobs, cli) is on top: no module, lib, db or plugin imports it.',
    severity: 'error',
    from: { path: `^${SOURCE}/(modules|lib|db|plugins)/` },
    to: { path: `^${SOURCE}/((main|worker|app|infrastructure)\\.ts$|(jobs|cli)/)` },
  },
  {
    name: 'no-other-modules-routes',
    comment: "A module imports no other module's routes: what two route files share lives beside a service.",
    severity: 'error',
    from: { path: `^${SOURCE}/modules/([^/]+)/` },
    to: { path: `^${SOURCE}/modules/[^/]+/[^/]+\\.routes\\.ts$`, pathNot: `^${SOURCE}/modules/$1/` },
  },
];

/** The part of the server a file belongs to: its module (`modules/games`), or its top folder or file (`lib`, `app.ts`). */
export function unitOf(file: string): string {
  const inside = file.slice(SOURCE.length + 1);
  const [first = '', second] = inside.split('/');
  return first === 'modules' && second ? `modules/${second}` : first;
}

/**
 * An order of the modules that puts as many arrows as it can downwards (Eades, Lin and Smyth's greedy heuristic
 * for the feedback arc set): sinks last, sources first, then the module with the most arrows out over in. An
 * arrow that points back up in it is part of a cycle; without cycles there is none.
 */
function layeredOrder(modules: readonly string[], arrows: readonly (readonly [string, string])[]): string[] {
  const out = new Map(modules.map((module) => [module, new Set<string>()]));
  const into = new Map(modules.map((module) => [module, new Set<string>()]));
  const outOf = (module: string) => out.get(module) ?? new Set<string>();
  const intoOf = (module: string) => into.get(module) ?? new Set<string>();
  for (const [from, to] of arrows) {
    outOf(from).add(to);
    intoOf(to).add(from);
  }
  const left = new Set(modules);
  const remove = (module: string) => {
    left.delete(module);
    for (const to of outOf(module)) intoOf(to).delete(module);
    for (const from of intoOf(module)) outOf(from).delete(module);
  };
  const head: string[] = [];
  const tail: string[] = [];
  while (left.size > 0) {
    let changed = true;
    while (changed) {
      changed = false;
      for (const module of [...left].sort()) {
        if (!left.has(module) || outOf(module).size > 0) continue;
        tail.unshift(module);
        remove(module);
        changed = true;
      }
      for (const module of [...left].sort()) {
        if (!left.has(module) || intoOf(module).size > 0) continue;
        head.push(module);
        remove(module);
        changed = true;
      }
    }
    if (left.size > 0) {
      const lean = (module: string) => outOf(module).size - intoOf(module).size;
      const module = [...left].sort().reduce((best, each) => (lean(each) > lean(best) ? each : best));
      head.push(module);
      remove(module);
    }
  }
  return [...head, ...tail];
}

/**
 * Checks the server under `baseDir` (the repository by default): the broken rules (`violations`), and the modules'
 * graph: how many modules and arrows between them, the levels they stand on, and the arrows pointing back up.
 */
export interface ServerLayers {
  violations: { rule: string; from: string; to: string }[];
  modules: string[];
  arrows: number;
  levels: number;
  level: Map<string, number>;
  backArrows: { from: string; to: string; imports: string[] }[];
}

export async function serverLayers(baseDir = process.cwd()): Promise<ServerLayers> {
  const { output: result } = await cruise(
    [SOURCE],
    {
      baseDir,
      validate: true,
      ruleSet: { forbidden: LAYER_RULES },
      includeOnly: `^${SOURCE}/`,
      exclude: { path: `\\.test\\.ts$|^${SOURCE}/test/` },
      tsPreCompilationDeps: true,
    },
    { extensions: ['.ts', '.js'] },
  );
  const output = result as ICruiseResult;
  const violations = output.summary.violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }));
  const arrows = new Map<string, string[]>();
  for (const file of output.modules) {
    for (const dependency of file.dependencies) {
      if (!dependency.resolved.startsWith(`${SOURCE}/`)) continue;
      const from = unitOf(file.source);
      const to = unitOf(dependency.resolved);
      if (from === to) continue;
      if (!from.startsWith('modules/') || !to.startsWith('modules/')) continue;
      const key = `${from} -> ${to}`;
      arrows.set(key, [...(arrows.get(key) ?? []), `${file.source} -> ${dependency.resolved}`]);
    }
  }
  const pairs = [...arrows.keys()].map((key) => key.split(' -> ') as [string, string]);
  const modules = [
    ...new Set(output.modules.map((file) => unitOf(file.source)).filter((unit) => unit.startsWith('modules/'))),
  ].sort();
  const order = layeredOrder(modules, pairs);
  const place = new Map(order.map((module, at) => [module, at]));
  const backArrows = pairs
    .filter(([from, to]) => (place.get(from) ?? 0) > (place.get(to) ?? 0))
    .map(([from, to]) => ({ from, to, imports: arrows.get(`${from} -> ${to}`) ?? [] }));
  // A module's level: 1 for one that imports no other module, else one more than the highest it imports.
  const level = new Map<string, number>();
  for (const module of [...order].reverse()) {
    const below = pairs
      .filter(([from, to]) => from === module && (place.get(to) ?? 0) > (place.get(from) ?? 0))
      .map(([, to]) => level.get(to) ?? 0);
    level.set(module, 1 + Math.max(0, ...below));
  }
  return { violations, modules, arrows: pairs.length, levels: Math.max(0, ...level.values()), level, backArrows };
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  const layers = await serverLayers();
  for (const violation of layers.violations) console.log(`${violation.rule}: ${violation.from} -> ${violation.to}`);
  for (const arrow of layers.backArrows) console.log(`back arrow: ${arrow.from} -> ${arrow.to} (${arrow.imports.join('; ')})`);
  console.log(
    `server layers: ${String(layers.modules.length)} modules on ${String(layers.levels)} levels, ${String(layers.arrows)} arrows between them, ${String(layers.backArrows.length)} pointing back up; ${String(layers.violations.length)} broken rules`,
  );
  process.exit(layers.violations.length === 0 && layers.backArrows.length === 0 ? 0 : 1);
}
