import type { BagMessages } from './en';

export const vi: BagMessages = {
  empty: 'Túi mua sắm của bạn đang trống',
  goShopping: 'Đi mua sắm',
  selectAll: 'Tất cả',
  selectShop: 'Chọn tất cả của',
  select: 'Chọn',
  quantity: 'Số lượng',
  total: 'Tổng',
  checkout: 'Thanh toán ({{count}})',
  delete: 'Xóa',
  deleteConfirm: 'Xóa sản phẩm này khỏi túi mua sắm?',
  invalid: 'Không khả dụng',
  invalidTitle: 'Sản phẩm không khả dụng ({{count}})',
  clearInvalid: 'Xóa sản phẩm không khả dụng',
  clearInvalidConfirm: 'Xóa tất cả sản phẩm không khả dụng khỏi túi?',
  selectToCheckout: 'Vui lòng chọn sản phẩm để thanh toán',
  confirm: 'Xóa',
  cancel: 'Hủy',
  onlyLeft: 'Chỉ còn {{count}} sản phẩm trong kho, số lượng đã được đặt thành {{count}}',
};
