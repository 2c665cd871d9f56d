import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * TEST UTILITY, never used by the running app: a local HTTP server that answers the Stripe API calls
 * the Stripe processor (`stripe.ts`) makes, the way Stripe does, so tests run the official SDK end to
 * end without a network or an account (docs/product/payments.md#testing-against-a-local-stripe).
 *
 * - Requests are form-encoded (`metadata[paymentId]=…`, `expand[0]=…`) with `Authorization: Bearer
 *   sk_test_…`; answers are JSON with Stripe's object shapes (`pi_…`, `cus_…`, `pm_…`, `evt_…`) and
 *   its error shape `{ error: { type, code, decline_code, message, payment_intent } }` (402 for a card
 *   error, 400 for a bad request, 401 for a bad key, 404 for an unknown id).
 * - `Idempotency-Key` is honoured like Stripe: the same key and parameters answer the first answer
 *   again (`Idempotent-Replayed: true`); the same key with other parameters is a 400
 *   `idempotency_error`.
 * - Stripe's test payment methods (`pm_card_visa`, `pm_card_chargeDeclined`, …) behave like the
 *   sandbox's test cards with the same numbers (`TEST_PAYMENT_METHODS`); like Stripe, using one makes
 *   a new `pm_…` with that card, which can be kept on the customer for off-session charges.
 * - Every change of an intent makes an event (`payment_intent.succeeded`, `…payment_failed`,
 *   `…requires_action`), sent to `webhookUrl` signed with the SDK's test-header helper
 *   (`stripe.webhooks.generateTestHeaderString`) and the webhook secret, as Stripe would.
 */

type Behaviour =
  | { kind: 'succeed' }
  | { kind: 'decline'; code: string; declineCode: string; message: string }
  /** Pays on-session; every off-session charge is declined (a renewal that fails). */
  | { kind: 'decline_off_session' }
  /** 3-D Secure on every payment: requires_action on-session, authentication_required off-session. */
  | { kind: 'authenticate_always' }
  /** 3-D Secure when the card is first used; off-session charges on a kept card then go through. */
  | { kind: 'authenticate_on_setup' };

type TestMethod = { brand: string; last4: string; behaviour: Behaviour };

const DECLINED = 'Your card was declined.';

/**
 * Stripe's test payment methods and what they do, with the same last four digits as the test card
 * numbers (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, …).
 */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, TestMethod>> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: { kind: 'succeed' } },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: { kind: 'succeed' } },
  pm_card_amex: { brand: 'amex', last4: '8431', behaviour: { kind: 'succeed' } },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    behaviour: { kind: 'decline', code: 'card_declined', declineCode: 'generic_decline', message: DECLINED },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    behaviour: {
      kind: 'decline',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    behaviour: {
      kind: 'decline',
      code: 'expired_card',
      declineCode: 'expired_card',
      message: 'Your card has expired.',
    },
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    brand: 'visa',
    last4: '0127',
    behaviour: {
      kind: 'decline',
      code: 'incorrect_cvc',
      declineCode: 'incorrect_cvc',
      message: "Your card's security code is incorrect.",
    },
  },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', behaviour: { kind: 'decline_off_session' } },
  pm_card_authenticationRequired: {
    brand: 'visa',
    last4: '3184',
    behaviour: { kind: 'authenticate_always' },
  },
  pm_card_authenticationRequiredOnSetup: {
    brand: 'visa',
    last4: '3155',
    behaviour: { kind: 'authenticate_on_setup' },
  },
};

export const AUTHENTICATION_REQUIRED_MESSAGE =
  'Your card was declined. This transaction requires authentication.';

type Json = Record<string, unknown>;
type PaymentMethodObject = Json & { id: string; customer: string | null };
type IntentObject = Json & {
  id: string;
  status: Stripe.PaymentIntent.Status;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
  last_payment_error: Json | null;
};

