import type { BagMessages } from './en';

export const ja: BagMessages = {
  empty: 'ショッピングバッグは空です',
  goShopping: 'ショッピングへ',
  selectAll: 'すべて',
  selectShop: 'すべて選択：',
  select: '選択',
  quantity: '数量',
  total: '合計',
  checkout: 'レジに進む（{{count}}）',
  delete: '削除',
  deleteConfirm: 'この商品をバッグから削除しますか？',
  invalid: '購入不可',
  invalidTitle: '購入できない商品（{{count}}）',
  clearInvalid: '購入できない商品を削除',
  clearInvalidConfirm: '購入できない商品をすべて削除しますか？',
  selectToCheckout: '購入する商品を選択してください',
  confirm: '削除',
  cancel: 'キャンセル',
  onlyLeft: '在庫が残り {{count}} 点のため、数量を {{count}}にしました',
};
