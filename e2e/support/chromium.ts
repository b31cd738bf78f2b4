import { chromium, type Browser } from 'playwright-core';

/**
 * The system Chromium, headless, with the flags this machine needs: without the background-networking ones
 * Chromium keeps trying hosts the closed network refuses. Used by the end-to-end tests and the benchmarks.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu', '--no-first-run'],
  });
}
