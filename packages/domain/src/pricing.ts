/** The plans a customer can buy. Prices are in cents (AUD) and are the one source of truth. */
export const PLAN_IDS = ['single', 'multi', 'season', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type PackageType = Exclude<PlanId, 'enterprise'>;

/** The spec's default upper bound on the game count of a plan. */
export const DEFAULT_MAX_GAMES = 50;

export interface Plan {
  id: PlanId;
  name: string;
  /** Price per game in cents; null for a custom (enterprise) quote. */
  pricePerGameCents: number | null;
  minGames: number;
  maxGames: number;
  tagline: string;
  features: readonly string[];
  highlighted: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'single',
    name: 'Single Game',
    pricePerGameCents: 3500,
    minGames: 1,
    maxGames: DEFAULT_MAX_GAMES,
    tagline: 'Try Courtside on one game.',
    features: [
      'Full box score for both teams',
      'Every player: points, shots, rebounds, assists and more',
      'Statistics page and PDF report',
      'Delivered within 24 hours',
    ],
    highlighted: false,
  },
  {
    id: 'multi',
    name: '5-19 Games',
    pricePerGameCents: 3200,
    minGames: 5,
    maxGames: 19,
    tagline: 'For a stretch of the season.',
    features: ['Everything in Single Game', 'AU$3 off every game', 'Credits never expire', 'E-mail support 7 days a week'],
    highlighted: true,
  },
  {
    id: 'season',
    name: '20+ Games Season',
    pricePerGameCents: 2900,
    minGames: 20,
    maxGames: DEFAULT_MAX_GAMES,
    tagline: 'Your whole season, covered.',
    features: ['Everything in 5-19 Games', 'Our best price per game', 'Credits never expire', 'Priority turnaround'],
    highlighted: false,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    pricePerGameCents: null,
    minGames: 1,
    maxGames: DEFAULT_MAX_GAMES,
    tagline: 'For clubs, leagues and associations.',
    features: ['Custom volume pricing', 'Many teams under one account', 'Dedicated turnaround commitments', 'Invoiced billing'],
    highlighted: false,
  },
];

/** The labels the purchase history shows for each package type. */
export const PACKAGE_LABELS: Record<PackageType, string> = {
  single: 'Single Game',
  multi: '5-19 Games Package',
  season: '20+ Games Season Package',
};

/** Finds a plan by id, or throws for an unknown id. */
export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

/** Keeps a game count within the plan's bounds (and whole). */
export function clampGames(plan: Plan, games: number): number {
  if (!Number.isFinite(games)) return plan.minGames;
  return Math.min(plan.maxGames, Math.max(plan.minGames, Math.trunc(games)));
}

/** Whether this exact game count may be bought on the plan. */
export function isValidGameCount(plan: Plan, games: number): boolean {
  return Number.isInteger(games) && games >= plan.minGames && games <= plan.maxGames;
}

/** Total price in cents of `games` games on the plan (price x count); null for a custom quote. */
export function planTotalCents(plan: Plan, games: number): number | null {
  if (plan.pricePerGameCents === null) return null;
  return plan.pricePerGameCents * clampGames(plan, games);
}

export interface Quote {
  packageType: PackageType;
  label: string;
  games: number;
  unitAmountCents: number;
  amountCents: number;
}

/**
 * Prices an order of `games` games on a package, or says why it cannot be bought. The one place an amount
 * to charge is computed: the server never takes a price from the client.
 */
export function quoteOrder(planId: PlanId, games: number): { ok: true; quote: Quote } | { ok: false; message: string } {
  const plan = getPlan(planId);
  if (planId === 'enterprise' || plan.pricePerGameCents === null)
    return { ok: false, message: 'Enterprise packages are quoted by our team. Please contact us.' };
  const packageType = planId;
  if (!isValidGameCount(plan, games)) {
    const range = plan.minGames === plan.maxGames ? `${plan.minGames}` : `between ${plan.minGames} and ${plan.maxGames}`;
    return { ok: false, message: `The ${PACKAGE_LABELS[packageType]} is for ${range} games.` };
  }
  return {
    ok: true,
    quote: {
      packageType,
      label: PACKAGE_LABELS[packageType],
      games,
      unitAmountCents: plan.pricePerGameCents,
      amountCents: plan.pricePerGameCents * games,
    },
  };
}
