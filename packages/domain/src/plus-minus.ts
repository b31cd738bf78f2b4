/**
 * The +/- rules a report can follow (DESIGN.md §4, "+/- the official way"), in words a customer reads under
 * the box score. Schema-free, so the statistics page can use it without loading zod.
 */

export type PlusMinusRuleName = 'foul' | 'free-throw';

export const PLUS_MINUS_NOTES: Record<PlusMinusRuleName, string> = {
  foul: '+/- counts free throws for the players on court when the foul was committed (NBA and WNBA rule).',
  'free-throw': '+/- counts free throws for the players on court when they are shot (FIBA rule).',
};

/**
 * The rule a report followed: the one it names, or, for a report built before reports named one (engine
 * version 1), the free-throw rule, which that engine applied.
 */
export function plusMinusRuleOf(report: {
  engineVersion: number;
  setup: { plusMinusRule?: PlusMinusRuleName | undefined };
}): PlusMinusRuleName {
  return report.setup.plusMinusRule ?? (report.engineVersion < 2 ? 'free-throw' : 'foul');
}
