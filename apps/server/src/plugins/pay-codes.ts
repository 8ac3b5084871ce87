import fp from 'fastify-plugin';
import { openPayCodes, type PayCodes, type PayCodeSecretConfig } from '../lib/pay-code';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hashes and checks payment codes under the instance's secret (lib/pay-code.ts). */
    payCodes: PayCodes;
  }
}

/** The payment-code keys, opened (the key file created on first start) before any route runs. */
export const payCodesPlugin = fp<{ secrets: PayCodeSecretConfig; dataDir: string }>(
  async (app, { secrets, dataDir }) => {
    const payCodes = openPayCodes(secrets, dataDir);
    app.log.info({ keys: payCodes.keyIds() }, 'payment-code keys');
    app.decorate('payCodes', payCodes);
  },
  { name: 'pay-codes' },
);
