import type { DemoArticle } from '../../types';

/** Help & support articles (GET /api/user/help_support). */
export const HELP_ARTICLES: readonly DemoArticle[] = [
  {
    type: 'help',
    slug: 'how-to-order',
    sort: 1,
    title: {
      en: 'How to place an order',
      'zh-cn': '如何下单',
      ja: 'ご注文方法',
      ko: '주문 방법',
      th: 'วิธีสั่งซื้อสินค้า',
      vi: 'Cách đặt hàng',
    },
    content: {
      en: '<p>Ordering takes only a few steps:</p><ul><li>Choose a product, pick its options and tap <strong>Add to bag</strong>.</li><li>Open your bag, select the items you want and tap <strong>Checkout</strong>.</li><li>Choose a delivery address and, if you have one, enter a promo code.</li><li>Confirm the order and pay with your wallet balance and payment code.</li></ul><p>Items from different shops become separate orders paid together. An unpaid order is cancelled automatically after 30 minutes.</p>',
      'zh-cn':
        '<p>下单只需几步：</p><ul><li>选择商品及规格，点击<strong>加入购物袋</strong>。</li><li>打开购物袋，勾选要购买的商品，点击<strong>结算</strong>。</li><li>选择收货地址，如有优惠码可一并填写。</li><li>确认订单，使用钱包余额和支付密码付款。</li></ul><p>来自不同店铺的商品会拆分为多个订单并一起支付。未支付的订单将在 30 分钟后自动取消。</p>',
      ja: '<p>ご注文は数ステップで完了します。</p><ul><li>商品と仕様を選び、<strong>バッグに追加</strong>をタップします。</li><li>バッグを開き、購入する商品を選択して<strong>レジに進む</strong>をタップします。</li><li>お届け先を選び、お持ちの場合はクーポンコードを入力します。</li><li>注文内容を確認し、ウォレット残高と支払いコードでお支払いください。</li></ul><p>異なるショップの商品は別々の注文となり、まとめてお支払いいただけます。未払いの注文は 30 分後に自動的にキャンセルされます。</p>',
      ko: '<p>주문은 몇 단계면 끝납니다.</p><ul><li>상품과 옵션을 선택하고 <strong>장바구니 담기</strong>를 누르세요.</li><li>장바구니에서 구매할 상품을 선택하고 <strong>결제하기</strong>를 누르세요.</li><li>배송지를 선택하고, 프로모션 코드가 있다면 입력하세요.</li><li>주문을 확인하고 지갑 잔액과 결제 비밀번호로 결제하세요.</li></ul><p>서로 다른 상점의 상품은 별도의 주문으로 나뉘어 함께 결제됩니다. 결제하지 않은 주문은 30분 후 자동으로 취소됩니다.</p>',
      th: '<p>สั่งซื้อได้ในไม่กี่ขั้นตอน:</p><ul><li>เลือกสินค้าและตัวเลือก แล้วแตะ <strong>ใส่ถุง</strong></li><li>เปิดถุงช้อปปิ้ง เลือกสินค้าที่ต้องการ แล้วแตะ <strong>ชำระเงิน</strong></li><li>เลือกที่อยู่จัดส่ง และกรอกโค้ดส่วนลดหากมี</li><li>ยืนยันคำสั่งซื้อและชำระด้วยยอดเงินในกระเป๋าเงินและรหัสชำระเงิน</li></ul><p>สินค้าจากร้านค้าต่างกันจะแยกเป็นคำสั่งซื้อหลายรายการแต่ชำระพร้อมกัน คำสั่งซื้อที่ยังไม่ชำระจะถูกยกเลิกอัตโนมัติหลัง 30 นาที</p>',
      vi: '<p>Đặt hàng chỉ mất vài bước:</p><ul><li>Chọn sản phẩm và phân loại, rồi nhấn <strong>Thêm vào túi</strong>.</li><li>Mở túi hàng, chọn các sản phẩm muốn mua và nhấn <strong>Thanh toán</strong>.</li><li>Chọn địa chỉ nhận hàng và nhập mã khuyến mãi nếu có.</li><li>Xác nhận đơn hàng và thanh toán bằng số dư ví cùng mã thanh toán.</li></ul><p>Sản phẩm từ các cửa hàng khác nhau sẽ được tách thành nhiều đơn nhưng thanh toán cùng lúc. Đơn chưa thanh toán sẽ tự động bị hủy sau 30 phút.</p>',
    },
  },
  {
    type: 'help',
    slug: 'payment-code',
    sort: 2,
    title: {
      en: 'Setting and resetting your payment code',
      'zh-cn': '设置与重置支付密码',
      ja: '支払いコードの設定と再設定',
      ko: '결제 비밀번호 설정 및 재설정',
      th: 'การตั้งค่าและรีเซ็ตรหัสชำระเงิน',
      vi: 'Thiết lập và đặt lại mã thanh toán',
    },
    content: {
      en: '<p>Your payment code protects your wallet. It is separate from your login password and is asked for every payment and withdrawal.</p><ul><li>Set it under <strong>Settings › Passwords › Payment code</strong>: 6 digits.</li><li>To change it, enter your current code and then the new one.</li><li>Forgot it? Request a verification code by email and set a new payment code.</li></ul><p>After 5 wrong attempts, payments are locked for 15 minutes. Never share your payment code, not even with our staff.</p>',
      'zh-cn':
        '<p>支付密码用于保护您的钱包，它与登录密码不同，每次付款和提现时都需要输入。</p><ul><li>在<strong>设置 › 密码管理 › 支付密码</strong>中设置，为 6 位数字。</li><li>修改时，先输入当前支付密码，再输入新的支付密码。</li><li>忘记支付密码？可通过邮箱获取验证码后设置新的支付密码。</li></ul><p>连续输错 5 次后，支付功能将锁定 15 分钟。请勿向任何人透露支付密码，包括我们的工作人员。</p>',
      ja: '<p>支払いコードはウォレットを守るためのものです。ログインパスワードとは別で、お支払いと出金のたびに入力が必要です。</p><ul><li><strong>設定 › パスワード › 支払いコード</strong>で設定します。6 桁の数字です。</li><li>変更するには、現在の支払いコードを入力してから新しい支払いコードを入力します。</li><li>お忘れの場合は、メールで認証コードを受け取り、新しい支払いコードを設定してください。</li></ul><p>5 回続けて間違えると、お支払いが 15 分間ロックされます。支払いコードは当社スタッフを含め、誰にも教えないでください。</p>',
      ko: '<p>결제 비밀번호는 지갑을 보호합니다. 로그인 비밀번호와 별개이며, 결제와 출금 때마다 입력해야 합니다.</p><ul><li><strong>설정 › 비밀번호 › 결제 비밀번호</strong>에서 설정하세요. 6자리 숫자입니다.</li><li>변경하려면 현재 결제 비밀번호를 입력한 뒤 새 결제 비밀번호를 입력하세요.</li><li>잊으셨나요? 이메일로 인증 코드를 받아 새 결제 비밀번호를 설정하세요.</li></ul><p>5회 연속으로 틀리면 결제가 15분간 잠깁니다. 결제 비밀번호는 저희 직원을 포함해 누구에게도 알려 주지 마세요.</p>',
      th: '<p>รหัสชำระเงินช่วยปกป้องกระเป๋าเงินของคุณ แยกจากรหัสผ่านเข้าสู่ระบบ และต้องใช้ทุกครั้งที่ชำระเงินหรือถอนเงิน</p><ul><li>ตั้งค่าได้ที่ <strong>ตั้งค่า › รหัสผ่าน › รหัสชำระเงิน</strong> เป็นตัวเลข 6 หลัก</li><li>หากต้องการเปลี่ยน ให้กรอกรหัสชำระเงินปัจจุบันแล้วจึงกรอกรหัสใหม่</li><li>ลืมรหัสชำระเงิน? ขอรหัสยืนยันทางอีเมลแล้วตั้งรหัสชำระเงินใหม่</li></ul><p>หากกรอกผิด 5 ครั้ง การชำระเงินจะถูกล็อก 15 นาที ห้ามบอกรหัสชำระเงินแก่ผู้อื่น แม้แต่เจ้าหน้าที่ของเรา</p>',
      vi: '<p>Mã thanh toán bảo vệ ví của bạn. Mã này khác với mật khẩu đăng nhập và được yêu cầu mỗi lần thanh toán hoặc rút tiền.</p><ul><li>Thiết lập tại <strong>Cài đặt › Mật khẩu › Mã thanh toán</strong>, gồm 6 chữ số.</li><li>Để đổi, hãy nhập mã thanh toán hiện tại rồi nhập mã mới.</li><li>Quên mã? Nhận mã xác minh qua email và đặt mã thanh toán mới.</li></ul><p>Sau 5 lần nhập sai, chức năng thanh toán bị khóa 15 phút. Không chia sẻ mã thanh toán với bất kỳ ai, kể cả nhân viên của chúng tôi.</p>',
    },
  },
  {
    type: 'help',
    slug: 'refunds-and-returns',
    sort: 3,
    title: {
      en: 'Refunds and returns',
      'zh-cn': '退款与退货',
      ja: '返金と返品',
      ko: '환불 및 반품',
      th: 'การคืนเงินและคืนสินค้า',
      vi: 'Hoàn tiền và trả hàng',
    },
    content: {
      en: '<p>You can ask for a refund from <strong>My purchases</strong> once an order is paid.</p><ul><li><strong>Refund only</strong>: for items not received or not shipped.</li><li><strong>Return and refund</strong>: send the item back after the shop approves, then enter the tracking number.</li><li>Describe the reason and add photos to speed up the review.</li></ul><p>Approved refunds go straight back to your wallet balance. You can withdraw a request at any time before it is handled.</p>',
      'zh-cn':
        '<p>订单付款后，您可以在<strong>我的订单</strong>中申请退款。</p><ul><li><strong>仅退款</strong>：适用于未收到货或未发货的商品。</li><li><strong>退货退款</strong>：店铺同意后寄回商品，并填写物流单号。</li><li>填写原因并上传照片，可加快审核。</li></ul><p>退款通过后，款项将直接退回您的钱包余额。在处理之前，您可以随时撤销申请。</p>',
      ja: '<p>お支払い後の注文は、<strong>購入履歴</strong>から返金を申請できます。</p><ul><li><strong>返金のみ</strong>：未着または未発送の商品が対象です。</li><li><strong>返品・返金</strong>：ショップの承認後に商品を返送し、追跡番号を入力してください。</li><li>理由を記入し写真を添付すると、審査が早く進みます。</li></ul><p>承認された返金はウォレット残高に直接戻ります。処理される前であれば、申請はいつでも取り消せます。</p>',
      ko: '<p>결제가 완료된 주문은 <strong>내 구매내역</strong>에서 환불을 신청할 수 있습니다.</p><ul><li><strong>환불만</strong>: 받지 못했거나 발송되지 않은 상품에 해당합니다.</li><li><strong>반품 후 환불</strong>: 상점이 승인하면 상품을 돌려보내고 운송장 번호를 입력하세요.</li><li>사유를 적고 사진을 첨부하면 검토가 빨라집니다.</li></ul><p>승인된 환불 금액은 지갑 잔액으로 바로 돌아갑니다. 처리되기 전이라면 언제든 신청을 취소할 수 있습니다.</p>',
      th: '<p>เมื่อชำระเงินแล้ว คุณสามารถขอคืนเงินได้ที่ <strong>การซื้อของฉัน</strong></p><ul><li><strong>คืนเงินเท่านั้น</strong>: สำหรับสินค้าที่ยังไม่ได้รับหรือยังไม่จัดส่ง</li><li><strong>คืนสินค้าและคืนเงิน</strong>: ส่งสินค้ากลับหลังร้านค้าอนุมัติ แล้วกรอกหมายเลขพัสดุ</li><li>ระบุเหตุผลและแนบรูปภาพเพื่อให้ตรวจสอบได้เร็วขึ้น</li></ul><p>เงินคืนที่อนุมัติแล้วจะกลับเข้ายอดเงินในกระเป๋าเงินทันที คุณยกเลิกคำขอได้ทุกเมื่อก่อนที่จะได้รับการดำเนินการ</p>',
      vi: '<p>Sau khi thanh toán, bạn có thể yêu cầu hoàn tiền tại <strong>Đơn mua của tôi</strong>.</p><ul><li><strong>Chỉ hoàn tiền</strong>: cho sản phẩm chưa nhận được hoặc chưa được gửi.</li><li><strong>Trả hàng và hoàn tiền</strong>: gửi trả sản phẩm sau khi cửa hàng đồng ý, rồi nhập mã vận đơn.</li><li>Ghi rõ lý do và đính kèm ảnh để được xét duyệt nhanh hơn.</li></ul><p>Khoản hoàn tiền được duyệt sẽ trả thẳng vào số dư ví. Bạn có thể rút lại yêu cầu bất cứ lúc nào trước khi được xử lý.</p>',
    },
  },
  {
    type: 'help',
    slug: 'top-up',
    sort: 4,
    title: {
      en: 'How to top up your wallet',
      'zh-cn': '如何为钱包充值',
      ja: 'ウォレットへのチャージ方法',
      ko: '지갑 충전 방법',
      th: 'วิธีเติมเงินเข้ากระเป๋าเงิน',
      vi: 'Cách nạp tiền vào ví',
    },
    content: {
      en: '<p>Top up under <strong>Me › Top up</strong>:</p><ul><li><strong>On chain</strong>: choose a network (TRC20 or ERC20), send USDT to the address shown, then enter the amount and the address you paid from.</li><li><strong>Manual</strong>: pay by card or transfer and enter the paying account.</li><li>Upload a screenshot of the payment as evidence and submit.</li></ul><p>Use the same network on both sides. Deposits via DEX, BSC and HECO are not supported and cannot be recovered. Your balance is credited once the top-up is approved.</p>',
      'zh-cn':
        '<p>在<strong>我的 › 充值</strong>中充值：</p><ul><li><strong>链上充值</strong>：选择网络（TRC20 或 ERC20），向页面显示的地址转入 USDT，然后填写金额和付款地址。</li><li><strong>人工充值</strong>：通过银行卡或转账付款，并填写付款账户。</li><li>上传付款截图作为凭证后提交。</li></ul><p>请确保收付双方使用同一网络。不支持通过 DEX、BSC 和 HECO 充值，相关款项无法找回。充值审核通过后，余额即到账。</p>',
      ja: '<p><strong>マイページ › チャージ</strong>からチャージできます。</p><ul><li><strong>オンチェーン</strong>：ネットワーク（TRC20 または ERC20）を選び、表示されたアドレスへ USDT を送金してから、金額と送金元アドレスを入力します。</li><li><strong>手動</strong>：カードまたは振込で支払い、支払元の口座を入力します。</li><li>支払いのスクリーンショットを証拠としてアップロードし、送信します。</li></ul><p>送金側と受取側で同じネットワークを使ってください。DEX、BSC、HECO 経由の入金には対応しておらず、取り戻すことはできません。審査が承認されると残高に反映されます。</p>',
      ko: '<p><strong>내 정보 › 충전</strong>에서 충전하세요.</p><ul><li><strong>온체인</strong>: 네트워크(TRC20 또는 ERC20)를 선택하고 표시된 주소로 USDT를 보낸 뒤, 금액과 보낸 주소를 입력하세요.</li><li><strong>수동</strong>: 카드나 계좌 이체로 결제하고 결제 계좌를 입력하세요.</li><li>결제 화면 캡처를 증빙으로 업로드하고 제출하세요.</li></ul><p>보내는 쪽과 받는 쪽의 네트워크가 같아야 합니다. DEX, BSC, HECO를 통한 입금은 지원되지 않으며 복구할 수 없습니다. 충전이 승인되면 잔액에 반영됩니다.</p>',
      th: '<p>เติมเงินได้ที่ <strong>ฉัน › เติมเงิน</strong>:</p><ul><li><strong>ผ่านบล็อกเชน</strong>: เลือกเครือข่าย (TRC20 หรือ ERC20) โอน USDT ไปยังที่อยู่ที่แสดง แล้วกรอกจำนวนเงินและที่อยู่ที่คุณใช้โอน</li><li><strong>แบบแมนนวล</strong>: ชำระด้วยบัตรหรือการโอน แล้วกรอกบัญชีที่ใช้ชำระ</li><li>อัปโหลดภาพหน้าจอการชำระเงินเป็นหลักฐานแล้วกดส่ง</li></ul><p>โปรดใช้เครือข่ายเดียวกันทั้งฝั่งโอนและฝั่งรับ ไม่รองรับการฝากผ่าน DEX, BSC และ HECO และไม่สามารถกู้คืนได้ ยอดเงินจะเข้าบัญชีเมื่อการเติมเงินได้รับอนุมัติ</p>',
      vi: '<p>Nạp tiền tại <strong>Tôi › Nạp tiền</strong>:</p><ul><li><strong>Trên chuỗi</strong>: chọn mạng (TRC20 hoặc ERC20), chuyển USDT đến địa chỉ hiển thị, sau đó nhập số tiền và địa chỉ đã chuyển.</li><li><strong>Thủ công</strong>: thanh toán bằng thẻ hoặc chuyển khoản và nhập tài khoản thanh toán.</li><li>Tải lên ảnh chụp màn hình giao dịch làm bằng chứng rồi gửi.</li></ul><p>Hãy dùng cùng một mạng ở cả hai phía. Không hỗ trợ nạp qua DEX, BSC và HECO, khoản tiền gửi nhầm không thể khôi phục. Số dư được cộng khi yêu cầu nạp được duyệt.</p>',
    },
  },
  {
    type: 'help',
    slug: 'withdrawal',
    sort: 5,
    title: {
      en: 'How to withdraw',
      'zh-cn': '如何提现',
      ja: '出金方法',
      ko: '출금 방법',
      th: 'วิธีถอนเงิน',
      vi: 'Cách rút tiền',
    },
    content: {
      en: '<p>Withdraw your balance under <strong>Me › Withdraw</strong>:</p><ul><li>Choose <strong>bank card</strong> (card number, bank and account name) or <strong>on chain</strong> (network and receiving address).</li><li>Enter the amount within the limits shown and confirm with your payment code.</li><li>The amount is frozen while we review it; a service fee may apply.</li></ul><p>Approved withdrawals are usually paid within one business day. If a request is refused, the frozen amount returns to your balance. Check the status under <strong>Withdrawal records</strong>.</p>',
      'zh-cn':
        '<p>在<strong>我的 › 提现</strong>中提取余额：</p><ul><li>选择<strong>银行卡</strong>（卡号、银行和户名）或<strong>链上</strong>（网络和收款地址）。</li><li>在显示的限额内填写金额，并输入支付密码确认。</li><li>审核期间该金额将被冻结，可能收取手续费。</li></ul><p>审核通过的提现通常在一个工作日内到账。若申请被拒绝，冻结金额将退回余额。可在<strong>提现记录</strong>中查看进度。</p>',
      ja: '<p><strong>マイページ › 出金</strong>から残高を出金できます。</p><ul><li><strong>銀行カード</strong>（カード番号、銀行名、口座名義）または<strong>オンチェーン</strong>（ネットワークと受取アドレス）を選びます。</li><li>表示された上限の範囲で金額を入力し、支払いコードで確認します。</li><li>審査中は金額が凍結されます。手数料がかかる場合があります。</li></ul><p>承認された出金は通常 1 営業日以内に支払われます。申請が却下された場合、凍結された金額は残高に戻ります。状況は<strong>出金履歴</strong>でご確認ください。</p>',
      ko: '<p><strong>내 정보 › 출금</strong>에서 잔액을 출금하세요.</p><ul><li><strong>은행 카드</strong>(카드 번호, 은행, 예금주) 또는 <strong>온체인</strong>(네트워크와 받는 주소)을 선택하세요.</li><li>표시된 한도 안에서 금액을 입력하고 결제 비밀번호로 확인하세요.</li><li>검토하는 동안 금액이 동결되며, 수수료가 부과될 수 있습니다.</li></ul><p>승인된 출금은 보통 영업일 기준 하루 안에 지급됩니다. 신청이 거절되면 동결된 금액은 잔액으로 돌아갑니다. 진행 상황은 <strong>출금 내역</strong>에서 확인하세요.</p>',
      th: '<p>ถอนยอดเงินได้ที่ <strong>ฉัน › ถอนเงิน</strong>:</p><ul><li>เลือก <strong>บัตรธนาคาร</strong> (เลขบัตร ธนาคาร และชื่อบัญชี) หรือ <strong>ผ่านบล็อกเชน</strong> (เครือข่ายและที่อยู่รับเงิน)</li><li>กรอกจำนวนเงินภายในวงเงินที่แสดง แล้วยืนยันด้วยรหัสชำระเงิน</li><li>จำนวนเงินจะถูกอายัดระหว่างการตรวจสอบ และอาจมีค่าธรรมเนียม</li></ul><p>การถอนที่อนุมัติแล้วมักได้รับเงินภายใน 1 วันทำการ หากคำขอถูกปฏิเสธ เงินที่อายัดไว้จะคืนเข้ายอดเงิน ตรวจสอบสถานะได้ที่ <strong>ประวัติการถอนเงิน</strong></p>',
      vi: '<p>Rút số dư tại <strong>Tôi › Rút tiền</strong>:</p><ul><li>Chọn <strong>thẻ ngân hàng</strong> (số thẻ, ngân hàng và tên chủ tài khoản) hoặc <strong>trên chuỗi</strong> (mạng và địa chỉ nhận).</li><li>Nhập số tiền trong hạn mức hiển thị và xác nhận bằng mã thanh toán.</li><li>Số tiền bị tạm giữ trong lúc xét duyệt; có thể áp dụng phí dịch vụ.</li></ul><p>Yêu cầu được duyệt thường được chi trả trong một ngày làm việc. Nếu bị từ chối, số tiền tạm giữ sẽ trả lại số dư. Theo dõi trạng thái tại <strong>Lịch sử rút tiền</strong>.</p>',
    },
  },
];
