import pino, { type Logger } from 'pino';
import { currentCorrelation } from '../runtime/correlation.ts';
import { logOutput } from './log-output.ts';
import { terminalLines } from './terminal-lines.ts';

/** Loggers that write to a person's terminal rather than to a log collector. */
const onTerminal = new WeakSet<Logger>();

/**
 * JSON logs on stdout; credentials are redacted wherever they appear in a logged request. Every
 * line written inside a request, a job or a reactor's handling of an event names its correlation id.
 * On a terminal (`npm start` in a shell) the same records are written as short plain lines: a
 * person reads them there, and a log collector never sees a terminal.
 */
export function createLogger(level: string, name = 'launchdir', options: { terminal?: boolean } = {}): Logger {
  const terminal = options.terminal ?? process.stdout.isTTY === true;
  const logger = pino(
    {
      name,
      level,
      mixin() {
        const id = currentCorrelation();
        return id === undefined ? {} : { correlation_id: id };
      },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', '*.password', '*.token', '*.secret'],
        censor: '[redacted]',
      },
    },
    terminal ? terminalLines(process.stdout) : logOutput(),
  );
  if (terminal) onTerminal.add(logger);
  return logger;
}

/** Whether this logger writes to a person's terminal. */
export const isTerminal = (logger: Logger): boolean => onTerminal.has(logger);

/**
 * For what logs a line per routine step (a projection taking its lease, each job handled): on a
 * terminal at `info` those lines would bury what a person needs (where it serves, what went wrong),
 * so there they are kept for `debug`; a log collector gets them all.
 */
export function routineLogger(logger: Logger): Logger {
  return isTerminal(logger) && logger.level === 'info' ? logger.child({}, { level: 'warn' }) : logger;
}

export type { Logger };
