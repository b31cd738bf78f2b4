import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback (a free port unless given) that records the outbox id of every message it accepts. */
export async function startSmtpRecorder(port = 0) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(/^X-Courtside-Outbox-Id: (.*)$/im.exec(raw)?.[1]?.trim() ?? 'no id');
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Signs Sam Coach up on a running server over HTTP: their id and the session cookie to send. */
export async function signUpOverHttp(baseUrl: string): Promise<{ userId: string; cookie: string }> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: 'Sam Coach', email: 'sam@club.test', password: 'a long enough password' }),
  });
  if (response.status !== 200) throw new Error(`sign-up answered ${String(response.status)}: ${await response.text()}`);
  const userId = ((await response.json()) as { user: { id: string } }).user.id;
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { userId, cookie };
}
