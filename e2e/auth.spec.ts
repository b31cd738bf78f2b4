import { MESSAGES } from '@courtside/domain';
import { TOTP } from 'otpauth';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { VIEWPORT_NAMES, launchBrowser, openPage, seriousA11yViolations, visit } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

let counter = 0;
const newEmail = () => `e2e-${Date.now()}-${++counter}@club.com.au`;
const PASSWORD = 'a long enough password';

async function signUp(page: Page, email: string, password = PASSWORD) {
  await visit(page, '/signup');
  await page.getByLabel('Full Name').fill('Jordan Coach');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Organization (Optional)').fill('Northside Tigers');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/upload');
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * What the navigation showed, and what the page logged, when a sign-out did not end as it should: it once in a
 * while does not (stops 35, 42 and 43: the URL stayed, or the Sign In link never showed), cause not yet found.
 */
async function signOutFailure(page: Page, errors: readonly string[], what: string, cause: unknown): Promise<Error> {
  const menu = await nav(page)
    .getByRole('button', { name: /menu/ })
    .getAttribute('aria-expanded', { timeout: 1000 })
    .catch(() => null);
  const links = await nav(page)
    .getByRole('link')
    .allInnerTexts()
    .catch(() => []);
  const buttons = await nav(page)
    .getByRole('button')
    .allInnerTexts()
    .catch(() => []);
  return new Error(
    `${what} at ${page.url()}: menu expanded ${String(menu)}, links ${JSON.stringify(links)}, buttons ${JSON.stringify(buttons)}, page errors ${JSON.stringify(errors)}`,
    { cause },
  );
}

/** Signs out from the navigation bar, through the menu on a phone. */
async function signOut(page: Page) {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    const opener = nav(page).getByRole('button', { name: 'Open menu' });
    const phone = await opener.isVisible();
    if (phone) await opener.click();
    const [signedOut] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/sign-out'),
      nav(page).getByRole('button', { name: 'Sign Out' }).click(),
    ]);
    expect(signedOut.status()).toBe(200);
    await page
      .waitForURL((url) => url.pathname === '/')
      .catch(async (error: unknown) => {
        throw await signOutFailure(page, errors, 'signed out but not sent home', error);
      });
    if (phone) {
      // The menu closes on the way home; open it again to see the signed-out links.
      await opener.waitFor();
      await opener.click();
    }
    await nav(page)
      .getByRole('link', { name: 'Sign In' })
      .waitFor()
      .catch(async (error: unknown) => {
        throw await signOutFailure(page, errors, 'no Sign In link', error);
      });
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
}

/**
 * Signs up in one tab, opens the drawn dashboard in a second (`open`, which returns what to do once the first tab
 * has signed out), signs out in the first and waits for the second to be sent to /login.
 */
async function signOutBesideDrawnDashboard(open: (other: Page) => Promise<() => void>): Promise<void> {
  const { page, close } = await openPage(browser, 'desktop');
  await signUp(page, newEmail());
  const other = await page.context().newPage();
  const afterSignOut = await open(other);
  await other.getByRole('heading', { name: 'Welcome, Jordan Coach' }).waitFor();
  await signOut(page);
  afterSignOut();
  await other.waitForURL((url) => url.pathname === '/login');
  await close();
}

