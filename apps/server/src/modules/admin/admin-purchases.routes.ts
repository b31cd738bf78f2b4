import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BackOfficeDeps } from './back-office.js';

export const adminPurchasesRoutes: FastifyPluginAsyncZod<BackOfficeDeps> = async () => {};
