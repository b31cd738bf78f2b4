import type { TestProject } from 'vitest/node';
import { buildProduct } from './build-setup';
import { removeDataDir, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the product and starts it once, as `npm start` would, for every end-to-end spec. */
export default async function setup(project: TestProject) {
  buildProduct();
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return async () => {
    const code = await server.stop();
    await removeDataDir(server.dataDir);
    if (code !== 0) throw new Error(`the e2e server did not shut down cleanly (exit ${code}):\n${server.output()}`);
  };
}
