/**
 * Flags as FastAdmin clients send them: every boolean input also accepts 1 and 0 in JSON (and,
 * through `coerceText`, "1", "0", "true" and "false" in query strings and forms). The route
 * schemas of the contract say `boolean`; `acceptFlags` widens each boolean of an input schema to
 * what is accepted, so validation and the OpenAPI document agree, and `flagsToBooleans` turns the
 * numbers into booleans before validation, so handlers (and answers) only ever see booleans.
 */
type Schema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
};

const FLAG_NOTE = 'true/false or 1/0 (in query strings and forms also "true"/"false"/"1"/"0")';

/** The widened schemas, to recognise them again when coercing. */
const flags = new WeakSet<object>();

export function isFlag(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && flags.has(schema);
}

function flagOf(schema: Schema): Schema {
  const { type: _boolean, description, ...rest } = schema;
  const flag: Schema = {
    ...rest,
    anyOf: [{ type: 'boolean' }, { type: 'integer', enum: [0, 1] } as Schema],
    description: description ? `${description}: ${FLAG_NOTE}` : FLAG_NOTE,
  };
  flags.add(flag);
  return flag;
}

/** `schema` with every boolean widened to a flag; the same object when it holds no boolean. */
export function acceptFlags<T>(schema: T): T {
  const s = schema as Schema | undefined;
  if (!s || typeof s !== 'object' || isFlag(s)) return schema;
  if (s.type === 'boolean') return flagOf(s) as T;
  const items = s.items && acceptFlags(s.items);
  const anyOf = s.anyOf?.map(acceptFlags);
  const properties =
    s.properties && Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, acceptFlags(v)]));
  const changed =
    items !== s.items ||
    anyOf?.some((v, i) => v !== s.anyOf![i]) ||
    (properties && Object.keys(properties).some((k) => properties[k] !== s.properties![k]));
  if (!changed) return schema;
  return { ...s, ...(items && { items }), ...(anyOf && { anyOf }), ...(properties && { properties }) } as T;
}

/** True when `schema` has a flag anywhere. */
export function holdsFlag(schema: unknown): boolean {
  const s = schema as Schema | undefined;
  if (!s || typeof s !== 'object') return false;
  if (isFlag(s)) return true;
  return holdsFlag(s.items) || !!s.anyOf?.some(holdsFlag) || Object.values(s.properties ?? {}).some(holdsFlag);
}

/** A JSON value with each 1 or 0 where `schema` has a flag turned into true or false; the rest untouched. */
export function flagsToBooleans(schema: unknown, value: unknown): unknown {
  const s = schema as Schema | undefined;
  if (!s) return value;
  if (isFlag(s)) return value === 1 ? true : value === 0 ? false : value;
  if (Array.isArray(value) && s.items) return value.map((v) => flagsToBooleans(s.items, v));
  if (s.properties && value && typeof value === 'object' && !Array.isArray(value)) {
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [key, inner] of Object.entries(out)) {
      if (Object.hasOwn(s.properties, key)) out[key] = flagsToBooleans(s.properties[key], inner);
    }
    return out;
  }
  return value;
}
