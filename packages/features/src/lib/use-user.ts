import useSWR, { useSWRConfig } from 'swr';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from './api-provider';
import { ENDPOINTS, queryKeys } from './queries/keys';
import { sessionStore, useSession } from './session-store';

/**
 * The signed-in user (balances, order counts, unread notifications), fresh from
 * the server and mirrored into the session store. Paused while signed out.
 */
export function useUser() {
  const api = useApi();
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useSWR(token ? queryKeys.user(token, i18n.language) : null, () => api.user.getUserInfo(), {
    fallbackData: sessionStore.get().userInfo,
    onSuccess: (user) => sessionStore.setUserInfo(user),
  });
}

/** Refetches the user object wherever it is shown, e.g. after a payment or a withdrawal. */
export function useRefreshUser(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === ENDPOINTS.user), [mutate]);
}