/** One request the fake received, for assertions (the idempotency key, the parameters). */
export type FakeRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Json;
  replayed: boolean;
};

/** One webhook delivery and the app's answer. */
export type FakeDelivery = { eventId: string; type: string; status: number };

export type StripeFake = {
  /** e.g. http://127.0.0.1:40123, for STRIPE_API_BASE. */
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where events are sent; set once the app listens. Null → events are only recorded. */
  webhookUrl: string | null;
  requests: FakeRequest[];
  events: Stripe.Event[];
  deliveries: FakeDelivery[];
  /** Waits until every webhook sent so far has been answered. */
  settled(): Promise<void>;
  /**
   * Sends an event to `webhookUrl` and returns the HTTP status: signed with the right secret and the
   * current time unless a test says otherwise (a forged or stale delivery), or with the body altered
   * after signing.
   */
  deliver(
    event: Stripe.Event,
    options?: {
      secret?: string;
      timestamp?: number;
      alterBody?: (body: string) => string;
      signature?: string | null;
    },
  ): Promise<number>;
  /** What the browser's Payment Element does: confirms the intent with a (test) payment method. */
  confirmAsBrowser(intentId: string, paymentMethod: string): Promise<Json>;
  /** The person completes (or fails) the bank's 3-D Secure step of an intent in requires_action. */
  authenticate(intentId: string, succeed: boolean): Promise<void>;
  /** The stored intent, as Stripe would answer it. */
  intent(intentId: string): IntentObject | undefined;
  close(): Promise<void>;
};

class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const invalidRequest = (message: string, param?: string, status = 400) =>
  new FakeError(status, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });

const randomId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Stripe's form encoding back into objects: `a[b][c]=1` → `{ a: { b: { c: '1' } } }`, `a[0]=x` and
 * `a[]=x` → arrays. Values stay strings, as Stripe receives them.
 */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const keys = [
      match[1] as string,
      ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string),
    ];
    let node: Record<string, unknown> = root;
    keys.forEach((key, i) => {
      // Arrays are kept as objects keyed by index while parsing, then turned into arrays below.
      const slot = key === '' ? String(Object.keys(node).length) : key;
      if (i === keys.length - 1) {
        node[slot] = value;
        return;
      }
      const child = (node[slot] as Record<string, unknown> | undefined) ?? {};
      node[slot] = child;
      node = child;
    });
  }
  return toArrays(root) as Json;
}

/** Objects whose keys are 0, 1, 2… become arrays, at every depth. */
function toArrays(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, item]) => [key, toArrays(item)] as const);
  const isList = entries.length > 0 && entries.every(([key], i) => key === String(i));
  return isList ? entries.map(([, item]) => item) : Object.fromEntries(entries);
}

const truthy = (value: unknown) => value === 'true' || value === true;

