import type { HomeMessages } from './en';

export const vi: HomeMessages = {
  searchPlaceholder: 'Tìm sản phẩm',
  categories: 'Danh mục',
  hotProducts: 'Sản phẩm bán chạy',
  newProducts: 'Hàng mới về',
  hotShops: 'Cửa hàng nổi bật',
  moreToLove: 'Có thể bạn thích',
  more: 'Xem thêm',
  myVouchers: 'Mã của tôi',
  sold: 'đã bán',
  favorableRate: 'hài lòng',
  rating: 'đánh giá',
};
