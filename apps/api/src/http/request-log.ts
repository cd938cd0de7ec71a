import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config.js';

/**
 * The logger: pino's JSON lines for log collectors, or (LOG_FORMAT=pretty, what `npm start`
 * asks for) one readable line an event, with the time and level, without pid and host.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>,
): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  if (config.LOG_FORMAT === 'json') return { level: config.LOG_LEVEL };
  return {
    level: config.LOG_LEVEL,
    stream: pretty({
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId',
      sync: true,
    }),
  };
}

/**
 * Fastify's own request lines, one a request at debug instead of two at info: a busy shop's
 * terminal at `info` shows its start, warnings and errors. A request that failed stays an error.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'richiesta non riuscita');
    else reply.log.debug(line, 'richiesta');
  }
}
