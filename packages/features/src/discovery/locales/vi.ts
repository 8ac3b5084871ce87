import type { DiscoveryMessages } from './en';

export const vi: DiscoveryMessages = {
  sold: 'đã bán',
  favorableRate: 'hài lòng',
  recommend: 'Có thể bạn cũng thích',
  recentlyViewed: 'Đã xem gần đây',
  buyAgain: 'Mua lại',
  popular: 'Đang bán chạy',
  following: {
    empty: 'Sản phẩm mới của các cửa hàng bạn theo dõi sẽ hiện ở đây.',
    findShops: 'Tìm cửa hàng để theo dõi',
    signIn: 'Đăng nhập để xem sản phẩm mới của các cửa hàng bạn theo dõi.',
    signInAction: 'Đăng nhập',
  },
  alerts: {
    header: 'Thông báo',
    priceDrop: 'Giảm giá',
    priceDropHint: 'Khi sản phẩm yêu thích giảm giá',
    backInStock: 'Có hàng trở lại',
    backInStockHint: 'Khi sản phẩm yêu thích đã hết hàng có hàng trở lại',
  },
  push: {
    label: 'Thông báo đẩy',
    hint: 'Trên thiết bị này, kể cả khi Bazaar đang đóng',
    unsupported: 'Trình duyệt này không nhận được thông báo đẩy tại đây.',
    denied: 'Thông báo của Bazaar đang bị chặn. Hãy cho phép trong cài đặt trang web của trình duyệt.',
    failed: 'Không bật được thông báo đẩy. Vui lòng thử lại.',
  },
};
