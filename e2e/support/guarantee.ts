/** A game from a YouTube link, created through the API as the upload page would; answers its id. */
export async function createLinkGame(baseUrl: string, cookie: string, name: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/games`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ name, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
  });
  if (response.status !== 201) throw new Error(`link game creation failed: ${String(response.status)} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

export interface MailboxMessage {
  to: string;
  kind: string;
  subject: string;
  text: string;
}

/** The newest e-mails of the outbox, from the development mailbox's API. */
export async function mailbox(baseUrl: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${baseUrl}/api/dev/mailbox`);
  if (!response.ok) throw new Error(`mailbox failed: ${String(response.status)}`);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}
