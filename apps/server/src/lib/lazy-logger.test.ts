import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { capturedLog } from '../../test/helpers/captured-log';
import { lazyChildLoggerFactory } from './lazy-logger';

function appLogging(level: string) {
  const { lines, stream } = capturedLog();
  const app = Fastify({
    logger: { level, stream },
    childLoggerFactory: lazyChildLoggerFactory,
    disableRequestLogging: true,
  });
  app.get('/quiet', async () => 'ok');
  app.get('/loud', async (request) => {
    request.log.info('info line');
    request.log.error({ detail: 1 }, 'error line');
    return 'ok';
  });
  return { app, lines };
}

describe('lazy per-request logger', () => {
  it('writes enabled lines with the request id and drops disabled ones', async () => {
    const { app, lines } = appLogging('warn');
    await app.inject('/loud');
    expect(lines.map((l) => l.msg)).toEqual(['error line']);
    expect(lines[0]).toMatchObject({ level: 50, detail: 1, reqId: expect.any(String) });
    await app.close();
  });

  it('logs at the parent level and reports it', async () => {
    const { app, lines } = appLogging('info');
    app.get('/level', async (request) => request.log.level);
    expect((await app.inject('/level')).body).toBe('info');
    await app.inject('/loud');
    expect(lines.map((l) => l.msg)).toEqual(['info line', 'error line']);
    await app.close();
  });
});
