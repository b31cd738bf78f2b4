import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

/**
 * The system Chromium, headless, with the flags this machine needs: without the background-networking ones
 * Chromium keeps trying hosts the closed network refuses.
 */
const LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu', '--no-first-run'],
};

/** A Chromium of its own (the benchmarks). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(LAUNCH);
}

export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

/**
 * The tests' pages of one context share its renderer processes, two at most, instead of a new one each: a new page
 * navigating to the site started a renderer of its own (a page opened, shown /faq and closed cost Chromium 1.2-1.6
 * CPU-seconds, against 0.4 for the same navigation in a page already open). With this limit it cost 0.9-0.95, and
 * the browser's specs took Chromium 497 CPU-seconds against 547 (one run each, nothing else running). A context's
 * pages never share a process with another context's (their storage is apart), so tests stay isolated. The
 * benchmarks' Chromium (`launchChromium`, Lighthouse) keeps Chromium's own process model.
 */
const SHARED_RENDERERS = '--renderer-process-limit=2';

/**
 * One Chromium for every end-to-end spec of a run (e2e/support/global-setup.ts): each spec connects to it and
 * works in contexts of its own, which its `close()` discards, instead of starting a browser (a second and a half
 * of CPU each, twenty-odd times a run).
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ ...LAUNCH, args: [...(LAUNCH.args ?? []), SHARED_RENDERERS] });
}
