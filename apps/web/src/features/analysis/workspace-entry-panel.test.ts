import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IDLE, promptOf, type EntryState } from './entry';
import { WorkspaceEntryPanel, courtKeysOf } from './workspace-entry-panel';
import { playerNamer } from './workspace-names';
import { BIG_SETUP, TEST_SETUP } from './workspace-test-game';

const names = playerNamer(TEST_SETUP);
const onCourt = { home: ['t1', 't2', 't3', 't4', 't6'], away: ['h1', 'h2', 'h3', 'h4', 'h5'] };
const subbing: EntryState = { step: 'sub_in', side: 'home', outId: 't2', typed: null };
/** The text of `html` without its tags. */
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('courtKeysOf', () => {
  it('gives each player on court the key of their place: 1-5 home, 6-0 away', () => {
    const [home, away] = courtKeysOf(TEST_SETUP, onCourt, IDLE, names);
    expect(home?.players.map(({ key, name }) => `${key} ${name}`)).toEqual([
      '1 #4 Ava',
      '2 #5 Bo',
      '3 #6 Cy',
      '4 #7 Di',
      '5 #9 Fi',
    ]);
    expect(away?.players.map(({ key }) => key)).toEqual(['6', '7', '8', '9', '0']);
    expect([home?.team, home?.teamKey, away?.team, away?.teamKey]).toEqual(['Tigers', '[', 'Hawks', ']']);
    expect([home?.bench, away?.bench]).toEqual([null, null]);
  });

  it('lists the bench of the side making a substitution, each with the key that brings them in', () => {
    const [home, away] = courtKeysOf(TEST_SETUP, onCourt, subbing, names);
    expect(home?.bench?.map(({ key, name }) => `${String(key)} ${name}`)).toEqual(['1 #8 Ed', '2 #10 Gus']);
    expect(away?.bench).toBeNull();
  });

  it('gives places 11-20 of a long bench their letter, q-p, and none past the 20th', () => {
    const fiveOn = { home: ['t1', 't2', 't3', 't4', 't5'], away: onCourt.away };
    const [home] = courtKeysOf(BIG_SETUP, fiveOn, subbing, playerNamer(BIG_SETUP));
    expect(home?.bench?.map(({ key }) => key).join('')).toBe('1234567890qwert');
    expect(home?.bench?.slice(9, 11).map(({ key, name }) => `${String(key)} ${name}`)).toEqual([
      '0 #18 Tiger 15',
      'q #19 Tiger 16',
    ]);
    const extra = Array.from({ length: 6 }, (_, i) => ({
      id: `x${String(i)}`,
      number: String(i + 40),
      name: `Extra ${String(i)}`,
    }));
    const huge = { ...BIG_SETUP, home: { ...BIG_SETUP.home, players: [...BIG_SETUP.home.players, ...extra] } };
    const [longest] = courtKeysOf(huge, fiveOn, subbing, playerNamer(huge));
    expect(longest?.bench?.slice(19).map(({ key }) => key)).toEqual(['p', null]);
  });
});

describe('WorkspaceEntryPanel', () => {
  const render = (props: Partial<Parameters<typeof WorkspaceEntryPanel>[0]> = {}) =>
    renderToStaticMarkup(createElement(WorkspaceEntryPanel, { setup: TEST_SETUP, entry: IDLE, onCourt, names, ...props }));

  it('asks for the setup before anything can be typed', () => {
    const html = render({ setup: null, onCourt: null });
    expect(html).toContain('<span data-testid="entry-prompt">Save the game setup to start tagging.</span>');
    expect(html).not.toContain('Keys for players on court');
  });

  it('shows the question being asked and the keys of the players on court', () => {
    const html = render();
    expect(html).toContain(`<span data-testid="entry-prompt">${promptOf(IDLE)}</span>`);
    expect(text(html)).toContain('Tigers on court1#4 Ava2#5 Bo3#6 Cy4#7 Di5#9 Fi[team');
    expect(text(html)).toContain('Hawks on court6#11 Kai');
    expect(html).not.toContain('Bench:');
  });

  it('lists the bench while a substitution asks who comes in', () => {
    const html = render({ entry: subbing });
    expect(text(html)).toContain(promptOf(subbing));
    expect(text(html)).toContain('Bench: 1 #8 Ed · 2 #10 Gus');
    expect(html).toContain('<kbd class="rounded bg-slate-200 px-1 text-slate-900">2</kbd> #10 Gus');
  });

  it('shows a long bench’s letters, the keys the substitution takes', () => {
    const fiveOn = { home: ['t1', 't2', 't3', 't4', 't5'], away: onCourt.away };
    const html = render({ setup: BIG_SETUP, onCourt: fiveOn, entry: subbing, names: playerNamer(BIG_SETUP) });
    expect(text(html)).toContain(
      '· 0 #18 Tiger 15 · q #19 Tiger 16 · w #20 Tiger 17 · e #21 Tiger 18 · r #22 Tiger 19 · t #23 Tiger 20',
    );
  });

  it('keeps the keyboard help at hand', () => {
    expect(render()).toMatch(/<details[^>]*><summary[^>]*>Keyboard<\/summary>/);
    expect(text(render())).toContain('ctrl+z undo, ctrl+shift+z redo');
  });
});
