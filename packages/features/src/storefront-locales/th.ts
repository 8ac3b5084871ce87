// The storefront in one language, a chunk of its own: antd-mobile's locale and every namespace's strings.
export { default as antd } from 'antd-mobile/es/locales/th-TH';
export { th as common } from '../lib/locales/th';
export { th as account } from '../account/locales/th';
export { th as address } from '../address/locales/th';
export { th as bag } from '../bag/locales/th';
export { th as catalog } from '../catalog/locales/th';
export { th as chat } from '../lib/chat/locales/th';
export { th as checkout } from '../checkout/locales/th';
export { th as content } from '../content/locales/th';
export { th as discovery } from '../discovery/locales/th';
export { th as home } from '../home/locales/th';
export { th as notification } from '../notification/locales/th';
export { th as orders } from '../orders/locales/th';
export { th as refund } from '../refund/locales/th';
export { th as review } from '../review/locales/th';
export { th as vouchers } from '../lib/vouchers/locales/th';
export { th as wallet } from '../wallet/locales/th';
