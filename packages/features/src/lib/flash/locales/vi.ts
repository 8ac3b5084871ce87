import type { FlashMessages } from './en';

export const vi: FlashMessages = {
  title: 'Ưu đãi chớp nhoáng',
  label: 'Ưu đãi chớp nhoáng',
  seeAll: 'Xem tất cả',
  endsIn: 'Kết thúc sau',
  startsIn: 'Bắt đầu sau',
  live: 'Đang diễn ra',
  upcoming: 'Sắp diễn ra',
  soldCount: 'Đã bán {{sold}}',
  soldOut: 'Đã bán hết',
  soldOutNote: 'Đã bán hết suất giá ưu đãi',
  perShopper: 'Tối đa {{count}} sản phẩm mỗi người',
  flashPriceAt: 'Giá ưu đãi từ {{time}}',
  buyNow: 'Mua ngay',
  view: 'Xem',
  empty: 'Hiện chưa có ưu đãi chớp nhoáng. Hãy quay lại sau nhé.',
  emptySession: 'Đợt ưu đãi này chưa có sản phẩm',
};
