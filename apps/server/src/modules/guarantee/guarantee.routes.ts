import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BackOfficeDeps } from '../admin/back-office.js';

export const guaranteeRoutes: FastifyPluginAsyncZod<BackOfficeDeps> = async () => {};
