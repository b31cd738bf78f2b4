import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

export interface ReadyReel {
  userName: string;
  gameName: string;
  reelTitle: string;
  /** The game's statistics page, where its reels are listed: /games/{id}. */
  url: string;
}

/** The customer's notice that a reel they asked for is cut and ready to watch, download or share. */
export function renderReelReadyEmail(ready: ReadyReel): RenderedEmail {
  const subject = `Your reel is ready: ${ready.reelTitle}`;
  const text = [
    `Hi ${ready.userName},`,
    ``,
    `Your reel "${ready.reelTitle}" of "${ready.gameName}" is ready. Watch it, download it or share it from the game's page:`,
    ``,
    ready.url,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>Your reel is ready</h1>
      <p>
        Hi {ready.userName}, your reel <strong>{ready.reelTitle}</strong> of <strong>{ready.gameName}</strong> is ready. Watch it,
        download it or share it from the game’s page.
      </p>
      <p>
        <a href={ready.url} style={{ color: '#ea580c', fontWeight: 700 }}>
          Open the game
        </a>
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