async function mailboxCode(email: string): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}/api/dev/mailbox`);
  const { messages } = (await response.json()) as { messages: { to: string; text: string }[] };
  const mail = messages.find((message) => message.to === email);
  return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
}

describe('accounts in the browser', () => {
  it('signs up and lands on /upload, signed in, with 0 games', async () => {
    const { page, problems, close } = await openPage(browser, 'desktop');
    await signUp(page, newEmail());
    expect(await page.getByTestId('games-remaining').textContent()).toBe('0');
    expect(await page.getByText('No Games Available').isVisible()).toBe(true);
    await nav(page).getByRole('button', { name: 'Sign Out' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it.each(VIEWPORT_NAMES)('signed-in pages at %s width have no errors and no serious axe violation', async (viewport) => {
    const { page, problems, close } = await openPage(browser, viewport);
    await signUp(page, newEmail());
    for (const path of ['/upload', '/dashboard', '/account']) {
      await visit(page, path);
      await page.waitForLoadState('networkidle');
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('shows each sign-up validation message under its field', async () => {
    const { page, close } = await openPage(browser, 'mobile');
    await visit(page, '/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      MESSAGES.fullNameRequired,
      MESSAGES.emailRequired,
      MESSAGES.passwordRequired,
      MESSAGES.confirmRequired,
      MESSAGES.termsRequired,
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('Email').fill('jordan@club');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('different');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(MESSAGES.emailInvalid, { exact: true }).waitFor();
    await page.getByText(MESSAGES.passwordTooShort, { exact: true }).waitFor();
    await page.getByText(MESSAGES.passwordsDiffer, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
    await close();
  });

  it('tells a stranger nothing about a registered e-mail: sign-up says to check the inbox and signs nobody in', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    const email = newEmail();
    await signUp(page, email);
    await signOut(page);
    await visit(page, '/signup');
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain('reset your password');
    expect(new URL(page.url()).pathname).toBe('/signup');
    // Not signed in: the account's owner alone can get in.
    await visit(page, '/upload');
    await page.waitForURL(/\/login/);
    await close();
  });

  it('signs out and goes home; a wrong password shows the provider message in a red box', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    const email = newEmail();
    await signUp(page, email);
    await signOut(page);
    await visit(page, '/login');
    await signIn(page, email, 'not the password');
    expect(await page.getByRole('alert').textContent()).toBe('Invalid email or password');
    await close();
  });

  it('sends a protected route to /login and back there after signing in', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    const email = newEmail();
    await signUp(page, email);
    await signOut(page);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/dashboard');
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Jordan Coach' }).waitFor();
    await close();
  });

  it("returns to /pricing after signing in from a plan's Get Started", async () => {
    const { page, close } = await openPage(browser, 'desktop');
    const email = newEmail();
    await signUp(page, email);
    await signOut(page);
    await visit(page, '/pricing');
    await page.getByTestId('plan-single').getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === '/pricing');
    await close();
  });

  it('signs every tab out when one tab signs out', async () => {
    // The server draws the dashboard: the other tab hears the sign-out once the app has taken the page over.
    await signOutBesideDrawnDashboard(async (other) => {
      await visit(other, '/dashboard');
      return () => undefined;
    });
  });

  it('signs out a page the server drew whose app was still starting when another tab signed out', async () => {
    // The other tab's app is held back until the first tab has signed out: its page, drawn by the server for the
    // session of its request, shows signed in, and the sign-out's message finds no app there to hear it.
    await signOutBesideDrawnDashboard(async (other) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await other.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await other.goto('/dashboard');
      return release;
    });
  });

  it('resets a forgotten password with the code from the e-mail', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    const email = newEmail();
    await signUp(page, email);
    await signOut(page);
    await visit(page, '/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await page.getByLabel('Reset Code', { exact: true }).waitFor();

    await page.getByLabel('Reset Code', { exact: true }).fill('000000');
    await page.getByLabel('New Password', { exact: true }).fill('my new password 1');
    await page.getByLabel('Confirm New Password').fill('my new password 1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect(await page.getByTestId('attempts-left').textContent()).toBe('2 attempts remaining');

    await expect.poll(() => mailboxCode(email)).toMatch(/^\d{6}$/);
    await page.getByLabel('Reset Code', { exact: true }).fill(await mailboxCode(email));
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset Successful' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, email, 'my new password 1');
    await page.waitForURL((url) => url.pathname === '/');
    await nav(page).getByRole('button', { name: 'Sign Out' }).waitFor();
    await close();
  });

  it('locks the reset after the third wrong code and sends the user to /login', async () => {
    const { page, close } = await openPage(browser, 'mobile');
    const email = newEmail();
    await signUp(page, email);
    await signOut(page);
    await visit(page, '/forgot-password');
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    // Each attempt waits for its own answer: the alert of the one before stays on screen while the next is sent.
    const answers = [/^2 attempts remaining$/, /^1 attempt remaining$/, null];
    for (const [index, code] of ['000000', '000001', '000002'].entries()) {
      await page.getByLabel('Reset Code', { exact: true }).fill(code);
      await page.getByLabel('New Password', { exact: true }).fill('my new password 1');
      await page.getByLabel('Confirm New Password').fill('my new password 1');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      const left = answers[index];
      if (left) await page.getByTestId('attempts-left').filter({ hasText: left }).waitFor();
    }
    // The spec's words, then when a new code can be asked for (an hour after the first wrong one).
    await page.getByRole('alert').filter({ hasText: MESSAGES.maxAttempts }).waitFor();
    const alert = (await page.getByRole('alert').textContent()) ?? '';
    expect(alert.startsWith(MESSAGES.maxAttempts)).toBe(true);
    expect(alert).toMatch(/You can ask for a new code after \d{1,2}:\d{2}/);
    expect(await page.getByRole('button', { name: 'Reset Password' }).isDisabled()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/login');
    await close();
  });

  it('turns on two-factor authentication and signs in with a TOTP code', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    const email = newEmail();
    await signUp(page, email);
    await visit(page, '/account');
    await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
    await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(await page.getByAltText('QR code for your authenticator app').isVisible()).toBe(true);
    const totp = new TOTP({ secret, digits: 6, period: 30 });
    await page.getByLabel('Verification code').fill(totp.generate());
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await page.getByTestId('backup-codes').waitFor();
    expect(await page.getByTestId('backup-codes').locator('li').count()).toBeGreaterThanOrEqual(8);
    await page.getByRole('button', { name: 'I have saved my backup codes' }).click();
    await page.getByText('On: signing in asks for a code').waitFor();

    await signOut(page);
    await visit(page, '/login');
    await signIn(page, email);
    await page.getByLabel('Authentication code').fill(totp.generate());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await nav(page).getByRole('button', { name: 'Sign Out' }).waitFor();
    await close();
  });
});
