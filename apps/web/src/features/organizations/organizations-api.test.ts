import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { organizationNameProblem, withArticle } from './organization-forms';
import type { Me } from '../auth/auth-api';
import { meQuery } from '../auth/session';
import {
  createOrganization,
  deleteOrganization,
  leaveOrganization,
  membersQuery,
  renameOrganization,
  setActiveOrganization,
} from './organizations-api';
import { TIGERS, clientWith, meAnswer, meAs, stubApi } from './organization-test-data';

afterEach(() => vi.unstubAllGlobals());

describe("the organizations' API", () => {
  it('creates a team, club or league from its name and kind', async () => {
    const organization = {
      id: 'o2',
      name: 'Northside Club',
      kind: 'club',
      role: 'owner',
      personal: false,
      active: true,
      memberId: 'm9',
    };
    const requests = stubApi({ 'POST /api/organizations': { status: 201, body: { organization } } });
    expect(await createOrganization({ name: 'Northside Club', kind: 'club' })).toEqual(organization);
    expect(requests).toEqual([{ method: 'POST', path: '/api/organizations', body: { name: 'Northside Club', kind: 'club' } }]);
  });

  it("turns a refusal into the server's code and message, as they are", async () => {
    stubApi({
      'POST /api/organizations/active': {
        status: 404,
        body: { error: { code: 'not_found', message: 'This organization does not exist.' } },
      },
    });
    const refusal = await setActiveOrganization('o2').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 404, code: 'not_found', message: 'This organization does not exist.' });
  });

  it('asks for the members of the organization named, its id kept to one path segment', async () => {
    const requests = stubApi({ 'GET /api/organizations/a%2Fb/members': { status: 200, body: { members: [], invitations: [] } } });
    expect(await clientWith(null).query(membersQuery('a/b'))).toEqual({ members: [], invitations: [] });
    expect(requests.map((request) => request.path)).toEqual(['/api/organizations/a%2Fb/members']);
  });
});

describe('leaving an organization', () => {
  it("deletes the member's own row, which the session names, whatever their role, and opens the dashboard of the organization left for", async () => {
    for (const role of ['manager', 'coach', 'viewer', 'player'] as const) {
      const requests = stubApi({
        'DELETE /api/organizations/org-tigers/members/m3': { status: 204 },
        'GET /api/me': meAnswer(meAs('owner', { organizationCount: 1 })),
      });
      const navigate = vi.fn();
      await leaveOrganization(clientWith(meAs(role)), navigate, { ...TIGERS, role, memberId: 'm3' });
      expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
        'DELETE /api/organizations/org-tigers/members/m3',
        'GET /api/me',
      ]);
      expect(navigate).toHaveBeenCalledWith('/dashboard', { flushSync: true });
    }
  });

  it("gives the server's refusal of the last owner as it is, and stays", async () => {
    const message = 'You are the last owner. Make another member an owner, or delete the organization, before you leave.';
    stubApi({
      'DELETE /api/organizations/org-tigers/members/member-sam': {
        status: 409,
        body: { error: { code: 'forbidden_role', message } },
      },
    });
    const navigate = vi.fn();
    await expect(leaveOrganization(clientWith(meAs('owner')), navigate, TIGERS)).rejects.toThrow(message);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks nothing of a session that names no member row', async () => {
    const requests = stubApi({});
    await expect(leaveOrganization(clientWith(meAs('coach')), vi.fn(), { ...TIGERS, memberId: null })).rejects.toThrow(
      'You are not a member of this organization.',
    );
    expect(requests).toEqual([]);
  });
});

describe("a new organization's name", () => {
  it('is required, read trimmed, and at most 80 characters', () => {
    expect(organizationNameProblem('   ')).toBe('Enter a name.');
    expect(organizationNameProblem(`  ${'a'.repeat(80)}  `)).toBeNull();
    expect(organizationNameProblem('a'.repeat(81))).toBe('A name is at most 80 characters.');
  });
});

describe('a role in a sentence', () => {
  it('takes its article', () => {
    expect(withArticle('Owner')).toBe('an owner');
    expect(withArticle('Coach')).toBe('a coach');
  });
});

describe('renaming and deleting an organization', () => {
  it('renames it, then rereads the session, which names it', async () => {
    const organization = { ...TIGERS, name: 'Tigers 2027', active: true, memberId: 'member-sam' };
    const requests = stubApi({
      'PATCH /api/organizations/org-tigers': { status: 200, body: { organization } },
      'GET /api/me': meAnswer(meAs('owner', { organization: { ...TIGERS, name: 'Tigers 2027' } })),
    });
    const client = clientWith(meAs('owner'));
    expect(await renameOrganization(client, 'org-tigers', 'Tigers 2027')).toEqual(organization);
    expect(requests.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['PATCH /api/organizations/org-tigers', { name: 'Tigers 2027' }],
      ['GET /api/me', undefined],
    ]);
    expect(client.getQueryData<Me>(meQuery.queryKey)?.organization?.name).toBe('Tigers 2027');
  });

  it('deletes it with the password, rereads the session, clears the cached answers and opens the dashboard', async () => {
    const requests = stubApi({
      'DELETE /api/organizations/org-tigers': { status: 204 },
      'GET /api/me': meAnswer(meAs('owner', { organizationCount: 1 })),
    });
    const client = clientWith(meAs('owner'));
    client.setQueryData(membersQuery('org-tigers').queryKey, { members: [], invitations: [] });
    const navigate = vi.fn();
    await deleteOrganization(client, navigate, 'org-tigers', { password: 'secret', code: '123456' });
    expect(requests.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['DELETE /api/organizations/org-tigers', { password: 'secret', code: '123456' }],
      ['GET /api/me', undefined],
    ]);
    expect(client.getQueryData(membersQuery('org-tigers').queryKey)).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/dashboard', { flushSync: true });
  });

  it("gives the server's refusal as it is (games remaining, a wrong password), and stays", async () => {
    const message = 'This club still has 3 games remaining. Use them or ask us for a refund before deleting it.';
    stubApi({ 'DELETE /api/organizations/org-tigers': { status: 409, body: { error: { code: 'conflict', message } } } });
    const navigate = vi.fn();
    await expect(deleteOrganization(clientWith(meAs('owner')), navigate, 'org-tigers', { password: 'x' })).rejects.toThrow(
      message,
    );
    expect(navigate).not.toHaveBeenCalled();
  });
});
