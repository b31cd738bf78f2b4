import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

/** To the new address of an e-mail change: the code that proves the address is the customer's. */
export function renderEmailChangeCodeEmail(code: string, minutes: number): RenderedEmail {
  const subject = 'Your Courtside e-mail change code';
  const after = `Enter it on your account page to make this your Courtside e-mail address. It expires in ${minutes} minutes. If you did not ask for this, ignore this e-mail: nothing changes.`;
  const text = [`Your code to confirm your new e-mail address is ${code}.`, '', after].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <p>Your code to confirm your new e-mail address is</p>
      <p style={{ fontSize: '32px', fontWeight: 700, letterSpacing: '6px' }}>{code}</p>
      <p>{after}</p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
