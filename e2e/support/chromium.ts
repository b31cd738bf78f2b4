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

/**
 * One Chromium for every end-to-end spec of a run (e2e/support/global-setup.ts): each spec connects to it and
 * works in contexts of its own, which its `close()` discards, instead of starting a browser (a second and a half
 * of CPU each, twenty-odd times a run).
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH);
}

export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
