import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import { traceIdMixin } from './trace-id';

type LogFormat = 'pretty' | 'json' | undefined;

/** Pretty when asked (LOG_FORMAT=pretty), JSON when asked, otherwise pretty only on a terminal. */
export function isPretty(format: LogFormat, isTty = process.stdout.isTTY === true): boolean {
  return format ? format === 'pretty' : isTty;
}

interface RequestLine {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/**
 * pino-pretty set up for people: a request is one line (`GET /api/x 200 3.1 ms`), other lines keep
 * their message and fields. It prints the same fields as the JSON lines, which carry no secrets
 * (request-log.ts logs no headers or bodies), so nothing needs hiding here that JSON shows.
 */
export function prettyStream(destination?: NodeJS.WritableStream, colorize?: boolean) {
  return pretty({
    sync: true,
    ...(destination ? { destination } : {}),
    ...(colorize === undefined ? {} : { colorize }),
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,req,res,responseTime',
    messageFormat: (log, messageKey) => {
      const { req, res, responseTime } = log as RequestLine;
      if (!req) return String(log[messageKey] ?? '');
      const time = typeof responseTime === 'number' ? ` ${responseTime.toFixed(1)} ms` : '';
      return `${req.method} ${req.url} ${res?.statusCode ?? ''}${time}`;
    },
  });
}

/** Fastify's logger for LOG_LEVEL and LOG_FORMAT; with tracing on, every line of a request carries its trace id. */
export function loggerOptions(
  level: string,
  format: LogFormat,
  tracing = false,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(isPretty(format) ? { stream: prettyStream() } : {}),
    ...(tracing ? { mixin: traceIdMixin } : {}),
  };
}
