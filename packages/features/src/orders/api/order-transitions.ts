import { useApi, useRefreshAfter } from '../../lib';

/**
 * POST order/cancel and order/confirm. Either moves the order to another tab:
 * every orders list, the order's detail, what is left to pay and the counts on the user are refetched.
 */
export function useOrderTransitions() {
  const api = useApi();
  const refresh = useRefreshAfter();
  const after = async <T>(call: Promise<T>) => {
    const order = await call;
    await refresh('orderTransition');
    return order;
  };
  return {
    cancel: (id: number) => after(api.order.cancel(id)),
    confirm: (id: number) => after(api.order.confirm(id)),
  };
}
