// The storefront in one language, a chunk of its own: antd-mobile's locale and every namespace's strings.
export { default as antd } from 'antd-mobile/es/locales/ja-JP';
export { ja as common } from '../lib/locales/ja';
export { ja as account } from '../account/locales/ja';
export { ja as address } from '../address/locales/ja';
export { ja as bag } from '../bag/locales/ja';
export { ja as catalog } from '../catalog/locales/ja';
export { ja as chat } from '../lib/chat/locales/ja';
export { ja as checkout } from '../checkout/locales/ja';
export { ja as content } from '../content/locales/ja';
export { ja as discovery } from '../discovery/locales/ja';
export { ja as home } from '../home/locales/ja';
export { ja as notification } from '../notification/locales/ja';
export { ja as orders } from '../orders/locales/ja';
export { ja as refund } from '../refund/locales/ja';
export { ja as review } from '../review/locales/ja';
export { ja as vouchers } from '../lib/vouchers/locales/ja';
export { ja as wallet } from '../wallet/locales/ja';
