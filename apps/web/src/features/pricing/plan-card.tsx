import { clampGames, formatAud, formatAudShort, planTotalCents, type Plan } from '@courtside/domain';
import { Check, Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';

export interface PlanCardProps {
  plan: Plan;
  /**
   * Called with the chosen game count when a priced plan's Get Started is pressed; without it (a member who may
   * not buy) there is no Get Started.
   */
  onGetStarted?: ((plan: Plan, games: number) => void) | undefined;
  /** A checkout is starting: Get Started is disabled on every card. */
  busy?: boolean;
  /** This card's checkout is the one starting. */
  working?: boolean;
}

export function PlanCard({ plan, onGetStarted, busy = false, working = false }: PlanCardProps) {
  const [games, setGames] = useState(plan.minGames);
  const total = planTotalCents(plan, games);
  const headingId = `plan-${plan.id}`;
  const change = (delta: number) => setGames((current) => clampGames(plan, current + delta));

  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-${plan.id}`}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
        plan.highlighted ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'
      }`}
    >
      {plan.highlighted && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          Most popular
        </p>
      )}
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {plan.name}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{plan.tagline}</p>
      <p className="mt-5">
        {plan.pricePerGameCents === null ? (
          <span className="text-4xl font-extrabold text-slate-900">Custom</span>
        ) : (
          <>
            <span className="text-4xl font-extrabold text-slate-900">{formatAudShort(plan.pricePerGameCents)}</span>
            <span className="text-slate-600"> per game</span>
          </>
        )}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {plan.pricePerGameCents === null
          ? 'Volume pricing for clubs and leagues'
          : plan.maxGames === plan.minGames
            ? `${plan.minGames} games`
            : `${plan.minGames}-${plan.maxGames} ${plan.maxGames === 1 ? 'game' : 'games'}`}
      </p>

      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>

      {total === null ? (
        <div className="mt-6">
          <p className="text-sm text-slate-600">
            Need many teams or a whole league?{' '}
            <Link to="/contact" className="font-semibold text-brand-700 underline">
              Contact us
            </Link>{' '}
            for a custom package.
          </p>
          <Link to="/contact" className={`${buttonStyles.outline} mt-4 w-full`}>
            Contact Sales
          </Link>
        </div>
      ) : (
        <div className="mt-6">
          <div className="flex items-center justify-between rounded-lg bg-slate-50 p-2">
            <button
              type="button"
              onClick={() => change(-1)}
              disabled={games <= plan.minGames}
              aria-label={`Fewer games (${plan.name})`}
              className="rounded-md p-2 text-slate-800 hover:bg-white disabled:cursor-not-allowed disabled:opacity-40"
            >
              <Minus className="size-5" aria-hidden="true" />
            </button>
            <p className="text-center" aria-live="polite">
              <span className="block text-2xl font-bold text-slate-900" data-testid="game-count">
                {games}
              </span>
              <span className="text-xs text-slate-600">{games === 1 ? 'game' : 'games'}</span>
            </p>
            <button
              type="button"
              onClick={() => change(1)}
              disabled={games >= plan.maxGames}
              aria-label={`More games (${plan.name})`}
              className="rounded-md p-2 text-slate-800 hover:bg-white disabled:cursor-not-allowed disabled:opacity-40"
            >
              <Plus className="size-5" aria-hidden="true" />
            </button>
          </div>
          <p className="mt-3 flex justify-between text-sm">
            <span className="text-slate-600">Total</span>
            <span className="font-bold text-slate-900" data-testid="plan-total">
              {formatAud(total)}
            </span>
          </p>
          {onGetStarted && (
            <button
              type="button"
              className={`${buttonStyles.primary} mt-4 w-full`}
              disabled={busy}
              aria-busy={working}
              onClick={() => onGetStarted(plan, games)}
            >
              {working && <Spinner />}
              Get Started
            </button>
          )}
        </div>
      )}
    </article>
  );
}
