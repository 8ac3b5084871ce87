import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const API_ROUTES = [
  '/api/health',
  '/api/ready',
  '/api/user/language_list',
  '/api/index/banner',
  '/api/index/category',
  '/api/index/product',
  '/api/index/hot_product',
  '/api/index/index',
];

describe('OpenAPI', () => {
  it('is OpenAPI 3.1 generated from the routes, listing every API route', async () => {
    const { status, body } = await server.request('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    for (const route of API_ROUTES) expect(Object.keys(body.paths), route).toContain(route);
    expect(body.paths['/api/index/product'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'category_id', 'sort']),
    );
    const data =
      body.paths['/api/index/product'].get.responses['200'].content['application/json'].schema.properties.data;
    expect(Object.keys(data.properties)).toEqual(['total', 'per_page', 'current_page', 'last_page', 'data']);
  });

  it('documents every registered /api route (nothing is forgotten)', async () => {
    const { body } = await server.request('/api/openapi.json');
    const registered = server.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => /(\/api\/[\w/]+)/.exec(line)?.[1])
      .filter((p): p is string => !!p && !p.startsWith('/api/docs') && p !== '/api/openapi.json');
    for (const route of registered) expect(Object.keys(body.paths), route).toContain(route);
  });

  it('says that the duplicate-submit guard compares bodies after unknown fields are dropped', async () => {
    const { body } = await server.request('/api/openapi.json');
    expect(body.info.description).toMatch(/Duplicate-submit guard: .*within 1 s/);
    expect(body.info.description).toMatch(/compared after unknown fields are dropped/);
  });

  it('serves Swagger UI', async () => {
    const { status, text } = await server.request('/api/docs/');
    expect(status).toBe(200);
    expect(text).toContain('swagger');
  });
});
