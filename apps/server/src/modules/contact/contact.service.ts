import type { ContactMessageInput } from '@courtside/domain';
import type { Database } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';
import { queueEmail } from '../mail/mail.service.js';
import { renderContactMessageEmail } from '../mail/templates/contact-message.js';

/** Stores a contact message and, in the same transaction, the e-mail that tells support about it. */
export async function submitContactMessage(
  db: Database,
  supportEmail: string,
  message: ContactMessageInput,
  ip: string | undefined,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...message, ip: ip ?? null })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('The contact message was not stored');
    await queueEmail(tx, {
      ...renderContactMessageEmail(message),
      to: supportEmail,
      replyTo: message.email,
      kind: 'contact_message',
    });
    return row;
  });
}
