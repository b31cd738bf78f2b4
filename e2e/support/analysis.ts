import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { openPage, type TestPage } from './browser';
import { signUpWithGames } from './customer';
import { createUpload, patchHeaders } from './tus';

/** Uploads a file through our tus endpoint as the customer's browser would, and answers the new game's id. */
export async function uploadGame(baseUrl: string, cookie: string, file: string, name: string): Promise<string> {
  const bytes = await readFile(file);
  const location = await createUpload(baseUrl, cookie, {
    size: bytes.length,
    filename: `${name}.mp4`,
    name,
    filetype: 'video/mp4',
  });
  const sent = await fetch(location, { method: 'PATCH', headers: { cookie, origin: baseUrl, ...patchHeaders(0) }, body: bytes });
  if (sent.status !== 204) throw new Error(`upload failed: ${sent.status} ${await sent.text()}`);
  const games = (await (await fetch(`${baseUrl}/api/games`, { headers: { cookie } })).json()) as {
    games: { id: string; name: string }[];
  };
  const game = games.games.find((candidate) => candidate.name === name);
  if (!game) throw new Error(`the uploaded game ${name} is not listed`);
  return game.id;
}

/** Waits until the in-process worker has prepared the game's footage (status ready), for at most `timeoutMs`. */
export async function waitUntilReady(baseUrl: string, cookie: string, gameId: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const game = (await (await fetch(`${baseUrl}/api/games/${gameId}`, { headers: { cookie } })).json()) as { status: string };
    if (game.status === 'ready') return;
    if (game.status === 'failed' || Date.now() > deadline) throw new Error(`the game did not become ready (${game.status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Signs a seeded staff account in, in this page's browser context. */
export async function signInAs(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: baseUrl },
  });
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()}`);
}

export const DEMO_ANALYST = { email: 'analyst@courtside.local', password: 'courtside-analyst' };
export const DEMO_ADMIN = { email: 'admin@courtside.local', password: 'courtside-admin' };

/** A signed-in session's cookie for a seeded account, from the API. */
export async function sessionCookie(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * Tags a ready game through the analysts' API (the demo analyst claims it, saves `setup` and `plays`, submits)
 * and has the demo admin approve it: the game is delivered, as if tagged in the workspace.
 */
export async function deliverThroughApi(
  baseUrl: string,
  gameId: string,
  setup: object,
  plays: { period: number; videoMs: number; body: object }[],
): Promise<void> {
  const analyst = await sessionCookie(baseUrl, DEMO_ANALYST);
  const admin = await sessionCookie(baseUrl, DEMO_ADMIN);
  const send = async (cookie: string, method: string, url: string, body?: object) => {
    const response = await fetch(`${baseUrl}/api/analysis/games/${gameId}${url}`, {
      method,
      headers: { cookie, origin: baseUrl, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${url} failed: ${response.status} ${await response.text()}`);
  };
  await send(analyst, 'POST', '/claim');
  await send(analyst, 'PUT', '/setup', { setup, revision: 0 });
  for (const [index, play] of plays.entries()) {
    await send(analyst, 'POST', '/events', { id: crypto.randomUUID(), seq: index + 1, ...play });
  }
  await send(analyst, 'POST', '/submit');
  await send(admin, 'POST', '/approve');
}

/**
 * A customer's game made of `file`, prepared, and claimed by the demo analyst from the queue on a new desktop
 * page, which is left on the game's workspace.
 */
export async function claimedGame(
  browser: Browser,
  baseUrl: string,
  file: string,
  label: string,
): Promise<{ analyst: TestPage; gameId: string; email: string }> {
  const name = `${label} ${String(Date.now())}`;
  const email = `${label.toLowerCase().replace(/\W+/g, '-')}-${String(Date.now())}@club.com.au`;
  const { cookie } = await signUpWithGames(baseUrl, email, 1);
  const gameId = await uploadGame(baseUrl, cookie, file, name);
  await waitUntilReady(baseUrl, cookie, gameId);
  const analyst = await openPage(browser, 'desktop');
  await signInAs(analyst.page, baseUrl, DEMO_ANALYST.email, DEMO_ANALYST.password);
  await analyst.page.goto('/analyst');
  await analyst.page.getByRole('button', { name: `Claim ${name}` }).click();
  await analyst.page.waitForURL(`**/analyst/games/${gameId}`);
  return { analyst, gameId, email };
}
