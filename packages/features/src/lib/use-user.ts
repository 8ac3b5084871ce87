import useSWR, { useSWRConfig } from 'swr';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from './api-provider';
import { sessionStore, useSession } from './session-store';

/** SWR key prefix of GET user/getUserInfo; revalidate it after anything that moves money or counts. */
export const USER_KEY = 'user/getUserInfo';

/**
 * The signed-in user (balances, order counts, unread notifications), fresh from
 * the server and mirrored into the session store. Paused while signed out.
 */
export function useUser() {
  const api = useApi();
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useSWR(token ? [USER_KEY, token, i18n.language] : null, () => api.user.getUserInfo(), {
    fallbackData: sessionStore.get().userInfo,
    onSuccess: (user) => sessionStore.setUserInfo(user),
  });
}

/** Refetches the user object wherever it is shown, e.g. after a payment or a withdrawal. */
export function useRefreshUser(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === USER_KEY), [mutate]);
}
