import type { DiscoveryMessages } from './en';

export const zhCn: DiscoveryMessages = {
  sold: '已售',
  favorableRate: '好评',
  recommend: '猜你喜欢',
  recentlyViewed: '最近浏览',
  buyAgain: '再次购买',
  popular: '当前热卖',
  following: {
    empty: '你关注的店铺上新后会显示在这里。',
    findShops: '去发现店铺',
    signIn: '登录后查看已关注店铺的新品。',
    signInAction: '登录',
  },
  alerts: {
    header: '消息通知',
    priceDrop: '降价提醒',
    priceDropHint: '收藏的商品降价时通知我',
    backInStock: '到货提醒',
    backInStockHint: '售罄的收藏商品重新到货时通知我',
  },
  push: {
    label: '推送通知',
    hint: '在此设备上接收，即使 Bazaar 未打开',
    unsupported: '此浏览器在这里无法接收推送通知。',
    denied: 'Bazaar 的通知已被阻止，请在浏览器的网站设置中允许。',
    failed: '无法开启推送通知，请重试。',
  },
};
