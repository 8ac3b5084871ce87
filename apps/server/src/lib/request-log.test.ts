import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { capturedLog } from '../../test/helpers/captured-log';
import { lazyChildLoggerFactory } from './lazy-logger';
import { OneLineRequestLog } from './request-log';

function appLogging(level: string) {
  const { lines, stream } = capturedLog();
  const app = Fastify({
    logger: { level, stream },
    childLoggerFactory: lazyChildLoggerFactory,
    logController: new OneLineRequestLog(),
  });
  app.get('/ok', async () => 'ok');
  return { app, lines };
}

describe('one-line request log', () => {
  it('writes one line per request with the request and the answer', async () => {
    const { app, lines } = appLogging('info');
    await app.inject('/ok?x=1');
    await app.inject('/missing');
    // Fastify's own "Route GET:/missing not found" line stays; no "incoming request" line.
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed).toHaveLength(2);
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
    expect(completed[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url: '/ok?x=1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(completed[1]).toMatchObject({ req: { url: '/missing' }, res: { statusCode: 404 } });
    expect(completed[0]!.reqId).not.toBe(completed[1]!.reqId);
    await app.close();
  });

  it('writes nothing for answered requests when info lines are off', async () => {
    const { app, lines } = appLogging('warn');
    await app.inject('/ok');
    expect(lines).toEqual([]);
    await app.close();
  });
});
