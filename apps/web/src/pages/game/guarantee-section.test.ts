import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { GameGuarantee } from '../../features/guarantee/guarantee-api';
import { CorrectionNotice, correctionNoticeText } from './correction-notice';
import { FootageNotice, footageNoticeText } from './footage-notice';
import { GuaranteeSection } from './guarantee-section';

const GAME_ID = '3f0c5a52-2f5b-4c1e-9a3e-7d1f0b6c8e21';
const render = (element: ReactElement) =>
  renderToStaticMarkup(
    createElement(QueryClientProvider, { client: new QueryClient() }, createElement(MemoryRouter, null, element)),
  );
const text = (html: string) => html.replace(/<[^>]+>/g, '');
const section = (guarantee: GameGuarantee) => render(createElement(GuaranteeSection, { gameId: GAME_ID, guarantee }));

describe("the game page's satisfaction guarantee", () => {
  it('offers the request while the window is open', () => {
    const html = section({ endsAt: '2024-01-08T12:00:00.000Z', open: true, requests: [] });
    expect(text(html)).toContain('Satisfaction guarantee');
    expect(html).toContain('Request reprocessing or a refund');
  });

  it('shows a waiting request instead of the button', () => {
    const html = section({
      endsAt: '2024-01-08T12:00:00.000Z',
      open: true,
      requests: [
        {
          id: 'b6c1a2d3-0000-4000-8000-000000000001',
          kind: 'refund',
          reason: 'The second half is missing.',
          status: 'pending',
          decisionNote: null,
          createdAt: '2024-01-05T12:00:00.000Z',
          decidedAt: null,
          credit: null,
        },
      ],
    });
    expect(text(html)).toMatch(/Refund the game credit\. Requested on Jan [56], 2024: waiting for our team/);
    expect(html).not.toContain('Request reprocessing or a refund');
  });

  it('explains why the button is gone after the window, with a way to contact us', () => {
    const html = section({ endsAt: '2024-01-05T12:00:00.000Z', open: false, requests: [] });
    expect(html).not.toContain('Request reprocessing or a refund');
    expect(text(html)).toMatch(/The 7-day guarantee for this game ended on Jan [56], 2024\. For anything else, contact us\./);
    expect(html).toContain('href="/contact"');
  });

  it('is absent for a game never delivered', () => {
    expect(section({ endsAt: null, open: false, requests: [] })).toBe('');
  });
});

describe("the game page's footage and correction notices", () => {
  it('says when the footage will be deleted, or was, and that the box score stays', () => {
    expect(footageNoticeText({ deletesAt: '2024-02-04T12:00:00.000Z', deletedAt: null })).toMatch(
      /^The footage will be deleted on Feb [45], 2024; the box score and plays stay\.$/,
    );
    expect(footageNoticeText({ deletesAt: null, deletedAt: '2024-02-04T12:00:00.000Z' })).toMatch(
      /^The footage was deleted on Feb [45], 2024; the box score and plays stay\.$/,
    );
    expect(render(createElement(FootageNotice, { footage: { deletesAt: null, deletedAt: null } }))).toBe('');
  });

  it('says a box score is being corrected, and when a corrected one was delivered, with its note', () => {
    const first = { delivery: 1, deliveredAt: '2024-01-05T12:00:00.000Z', correctionNote: null, correctionInProgress: null };
    expect(correctionNoticeText(first)).toBeNull();
    expect(correctionNoticeText({ ...first, correctionInProgress: { reason: 'Two baskets were missed.' } })).toBe(
      'Being corrected: Two baskets were missed.',
    );
    expect(correctionNoticeText({ ...first, delivery: 2, correctionNote: 'Two baskets added.' })).toMatch(
      /^Corrected on Jan [56], 2024: Two baskets added\.$/,
    );
    expect(text(render(createElement(CorrectionNotice, { facts: { ...first, delivery: 2, correctionNote: 'Fixed.' } })))).toMatch(
      /Corrected on/,
    );
  });
});
