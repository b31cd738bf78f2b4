import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQuery } from '../auth/session';
import { InvitationView, invitationLinks } from './invitation-view';
import { acceptAndEnter, type InvitationPreview } from './organizations-api';
import { clientWith, meAnswer, meAs, render, stubApi, text } from './organization-test-data';

const INVITATION: InvitationPreview = {
  organization: { name: 'Tigers', kind: 'team' },
  email: 'pat@example.com',
  role: 'coach',
  status: 'pending',
};

const view = (signedInAs: string | null, invitation = INVITATION, failure: string | null = null) =>
  render(
    createElement(InvitationView, { token: 'tok-123', invitation, signedInAs, accepting: false, failure, onAccept: vi.fn() }),
  );

describe('an invitation, signed out', () => {
  it('says who invites whom as what, and signs up or in on the way back to it, the address filled in', () => {
    const html = view(null);
    expect(text(html)).toContain("You're invited to join Tigers as a coach");
    expect(text(html)).toContain('The invitation is for pat@example.com.');
    expect(html).toContain('href="/signup?from=%2Finvite%2Ftok-123&amp;email=pat%40example.com"');
    expect(html).toContain('href="/login?from=%2Finvite%2Ftok-123"');
    expect(text(html)).not.toContain('Accept invitation');
  });

  it('keeps the way back a path of ours, whatever the token holds', () => {
    const { login } = invitationLinks('a/../../x?y', 'pat@example.com');
    const from = new URLSearchParams(login.split('?')[1]).get('from');
    expect(from).toBe('/invite/a%2F..%2F..%2Fx%3Fy');
  });

  it('renders names as text, never as markup', () => {
    const html = view(null, { ...INVITATION, organization: { name: '<img src=x onerror=alert(1)>', kind: 'club' } });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('an invitation, signed in', () => {
  it('offers to accept it, under the account it will join with', () => {
    const html = view('pat@example.com');
    expect(text(html)).toContain('Signed in as pat@example.com.');
    expect(html).toMatch(/<button type="button"[^>]*>Accept invitation<\/button>/);
    expect(html).not.toContain('href="/signup');
  });

  it("shows the server's refusal in its own words", () => {
    const refusal = 'This invitation was sent to pat@example.com. Sign in with that address to accept it.';
    expect(text(view('sam@example.com', INVITATION, refusal))).toContain(refusal);
  });

  it('says plainly when the invitation can no longer be used', () => {
    expect(text(view(null, { ...INVITATION, status: 'expired' }))).toContain('This invitation has expired. Ask for a new one.');
    expect(text(view(null, { ...INVITATION, status: 'revoked' }))).toContain('This invitation was withdrawn.');
    const accepted = view('pat@example.com', { ...INVITATION, status: 'accepted' });
    expect(text(accepted)).toContain('This invitation has already been accepted.');
    expect(accepted).not.toContain('Accept invitation');
  });
});

describe('accepting an invitation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts the acceptance, rereads the session and opens the organization's dashboard", async () => {
    const after = meAs('coach', { organizationCount: 2 });
    const requests = stubApi({
      'POST /api/invitations/tok-123/accept': {
        status: 200,
        body: { organization: { id: 'org-tigers', name: 'Tigers', kind: 'team', role: 'coach' } },
      },
      'GET /api/me': meAnswer(after),
    });
    const client = clientWith(meAs('owner', { organizationCount: 1 }));
    const navigate = vi.fn();

    await acceptAndEnter(client, navigate, 'tok-123');

    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/invitations/tok-123/accept',
      'GET /api/me',
    ]);
    expect(client.getQueryData(meQuery.queryKey)).toEqual(after);
    expect(navigate).toHaveBeenCalledWith('/dashboard', { flushSync: true });
  });

  it('goes nowhere when the server refuses, and gives its message as it is', async () => {
    const message = 'This invitation was sent to pat@example.com. Sign in with that address to accept it.';
    stubApi({ 'POST /api/invitations/tok-123/accept': { status: 403, body: { error: { code: 'wrong_email', message } } } });
    const navigate = vi.fn();
    await expect(acceptAndEnter(clientWith(meAs('owner')), navigate, 'tok-123')).rejects.toThrow(message);
    expect(navigate).not.toHaveBeenCalled();
  });
});
