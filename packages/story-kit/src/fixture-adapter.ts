import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { FixtureFailure, FixtureFile, type FixtureRoutes } from './fixture-routes';

function bodyOf(data: unknown): Record<string, unknown> {
  if (typeof data === 'string' && data) return JSON.parse(data) as Record<string, unknown>;
  // Uploads send FormData; the fixture answer does not depend on the file.
  return {};
}

/** Calls that had no fixture, for the story-render test to fail on (and a warning in Storybook). */
export const unansweredCalls = new Set<string>();

/**
 * An axios adapter that answers from fixture routes instead of the network, in
 * the server's envelope (`{ code, msg, time, data }`), so the real client core
 * (envelope, errors, duplicate guard) and the screens' SWR hooks run unchanged.
 * An unknown call answers `code: 0` with a message that names it.
 */
export function fixtureAdapter(routes: FixtureRoutes): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const method = (config.method ?? 'get').toUpperCase();
    const key = `${method} ${config.url ?? ''}`;
    const route = routes[key];
    const envelope = (code: number, msg: string, data: unknown) => ({
      data: { code, msg, time: 0, data },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
    if (!route) {
      unansweredCalls.add(key);
      console.warn(`No story fixture for ${key}`);
      return envelope(0, `No story fixture for ${key}`, null);
    }
    try {
      const data = route({ params: (config.params ?? {}) as Record<string, unknown>, body: bodyOf(config.data) });
      if (data instanceof FixtureFile) {
        const headers = { 'content-type': data.type, 'content-disposition': `attachment; filename="${data.filename}"` };
        return { data: new TextEncoder().encode(data.text).buffer, status: 200, statusText: 'OK', headers, config };
      }
      return envelope(1, 'ok', data);
    } catch (error) {
      if (error instanceof FixtureFailure) return envelope(0, error.message, null);
      throw error;
    }
  };
}
