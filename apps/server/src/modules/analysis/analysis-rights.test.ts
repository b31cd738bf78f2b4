import { describe, expect, it } from 'vitest';
import { analysisRights } from './analysis-rights.js';

const ana = { id: 'ana', role: 'analyst' as const, organizationId: 'ana', memberRole: 'owner' as const };
const ben = { id: 'ben', role: 'analyst' as const, organizationId: 'ben', memberRole: 'owner' as const };
const boss = { id: 'boss', role: 'admin' as const, organizationId: 'boss', memberRole: 'owner' as const };
const coach = { id: 'coach', role: 'customer' as const, organizationId: 'coach', memberRole: 'owner' as const };

describe('analysisRights', () => {
  it('lets any analyst claim a ready game, and no customer', () => {
    const game = { status: 'ready' as const, analystId: null };
    expect(analysisRights(game, ben).claim).toBe(true);
    expect(analysisRights(game, coach)).toEqual({ claim: false, release: false, edit: false, submit: false, review: false });
  });

  it('lets only the tagging analyst (or an admin) edit, release and submit a game in analysis', () => {
    const game = { status: 'in_analysis' as const, analystId: 'ana' };
    expect(analysisRights(game, ana)).toEqual({ claim: false, release: true, edit: true, submit: true, review: false });
    expect(analysisRights(game, ben)).toEqual({ claim: false, release: false, edit: false, submit: false, review: false });
    expect(analysisRights(game, boss)).toMatchObject({ edit: true, submit: true });
  });

  it('gives review to anyone but the tagger, unless they are an admin', () => {
    const game = { status: 'in_review' as const, analystId: 'ana' };
    expect(analysisRights(game, ana)).toMatchObject({ edit: false, review: false });
    expect(analysisRights(game, ben)).toMatchObject({ edit: true, review: true, submit: false });
    expect(analysisRights({ status: 'in_review', analystId: 'boss' }, boss)).toMatchObject({ review: true });
  });

  it('keeps anyone who tagged its plays from reviewing it, whoever submitted it; an admin may', () => {
    const game = { status: 'in_review' as const, analystId: 'ben', taggedBy: ['ana', 'ben'] };
    expect(analysisRights(game, ana)).toMatchObject({ edit: false, review: false });
    expect(analysisRights(game, ben)).toMatchObject({ edit: false, review: false });
    expect(analysisRights({ ...game, taggedBy: ['ana', 'ben', 'boss'] }, boss)).toMatchObject({ review: true });
    const cal = { ...ana, id: 'cal', organizationId: 'cal' };
    expect(analysisRights(game, cal)).toMatchObject({ edit: true, review: true });
  });

  it('closes a completed game to everyone', () => {
    const game = { status: 'completed' as const, analystId: 'ana' };
    for (const viewer of [ana, ben, boss]) expect(Object.values(analysisRights(game, viewer)).some(Boolean)).toBe(false);
  });
});
