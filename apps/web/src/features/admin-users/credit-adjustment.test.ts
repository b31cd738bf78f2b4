import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_MESSAGES } from '@courtside/domain';
import { checkAdjustment, gamesLabel, ledgerReasonLabel, signed } from './credit-adjustment';

describe('the credit adjustment form', () => {
  it('takes a whole number of games either way, with a trimmed reason', () => {
    expect(checkAdjustment(' 3 ', '  Late delivery  ')).toEqual({ ok: true, value: { delta: 3, reason: 'Late delivery' } });
    expect(checkAdjustment('-1000', 'Chargeback')).toEqual({ ok: true, value: { delta: -1000, reason: 'Chargeback' } });
    expect(checkAdjustment('+2', 'Bonus')).toEqual({ ok: true, value: { delta: 2, reason: 'Bonus' } });
  });

  it('refuses zero, fractions, words and more than 1000 games', () => {
    for (const delta of ['0', '1.5', 'two', '', '1001', '-1001', '1e2']) {
      expect(checkAdjustment(delta, 'A reason'), delta).toEqual({
        ok: false,
        errors: { delta: BACK_OFFICE_MESSAGES.creditAdjustment },
      });
    }
  });

  it('requires a reason of 3 to 500 characters, and names every field at fault', () => {
    expect(checkAdjustment('1', ' ok ')).toEqual({ ok: false, errors: { reason: BACK_OFFICE_MESSAGES.adminReason } });
    expect(checkAdjustment('1', 'x'.repeat(501))).toEqual({ ok: false, errors: { reason: BACK_OFFICE_MESSAGES.adminReason } });
    expect(checkAdjustment('0', '')).toEqual({
      ok: false,
      errors: { delta: BACK_OFFICE_MESSAGES.creditAdjustment, reason: BACK_OFFICE_MESSAGES.adminReason },
    });
  });
});

describe('ledger wording', () => {
  it('signs changes, counts games and names reasons', () => {
    expect(signed(3)).toBe('+3');
    expect(signed(-2)).toBe('−2');
    expect(gamesLabel(1)).toBe('1 game');
    expect(gamesLabel(0)).toBe('0 games');
    expect(ledgerReasonLabel('admin_adjustment')).toBe('Admin adjustment');
    expect(ledgerReasonLabel('something_new')).toBe('something new');
  });
});
