import { MESSAGES } from '@courtside/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { VIEWPORT_NAMES, launchBrowser, openPage, visit } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

interface MailboxMessage {
  subject: string;
  to: string;
  text: string;
}

async function mailbox(): Promise<MailboxMessage[]> {
  const response = await fetch(`${inject('baseUrl')}/api/dev/mailbox`);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

describe.each(VIEWPORT_NAMES)('contact form at %s width', (viewport) => {
  it('shows each required field message and sends nothing', async () => {
    const { page, close } = await openPage(browser, viewport);
    const before = (await mailbox()).length;
    await visit(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [MESSAGES.nameRequired, MESSAGES.emailRequired, MESSAGES.subjectRequired, MESSAGES.messageRequired]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('Email').fill('coach@club');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(MESSAGES.emailInvalid, { exact: true }).waitFor();
    expect((await mailbox()).length).toBe(before);
    await close();
  });

  it('sends a message, clears the form, and support gets the e-mail', async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    await visit(page, '/contact');
    const subject = `Club package ${viewport} ${Date.now()}`;
    await page.getByLabel('Name').fill('Jordan Coach');
    await page.getByLabel('Email').fill('jordan@club.com.au');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('We have four junior teams. What would a season cost?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByText(MESSAGES.contactSuccess).waitFor();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(await page.getByLabel(label).inputValue()).toBe('');
    const mail = (await mailbox()).find((message) => message.subject === `Contact form: ${subject}`);
    expect(mail?.text).toContain('four junior teams');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('contact form failures', () => {
  it('says "Sending..." while sending, and shows the spec error when the server fails', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The network fails here on purpose: this checks what the visitor sees when the server errors.
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal_error","message":"x"}}',
      });
    });
    await visit(page, '/contact');
    await page.getByLabel('Name').fill('Jordan');
    await page.getByLabel('Email').fill('jordan@club.com.au');
    await page.getByLabel('Subject').fill('Hello');
    await page.getByLabel('Message').fill('Hi');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    await page.getByText(MESSAGES.contactError).waitFor();
    // Nothing typed is lost.
    expect(await page.getByLabel('Message').inputValue()).toBe('Hi');
    await close();
  });
});
