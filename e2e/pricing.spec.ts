import { PLANS, formatAud } from '@courtside/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { VIEWPORTS, VIEWPORT_NAMES, launchBrowser, openPage, visit } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const pricedPlans = PLANS.filter((plan) => plan.pricePerGameCents !== null);

describe.each(VIEWPORT_NAMES)('pricing at %s width', (viewport) => {
  it.each(pricedPlans)('the $name card counts from $minGames to $maxGames games and totals price x count', async (plan) => {
    const { page, problems, close } = await openPage(browser, viewport);
    await visit(page, '/pricing');
    const card = page.getByTestId(`plan-${plan.id}`);
    const count = card.getByTestId('game-count');
    const total = card.getByTestId('plan-total');
    const minus = card.getByRole('button', { name: /^Fewer games/ });
    const plus = card.getByRole('button', { name: /^More games/ });
    const price = plan.pricePerGameCents!;

    expect(await count.textContent()).toBe(String(plan.minGames));
    expect(await total.textContent()).toBe(formatAud(price * plan.minGames));
    expect(await minus.isDisabled()).toBe(true);
    expect(await plus.isDisabled()).toBe(false);

    await plus.click();
    expect(await count.textContent()).toBe(String(plan.minGames + 1));
    expect(await total.textContent()).toBe(formatAud(price * (plan.minGames + 1)));
    expect(await minus.isDisabled()).toBe(false);
    await minus.click();
    expect(await count.textContent()).toBe(String(plan.minGames));

    for (let games = plan.minGames; games < plan.maxGames; games += 1) await plus.click();
    expect(await count.textContent()).toBe(String(plan.maxGames));
    expect(await total.textContent()).toBe(formatAud(price * plan.maxGames));
    expect(await plus.isDisabled()).toBe(true);
    expect(await minus.isDisabled()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('pricing before the app has run', () => {
  it('comes drawn from the server: every plan with its price and total, and the questions', async () => {
    const context = await browser.newContext({ ...VIEWPORTS.mobile, baseURL: inject('baseUrl'), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pricing');
    expect(await page.locator('main h1').textContent()).toBe('Simple pricing per game');
    for (const plan of pricedPlans) {
      const card = page.getByTestId(`plan-${plan.id}`);
      expect(await card.getByTestId('game-count').textContent()).toBe(String(plan.minGames));
      expect(await card.getByTestId('plan-total').textContent()).toBe(formatAud(plan.pricePerGameCents! * plan.minGames));
    }
    expect(await page.getByTestId('faq-item').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('pricing actions', () => {
  it('Get Started sends a signed-out visitor to sign in, to come back to /pricing', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    await visit(page, '/pricing');
    await page.getByTestId('plan-multi').getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/pricing');
    await close();
  });

  it('the enterprise card goes to /contact and has no price or selector', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    await visit(page, '/pricing');
    const card = page.getByTestId('plan-enterprise');
    expect(await card.textContent()).toContain('Custom');
    expect(await card.getByTestId('game-count').count()).toBe(0);
    await card.getByRole('link', { name: 'Contact Sales' }).click();
    await page.waitForURL('**/contact');
    await close();
  });

  it('has the pricing FAQ and a closing call to action to /upload and /contact', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    await visit(page, '/pricing');
    const faq = page.getByTestId('faq-item');
    expect(await faq.count()).toBeGreaterThan(0);
    await faq.first().getByRole('button').click();
    expect(await faq.first().getByRole('region').isVisible()).toBe(true);
    const cta = page.locator('section', { has: page.getByRole('heading', { name: 'Ready when your next game is' }) });
    expect(await cta.getByRole('link', { name: 'Upload Your Game' }).getAttribute('href')).toBe('/upload');
    expect(await cta.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    await close();
  });
});
