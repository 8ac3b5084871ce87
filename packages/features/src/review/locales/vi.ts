import type { ReviewMessages } from './en';

export const vi: ReviewMessages = {
  score: { product_score: 'Sản phẩm', service_score: 'Dịch vụ', postage_score: 'Giao hàng' },
  star: '{{n}} trên {{max}} sao',
  content: 'Đánh giá của bạn',
  placeholder: 'Sản phẩm thế nào? Đánh giá của bạn giúp người mua khác.',
  pictures: 'Ảnh (tối đa 6)',
  addPicture: 'Thêm ảnh',
  uploading: 'Đang tải lên…',
  remove: 'Xóa',
  submit: 'Gửi đánh giá',
  thanks: 'Cảm ơn bạn đã đánh giá',
  contentEmpty: 'Nội dung đánh giá không được để trống',
  notFound: 'Không thể đánh giá sản phẩm này.',
  myOrders: 'Đơn hàng của tôi',
};
