import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZSandboxAuthenticateRequest,
  ZSandboxConfirmRequest,
  ZSandboxConfirmResponse,
} from '../../../contract/billing';
import type { SandboxProvider } from '../../lib/payments';
import { actorOf } from '../../plugins/auth';
import { perUser } from '../../plugins/rate-limit';

/** Card-form attempts per person per 10 minutes (typos and test cards included). */
const CONFIRMS_PER_10_MIN = 20;
const RATE_LIMITED = 'Too many payment attempts. Please wait a few minutes and try again.';

/**
 * The built-in sandbox processor's card form and simulated bank page
 * (docs/product/payments.md#test-mode-and-test-cards). Registered only when the sandbox is the card
 * processor. The caller confirms only an intent created for them.
 */
export const sandboxPaymentRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxProvider }> = async (
  app,
  { sandbox },
) => {
  const limit = perUser('payments:sandbox', {
    max: CONFIRMS_PER_10_MIN,
    windowSeconds: 10 * 60,
    message: RATE_LIMITED,
  });

  app.post(
    '/api/payments/sandbox/confirm',
    {
      onRequest: app.guards.user,
      config: { rateLimit: limit },
      schema: { body: ZSandboxConfirmRequest, response: { 200: ZSandboxConfirmResponse } },
    },
    async (request) => sandbox.confirm(actorOf(request).userId, request.body),
  );

  app.post(
    '/api/payments/sandbox/authenticate',
    {
      onRequest: app.guards.user,
      config: { rateLimit: limit },
      schema: { body: ZSandboxAuthenticateRequest, response: { 200: ZSandboxConfirmResponse } },
    },
    async (request) => sandbox.authenticate(actorOf(request).userId, request.body),
  );
};
