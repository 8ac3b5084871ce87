import { useMemo } from 'react';
import { newIdempotencyKey } from '@bazaar/api-client';
import type { WithdrawalBody } from '@bazaar/contract';
import { useApi, useRefreshUser } from '../../lib';
import { bumpWalletVersion } from './wallet-version';

/**
 * POST user/extract with one Idempotency-Key per attempt (form + code): a retry never
 * freezes the amount twice. The balance shown elsewhere (me page) is refreshed after.
 */
export function useRequestWithdrawal() {
  const api = useApi();
  const refreshUser = useRefreshUser();
  const keys = useMemo(() => new Map<string, string>(), []);
  return async (body: WithdrawalBody) => {
    const id = JSON.stringify(body);
    const idempotencyKey = keys.get(id) ?? newIdempotencyKey();
    keys.set(id, idempotencyKey);
    const record = await api.wallet.requestWithdrawal(body, { idempotencyKey });
    keys.delete(id);
    bumpWalletVersion();
    void refreshUser();
    return record;
  };
}
