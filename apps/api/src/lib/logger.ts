/**
 * The logging a service or job may do: pino's (and so Fastify's) logger fits it, and modules need
 * not import Fastify for a type (docs/architecture.md "Layers").
 */
export interface Logger {
  /** Routine work (a recurring job done): shown with LOG_LEVEL=debug only. */
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
