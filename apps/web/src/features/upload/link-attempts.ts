/**
 * This page's link requests that got no answer (a dropped connection, a server error), by name and link, each with
 * the name it was sent under (its Idempotency-Key). The same game sent again, by "Try Again" and the same name and
 * link typed back, goes under the same name, and the server answers the game the first one made instead of making
 * a second one with a second credit. Answered, a request's name is dropped: the same link sent afterwards is a new
 * game, as the customer means it.
 */
const unanswered = new Map<string, string>();
const requestOf = ({ name, videoUrl }: { name: string; videoUrl: string }) => `${name.trim()}\n${videoUrl.trim()}`;
export function attemptFor(request: { name: string; videoUrl: string }): string {
  const key = requestOf(request);
  const known = unanswered.get(key);
  if (known) return known;
  const attempt = crypto.randomUUID();
  unanswered.set(key, attempt);
  return attempt;
}
export const answered = (request: { name: string; videoUrl: string }) => unanswered.delete(requestOf(request));
