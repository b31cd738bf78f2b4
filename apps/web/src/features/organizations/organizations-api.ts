import type { CreatableKind } from '@courtside/domain';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { unwrap } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import type { paths } from '../../lib/api-types';
import type { ActiveOrganization } from '../auth/auth-api';
import { announceAuthChange, meQuery } from '../auth/session';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type OrganizationsPath = paths['/api/organizations'];
type MembersPath = paths['/api/organizations/{id}/members'];
type MemberPath = paths['/api/organizations/{id}/members/{memberId}'];
type InvitationsPath = paths['/api/organizations/{id}/invitations'];

/** One organization the person belongs to, with their role in it and their own member row. */
export type Organization = Json<OrganizationsPath['get']['responses'][200]>['organizations'][number];

/** The members page's answer: the members (each with the teams a coach or viewer is limited to) and the invitations. */
export type MemberList = Json<MembersPath['get']['responses'][200]>;
export type Member = MemberList['members'][number];
/** A pending invitation; past its expiry (`expired`) it is still listed, and "Resend" sends a new link. */
export type Invitation = MemberList['invitations'][number];

/** What an invitation's link shows anyone holding it. */
export type InvitationPreview = Json<paths['/api/invitations/{token}']['get']['responses'][200]>;
export type InvitationStatus = InvitationPreview['status'];

export type InvitationInput = Json<InvitationsPath['post']['requestBody']>;
/** A change to a member: their role, or the teams a coach or viewer is limited to (null or []: every team). */
export type MemberChange = Json<MemberPath['patch']['requestBody']>;

/** A JSON call to our API: its answer (null for 204), or the ApiError `unwrap` makes of the server's `{ error }`. */
async function call<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: object): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): unwrap answers the status.
  }
  return unwrap<T>(response.ok ? { data: json as T, response } : { error: json, response });
}

const segment = encodeURIComponent;
const organizationPath = (organizationId: string) => `/api/organizations/${segment(organizationId)}`;

export const organizationsQuery = queryOptions({
  queryKey: ['organizations'],
  queryFn: async () => (await call<{ organizations: Organization[] }>('GET', '/api/organizations')).organizations,
});

export const membersQuery = (organizationId: string) =>
  queryOptions({
    queryKey: ['organizations', organizationId, 'members'],
    queryFn: () => call<MemberList>('GET', `${organizationPath(organizationId)}/members`),
  });

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: () => call<InvitationPreview>('GET', `/api/invitations/${segment(token)}`),
    // A link that is not valid stays so: only a failure of ours is worth asking again.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });

/** The organizations the person belongs to; asked for only when `enabled` (they belong to more than one). */
export const useOrganizations = (enabled: boolean) => useQuery({ ...organizationsQuery, enabled });

/** The active organization's members and pending invitations. */
export const useMembers = (organizationId: string) => useQuery(membersQuery(organizationId));

export const useInvitation = (token: string) => useQuery(invitationQuery(token));

type OrganizationAnswer = Json<OrganizationsPath['post']['responses'][201]>;

export const createOrganization = async (body: Json<OrganizationsPath['post']['requestBody']> & { kind: CreatableKind }) =>
  (await call<OrganizationAnswer>('POST', '/api/organizations', body)).organization;

export const setActiveOrganization = async (organizationId: string) =>
  (
    await call<Json<paths['/api/organizations/active']['post']['responses'][200]>>('POST', '/api/organizations/active', {
      organizationId,
    })
  ).organization;

export const acceptInvitation = async (token: string) =>
  (
    await call<Json<paths['/api/invitations/{token}/accept']['post']['responses'][200]>>(
      'POST',
      `/api/invitations/${segment(token)}/accept`,
    )
  ).organization;

type Navigate = (to: string, options: { flushSync: boolean }) => void | Promise<void>;

/**
 * Follows a change of the session's organization (switched, created, joined or left): the session first, so the
 * next page asks for the new organization's rows; then every other answer in the cache goes, all of them the old
 * organization's, and the next page asks for its own. They go before the page is left rather than being asked for
 * again after: until React has put the next page up, the page being left would ask again too, for rows the session
 * may no longer reach (the members of an organization just left). Staying on the same page, it asks again at once.
 * Other tabs reread the session too.
 */
export async function enterOrganization(queryClient: QueryClient, navigate: Navigate, path: string): Promise<void> {
  const here = typeof window === 'undefined' ? null : window.location.pathname;
  await queryClient.query({ ...meQuery, staleTime: 0 });
  announceAuthChange();
  const others = { predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== meQuery.queryKey[0] };
  if (here === path) {
    await queryClient.resetQueries(others);
    return;
  }
  queryClient.removeQueries(others);
  await navigate(path, { flushSync: true });
}

