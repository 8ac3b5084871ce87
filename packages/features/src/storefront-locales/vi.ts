// The storefront in one language, a chunk of its own: antd-mobile's locale and every namespace's strings.
export { default as antd } from 'antd-mobile/es/locales/vi-VN';
export { vi as common } from '../lib/locales/vi';
export { vi as account } from '../account/locales/vi';
export { vi as address } from '../address/locales/vi';
export { vi as bag } from '../bag/locales/vi';
export { vi as catalog } from '../catalog/locales/vi';
export { vi as chat } from '../lib/chat/locales/vi';
export { vi as checkout } from '../checkout/locales/vi';
export { vi as content } from '../content/locales/vi';
export { vi as discovery } from '../discovery/locales/vi';
export { vi as home } from '../home/locales/vi';
export { vi as notification } from '../notification/locales/vi';
export { vi as orders } from '../orders/locales/vi';
export { vi as refund } from '../refund/locales/vi';
export { vi as review } from '../review/locales/vi';
export { vi as vouchers } from '../lib/vouchers/locales/vi';
export { vi as wallet } from '../wallet/locales/vi';
