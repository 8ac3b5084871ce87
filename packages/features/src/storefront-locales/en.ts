// The storefront in one language, a chunk of its own: antd-mobile's locale and every namespace's strings.
export { default as antd } from 'antd-mobile/es/locales/en-US';
export { en as common } from '../lib/locales/en';
export { en as account } from '../account/locales/en';
export { en as address } from '../address/locales/en';
export { en as bag } from '../bag/locales/en';
export { en as catalog } from '../catalog/locales/en';
export { en as chat } from '../lib/chat/locales/en';
export { en as checkout } from '../checkout/locales/en';
export { en as content } from '../content/locales/en';
export { en as discovery } from '../discovery/locales/en';
export { en as home } from '../home/locales/en';
export { en as notification } from '../notification/locales/en';
export { en as orders } from '../orders/locales/en';
export { en as refund } from '../refund/locales/en';
export { en as review } from '../review/locales/en';
export { en as vouchers } from '../lib/vouchers/locales/en';
export { en as wallet } from '../wallet/locales/en';
