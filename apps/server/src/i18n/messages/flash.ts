/**
 * Messages of flash sales (modules/flash), in the six languages; each catalogue spreads its own part.
 * English is the reference.
 */
const en = {
  'flash.session_not_found': 'This flash sale does not exist.',
  'flash.title_empty': 'Please enter a title for the flash sale.',
  'flash.window_invalid': 'A flash sale must end after it starts.',
  'flash.window_past': 'A flash sale must end in the future.',
  'flash.session_overlap': 'This flash sale overlaps another one.',
  'flash.session_started': 'This flash sale has already started or ended and can no longer be changed.',
  'flash.item_not_found': 'This flash sale item does not exist.',
  'flash.item_exists': 'This product is already in this flash sale.',
  'flash.sku_required': 'Please choose the specification of the product.',
  'flash.sku_not_found': 'This specification does not belong to the product.',
  'flash.price_invalid': 'Please enter a flash price above zero.',
  'flash.not_real_discount':
    'Not a real discount: the flash price must be below {amount}, the lowest price of the last 30 days.',
  'flash.stock_above': 'The flash stock cannot be more than the {count} in stock.',
  'flash.limit_left': 'Only {count} left at the flash price for you.',
  'flash.none_left': 'None left at the flash price for you.',
  'flash.remind_started': 'This flash sale has already started or ended: there is nothing to remind you of.',
  'flash.reminder_title': 'Flash sale started',
  'flash.reminder': '{title} has started: the flash prices are on now.',
} as const;

type Messages = Record<keyof typeof en, string>;

const zhCn: Messages = {
  'flash.session_not_found': '该秒杀场次不存在。',
  'flash.title_empty': '请输入秒杀场次的标题。',
  'flash.window_invalid': '秒杀场次的结束时间必须晚于开始时间。',
  'flash.window_past': '秒杀场次的结束时间必须在未来。',
  'flash.session_overlap': '该秒杀场次与其他场次时间重叠。',
  'flash.session_started': '该秒杀场次已开始或已结束，无法再修改。',
  'flash.item_not_found': '该秒杀商品不存在。',
  'flash.item_exists': '该商品已在此秒杀场次中。',
  'flash.sku_required': '请选择商品规格。',
  'flash.sku_not_found': '该规格不属于此商品。',
  'flash.price_invalid': '请输入大于零的秒杀价。',
  'flash.not_real_discount': '不是真正的折扣：秒杀价必须低于近 30 天最低价 {amount}。',
  'flash.stock_above': '秒杀库存不能超过现有库存 {count} 件。',
  'flash.limit_left': '您还可以以秒杀价购买 {count} 件。',
  'flash.none_left': '您已无法再以秒杀价购买此商品。',
  'flash.remind_started': '该秒杀场次已开始或已结束，无需提醒。',
  'flash.reminder_title': '秒杀开始了',
  'flash.reminder': '{title} 已开始，秒杀价现已生效。',
};

const ja: Messages = {
  'flash.session_not_found': 'このタイムセールは存在しません。',
  'flash.title_empty': 'タイムセールのタイトルを入力してください。',
  'flash.window_invalid': 'タイムセールの終了は開始より後にしてください。',
  'flash.window_past': 'タイムセールの終了は未来の日時にしてください。',
  'flash.session_overlap': 'このタイムセールは他のタイムセールと時間が重なっています。',
  'flash.session_started': 'このタイムセールはすでに開始または終了しているため、変更できません。',
  'flash.item_not_found': 'このタイムセール商品は存在しません。',
  'flash.item_exists': 'この商品はすでにこのタイムセールに登録されています。',
  'flash.sku_required': '商品の仕様を選択してください。',
  'flash.sku_not_found': 'この仕様はこの商品のものではありません。',
  'flash.price_invalid': '0より大きいセール価格を入力してください。',
  'flash.not_real_discount':
    '実質的な値引きではありません：セール価格は過去30日間の最安値 {amount} より低くしてください。',
  'flash.stock_above': 'セール在庫は在庫数 {count} 個を超えられません。',
  'flash.limit_left': 'セール価格で購入できるのは残り {count} 個です。',
  'flash.none_left': 'この商品はこれ以上セール価格で購入できません。',
  'flash.remind_started': 'このタイムセールはすでに開始または終了しているため、リマインダーは設定できません。',
  'flash.reminder_title': 'タイムセール開始',
  'flash.reminder': '{title} が始まりました。今ならセール価格で購入できます。',
};

