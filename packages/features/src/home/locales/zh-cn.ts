import type { HomeMessages } from './en';

export const zhCn: HomeMessages = {
  searchPlaceholder: '搜索商品',
  categories: '商品分类',
  hotProducts: '热销商品',
  newProducts: '新品上架',
  hotShops: '热门店铺',
  moreToLove: '猜你喜欢',
  more: '更多',
  myVouchers: '我的优惠券',
  sold: '已售',
  favorableRate: '好评',
  rating: '评分',
};
