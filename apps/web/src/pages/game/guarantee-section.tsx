import { formatShortDate } from '@courtside/domain';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import type { GameGuarantee } from '../../features/guarantee/guarantee-api';
import { KIND_LABELS, canRequest, guaranteeEndedText, requestStateText } from '../../features/guarantee/guarantee-rules';

/** The request form, with its validation (zod): its own chunk, loaded when the customer opens it (issue 27, speed). */
const GuaranteeRequestForm = lazy(async () => ({
  default: (await import('../../features/guarantee/guarantee-request-form')).GuaranteeRequestForm,
}));

/**
 * The 7-day satisfaction guarantee of a delivered game: the customer's requests and their state, the button
 * that opens a request while the window is open, and why it is gone once it has closed.
 */
export function GuaranteeSection({ gameId, guarantee }: { gameId: string; guarantee: GameGuarantee }) {
  const [formOpen, setFormOpen] = useState(false);
  if (!guarantee.endsAt && guarantee.requests.length === 0) return null;
  const allowed = canRequest(guarantee);

  return (
    <section aria-labelledby="guarantee" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="guarantee" className="text-xl font-bold">
        Satisfaction guarantee
      </h2>
      <div aria-live="polite">
        {guarantee.requests.length > 0 && (
          <ul className="mt-3 space-y-2" aria-label="Your requests">
            {guarantee.requests.map((request) => (
              <li
                key={request.id}
                className={`rounded-lg border px-3 py-2 ${
                  request.status === 'pending'
                    ? 'border-yellow-300 bg-yellow-50 text-yellow-900'
                    : request.status === 'approved'
                      ? 'border-green-200 bg-green-50 text-green-900'
                      : 'border-slate-200 bg-slate-50 text-slate-800'
                }`}
              >
                <span className="font-semibold">{KIND_LABELS[request.kind]}.</span> {requestStateText(request)}
              </li>
            ))}
          </ul>
        )}
      </div>
      {allowed && guarantee.endsAt && (
        <>
          <p className="mt-3 text-slate-700">
            Not happy with this box score? Until {formatShortDate(guarantee.endsAt)}, you can ask us to reprocess the game or
            refund its game credit.
          </p>
          {formOpen ? (
            <Suspense fallback={null}>
              <GuaranteeRequestForm gameId={gameId} onCancel={() => setFormOpen(false)} onSent={() => setFormOpen(false)} />
            </Suspense>
          ) : (
            <button type="button" className={`${buttonStyles.outline} mt-4`} onClick={() => setFormOpen(true)}>
              Request reprocessing or a refund
            </button>
          )}
        </>
      )}
      {!guarantee.open && guarantee.endsAt && (
        <p className="mt-3 text-slate-700">
          {guaranteeEndedText(guarantee.endsAt)} For anything else,{' '}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            contact us
          </Link>
          .
        </p>
      )}
    </section>
  );
}
