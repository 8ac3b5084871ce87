import type { FlashMessages } from './en';

export const zhCn: FlashMessages = {
  title: '限时秒杀',
  label: '限时秒杀',
  seeAll: '查看全部',
  endsIn: '距结束',
  startsIn: '距开始',
  live: '抢购中',
  upcoming: '即将开始',
  soldCount: '已抢 {{sold}} 件',
  soldOut: '已抢光',
  soldOutNote: '秒杀价商品已抢光',
  perShopper: '每人限购 {{count}} 件',
  flashPriceAt: '{{time}} 开抢',
  buyNow: '立即购买',
  view: '查看',
  empty: '暂无限时秒杀，稍后再来看看',
  emptySession: '本场秒杀暂无商品',
};
