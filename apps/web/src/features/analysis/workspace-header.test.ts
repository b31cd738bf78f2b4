import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Workspace } from './analysis-api';
import { WorkspaceHeader, WorkspaceNotices, viewingNote, warningsQuestion } from './workspace-header';

const game = { id: 'g1', name: 'Tigers v Hawks', status: 'in_analysis', analystName: 'Ana' } as Workspace['game'];
const noRights: Workspace['rights'] = { edit: false, claim: false, release: false, submit: false, review: false };

function header(props: Partial<ComponentProps<typeof WorkspaceHeader>> = {}) {
  const element = createElement(WorkspaceHeader, {
    game,
    rights: noRights,
    saveStatus: 'saved',
    canSubmit: true,
    warnings: [],
    store: { hasUnsaved: () => false },
    onError: () => undefined,
    ...props,
  });
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client: new QueryClient() }, createElement(MemoryRouter, null, element)),
  );
}

/** The buttons in `html`, by their text, with `(disabled)` after a disabled one. */
const buttons = (html: string) =>
  [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map(([, attributes = '', text = '']) =>
    attributes.includes(' disabled=""') ? `${text} (disabled)` : text,
  );

describe('WorkspaceHeader', () => {
  it('shows the game, its status in words, who tags it and whether every change is saved', () => {
    const html = header({ saveStatus: 'retrying' });
    expect(html).toContain('<h1 class="text-2xl font-extrabold">Tigers v Hawks</h1>');
    expect(html).toMatch(/data-testid="game-status">in analysis</);
    expect(html).toContain('Tagged by Ana');
    expect(html).toMatch(/data-testid="save-status">Not saved yet, retrying…</);
    expect(header({ saveStatus: 'saving' })).toMatch(/data-testid="save-status">Saving…</);
    expect(header()).toMatch(/data-testid="save-status">All changes saved</);
    expect(html).toContain('href="/analyst"');
  });

  it('offers each action the analyst has the right to, and no other', () => {
    expect(buttons(header())).toEqual([]);
    expect(buttons(header({ rights: { ...noRights, claim: true } }))).toEqual(['Claim']);
    expect(buttons(header({ rights: { ...noRights, edit: true, release: true, submit: true } }))).toEqual([
      'Release',
      'Submit for review',
    ]);
    expect(buttons(header({ rights: { ...noRights, review: true } }))).toEqual(['Send back', 'Approve']);
  });

  it('holds back a submission without a setup or a play', () => {
    const rights = { ...noRights, edit: true, submit: true };
    expect(buttons(header({ rights, canSubmit: false }))).toEqual(['Submit for review (disabled)']);
  });
});

describe('WorkspaceNotices', () => {
  it('reports a problem as an alert, and why the game cannot be edited', () => {
    const html = renderToStaticMarkup(createElement(WorkspaceNotices, { problem: 'Setup saved.', note: 'Just looking.' }));
    expect(html).toContain('role="alert"');
    expect(html).toContain('Setup saved.');
    expect(html).toContain('Just looking.');
    expect(renderToStaticMarkup(createElement(WorkspaceNotices, { problem: null, note: null }))).toBe('');
  });

  it('says why the game is read-only: another analyst reviews it, or it is not claimed', () => {
    expect(viewingNote({ status: 'in_review' }, noRights)).toBe('This game is in review: another analyst checks it now.');
    expect(viewingNote({ status: 'in_review' }, { ...noRights, review: true })).toBe(
      'You are viewing this game; claim it to tag it.',
    );
    expect(viewingNote({ status: 'ready' }, noRights)).toBe('You are viewing this game; claim it to tag it.');
    expect(viewingNote({ status: 'in_analysis' }, { ...noRights, edit: true })).toBeNull();
  });
});

describe('the question before submitting or approving with warnings', () => {
  const warning = (message: string) => ({ code: 'x', message });

  it('is not asked when nothing is wrong', () => {
    expect(warningsQuestion([], 'Submit for review')).toBeNull();
  });

  it('names each warning, so the analyst sees what the report will lack before it goes', () => {
    expect(warningsQuestion([warning('Fast breaks were not tracked.')], 'Submit for review')).toBe(
      '1 warning remains:\n• Fast breaks were not tracked.\n\nSubmit for review anyway?',
    );
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(warning);
    expect(warningsQuestion(seven, 'Approve')).toBe(
      '7 warnings remain:\n• a\n• b\n• c\n• d\n• e\n…and 2 more (see Warnings).\n\nApprove anyway?',
    );
  });
});
