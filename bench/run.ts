/**
 * `npm run bench`: runs every bench/*.bench.ts in turn and prints `name: value unit` lines. Each bench
 * compares against a baseline measured in the same run, because these machines are shared and noisy.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

const only = process.argv[2];
const files = (await readdir(import.meta.dirname))
  .filter((file) => file.endsWith('.bench.ts') && (!only || file.startsWith(only)))
  .sort();
for (const file of files) {
  const bench = (await import(path.join(import.meta.dirname, file))) as { run: () => Promise<string[]> };
  console.log(`# ${file.replace('.bench.ts', '')}`);
  for (const line of await bench.run()) console.log(line);
}
