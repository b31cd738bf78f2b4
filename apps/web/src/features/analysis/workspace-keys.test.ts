import { describe, expect, it } from 'vitest';
import { IDLE, type EntryState } from './entry';
import type { FootageControls } from './footage';
import { handleWorkspaceKey, type WorkspaceKeyEvent, type WorkspaceKeyTarget } from './workspace-keys';
import { BIG_SETUP, TEST_SETUP, made2, testPlay, testStore, testSuggestion } from './workspace-test-game';

/** A keydown as the window sees it; `defaultPrevented` tells whether the workspace took it. */
function keydown(key: string, options: Partial<Omit<WorkspaceKeyEvent, 'preventDefault'>> = {}) {
  const event = {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    target: null,
    ...options,
    defaultPrevented: false,
    preventDefault: () => {
      event.defaultPrevented = true;
    },
  };
  return event;
}

/** Footage at `ms` that records what the keys asked of it. */
function footageAt(ms: number) {
  const calls: string[] = [];
  const controls: FootageControls = {
    toggle: () => calls.push('toggle'),
    seekBy: (by) => calls.push(`seekBy ${String(by)}`),
    seekTo: (to) => calls.push(`seekTo ${String(to)}`),
    stepFrame: (direction) => calls.push(`stepFrame ${String(direction)}`),
    changeRate: (direction) => calls.push(`changeRate ${String(direction)}`),
    currentMs: () => ms,
  };
  return { controls, calls };
}

/** A workspace for the handler: its entry state, lineup position and selection change as the page's would. */
function workspace(options: Partial<Pick<WorkspaceKeyTarget, 'canEdit' | 'setup' | 'selectedId'>> & { ms?: number } = {}) {
  const footage = footageAt(options.ms ?? 7000);
  const store = testStore([testPlay('old', 1, made2('t1'))]);
  const seen: { entry: EntryState; lineupAt: number | null; selectedId: string | null } = {
    entry: IDLE,
    lineupAt: null,
    selectedId: options.selectedId ?? null,
  };
  let ids = 0;
  const press = (event: ReturnType<typeof keydown>) => {
    handleWorkspaceKey(event, {
      footage: footage.controls,
      store,
      canEdit: options.canEdit ?? true,
      setup: options.setup === undefined ? TEST_SETUP : options.setup,
      selectedId: seen.selectedId,
      entry: seen.entry,
      newId: () => `new${String((ids += 1))}`,
      showLineupAt: (ms) => (seen.lineupAt = ms),
      enter: (state) => (seen.entry = state),
      deselect: () => (seen.selectedId = null),
    });
    return event;
  };
  return { store, footage, seen, press, plays: () => store.getSnapshot().plays };
}

