import type { TestProject } from 'vitest/node';
import { buildProduct } from './build-setup';
import { launchChromiumServer } from './chromium';
import { removeDataDir, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The run's Chromium, which every spec connects to (support/browser.ts). */
    browserEndpoint: string;
  }
}

/** Builds the product and starts it once, as `npm start` would, and one Chromium, for every end-to-end spec. */
export default async function setup(project: TestProject) {
  buildProduct();
  const [server, browser] = await Promise.all([startServer(), launchChromiumServer()]);
  project.provide('baseUrl', server.url);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    const code = await server.stop();
    await removeDataDir(server.dataDir);
    if (code !== 0) throw new Error(`the e2e server did not shut down cleanly (exit ${code}):\n${server.output()}`);
  };
}
