export { ENDPOINTS, queryKeys } from './keys';
export { useOrderDetail } from './order';
export { useAddress, useAddresses } from './address';
export { useCategories } from './catalog';
