import { useRefreshUser, useApi, sessionStore } from '../../lib';

export type AlertSwitch = 'alert_price_drop' | 'alert_back_in_stock';

/** POST user/profile with one alert switch; the user object everywhere follows. */
export function useUpdateAlert() {
  const api = useApi();
  const refreshUser = useRefreshUser();
  return async (name: AlertSwitch, on: boolean) => {
    const user = await api.user.profile({ [name]: on });
    sessionStore.setUserInfo(user);
    await refreshUser();
    return user;
  };
}
