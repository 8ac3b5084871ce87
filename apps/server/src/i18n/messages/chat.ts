/**
 * Messages of the chat between shoppers and shops (modules/chat), in the six languages; each
 * catalogue spreads its own part. English is the reference. The notice texts are what a shopper
 * who is away reads in the notification list and the Web Push.
 */
const en = {
  'chat.not_found': 'This conversation does not exist.',
  'chat.away_text_empty': 'Please write the away message shoppers will read.',
  'chat.away_shop_needed': 'Please choose the shop.',
  'chat.one_content': 'Send one thing at a time: a text, a picture, a product or an order.',
  'chat.text_empty': 'Please write a message.',
  'chat.text_too_long': 'A message can have at most {max} characters.',
  'chat.order_not_found': 'This order is not one of yours with this shop.',
  'chat.notice_title': 'New message from {shop}',
  'chat.notice_text': '{text}',
  'chat.notice_image': 'Sent you a picture.',
  'chat.notice_product': 'Sent you a product.',
  'chat.notice_order': 'Sent you an order.',
} as const;

type Messages = Record<keyof typeof en, string>;

const zhCn: Messages = {
  'chat.not_found': '该会话不存在。',
  'chat.away_text_empty': '请填写顾客将看到的离开自动回复。',
  'chat.away_shop_needed': '请选择店铺。',
  'chat.one_content': '每次只能发送一项：文字、图片、商品或订单。',
  'chat.text_empty': '请输入消息内容。',
  'chat.text_too_long': '消息最多 {max} 个字符。',
  'chat.order_not_found': '该订单不是您在本店的订单。',
  'chat.notice_title': '{shop} 发来新消息',
  'chat.notice_text': '{text}',
  'chat.notice_image': '给您发送了一张图片。',
  'chat.notice_product': '给您发送了一个商品。',
  'chat.notice_order': '给您发送了一个订单。',
};

const ja: Messages = {
  'chat.not_found': 'このチャットは存在しません。',
  'chat.away_text_empty': 'お客様に表示される不在メッセージを入力してください。',
  'chat.away_shop_needed': 'ショップを選択してください。',
  'chat.one_content': '一度に送れるのは、テキスト、画像、商品、注文のいずれか一つです。',
  'chat.text_empty': 'メッセージを入力してください。',
  'chat.text_too_long': 'メッセージは最大 {max} 文字です。',
  'chat.order_not_found': 'この注文は、このショップでのお客様の注文ではありません。',
  'chat.notice_title': '{shop}から新しいメッセージ',
  'chat.notice_text': '{text}',
  'chat.notice_image': '画像が届きました。',
  'chat.notice_product': '商品が届きました。',
  'chat.notice_order': '注文が届きました。',
};

const ko: Messages = {
  'chat.not_found': '존재하지 않는 대화입니다.',
  'chat.away_text_empty': '고객에게 보여 줄 부재 메시지를 입력해 주세요.',
  'chat.away_shop_needed': '상점을 선택해 주세요.',
  'chat.one_content': '한 번에 하나씩 보내 주세요: 텍스트, 사진, 상품 또는 주문.',
  'chat.text_empty': '메시지를 입력해 주세요.',
  'chat.text_too_long': '메시지는 최대 {max}자까지 쓸 수 있습니다.',
  'chat.order_not_found': '이 상점에서 주문하신 주문이 아닙니다.',
  'chat.notice_title': '{shop}에서 새 메시지',
  'chat.notice_text': '{text}',
  'chat.notice_image': '사진을 보냈습니다.',
  'chat.notice_product': '상품을 보냈습니다.',
  'chat.notice_order': '주문을 보냈습니다.',
};

const th: Messages = {
  'chat.not_found': 'ไม่มีการสนทนานี้',
  'chat.away_text_empty': 'กรุณาพิมพ์ข้อความตอบกลับอัตโนมัติที่ลูกค้าจะเห็นขณะไม่อยู่',
  'chat.away_shop_needed': 'กรุณาเลือกร้านค้า',
  'chat.one_content': 'ส่งได้ครั้งละหนึ่งอย่าง: ข้อความ รูปภาพ สินค้า หรือคำสั่งซื้อ',
  'chat.text_empty': 'กรุณาพิมพ์ข้อความ',
  'chat.text_too_long': 'ข้อความยาวได้ไม่เกิน {max} ตัวอักษร',
  'chat.order_not_found': 'คำสั่งซื้อนี้ไม่ใช่คำสั่งซื้อของคุณกับร้านนี้',
  'chat.notice_title': 'ข้อความใหม่จาก {shop}',
  'chat.notice_text': '{text}',
  'chat.notice_image': 'ส่งรูปภาพถึงคุณ',
  'chat.notice_product': 'ส่งสินค้าถึงคุณ',
  'chat.notice_order': 'ส่งคำสั่งซื้อถึงคุณ',
};

const vi: Messages = {
  'chat.not_found': 'Cuộc trò chuyện này không tồn tại.',
  'chat.away_text_empty': 'Vui lòng nhập tin nhắn vắng mặt mà khách hàng sẽ đọc.',
  'chat.away_shop_needed': 'Vui lòng chọn cửa hàng.',
  'chat.one_content': 'Mỗi lần chỉ gửi một thứ: văn bản, hình ảnh, sản phẩm hoặc đơn hàng.',
  'chat.text_empty': 'Vui lòng nhập tin nhắn.',
  'chat.text_too_long': 'Tin nhắn có tối đa {max} ký tự.',
  'chat.order_not_found': 'Đơn hàng này không phải đơn của bạn tại cửa hàng này.',
  'chat.notice_title': 'Tin nhắn mới từ {shop}',
  'chat.notice_text': '{text}',
  'chat.notice_image': 'Đã gửi cho bạn một hình ảnh.',
  'chat.notice_product': 'Đã gửi cho bạn một sản phẩm.',
  'chat.notice_order': 'Đã gửi cho bạn một đơn hàng.',
};

export const chatMessages = { en, 'zh-cn': zhCn, ja, ko, th, vi };
