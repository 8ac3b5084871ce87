export { ENDPOINTS, queryKeys } from './keys';
export { useOrderDetail } from './order';
export { useAddress, useAddresses } from './address';
export { useCategories } from './catalog';
export { REFRESHES, useRefreshAfter, type RefreshingWrite } from './refreshes';
