import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  competitions,
  creditLedger,
  emailOutbox,
  fileDeletions,
  games,
  invitations,
  members,
  organizations,
  users,
} from '../../db/schema.js';
import { approveGame, reviewedGameOf, TIGERS_VS_HAWKS } from '../../test/games.js';
import { balanceOf, createTestApp, giveGames, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { as, clubOfEveryRole, createClub, invitationTokenFor, join, type Club } from '../../test/organizations.js';
import { uploadsDirectory } from '../../config.js';
import { proxyKeyOf } from '../storage/game-objects.js';
import { createLocalStorage } from '../storage/local-storage.js';
import type { Storage } from '../storage/storage.js';
import { createOrganizationDeletion } from './organization-deletion.js';

describe('organizations, members and invitations', () => {
  let t: TestApp;
  let club: Club;
  beforeAll(async () => {
    t = await createTestApp();
    club = await clubOfEveryRole(t, 'main');
  });
  afterAll(() => t.close());

  const me = async (user: Parameters<typeof as>[1]) => (await as(t, user).get('/api/me')).json();

  it('a coach alone has their personal organization, and nothing else changes for them', async () => {
    const solo = await signUpUser(t, 'solo@club.com.au', { name: 'Sam Solo' });
    const answer = await me(solo);
    expect(answer.activeOrganization).toEqual({
      id: solo.id,
      name: 'Sam Solo',
      kind: 'personal',
      role: 'owner',
      personal: true,
      memberId: solo.id,
    });
    expect(answer.organizationCount).toBe(1);
    expect(answer.profile.gamesRemaining).toBe(0);
    const listed = (await as(t, solo).get('/api/organizations')).json().organizations;
    expect(listed).toEqual([
      { id: solo.id, name: 'Sam Solo', kind: 'personal', role: 'owner', personal: true, active: true, memberId: solo.id },
    ]);
  });

  it("each organization has its own balance, and the session shows the active one's", async () => {
    const owner = await signUpUser(t, 'balances@club.com.au');
    await giveGames(t.database.db, owner.id, 3);
    const clubId = await createClub(t, owner, 'Balance Club');
    await giveGames(t.database.db, clubId, 10);
    expect((await me(owner)).profile.gamesRemaining).toBe(10);
    expect((await me(owner)).activeOrganization).toMatchObject({ id: clubId, kind: 'club', role: 'owner', personal: false });
    const back = await as(t, owner).post('/api/organizations/active', { organizationId: owner.id });
    expect(back.statusCode, back.body).toBe(200);
    expect((await me(owner)).profile.gamesRemaining).toBe(3);
    expect(await balanceOf(t.database.db, clubId)).toBe(10);
  });

  it('a new session acts for the organization the person last worked in; switching sticks', async () => {
    const signIn = async (email: string) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '10.250.0.1',
        headers: { origin: t.config.baseUrl },
        payload: { email, password: 'a long enough password' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return { ...club.members.coach, cookie: answer.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') };
    };
    const phone = await signIn(club.members.coach.email);
    expect((await me(phone)).activeOrganization).toMatchObject({ id: club.organizationId, role: 'coach' });
    expect((await as(t, phone).post('/api/organizations/active', { organizationId: club.members.coach.id })).statusCode).toBe(
      200,
    );
    expect((await me(phone)).activeOrganization).toMatchObject({ id: club.members.coach.id, personal: true });
    expect((await me(phone)).activeOrganization.personal).toBe(true);
    // The other session stays where it was.
    expect((await me(club.members.coach)).activeOrganization.id).toBe(club.organizationId);
    // The switch was the last work: the next new session opens on the personal organization, and a switch back
    // to the club makes the one after open on the club again.
    const laptop = await signIn(club.members.coach.email);
    expect((await me(laptop)).activeOrganization).toMatchObject({ id: club.members.coach.id, personal: true });
    expect((await as(t, laptop).post('/api/organizations/active', { organizationId: club.organizationId })).statusCode).toBe(200);
    const tablet = await signIn(club.members.coach.email);
    expect((await me(tablet)).activeOrganization).toMatchObject({ id: club.organizationId, role: 'coach' });
  });

  it('switching to an organization one is not a member of answers 404', async () => {
    const stranger = await signUpUser(t, 'stranger-switch@club.com.au');
    const answer = await as(t, stranger).post('/api/organizations/active', { organizationId: club.organizationId });
    expect(answer.statusCode).toBe(404);
  });

  it('every member of the club acts for it after accepting, with the role they were invited as', async () => {
    for (const [role, user] of Object.entries(club.members)) {
      const answer = await me(user);
      expect(answer.activeOrganization, role).toMatchObject({ id: club.organizationId, role });
      expect(answer.organizationCount).toBe(2);
    }
    const listed = (await as(t, club.members.owner).get(`/api/organizations/${club.organizationId}/members`)).json();
    expect(listed.members.map((member: { role: string }) => member.role).sort()).toEqual([
      'coach',
      'manager',
      'owner',
      'player',
      'viewer',
    ]);
    expect(listed.members.find((member: { role: string }) => member.role === 'player').playerName).toBe('#7 Pia Player');
    expect(listed.invitations).toEqual([]);
  });

  it('owners are e-mailed when a member joins', async () => {
    const joined = await t.database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, club.members.owner.email), eq(emailOutbox.kind, 'member_joined')));
    expect(joined.map((mail) => mail.subject).sort()).toEqual([
      'Coach Member joined Northside Basketball Club as Coach',
      'Manager Member joined Northside Basketball Club as Manager',
      'Player Member joined Northside Basketball Club as Player',
      'Viewer Member joined Northside Basketball Club as Viewer',
    ]);
  });

  describe('invitations', () => {
    async function invite(email: string) {
      const answer = await as(t, club.members.owner).post(`/api/organizations/${club.organizationId}/invitations`, {
        email,
        role: 'viewer',
      });
      expect(answer.statusCode, answer.body).toBe(201);
      return { id: answer.json().invitation.id as string, token: await invitationTokenFor(t, email) };
    }

    it('is bound to its e-mail: another account cannot accept it, and nothing changes', async () => {
      const { token } = await invite('bound@club.com.au');
      const other = await signUpUser(t, 'not-bound@club.com.au');
      const answer = await as(t, other).post(`/api/invitations/${token}/accept`);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error).toEqual({
        code: 'wrong_email',
        message: 'This invitation was sent to bound@club.com.au. Log in with that address to accept it.',
      });
      expect((await me(other)).organizationCount).toBe(1);
      expect((await as(t, other).get(`/api/invitations/${token}`)).json().status).toBe('pending');
    });

    it('is used once', async () => {
      const { token } = await invite('once@club.com.au');
      const person = await signUpUser(t, 'once@club.com.au');
      expect((await as(t, person).post(`/api/invitations/${token}/accept`)).statusCode).toBe(200);
      const again = await as(t, person).post(`/api/invitations/${token}/accept`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('invitation_used');
      const [memberships] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(members)
        .where(and(eq(members.userId, person.id), eq(members.organizationId, club.organizationId)));
      expect(memberships?.n).toBe(1);
    });

    it('expires after 7 days', async () => {
      const { id, token } = await invite('late@club.com.au');
      const [row] = await t.database.db
        .select({ expiresAt: invitations.expiresAt, createdAt: invitations.createdAt })
        .from(invitations)
        .where(eq(invitations.id, id));
      expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000).toBe(7);
      await t.database.db
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitations.id, id));
      const person = await signUpUser(t, 'late@club.com.au');
      expect((await as(t, person).get(`/api/invitations/${token}`)).json().status).toBe('expired');
      const answer = await as(t, person).post(`/api/invitations/${token}/accept`);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.message).toBe('This invitation has expired. Ask for a new one.');
      expect((await me(person)).organizationCount).toBe(1);
    });

    it('once revoked, its link says so and cannot be accepted', async () => {
      const { id, token } = await invite('revoked@club.com.au');
      expect(
        (await as(t, club.members.manager).delete(`/api/organizations/${club.organizationId}/invitations/${id}`)).statusCode,
      ).toBe(204);
      const person = await signUpUser(t, 'revoked@club.com.au');
      expect((await as(t, person).get(`/api/invitations/${token}`)).json().status).toBe('revoked');
      expect((await as(t, person).post(`/api/invitations/${token}/accept`)).json().error.code).toBe('invitation_revoked');
    });

    it('resending sends a new link (the old one stops working), at most 3 times a day', async () => {
      const { id, token } = await invite('resend@club.com.au');
      const url = `/api/organizations/${club.organizationId}/invitations/${id}/resend`;
      for (let resend = 1; resend <= 3; resend += 1) expect((await as(t, club.members.owner).post(url)).statusCode).toBe(200);
      const fourth = await as(t, club.members.owner).post(url);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error.message).toBe('An invitation can be resent at most 3 times a day.');
      expect((await as(t, club.members.owner).get(`/api/invitations/${token}`)).statusCode).toBe(404);
      const newest = await invitationTokenFor(t, 'resend@club.com.au');
      expect((await as(t, club.members.owner).get(`/api/invitations/${newest}`)).json().status).toBe('pending');
    });

    it('an unknown token answers 404, and the same address cannot be invited twice at once', async () => {
      expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${'x'.repeat(43)}` })).statusCode).toBe(404);
      await invite('twice@club.com.au');
      const again = await as(t, club.members.owner).post(`/api/organizations/${club.organizationId}/invitations`, {
        email: 'Twice@club.com.au',
        role: 'coach',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('already_invited');
    });

    it('a player is invited as a roster entry of the club, and only a player is', async () => {
      const url = `/api/organizations/${club.organizationId}/invitations`;
      expect((await as(t, club.members.owner).post(url, { email: 'p1@club.com.au', role: 'player' })).json().error.message).toBe(
        "Choose the player's roster entry.",
      );
      const elsewhere = await as(t, club.members.owner).post(url, {
        email: 'p2@club.com.au',
        role: 'player',
        teamPlayerId: randomUUID(),
      });
      expect(elsewhere.statusCode).toBe(400);
      const taken = await as(t, club.members.owner).post(url, {
        email: 'p3@club.com.au',
        role: 'player',
        teamPlayerId: club.teamPlayerId,
      });
      expect(taken.json().error.code).toBe('player_taken');
    });

    it('coaches, viewers and players cannot invite (403, in a sentence); a manager cannot invite an owner', async () => {
      const url = `/api/organizations/${club.organizationId}/invitations`;
      for (const role of ['coach', 'viewer', 'player'] as const) {
        const answer = await as(t, club.members[role]).post(url, { email: `x-${role}@club.com.au`, role: 'viewer' });
        expect(answer.statusCode, role).toBe(403);
        expect(answer.json().error.message).toBe("Only the organization's owners and managers can manage its members.");
      }
      const owner = await as(t, club.members.manager).post(url, { email: 'new-owner@club.com.au', role: 'owner' });
      expect(owner.json().error.message).toBe('Only an owner can invite another owner.');
    });

    it("leaves an owner's invitation to the owners: a manager can neither resend nor revoke it", async () => {
      const url = `/api/organizations/${club.organizationId}/invitations`;
      const invited = await as(t, club.members.owner).post(url, { email: 'co-owner@club.com.au', role: 'owner' });
      expect(invited.statusCode, invited.body).toBe(201);
      const id = invited.json().invitation.id as string;
      const resent = await as(t, club.members.manager).post(`${url}/${id}/resend`);
      expect(resent.statusCode).toBe(409);
      expect(resent.json().error.message).toBe("Only an owner can resend or revoke an owner's invitation.");
      const revoked = await as(t, club.members.manager).delete(`${url}/${id}`);
      expect(revoked.statusCode).toBe(409);
      expect(revoked.json().error.message).toBe("Only an owner can resend or revoke an owner's invitation.");
      const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, id));
      expect(row?.status).toBe('pending');
      expect((await as(t, club.members.owner).delete(`${url}/${id}`)).statusCode).toBe(204);
    });

    it('an organization holds at most 200 members and pending invitations', async () => {
      const owner = await signUpUser(t, 'full@club.com.au');
      const clubId = await createClub(t, owner, 'Full Club');
      const filler = Array.from({ length: 199 }, (_, index) => ({
        id: `filler-${String(index)}`,
        name: 'Filler',
        email: `filler-${String(index)}@club.com.au`,
      }));
      await t.database.db.insert(users).values(filler);
      await t.database.db
        .insert(members)
        .values(filler.map((user) => ({ id: randomUUID(), organizationId: clubId, userId: user.id, role: 'viewer' as const })));
      const answer = await as(t, owner).post(`/api/organizations/${clubId}/invitations`, {
        email: 'one-too-many@club.com.au',
        role: 'viewer',
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.message).toBe('An organization can have at most 200 members and pending invitations.');
    });
  });

  describe('the last owner', () => {
    it('cannot leave, be demoted or be removed; with a second owner they can', async () => {
      const owner = await signUpUser(t, 'last-owner@club.com.au');
      const clubId = await createClub(t, owner, 'Owners Club');
      const manager = await signUpUser(t, 'owners-manager@club.com.au');
      await join(t, owner, clubId, manager, 'manager');
      const list = (await as(t, owner).get(`/api/organizations/${clubId}/members`)).json().members as {
        id: string;
        role: string;
        userId: string;
      }[];
      const ownerRow = list.find((member) => member.userId === owner.id)!;
      const managerRow = list.find((member) => member.userId === manager.id)!;

      const leave = await as(t, owner).delete(`/api/organizations/${clubId}/members/${ownerRow.id}`);
      expect(leave.statusCode).toBe(409);
      expect(leave.json().error.message).toMatch(/^You are the last owner/);
      expect(
        (await as(t, owner).patch(`/api/organizations/${clubId}/members/${ownerRow.id}`, { role: 'coach' })).statusCode,
      ).toBe(409);
      const removed = await as(t, manager).delete(`/api/organizations/${clubId}/members/${ownerRow.id}`);
      expect(removed.json().error.message).toBe('The last owner cannot be removed.');
      expect(
        (await as(t, manager).patch(`/api/organizations/${clubId}/members/${managerRow.id}`, { role: 'owner' })).json().error
          .message,
      ).toBe('Only an owner can make or unmake an owner.');

      expect(
        (await as(t, owner).patch(`/api/organizations/${clubId}/members/${managerRow.id}`, { role: 'owner' })).statusCode,
      ).toBe(200);
      expect((await as(t, owner).delete(`/api/organizations/${clubId}/members/${ownerRow.id}`)).statusCode).toBe(204);
      expect((await me(manager)).activeOrganization.role).toBe('owner');
    });

    it('deleting an account that is the last owner of a club asks to hand it over first, and deletes nothing', async () => {
      const owner = await signUpUser(t, 'deleting-owner@club.com.au');
      await createClub(t, owner, 'Handover Club');
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: { origin: t.config.baseUrl, cookie: owner.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ password: 'a long enough password' }),
      });
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json().error.message).toBe(
        'You are the last owner of Handover Club. Make another member an owner, or delete it, before you delete your account.',
      );
      const [user] = await t.database.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, owner.id));
      expect(user?.deletedAt).toBeNull();
    });
  });

  describe('a removed member', () => {
    it('cannot come back through an invitation they sent: it goes with their rights, removed or demoted', async () => {
      const owner = await signUpUser(t, 'inv-owner@club.com.au');
      const clubId = await createClub(t, owner, 'Invite Club');
      const inviteAs = async (inviter: TestUser, email: string) => {
        const sent = await as(t, inviter).post(`/api/organizations/${clubId}/invitations`, { email, role: 'manager' });
        expect(sent.statusCode, sent.body).toBe(201);
        return invitationTokenFor(t, email);
      };
      const memberRow = async (user: TestUser) =>
        (
          (await as(t, owner).get(`/api/organizations/${clubId}/members`)).json().members as { id: string; userId: string }[]
        ).find((member) => member.userId === user.id)!;
      const manager = await signUpUser(t, 'inv-manager@club.com.au');
      await join(t, owner, clubId, manager, 'manager');
      const removedOnes = await inviteAs(manager, 'inv-alt@club.com.au');
      expect(
        (await as(t, owner).delete(`/api/organizations/${clubId}/members/${(await memberRow(manager)).id}`)).statusCode,
      ).toBe(204);
      const alt = await signUpUser(t, 'inv-alt@club.com.au');
      expect((await as(t, alt).get(`/api/invitations/${removedOnes}`)).json().status).toBe('revoked');
      const refused = await as(t, alt).post(`/api/invitations/${removedOnes}/accept`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({
        code: 'invitation_revoked',
        message: 'This invitation was withdrawn. Ask for a new one.',
      });
      expect((await me(alt)).organizationCount).toBe(1);

      const second = await signUpUser(t, 'inv-manager2@club.com.au');
      await join(t, owner, clubId, second, 'manager');
      const demotedOnes = await inviteAs(second, 'inv-alt2@club.com.au');
      const row = await memberRow(second);
      expect((await as(t, owner).patch(`/api/organizations/${clubId}/members/${row.id}`, { role: 'viewer' })).statusCode).toBe(
        200,
      );
      const alt2 = await signUpUser(t, 'inv-alt2@club.com.au');
      expect((await as(t, alt2).post(`/api/invitations/${demotedOnes}/accept`)).json().error.code).toBe('invitation_revoked');
      // An owner who resends it speaks for it now: its new link works.
      const pending = (await as(t, owner).get(`/api/organizations/${clubId}/invitations`)).json().invitations as {
        id: string;
        email: string;
      }[];
      const stale = pending.find((invitation) => invitation.email === 'inv-alt2@club.com.au')!;
      expect((await as(t, owner).post(`/api/organizations/${clubId}/invitations/${stale.id}/resend`)).statusCode).toBe(200);
      const resent = await invitationTokenFor(t, 'inv-alt2@club.com.au');
      expect((await as(t, alt2).post(`/api/invitations/${resent}/accept`)).statusCode).toBe(200);
      // One sent by a member who still may invite is accepted, as ever.
      const alt3 = await signUpUser(t, 'inv-alt3@club.com.au');
      const ownersOne = await inviteAs(owner, 'inv-alt3@club.com.au');
      expect((await as(t, alt3).post(`/api/invitations/${ownersOne}/accept`)).statusCode).toBe(200);
    });

    it('is told on their next request that they are no longer a member, then works in their own organization', async () => {
      const owner = await signUpUser(t, 'remover@club.com.au');
      const clubId = await createClub(t, owner, 'Eastside Hoops');
      await giveGames(t.database.db, clubId, 1);
      const coach = await signUpUser(t, 'removed-coach@club.com.au');
      await join(t, owner, clubId, coach, 'coach');
      expect((await as(t, coach).get('/api/games')).statusCode).toBe(200);
      const list = (await as(t, owner).get(`/api/organizations/${clubId}/members`)).json().members as {
        id: string;
        userId: string;
      }[];
      const coachRow = list.find((member) => member.userId === coach.id)!;
      expect((await as(t, owner).delete(`/api/organizations/${clubId}/members/${coachRow.id}`)).statusCode).toBe(204);

      const next = await as(t, coach).get('/api/games');
      expect(next.statusCode).toBe(403);
      expect(next.json().error).toEqual({ code: 'not_a_member', message: 'You are no longer a member of Eastside Hoops.' });
      const after = await me(coach);
      expect(after.activeOrganization).toMatchObject({ id: coach.id, personal: true });
      expect((await as(t, coach).get('/api/games')).statusCode).toBe(200);
      const upload = await as(t, coach).post('/api/games', {
        name: 'Not on their credit',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      });
      expect(upload.statusCode).toBe(409);
      expect(await balanceOf(t.database.db, clubId)).toBe(1);

      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, clubId), eq(auditLog.action, 'member.removed')));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorId: owner.id, details: { userId: coach.id, role: 'coach' } });
      const told = await t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, owner.email), eq(emailOutbox.kind, 'member_removed')));
      expect(told).toHaveLength(0); // the owner who removed them is not told what they did
    });
  });

  describe('money', () => {
    it('two coaches uploading at once on the last credit: exactly one game, and the ledger agrees', async () => {
      const owner = await signUpUser(t, 'race-owner@club.com.au');
      const clubId = await createClub(t, owner, 'Race Club');
      await giveGames(t.database.db, clubId, 1);
      const coaches = [await signUpUser(t, 'race-1@club.com.au'), await signUpUser(t, 'race-2@club.com.au')];
      for (const coach of coaches) await join(t, owner, clubId, coach, 'coach');
      const answers = await Promise.all(
        coaches.map((coach, index) =>
          as(t, coach).post('/api/games', {
            name: `Game ${String(index)}`,
            videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const made = await t.database.db.select().from(games).where(eq(games.organizationId, clubId));
      expect(made).toHaveLength(1);
      expect(coaches.map((coach) => coach.id)).toContain(made[0]?.actorId);
      expect(await balanceOf(t.database.db, clubId)).toBe(0);
      const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.organizationId, clubId));
      expect(ledger.map((row) => [row.reason, row.delta])).toEqual([
        ['purchase', 1],
        ['upload', -1],
      ]);
      // The game is the club's: every member reads it, the other coach and the owner included.
      for (const user of [owner, ...coaches]) expect((await as(t, user).get(`/api/games/${made[0]!.id}`)).statusCode).toBe(200);
    });

    it("only the owner buys credits and sees the club's purchases", async () => {
      for (const role of ['manager', 'coach', 'viewer', 'player'] as const) {
        const buy = await as(t, club.members[role]).post('/api/checkout/sessions', { packageType: 'single', quantity: 1 });
        expect(buy.statusCode, role).toBe(403);
        expect(buy.json().error.message).toBe("Only the organization's owners can buy credits or see its purchases.");
        expect((await as(t, club.members[role]).get('/api/purchases')).statusCode).toBe(403);
      }
      expect(
        (await as(t, club.members.owner).post('/api/checkout/sessions', { packageType: 'single', quantity: 1 })).statusCode,
      ).toBe(201);
    });
  });

  describe('organization names', () => {
    it('are limited, and markup in one is kept as text and e-mailed inert', async () => {
      const owner = await signUpUser(t, 'names@club.com.au');
      const long = await as(t, owner).post('/api/organizations', { name: 'x'.repeat(81), kind: 'team' });
      expect(long.statusCode).toBe(400);
      const name = '<img src=x onerror=alert(1)> Tigers';
      const clubId = await createClub(t, owner, name);
      const [row] = await t.database.db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, clubId));
      expect(row?.name).toBe(name);
      await as(t, owner).post(`/api/organizations/${clubId}/invitations`, { email: 'inert@club.com.au', role: 'coach' });
      const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'inert@club.com.au'));
      expect(mail?.html).not.toContain('<img');
      expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt; Tigers');
    });
  });

  describe('a member limited to some teams', () => {
    it('a U14 coach sees and uploads only U14 games and its season; owners and managers see every team', async () => {
      const owner = await signUpUser(t, 'teams-owner@club.com.au');
      const clubId = await createClub(t, owner, 'Many Teams Club');
      await giveGames(t.database.db, clubId, 5);
      const teamOf = async (name: string) =>
        (await as(t, owner).post('/api/teams', { name, shortName: name.slice(0, 3), color: '#1d4ed8' })).json().id as string;
      const u14 = await teamOf('U14 Girls');
      const seniors = await teamOf('Seniors');
      const coach = await signUpUser(t, 'u14-coach@club.com.au');
      await join(t, owner, clubId, coach, 'coach');
      const memberId = (await me(coach)).activeOrganization.memberId as string;
      const limited = await as(t, owner).patch(`/api/organizations/${clubId}/members/${memberId}`, { teamIds: [u14] });
      expect(limited.statusCode, limited.body).toBe(200);
      expect(limited.json().member.teamIds).toEqual([u14]);
      const link = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
      const details = (teamId: string) => ({ teamId, opponentName: 'Hawks', playedOn: '2026-11-01', homeAway: 'home' });
      const mine = await as(t, coach).post('/api/games', { name: 'U14 game', videoUrl: link, details: details(u14) });
      expect(mine.statusCode, mine.body).toBe(201);
      const notMine = await as(t, coach).post('/api/games', { name: 'Seniors game', videoUrl: link, details: details(seniors) });
      expect(notMine.statusCode).toBe(400);
      expect(notMine.json().error.message).toBe('Choose one of your teams: you upload games of your teams only.');
      expect((await as(t, coach).post('/api/games', { name: 'No team', videoUrl: link })).statusCode).toBe(400);
      const seniorsGame = await as(t, owner).post('/api/games', {
        name: 'Seniors game',
        videoUrl: link,
        details: details(seniors),
      });
      expect(seniorsGame.statusCode).toBe(201);

      expect((await as(t, coach).get('/api/games')).json().games.map((game: { name: string }) => game.name)).toEqual([
        'U14 game',
      ]);
      expect((await as(t, coach).get(`/api/games/${seniorsGame.json().id}`)).statusCode).toBe(404);
      expect((await as(t, coach).get('/api/teams')).json().teams.map((team: { id: string }) => team.id)).toEqual([u14]);
      expect((await as(t, coach).get(`/api/teams/${seniors}/season`)).statusCode).toBe(404);
      expect((await as(t, coach).get(`/api/teams/${u14}/season`)).statusCode).toBe(200);
      expect((await as(t, owner).get('/api/games')).json().games).toHaveLength(2);
      // Two games of five credits: the limit changes what they see, not the balance they share.
      expect(await balanceOf(t.database.db, clubId)).toBe(3);

      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, clubId), eq(auditLog.action, 'member.teams_changed')));
      expect(audit[0]).toMatchObject({ actorId: owner.id, details: { from: null, to: [u14] } });
      // Lifting the limit (null) gives back every team.
      await as(t, owner).patch(`/api/organizations/${clubId}/members/${memberId}`, { teamIds: null });
      expect((await as(t, coach).get('/api/games')).json().games).toHaveLength(2);
    });

    it('only a coach or viewer is limited, and only to teams of the organization', async () => {
      const list = (await as(t, club.members.owner).get(`/api/organizations/${club.organizationId}/members`)).json().members as {
        id: string;
        role: string;
      }[];
      const manager = list.find((member) => member.role === 'manager')!;
      const viewer = list.find((member) => member.role === 'viewer')!;
      expect(
        (
          await as(t, club.members.owner).patch(`/api/organizations/${club.organizationId}/members/${manager.id}`, {
            teamIds: [club.teamId],
          })
        ).statusCode,
      ).toBe(409);
      expect(
        (
          await as(t, club.members.owner).patch(`/api/organizations/${club.organizationId}/members/${viewer.id}`, {
            teamIds: [randomUUID()],
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  it('a coach, viewer or player leaves with their own membership, and the owners are told', async () => {
    const owner = await signUpUser(t, 'leaving-owner@club.com.au');
    const clubId = await createClub(t, owner, 'Leavers Club');
    const viewer = await signUpUser(t, 'leaving-viewer@club.com.au', { name: 'Lee Leaver' });
    await join(t, owner, clubId, viewer, 'viewer');
    const { memberId } = (await me(viewer)).activeOrganization;
    expect((await as(t, viewer).delete(`/api/organizations/${clubId}/members/${memberId as string}`)).statusCode).toBe(204);
    const after = await me(viewer);
    expect(after.activeOrganization.personal).toBe(true);
    // Leaving is no removal: nothing tells them they were removed.
    expect(after.lostOrganization).toBeUndefined();
    const told = await t.database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, owner.email), eq(emailOutbox.kind, 'member_left')));
    expect(told).toEqual([{ subject: 'Lee Leaver left Leavers Club' }]);
  });

  describe('deleting a team, club or league', () => {
    const remove = (user: Parameters<typeof as>[1], clubId: string, password = 'a long enough password') =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/organizations/${clubId}`,
        headers: { origin: t.config.baseUrl, cookie: user.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ password }),
      });

    /** A club of `owner`'s running a public competition at `/c/<slug>`: the club's id. */
    async function publicCompetitionClub(owner: TestUser, name: string, slug: string): Promise<string> {
      const clubId = await createClub(t, owner, name);
      const created = await as(t, owner).post('/api/competitions', { name, seasonLabel: '2026', slug, visibility: 'public' });
      expect(created.statusCode, created.body).toBe(201);
      return clubId;
    }

    it("takes a deleted league's competitions off the web, and frees their addresses", async () => {
      const owner = await signUpUser(t, 'gone-league@club.com.au');
      const leagueId = await publicCompetitionClub(owner, 'Gone League', 'gone-league-2026');
      expect((await remove(owner, leagueId)).statusCode).toBe(204);
      expect((await t.app.inject({ url: '/api/public/competitions/gone-league-2026' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/c/gone-league-2026' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain('gone-league-2026');
      expect(await t.database.db.select().from(competitions).where(eq(competitions.organizationId, leagueId))).toEqual([]);

      // One deleted before deletions took competitions with them: its pages are not served either.
      const earlierId = await publicCompetitionClub(owner, 'Earlier League', 'earlier-league-2025');
      await t.database.db.update(organizations).set({ deletedAt: new Date() }).where(eq(organizations.id, earlierId));
      expect((await t.app.inject({ url: '/api/public/competitions/earlier-league-2025' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain('earlier-league-2025');
    });

    it('waits while a checkout for it is open, so that no payment lands on a deleted club', async () => {
      const owner = await signUpUser(t, 'paying-club@club.com.au');
      const clubId = await createClub(t, owner, 'Paying Club');
      const checkout = await as(t, owner).post('/api/checkout/sessions', { packageType: 'single', quantity: 1 });
      expect(checkout.statusCode).toBe(201);
      const open = await remove(owner, clubId);
      expect(open.statusCode).toBe(409);
      expect(open.json().error).toEqual({
        code: 'payment_open',
        message:
          'A checkout for Paying Club is still open, or its payment is still being processed. Delete it once that is settled.',
      });
      // Paid, the game is the club's, and the club waits until it is used or refunded.
      expect((await as(t, owner).post(`/api/checkout/test-sessions/${checkout.json().sessionId}/pay`)).statusCode).toBe(200);
      expect(await balanceOf(t.database.db, clubId)).toBe(1);
      expect((await remove(owner, clubId)).json().error.code).toBe('games_remaining');
    });

    it('loses no money: refused while games remain or a game is on its way, then everything goes but the accounts', async () => {
      const owner = await signUpUser(t, 'deleting-club@club.com.au');
      const clubId = await createClub(t, owner, 'Closing Club');
      await giveGames(t.database.db, clubId, 1);
      const coach = await signUpUser(t, 'closing-coach@club.com.au');
      await join(t, owner, clubId, coach, 'coach');

      expect((await remove(coach, clubId)).statusCode).toBe(403);
      expect((await remove(owner, clubId, 'wrong password')).json().error.code).toBe('invalid_password');
      const withCredit = await remove(owner, clubId);
      expect(withCredit.statusCode).toBe(409);
      expect(withCredit.json().error.message).toBe(
        'Closing Club still has 1 game remaining. Use them, or ask us to refund them, before you delete it.',
      );
      const game = await as(t, coach).post('/api/games', {
        name: 'Last game',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      });
      expect(game.statusCode).toBe(201);
      expect((await remove(owner, clubId)).json().error.code).toBe('games_in_progress');
      await t.database.db.update(games).set({ status: 'completed', completedAt: new Date() }).where(eq(games.id, game.json().id));
      const team = await as(t, owner).post('/api/teams', { name: 'Closing U12', shortName: 'U12', color: '#1d4ed8' });
      expect(team.statusCode).toBe(201);

      expect((await remove(owner, clubId)).statusCode).toBe(204);
      const [row] = await t.database.db.select().from(organizations).where(eq(organizations.id, clubId));
      expect(row).toMatchObject({ name: 'Deleted organization', gamesRemaining: 0 });
      expect(row?.deletedAt).not.toBeNull();
      expect(await t.database.db.select().from(games).where(eq(games.organizationId, clubId))).toEqual([]);
      expect(await t.database.db.select().from(members).where(eq(members.organizationId, clubId))).toEqual([]);
      // The ledger stays for the accounts, and still adds up to the balance.
      expect(await balanceOf(t.database.db, clubId)).toBe(0);
      expect((await t.database.db.select().from(creditLedger).where(eq(creditLedger.organizationId, clubId))).length).toBe(2);
      // Both are back in their own organization; the coach is told once, the owner who deleted it is not.
      expect((await me(owner)).activeOrganization.personal).toBe(true);
      expect((await as(t, coach).get('/api/games')).json().error?.code).toBe('not_a_member');
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, clubId), eq(auditLog.action, 'organization.deleted')));
      expect(audit[0]).toMatchObject({ actorId: owner.id, details: { name: 'Closing Club', games: 1, teams: 1, members: 2 } });
    });

    it('is deleted, rows and all, before the first of its files is removed', async () => {
      const owner = await signUpUser(t, 'ordered-delete@club.com.au');
      const clubId = await createClub(t, owner, 'Ordered Club');
      const [game] = await t.database.db
        .insert(games)
        .values({ organizationId: clubId, actorId: owner.id, name: 'Kept footage', status: 'completed', source: 'file' })
        .returning({ id: games.id });
      const storage = createLocalStorage(path.join(t.config.dataDir, 'footage'));
      const key = proxyKeyOf(game?.id ?? '');
      const source = path.join(t.config.dataDir, `kept-${randomUUID()}.mp4`);
      await writeFile(source, 'footage');
      await storage.putFile(key, source, 'video/mp4');
      let deletedWhenFilesWent: boolean | null = null;
      const watched: Storage = {
        ...storage,
        delete: async (deleting) => {
          if (deletedWhenFilesWent === null) {
            const [row] = await t.database.db
              .select({ deletedAt: organizations.deletedAt })
              .from(organizations)
              .where(eq(organizations.id, clubId));
            deletedWhenFilesWent = row?.deletedAt != null;
          }
          await storage.delete(deleting);
        },
      };
      const deletion = createOrganizationDeletion({
        db: t.database.db,
        auth: t.app.auth,
        storage: watched,
        config: t.config,
        uploadsDirectory: uploadsDirectory(t.config),
        log: { error: () => undefined },
      });
      const viewer = {
        id: owner.id,
        name: 'Owner',
        email: owner.email,
        role: 'customer' as const,
        organizationId: clubId,
        memberRole: 'owner' as const,
        organization: null,
        twoFactorEnabled: false,
        sessionId: '',
      };
      await deletion.delete(viewer, { userId: owner.id, ip: '10.88.0.2' }, clubId, { password: 'a long enough password' });
      expect(deletedWhenFilesWent).toBe(true);
      expect(await storage.size(key)).toBeNull();
      expect(await t.database.db.select().from(fileDeletions)).toEqual([]);
    });

    it('a personal organization goes only with its account', async () => {
      const solo = await signUpUser(t, 'personal-delete@club.com.au');
      expect((await remove(solo, solo.id)).json().error.code).toBe('personal_organization');
    });
  });

  describe('a player', () => {
    it("reads their team's delivered games only, changes nothing, and has their own page of their figures", async () => {
      const admin = await signUpUser(t, 'player-admin@courtside.test', { role: 'admin' });
      const { player, coach } = club.members;
      // A delivered U14 game in which Pia (#7, her roster entry) scores a located three and misses a two.
      const setup = {
        ...TIGERS_VS_HAWKS,
        home: {
          ...TIGERS_VS_HAWKS.home,
          teamId: club.teamId,
          players: [{ id: club.teamPlayerId, number: '7', name: 'Pia Player' }, ...TIGERS_VS_HAWKS.home.players.slice(1)],
        },
      };
      setup.home.starters = setup.home.players.map((p) => p.id);
      const shot = (id: string, seq: number, made: boolean, points: 2 | 3, x: number, y: number) => ({
        id,
        seq,
        period: 1,
        clock: 600 - seq * 10,
        videoMs: seq * 5000,
        type: 'shot' as const,
        team: 'home' as const,
        playerId: club.teamPlayerId,
        made,
        points,
        x,
        y,
      });
      const base = { organizationId: club.organizationId, actorId: coach.id, source: 'file' as const, submittedAt: new Date() };
      const delivered = await reviewedGameOf(
        t.database.db,
        {
          ...base,
          name: 'U14 vs Hawks',
          teamId: club.teamId,
          details: {
            teamId: club.teamId,
            opponentName: 'Hawks',
            opponentColor: null,
            playedOn: '2026-11-01',
            homeAway: 'home',
            venue: null,
            competition: null,
            opponentPlayers: [],
          },
        },
        setup,
        [shot('p1', 1, true, 3, -22, 3), shot('p2', 2, false, 2, 2, 10)],
      );
      await approveGame(t, admin, delivered);
      const otherTeam = await reviewedGameOf(t.database.db, { ...base, name: 'Seniors vs Hawks' }, TIGERS_VS_HAWKS, [
        { id: 'o1', seq: 1, period: 1, type: 'shot', team: 'home', playerId: 't1', made: true, points: 2 },
      ]);
      await approveGame(t, admin, otherTeam);
      const [inReview] = await t.database.db
        .insert(games)
        .values({ ...base, name: 'U14 in analysis', teamId: club.teamId, status: 'in_analysis' })
        .returning({ id: games.id });

      const listedAnswer = await as(t, player).get('/api/games');
      expect(listedAnswer.statusCode, listedAnswer.body).toBe(200);
      const listed = listedAnswer.json().games.map((game: { id: string }) => game.id);
      expect(listed).toEqual([delivered]);
      expect((await as(t, player).get(`/api/games/${delivered}`)).statusCode).toBe(200);
      expect((await as(t, player).get(`/api/games/${otherTeam}`)).statusCode).toBe(404);
      expect((await as(t, player).get(`/api/games/${inReview!.id}`)).statusCode).toBe(404);
      // Every other member reads all three.
      for (const id of [delivered, otherTeam, inReview!.id])
        expect((await as(t, club.members.viewer).get(`/api/games/${id}`)).statusCode).toBe(200);
      const upload = await as(t, player).post('/api/games', {
        name: 'Mine',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      });
      expect(upload.statusCode).toBe(403);
      expect(upload.json().error.message).toBe(
        'Your role in this organization can view games but not change them. Ask an owner or manager.',
      );

      const page = await as(t, player).get('/api/me/player');
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json();
      expect(body.player).toEqual({ id: club.teamPlayerId, number: '7', name: 'Pia Player' });
      expect(body.team).toMatchObject({ id: club.teamId, name: 'Northside U14' });
      // 3 points on 1 of 2 field goals, one game.
      expect(body.season).toMatchObject({ games: 1, totals: { pts: 3, fgm: 1, fga: 2, fg3m: 1, fg3a: 1 }, perGame: { pts: 3 } });
      expect(body.games).toMatchObject([
        {
          gameId: delivered,
          playedOn: '2026-11-01',
          opponent: 'Hawks',
          side: 'home',
          gamePlayerIds: [club.teamPlayerId],
          footageKept: true,
        },
      ]);
      // Her two shots are her plays of the game, with where they are in the footage, for "Watch all".
      expect(body.games[0].plays.map((play: { videoMs: number; type: string }) => [play.type, play.videoMs])).toEqual([
        ['shot', 5000],
        ['shot', 10000],
      ]);
      expect(
        body.shots.map((s: { gameId: string; made: boolean; points: number; x: number }) => [s.gameId, s.made, s.points, s.x]),
      ).toEqual([
        [delivered, true, 3, -22],
        [delivered, false, 2, 2],
      ]);
      expect((await as(t, coach).get('/api/me/player')).statusCode).toBe(404);

      // The coach keeps the team's games from its players: she keeps her own page, and its clips play.
      const team = (await as(t, coach).get(`/api/teams/${club.teamId}`)).json();
      const off = await as(t, coach).put(`/api/teams/${club.teamId}`, {
        name: team.name,
        shortName: team.shortName,
        color: team.color,
        playersSeeGames: false,
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().playersSeeGames).toBe(false);
      expect((await as(t, player).get('/api/games')).json().games).toEqual([]);
      expect((await as(t, player).get(`/api/games/${delivered}`)).statusCode).toBe(404);
      expect((await as(t, player).get(`/api/games/${delivered}/boxscore`)).statusCode).toBe(404);
      expect((await as(t, player).get(`/api/teams/${club.teamId}/season`)).statusCode).toBe(404);
      expect((await as(t, player).get('/api/me/player')).json().season).toMatchObject({ totals: { pts: 3 } });
      // Her clips play from the footage (no footage is stored here: the game is found, its file is not).
      const video = await as(t, player).get(`/api/games/${delivered}/video`);
      expect(video.json().error.message).toBe('This game has no footage yet');
      expect((await as(t, player).get(`/api/games/${otherTeam}/video`)).json().error.message).toBe('Game not found');
      // A team edit that says nothing of it leaves it as it is; turned on again, the games are back.
      await as(t, coach).put(`/api/teams/${club.teamId}`, { name: team.name, shortName: team.shortName, color: team.color });
      expect((await as(t, player).get('/api/games')).json().games).toEqual([]);
      await as(t, coach).put(`/api/teams/${club.teamId}`, {
        name: team.name,
        shortName: team.shortName,
        color: team.color,
        playersSeeGames: true,
      });
      expect((await as(t, player).get('/api/games')).json().games).toHaveLength(1);
    });
  });

  it('audits every member and invitation change, with who did it', async () => {
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, club.organizationId));
    const actions = rows.map((row) => row.action);
    expect(actions.filter((action) => action === 'member.invited').length).toBeGreaterThanOrEqual(4);
    expect(actions.filter((action) => action === 'member.joined').length).toBeGreaterThanOrEqual(4);
    expect(actions).toContain('member.invitation_revoked');
    expect(actions).toContain('member.invitation_resent');
    expect(actions).toContain('organization.created');
    const joinedByCoach = rows.find((row) => row.action === 'member.joined' && row.actorId === club.members.coach.id);
    expect(joinedByCoach?.details).toMatchObject({ role: 'coach' });
  });
});
