/** The journeys' server's data folder (playwright.config.ts starts the server on it, fresh). */
export const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/bazaar-e2e-${process.env.E2E_PORT ?? 3100}`;
