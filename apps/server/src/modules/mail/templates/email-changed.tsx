import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

/** To the old address once an e-mail change is confirmed, so a change its owner did not make is noticed. */
export function renderEmailChangedEmail(change: { newEmail: string; supportEmail: string }): RenderedEmail {
  const subject = 'Your Courtside e-mail address was changed';
  const changed = `The e-mail address of your Courtside account was changed to ${change.newEmail}. Sign in with the new address from now on.`;
  const text = [changed, '', `If you did not make this change, contact us at once at ${change.supportEmail}.`].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <p>{changed}</p>
      <p>
        If you did not make this change, contact us at once at <a href={`mailto:${change.supportEmail}`}>{change.supportEmail}</a>
        .
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
