import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

export interface PlayReportDecisionFacts {
  userName: string;
  gameName: string;
  /** The reported plays as the play-by-play tells them ("Q1 9:45 · #7 Sam Lee makes a 3-pt shot"). */
  plays: string[];
  /** The admin's note to the customer: given with every decline, optional with an acceptance. */
  note: string | null;
  /** The game's statistics page: /games/{id}. */
  gameUrl: string;
}

const playsLine = (plays: string[]) =>
  plays.length === 1 ? `the play you reported` : `the ${String(plays.length)} plays you reported`;

/** The customer's notice that a reported mistake was accepted: the game went back to our analysts. */
export function renderPlayReportAcceptedEmail(facts: PlayReportDecisionFacts): RenderedEmail {
  const subject = `We are correcting ${playsLine(facts.plays)}: ${facts.gameName}`;
  const opening = `Thank you: you were right about ${playsLine(facts.plays)} in "${facts.gameName}". Our analysts are correcting the box score.`;
  const meanwhile =
    'We will e-mail you when the corrected box score is delivered. Until then the current one stays available on the game’s page.';
  const text = [
    `Hi ${facts.userName},`,
    ``,
    opening,
    ``,
    ...facts.plays.map((play) => `- ${play}`),
    ...(facts.note ? [``, facts.note] : []),
    ``,
    meanwhile,
    ``,
    `Game page: ${facts.gameUrl}`,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>We are correcting your box score</h1>
      <p>
        Hi {facts.userName}, {opening}
      </p>
      <ul>
        {facts.plays.map((play) => (
          <li key={play}>{play}</li>
        ))}
      </ul>
      {facts.note && <p style={{ whiteSpace: 'pre-wrap' }}>{facts.note}</p>}
      <p>{meanwhile}</p>
      <p>
        <a href={facts.gameUrl} style={{ color: '#ea580c', fontWeight: 700 }}>
          View the game
        </a>
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}

/** The customer's notice that a reported mistake was declined, with the admin's note. */
export function renderPlayReportDeclinedEmail(facts: PlayReportDecisionFacts): RenderedEmail {
  const subject = `About the play you reported: ${facts.gameName}`;
  const opening = `We watched ${playsLine(facts.plays)} in "${facts.gameName}" again, and the box score stands:`;
  const text = [
    `Hi ${facts.userName},`,
    ``,
    opening,
    ``,
    ...facts.plays.map((play) => `- ${play}`),
    ``,
    facts.note ?? '',
    ``,
    `Game page: ${facts.gameUrl}`,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>About the play you reported</h1>
      <p>
        Hi {facts.userName}, {opening}
      </p>
      <ul>
        {facts.plays.map((play) => (
          <li key={play}>{play}</li>
        ))}
      </ul>
      <p style={{ whiteSpace: 'pre-wrap' }}>{facts.note}</p>
      <p>
        <a href={facts.gameUrl} style={{ color: '#ea580c', fontWeight: 700 }}>
          View the game
        </a>
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
