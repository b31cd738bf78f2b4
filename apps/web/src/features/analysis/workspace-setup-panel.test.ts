import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WorkspaceSetupPanel, type SavedSetup } from './workspace-setup-panel';
import { TEST_SETUP } from './workspace-test-game';

const render = (setup: SavedSetup, disabled = false) =>
  renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(WorkspaceSetupPanel, {
        gameId: 'g1',
        setup,
        disabled,
        store: { hasUnsaved: () => false },
        onSaved: () => undefined,
        onNotice: () => undefined,
      }),
    ),
  );

describe('WorkspaceSetupPanel', () => {
  it('stays open until the setup is first saved', () => {
    expect(render({ value: null, revision: 0 })).toMatch(/^<details open=""/);
    expect(render({ value: TEST_SETUP, revision: 3 })).toMatch(/^<details class=/);
  });

  it('fills the form with the saved setup', () => {
    const html = render({ value: TEST_SETUP, revision: 3 });
    expect(html).toContain('<summary class="cursor-pointer font-semibold">Game setup</summary>');
    expect(html).toContain('value="Tigers"');
    expect(html).toContain('Save setup');
  });

  it('locks the form for someone who may not edit the game', () => {
    expect(render({ value: TEST_SETUP, revision: 3 }, true)).toContain('<fieldset disabled=""');
    expect(render({ value: TEST_SETUP, revision: 3 })).not.toContain('<fieldset disabled=""');
  });
});
