import { describe, expect, it } from 'vitest';
import { EMPTY_AUDIT_FILTERS, actionLabel, summariseDetails, targetLabel, toAuditQuery } from './audit-format';

describe("an audit row's details, summarised", () => {
  it('words the user actions as an admin would say them', () => {
    expect(summariseDetails('user.role_changed', { from: 'customer', to: 'analyst' })).toBe('customer → analyst');
    expect(summariseDetails('user.credits_adjusted', { delta: 3, reason: 'Late delivery', balanceAfter: 4 })).toBe(
      '+3 games, balance then 4: “Late delivery”',
    );
    expect(summariseDetails('user.credits_adjusted', { delta: -1, reason: 'Duplicate', balanceAfter: 0 })).toBe(
      '−1 game, balance then 0: “Duplicate”',
    );
    expect(summariseDetails('user.sessions_revoked', { count: 1 })).toBe('1 session ended');
    expect(summariseDetails('user.sessions_revoked', { count: 0 })).toBe('0 sessions ended');
  });

  it('lists the facts of other actions, with money as AU$, yes/no and long values cut short', () => {
    expect(summariseDetails('purchase.refunded', { games: 2, amountCents: 7000, shortfall: 1 })).toBe(
      'games: 2 · amount: AU$70.00 · shortfall: 1',
    );
    expect(summariseDetails('analysis.play_changed', { duringReview: true, taggerId: 'u1' })).toBe(
      'during review: yes · tagger id: u1',
    );
    expect(summariseDetails('footage.deleted', { keys: ['a.mp4', 'b.mp4'], note: null })).toBe('keys: a.mp4, b.mp4 · note: —');
    const long = summariseDetails('contact.replied', { body: 'x'.repeat(300) });
    expect(long).toHaveLength('body: '.length + 120);
    expect(long.endsWith('…')).toBe(true);
    expect(summariseDetails('analysis.claimed', {})).toBe('');
  });

  it('labels actions and targets', () => {
    expect(actionLabel('user.credits_adjusted')).toBe('User: credits adjusted');
    expect(actionLabel('analysis.sent_back')).toBe('Analysis: sent back');
    expect(targetLabel('guarantee_request')).toBe('Guarantee request');
  });
});

describe('the audit filter form as a query', () => {
  it('leaves out empty fields', () => {
    expect(toAuditQuery(EMPTY_AUDIT_FILTERS)).toEqual({});
  });

  it("looks an actor up by e-mail or id, and covers whole days of the reader's own calendar", () => {
    const query = toAuditQuery({
      action: 'user.role_changed',
      targetType: 'user',
      targetId: ' abc ',
      actor: ' ada@example.com ',
      from: '2024-01-05',
      to: '2024-01-31',
    });
    expect(query).toEqual({
      action: 'user.role_changed',
      targetType: 'user',
      targetId: 'abc',
      actorEmail: 'ada@example.com',
      from: new Date(2024, 0, 5).toISOString(),
      // Through the end of Jan 31: up to the first moment of Feb 1.
      to: new Date(2024, 1, 1).toISOString(),
    });
    expect(toAuditQuery({ ...EMPTY_AUDIT_FILTERS, actor: 'user-123' })).toEqual({ actorId: 'user-123' });
    expect(toAuditQuery({ ...EMPTY_AUDIT_FILTERS, from: 'not a day' })).toEqual({});
  });
});
