import type { ReviewMessages } from './en';

export const zhCn: ReviewMessages = {
  score: { product_score: '商品评分', service_score: '服务评分', postage_score: '物流评分' },
  star: '{{n}}/{{max}} 星',
  content: '评价内容',
  placeholder: '商品怎么样？您的评价能帮助其他买家。',
  pictures: '图片（最多 6 张）',
  addPicture: '添加图片',
  uploading: '上传中…',
  remove: '删除',
  submit: '提交评价',
  thanks: '感谢您的评价',
  contentEmpty: '评价内容不能为空',
  notFound: '该商品无法评价。',
  myOrders: '我的订单',
};
