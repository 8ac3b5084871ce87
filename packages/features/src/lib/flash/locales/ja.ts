import type { FlashMessages } from './en';

export const ja: FlashMessages = {
  title: 'タイムセール',
  label: 'タイムセール',
  seeAll: 'すべて見る',
  endsIn: '終了まで',
  startsIn: '開始まで',
  live: '開催中',
  upcoming: '開催予定',
  soldCount: '{{sold}}点販売済み',
  soldOut: '完売',
  soldOutNote: 'セール価格分は完売しました',
  perShopper: 'お一人様{{count}}点まで',
  flashPriceAt: '{{time}}からセール価格',
  buyNow: '今すぐ購入',
  view: '見る',
  empty: '現在開催中のタイムセールはありません。またのお越しをお待ちしています。',
  emptySession: 'このタイムセールにはまだ商品がありません',
};
