import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import {
  ApiError,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  type LinkDescription,
  type Money,
  type OAuthToken,
  type Order,
} from '@paypal/paypal-server-sdk';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { PaypalAttempt } from './paypal-attempts.repository.js';
import type { SignedLinks } from './signed-links.js';

// What the parts of the PayPal provider share (decision 0112): the SDK's controllers and its OAuth
// token, the shop's handles and settings, the signed links, and PayPal's money and error shapes.

/** PayPal's live API (the default of PAYPAL_API_URL) and its sandbox. */
export const PAYPAL_LIVE_API = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';

/** Our provider references: PayPal's order id behind a prefix, stable across a reauthorisation. */
export const REF_PREFIX = 'paypal:';

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  /** The webhook's id at PayPal (its verify API needs it); without it no webhook is believed. */
  webhookId?: string;
  /** PAYPAL_LIVE_API, PAYPAL_SANDBOX_API, or a stand-in's address (scheme, host, port). */
  apiUrl: string;
  /** The shop's origin, for the absolute addresses PayPal's page sends the shopper back to. */
  origin: string;
  /** Path of the checkout's return (feedback) call, e.g. /ebsn/api/payment/feedback. */
  feedbackPath: string;
  timeoutMs?: number;
}

/** The PayPal provider's shared state: its parts (orders, authorisations, webhooks) take it first. */
export class PaypalContext {
  readonly orders: OrdersController;
  readonly payments: PaymentsController;
  private readonly client: Client;
  private token: OAuthToken | undefined;

  constructor(
    readonly db: Db,
    readonly clock: Clock,
    readonly settings: PaypalSettings,
    readonly links: SignedLinks,
  ) {
    const api = new URL(settings.apiUrl);
    const timeout = settings.timeoutMs ?? 20_000;
    this.client = new Client({
      environment: api.origin === PAYPAL_LIVE_API ? Environment.Production : Environment.Sandbox,
      timeout,
      clientCredentialsAuthCredentials: {
        oAuthClientId: settings.clientId,
        oAuthClientSecret: settings.clientSecret,
        oAuthOnTokenUpdate: (token) => {
          this.token = token;
        },
      },
      httpClientOptions: {
        timeout,
        // Lost answers are retried by the shop with the same PayPal-Request-Id, not by the SDK.
        retryConfig: { maxNumberOfRetries: 0 },
        ...(api.origin === PAYPAL_LIVE_API || api.origin === PAYPAL_SANDBOX_API
          ? {}
          : { httpsAgent: connectingTo(api) }),
      },
    });
    this.orders = new OrdersController(this.client);
    this.payments = new PaymentsController(this.client);
  }

  now(): string {
    return this.clock.now().toISOString();
  }

  /** The SDK's OAuth token (fetched or renewed by the SDK's own manager when missing or expired). */
  async accessToken(): Promise<string> {
    this.token = await this.client.clientCredentialsAuthManager.updateToken(this.token);
    return this.token.accessToken;
  }
}

/** The PayPal-Request-Id of one operation of one attempt: our reference, its nonce, the operation. */
export function keyOf(row: PaypalAttempt, operation: string): string {
  return `spesa:${row.reference}:${row.idem_nonce}:${operation}`;
}

export function providerRefOf(row: PaypalAttempt): string {
  return REF_PREFIX + row.order_id!;
}

export function money(cents: number): Money {
  return { currencyCode: 'EUR', value: (cents / 100).toFixed(2) };
}

export function cents(m: Money | undefined): number {
  if (!m || m.currencyCode !== 'EUR') throw new Error(`PayPal amount not in euro: ${JSON.stringify(m)}`);
  return Math.round(Number(m.value) * 100);
}

/** The page the shopper approves the order on: `payer-action` (payment_source.paypal) or `approve`. */
export function approveLink(order: Order): string | undefined {
  const links: LinkDescription[] = order.links ?? [];
  return (links.find((l) => l.rel === 'payer-action') ?? links.find((l) => l.rel === 'approve'))?.href;
}

/** PayPal's error name for a refused call (`details[0].issue`, e.g. INSTRUMENT_DECLINED). */
export function issueOf(e: unknown): string | undefined {
  if (!(e instanceof ApiError)) return undefined;
  try {
    const body = (typeof e.body === 'string' ? JSON.parse(e.body) : e.result) as {
      details?: Array<{ issue?: string }>;
    };
    return body?.details?.[0]?.issue;
  } catch {
    return undefined;
  }
}

/** PayPal's refusal of a call (422 UNPROCESSABLE_ENTITY) by its issue; undefined for any other failure. */
export function refusalOf(e: unknown): string | undefined {
  return e instanceof ApiError && e.statusCode === 422 ? (issueOf(e) ?? 'UNPROCESSABLE_ENTITY') : undefined;
}

/**
 * The SDK knows only PayPal's two addresses (Environment.Production, Environment.Sandbox; no custom
 * base URL in this version). Any other PAYPAL_API_URL (a stand-in) is reached through the SDK's
 * own `httpClientOptions.httpsAgent`: an agent that opens every connection to that host and port,
 * over plain TCP for http:// (a local stand-in) or TLS for https://.
 */
function connectingTo(api: URL): http.Agent {
  const plain = api.protocol === 'http:';
  const port = Number(api.port || (plain ? 80 : 443));
  const host = api.hostname.replace(/^\[|\]$/g, '');
  if (plain) {
    const agent = new http.Agent({ keepAlive: true });
    // The SDK asks for https://api-m.sandbox.paypal.com: this agent answers for https requests.
    (agent as unknown as { protocol: string }).protocol = 'https:';
    agent.createConnection = () => net.createConnection({ host, port });
    return agent;
  }
  const agent = new https.Agent({ keepAlive: true });
  agent.createConnection = () => tls.connect({ host, port, servername: net.isIP(host) ? undefined : host });
  return agent;
}
