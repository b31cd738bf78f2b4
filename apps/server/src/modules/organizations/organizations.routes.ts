import {
  CONTROL_CHARACTER,
  CREATABLE_KINDS,
  emailField,
  MEMBER_ROLES,
  ORGANIZATION_KINDS,
  ORGANIZATION_NAME_MAX,
} from '@courtside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../lib/http.js';
import { viewerOf } from '../../plugins/access.js';
import type { OrganizationDeletion } from './organization-deletion.js';
import type { Organizations } from './organizations.service.js';

const organizationName = z
  .string({ error: 'Enter a name.' })
  .trim()
  .min(1, 'Enter a name.')
  .max(ORGANIZATION_NAME_MAX, `A name is at most ${String(ORGANIZATION_NAME_MAX)} characters.`)
  .refine((name) => !CONTROL_CHARACTER.test(name), 'A name cannot hold control characters.');
const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(ORGANIZATION_KINDS),
  role: z.enum(MEMBER_ROLES),
  personal: z.boolean(),
  active: z.boolean(),
  memberId: z.string().describe('My own membership of it (DELETE …/members/{memberId} leaves)'),
});
const memberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  joinedAt: z.date(),
  lastActiveAt: z.date().nullable(),
  playerName: z.string().nullable(),
  playerTeam: z.string().nullable().describe("A player's team: the one whose roster names them"),
  teamIds: z.array(z.string()).nullable().describe('The teams a coach or viewer is limited to; null: every team'),
  you: z.boolean(),
});
const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  expiresAt: z.date(),
  expired: z.boolean(),
  invitedBy: z.string().nullable(),
  playerName: z.string().nullable(),
});
/** Ids are ours (UUIDs, or a user's id for a personal organization): short, URL-safe. */
const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
const organizationParams = z.object({ id });
/** A token is 32 random bytes, base64url: 43 characters. */
const token = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const BODY_LIMIT = 4 * 1024;

/**
 * Organizations (DESIGN.md §4): the person's organizations and the active one, the members page, invitations.
 * Routes are thin: the service checks membership and role on every row.
 */
