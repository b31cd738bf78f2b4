import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQuery } from '../auth/session';
import { OrganizationMenu } from './organization-menu';
import OrganizationMenuItems from './organization-menu-items';
import { organizationsQuery, switchOrganization, type Organization } from './organizations-api';
import { TIGERS, clientWith, meAnswer, meAs, render, stubApi, text } from './organization-test-data';

const ORGANIZATIONS: Organization[] = [
  { id: 'org-sam', name: 'Sam Lee', kind: 'personal', role: 'owner', personal: true, active: false, memberId: 'member-own' },
  { ...TIGERS, role: 'coach', active: true, memberId: 'member-sam' },
  {
    id: 'org-league',
    name: 'Northern League',
    kind: 'league',
    role: 'viewer',
    personal: false,
    active: false,
    memberId: 'member-league',
  },
];

/** The items as a menu shows them, with the organizations already asked for. */
function items(me: ReturnType<typeof meAs>, organizations?: Organization[]) {
  const client = clientWith(me);
  if (organizations) client.setQueryData(organizationsQuery.queryKey, organizations);
  return render(createElement('ul', null, createElement(OrganizationMenuItems, { me })), client);
}

describe('the organization switcher', () => {
  it('is not there for a person in one organization, who can still create a team, club or league', () => {
    const html = items(meAs('owner', { organizationCount: 1, organization: { ...TIGERS, personal: true, kind: 'personal' } }));
    expect(text(html)).not.toContain('Switch organization');
    expect(html).not.toContain('<button');
    expect(html).toContain('href="/organizations/new"');
    expect(text(html)).toContain('Create a team, club or league');
    // The list is not even asked for.
    expect(items(meAs('owner', { organizationCount: 1 }), ORGANIZATIONS)).not.toContain('Northern League');
  });

  it('lists every organization with its kind and the role, marks the active one and offers the others', () => {
    const html = items(meAs('coach', { organizationCount: 3 }), ORGANIZATIONS);
    expect(text(html)).toContain('Switch organization');
    expect(text(html)).toContain('Sam LeePersonal · Owner');
    expect(text(html)).toContain('Northern LeagueLeague · Viewer');
    // The active one is marked, and is not a choice.
    expect(html).toMatch(/<p aria-current="true"[^>]*>.*Tigers.*Team · Coach<span class="sr-only">, current<\/span>/);
    const choices = [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner = '']) => text(inner));
    expect(choices).toEqual(['Sam LeePersonal · Owner', 'Northern LeagueLeague · Viewer']);
  });

  it('links to the members page for owners and managers of a team, club or league, and anyone else to leaving it', () => {
    expect(items(meAs('manager'), ORGANIZATIONS)).toMatch(/href="\/organization\/members"[^>]*>Members</);
    for (const role of ['coach', 'viewer', 'player'] as const)
      expect(items(meAs(role), ORGANIZATIONS)).toMatch(/href="\/organization\/members"[^>]*>Leave organization</);
    const personal = meAs('owner', { organization: { ...TIGERS, personal: true, kind: 'personal' } });
    expect(items(personal, ORGANIZATIONS)).not.toContain('href="/organization/members"');
  });

  it("leads every member of a league or club to its competitions, and nobody else's", () => {
    for (const kind of ['league', 'club'] as const)
      for (const role of ['owner', 'viewer', 'player'] as const)
        expect(items(meAs(role, { organization: { ...TIGERS, kind } }), ORGANIZATIONS)).toMatch(
          /href="\/competitions"[^>]*>Competitions</,
        );
    expect(items(meAs('owner'), ORGANIZATIONS)).not.toContain('href="/competitions"');
    const personal = meAs('owner', { organization: { ...TIGERS, personal: true, kind: 'personal' } });
    expect(items(personal, ORGANIZATIONS)).not.toContain('href="/competitions"');
  });

  it("names the active organization on the menu's button, unless it is the person's own", () => {
    const named = render(createElement(OrganizationMenu, { buttonClass: '' }), clientWith(meAs('coach')));
    // One accessible name, with no space before its comma.
    expect(named).toContain('aria-label="Tigers, your organization"');
    expect(text(named)).toContain('Tigers');
    expect(named).toContain('aria-expanded="false"');
    const personal = meAs('owner', { organizationCount: 1, organization: { ...TIGERS, name: 'Sam Lee', personal: true } });
    const own = render(createElement(OrganizationMenu, { buttonClass: '' }), clientWith(personal));
    expect(text(own)).toContain('Organizations');
    expect(text(own)).not.toContain('Sam Lee');
    expect(own).not.toContain('aria-label');
    expect(render(createElement(OrganizationMenu, { buttonClass: '' }), clientWith(null))).toBe('');
  });
});

describe('switching organization', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes the chosen one active, rereads the session, opens the dashboard and drops every other answer', async () => {
    const after = meAs('viewer', {
      organizationCount: 3,
      organization: { ...TIGERS, id: 'org-league', name: 'Northern League' },
    });
    const requests = stubApi({
      'POST /api/organizations/active': { status: 200, body: { organization: ORGANIZATIONS[2] } },
      'GET /api/me': meAnswer(after),
    });
    const client = clientWith(meAs('coach', { organizationCount: 3 }));
    client.setQueryData(['games'], ['a game of the Tigers']);
    const navigate = vi.fn(() => {
      // The page opened asks for the new organization's rows: the session is already the new one.
      expect(client.getQueryData(meQuery.queryKey)).toEqual(after);
    });

    await switchOrganization(client, navigate, 'org-league');

    expect(requests.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/api/organizations/active', { organizationId: 'org-league' }],
      ['GET', '/api/me', undefined],
    ]);
    expect(navigate).toHaveBeenCalledWith('/dashboard', { flushSync: true });
    expect(client.getQueryData(['games'])).toBeUndefined();
    expect(client.getQueryData(meQuery.queryKey)).toEqual(after);
  });

  it('asks again for what the dashboard shows when the switch is made from it', async () => {
    stubApi({
      'POST /api/organizations/active': { status: 200, body: { organization: ORGANIZATIONS[2] } },
      'GET /api/me': meAnswer(meAs('viewer', { organizationCount: 3 })),
    });
    vi.stubGlobal('window', { location: { pathname: '/dashboard' } });
    const client = clientWith(meAs('coach', { organizationCount: 3 }));
    client.setQueryData(['games'], ['a game of the Tigers']);
    const navigate = vi.fn();
    await switchOrganization(client, navigate, 'org-league');
    expect(navigate).not.toHaveBeenCalled();
    expect(client.getQueryData(['games'])).toBeUndefined();
  });

  it('stays where it is, with the server’s words, when the switch is refused', async () => {
    stubApi({
      'POST /api/organizations/active': {
        status: 403,
        body: { error: { code: 'not_a_member', message: 'You are no longer a member of Northern League.' } },
      },
    });
    const client = clientWith(meAs('coach', { organizationCount: 3 }));
    const navigate = vi.fn();
    await expect(switchOrganization(client, navigate, 'org-league')).rejects.toThrow(
      'You are no longer a member of Northern League.',
    );
    expect(navigate).not.toHaveBeenCalled();
  });
});
