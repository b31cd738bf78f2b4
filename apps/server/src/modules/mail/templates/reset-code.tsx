import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

/** The e-mail with a password reset code. */
export function renderResetCodeEmail(code: string, minutes: number): RenderedEmail {
  const subject = 'Your Courtside password reset code';
  const text = [
    `Your password reset code is ${code}.`,
    '',
    `It works once and expires in ${minutes} minutes. If you did not ask to reset your password, ignore this e-mail: your password stays as it is.`,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <p>Your password reset code is</p>
      <p style={{ fontSize: '32px', fontWeight: 700, letterSpacing: '6px' }}>{code}</p>
      <p>
        It works once and expires in {minutes} minutes. If you did not ask to reset your password, ignore this e-mail: your
        password stays as it is.
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