describe('the workspace keys', () => {
  it('tag a made two at the footage position on the key that names it', () => {
    const { press, plays, seen } = workspace({ ms: 7000 });
    expect(press(keydown('1')).defaultPrevented).toBe(true);
    expect(plays()).toHaveLength(1);
    press(keydown('q'));
    expect(plays().at(-1)).toMatchObject({ id: 'new1', videoMs: 7000, body: made2('t1') });
    expect(seen.entry.step).toBe('assist');
    expect(seen.lineupAt).toBe(7000);
    press(keydown('2'));
    expect(plays().at(-1)?.body).toEqual({ ...made2('t1'), assistId: 't2' });
  });

  it('record who drew an offensive foul, and a shooting foul on a fast break, on the plays saved', () => {
    const { press, plays } = workspace();
    for (const key of ['2', 'f', 'o', '6']) press(keydown(key));
    expect(plays().at(-1)?.body).toEqual({ type: 'foul', team: 'home', playerId: 't2', kind: 'offensive', drawnById: 'h1' });
    // Hawks #1 fouls Tigers #1 shooting on the break; one free throw made.
    for (const key of ['6', 'f', 's', 'f', '1', '1', 'e']) press(keydown(key));
    expect(
      plays()
        .slice(-2)
        .map((play) => play.body),
    ).toEqual([
      { type: 'foul', team: 'away', playerId: 'h1', kind: 'shooting', fastBreak: true, drawnById: 't1' },
      { type: 'free_throw', team: 'home', playerId: 't1', made: true },
    ]);
  });

  it('start a period with p', () => {
    const { press, plays } = workspace({ ms: 0 });
    press(keydown('p'));
    expect(plays()[0]).toMatchObject({ id: 'new1', period: 1, body: { type: 'period_start' } });
  });

  it('drive the footage, shift for longer jumps, even for someone who may not edit', () => {
    const { press, footage } = workspace({ canEdit: false });
    for (const event of [
      keydown(' '),
      keydown('ArrowLeft'),
      keydown('ArrowRight', { shiftKey: true }),
      keydown(','),
      keydown('.'),
      keydown('<'),
      keydown('>'),
    ])
      expect(press(event).defaultPrevented).toBe(true);
    expect(footage.calls).toEqual([
      'toggle',
      'seekBy -1000',
      'seekBy 5000',
      'stepFrame -1',
      'stepFrame 1',
      'changeRate -1',
      'changeRate 1',
    ]);
  });

  it('undo with ctrl+z and redo with ctrl+shift+z or ctrl+y', () => {
    const { press, plays } = workspace();
    press(keydown('1'));
    press(keydown('q'));
    expect(press(keydown('z', { ctrlKey: true })).defaultPrevented).toBe(true);
    expect(plays()).toHaveLength(1);
    press(keydown('Z', { metaKey: true, shiftKey: true }));
    expect(plays()).toHaveLength(2);
    press(keydown('z', { ctrlKey: true }));
    press(keydown('y', { ctrlKey: true }));
    expect(plays()).toHaveLength(2);
  });

  it('delete the selected play, but not while a play is being typed', () => {
    const typing = workspace({ selectedId: 'old' });
    typing.press(keydown('1'));
    typing.press(keydown('Delete'));
    expect(typing.plays().map((play) => play.id)).toEqual(['old']);

    const idle = workspace({ selectedId: 'old' });
    expect(idle.press(keydown('Backspace')).defaultPrevented).toBe(true);
    expect(idle.plays()).toEqual([]);
    expect(idle.seen.selectedId).toBeNull();
  });

  it('change nothing for someone who may not edit (but still take ctrl+z from the browser)', () => {
    const { press, plays, seen } = workspace({ canEdit: false, selectedId: 'old' });
    press(keydown('1'));
    press(keydown('Delete'));
    expect(press(keydown('z', { ctrlKey: true })).defaultPrevented).toBe(true);
    expect(plays().map((play) => play.id)).toEqual(['old']);
    expect(seen.entry).toBe(IDLE);
  });

  it('leave keys typed into a field, with alt or ctrl, or that mean nothing here, to the browser', () => {
    const { press, plays, seen } = workspace();
    const field = { tagName: 'INPUT', isContentEditable: false } as unknown as EventTarget;
    const editable = { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget;
    expect(press(keydown('1', { target: field })).defaultPrevented).toBe(false);
    expect(press(keydown(' ', { target: editable })).defaultPrevented).toBe(false);
    expect(press(keydown('1', { altKey: true })).defaultPrevented).toBe(false);
    expect(press(keydown('c', { ctrlKey: true })).defaultPrevented).toBe(false);
    expect(press(keydown('k')).defaultPrevented).toBe(false);
    expect(seen.entry).toBe(IDLE);
    expect(plays()).toHaveLength(1);
  });

  it('let a substitution’s bench key y (the 16th place) pick the player, not accept the selected suggestion', () => {
    // Twenty-one Tigers: with t1-t5 on court, the bench's 16th is t21.
    const t21 = { id: 't21', number: '30', name: 'Tia' };
    const setup = { ...BIG_SETUP, home: { ...BIG_SETUP.home, players: [...BIG_SETUP.home.players, t21] } };
    const store = testStore();
    const answers: string[] = [];
    const run = (key: string, entry: EntryState) => {
      let after = entry;
      handleWorkspaceKey(keydown(key), {
        footage: footageAt(2000).controls,
        store,
        canEdit: true,
        setup,
        selectedId: null,
        entry,
        newId: () => 'sub',
        showLineupAt: () => undefined,
        enter: (state) => (after = state),
        deselect: () => undefined,
        assist: {
          marks: [testSuggestion('m1', 'whistle', 1000)],
          selectedId: 'm1',
          select: () => undefined,
          answer: (mark, answer) => answers.push(`${mark.id} ${answer}`),
          toggleUncertain: () => undefined,
        },
      });
      return after;
    };
    expect(run('y', { step: 'sub_in', side: 'home', outId: 't1', typed: null })).toEqual(IDLE);
    expect(store.getSnapshot().plays.map((play) => play.body)).toEqual([
      { type: 'substitution', team: 'home', inId: 't21', outId: 't1' },
    ]);
    expect(answers).toEqual([]);
    // Anywhere else, y still accepts the selected suggestion.
    run('y', IDLE);
    expect(answers).toEqual(['m1 accepted']);
  });

  it('tag nothing before the setup is saved, but still move the lineup panel to the footage', () => {
    const { press, plays, seen } = workspace({ setup: null, ms: 3000 });
    expect(press(keydown('1')).defaultPrevented).toBe(false);
    expect(seen.lineupAt).toBe(3000);
    expect(plays()).toHaveLength(1);
  });
});
