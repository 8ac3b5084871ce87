import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { startServerProcess } from '../crash/server-process';
import { capturedLog } from '../helpers/captured-log';
import { fixtureCatalog } from '../helpers/fixture-catalog';
import { TEST_DB } from '../helpers/test-server';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-trace-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe(`a server error (${TEST_DB} project, SQLite server)`, () => {
  it("answers an id that the request's log lines carry", async () => {
    const dataDir = tempDir();
    const log = capturedLog();
    const app = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test' }), dataDir, shopDist: path.join(dataDir, 'none'), seedDemo: false },
      logger: { level: 'info', stream: log.stream },
      demoCatalog: () => fixtureCatalog,
      extraRoutes: (scope) => {
        scope.get('/api/test/broken', async () => {
          throw new Error('the disk is on fire');
        });
      },
    });
    try {
      const answer = await app.inject('/api/test/broken');
      expect(answer.statusCode).toBe(500);
      const body = answer.json();
      // Nothing of the error itself, only the id to quote to support.
      expect(answer.body).not.toContain('fire');
      const id: unknown = body.data.trace_id;
      expect(typeof id).toBe('string');
      const own = log.lines.filter((line) => line.reqId === id);
      expect(own.map((line) => line.msg)).toEqual(expect.arrayContaining(['unexpected error', 'request completed']));
      // Another request's lines carry another id.
      await app.inject('/api/health');
      expect(log.lines.filter((line) => line.reqId === id)).toHaveLength(own.length);
    } finally {
      await app.close();
    }
  });
});

describe('tracing', () => {
  it('sends spans to OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    const received: { url: string; body: string }[] = [];
    const receiver = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ url: request.url ?? '', body });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as { port: number };
    let output = '';
    const server = await startServerProcess(
      { dataDir: tempDir() },
      'tracing-test',
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
        OTEL_SERVICE_NAME: 'bazaar-test',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
      },
      (text) => (output += text),
    );
    try {
      // A token in the query (the shop's quick-login link) stays out of spans and logs.
      expect((await fetch(`${server.url}/api/user/language_list?token=secret-in-url`)).status).toBe(200);
    } finally {
      // SIGTERM: the last spans are flushed before the process exits.
      await server.stop();
      receiver.close();
    }
    const traces = received.filter((r) => r.url === '/v1/traces').map((r) => r.body);
    expect(traces.length).toBeGreaterThan(0);
    const all = traces.join('\n');
    expect(all).toContain('bazaar-test');
    expect(all).toContain('/api/user/language_list');
    expect(all + output).not.toContain('secret-in-url');
    // The request's log line carries the trace id of its spans.
    const line = output
      .split('\n')
      .filter((l) => l.includes('/api/user/language_list'))
      .map((l) => JSON.parse(l) as { trace_id?: string })[0];
    expect(line?.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(all).toContain(line!.trace_id);
  }, 90_000);
});
