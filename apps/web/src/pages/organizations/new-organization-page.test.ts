import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { clientWith, meAs, render, text } from '../../features/organizations/organization-test-data';
import NewOrganizationPage from './new-organization-page';

describe('creating a team, club or league', () => {
  it('asks for a name of at most 80 characters and one of the three kinds, a team unless chosen', () => {
    const html = render(createElement(NewOrganizationPage), clientWith(meAs('owner', { organizationCount: 1 })));
    expect(text(html)).toContain('Create a team, club or league');
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Name<\/label><input maxLength="80"[^>]*id="\1"/);
    const kinds = [...html.matchAll(/<input type="radio"([^>]*)\/>/g)].map(([, attributes = '']) => {
      const kind = /value="(\w+)"/.exec(attributes)?.[1];
      return attributes.includes('checked=""') ? `${kind} (checked)` : kind;
    });
    expect(kinds).toEqual(['team (checked)', 'club', 'league']);
  });
});
