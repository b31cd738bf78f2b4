import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

/** To the address of an account that was just deleted: what went and what we keep. */
export function renderAccountDeletedEmail(supportEmail: string): RenderedEmail {
  const subject = 'Your Courtside account has been deleted';
  const gone =
    'Your profile, teams, rosters, games, footage, box scores and share links have been deleted, and every session has been signed out.';
  const kept =
    'As the law requires, we keep the record of your purchases and your credit history for our accounts, without your name or e-mail address. Unused credits are forfeited, as our terms say.';
  const text = [
    'Your Courtside account has been deleted, as you asked.',
    '',
    gone,
    '',
    kept,
    '',
    `If you did not ask for this, contact us at ${supportEmail}.`,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>Your account has been deleted</h1>
      <p>Your Courtside account has been deleted, as you asked.</p>
      <p>{gone}</p>
      <p>{kept}</p>
      <p>
        If you did not ask for this, contact us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
