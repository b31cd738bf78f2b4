import { formatShortDate, type Side } from '@courtside/domain';

/** What the customer said about the game at upload, as the analyst's workspace is given it. */
export interface CustomerDetails {
  teamName: string | null;
  opponentName: string | null;
  /** YYYY-MM-DD. */
  playedOn: string | null;
  /** The side the customer's team played on. */
  homeAway: Side | null;
  venue: string | null;
  competition: string | null;
}

/** What the setup form says when it opens prefilled from the customer's upload. */
export function prefillNote(details: Pick<CustomerDetails, 'teamName' | 'opponentName'> | null): string {
  const from = [details?.teamName && `the ${details.teamName} roster`, details?.opponentName].filter(Boolean).join(' and ');
  return `Prefilled from the customer's upload${from ? `: ${from}` : ''}. Confirm the numbers you see on the video and add any player missing.`;
}

/**
 * The customer's details in a line of parts: "Tigers at home vs Hawks", "Played Jan 5, 2024", the venue and the
 * competition, each when given.
 */
export function customerDetailsParts(details: CustomerDetails): string[] {
  const team = details.teamName ?? "The customer's team";
  const where = details.homeAway === 'home' ? ' (home)' : details.homeAway === 'away' ? ' (away)' : '';
  const matchup =
    details.opponentName !== null
      ? `${team}${where} vs ${details.opponentName}`
      : details.teamName !== null || where
        ? `${team}${where}`
        : null;
  return [
    matchup,
    // A calendar day: read and shown in UTC it is the same day in every time zone.
    details.playedOn && `Played ${formatShortDate(details.playedOn, 'UTC')}`,
    details.venue && `Venue: ${details.venue}`,
    details.competition && `Competition: ${details.competition}`,
  ].filter((part): part is string => Boolean(part));
}
