import type { MemberRole } from '@courtside/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { ActiveOrganization, Me } from '../auth/auth-api';
import { meQuery } from '../auth/session';
import type { Member } from './organizations-api';

/** The organizations' tests' people, pages and API answers. */

export const TIGERS: ActiveOrganization = {
  id: 'org-tigers',
  name: 'Tigers',
  kind: 'team',
  role: 'owner',
  personal: false,
  memberId: 'member-sam',
};

export function meAs(role: MemberRole, { organizationCount = 2, organization = TIGERS } = {}): Me {
  return {
    user: { id: 'u1', name: 'Sam Lee', email: 'sam@example.com', role: 'customer', twoFactorEnabled: false },
    profile: { gamesRemaining: 3, organization: null },
    organization: { ...organization, role },
    organizationCount,
  };
}

export function member(overrides: Partial<Member> & { id: string; role: MemberRole }): Member {
  return {
    userId: `user-${overrides.id}`,
    name: `Member ${overrides.id}`,
    email: `${overrides.id}@example.com`,
    joinedAt: '2024-01-05T12:00:00.000Z',
    lastActiveAt: null,
    playerName: null,
    playerTeam: null,
    teamIds: null,
    you: false,
    ...overrides,
  };
}

/** A query client holding `me` as the session, as the app's once it has asked. */
export function clientWith(me: Me | null): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meQuery.queryKey, me);
  return client;
}

/** The markup of `element` inside the app's providers, at `path`. */
export function render(element: ReactElement, client = clientWith(null), path = '/'): string {
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client }, createElement(MemoryRouter, { initialEntries: [path] }, element)),
  );
}

/** The text of `html`, tags dropped and entities read. */
export const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

type Answer = { status: number; body?: unknown };

/**
 * Stubs fetch with an API that answers each `METHOD /path` from `answers` (a path not listed answers 404), and
 * records every request: method, path and JSON body. Undo with vi.unstubAllGlobals().
 */
export function stubApi(answers: Record<string, Answer | (() => Answer)>) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: input, body });
    const found = answers[`${method} ${input}`];
    const answer =
      typeof found === 'function'
        ? found()
        : (found ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

/** `GET /api/me`'s answer for `me`, as the server words it. */
export const meAnswer = ({ organization, ...me }: Me): Answer => ({
  status: 200,
  body: { ...me, ...(organization ? { activeOrganization: organization } : {}) },
});
