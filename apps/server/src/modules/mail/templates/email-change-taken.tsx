import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

/**
 * To the owner of an address someone asked to move another account to. The request itself answers as for a free
 * address (nothing tells the requester that this address has an account) and no code is sent; this e-mail tells
 * the one person who may know, as the sign-up's "you already have an account" does.
 */
export function renderEmailChangeTakenEmail(baseUrl: string): RenderedEmail {
  const subject = 'This address already has a Courtside account';
  const login = `${baseUrl}/login`;
  const reset = `${baseUrl}/forgot-password`;
  const tried =
    'Someone, perhaps you, just asked to change the e-mail address of a Courtside account to this address. This address already has its own Courtside account, so no code was sent and nothing was changed.';
  const text = [
    tried,
    '',
    'One address belongs to one account: if it was you, choose another address for the other account.',
    `Sign in: ${login}`,
    `Forgot your password? Reset it: ${reset}`,
    '',
    'If this was not you, ignore this e-mail: nothing has changed in your account.',
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <p>{tried}</p>
      <p>
        One address belongs to one account: if it was you, choose another address for the other account.{' '}
        <a href={login}>Sign in</a> or, if you forgot your password, <a href={reset}>reset it</a>.
      </p>
      <p>If this was not you, ignore this e-mail: nothing has changed in your account.</p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
