import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BackOfficeDeps } from './back-office.js';

export const adminContactRoutes: FastifyPluginAsyncZod<BackOfficeDeps> = async () => {};
