import type { BagMessages } from './en';

export const zhCn: BagMessages = {
  empty: '购物袋是空的',
  goShopping: '去逛逛',
  selectAll: '全选',
  selectShop: '全选',
  select: '选择',
  quantity: '数量',
  total: '合计',
  checkout: '结算（{{count}}）',
  delete: '删除',
  deleteConfirm: '确定从购物袋中删除该商品吗？',
  invalid: '已失效',
  invalidTitle: '失效商品（{{count}}）',
  clearInvalid: '清空失效商品',
  clearInvalidConfirm: '确定删除所有失效商品吗？',
  selectToCheckout: '请选择要结算的商品',
  confirm: '删除',
  cancel: '取消',
  onlyLeft: '库存仅剩 {{count}} 件，数量已改为 {{count}}',
};
