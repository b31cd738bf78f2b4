import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { errorResponseSchema } from '../../lib/http.js';
import type { PaymentProvider } from './payment-provider.js';
import type { Purchases } from './purchases.service.js';
import { handleStripeEvent, verifyStripeEvent } from './stripe-webhook.service.js';

export interface StripeWebhookRoutesOptions {
  stripe: Stripe;
  stripeProvider: PaymentProvider;
  webhookSecret: string;
  purchases: Purchases;
  onMailQueued: () => Promise<void>;
}

export const stripeWebhookRoutes: FastifyPluginAsyncZod<StripeWebhookRoutesOptions> = async (app, options) => {
  // The signature covers the exact bytes Stripe sent, so this route keeps its body raw. The parser is scoped
  // to this plugin: every other route still parses JSON.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/stripe/webhook',
    {
      // Stripe proves itself by the signature, not by an Origin.
      config: { access: 'public', origin: 'any' },
      bodyLimit: 256 * 1024,
      schema: {
        tags: ['payments'],
        summary:
          'Signed Stripe events: checkout completed, async payment succeeded or failed, expired, charge refunded, charge disputed, dispute decided',
        response: {
          200: z.object({ received: z.literal(true), outcome: z.enum(['applied', 'unchanged', 'ignored']) }),
          400: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const event = verifyStripeEvent(
        options.stripe,
        body,
        typeof signature === 'string' ? signature : undefined,
        options.webhookSecret,
      );
      const outcome = await handleStripeEvent(event, options.purchases, options.stripeProvider, request.log);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
      if (outcome === 'applied') await options.onMailQueued();
      return { received: true as const, outcome };
    },
  );
};
