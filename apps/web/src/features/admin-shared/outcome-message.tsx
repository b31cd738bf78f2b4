/** What an admin's action came to, said under it; null before the action or while it runs again. */
export type Outcome = { ok: boolean; text: string } | null;

/** An action's outcome: a polite status when it worked, an alert when it did not. */
export function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <p role="status" className="mt-2 text-sm text-green-800">
      {outcome.text}
    </p>
  ) : (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {outcome.text}
    </p>
  );
}

/**
 * The outcome of a decision on a card of a list, above the list: a banner, announced politely when it worked (a
 * live region that is there before it) and as an alert when it did not.
 */
export function OutcomeBanner({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <div aria-live="polite" className="empty:hidden">
        {outcome?.ok && (
          <p role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
            {outcome.text}
          </p>
        )}
      </div>
      {outcome && !outcome.ok && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {outcome.text}
        </p>
      )}
    </>
  );
}
