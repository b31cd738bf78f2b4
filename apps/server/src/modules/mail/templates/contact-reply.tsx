import { formatShortDate } from '@courtside/domain';
import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

export interface ContactReply {
  /** The message answered, as its sender wrote it. */
  original: { name: string; subject: string; message: string; createdAt: Date };
  /** What support wrote back. */
  body: string;
}

/** Dates in what we write to customers are Melbourne's, as on our receipts. */
const OUR_TIME_ZONE = 'Australia/Melbourne';

/** "Re: <subject>", once: a subject that already starts with "Re:" keeps its own. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}

/** Support's answer to a contact form message, sent to its sender with the original quoted under it. */
export function renderContactReplyEmail({ original, body }: ContactReply): RenderedEmail {
  const subject = replySubject(original.subject);
  const wrote = `On ${formatShortDate(original.createdAt, OUR_TIME_ZONE)}, ${original.name} wrote:`;
  const text = [
    body,
    ``,
    `Courtside support`,
    ``,
    wrote,
    ...original.message.split(/\r?\n/).map((line) => (line ? `> ${line}` : '>')),
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <p style={{ whiteSpace: 'pre-wrap' }}>{body}</p>
      <p>Courtside support</p>
      <p style={{ color: '#6b7280', fontSize: '14px', marginTop: '24px' }}>{wrote}</p>
      <blockquote
        style={{ whiteSpace: 'pre-wrap', color: '#4b5563', borderLeft: '3px solid #e5e7eb', margin: 0, paddingLeft: '12px' }}
      >
        {original.message}
      </blockquote>
    </EmailLayout>,
  );
  return { subject, text, html };
}
