import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { passesBusy, type AssistState, type Suggestion } from './assist-api';
import { AssistPanel, emptyNote } from './assist-panel';
import { precisionRows } from './assist-precision';
import { withAnswer } from './assist-session';

const whistle: Suggestion = { id: 'w1', kind: 'whistle', videoMs: 65_000, endMs: 65_400, detail: {}, status: 'open' };
const score: Suggestion = {
  id: 's1',
  kind: 'score',
  videoMs: 70_000,
  endMs: null,
  detail: { side: 'home', points: 2, home: 2, away: 0 },
  status: 'accepted',
};
const state = (passes: AssistState['passes'], suggestions: Suggestion[] = []): AssistState => ({
  passes,
  regions: null,
  suggestions,
});
const done = state([
  { pass: 'sound', state: 'done', error: null },
  { pass: 'motion', state: 'done', error: null },
]);

const render = (props: Partial<Parameters<typeof AssistPanel>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(AssistPanel, {
      state: done,
      loadError: null,
      marks: [],
      selectedId: null,
      teams: { home: 'Tigers', away: 'Hawks' },
      canEdit: true,
      hasFootage: true,
      onSelect: () => undefined,
      onAnswer: () => undefined,
      ...props,
    }),
  );

describe('the suggestions panel', () => {
  it('lists each mark with its time, what it is, its answer, and Accept and Dismiss with their keys', () => {
    const html = render({ marks: [whistle, score], selectedId: 's1' });
    expect(html).toContain('Suggestions (1 open)');
    expect(html).toContain('1:05</span>Whistle');
    expect(html).toContain('1:10</span>Tigers +2 (2-0)');
    expect(html).toMatch(/aria-current="true"[^>]*>.*Tigers \+2/);
    expect(html).toContain('aria-label="Accept Tigers +2 (2-0) at 1:10" aria-pressed="true"');
    expect(html).toContain('Accept <kbd class="rounded bg-slate-200 px-1">y</kbd>');
    expect(html).toContain('Dismiss <kbd class="rounded bg-slate-200 px-1">n</kbd>');
  });

  it('shows each graded suggestion’s confidence and why, and the key that hides the unsure ones', () => {
    const sure: Suggestion = { ...whistle, detail: { strength: 50, confidence: 'sure', basis: 'clock_stopped' } };
    const unsure: Suggestion = {
      ...whistle,
      id: 'w2',
      videoMs: 80_000,
      detail: { strength: 20, confidence: 'unsure', basis: 'sound_only' },
    };
    const html = render({ marks: [sure, unsure], onToggleUncertain: () => undefined });
    expect(html).toMatch(/Whistle<span[^>]*title="the scoreboard clock stopped with it" data-confidence="sure">sure/);
    expect(html).toMatch(/data-confidence="unsure">unsure<span class="sr-only">: no scoreboard was read here/);
    expect(html).toContain('aria-pressed="false">Hide unsure <kbd class="rounded bg-slate-200 px-1">v</kbd>');
    // Hidden, the button keeps its name (pressed), the status line says how many, and they still count as open.
    const hidden = render({ marks: [sure], hideUncertain: true, hiddenCount: 1, onToggleUncertain: () => undefined });
    expect(hidden).toContain('aria-pressed="true">Hide unsure');
    expect(hidden).toContain('1 unsure suggestion hidden: v shows them.');
    expect(hidden).toContain('Suggestions (2 open)');
    expect(render({ marks: [sure], hideUncertain: false, hiddenCount: 0, onToggleUncertain: () => undefined })).not.toContain(
      'hidden: v shows them',
    );
  });

  it('says when every open suggestion is uncertain and hidden, and how to show them', () => {
    expect(emptyNote(done, [], true, 3)).toBe('Every open suggestion is uncertain and hidden (3): press v to show them.');
  });

  it('offers no answers to someone who only views the game', () => {
    expect(render({ marks: [whistle], canEdit: false })).not.toContain('Accept');
  });

  it('says which passes are still at work and why one failed, beside what is already found', () => {
    const html = render({
      state: state([
        { pass: 'sound', state: 'running', error: null },
        { pass: 'motion', state: 'failed', error: 'ffmpeg could not read the proxy' },
        { pass: 'scoreboard', state: 'done', error: null },
      ]),
      marks: [score],
    });
    expect(html).toContain('Listening for whistles and horns…');
    expect(html).toContain('Dead time failed: ffmpeg could not read the proxy. Tag as usual.');
    expect(html).not.toContain('Reading the scoreboard');
  });

  it('says why the list is empty', () => {
    expect(emptyNote(done, [], true)).toBe('The footage suggested nothing.');
    expect(emptyNote(undefined, [], true)).toBe('Nothing suggested yet: the footage is read after it is prepared.');
    expect(emptyNote(state([{ pass: 'sound', state: 'waiting', error: null }]), [], true)).toBeNull();
    expect(emptyNote(done, [], false)).toBe('Suggestions come from our copy of the footage; this game has none.');
    expect(render({ loadError: 'Server error' })).toContain('Suggestions are not available: Server error');
  });
});

describe('the suggestions’ state', () => {
  it('is polled while a pass waits or runs, and no longer once each is done or failed', () => {
    expect(passesBusy(state([{ pass: 'sound', state: 'waiting', error: null }]))).toBe(true);
    expect(passesBusy(state([{ pass: 'scoreboard', state: 'running', error: null }]))).toBe(true);
    expect(
      passesBusy(
        state([
          { pass: 'sound', state: 'failed', error: 'x' },
          { pass: 'motion', state: 'done', error: null },
        ]),
      ),
    ).toBe(false);
    expect(passesBusy(undefined)).toBe(false);
  });

  it('shows an answer on its suggestion alone', () => {
    const before = state([], [whistle, score]);
    const after = withAnswer(before, 'w1', { status: 'dismissed' });
    expect(after?.suggestions.map((suggestion) => suggestion.status)).toEqual(['dismissed', 'accepted']);
    expect(before.suggestions[0]?.status).toBe('open');
  });
});

describe('the back office’s precision table', () => {
  it('lists each kind in a fixed order with its precision as a percent, a dash before any answer', () => {
    const rows = precisionRows({
      kinds: [
        { kind: 'score', accepted: 9, dismissed: 1, open: 3, precision: 0.9 },
        { kind: 'whistle', accepted: 2, dismissed: 1, open: 0, precision: 2 / 3 },
        { kind: 'horn', accepted: 0, dismissed: 0, open: 4, precision: null },
      ],
    });
    expect(rows.map((row) => [row.name, row.shown])).toEqual([
      ['Whistles', '67%'],
      ['Horns', '—'],
      ['Score changes', '90%'],
    ]);
  });
});
