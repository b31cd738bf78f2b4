import { CallToAction } from '../../components/layout/call-to-action';
import { PLANS, type Plan } from '@courtside/domain';
import { Link, useNavigate } from 'react-router';
import { useStartCheckout } from '../../features/checkout/start-checkout';
import { PageHeader } from '../../components/layout/page-header';
import { FAQ_ENTRIES } from '../../features/faq/faq-entries';
import { FaqList } from '../../features/faq/faq-list';
import { PlanCard } from '../../features/pricing/plan-card';
import { useMe } from '../../features/auth/session';
import { can, roleOf } from '../../lib/organization-role';

/** Said in place of the buy buttons to a signed-in member who is not an owner (the server refuses them). */
export const BUYING_REFUSAL = "Only the organization's owners can buy credits.";

const PRICING_FAQ = FAQ_ENTRIES.filter((entry) => ['pricing', 'support'].includes(entry.category) || entry.id === 'how-long');

export default function PricingPage() {
  const navigate = useNavigate();
  const checkout = useStartCheckout();
  const me = useMe();
  // Signed out, Get Started leads to signing in; signed in, only an owner of the active organization buys.
  const mayBuy = !me.data || can(roleOf(me.data), 'billing');

  const getStarted = (plan: Plan, games: number) => {
    if (plan.id === 'enterprise') return void navigate('/contact');
    checkout.start({ packageType: plan.id, quantity: games });
  };

  return (
    <>
      <PageHeader eyebrow="Pricing" title="Simple pricing per game">
        Buy game credits once and use them all season. One credit is one game analysis, and credits never expire. All prices in
        Australian dollars.
      </PageHeader>

      <section className="bg-slate-50 px-4 py-16" aria-label="Plans">
        {!mayBuy && (
          <p className="mx-auto mb-8 max-w-3xl rounded-lg border border-slate-200 bg-white p-4 text-center text-slate-700">
            {BUYING_REFUSAL}
          </p>
        )}
        <div className="mx-auto grid max-w-7xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              onGetStarted={mayBuy ? getStarted : undefined}
              busy={checkout.busy}
              working={checkout.busyPackage === plan.id}
            />
          ))}
        </div>
        <p className="mx-auto mt-8 max-w-3xl text-center text-slate-600">
          Upgrading later? Your remaining credits carry over, and extra games use the new rate. Need a custom package for a club,
          school or league?{' '}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            Contact us
          </Link>
          .
        </p>
      </section>

      <section className="px-4 py-20" aria-labelledby="pricing-faq">
        <div className="mx-auto max-w-3xl">
          <h2 id="pricing-faq" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
            Pricing questions
          </h2>
          <div className="mt-10">
            <FaqList entries={PRICING_FAQ} />
          </div>
          <p className="mt-6 text-center text-slate-600">
            More answers on the{' '}
            <Link to="/faq" className="font-semibold text-brand-700 underline">
              FAQ page
            </Link>
            .
          </p>
        </div>
      </section>

      <CallToAction
        title="Ready when your next game is"
        text="Upload a game in minutes, or talk to us about a package for your whole club."
        links={[
          { to: '/upload', label: 'Upload Your Game' },
          { to: '/contact', label: 'Contact Us', look: 'secondary' },
        ]}
      />
    </>
  );
}
