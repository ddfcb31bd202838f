import { Logger } from '@aws-lambda-powertools/logger';

import { isAppError } from './app-error.ts';

/** The one structured logger of every Lambda; the service name can be overridden with POWERTOOLS_SERVICE_NAME. */
export const logger = new Logger({ serviceName: 'ripple' });

type Level = 'debug' | 'info' | 'warn' | 'error';
type LogMethod = (message: string, ...extra: unknown[]) => void;

const at =
  (level: Level): LogMethod =>
  (message, ...extra) =>
    (logger[level] as LogMethod).call(logger, message, ...extra);

/**
 * The logger the GraphQL resolver uses. Powertools logs every error a resolver throws at ERROR level; an
 * `AppError` is an expected answer (bad input, a forbidden caller), so it is logged at INFO and alarms on ERROR
 * keep meaning "something broke".
 */
export const resolverLogger = {
  debug: at('debug'),
  info: at('info'),
  warn: at('warn'),
  error: (message: string, ...extra: unknown[]) =>
    at(extra.some(isAppError) ? 'info' : 'error')(message, ...extra),
};
