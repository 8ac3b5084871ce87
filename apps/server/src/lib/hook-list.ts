/** A route option's hooks as a list (Fastify takes one hook, a list, or none), for onRoute to extend. */
export const hookList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
