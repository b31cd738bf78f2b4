import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PLAYS_PER_BLOCK, sameBlock } from './play-list';
import { playerNamer } from './workspace-names';
import { WorkspacePlayListPanel } from './workspace-play-list-panel';
import { TEST_SETUP, made2, testPlay, testStore } from './workspace-test-game';

const plays = [testPlay('a', 1, made2('t1')), testPlay('b', 2, made2('h2', 'away'))];
const text = (html: string) => html.replace(/<[^>]+>/g, '');

function render(props: Partial<Parameters<typeof WorkspacePlayListPanel>[0]> = {}) {
  return renderToStaticMarkup(
    createElement(WorkspacePlayListPanel, {
      store: testStore(plays),
      plays,
      canUndo: false,
      canRedo: false,
      setup: TEST_SETUP,
      canEdit: true,
      selected: undefined,
      clocks: new Map([['b', 95.5]]),
      warnedIds: new Set<string>(),
      names: playerNamer(TEST_SETUP),
      onSelect: () => undefined,
      onDeselect: () => undefined,
      ...props,
    }),
  );
}

const undoRedo = (html: string) =>
  [...html.matchAll(/<button[^>]*?( disabled="")?>(Undo|Redo)<\/button>/g)].map(
    ([, disabled, name]) => `${name ?? ''}${disabled ? ' (disabled)' : ''}`,
  );

describe('WorkspacePlayListPanel', () => {
  it('counts the plays and lists each, numbered, with players by name', () => {
    const html = render();
    expect(html).toContain('<h2 class="font-semibold">Plays (2)</h2>');
    expect(html).toContain('aria-label="Play-by-play"');
    expect(text(html)).toContain('1P1');
    expect(text(html)).toContain('#4 Ava made 2PT');
    expect(text(html)).toContain('#12 Lu made 2PT');
    // The game clock at each play, where the track knows it.
    expect(text(html)).toContain('2P11:35');
  });

  it('offers undo and redo only when there is something to undo or redo, to someone who may edit', () => {
    expect(undoRedo(render())).toEqual(['Undo (disabled)', 'Redo (disabled)']);
    expect(undoRedo(render({ canUndo: true }))).toEqual(['Undo', 'Redo (disabled)']);
    expect(undoRedo(render({ canUndo: true, canRedo: true, canEdit: false }))).toEqual(['Undo (disabled)', 'Redo (disabled)']);
  });

  it('marks the selected play and the plays a warning is about, and edits the selected one', () => {
    const html = render({ selected: plays[1], warnedIds: new Set(['a']) });
    expect(html).toMatch(/data-play-id="b" aria-current="true"/);
    expect(html).not.toMatch(/data-play-id="a" aria-current/);
    expect(html.match(/See the warnings/g)).toHaveLength(1);
    expect(html).toContain('Edit the selected play');
    expect(html).toContain('Delete play');
  });

  it('has no editor without a selected play', () => {
    expect(render()).not.toContain('Edit the selected play');
  });

  it('invites the first play when there is none', () => {
    const html = render({ plays: [] });
    expect(html).toContain('Plays (0)');
    expect(text(html)).toContain('No plays yet.');
  });
});

describe('the play list in blocks', () => {
  const many = Array.from({ length: PLAYS_PER_BLOCK * 2 + 7 }, (_, i) => testPlay(`p${String(i)}`, i + 1, made2('t1')));

  it('shows every play as an item of the one list, numbered in order across blocks', () => {
    const html = render({ plays: many });
    const list = /<ol aria-label="Play-by-play"[^>]*>(.*)<\/ol>/.exec(html)?.[1] ?? '';
    const items = [...list.matchAll(/<li><button[^>]*data-play-id="([^"]+)"[^>]*><span[^>]*>(\d+)<\/span>/g)];
    expect(items).toHaveLength(many.length);
    expect(items.map(([, id, number]) => `${id ?? ''}:${number ?? ''}`)).toEqual(
      many.map((play, index) => `${play.id}:${String(index + 1)}`),
    );
    expect(list.replace(/<li>.*?<\/li>/g, '')).toBe('');
  });

  describe('sameBlock', () => {
    const name = playerNamer(TEST_SETUP);
    const onSelect = () => undefined;
    const props = (overrides: Partial<Parameters<typeof sameBlock>[0]> = {}) => ({
      plays: many,
      from: PLAYS_PER_BLOCK,
      clocks: new Map<string, number>(),
      selectedId: null,
      warnedIds: new Set<string>(),
      name,
      onSelect,
      ...overrides,
    });
    const inBlock = many[PLAYS_PER_BLOCK + 3]!;

    it('skips a block whose rows would show the same, whatever changed elsewhere', () => {
      expect(sameBlock(props(), props())).toBe(true);
      const added = [...many, testPlay('new', 999, made2('t2'))];
      expect(sameBlock(props(), props({ plays: added }))).toBe(true);
      expect(sameBlock(props(), props({ selectedId: 'p0', warnedIds: new Set(['p1']) }))).toBe(true);
    });

    it('redraws a block when one of its rows changes', () => {
      const edited = many.map((play) => (play === inBlock ? { ...play, period: 2 } : play));
      expect(sameBlock(props(), props({ plays: edited }))).toBe(false);
      expect(sameBlock(props(), props({ selectedId: inBlock.id }))).toBe(false);
      expect(sameBlock(props(), props({ warnedIds: new Set([inBlock.id]) }))).toBe(false);
      expect(sameBlock(props(), props({ clocks: new Map([[inBlock.id, 30]]) }))).toBe(false);
      expect(sameBlock(props(), props({ name: playerNamer(null) }))).toBe(false);
    });

    it('redraws the last block when a play joins it, and every later block when one is put in before it', () => {
      const last = { from: PLAYS_PER_BLOCK * 2 };
      expect(sameBlock(props(last), props({ ...last, plays: [...many, testPlay('new', 999, made2('t2'))] }))).toBe(false);
      const inserted = [testPlay('first', 0.5, made2('t2')), ...many];
      expect(sameBlock(props(), props({ plays: inserted }))).toBe(false);
    });
  });
});
