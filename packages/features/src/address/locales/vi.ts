import type { AddressMessages } from './en';

export const vi: AddressMessages = {
  empty: 'Chưa có địa chỉ. Thêm địa chỉ để đặt hàng.',
  add: 'Thêm địa chỉ mới',
  default: 'Mặc định',
  setDefault: 'Đặt làm mặc định',
  defaultSet: 'Đã đặt làm địa chỉ mặc định',
  edit: 'Sửa',
  delete: 'Xóa',
  cancel: 'Hủy',
  deleteConfirm: 'Xóa địa chỉ này?',
  deleted: 'Đã xóa địa chỉ',
  save: 'Lưu',
  saved: 'Đã lưu địa chỉ',
  field: {
    name: 'Người nhận',
    mobile: 'Số điện thoại',
    area: 'Khu vực',
    address: 'Địa chỉ chi tiết',
    tag: 'Nhãn',
    isDefault: 'Đặt làm địa chỉ mặc định',
  },
  placeholder: {
    name: 'Người nhận hàng',
    mobile: 'Số điện thoại di động',
    area: 'Tỉnh, thành phố, quận',
    address: 'Đường, tòa nhà, số phòng',
    tag: 'VD: Nhà',
  },
  tags: { home: 'Nhà', work: 'Công ty', school: 'Trường học' },
  msg: {
    enterAddressee: 'Vui lòng nhập người nhận',
    enterMobile: 'Vui lòng nhập số điện thoại di động',
    fillArea: 'Vui lòng điền khu vực',
    fillDetail: 'Vui lòng điền địa chỉ chi tiết',
    fillTag: 'Vui lòng điền nhãn',
  },
};
