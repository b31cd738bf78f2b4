import type { ConsistencyWarning } from '@courtside/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WorkspaceChecksPanel, warnedIdsOf } from './workspace-checks-panel';

const warnings: ConsistencyWarning[] = [
  { code: 'assist_on_miss', message: 'An assist on a missed shot', eventId: 'a' },
  { code: 'final_score_differs', message: 'The score does not match the scoreboard' },
  { code: 'wrong_team', message: 'A player of the other team', eventId: 'a' },
];

const render = (given: ConsistencyWarning[]) =>
  renderToStaticMarkup(createElement(WorkspaceChecksPanel, { warnings: given, onSelect: () => undefined }));

describe('warnedIdsOf', () => {
  it('collects the plays warnings are about, once each', () => {
    expect([...warnedIdsOf(warnings)]).toEqual(['a']);
    expect(warnedIdsOf([]).size).toBe(0);
  });
});

describe('WorkspaceChecksPanel', () => {
  it('says nothing looks wrong when nothing does', () => {
    const html = render([]);
    expect(html).toContain('Warnings (0)</h2>');
    expect(html).toContain('Nothing looks wrong.');
  });

  it('lists each warning; one about a play is a button that selects it', () => {
    const html = render(warnings);
    expect(html).toContain('Warnings (3)</h2>');
    expect(html).toContain('aria-labelledby="warnings"');
    expect(html).not.toContain('Nothing looks wrong.');
    expect(html).toContain('<li><button type="button" class="text-left underline">An assist on a missed shot</button></li>');
    expect(html).toContain('<li>The score does not match the scoreboard</li>');
  });
});
