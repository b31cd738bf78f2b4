import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

/**
 * To the owner of an address someone tried to sign up with again. The sign-up itself answers as for a new
 * address (nothing tells a stranger the account exists); this e-mail tells the one person who may know.
 */
export function renderAccountExistsEmail(baseUrl: string): RenderedEmail {
  const subject = 'You already have a Courtside account';
  const login = `${baseUrl}/login`;
  const reset = `${baseUrl}/forgot-password`;
  const text = [
    'Someone, perhaps you, just tried to create a Courtside account with this e-mail address. You already have one.',
    '',
    `Sign in: ${login}`,
    `Forgot your password? Reset it: ${reset}`,
    '',
    'If this was not you, ignore this e-mail: nothing has changed in your account.',
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <p>Someone, perhaps you, just tried to create a Courtside account with this e-mail address. You already have one.</p>
      <p>
        <a href={login}>Sign in</a> or, if you forgot your password, <a href={reset}>reset it</a>.
      </p>
      <p>If this was not you, ignore this e-mail: nothing has changed in your account.</p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
