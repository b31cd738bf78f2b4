/** The two teams of a game; free of schemas, so the web app's statistics page can use them without zod. */
export const SIDES = ['home', 'away'] as const;
export type Side = (typeof SIDES)[number];

/** The other team. */
export function opponentOf(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}
