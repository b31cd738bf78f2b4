import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WorkspaceFootagePanel } from './workspace-footage-panel';

const render = (game: { id: string; videoUrl: string | null; hasFootage: boolean }, clock?: string) =>
  renderToStaticMarkup(
    createElement(
      WorkspaceFootagePanel,
      { game, onControls: () => undefined, onSeeked: () => undefined },
      clock ? createElement('p', { 'data-testid': 'clock' }, clock) : undefined,
    ),
  );

describe('WorkspaceFootagePanel', () => {
  it('plays our proxy of an uploaded game', () => {
    const html = render({ id: 'g1', videoUrl: null, hasFootage: true });
    expect(html).toMatch(/<video[^>]*src="\/api\/analysis\/games\/g1\//);
  });

  it('says when there is no footage to show', () => {
    expect(render({ id: 'g1', videoUrl: null, hasFootage: false })).toContain('No footage to show for this game.');
  });

  it('shows what is given it under the footage, with no wrapper of its own', () => {
    const html = render({ id: 'g1', videoUrl: null, hasFootage: false }, '10:00 Q1');
    expect(html).toMatch(/No footage to show for this game\.<\/div><p data-testid="clock">10:00 Q1<\/p>$/);
    expect(html.startsWith('<div class="flex aspect-video')).toBe(true);
  });
});
