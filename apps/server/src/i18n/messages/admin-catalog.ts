/**
 * Messages of the console's catalog editors (shops, categories, products), in the six
 * languages; each catalogue spreads its own part. English is the reference.
 */
const en = {
  'admin_catalog.fill_name': 'Please fill in the name',
  'admin_catalog.fill_title': 'Please fill in the product title',
  'admin_catalog.add_image': 'Please add at least one picture',
  'admin_catalog.key_invalid': 'The key may only use lower-case letters, digits and _',
  'admin_catalog.key_taken': 'This category key is already used',
  'admin_catalog.price_positive': 'The price must be more than 0',
  'admin_catalog.spec_name_required': 'Please name every spec',
  'admin_catalog.spec_values_required': 'Please add at least one value to {name}',
  'admin_catalog.spec_repeated': '{name} is repeated',
  'admin_catalog.sku_mismatch': 'Every combination of the specs needs exactly one SKU',
  'admin_catalog.merchant_no_shop_create': 'Only operators can open or remove shops.',
  'admin_catalog.shop_has_products': 'This shop still has {count} products. Close it instead of deleting it.',
  'admin_catalog.shop_has_orders': 'This shop has orders. Close it instead of deleting it.',
  'admin_catalog.category_has_products': 'This category still has {count} products. Move them first.',
  'admin_catalog.product_has_orders': 'This product has orders. Take it off the shelf instead.',
} as const;

type Messages = Record<keyof typeof en, string>;

const zhCn: Messages = {
  'admin_catalog.fill_name': '请填写名称',
  'admin_catalog.fill_title': '请填写商品标题',
  'admin_catalog.add_image': '请至少添加一张图片',
  'admin_catalog.key_invalid': '标识只能使用小写字母、数字和下划线',
  'admin_catalog.key_taken': '该分类标识已被使用',
  'admin_catalog.price_positive': '价格必须大于 0',
  'admin_catalog.spec_name_required': '请为每个规格填写名称',
  'admin_catalog.spec_values_required': '请为 {name} 至少添加一个值',
  'admin_catalog.spec_repeated': '{name} 重复了',
  'admin_catalog.sku_mismatch': '每种规格组合都必须有且只有一个 SKU',
  'admin_catalog.merchant_no_shop_create': '只有运营人员可以开设或删除店铺。',
  'admin_catalog.shop_has_products': '该店铺还有 {count} 件商品，请关闭店铺而不是删除。',
  'admin_catalog.shop_has_orders': '该店铺已有订单，请关闭店铺而不是删除。',
  'admin_catalog.category_has_products': '该分类下还有 {count} 件商品，请先移走这些商品。',
  'admin_catalog.product_has_orders': '该商品已有订单，请改为下架。',
};

const ja: Messages = {
  'admin_catalog.fill_name': '名前を入力してください',
  'admin_catalog.fill_title': '商品名を入力してください',
  'admin_catalog.add_image': '画像を1枚以上追加してください',
  'admin_catalog.key_invalid': 'キーには英小文字、数字、_ のみ使用できます',
  'admin_catalog.key_taken': 'このカテゴリーキーは既に使われています',
  'admin_catalog.price_positive': '価格は 0 より大きくしてください',
  'admin_catalog.spec_name_required': 'すべての仕様に名前を付けてください',
  'admin_catalog.spec_values_required': '{name} に値を1つ以上追加してください',
  'admin_catalog.spec_repeated': '{name} が重複しています',
  'admin_catalog.sku_mismatch': '仕様の組み合わせごとに SKU がちょうど1つ必要です',
  'admin_catalog.merchant_no_shop_create': 'ショップの開設・削除は運営者のみ行えます。',
  'admin_catalog.shop_has_products': 'このショップにはまだ {count} 件の商品があります。削除せずに閉店してください。',
  'admin_catalog.shop_has_orders': 'このショップには注文があります。削除せずに閉店してください。',
  'admin_catalog.category_has_products': 'このカテゴリーにはまだ {count} 件の商品があります。先に移動してください。',
  'admin_catalog.product_has_orders': 'この商品には注文があります。代わりに販売を停止してください。',
};

