import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBillingSubscription,
  ZCreatePaymentIntentRequest,
  ZCreatePaymentIntentResponse,
  ZInvoice,
  ZInvoiceList,
  ZPaymentSummary,
  ZUpgradeResponse,
} from '../../../contract/billing';
import { actorOf } from '../../plugins/auth';
import type { BillingService } from './service';

const ZIdParams = z.object({ id: z.string().max(100) });
const ZUpgradeHeaders = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

/**
 * Checkout, the payment's outcome, the paid subscription, invoices, the one-click upgrade, cancel and
 * resume (docs/product/payments.md). Every route is the caller's own.
 */
export const billingRoutes: FastifyPluginAsyncZod<{ service: BillingService }> = async (app, { service }) => {
  app.post(
    '/api/create-payment-intent',
    {
      onRequest: app.guards.user,
      schema: { body: ZCreatePaymentIntentRequest, response: { 200: ZCreatePaymentIntentResponse } },
    },
    async (request) => service.createPaymentIntent(actorOf(request), request.body),
  );

  app.get(
    '/api/payments/:id',
    { onRequest: app.guards.user, schema: { params: ZIdParams, response: { 200: ZPaymentSummary } } },
    async (request) => service.paymentSummary(actorOf(request), request.params.id),
  );

  app.get(
    '/api/billing/subscription',
    { onRequest: app.guards.user, schema: { response: { 200: ZBillingSubscription } } },
    async (request) => service.subscription(actorOf(request)),
  );

  app.get(
    '/api/billing/invoices',
    { onRequest: app.guards.user, schema: { response: { 200: ZInvoiceList } } },
    async (request) => service.invoices(actorOf(request)),
  );

  app.get(
    '/api/billing/invoices/:id',
    { onRequest: app.guards.user, schema: { params: ZIdParams, response: { 200: ZInvoice } } },
    async (request) => service.invoice(actorOf(request), request.params.id),
  );

  app.post(
    '/api/premium/upgrade',
    {
      onRequest: app.guards.user,
      schema: { headers: ZUpgradeHeaders, response: { 200: ZUpgradeResponse } },
    },
    async (request) => service.upgrade(actorOf(request), request.headers['idempotency-key']),
  );

  app.post(
    '/api/subscription/cancel',
    { onRequest: app.guards.user, schema: { response: { 200: ZBillingSubscription } } },
    async (request) => service.cancel(actorOf(request)),
  );

  app.post(
    '/api/subscription/resume',
    { onRequest: app.guards.user, schema: { response: { 200: ZBillingSubscription } } },
    async (request) => service.resume(actorOf(request)),
  );
};
