import type { AddressMessages } from './en';

export const zhCn: AddressMessages = {
  empty: '还没有地址，添加一个即可下单。',
  add: '新增收货地址',
  default: '默认',
  setDefault: '设为默认',
  defaultSet: '已设为默认地址',
  edit: '编辑',
  delete: '删除',
  cancel: '取消',
  deleteConfirm: '确定删除该地址吗？',
  deleted: '地址已删除',
  save: '保存',
  saved: '地址已保存',
  field: {
    name: '收货人',
    mobile: '手机号码',
    area: '所在地区',
    address: '详细地址',
    tag: '标签',
    isDefault: '设为默认地址',
  },
  placeholder: {
    name: '收件人姓名',
    mobile: '手机号码',
    area: '省、市、区',
    address: '街道、楼栋、门牌号',
    tag: '例如：家',
  },
  tags: { home: '家', work: '公司', school: '学校' },
  msg: {
    enterAddressee: '请输入收货人',
    enterMobile: '请输入手机号码',
    fillArea: '请填写所在地区',
    fillDetail: '请填写详细地址',
    fillTag: '请填写标签',
  },
};
