import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORT_NAMES, launchBrowser, openPage, visit } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe.each(VIEWPORT_NAMES)('FAQ at %s width', (viewport) => {
  it('searches questions and answers, filters by category chip, and offers to clear an empty result', async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    await visit(page, '/faq');
    const items = page.getByTestId('faq-item');
    await expect.poll(() => items.count()).toBe(8);

    const search = page.getByPlaceholder('Search FAQs...');
    await search.fill('expire');
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.first().textContent()).toContain('Do my game credits expire?');

    // Text that only appears in an answer.
    await search.fill('Vimeo');
    await expect.poll(() => items.count()).toBe(1);

    await search.fill('');
    await page.getByRole('button', { name: 'Pricing', exact: true }).click();
    await expect.poll(() => items.count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Pricing', exact: true }).getAttribute('aria-pressed')).toBe('true');

    await search.fill('upload');
    await expect.poll(() => page.getByText('No FAQs found matching your search criteria').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => items.count()).toBe(8);
    expect(await search.inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'All', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(problems).toEqual([]);
    await close();
  });

  it('expands an answer and links to /contact', async () => {
    const { page, close } = await openPage(browser, viewport);
    await visit(page, '/faq');
    const item = page.getByTestId('faq-item').filter({ hasText: 'Do I need to install an app?' });
    const trigger = item.getByRole('button');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    await trigger.click();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await item.getByRole('region').textContent()).toContain('any modern browser');
    await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL('**/contact');
    await close();
  });
});