const ko: Messages = {
  'flash.session_not_found': '이 타임세일은 존재하지 않습니다.',
  'flash.title_empty': '타임세일 제목을 입력해 주세요.',
  'flash.window_invalid': '타임세일 종료 시간은 시작 시간보다 늦어야 합니다.',
  'flash.window_past': '타임세일 종료 시간은 미래여야 합니다.',
  'flash.session_overlap': '이 타임세일은 다른 타임세일과 시간이 겹칩니다.',
  'flash.session_started': '이 타임세일은 이미 시작되었거나 종료되어 더 이상 변경할 수 없습니다.',
  'flash.item_not_found': '이 타임세일 상품은 존재하지 않습니다.',
  'flash.item_exists': '이 상품은 이미 이 타임세일에 있습니다.',
  'flash.sku_required': '상품 옵션을 선택해 주세요.',
  'flash.sku_not_found': '이 옵션은 해당 상품의 옵션이 아닙니다.',
  'flash.price_invalid': '0보다 큰 세일 가격을 입력해 주세요.',
  'flash.not_real_discount': '실제 할인이 아닙니다: 세일 가격은 최근 30일 최저가 {amount}보다 낮아야 합니다.',
  'flash.stock_above': '세일 재고는 현재 재고 {count}개를 넘을 수 없습니다.',
  'flash.limit_left': '세일 가격으로 {count}개만 더 구매할 수 있습니다.',
  'flash.none_left': '이 상품은 더 이상 세일 가격으로 구매할 수 없습니다.',
  'flash.remind_started': '이 타임세일은 이미 시작되었거나 종료되어 알림을 설정할 수 없습니다.',
  'flash.reminder_title': '타임세일 시작',
  'flash.reminder': '{title}이(가) 시작되었습니다. 지금 세일 가격으로 구매하세요.',
};

const th: Messages = {
  'flash.session_not_found': 'ไม่มีแฟลชเซลนี้',
  'flash.title_empty': 'กรุณากรอกชื่อแฟลชเซล',
  'flash.window_invalid': 'แฟลชเซลต้องสิ้นสุดหลังเวลาเริ่ม',
  'flash.window_past': 'แฟลชเซลต้องสิ้นสุดในอนาคต',
  'flash.session_overlap': 'แฟลชเซลนี้มีช่วงเวลาทับซ้อนกับแฟลชเซลอื่น',
  'flash.session_started': 'แฟลชเซลนี้เริ่มแล้วหรือสิ้นสุดแล้ว จึงแก้ไขไม่ได้อีก',
  'flash.item_not_found': 'ไม่มีสินค้าแฟลชเซลนี้',
  'flash.item_exists': 'สินค้านี้อยู่ในแฟลชเซลนี้แล้ว',
  'flash.sku_required': 'กรุณาเลือกตัวเลือกสินค้า',
  'flash.sku_not_found': 'ตัวเลือกนี้ไม่ใช่ของสินค้านี้',
  'flash.price_invalid': 'กรุณากรอกราคาแฟลชเซลที่มากกว่าศูนย์',
  'flash.not_real_discount': 'ไม่ใช่ส่วนลดจริง: ราคาแฟลชเซลต้องต่ำกว่า {amount} ซึ่งเป็นราคาต่ำสุดใน 30 วันที่ผ่านมา',
  'flash.stock_above': 'สต็อกแฟลชเซลต้องไม่เกินสต็อกที่มี {count} ชิ้น',
  'flash.limit_left': 'คุณซื้อในราคาแฟลชเซลได้อีกเพียง {count} ชิ้น',
  'flash.none_left': 'คุณไม่สามารถซื้อสินค้านี้ในราคาแฟลชเซลได้อีกแล้ว',
  'flash.remind_started': 'แฟลชเซลนี้เริ่มแล้วหรือสิ้นสุดแล้ว จึงตั้งการแจ้งเตือนไม่ได้',
  'flash.reminder_title': 'แฟลชเซลเริ่มแล้ว',
  'flash.reminder': '{title} เริ่มแล้ว ซื้อในราคาแฟลชเซลได้เลยตอนนี้',
};

const vi: Messages = {
  'flash.session_not_found': 'Đợt flash sale này không tồn tại.',
  'flash.title_empty': 'Vui lòng nhập tiêu đề cho đợt flash sale.',
  'flash.window_invalid': 'Đợt flash sale phải kết thúc sau khi bắt đầu.',
  'flash.window_past': 'Đợt flash sale phải kết thúc trong tương lai.',
  'flash.session_overlap': 'Đợt flash sale này trùng thời gian với một đợt khác.',
  'flash.session_started': 'Đợt flash sale này đã bắt đầu hoặc đã kết thúc nên không thể thay đổi nữa.',
  'flash.item_not_found': 'Sản phẩm flash sale này không tồn tại.',
  'flash.item_exists': 'Sản phẩm này đã có trong đợt flash sale này.',
  'flash.sku_required': 'Vui lòng chọn phân loại của sản phẩm.',
  'flash.sku_not_found': 'Phân loại này không thuộc sản phẩm.',
  'flash.price_invalid': 'Vui lòng nhập giá flash sale lớn hơn 0.',
  'flash.not_real_discount':
    'Không phải giảm giá thật: giá flash sale phải thấp hơn {amount}, giá thấp nhất trong 30 ngày qua.',
  'flash.stock_above': 'Số lượng flash sale không được vượt quá {count} sản phẩm trong kho.',
  'flash.limit_left': 'Bạn chỉ còn có thể mua {count} sản phẩm với giá flash sale.',
  'flash.none_left': 'Bạn không thể mua thêm sản phẩm này với giá flash sale.',
  'flash.remind_started': 'Đợt flash sale này đã bắt đầu hoặc đã kết thúc nên không thể đặt nhắc nhở.',
  'flash.reminder_title': 'Flash sale đã bắt đầu',
  'flash.reminder': '{title} đã bắt đầu: giá flash sale đang được áp dụng.',
};

export const flashMessages = { en, 'zh-cn': zhCn, ja, ko, th, vi };
