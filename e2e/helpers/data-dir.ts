/** The server's data folder under test: the same default as playwright.config.ts. */
export const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/bazaar-e2e-${process.env.E2E_PORT ?? 3100}`;
