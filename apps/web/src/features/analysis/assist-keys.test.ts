import { describe, expect, it } from 'vitest';
import type { Answer, Suggestion } from './assist-api';
import { marksOf } from './assist-marks';
import { IDLE, type EntryState } from './entry';
import type { FootageControls } from './footage';
import { handleWorkspaceKey } from './workspace-keys';
import { TEST_SETUP, made2, testPlay, testStore, testSuggestion } from './workspace-test-game';

const mark = testSuggestion;

const MARKS = marksOf([
  mark('w1', 'whistle', 5000),
  mark('s1', 'score', 12_000, { detail: { side: 'away', points: 3, home: 2, away: 3 } }),
  mark('d1', 'dead_time', 20_000, { endMs: 50_000 }),
]);

/** The workspace as the keys see it, with the footage at `ms` and the marks above; records what the keys did. */
function workspace({ ms = 0, canEdit = true, selectedId = null as string | null } = {}) {
  const seen: { ms: number; entry: EntryState; selectedId: string | null; answers: string[]; toggles: number } = {
    ms,
    entry: IDLE,
    selectedId,
    answers: [],
    toggles: 0,
  };
  const footage: FootageControls = {
    toggle: () => undefined,
    seekBy: (by) => (seen.ms += by),
    seekTo: (to) => (seen.ms = to),
    stepFrame: () => undefined,
    changeRate: () => undefined,
    currentMs: () => seen.ms,
  };
  // A home two at 1 s: the plays the accepted score change goes after.
  const store = testStore([testPlay('old', 1, made2('t1'))]);
  let ids = 0;
  const press = (key: string) => {
    const event = { key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: null, taken: false };
    handleWorkspaceKey(
      { ...event, preventDefault: () => (event.taken = true) },
      {
        footage,
        store,
        canEdit,
        setup: TEST_SETUP,
        selectedId: null,
        entry: seen.entry,
        newId: () => `new${String((ids += 1))}`,
        showLineupAt: () => undefined,
        enter: (state) => (seen.entry = state),
        deselect: () => undefined,
        assist: {
          marks: MARKS,
          selectedId: seen.selectedId,
          select: (chosen) => {
            seen.selectedId = chosen.id;
            seen.ms = chosen.videoMs;
          },
          answer: (chosen: Suggestion, answer: Answer) => seen.answers.push(`${chosen.id} ${answer}`),
          toggleUncertain: () => (seen.toggles += 1),
        },
      },
    );
    return event.taken;
  };
  return { seen, press, plays: () => store.getSnapshot().plays };
}

describe('the suggestion keys', () => {
  it('j and k go to the next and previous mark and select it, for someone who only views too', () => {
    const { seen, press } = workspace({ canEdit: false });
    expect(press('j')).toBe(true);
    expect(seen).toMatchObject({ selectedId: 'w1', ms: 5000 });
    press('j');
    expect(seen).toMatchObject({ selectedId: 's1', ms: 12_000 });
    press('k');
    expect(seen).toMatchObject({ selectedId: 'w1', ms: 5000 });
    expect(press('y')).toBe(false);
    expect(seen.answers).toEqual([]);
  });

  it('y on a score change accepts it, and the scorer’s key adds the made shot where the scoreboard changed', () => {
    const { seen, press, plays } = workspace({ ms: 12_000, selectedId: 's1' });
    expect(press('y')).toBe(true);
    expect(seen.answers).toEqual(['s1 accepted']);
    expect(seen.entry).toEqual({ step: 'suggested_shot', side: 'away', points: 3, videoMs: 12_000 });
    seen.ms = 14_500; // the footage played on meanwhile
    press('7');
    expect(plays().at(-1)).toMatchObject({
      id: 'new1',
      videoMs: 12_000,
      body: { type: 'shot', team: 'away', playerId: 'h2', made: true, points: 3 },
    });
    expect(seen.entry.step).toBe('assist');
  });

  it('y on another mark accepts it and leaves the prompt at its start; n dismisses the selected mark', () => {
    const accepting = workspace({ ms: 5000, selectedId: 'w1' });
    accepting.press('1');
    accepting.press('y');
    expect(accepting.seen.answers).toEqual(['w1 accepted']);
    expect(accepting.seen.entry).toBe(IDLE);
    const dismissing = workspace({ ms: 12_000, selectedId: 's1' });
    expect(dismissing.press('n')).toBe(true);
    expect(dismissing.seen.answers).toEqual(['s1 dismissed']);
    expect(dismissing.seen.entry).toBe(IDLE);
    expect(dismissing.plays()).toHaveLength(1);
  });

  it('y and n with no mark selected answer nothing', () => {
    const { seen, press } = workspace();
    expect(press('y')).toBe(false);
    expect(press('n')).toBe(false);
    expect(seen.answers).toEqual([]);
  });

  it('l jumps to the end of the dead stretch the footage is in, and does nothing outside one', () => {
    const inside = workspace({ ms: 31_000 });
    expect(inside.press('l')).toBe(true);
    expect(inside.seen.ms).toBe(50_000);
    const outside = workspace({ ms: 15_000 });
    outside.press('l');
    expect(outside.seen.ms).toBe(15_000);
  });

  it('v hides the uncertain suggestions or shows them again, for someone who only views too, and tags nothing', () => {
    const { seen, press, plays } = workspace({ canEdit: false, ms: 5000, selectedId: 'w1' });
    expect(press('v')).toBe(true);
    expect(press('v')).toBe(true);
    expect(seen.toggles).toBe(2);
    expect(seen.answers).toEqual([]);
    expect(plays()).toHaveLength(1);
  });
});
