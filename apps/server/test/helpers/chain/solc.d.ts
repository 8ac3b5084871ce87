/** The part of solc-js (no bundled types) the chain tests use: standard-JSON compile. */
declare module 'solc' {
  const solc: { compile(input: string): string; version(): string };
  export default solc;
}
