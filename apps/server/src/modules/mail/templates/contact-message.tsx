import type { ContactMessageInput } from '@courtside/domain';
import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

/** The e-mail support receives for each contact form message. */
export function renderContactMessageEmail(message: ContactMessageInput): RenderedEmail {
  const subject = `Contact form: ${message.subject}`;
  const text = [
    `New message from the contact form.`,
    ``,
    `From: ${message.name} <${message.email}>`,
    `Subject: ${message.subject}`,
    ``,
    message.message,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>New message from the contact form</h1>
      <p>
        <strong>From:</strong> {message.name} &lt;{message.email}&gt;
        <br />
        <strong>Subject:</strong> {message.subject}
      </p>
      <p style={{ whiteSpace: 'pre-wrap' }}>{message.message}</p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
