import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { clientWith, meAs, render, text } from '../../features/organizations/organization-test-data';
import DashboardPage from './dashboard-page';

const dashboard = (role: Parameters<typeof meAs>[0]) => text(render(createElement(DashboardPage), clientWith(meAs(role))));

describe("the dashboard, by the member's role", () => {
  it('offers uploading to those who may upload, and buying and the purchases to owners only', () => {
    expect(dashboard('owner')).toMatch(/Upload New Game.*Buy Games.*Purchase History/s);
    for (const role of ['manager', 'coach'] as const) {
      expect(dashboard(role)).toContain('Upload New Game');
      expect(dashboard(role)).not.toMatch(/Buy Games|Purchase History/);
    }
    for (const role of ['viewer', 'player'] as const)
      expect(dashboard(role)).not.toMatch(/Upload New Game|Buy Games|Purchase History/);
    // Every member reads the organization's games.
    expect(dashboard('player')).toContain('Recent Games');
  });
});
