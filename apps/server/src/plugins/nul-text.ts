import fp from 'fastify-plugin';
import { BusinessError } from '../lib/errors';
import { addInputHook } from '../lib/input-hook';

/** True when a string anywhere in the value (objects and arrays, however deep) holds a NUL character. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  }
  return false;
}

/**
 * No text a shopper or operator types has a NUL character, and PostgreSQL refuses to store or
 * even compare one (SQLite takes it): refused up front as unreadable input, the same on both
 * databases, instead of a 500 from deep inside a query.
 */
export const nulTextPlugin = fp(
  async (app) => {
    addInputHook(app, 'first', () => (request, _reply, done) => {
      if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) {
        done(new BusinessError('validation.invalid_body', { reason: 'bad_request' }));
        return;
      }
      done();
    });
  },
  { name: 'nul-text' },
);
