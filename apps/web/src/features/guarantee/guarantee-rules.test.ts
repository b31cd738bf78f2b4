import { describe, expect, it } from 'vitest';
import type { AdminGuaranteeRequest, GameGuarantee, GuaranteeRequest } from './guarantee-api';
import {
  approvedRefundText,
  canRequest,
  creditSourceText,
  guaranteeEndedText,
  requestStateText,
  windowLeftText,
} from './guarantee-rules';
import { noteError, reasonError } from './guarantee-validation';

const request = (overrides: Partial<GuaranteeRequest>): GuaranteeRequest => ({
  id: '6c1f3a52-2f5b-4c1e-9a3e-7d1f0b6c8e21',
  kind: 'refund',
  reason: 'The second half is missing.',
  status: 'pending',
  decisionNote: null,
  createdAt: '2024-01-05T12:00:00.000Z',
  decidedAt: null,
  credit: null,
  ...overrides,
});
const open: GameGuarantee = { endsAt: '2024-01-08T12:00:00.000Z', open: true, requests: [] };

describe('a refund request’s credit in the back office (decision 016)', () => {
  const credit = (status: 'completed' | 'refunded' | 'disputed', refundedGames: number, outcome: string) =>
    ({ purchase: { id: 'p', status, games: 5, refundedGames }, outcome }) as AdminGuaranteeRequest['credit'];

  it('names the purchase the credit came from, and its refunds', () => {
    expect(creditSourceText(credit('completed', 0, 'returned'))).toBe('a purchase, paid');
    expect(creditSourceText(credit('completed', 2, 'returned'))).toBe('a purchase partly refunded (2 of 5 games)');
    expect(creditSourceText(credit('refunded', 5, 'purchase_refunded'))).toBe('a purchase refunded in full');
    expect(creditSourceText(credit('disputed', 0, 'purchase_disputed'))).toBe('a purchase whose payment was disputed');
    expect(creditSourceText({ purchase: null, outcome: 'returned' })).toMatch(/without a purchase/);
  });

  it('says before approving whether a credit goes back', () => {
    expect(approvedRefundText(credit('completed', 0, 'returned'))).toBe(
      'One game credit goes back to the customer, who is e-mailed.',
    );
    expect(approvedRefundText(credit('refunded', 5, 'purchase_refunded'))).toMatch(/^No game credit goes back: the money/);
    expect(approvedRefundText(credit('disputed', 0, 'purchase_disputed'))).toMatch(/^No game credit goes back: the payment/);
  });
});

describe('when a customer may ask under the guarantee', () => {
  it('may ask while the window is open, unless a request is waiting or the credit was refunded', () => {
    expect(canRequest(open)).toBe(true);
    expect(canRequest({ ...open, open: false })).toBe(false);
    expect(canRequest({ ...open, requests: [request({})] })).toBe(false);
    expect(canRequest({ ...open, requests: [request({ status: 'approved' })] })).toBe(false);
    // A declined request, or an approved reprocessing that was re-delivered, leaves the door open.
    expect(canRequest({ ...open, requests: [request({ status: 'declined', decisionNote: 'No.' })] })).toBe(true);
    expect(canRequest({ ...open, requests: [request({ kind: 'reprocess', status: 'approved' })] })).toBe(true);
  });

  it('asks for a reason of 10 to 2,000 characters, not counting the spaces around it', () => {
    expect(reasonError('   too bad   ')).toBe('Please tell us what went wrong, in 10 to 2,000 characters.');
    expect(reasonError('The score is wrong.')).toBeNull();
    expect(reasonError('x'.repeat(2001))).not.toBeNull();
  });

  it('needs a note to decline, none to approve', () => {
    expect(noteError('decline', '  ')).toBe('Please tell the customer why the request is declined.');
    expect(noteError('decline', 'The box score matches the footage.')).toBeNull();
    expect(noteError('approve', '')).toBeNull();
  });
});

describe("a request's state as the customer reads it", () => {
  it('says when it was asked while it waits, the outcome once approved, and the note once declined', () => {
    expect(requestStateText(request({ createdAt: '2024-01-05T12:00:00.000Z' }))).toMatch(
      /^Requested on Jan [56], 2024: waiting for our team$/,
    );
    expect(requestStateText(request({ status: 'approved', credit: { state: 'returned' } }))).toBe(
      'Approved: your game credit is back.',
    );
    // The purchase the credit came from had been refunded: the money was the refund, so no credit came back.
    expect(requestStateText(request({ status: 'approved', credit: { state: 'withheld', because: 'purchase_refunded' } }))).toBe(
      'Approved: its game credit was not returned: the payment for it was refunded to you.',
    );
    expect(requestStateText(request({ kind: 'reprocess', status: 'approved', decisionNote: 'Re-tagging the 4th.' }))).toBe(
      'Approved: we are reprocessing this game and will e-mail you when the new box score is ready. Re-tagging the 4th.',
    );
    expect(requestStateText(request({ status: 'declined', decisionNote: 'The box score matches the footage.' }))).toBe(
      'Declined: The box score matches the footage.',
    );
  });

  it('explains, once the window has closed, the day it ended', () => {
    expect(guaranteeEndedText('2024-01-05T12:00:00.000Z')).toMatch(
      /^The 7-day guarantee for this game ended on Jan [56], 2024\.$/,
    );
  });
});

describe('the window as the back office sees it', () => {
  const now = Date.parse('2024-01-05T12:00:00.000Z');
  it('counts whole days left, then less than a day, then ended', () => {
    expect(windowLeftText('2024-01-08T13:00:00.000Z', now)).toBe('3 days left');
    expect(windowLeftText('2024-01-06T13:00:00.000Z', now)).toBe('1 day left');
    expect(windowLeftText('2024-01-05T18:00:00.000Z', now)).toBe('Less than a day left');
    expect(windowLeftText('2024-01-05T11:00:00.000Z', now)).toBe('Ended');
    expect(windowLeftText(null, now)).toBe('—');
  });
});
