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
