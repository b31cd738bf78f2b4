import { computeBoxScore, toGameEvent, withClocks, type GameSetup } from '@courtside/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { workspaceBoxScore } from './live-box-score';
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

  it('gives the five on court the minutes played so far while tagging, and the whole game once submitted', () => {
    const setup: GameSetup = {
      ...TEST_SETUP,
      home: { ...TEST_SETUP.home, starters: ['t1', 't2', 't3', 't4', 't5'] },
      away: { ...TEST_SETUP.away, starters: ['h1', 'h2', 'h3', 'h4', 'h5'] },
    };
    // The clock starts 1 s into the footage; the basket 60 s later is at 9:00 of the first of four 10:00 periods.
    const tagged = [
      testPlay('s', 0, { type: 'period_start' }),
      testPlay('c', 1, { type: 'clock', running: true }),
      testPlay('b', 61, made2('t1')),
    ];
    const events = withClocks(setup, tagged.map(toGameEvent));
    const seconds = (status: 'in_analysis' | 'in_review') =>
      workspaceBoxScore(setup, events, status).home.players.map((line) => line.seconds);
    expect(seconds('in_analysis')).toEqual([60, 60, 60, 60, 60, 0, 0]);
    const html = renderToStaticMarkup(
      createElement(WorkspaceBoxScorePanel, { setup, boxScore: workspaceBoxScore(setup, events, 'in_analysis') }),
    );
    expect(html).toContain('>1:00<');
    expect(html).not.toContain('40:00');
    expect(seconds('in_review')).toEqual([2400, 2400, 2400, 2400, 2400, 0, 0]);
  });

  it('shows nothing before the setup is saved', () => {
    expect(renderToStaticMarkup(createElement(WorkspaceBoxScorePanel, { setup: null, boxScore: null }))).toBe('');
  });
});
