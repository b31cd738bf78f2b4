import { createElement } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clientWith, render } from '../../features/organizations/organization-test-data';
import { invitationQuery } from '../../features/organizations/organizations-api';
import LoginPage from '../login/login-page';
import SignupPage from '../signup/signup-page';
import InvitationPage from './invitation-page';

const FROM = 'from=%2Finvite%2Ftok-123';

describe("an invitation's way in", () => {
  it("shows the link's invitation, read by its token, to someone signed out", () => {
    const client = clientWith(null);
    client.setQueryData(invitationQuery('tok-123').queryKey, {
      organization: { name: 'Tigers', kind: 'team' },
      email: 'pat@example.com',
      role: 'viewer',
      status: 'pending',
    });
    const page = createElement(
      Routes,
      null,
      createElement(Route, { path: '/invite/:token', element: createElement(InvitationPage) }),
    );
    const html = render(page, client, '/invite/tok-123');
    expect(html).toContain('You&#x27;re invited to join Tigers as a viewer');
    expect(html).toContain(`href="/signup?${FROM}&amp;email=pat%40example.com"`);
    expect(html).toContain(`href="/login?${FROM}"`);
  });

  it('keeps the way back across the log-in and sign-up pages, in both directions', () => {
    expect(render(createElement(LoginPage), clientWith(null), `/login?${FROM}`)).toContain(`href="/signup?${FROM}"`);
    const signup = render(createElement(SignupPage), clientWith(null), `/signup?${FROM}&email=pat%40example.com`);
    expect(signup).toContain(`href="/login?${FROM}"`);
    expect(render(createElement(LoginPage), clientWith(null), '/login')).toContain('href="/signup"');
  });
});
