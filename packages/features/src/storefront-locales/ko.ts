// The storefront in one language, a chunk of its own: antd-mobile's locale and every namespace's strings.
export { default as antd } from 'antd-mobile/es/locales/ko-KR';
export { ko as common } from '../lib/locales/ko';
export { ko as account } from '../account/locales/ko';
export { ko as address } from '../address/locales/ko';
export { ko as bag } from '../bag/locales/ko';
export { ko as catalog } from '../catalog/locales/ko';
export { ko as chat } from '../lib/chat/locales/ko';
export { ko as checkout } from '../checkout/locales/ko';
export { ko as content } from '../content/locales/ko';
export { ko as discovery } from '../discovery/locales/ko';
export { ko as home } from '../home/locales/ko';
export { ko as notification } from '../notification/locales/ko';
export { ko as orders } from '../orders/locales/ko';
export { ko as refund } from '../refund/locales/ko';
export { ko as review } from '../review/locales/ko';
export { ko as vouchers } from '../lib/vouchers/locales/ko';
export { ko as wallet } from '../wallet/locales/ko';
