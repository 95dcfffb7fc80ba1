import type { FastifyBaseLogger } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import pretty from 'pino-pretty';
import type { RelayConfig } from '../config/config';

/**
 * The relay's logger: a JSON line per event, for log collectors, except in development, where
 * pino-pretty turns each into one readable line (in-process, so nothing is lost at exit). Tests
 * keep quiet with LOG_LEVEL=silent, or give a destination to read the lines back.
 */
export function createLogger(
  config: Pick<RelayConfig, 'LOG_LEVEL' | 'NODE_ENV'>,
  destination?: DestinationStream,
): FastifyBaseLogger {
  const options = { level: config.LOG_LEVEL };
  if (destination) return pino(options, destination);
  if (config.NODE_ENV === 'development')
    return pino(
      options,
      pretty({
        translateTime: 'SYS:HH:MM:ss.l',
        // The request line says it all in its message; its fields are for JSON readers.
        ignore: 'pid,hostname,reqId,req,res,responseTime',
      }),
    );
  return pino(options);
}
