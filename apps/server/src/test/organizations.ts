import type { MemberRole } from '@courtside/domain';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { emailOutbox } from '../db/schema.js';
import { signUpUser, type TestApp, type TestUser } from './helpers.js';

/** A request as a browser page of ours sends it, as `user`. */
export function as(t: TestApp, user: TestUser) {
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: {
        origin: t.config.baseUrl,
        cookie: user.cookie,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload: unknown = {}) => send('POST', url, payload),
    patch: (url: string, payload: unknown) => send('PATCH', url, payload),
    put: (url: string, payload: unknown) => send('PUT', url, payload),
    delete: (url: string) => send('DELETE', url),
  };
}

/** The token of the newest invitation e-mailed to `email`, read from the link in the e-mail as its reader would. */
export async function invitationTokenFor(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.database.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'organization_invitation')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = mail?.text.match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation e-mailed to ${email}`);
  return token;
}

/** A club created by `owner` through the API: its id (the owner's session now acts for it). */
export async function createClub(t: TestApp, owner: TestUser, name = 'Northside Basketball Club'): Promise<string> {
  const created = await as(t, owner).post('/api/organizations', { name, kind: 'club' });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ organization: { id: string } }>().organization.id;
}

/** Invites `email` as `role` (a player as `teamPlayerId`), and accepts as the person signed up with it. */
export async function join(
  t: TestApp,
  inviter: TestUser,
  organizationId: string,
  member: TestUser,
  role: MemberRole,
  teamPlayerId?: string,
): Promise<void> {
  const invited = await as(t, inviter).post(`/api/organizations/${organizationId}/invitations`, {
    email: member.email,
    role,
    ...(teamPlayerId ? { teamPlayerId } : {}),
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await as(t, member).post(`/api/invitations/${await invitationTokenFor(t, member.email)}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
}

export interface Club {
  organizationId: string;
  teamId: string;
  teamPlayerId: string;
  members: Record<MemberRole, TestUser>;
}

/**
 * A club with one member of each role, their sessions acting for it: an owner who made it, a team (U14) with a
 * roster entry, and a manager, coach, viewer and a player (that roster entry) who accepted invitations.
 */
export async function clubOfEveryRole(t: TestApp, prefix: string): Promise<Club> {
  const owner = await signUpUser(t, `${prefix}-owner@club.com.au`, { name: 'Olive Owner' });
  const organizationId = await createClub(t, owner);
  const team = await as(t, owner).post('/api/teams', { name: 'Northside U14', shortName: 'NU14', color: '#1d4ed8' });
  expect(team.statusCode, team.body).toBe(201);
  const teamId = team.json<{ id: string }>().id;
  const entry = await as(t, owner).post(`/api/teams/${teamId}/players`, { number: '7', name: 'Pia Player' });
  expect(entry.statusCode, entry.body).toBe(201);
  const teamPlayerId = entry.json<{ id: string }>().id;
  const members = { owner } as Record<MemberRole, TestUser>;
  for (const role of ['manager', 'coach', 'viewer', 'player'] as const) {
    members[role] = await signUpUser(t, `${prefix}-${role}@club.com.au`, {
      name: `${role[0]?.toUpperCase() ?? ''}${role.slice(1)} Member`,
    });
    await join(t, owner, organizationId, members[role], role, role === 'player' ? teamPlayerId : undefined);
  }
  return { organizationId, teamId, teamPlayerId, members };
}
