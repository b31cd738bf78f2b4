import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IDLE } from './entry';
import type { WorkspaceEvent } from './timeline';
import { WorkspaceCourtPanel, courtSubjectId, placeShot, shotsOf } from './workspace-court-panel';
import { TEST_SETUP, made2, testPlay, testStore } from './workspace-test-game';

const shot = {
  ...testPlay('s', 1, made2('t1')),
  body: { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2 },
} as const;
const plays: WorkspaceEvent[] = [
  shot,
  testPlay('r', 2, { type: 'rebound', team: 'away', playerId: 'h1', offensive: false }),
  testPlay('m', 3, { type: 'shot', team: 'away', playerId: 'h2', made: false, points: 3, x: 10, y: 20 }),
];

describe('shotsOf', () => {
  it('takes the shots with a place on the court, each in its team’s colour', () => {
    const placed = testPlay('p', 4, { type: 'shot', team: 'home', playerId: 't2', made: true, points: 2, x: -4, y: 8 });
    expect(shotsOf([...plays, placed], TEST_SETUP).map(({ id, color }) => [id, color])).toEqual([
      ['m', '#1d4ed8'],
      ['p', '#ea580c'],
    ]);
    expect(shotsOf(plays, null).map(({ color }) => color)).toEqual(['#334155']);
  });
});

describe('courtSubjectId', () => {
  it('places the shot the prompt asks about, else the selected play', () => {
    expect(courtSubjectId({ step: 'assist', shotId: 'x', side: 'home' }, 'sel')).toBe('x');
    expect(courtSubjectId({ step: 'rebound', missSide: 'home', missId: 'y', blockAllowed: true }, 'sel')).toBe('y');
    expect(courtSubjectId({ step: 'block', missSide: 'home', missId: 'z' }, 'sel')).toBe('z');
    expect(courtSubjectId(IDLE, 'sel')).toBe('sel');
    expect(courtSubjectId(IDLE, undefined)).toBeUndefined();
  });
});

describe('placeShot', () => {
  it('amends a shot just typed, so one undo removes it whole', () => {
    const store = testStore();
    store.change({ type: 'create', event: shot });
    placeShot(store, shot, 1.5, 6, false);
    expect(store.find('s')?.body).toMatchObject({ x: 1.5, y: 6 });
    store.undo();
    expect(store.find('s')).toBeUndefined();
  });

  it('moves a selected shot as a change of its own', () => {
    const store = testStore([shot]);
    placeShot(store, shot, -3, 12, true);
    expect(store.find('s')?.body).toMatchObject({ x: -3, y: 12 });
    store.undo();
    expect(store.find('s')?.body).toEqual(shot.body);
  });
});

describe('WorkspaceCourtPanel', () => {
  const render = (props: Partial<Parameters<typeof WorkspaceCourtPanel>[0]>) =>
    renderToStaticMarkup(
      createElement(WorkspaceCourtPanel, {
        shots: shotsOf(plays, TEST_SETUP),
        subject: undefined,
        editing: false,
        canEdit: true,
        store: testStore(plays),
        ...props,
      }),
    );

  it('draws the shots that have a place: a made one as a dot, a miss as a cross', () => {
    const placed = testPlay('p', 4, { type: 'shot', team: 'home', playerId: 't2', made: true, points: 2, x: -4, y: 8 });
    const html = render({ shots: shotsOf([...plays, placed], TEST_SETUP) });
    expect(html).toContain('aria-label="Shot locations"');
    expect(html.match(/<circle cx="-4" cy="8" r="0.8" fill="#ea580c">/g)).toHaveLength(1);
    expect(html.match(/<g stroke="#1d4ed8"/g)).toHaveLength(1);
    expect(html.match(/fill="#ea580c"|stroke="#ea580c"/g)).toHaveLength(1);
  });

  it('takes a click only for a shot, from someone who may edit', () => {
    expect(render({})).toContain('Select a shot, then click where it was taken.');
    expect(render({ subject: shot })).toContain('Click where the shot was taken.');
    expect(render({ subject: plays[1] })).toContain('Select a shot');
    expect(render({ subject: shot, canEdit: false })).toContain('Select a shot');
  });
});
