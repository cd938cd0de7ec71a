import { z } from 'zod';

/**
 * The only reader of process.env. Every variable is checked at start; a wrong value stops the
 * start with a message naming the variable, so a misconfigured instance never half-works.
 */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .refine((v) => v.startsWith('postgres://') || v.startsWith('postgresql://') || v.startsWith('sqlite:') || v === ':memory:', {
      message: 'deve essere postgres://..., sqlite:percorso/del/file oppure :memory:',
    })
    .default('sqlite:data/spesa.sqlite'),
  DEMO_DATA: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  WEB_DIST: z.string().optional(),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
  /** smtp://user:pass@host:587 or smtps://...; unset: mails go to the development outbox table. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, { message: 'deve essere smtp://... oppure smtps://...' }).optional(),
  MAIL_FROM: z.string().min(3).default('Spesa <noreply@spesa.example>'),
  // Session lifetimes (decision 0006): idle and absolute limits, longer with "remember me".
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  SESSION_REMEMBER_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_REMEMBER_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(90),
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as shells and .env files often leave them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configurazione non valida:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