export async function startStripeFake(
  options: { secretKey?: string; publishableKey?: string; webhookSecret?: string } = {},
): Promise<StripeFake> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const publishableKey = options.publishableKey ?? `pk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  const signer = new Stripe(secretKey);

  const customers = new Map<string, Json & { id: string }>();
  const methods = new Map<string, PaymentMethodObject>();
  const intents = new Map<string, IntentObject>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: Json }>();
  const inFlight = new Set<Promise<unknown>>();

  const fake: StripeFake = {
    url: '',
    secretKey,
    publishableKey,
    webhookSecret,
    webhookUrl: null,
    requests: [],
    events: [],
    deliveries: [],
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async deliver(event, deliverOptions = {}) {
      if (!fake.webhookUrl) throw new Error('The fake has no webhookUrl to deliver to');
      const payload = JSON.stringify(event, null, 2);
      const signature =
        deliverOptions.signature === undefined
          ? signer.webhooks.generateTestHeaderString({
              payload,
              secret: deliverOptions.secret ?? webhookSecret,
              timestamp: deliverOptions.timestamp ?? nowSeconds(),
            })
          : deliverOptions.signature;
      const body = deliverOptions.alterBody ? deliverOptions.alterBody(payload) : payload;
      const response = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          ...(signature === null ? {} : { 'stripe-signature': signature }),
        },
        body,
      });
      await response.arrayBuffer();
      fake.deliveries.push({ eventId: event.id, type: event.type, status: response.status });
      return response.status;
    },
    confirmAsBrowser: (intentId, paymentMethod) =>
      confirm(intentId, { payment_method: paymentMethod }, false),
    async authenticate(intentId, succeed) {
      const intent = intents.get(intentId);
      if (intent?.status !== 'requires_action')
        throw new Error(`${intentId} is not waiting for authentication`);
      const method = intent.payment_method ? methods.get(intent.payment_method) : undefined;
      if (!method) throw new Error(`${intentId} has no payment method`);
      if (succeed) {
        succeedIntent(intent, method);
      } else {
        failIntent(intent, method, {
          code: 'payment_intent_authentication_failure',
          message:
            'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        });
      }
    },
    intent: (intentId) => intents.get(intentId),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function emit(type: string, intent: IntentObject) {
    const event = {
      id: randomId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: { object: structuredClone(intent) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
    fake.events.push(event);
    if (fake.webhookUrl) {
      const delivery = fake.deliver(event).catch(() => undefined);
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
    }
  }

  function paymentMethodFor(reference: string, customer: string | null): PaymentMethodObject {
    const stored = methods.get(reference);
    if (stored) return stored;
    const test = TEST_PAYMENT_METHODS[reference];
    if (!test) throw invalidRequest(`No such PaymentMethod: '${reference}'`, 'payment_method');
    // Like Stripe: a test token becomes a new payment method with that card.
    const method: PaymentMethodObject = {
      id: randomId('pm'),
      object: 'payment_method',
      type: 'card',
      created: nowSeconds(),
      customer,
      livemode: false,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: test.brand,
        last4: test.last4,
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        funding: 'credit',
        country: 'US',
      },
      fake_test_method: reference,
    };
    methods.set(method.id, method);
    return method;
  }

  const behaviourOf = (method: PaymentMethodObject): Behaviour =>
    (TEST_PAYMENT_METHODS[String(method.fake_test_method)] as TestMethod).behaviour;

  /** The payment method as Stripe shows it (without the fake's bookkeeping). */
  function publicMethod(method: PaymentMethodObject): Json {
    const { fake_test_method: _, ...shown } = method;
    return shown;
  }

  function keepOnCustomer(intent: IntentObject, method: PaymentMethodObject) {
    if (intent.setup_future_usage && intent.customer) {
      method.customer = intent.customer;
      method.fake_set_up = true;
    }
  }

  function succeedIntent(intent: IntentObject, method: PaymentMethodObject) {
    keepOnCustomer(intent, method);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      last_payment_error: null,
      next_action: null,
      latest_charge: randomId('ch'),
    });
    emit('payment_intent.succeeded', intent);
  }

  function failIntent(
    intent: IntentObject,
    method: PaymentMethodObject,
    error: { code: string; declineCode?: string; message: string },
  ): Json {
    const lastError: Json = {
      type: 'card_error',
      code: error.code,
      ...(error.declineCode ? { decline_code: error.declineCode } : {}),
      message: error.message,
      doc_url: `https://stripe.com/docs/error-codes/${error.code.replace(/_/g, '-')}`,
      payment_method: publicMethod(method),
    };
    Object.assign(intent, {
      status: 'requires_payment_method',
      payment_method: null,
      next_action: null,
      last_payment_error: lastError,
    });
    emit('payment_intent.payment_failed', intent);
    return lastError;
  }

  /** Confirms an intent with a payment method, on-session (the browser) or off-session (a renewal). */
  async function confirm(intentId: string, params: Json, offSession: boolean): Promise<Json> {
    const intent = intents.get(intentId);
    if (!intent) throw invalidRequest(`No such payment_intent: '${intentId}'`, 'intent', 404);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw new FakeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent's status is ${intent.status}, so it cannot be confirmed.`,
        payment_intent: structuredClone(intent),
      });
    }
    const reference =
      typeof params.payment_method === 'string' ? params.payment_method : intent.payment_method;
    if (!reference) {
      throw invalidRequest(
        "You cannot confirm this PaymentIntent because it's missing a payment method.",
        'payment_method',
      );
    }
    const method = paymentMethodFor(reference, intent.customer);
    if (offSession && method.customer !== intent.customer) {
      throw invalidRequest(
        `The provided PaymentMethod ${method.id} was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.`,
        'payment_method',
      );
    }
    intent.payment_method = method.id;
    const behaviour = behaviourOf(method);
    const needsAuthentication =
      behaviour.kind === 'authenticate_always' ||
      (behaviour.kind === 'authenticate_on_setup' && !method.fake_set_up);
    if (behaviour.kind === 'decline') {
      const error = failIntent(intent, method, behaviour);
      throw new FakeError(402, { ...error, payment_intent: structuredClone(intent) });
    }
    if (behaviour.kind === 'decline_off_session' && offSession) {
      const error = failIntent(intent, method, {
        code: 'card_declined',
        declineCode: 'generic_decline',
        message: DECLINED,
      });
      throw new FakeError(402, { ...error, payment_intent: structuredClone(intent) });
    }
    if (needsAuthentication && offSession) {
      const error = failIntent(intent, method, {
        code: 'authentication_required',
        declineCode: 'authentication_required',
        message: AUTHENTICATION_REQUIRED_MESSAGE,
      });
      throw new FakeError(402, { ...error, payment_intent: structuredClone(intent) });
    }
    if (needsAuthentication) {
      Object.assign(intent, {
        status: 'requires_action',
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
      });
      emit('payment_intent.requires_action', intent);
      return intent;
    }
    succeedIntent(intent, method);
    return intent;
  }

  /** An intent with `payment_method` expanded when the request asks for it. */
  function expanded(intent: IntentObject, params: Json): Json {
    const expand = Array.isArray(params.expand) ? params.expand : [];
    const copy: Json = structuredClone(intent);
    if (expand.includes('payment_method') && intent.payment_method) {
      const method = methods.get(intent.payment_method);
      copy.payment_method = method ? publicMethod(method) : intent.payment_method;
    }
    return copy;
  }

  function createCustomer(params: Json): Json {
    const customer = {
      id: randomId('cus'),
      object: 'customer',
      created: nowSeconds(),
      email: typeof params.email === 'string' ? params.email : null,
      livemode: false,
      metadata: (params.metadata as Json | undefined) ?? {},
    };
    customers.set(customer.id, customer);
    return customer;
  }

  async function createIntent(params: Json): Promise<Json> {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount)) throw invalidRequest('Missing required param: amount.', 'amount');
    if (amount < 50) {
      throw new FakeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        param: 'amount',
        message: 'Amount must be at least $0.50 usd',
      });
    }
    if (typeof params.currency !== 'string')
      throw invalidRequest('Missing required param: currency.', 'currency');
    const customer = typeof params.customer === 'string' ? params.customer : null;
    if (customer && !customers.has(customer))
      throw invalidRequest(`No such customer: '${customer}'`, 'customer');
    const offSession = truthy(params.off_session);
    if (offSession && !truthy(params.confirm)) {
      throw invalidRequest('off_session can only be used with confirm=true.', 'off_session');
    }
    const id = randomId('pi');
    const automatic = params.automatic_payment_methods as Json | undefined;
    const intent: IntentObject = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      automatic_payment_methods: automatic
        ? { enabled: truthy(automatic.enabled), allow_redirects: 'always' }
        : null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: nowSeconds(),
      currency: params.currency.toLowerCase(),
      customer,
      description: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: (params.metadata as Json | undefined) ?? {},
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      setup_future_usage: typeof params.setup_future_usage === 'string' ? params.setup_future_usage : null,
      status: 'requires_payment_method',
    };
    intents.set(id, intent);
    if (typeof params.payment_method === 'string')
      intent.payment_method = paymentMethodFor(params.payment_method, customer).id;
    if (truthy(params.confirm)) await confirm(id, params, offSession);
    return expanded(intent, params);
  }

  async function route(method: string, path: string, params: Json): Promise<Json> {
    const segments = path.split('/').filter(Boolean);
    if (segments[0] !== 'v1')
      throw invalidRequest(`Unrecognized request URL (${method}: ${path}).`, undefined, 404);
    const [, resource, id, action] = segments;
    if (resource === 'customers' && method === 'POST' && !id) return createCustomer(params);
    if (resource === 'customers' && method === 'GET' && id) {
      const customer = customers.get(id);
      if (!customer) throw invalidRequest(`No such customer: '${id}'`, 'id', 404);
      return customer;
    }
    if (resource === 'payment_intents' && method === 'POST' && !id) return createIntent(params);
    if (resource === 'payment_intents' && id) {
      const intent = intents.get(id);
      if (!intent) throw invalidRequest(`No such payment_intent: '${id}'`, 'intent', 404);
      if (method === 'GET' && !action) return expanded(intent, params);
      if (method === 'POST' && action === 'confirm') {
        await confirm(id, params, truthy(params.off_session));
        return expanded(intent, params);
      }
    }
    if (resource === 'payment_methods' && method === 'GET' && id) {
      const stored = methods.get(id);
      if (!stored) throw invalidRequest(`No such PaymentMethod: '${id}'`, 'id', 404);
      return publicMethod(stored);
    }
    throw invalidRequest(`Unrecognized request URL (${method}: ${path}).`, undefined, 404);
  }

  async function handle(
    request: http.IncomingMessage,
  ): Promise<{ status: number; body: Json; replayed: boolean }> {
    const url = new URL(request.url ?? '/', 'http://stripe.fake');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const params = request.method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(text);
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    const entry: FakeRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      idempotencyKey,
      params,
      replayed: false,
    };
    fake.requests.push(entry);

    const auth = request.headers.authorization ?? '';
    if (auth !== `Bearer ${secretKey}`) {
      const shown = auth.replace(/^Bearer /, '');
      return {
        status: 401,
        body: {
          error: {
            type: 'invalid_request_error',
            message: `Invalid API Key provided: ${shown.slice(0, 8)}${'*'.repeat(Math.max(0, shown.length - 12))}${shown.slice(-4)}`,
          },
        },
        replayed: false,
      };
    }
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${url.pathname} ${text}`)
      .digest('hex');
    if (idempotencyKey && request.method === 'POST') {
      const previous = idempotent.get(idempotencyKey);
      if (previous && previous.fingerprint !== fingerprint) {
        return {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          },
          replayed: false,
        };
      }
      if (previous) {
        entry.replayed = true;
        return { status: previous.status, body: previous.body, replayed: true };
      }
    }
    let answer: { status: number; body: Json };
    try {
      answer = { status: 200, body: await route(entry.method, url.pathname, params) };
    } catch (error) {
      if (!(error instanceof FakeError)) throw error;
      answer = { status: error.status, body: { error: error.body } };
    }
    // Stripe keeps the answer of a key, errors included, except answers it never processed (401/429/5xx).
    if (idempotencyKey && request.method === 'POST')
      idempotent.set(idempotencyKey, { fingerprint, ...answer });
    return { ...answer, replayed: false };
  }

  const server = http.createServer((request, response) => {
    handle(request)
      .then(({ status, body, replayed }) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': randomId('req'),
          'stripe-version': Stripe.API_VERSION,
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        });
        response.end(JSON.stringify(body));
      })
      .catch((error: Error) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: error.message } }));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
