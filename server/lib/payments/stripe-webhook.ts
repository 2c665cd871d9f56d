import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perIp } from '../../plugins/rate-limit';
import { AppError } from '../errors';
import type { StripeProvider } from './stripe';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/** What a refused delivery is told: nothing about why (the reason is in the log). */
export const WEBHOOK_REFUSED_MESSAGE = 'The webhook could not be verified.';

/**
 * POST /api/payments/stripe/webhook (docs/product/payments.md#stripe): public, registered only when
 * Stripe is the processor. The signature is computed over the exact bytes Stripe sent, so this
 * plugin's own content-type parser keeps the body as a Buffer (the app's JSON parser stays in force
 * everywhere else; the app's body size limit still applies). 200 only once the billing area has
 * applied the event; an error answer makes Stripe deliver it again.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ provider: StripeProvider }> = async (
  app,
  { provider },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // Stripe sends events in bursts (a renewal run, a retry after an outage) from a few addresses; a
  // refused one is delivered again later, so the limit only stops a flood of forged requests.
  const rateLimit = perIp('stripe-webhook', {
    max: 600,
    windowSeconds: 60,
    message: 'Too many webhook deliveries. Please retry later.',
  });

  app.post(
    STRIPE_WEBHOOK_PATH,
    {
      config: { rateLimit },
      schema: { response: { 200: z.object({ received: z.literal(true) }) } },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const result = await provider.handleWebhook(
        body,
        typeof signature === 'string' ? signature : undefined,
      );
      if (result.outcome === 'rejected') {
        request.log.warn({ reason: result.reason }, 'stripe webhook refused');
        throw new AppError('BAD_REQUEST', WEBHOOK_REFUSED_MESSAGE);
      }
      if (result.outcome === 'ignored') {
        request.log.info({ eventId: result.eventId, reason: result.reason }, 'stripe webhook ignored');
      } else {
        request.log.info({ eventId: result.eventId, type: result.type }, 'stripe webhook applied');
      }
      return { received: true as const };
    },
  );
};
