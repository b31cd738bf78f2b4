import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminRequestCard } from './admin-request-card';
import type { AdminGuaranteeRequest } from './guarantee-api';

const pending: AdminGuaranteeRequest = {
  id: 'b6c1a2d3-0000-4000-8000-000000000001',
  kind: 'refund',
  reason: 'The second half is missing.',
  status: 'pending',
  createdAt: '2024-01-05T12:00:00.000Z',
  game: {
    id: '3f0c5a52-2f5b-4c1e-9a3e-7d1f0b6c8e21',
    name: 'Tigers vs Hawks',
    completedAt: '2024-01-04T12:00:00.000Z',
    guaranteeEndsAt: '2024-01-11T12:00:00.000Z',
  },
  customer: { name: 'Casey Coach', email: 'coach@example.com' },
  decision: null,
  credit: {
    purchase: { id: '9d0c5a52-2f5b-4c1e-9a3e-7d1f0b6c8e21', status: 'completed', games: 5, refundedGames: 0 },
    outcome: 'returned',
  },
};
const render = (request: AdminGuaranteeRequest) =>
  renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(
        MemoryRouter,
        null,
        createElement(AdminRequestCard, { request, now: Date.parse('2024-01-06T12:00:00.000Z'), onOutcome: () => undefined }),
      ),
    ),
  );
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('a guarantee request in the back office', () => {
  it('names the game (a link), the customer, what they ask, why, and the days left; a pending one can be decided', () => {
    const html = render(pending);
    expect(html).toContain(`href="/games/${pending.game.id}"`);
    expect(text(html)).toContain('Casey Coach (coach@example.com)');
    expect(text(html)).toContain('Refund the game credit');
    expect(text(html)).toContain('The second half is missing.');
    expect(text(html)).toContain('5 days left');
    expect(text(html)).toContain('Approve');
    expect(text(html)).toContain('Decline');
  });

  it('says the purchase behind the credit was refunded, and that approving returns no credit', () => {
    const html = render({
      ...pending,
      credit: {
        purchase: { id: '9d0c5a52-2f5b-4c1e-9a3e-7d1f0b6c8e21', status: 'refunded', games: 1, refundedGames: 1 },
        outcome: 'purchase_refunded',
      },
    });
    expect(text(html)).toContain('Credit from: a purchase refunded in full Approving returns no credit.');
    expect(text(render(pending))).toContain('Credit from: a purchase, paid');
    expect(text(render(pending))).not.toContain('Approving returns no credit');
  });

  it('shows a decided request with who decided, when and the note, and no buttons', () => {
    const html = render({
      ...pending,
      status: 'declined',
      decision: { note: 'The box score matches the footage.', decidedAt: '2024-01-06T12:00:00.000Z', decidedBy: 'Ada Admin' },
    });
    expect(text(html)).toMatch(/Declined on Jan [67], 2024 by Ada Admin: The box score matches the footage\./);
    expect(html).not.toContain('>Approve<');
  });
});
