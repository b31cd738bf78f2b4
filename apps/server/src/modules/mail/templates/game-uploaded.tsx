import { formatMegabytes } from '@courtside/domain';
import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

export interface UploadedGame {
  gameId: string;
  name: string;
  method: 'file' | 'url';
  userId: string;
  userName: string;
  userEmail: string;
  fileSize: number | null;
  videoUrl: string | null;
  dueAt: Date;
  dashboardUrl: string;
}

const source = (game: UploadedGame) =>
  game.method === 'file' ? `File size: ${formatMegabytes(game.fileSize ?? 0)}` : `Video URL: ${game.videoUrl ?? ''}`;

/** The team's notice of a new game to analyse (spec §7: name, method, user, size or URL, status Processing). */
export function renderGameUploadedTeamEmail(game: UploadedGame): RenderedEmail {
  const subject = `New game uploaded: ${game.name}`;
  const lines = [
    `Game name: ${game.name}`,
    `Upload method: ${game.method === 'file' ? 'File upload' : 'Video URL'}`,
    `User ID: ${game.userId}`,
    `User email: ${game.userEmail}`,
    source(game),
    `Status: Processing`,
    `Game ID: ${game.gameId}`,
    `Due: ${game.dueAt.toISOString()}`,
  ];
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>New game uploaded</h1>
      {lines.map((line) => (
        <p key={line} style={{ margin: '4px 0' }}>
          {line}
        </p>
      ))}
    </EmailLayout>,
  );
  return { subject, text: lines.join('\n'), html };
}

/** The customer's confirmation that their game arrived and one credit was used. */
export function renderGameUploadedCustomerEmail(game: UploadedGame): RenderedEmail {
  const subject = `We have your game: ${game.name}`;
  const text = [
    `Hi ${game.userName},`,
    ``,
    `Your game "${game.name}" has arrived and is being processed. One game credit was used.`,
    `Your box score will be ready within 24 hours; we will e-mail you when it is.`,
    ``,
    `Follow it on your dashboard: ${game.dashboardUrl}`,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>We have your game</h1>
      <p>
        Hi {game.userName}, your game <strong>{game.name}</strong> has arrived and is being processed. One game credit was used.
      </p>
      <p>Your box score will be ready within 24 hours; we will e-mail you when it is.</p>
      <p>
        <a href={game.dashboardUrl} style={{ color: '#ea580c', fontWeight: 700 }}>
          Follow it on your dashboard
        </a>
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
