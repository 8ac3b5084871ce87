import type { ContentMessages } from './en';

export const vi: ContentMessages = {
  empty: 'Chưa có nội dung',
  loadFailed: 'Không tải được trang. Kéo xuống để tải lại hoặc thử lại sau.',
  serviceIntro: 'Có câu hỏi về đơn hàng, hoàn tiền hay ví? Liên hệ với chúng tôi tại đây.',
  merchant: {
    formTitle: 'Đăng ký mở cửa hàng',
    submit: 'Gửi đơn đăng ký',
    sent: 'Đã gửi đơn. Chúng tôi sẽ xét duyệt sớm.',
    chooseCategory: 'Chọn danh mục',
    confirm: 'Xác nhận',
    cancel: 'Hủy',
    field: {
      shop_name: 'Tên cửa hàng',
      contact_name: 'Tên người liên hệ',
      mobile: 'Số điện thoại',
      email: 'Email',
      category_id: 'Danh mục',
      description: 'Bạn sẽ bán gì?',
    },
    required: {
      shop_name: 'Vui lòng nhập tên cửa hàng',
      contact_name: 'Vui lòng nhập tên người liên hệ',
      mobile: 'Vui lòng nhập số điện thoại di động',
      email: 'Vui lòng nhập email',
      category_id: 'Vui lòng chọn danh mục',
      description: 'Vui lòng mô tả sản phẩm bạn sẽ bán',
    },
    status: { auditing: 'Đang xét duyệt', passed: 'Đã duyệt', refused: 'Bị từ chối' },
  },
};
