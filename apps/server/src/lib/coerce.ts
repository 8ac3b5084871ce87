/**
 * Query strings, route params and form bodies carry only text. Before validation we turn the
 * text of integer, number and boolean fields into values, strictly: "12" -> 12, but "12.5"
 * stays text for an integer and "abc" stays text, so validation refuses it. JSON bodies are
 * never coerced (a wrong JSON type is a validation error, as the contract says), except their
 * flags' 1 and 0 (`flags.ts`).
 */
import { isFlag } from './flags';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
};

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function coerceValue(schema: Schema | undefined, value: unknown): unknown {
  if (!schema) return value;
  const type = schema.type;
  if (type === 'array') {
    const list = Array.isArray(value) ? value : [value];
    return list.map((v) => coerceValue(schema.items, v));
  }
  if (typeof value !== 'string') return value;
  if (type === 'integer' && INTEGER.test(value)) return Number(value);
  if (type === 'number' && NUMBER.test(value)) return Number(value);
  if (
    (type === 'boolean' || isFlag(schema)) &&
    (value === 'true' || value === 'false' || value === '1' || value === '0')
  ) {
    return value === 'true' || value === '1';
  }
  // Unions (e.g. money: number or string) accept the text as is.
  return value;
}

/** Coerces the top-level fields of `data` that `schema` describes; other fields are left alone. */
export function coerceText(schema: unknown, data: unknown): unknown {
  const properties = (schema as Schema | undefined)?.properties;
  if (!properties || !data || typeof data !== 'object' || Array.isArray(data)) return data;
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const [key, value] of Object.entries(out)) {
    if (Object.hasOwn(properties, key)) out[key] = coerceValue(properties[key], value);
  }
  return out;
}
