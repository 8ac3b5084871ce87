// Fastify ships no types for its internal symbols; lib/fastify-internals.ts checks the two it uses.
declare module 'fastify/lib/symbols.js' {
  const symbols: Record<string, symbol | undefined>;
  export default symbols;
}
