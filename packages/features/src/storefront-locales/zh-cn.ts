// The storefront in one language, a chunk of its own: antd-mobile's locale and every namespace's strings.
export { default as antd } from 'antd-mobile/es/locales/zh-CN';
export { zhCn as common } from '../lib/locales/zh-cn';
export { zhCn as account } from '../account/locales/zh-cn';
export { zhCn as address } from '../address/locales/zh-cn';
export { zhCn as bag } from '../bag/locales/zh-cn';
export { zhCn as catalog } from '../catalog/locales/zh-cn';
export { zhCn as chat } from '../lib/chat/locales/zh-cn';
export { zhCn as checkout } from '../checkout/locales/zh-cn';
export { zhCn as content } from '../content/locales/zh-cn';
export { zhCn as discovery } from '../discovery/locales/zh-cn';
export { zhCn as home } from '../home/locales/zh-cn';
export { zhCn as notification } from '../notification/locales/zh-cn';
export { zhCn as orders } from '../orders/locales/zh-cn';
export { zhCn as refund } from '../refund/locales/zh-cn';
export { zhCn as review } from '../review/locales/zh-cn';
export { zhCn as vouchers } from '../lib/vouchers/locales/zh-cn';
export { zhCn as wallet } from '../wallet/locales/zh-cn';
