/**
 * This page's game creations that got no answer (a dropped connection, a server error), each with the name it was
 * sent under (its Idempotency-Key). The same game sent again goes under the same name, and the server answers the
 * game the first one made instead of making a second one with a second credit:
 * - a link, by "Try Again" and the same name and link typed back;
 * - a file, by the upload's own retries of its creation or "Try Again" with the same file chosen again.
 * Answered, a creation's name is dropped: the same link sent afterwards is a new game, as the customer means it, and
 * an upload whose address came back resumes there (tus-js-client keeps it) rather than being created again.
 */
const unanswered = new Map<string, string>();

/** A link game's creation, by its name and link. */
export const linkCreation = ({ name, videoUrl }: { name: string; videoUrl: string }) =>
  `link\n${name.trim()}\n${videoUrl.trim()}`;
/**
 * A file upload's creation, by the file (its name, size and when it was last changed, as tus-js-client tells files)
 * and the details sent with it: changed details are another creation, as a link's changed name is.
 */
export const fileCreation = (
  { name, size, lastModified }: { name: string; size: number; lastModified: number },
  details?: unknown,
) => `file\n${name}\n${String(size)}\n${String(lastModified)}\n${JSON.stringify(details ?? null)}`;

export function attemptFor(creation: string): string {
  const known = unanswered.get(creation);
  if (known) return known;
  const attempt = crypto.randomUUID();
  unanswered.set(creation, attempt);
  return attempt;
}
export const answered = (creation: string) => unanswered.delete(creation);
