import os from 'node:os';
import net from 'node:net';
import { z } from 'zod';

/**
 * The only reader of process.env. Every variable is checked at start; a wrong value stops the
 * start with a message naming the variable, so a misconfigured instance never half-works.
 */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/**
 * Which proxies in front of the shop are believed about the client (X-Forwarded-For) and the
 * shop's own origin (X-Forwarded-Host, -Proto). Off by default: those headers are the client's
 * to choose. A hop count (`1`: one proxy in front) or a comma list of proxy addresses or CIDRs.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (['off', 'false', 'no', '0'].includes(v.toLowerCase())) return false;
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops <= 100) return hops;
    }
    const list = v.split(',').map((s) => s.trim());
    if (list.every(isAddressOrCidr)) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'deve essere off, un numero di proxy (es. 1) o un elenco di indirizzi/CIDR separati da virgole',
    });
    return z.NEVER;
  });

function isAddressOrCidr(value: string): boolean {
  const [address = '', bits, extra] = value.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** The test provider's published default secret: anyone can sign its feedback links with it. */
const DEFAULT_PAYMENT_TEST_SECRET = 'spesa-test-provider-secret';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * Processes serving the shop on one port (decision 0073): 1, a number, or `auto` (one per CPU).
   * They share nothing but the database, as copies behind a load balancer would.
   */
  WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
    .default(1)
    .transform((v) => (v === 'auto' ? os.availableParallelism() : v)),
  DATABASE_URL: z
    .string()
    .refine(
      (v) =>
        v.startsWith('postgres://') ||
        v.startsWith('postgresql://') ||
        v.startsWith('sqlite:') ||
        v === ':memory:',
      {
        message: 'deve essere postgres://..., sqlite:percorso/del/file oppure :memory:',
      },
    )
    .default('sqlite:data/spesa.sqlite'),
  /**
   * PostgreSQL only: connections each serving process keeps for requests. With several processes
   * and machines, their sum (plus the jobs' own) must stay under the server's max_connections.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * PostgreSQL only: statements prepared once per connection (decision 0119). Set to false behind a
   * pooler in transaction mode that cannot keep prepared statements (PgBouncer before 1.21).
   */
  DATABASE_PREPARED_STATEMENTS: booleanFlag.default(true),
  /**
   * The demo catalogue, offers and accounts (whose passwords the README publishes). Unset: only
   * for a shop that listens on a loopback address (demoDataState in db/demo.ts).
   */
  DEMO_DATA: booleanFlag.optional(),
  /** Files attached to dynamic forms: under the data directory, never under the web root. */
  UPLOAD_DIR: z.string().min(1).default('data/uploads'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `json` (one object a line, for log collectors) or `pretty` (one readable line; npm start's). */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  WEB_DIST: z.string().optional(),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
  TRUST_PROXY: trustProxy.optional().transform((v) => v ?? false),
  /** smtp://user:pass@host:587 or smtps://...; unset: mails go to the development outbox table. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'deve essere smtp://... oppure smtps://...' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Spesa <noreply@spesa.example>'),
  // Session lifetimes (decision 0006): idle and absolute limits, longer with "remember me".
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  SESSION_REMEMBER_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_REMEMBER_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(90),
  // Login through identity providers (decision 0014): each is offered only when configured.
  // The endpoint variables default to the providers' public ones.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZE_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_AUTHORIZE_URL: z.string().url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.string().url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v19.0'),
  /** The identity provider's single sign-on URL (HTTP-Redirect binding). */
  SAML_ENTRY_POINT: z.string().url().optional(),
  /** The identity provider's signing certificate: PEM text, or a path to a PEM file. */
  SAML_IDP_CERT: z.string().min(1).optional(),
  /** Our entity id; default: PUBLIC_ORIGIN + /ebsn/api/saml/metadata. */
  SAML_ISSUER: z.string().min(1).optional(),
  /** The identity provider's logout URL, used by saml/do-logout when set. */
  SAML_LOGOUT_URL: z.string().url().optional(),
  // Anti-bot token on login (decision 0015): off until a secret is set.
  ANTIBOT_SITE_KEY: z.string().min(1).optional(),
  ANTIBOT_SECRET: z.string().min(1).optional(),
  ANTIBOT_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  ANTIBOT_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  // The anonymous cart (decision 0031): visitors get a cart, merged into the account's at login.
  ANONYMOUS_CART: booleanFlag.default(false),
  // Whether customer service may act for a customer who never answered "Consenti all'assistenza
  // clienti di operare sul mio account" (decision 0122): on only where the shop's terms say so.
  STAFF_ASSISTANCE_DEFAULT: booleanFlag.default(false),
  // Background jobs (modules/jobs, decision 0108): how often an instance looks for due work; 0
  // turns it off. On PostgreSQL a new job starts at once (graphile-worker listens for it): the
  // poll finds retries and jobs due later.
  JOBS_POLL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // Checkout and payments (README "Checkout and payments").
  /** An online order not paid within this many minutes is cancelled and its slot given back. */
  PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(10080).default(30),
  /** The sweeper finishes or undoes payment attempts left without an outcome for this long. */
  CHECKOUT_SWEEP_AFTER_SECONDS: z.coerce.number().int().min(0).max(86400).default(120),
  /**
   * Signs the built-in test provider's feedback links. The default is public: a production start
   * on an address others can reach refuses it (unsafeInProduction below).
   */
  PAYMENT_TEST_SECRET: z.string().min(16).default(DEFAULT_PAYMENT_TEST_SECRET),
  /**
   * How long the test provider's card holds last, in days (decision 0113): Stripe's 6, so a slot
   * further away saves the card and is authorised at its cut-off even without Stripe keys.
   */
  PAYMENT_TEST_HOLD_DAYS: z.coerce.number().int().min(1).max(60).default(6),
  /** How long a Stripe card hold is trusted to last, in days (decision 0113): 7 at Stripe, less a margin. */
  STRIPE_HOLD_DAYS: z.coerce.number().int().min(1).max(60).default(6),
  // Card payments on Stripe (decision 0109): with a secret key, type 12 is paid on Stripe's page.
  /** Stripe's secret (or restricted) key, sk_test_... in test mode, sk_live_... for real money. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, {
      message: 'deve essere una chiave segreta di Stripe (sk_test_…, sk_live_…)',
    })
    .optional(),
  /** The signing secret of the shop's webhook endpoint at Stripe (whsec_...): required in production. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, { message: 'deve essere il segreto di firma del webhook di Stripe (whsec_…)' })
    .optional(),
  /** Stripe's API address; another one only for a test stand-in (scheme, host and port, no path). */
  STRIPE_API_URL: z
    .string()
    .url()
    .refine((v) => /^https?:$/.test(new URL(v).protocol) && ['', '/'].includes(new URL(v).pathname), {
      message: 'deve essere http(s)://host[:porta], senza percorso',
    })
    .default('https://api.stripe.com'),
  // PayPal (decision 0112): with a client id and secret, type 13 is paid on PayPal's page.
  /** The REST app's client id (PayPal Developer Dashboard, Apps & Credentials). */
  PAYPAL_CLIENT_ID: z
    .string()
    .regex(/^\S{8,200}$/, { message: "deve essere il client id dell'app REST di PayPal" })
    .optional(),
  /** The REST app's secret. */
  PAYPAL_CLIENT_SECRET: z
    .string()
    .regex(/^\S{8,200}$/, { message: "deve essere il secret dell'app REST di PayPal" })
    .optional(),
  /** The id PayPal gave the shop's webhook (its verify API needs it): required in production. */
  PAYPAL_WEBHOOK_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, { message: "deve essere l'id del webhook registrato su PayPal" })
    .optional(),
  /** PayPal's API: live by default, https://api-m.sandbox.paypal.com for the sandbox, or a test stand-in. */
  PAYPAL_API_URL: z
    .string()
    .url()
    .refine((v) => /^https?:$/.test(new URL(v).protocol) && ['', '/'].includes(new URL(v).pathname), {
      message: 'deve essere http(s)://host[:porta], senza percorso',
    })
    .default('https://api-m.paypal.com'),
  /** Crash tests only (honoured with NODE_ENV=test): the checkout kills its process at this boundary. */
  CHECKOUT_TEST_CRASH_AT: z.enum(['after-phase-1', 'after-phase-2', 'after-phase-3']).optional(),
});

