import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { errorBody } from '../lib/http.js';
import type { CurrentUser, SessionUser } from '../lib/viewer.js';

/**
 * Who may call a route. `customer` is anyone signed in (staff are customers too); `staff` is analysts and
 * admins. Every /api route declares one in `config.access`; a route that declares none is refused.
 */
export type Access = 'public' | 'customer' | 'staff' | 'admin';

const ALLOWED_ROLES: Record<Exclude<Access, 'public'>, readonly SessionUser['role'][]> = {
  customer: ['customer', 'analyst', 'admin'],
  staff: ['analyst', 'admin'],
  admin: ['admin'],
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (see plugins/access.ts). */
    access?: Access;
    /**
     * 'any': a state-changing request may come from anywhere. Only for callers that prove themselves some
     * other way (the Stripe webhook's signature).
     */
    origin?: 'any';
  }
  interface FastifyInstance {
    /** Every route with who may call it, as registered (for the access matrix test and the docs). */
    routeAccess: { method: string; url: string; access: Access | undefined }[];
  }
  interface FastifyRequest {
    /** The signed-in user, resolved once per request (null when signed out or on a public route). */
    viewer: SessionUser | null;
    /** Looks the session up (once) and answers the signed-in user, or null. */
    resolveViewer(): Promise<SessionUser | null>;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A path an attacker may spell two ways is refused, so every guard that reads a path (throttles, the tus
 * id, ownership checks) sees the one the router routes: no dot segments, no empty segments, no NUL, no
 * backslash, and none of these percent-encoded either.
 */
export function isCanonicalPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (/[\0\\]/.test(decoded) || decoded.includes('//')) return false;
  return !decoded.split('/').some((segment) => segment === '.' || segment === '..');
}

export interface AccessOptions {
  currentUser: CurrentUser;
  /** Our own origin (BASE_URL's scheme, host and port): the only one allowed to change state. */
  origin: string;
  /**
   * Outside production, also the origin the request itself was sent to (http://127.0.0.1:3000 when BASE_URL
   * says localhost): a browser sends its true Origin, and another site cannot reach our Host.
   */
  allowOwnHost?: boolean;
}

/**
 * Deny by default: resolves the viewer once per request and refuses any /api request that its route does
 * not allow, any state-changing /api request from another site, and any /api path not written canonically.
 */
export default fp<AccessOptions>(async function access(app: FastifyInstance, { currentUser, origin, allowOwnHost = false }) {
  const viewers = new WeakMap<FastifyRequest, SessionUser | null>();
  const replies = new WeakMap<FastifyRequest, FastifyReply>();
  app.decorateRequest('viewer', null);
  app.decorateRequest('resolveViewer', async function resolveViewer(this: FastifyRequest) {
    const cached = viewers.get(this);
    if (cached !== undefined) return cached;
    const viewer = await currentUser(this);
    viewers.set(this, viewer);
    this.viewer = viewer;
    if (viewer) {
      // Every later line of this request names its user, the request line written at the end included
      // (Fastify writes that one with the reply's logger).
      this.log = this.log.child({ userId: viewer.id });
      const reply = replies.get(this);
      if (reply) reply.log = this.log;
    }
    return viewer;
  });

  // The API documentation is the only /api route registered by a plugin of someone else's: it is public.
  const routeAccess: FastifyInstance['routeAccess'] = [];
  app.decorate('routeAccess', routeAccess);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: route.config?.access ?? 'public' };
    if (!route.url.startsWith('/api/')) return;
    // Read when asked: a module's own onRoute hook (analysis, assist) sets its routes' access after this one runs.
    for (const method of [route.method].flat())
      if (method !== 'HEAD' && method !== 'OPTIONS')
        routeAccess.push({
          method,
          url: route.url,
          get access() {
            return route.config?.access;
          },
        });
  });

  app.addHook('onRequest', async (request, reply) => {
    replies.set(request, reply);
    const pathname = request.url.split('?')[0] ?? '';
    if (!pathname.startsWith('/api/') && pathname !== '/api') return;
    if (!isCanonicalPath(pathname) || request.url.includes('\0') || /%00/i.test(request.url)) {
      return refuse(reply, 400, 'bad_path', 'This address is not valid.');
    }
    // No route (an unknown path): the not-found handler answers.
    if (request.routeOptions.url === undefined) return;
    const { access, origin: originRule } = request.routeOptions.config;
    if (STATE_CHANGING.has(request.method) && originRule !== 'any' && !fromOurOrigin(request, origin, allowOwnHost)) {
      return refuse(reply, 403, 'cross_origin', 'This request must come from the Courtside site.');
    }
    if (access === undefined) {
      request.log.error({ route: request.routeOptions.url }, 'route declares no access: refused');
      return refuse(reply, 403, 'forbidden', 'You do not have access to this');
    }
    if (access === 'public') return;
    const viewer = await request.resolveViewer();
    if (!viewer) return refuse(reply, 401, 'unauthorized', 'Please log in again');
    if (!ALLOWED_ROLES[access].includes(viewer.role)) return refuse(reply, 403, 'forbidden', 'You do not have access to this');
    // Removed from the organization the session acted for: said once (the session is back on their own).
    if (viewer.lostOrganization !== undefined)
      return refuse(reply, 403, 'not_a_member', `You are no longer a member of ${viewer.lostOrganization}.`);
  });
});

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).header('cache-control', 'no-store').send(errorBody(code, message));
}

/**
 * Browsers send Origin with every POST, PUT, PATCH and DELETE (same-site ones included), and
 * Sec-Fetch-Site with every request; a request with neither is not from a browser page of ours.
 */
function fromOurOrigin(request: FastifyRequest, ours: string, allowOwnHost: boolean): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    return origin === ours || (allowOwnHost && origin === `${request.protocol}://${request.host}`);
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/** The viewer of a route that declared `customer`, `staff` or `admin` access (the access hook has checked it). */
export function viewerOf(request: FastifyRequest): SessionUser {
  if (!request.viewer) throw new AppError(401, 'unauthorized', 'Please log in again');
  return request.viewer;
}