const ko: Messages = {
  'admin_catalog.fill_name': '이름을 입력하세요',
  'admin_catalog.fill_title': '상품명을 입력하세요',
  'admin_catalog.add_image': '사진을 한 장 이상 추가하세요',
  'admin_catalog.key_invalid': '키에는 영문 소문자, 숫자, _ 만 사용할 수 있습니다',
  'admin_catalog.key_taken': '이미 사용 중인 카테고리 키입니다',
  'admin_catalog.price_positive': '가격은 0보다 커야 합니다',
  'admin_catalog.spec_name_required': '모든 옵션에 이름을 입력하세요',
  'admin_catalog.spec_values_required': '{name}에 값을 하나 이상 추가하세요',
  'admin_catalog.spec_repeated': '{name}이(가) 중복되었습니다',
  'admin_catalog.sku_mismatch': '옵션 조합마다 SKU가 정확히 하나 있어야 합니다',
  'admin_catalog.merchant_no_shop_create': '상점 개설과 삭제는 운영자만 할 수 있습니다.',
  'admin_catalog.shop_has_products': '이 상점에는 아직 상품 {count}개가 있습니다. 삭제하지 말고 영업을 종료하세요.',
  'admin_catalog.shop_has_orders': '이 상점에는 주문이 있습니다. 삭제하지 말고 영업을 종료하세요.',
  'admin_catalog.category_has_products': '이 카테고리에는 아직 상품 {count}개가 있습니다. 먼저 옮기세요.',
  'admin_catalog.product_has_orders': '이 상품에는 주문이 있습니다. 대신 판매를 중지하세요.',
};

const th: Messages = {
  'admin_catalog.fill_name': 'กรุณากรอกชื่อ',
  'admin_catalog.fill_title': 'กรุณากรอกชื่อสินค้า',
  'admin_catalog.add_image': 'กรุณาเพิ่มรูปภาพอย่างน้อยหนึ่งรูป',
  'admin_catalog.key_invalid': 'คีย์ใช้ได้เฉพาะตัวอักษรพิมพ์เล็ก ตัวเลข และ _',
  'admin_catalog.key_taken': 'คีย์หมวดหมู่นี้ถูกใช้แล้ว',
  'admin_catalog.price_positive': 'ราคาต้องมากกว่า 0',
  'admin_catalog.spec_name_required': 'กรุณาตั้งชื่อตัวเลือกทุกรายการ',
  'admin_catalog.spec_values_required': 'กรุณาเพิ่มค่าให้ {name} อย่างน้อยหนึ่งค่า',
  'admin_catalog.spec_repeated': '{name} ซ้ำกัน',
  'admin_catalog.sku_mismatch': 'ทุกชุดของตัวเลือกต้องมี SKU หนึ่งรายการพอดี',
  'admin_catalog.merchant_no_shop_create': 'เฉพาะผู้ดูแลระบบเท่านั้นที่เปิดหรือลบร้านค้าได้',
  'admin_catalog.shop_has_products': 'ร้านนี้ยังมีสินค้า {count} รายการ กรุณาปิดร้านแทนการลบ',
  'admin_catalog.shop_has_orders': 'ร้านนี้มีคำสั่งซื้อแล้ว กรุณาปิดร้านแทนการลบ',
  'admin_catalog.category_has_products': 'หมวดหมู่นี้ยังมีสินค้า {count} รายการ กรุณาย้ายสินค้าก่อน',
  'admin_catalog.product_has_orders': 'สินค้านี้มีคำสั่งซื้อแล้ว กรุณานำสินค้าลงจากชั้นแทน',
};

const vi: Messages = {
  'admin_catalog.fill_name': 'Vui lòng nhập tên',
  'admin_catalog.fill_title': 'Vui lòng nhập tên sản phẩm',
  'admin_catalog.add_image': 'Vui lòng thêm ít nhất một hình ảnh',
  'admin_catalog.key_invalid': 'Mã chỉ được dùng chữ thường, chữ số và dấu _',
  'admin_catalog.key_taken': 'Mã danh mục này đã được sử dụng',
  'admin_catalog.price_positive': 'Giá phải lớn hơn 0',
  'admin_catalog.spec_name_required': 'Vui lòng đặt tên cho mọi thuộc tính',
  'admin_catalog.spec_values_required': 'Vui lòng thêm ít nhất một giá trị cho {name}',
  'admin_catalog.spec_repeated': '{name} bị trùng lặp',
  'admin_catalog.sku_mismatch': 'Mỗi tổ hợp thuộc tính cần đúng một SKU',
  'admin_catalog.merchant_no_shop_create': 'Chỉ nhà vận hành mới có thể mở hoặc xóa cửa hàng.',
  'admin_catalog.shop_has_products': 'Cửa hàng này vẫn còn {count} sản phẩm. Hãy đóng cửa hàng thay vì xóa.',
  'admin_catalog.shop_has_orders': 'Cửa hàng này đã có đơn hàng. Hãy đóng cửa hàng thay vì xóa.',
  'admin_catalog.category_has_products': 'Danh mục này vẫn còn {count} sản phẩm. Hãy chuyển chúng đi trước.',
  'admin_catalog.product_has_orders': 'Sản phẩm này đã có đơn hàng. Hãy ngừng bán thay vì xóa.',
};

export const adminCatalogMessages = { en, 'zh-cn': zhCn, ja, ko, th, vi };
