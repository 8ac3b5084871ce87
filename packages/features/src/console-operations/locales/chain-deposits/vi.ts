import type { en } from './en';

export const vi: typeof en = {
  status: {
    below_min: 'Dưới mức tối thiểu',
    seen: 'Đang xác nhận',
    credited: 'Đã cộng tiền',
    dropped: 'Bị chuỗi loại bỏ',
  },
  deposits: {
    views: 'Hiển thị nạp tiền',
    audits: 'Duyệt',
    chain: 'Nạp tiền on-chain',
    network: 'Mạng',
    allNetworks: 'Tất cả mạng',
    search: 'ID người dùng, giao dịch hoặc địa chỉ',
    received: 'Đã nhận',
    tooLarge: 'Quá lớn để tự động cộng tiền',
    toAddress: 'Địa chỉ của họ',
    from: 'Gửi từ',
    transaction: 'Giao dịch',
    block: 'Khối',
    topUp: 'Lệnh nạp tiền',
    belowMinHint: 'Dưới mức tối thiểu của mạng: đã ghi nhận, chưa cộng tiền. Hãy xử lý thủ công.',
    passedBy: 'Duyệt bởi',
    watcher: 'Trình theo dõi chuỗi',
  },
};