export const organizationsRoutes: FastifyPluginAsyncZod<{
  organizations: Organizations;
  deletion: OrganizationDeletion;
  onMailQueued: () => Promise<void>;
}> = async (app, { organizations, deletion, onMailQueued }) => {
  const tags = ['organizations'];

  app.get(
    '/organizations',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'My organizations: my own, then those I am a member of',
        response: { 200: z.object({ organizations: z.array(organizationSchema) }), ...errors },
      },
    },
    async (request) => ({ organizations: await organizations.list(viewerOf(request)) }),
  );

  app.post(
    '/organizations',
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Create a team, club or league; I am its owner and my session acts for it',
        body: z.strictObject({ name: organizationName, kind: z.enum(CREATABLE_KINDS) }),
        response: { 201: z.object({ organization: organizationSchema }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ organization: await organizations.create(viewerOf(request), request.body) }),
  );

  app.post(
    '/organizations/active',
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Act for another of my organizations from the next request (every page and answer is its)',
        body: z.strictObject({ organizationId: id }),
        response: { 200: z.object({ organization: organizationSchema }), ...errors },
      },
    },
    async (request) => ({ organization: await organizations.setActive(viewerOf(request), request.body.organizationId) }),
  );

  app.get(
    '/organizations/:id',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'One of my organizations, with my role in it',
        params: organizationParams,
        response: { 200: z.object({ organization: organizationSchema }), ...errors },
      },
    },
    async (request) => ({ organization: await organizations.get(viewerOf(request), request.params.id) }),
  );

  app.patch(
    '/organizations/:id',
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Rename a team, club or league (its owners)',
        params: organizationParams,
        body: z.strictObject({ name: organizationName }),
        response: { 200: z.object({ organization: organizationSchema }), ...errors },
      },
    },
    async (request) => ({ organization: await organizations.rename(viewerOf(request), request.params.id, request.body.name) }),
  );

  app.delete(
    '/organizations/:id',
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'customer' },
      schema: {
        tags,
        summary:
          'Delete a team, club or league (owners; with my password): its games, footage, teams and members go, its purchases and ledger are kept',
        params: organizationParams,
        body: z.strictObject({ password: z.string().max(128), code: z.string().max(32).optional() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletion.delete(viewerOf(request), { userId: viewerOf(request).id, ip: request.ip }, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  const membersAnswer = z.object({ members: z.array(memberSchema), invitations: z.array(invitationSchema) });
  app.get(
    '/organizations/:id/members',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "The organization's members and pending invitations (owners and managers)",
        params: organizationParams,
        response: { 200: membersAnswer, ...errors },
      },
    },
    async (request) => organizations.members(viewerOf(request), request.params.id),
  );

  app.get(
    '/organizations/:id/invitations',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "The organization's pending invitations (owners and managers)",
        params: organizationParams,
        response: { 200: z.object({ invitations: z.array(invitationSchema) }), ...errors },
      },
    },
    async (request) => ({ invitations: (await organizations.members(viewerOf(request), request.params.id)).invitations }),
  );

  app.patch(
    '/organizations/:id/members/:memberId',
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "Change a member's role (never the last owner's), or limit a coach or viewer to some teams",
        params: z.object({ id, memberId: id }),
        body: z
          .strictObject({
            role: z.enum(MEMBER_ROLES).optional(),
            teamIds: z.array(z.uuid()).max(100).nullable().optional().describe('null or []: every team'),
          })
          .refine((body) => body.role !== undefined || body.teamIds !== undefined, 'Give a role or teams.'),
        response: { 200: z.object({ member: memberSchema }), ...errors },
      },
    },
    async (request) => ({
      member: await organizations.updateMember(viewerOf(request), request.params.id, request.params.memberId, request.body),
    }),
  );

  app.delete(
    '/organizations/:id/members/:memberId',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Remove a member, or leave (my own membership); never the last owner',
        params: z.object({ id, memberId: id }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await organizations.remove(viewerOf(request), request.params.id, request.params.memberId);
      await onMailQueued();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/organizations/:id/invitations',
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Invite someone by e-mail with a role (a player as their roster entry); expires in 7 days',
        params: organizationParams,
        body: z.strictObject({
          email: emailField,
          role: z.enum(MEMBER_ROLES),
          teamPlayerId: z.uuid().optional(),
        }),
        response: { 201: z.object({ invitation: invitationSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const invitation = await organizations.invite(viewerOf(request), request.params.id, request.body);
      await onMailQueued();
      return reply.status(201).send({ invitation });
    },
  );

  app.post(
    '/organizations/:id/invitations/:invitationId/resend',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Send an invitation again with a new link and expiry (at most 3 times a day)',
        params: z.object({ id, invitationId: id }),
        response: { 200: z.object({ invitation: invitationSchema }), ...errors },
      },
    },
    async (request) => {
      const invitation = await organizations.resend(viewerOf(request), request.params.id, request.params.invitationId);
      await onMailQueued();
      return { invitation };
    },
  );

  app.delete(
    '/organizations/:id/invitations/:invitationId',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Revoke a pending invitation',
        params: z.object({ id, invitationId: id }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await organizations.revoke(viewerOf(request), request.params.id, request.params.invitationId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/invitations/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "What an invitation's link shows: the organization, the address it was sent to, the role, its state",
        params: z.object({ token }),
        response: {
          200: z.object({
            organization: z.object({ name: z.string(), kind: z.enum(ORGANIZATION_KINDS) }),
            email: z.string(),
            role: z.enum(MEMBER_ROLES),
            status: z.enum(['pending', 'expired', 'revoked', 'accepted']),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return organizations.lookup(request.params.token);
    },
  );

  app.post(
    '/invitations/:token/accept',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Accept an invitation sent to my e-mail: I become a member and my session acts for the organization',
        params: z.object({ token }),
        response: { 200: z.object({ organization: organizationSchema }), ...errors },
      },
    },
    async (request) => {
      const organization = await organizations.accept(viewerOf(request), request.params.token);
      await onMailQueued();
      return { organization };
    },
  );
};