export type Config = z.infer<typeof envSchema>;

/** Whether the shop listens only on this machine (a loopback address or `localhost`). */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h === '::1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice('::ffff:'.length) : h;
  return net.isIPv4(v4) && v4.startsWith('127.');
}

/**
 * Settings that are fine on a developer's machine and dangerous on a shop others can reach: a
 * production start on a non-loopback address refuses them (`npm start` on 127.0.0.1 still works).
 */
function unsafeInProduction(config: Config): string[] {
  if (config.NODE_ENV !== 'production' || isLoopbackHost(config.HOST)) return [];
  if (config.PAYMENT_TEST_SECRET !== DEFAULT_PAYMENT_TEST_SECRET) return [];
  return [
    `  PAYMENT_TEST_SECRET: il valore predefinito è pubblico; impostane uno segreto (almeno 16 caratteri) prima di aprire il negozio su ${config.HOST}`,
  ];
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as shells and .env files often leave them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configurazione non valida:\n${lines.join('\n')}`);
  }
  const missing = [
    ...missingPartners(parsed.data),
    ...unsafeInProduction(parsed.data),
    ...stripeIncomplete(parsed.data),
    ...paypalIncomplete(parsed.data),
  ];
  if (missing.length > 0) throw new ConfigError(`Configurazione non valida:\n${missing.join('\n')}`);
  return parsed.data;
}

/** Variables that only work in pairs: one without the other would half-enable a feature. */
const PAIRS: Array<[keyof Config, keyof Config]> = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'],
  ['SAML_ENTRY_POINT', 'SAML_IDP_CERT'],
  ['ANTIBOT_SECRET', 'ANTIBOT_SITE_KEY'],
];

function missingPartners(config: Config): string[] {
  return PAIRS.flatMap(([a, b]) => {
    if (config[a] !== undefined && config[b] === undefined)
      return [`  ${b}: richiesta quando è impostata ${a}`];
    if (config[b] !== undefined && config[a] === undefined)
      return [`  ${a}: richiesta quando è impostata ${b}`];
    return [];
  });
}

/**
 * Stripe half-configured (decision 0109): a webhook secret without a key enables nothing, and a
 * production shop taking cards on Stripe without the webhook would learn of payments only when the
 * shopper comes back or the sweeper asks, so it refuses to start.
 */
function stripeIncomplete(config: Config): string[] {
  if (config.STRIPE_WEBHOOK_SECRET !== undefined && config.STRIPE_SECRET_KEY === undefined)
    return ['  STRIPE_SECRET_KEY: richiesta quando è impostata STRIPE_WEBHOOK_SECRET'];
  const noWebhook = config.STRIPE_SECRET_KEY !== undefined && config.STRIPE_WEBHOOK_SECRET === undefined;
  if (noWebhook && config.NODE_ENV === 'production')
    return [
      '  STRIPE_WEBHOOK_SECRET: richiesta in produzione quando è impostata STRIPE_SECRET_KEY: è il segreto di ' +
        'firma (whsec_…) del webhook <PUBLIC_ORIGIN>/payment/stripe/webhook registrato su Stripe ' +
        '(docs/operating.md, "Card payments on Stripe")',
    ];
  return [];
}

/**
 * PayPal half-configured (decision 0112): an id without its secret (or the other way round), or a
 * webhook id without the app, enables nothing; a production shop taking PayPal without the webhook
 * would learn of approvals only when the shopper comes back or the sweeper asks, so it refuses to
 * start.
 */
function paypalIncomplete(config: Config): string[] {
  const id = config.PAYPAL_CLIENT_ID !== undefined;
  const secret = config.PAYPAL_CLIENT_SECRET !== undefined;
  if (id && !secret) return ['  PAYPAL_CLIENT_SECRET: richiesta quando è impostata PAYPAL_CLIENT_ID'];
  if (secret && !id) return ['  PAYPAL_CLIENT_ID: richiesta quando è impostata PAYPAL_CLIENT_SECRET'];
  if (config.PAYPAL_WEBHOOK_ID !== undefined && !id)
    return ['  PAYPAL_CLIENT_ID: richiesta (con PAYPAL_CLIENT_SECRET) quando è impostata PAYPAL_WEBHOOK_ID'];
  if (id && config.PAYPAL_WEBHOOK_ID === undefined && config.NODE_ENV === 'production')
    return [
      "  PAYPAL_WEBHOOK_ID: richiesta in produzione quando è impostata PAYPAL_CLIENT_ID: è l'id del webhook " +
        '<PUBLIC_ORIGIN>/payment/paypal/webhook registrato su PayPal (docs/operating.md, "PayPal")',
    ];
  return [];
}
