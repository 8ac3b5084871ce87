import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';

/**
 * No request of the API nests deeper than a few levels; 32 leaves room for any of them. Code
 * that walks a body (the NUL check, the duplicate guard's hash) may then recurse safely.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The deepest nesting of arrays and objects in a JSON text, counted without parsing (brackets
 * inside strings do not count), stopping as soon as it passes `limit`.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON bodies are parsed by Fastify's own parser (prototype-poisoning checks included) after a
 * depth check: 20,000 nested arrays once overflowed the stack of the code that walks bodies and
 * answered 500. Too deep reads as unreadable input (code 0), like malformed JSON.
 */
export const jsonDepthPlugin = fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string; // parseAs: 'string'
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
        const error = new Error('JSON nested too deep') as FastifyError;
        error.statusCode = 400;
        done(error, undefined);
        return;
      }
      parse(request, text, done);
    });
  },
  { name: 'json-depth' },
);
