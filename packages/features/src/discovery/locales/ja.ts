import type { DiscoveryMessages } from './en';

export const ja: DiscoveryMessages = {
  sold: '個販売',
  favorableRate: '高評価',
  recommend: 'おすすめ商品',
  recentlyViewed: '最近見た商品',
  buyAgain: 'もう一度買う',
  popular: 'いま人気の商品',
  following: {
    empty: 'フォロー中のショップの新商品がここに表示されます。',
    findShops: 'フォローするショップを探す',
    signIn: 'ログインすると、フォロー中のショップの新商品が見られます。',
    signInAction: 'ログイン',
  },
  alerts: {
    header: 'お知らせ',
    priceDrop: '値下げのお知らせ',
    priceDropHint: 'お気に入りの商品が値下がりしたとき',
    backInStock: '再入荷のお知らせ',
    backInStockHint: '売り切れのお気に入りが再入荷したとき',
  },
  push: {
    label: 'プッシュ通知',
    hint: 'この端末で、Bazaar を閉じていても受け取ります',
    unsupported: 'このブラウザではここでプッシュ通知を受け取れません。',
    denied: 'Bazaar の通知はブロックされています。ブラウザのサイト設定で許可してください。',
    failed: 'プッシュ通知をオンにできませんでした。もう一度お試しください。',
  },
};
