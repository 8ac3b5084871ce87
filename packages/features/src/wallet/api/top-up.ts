import { useMemo } from 'react';
import { newIdempotencyKey } from '@bazaar/api-client';
import type { TopUpBody } from '@bazaar/contract';
import { useApi } from '../../lib';
import { bumpWalletVersion } from './wallet-version';

/**
 * POST user/recharge with one Idempotency-Key per distinct form content: a retry after a
 * lost answer never records the same top-up twice.
 */
export function useTopUp() {
  const api = useApi();
  const keys = useMemo(() => new Map<string, string>(), []);
  return async (body: TopUpBody) => {
    const id = JSON.stringify(body);
    const idempotencyKey = keys.get(id) ?? newIdempotencyKey();
    keys.set(id, idempotencyKey);
    const record = await api.wallet.topUp(body, { idempotencyKey });
    keys.delete(id);
    bumpWalletVersion();
    return record;
  };
}