/** Makes `organizationId` the active organization and opens its dashboard. */
export async function switchOrganization(queryClient: QueryClient, navigate: Navigate, organizationId: string) {
  await setActiveOrganization(organizationId);
  await enterOrganization(queryClient, navigate, '/dashboard');
}

/** Accepts the invitation of `token` and opens the dashboard of the organization it joined. */
export async function acceptAndEnter(queryClient: QueryClient, navigate: Navigate, token: string) {
  await acceptInvitation(token);
  await enterOrganization(queryClient, navigate, '/dashboard');
}

/** A change to the member list, which is read again once it is done (or refused: someone else may have changed it). */
function useMembersMutation<Input, Output>(organizationId: string, run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: membersQuery(organizationId).queryKey }),
  });
}

/** Changes a member's role, or the teams a coach or viewer is limited to. */
export const useChangeMember = (organizationId: string) =>
  useMembersMutation(organizationId, async ({ memberId, ...change }: MemberChange & { memberId: string }) =>
    call<Json<MemberPath['patch']['responses'][200]>>(
      'PATCH',
      `${organizationPath(organizationId)}/members/${segment(memberId)}`,
      change,
    ),
  );

export const useRemoveMember = (organizationId: string) =>
  useMembersMutation(organizationId, async (memberId: string) =>
    call<null>('DELETE', `${organizationPath(organizationId)}/members/${segment(memberId)}`),
  );

export const useInvite = (organizationId: string) =>
  useMembersMutation(organizationId, async (body: InvitationInput) =>
    call<Json<InvitationsPath['post']['responses'][201]>>('POST', `${organizationPath(organizationId)}/invitations`, body),
  );

export const useResendInvitation = (organizationId: string) =>
  useMembersMutation(organizationId, async (invitationId: string) =>
    call<Json<paths['/api/organizations/{id}/invitations/{invitationId}/resend']['post']['responses'][200]>>(
      'POST',
      `${organizationPath(organizationId)}/invitations/${segment(invitationId)}/resend`,
    ),
  );

export const useRevokeInvitation = (organizationId: string) =>
  useMembersMutation(organizationId, async (invitationId: string) =>
    call<null>('DELETE', `${organizationPath(organizationId)}/invitations/${segment(invitationId)}`),
  );

/**
 * Leaves the organization, whatever the member's role: deletes their own member row (the session names it), then
 * follows the session to the organization the server made active instead (their personal one). The server refuses
 * the last owner, in words the caller shows.
 */
export async function leaveOrganization(queryClient: QueryClient, navigate: Navigate, organization: ActiveOrganization) {
  if (!organization.memberId) throw new ApiError(404, 'not_found', 'You are not a member of this organization.');
  await call<null>('DELETE', `${organizationPath(organization.id)}/members/${segment(organization.memberId)}`);
  await enterOrganization(queryClient, navigate, '/dashboard');
}

type OrganizationPath = paths['/api/organizations/{id}'];

/** Renames a team, club or league (its owners), then rereads the session, which names it, and the organizations. */
export async function renameOrganization(queryClient: QueryClient, organizationId: string, name: string) {
  const { organization } = await call<Json<OrganizationPath['patch']['responses'][200]>>(
    'PATCH',
    organizationPath(organizationId),
    { name } satisfies Json<OrganizationPath['patch']['requestBody']>,
  );
  await queryClient.query({ ...meQuery, staleTime: 0 });
  announceAuthChange();
  await queryClient.invalidateQueries({ queryKey: organizationsQuery.queryKey });
  return organization;
}

/** What deleting an organization asks for: the owner's password, and their two-factor code when they have one. */
export type DeleteOrganizationInput = Json<OrganizationPath['delete']['requestBody']>;

/**
 * Deletes a team, club or league (its owners, with their password), then follows the session to the organization
 * the server made active instead: every cached answer of the deleted one goes, and the dashboard opens. The server's
 * refusal (a wrong password, games remaining or in progress, a payment that may still arrive) is the caller's to show.
 */
export async function deleteOrganization(
  queryClient: QueryClient,
  navigate: Navigate,
  organizationId: string,
  input: DeleteOrganizationInput,
) {
  await call<null>('DELETE', organizationPath(organizationId), input);
  await enterOrganization(queryClient, navigate, '/dashboard');
}
