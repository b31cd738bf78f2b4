import { formatShortDate } from '@courtside/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminGame } from './admin-games-api';
import { AdminGamesTable } from './admin-games-table';
import { formatDueAt, gameTimeOf } from './game-helpers';

const UPLOADED = '2026-03-01T09:00:00Z';
const DUE = '2026-03-02T09:00:00Z';
const DELIVERED = '2026-03-01T17:45:00Z';

const game = (name: string, more: Partial<AdminGame>): AdminGame => ({
  id: `00000000-0000-4000-8000-${String(name.length).padStart(12, '0')}`,
  name,
  status: 'in_analysis',
  customer: { id: 'c1', name: 'Sam Coach', email: 'sam@club.com.au' },
  analyst: null,
  createdAt: UPLOADED,
  dueAt: DUE,
  overdue: false,
  completedAt: null,
  deliveries: 0,
  failureReason: null,
  reopenReason: null,
  footageDeletedAt: null,
  pendingGuaranteeRequest: false,
  credit: { state: 'spent' },
  ...more,
});

/** Each row's time cell, as text. */
function timesOf(games: AdminGame[]): string[] {
  const html = renderToStaticMarkup(
    createElement(AdminGamesTable, {
      games,
      analysts: [],
      now: Date.parse('2026-03-01T12:00:00Z'),
      busy: false,
      onAssign: () => undefined,
      onCancel: () => undefined,
      onReopen: () => undefined,
    }),
  );
  return [...html.matchAll(/data-testid="admin-game-time">(.*?)<\/td>/g)].map(([, cell = '']) =>
    cell
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

describe('the admin games table', () => {
  it('shows when a delivered game was delivered, never its due time', () => {
    const [delivered, open, reopened, cancelled] = timesOf([
      game('Delivered', { status: 'completed', completedAt: DELIVERED, deliveries: 1 }),
      game('Open', {}),
      game('Reopened', { completedAt: DELIVERED, deliveries: 1, reopenReason: 'Wrong scorer' }),
      game('Cancelled', { status: 'cancelled', failureReason: 'Duplicate upload' }),
    ]);
    expect(delivered).toBe(`Delivered ${formatDueAt(DELIVERED)}`);
    expect(delivered).not.toContain(formatDueAt(DUE));
    expect(open).toBe(`Due ${formatDueAt(DUE)}`);
    // Reopened for correction: due again, delivered before.
    expect(reopened).toContain(`Due ${formatDueAt(DUE)}`);
    // The table writes the day in the reader's zone: 17:45 UTC is Mar 1 west of UTC+6:15 and Mar 2 from there east.
    expect(formatShortDate(DELIVERED)).toMatch(/^Mar [12], 2026$/);
    expect(reopened).toContain(`Delivered ${formatShortDate(DELIVERED)}`);
    expect(cancelled).toBe('—');
  });

  it('gives a delivered game its delivery time, an open one its due time, a failed one none', () => {
    expect(gameTimeOf({ status: 'completed', dueAt: DUE, completedAt: DELIVERED })).toEqual({
      label: 'Delivered',
      at: DELIVERED,
    });
    expect(gameTimeOf({ status: 'in_review', dueAt: DUE, completedAt: null })).toEqual({ label: 'Due', at: DUE });
    expect(gameTimeOf({ status: 'failed', dueAt: DUE, completedAt: null })).toBeNull();
  });
});
