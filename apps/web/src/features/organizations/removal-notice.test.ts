import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onApiRefusal, unwrap } from '../../lib/api';
import { meOf } from '../auth/auth-api';
import { meQuery } from '../auth/session';
import { TIGERS, clientWith, meAs, render, text } from './organization-test-data';
import { RemovalNotice, removalListener } from './removal-notice';

/** An answer of the API as openapi-fetch gives it, refused with `status` and `code`. */
const refused = (status: number, code: string, message: string) => ({
  error: { error: { code, message } },
  response: new Response(null, { status }),
});

describe('a member removed from the active organization', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it("is told in the server's words, wherever the refusal came from, and the session and every answer are asked again", () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const show = vi.fn();
    let now = 1_000;
    stops.push(onApiRefusal(removalListener(client, show, () => now)));

    const message = 'You are no longer a member of Tigers. You are back in your own organization.';
    expect(() => unwrap(refused(403, 'not_a_member', message))).toThrow(message);
    expect(show).toHaveBeenCalledWith(message);
    expect(invalidate).toHaveBeenCalledTimes(1);
    // Every query, the session's among them.
    expect(invalidate.mock.calls[0]).toEqual([]);
    expect(client.getQueryCache().find({ queryKey: meQuery.queryKey })).toBeUndefined();

    // The page's other requests, refused at the same time, refresh nothing more.
    expect(() => unwrap(refused(403, 'not_a_member', message))).toThrow();
    expect(invalidate).toHaveBeenCalledTimes(1);
    now += 60_000;
    expect(() => unwrap(refused(403, 'not_a_member', message))).toThrow();
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('is not who any other refusal is about', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const show = vi.fn();
    const stop = onApiRefusal(removalListener(client, show));
    expect(() => unwrap(refused(403, 'forbidden', "Only the organization's owners can buy credits."))).toThrow();
    expect(() => unwrap(refused(404, 'not_a_member', 'Not found'))).toThrow();
    stop();
    expect(() => unwrap(refused(403, 'not_a_member', 'Removed'))).toThrow('Removed');
    expect(show).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('a removal the session tells of', () => {
  it('shows as the refusal would, when the session was the first to find out', () => {
    const me = { ...meAs('owner', { organizationCount: 1 }), lostOrganization: 'Tigers' };
    const html = render(createElement(RemovalNotice), clientWith(me));
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain('You are no longer a member of Tigers.');
    expect(render(createElement(RemovalNotice), clientWith(meAs('owner')))).toBe('');
  });

  it('is read from the server’s answer', () => {
    const me = meAs('owner');
    expect(
      meOf({ user: me.user, profile: me.profile, activeOrganization: TIGERS, organizationCount: 2, lostOrganization: 'Hawks' }),
    ).toEqual({ ...me, organization: TIGERS, lostOrganization: 'Hawks' });
    expect(meOf({ user: me.user, profile: me.profile })).toEqual({ ...me, organization: null, organizationCount: 0 });
    expect(meOf({ user: null, profile: null })).toBeNull();
  });
});
