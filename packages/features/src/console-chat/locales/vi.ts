import type { ConsoleChatMessages } from './en';

export const vi: ConsoleChatMessages = {
  title: { chat: 'Trò chuyện' },
  inbox: {
    search: 'Người mua hoặc tin nhắn',
    unreadOnly: 'Chỉ chưa đọc',
    empty: 'Chưa có cuộc trò chuyện nào',
    pick: 'Chọn một cuộc trò chuyện bên trái.',
    back: 'Tất cả cuộc trò chuyện',
    placeholder: 'Trả lời người mua',
    orders: 'Đơn hàng tại shop này',
    noOrders: 'Người mua chưa có đơn hàng nào tại shop này',
    quickReplies: 'Trả lời nhanh',
    replies: {
      thanks: 'Cảm ơn bạn đã nhắn tin! Shop kiểm tra ngay cho bạn nhé.',
      inStock: 'Dạ còn hàng, shop giao trong vòng 24 giờ.',
      onTheWay: 'Đơn của bạn đang được giao; mã vận đơn có trong chi tiết đơn hàng.',
      anythingElse: 'Xin lỗi đã để bạn chờ. Shop có thể giúp gì thêm cho bạn không?',
    },
    away: {
      title: 'Tin nhắn vắng mặt',
      on: 'Bật',
      off: 'Tắt',
      hint: 'Khi bật, tin nhắn đầu tiên trong ngày của khách sẽ tự động nhận được câu trả lời này.',
      placeholder: 'VD: Chúng tôi vắng mặt đến thứ Hai và sẽ trả lời khi quay lại.',
      save: 'Lưu',
      saved: 'Đã lưu',
    },
    newMessages: '{{count}} cuộc trò chuyện chưa đọc',
  },
};
