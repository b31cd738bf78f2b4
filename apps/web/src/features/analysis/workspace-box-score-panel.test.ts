import { computeBoxScore, toGameEvent } from '@courtside/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WorkspaceBoxScorePanel } from './workspace-box-score-panel';
import { TEST_SETUP, made2, testPlay } from './workspace-test-game';

const plays = [testPlay('a', 1, made2('t1')), testPlay('b', 2, made2('t2')), testPlay('c', 3, made2('h1', 'away'))];

describe('WorkspaceBoxScorePanel', () => {
  it('shows the score and a box score per team as the plays add up', () => {
    const boxScore = computeBoxScore(TEST_SETUP, plays.map(toGameEvent));
    const html = renderToStaticMarkup(createElement(WorkspaceBoxScorePanel, { setup: TEST_SETUP, boxScore }));
    expect(html).toContain('aria-label="Live box score"');
    expect(html).toMatch(/data-testid="live-score">Tigers (<!-- -->)?4(<!-- -->)? – (<!-- -->)?2(<!-- -->)? (<!-- -->)?Hawks</);
    expect(html.match(/<table/g)).toHaveLength(2);
    expect(html).toContain('#4');
    expect(html).toContain('Ava');
    expect(html).toContain('Kai');
  });

  it('shows nothing before the setup is saved', () => {
    expect(renderToStaticMarkup(createElement(WorkspaceBoxScorePanel, { setup: null, boxScore: null }))).toBe('');
  });
});
