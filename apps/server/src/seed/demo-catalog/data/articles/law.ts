import type { DemoArticle } from '../../types';

/**
 * Legal articles (GET /api/user/law). Demo wording only: an operator must
 * have their own terms reviewed before going live.
 */
export const LAW_ARTICLES: readonly DemoArticle[] = [
  {
    type: 'law',
    slug: 'terms-of-service',
    sort: 1,
    title: {
      en: 'Terms of Service',
      'zh-cn': '服务条款',
      ja: '利用規約',
      ko: '서비스 이용약관',
      th: 'ข้อกำหนดการให้บริการ',
      vi: 'Điều khoản dịch vụ',
    },
    content: {
      en: '<p>By creating an account you agree to these terms.</p><ul><li>You must give true information and keep your login password and payment code secret.</li><li>Products are sold by independent shops; each shop is responsible for its listings and deliveries.</li><li>Your wallet balance may only be used for purchases on the platform and withdrawn under the published rules.</li><li>We may suspend accounts used for fraud, abuse or unlawful activity.</li></ul><p>We may update these terms and will notify you of important changes in the app.</p>',
      'zh-cn':
        '<p>注册账户即表示您同意本条款。</p><ul><li>您须提供真实信息，并妥善保管登录密码和支付密码。</li><li>商品由独立店铺出售，各店铺对其商品信息和配送负责。</li><li>钱包余额仅可用于本平台购物，并可按公布的规则提现。</li><li>对于用于欺诈、滥用或违法活动的账户，我们可暂停其使用。</li></ul><p>我们可能更新本条款，重要变更将在应用内通知您。</p>',
      ja: '<p>アカウントを作成することで、本規約に同意したものとみなされます。</p><ul><li>正確な情報を登録し、ログインパスワードと支払いコードを秘密に保ってください。</li><li>商品は独立したショップが販売しており、各ショップが商品情報と配送に責任を負います。</li><li>ウォレット残高は当プラットフォームでのお買い物にのみ使用でき、公表されたルールに従って出金できます。</li><li>詐欺、不正利用、違法行為に使われたアカウントは停止することがあります。</li></ul><p>本規約は改定されることがあり、重要な変更はアプリ内でお知らせします。</p>',
      ko: '<p>계정을 만들면 본 약관에 동의하는 것으로 간주됩니다.</p><ul><li>정확한 정보를 제공하고 로그인 비밀번호와 결제 비밀번호를 안전하게 관리해야 합니다.</li><li>상품은 독립된 상점이 판매하며, 각 상점이 상품 정보와 배송에 책임을 집니다.</li><li>지갑 잔액은 플랫폼 내 구매에만 사용할 수 있으며, 공지된 규칙에 따라 출금할 수 있습니다.</li><li>사기, 악용 또는 불법 행위에 사용된 계정은 정지될 수 있습니다.</li></ul><p>본 약관은 변경될 수 있으며, 중요한 변경 사항은 앱에서 알려 드립니다.</p>',
      th: '<p>การสร้างบัญชีถือว่าคุณยอมรับข้อกำหนดเหล่านี้</p><ul><li>คุณต้องให้ข้อมูลที่เป็นจริง และเก็บรหัสผ่านเข้าสู่ระบบและรหัสชำระเงินเป็นความลับ</li><li>สินค้าจำหน่ายโดยร้านค้าอิสระ แต่ละร้านรับผิดชอบรายละเอียดสินค้าและการจัดส่งของตน</li><li>ยอดเงินในกระเป๋าเงินใช้ได้เฉพาะการซื้อบนแพลตฟอร์ม และถอนได้ตามกฎที่ประกาศไว้</li><li>เราอาจระงับบัญชีที่ใช้ในการฉ้อโกง การละเมิด หรือกิจกรรมที่ผิดกฎหมาย</li></ul><p>เราอาจปรับปรุงข้อกำหนดนี้ และจะแจ้งการเปลี่ยนแปลงที่สำคัญในแอป</p>',
      vi: '<p>Khi tạo tài khoản, bạn đồng ý với các điều khoản này.</p><ul><li>Bạn phải cung cấp thông tin trung thực và giữ bí mật mật khẩu đăng nhập cùng mã thanh toán.</li><li>Sản phẩm do các cửa hàng độc lập bán; mỗi cửa hàng chịu trách nhiệm về thông tin sản phẩm và việc giao hàng của mình.</li><li>Số dư ví chỉ dùng để mua hàng trên nền tảng và được rút theo quy định đã công bố.</li><li>Chúng tôi có thể tạm khóa tài khoản dùng cho gian lận, lạm dụng hoặc hoạt động trái pháp luật.</li></ul><p>Chúng tôi có thể cập nhật điều khoản và sẽ thông báo các thay đổi quan trọng trong ứng dụng.</p>',
    },
  },
  {
    type: 'law',
    slug: 'privacy-policy',
    sort: 2,
    title: {
      en: 'Privacy Policy',
      'zh-cn': '隐私政策',
      ja: 'プライバシーポリシー',
      ko: '개인정보 처리방침',
      th: 'นโยบายความเป็นส่วนตัว',
      vi: 'Chính sách quyền riêng tư',
    },
    content: {
      en: '<p>We collect only what we need to run your account and deliver your orders.</p><ul><li><strong>What we keep</strong>: your name, email, phone number, delivery addresses, orders and wallet records.</li><li><strong>Why</strong>: to process payments, ship orders, prevent fraud and answer your requests.</li><li><strong>Sharing</strong>: shops receive only what they need to deliver your order. We never sell your data.</li><li><strong>Your rights</strong>: you can view and correct your profile and ask us to delete your account.</li></ul><p>Passwords and payment codes are stored only in hashed form.</p>',
      'zh-cn':
        '<p>我们只收集运营您的账户和配送订单所必需的信息。</p><ul><li><strong>收集内容</strong>：姓名、邮箱、手机号、收货地址、订单和钱包记录。</li><li><strong>用途</strong>：处理付款、发货、防范欺诈以及回应您的请求。</li><li><strong>共享</strong>：店铺仅获得配送订单所需的信息。我们绝不出售您的数据。</li><li><strong>您的权利</strong>：您可以查看和更正个人资料，并可要求注销账户。</li></ul><p>登录密码和支付密码仅以哈希形式存储。</p>',
      ja: '<p>当社は、アカウントの運用と注文のお届けに必要な情報のみを収集します。</p><ul><li><strong>保存する情報</strong>：氏名、メールアドレス、電話番号、お届け先、注文履歴、ウォレットの記録。</li><li><strong>利用目的</strong>：決済処理、商品の発送、不正防止、お問い合わせへの対応。</li><li><strong>共有</strong>：ショップには配送に必要な情報のみを提供します。お客様のデータを販売することはありません。</li><li><strong>お客様の権利</strong>：プロフィールの確認・訂正、アカウントの削除を依頼できます。</li></ul><p>パスワードと支払いコードはハッシュ化した形でのみ保存します。</p>',
      ko: '<p>저희는 계정 운영과 주문 배송에 필요한 정보만 수집합니다.</p><ul><li><strong>수집 항목</strong>: 이름, 이메일, 전화번호, 배송지, 주문 및 지갑 기록.</li><li><strong>이용 목적</strong>: 결제 처리, 주문 배송, 부정 방지, 문의 응대.</li><li><strong>제공</strong>: 상점은 주문 배송에 필요한 정보만 받습니다. 고객의 데이터는 절대 판매하지 않습니다.</li><li><strong>이용자의 권리</strong>: 프로필을 조회·수정하고 계정 삭제를 요청할 수 있습니다.</li></ul><p>비밀번호와 결제 비밀번호는 해시 형태로만 저장됩니다.</p>',
      th: '<p>เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการดูแลบัญชีและการจัดส่งคำสั่งซื้อของคุณ</p><ul><li><strong>ข้อมูลที่เก็บ</strong>: ชื่อ อีเมล หมายเลขโทรศัพท์ ที่อยู่จัดส่ง คำสั่งซื้อ และรายการกระเป๋าเงิน</li><li><strong>วัตถุประสงค์</strong>: เพื่อดำเนินการชำระเงิน จัดส่งสินค้า ป้องกันการฉ้อโกง และตอบคำขอของคุณ</li><li><strong>การเปิดเผย</strong>: ร้านค้าได้รับเฉพาะข้อมูลที่จำเป็นต่อการจัดส่ง เราไม่ขายข้อมูลของคุณ</li><li><strong>สิทธิของคุณ</strong>: คุณสามารถดูและแก้ไขโปรไฟล์ และขอให้ลบบัญชีได้</li></ul><p>รหัสผ่านและรหัสชำระเงินถูกจัดเก็บในรูปแบบแฮชเท่านั้น</p>',
      vi: '<p>Chúng tôi chỉ thu thập những gì cần thiết để vận hành tài khoản và giao đơn hàng của bạn.</p><ul><li><strong>Dữ liệu lưu giữ</strong>: họ tên, email, số điện thoại, địa chỉ nhận hàng, đơn hàng và lịch sử ví.</li><li><strong>Mục đích</strong>: xử lý thanh toán, giao hàng, phòng chống gian lận và phản hồi yêu cầu của bạn.</li><li><strong>Chia sẻ</strong>: cửa hàng chỉ nhận thông tin cần để giao hàng. Chúng tôi không bao giờ bán dữ liệu của bạn.</li><li><strong>Quyền của bạn</strong>: bạn có thể xem, chỉnh sửa hồ sơ và yêu cầu xóa tài khoản.</li></ul><p>Mật khẩu và mã thanh toán chỉ được lưu dưới dạng băm.</p>',
    },
  },
  {
    type: 'law',
    slug: 'refund-policy',
    sort: 3,
    title: {
      en: 'Refund Policy',
      'zh-cn': '退款政策',
      ja: '返金ポリシー',
      ko: '환불 정책',
      th: 'นโยบายการคืนเงิน',
      vi: 'Chính sách hoàn tiền',
    },
    content: {
      en: '<p>We want every purchase to arrive as described.</p><ul><li>You may request a refund from payment until the order is completed.</li><li>The refund is at most the amount paid for the items, less any amount already refunded.</li><li>Returned goods must be unused and in their original packaging, unless they arrived damaged or wrong.</li><li>Shops answer within 3 days; unanswered requests are reviewed by our support team.</li></ul><p>Refunds are credited to your wallet balance, never to a third party.</p>',
      'zh-cn':
        '<p>我们希望每一笔订单都与描述相符。</p><ul><li>从付款到订单完成前，您都可以申请退款。</li><li>退款金额不超过该商品的实付金额，并扣除已退款部分。</li><li>退回的商品须未使用且保留原包装，收到破损或错发商品的情况除外。</li><li>店铺将在 3 天内处理；逾期未处理的申请由平台客服审核。</li></ul><p>退款将退回您的钱包余额，绝不会退给第三方。</p>',
      ja: '<p>すべての商品が説明どおりに届くことを目指しています。</p><ul><li>お支払いから注文完了までの間、返金を申請できます。</li><li>返金額は商品の支払額から、すでに返金された額を差し引いた額が上限です。</li><li>返品する商品は未使用で、元の梱包のままである必要があります（破損・誤配送の場合を除く）。</li><li>ショップは 3 日以内に対応します。未対応の申請はサポートチームが審査します。</li></ul><p>返金はウォレット残高に戻され、第三者に支払われることはありません。</p>',
      ko: '<p>모든 상품이 설명대로 도착하기를 바랍니다.</p><ul><li>결제 후 주문이 완료되기 전까지 환불을 신청할 수 있습니다.</li><li>환불 금액은 해당 상품의 결제 금액에서 이미 환불된 금액을 뺀 금액을 넘을 수 없습니다.</li><li>반품 상품은 사용하지 않은 상태로 원래 포장에 담겨 있어야 합니다. 파손되거나 잘못 배송된 경우는 예외입니다.</li><li>상점은 3일 이내에 답변하며, 답변이 없는 신청은 고객지원팀이 검토합니다.</li></ul><p>환불은 지갑 잔액으로 지급되며, 제3자에게 지급되지 않습니다.</p>',
      th: '<p>เราต้องการให้ทุกการสั่งซื้อได้รับสินค้าตรงตามรายละเอียด</p><ul><li>คุณขอคืนเงินได้ตั้งแต่ชำระเงินจนถึงก่อนคำสั่งซื้อเสร็จสมบูรณ์</li><li>จำนวนเงินคืนไม่เกินยอดที่ชำระสำหรับสินค้านั้น หักด้วยยอดที่คืนไปแล้ว</li><li>สินค้าที่ส่งคืนต้องไม่ผ่านการใช้งานและอยู่ในบรรจุภัณฑ์เดิม ยกเว้นกรณีได้รับสินค้าชำรุดหรือผิดรายการ</li><li>ร้านค้าจะตอบกลับภายใน 3 วัน คำขอที่ไม่ได้รับการตอบจะได้รับการตรวจสอบโดยทีมบริการลูกค้า</li></ul><p>เงินคืนจะเข้าสู่ยอดเงินในกระเป๋าเงินของคุณ และจะไม่จ่ายให้บุคคลอื่น</p>',
      vi: '<p>Chúng tôi mong mọi đơn hàng đều đến tay bạn đúng như mô tả.</p><ul><li>Bạn có thể yêu cầu hoàn tiền từ khi thanh toán cho đến khi đơn hàng hoàn tất.</li><li>Số tiền hoàn tối đa bằng số tiền đã trả cho sản phẩm, trừ đi phần đã hoàn trước đó.</li><li>Hàng trả lại phải chưa qua sử dụng và còn nguyên bao bì, trừ khi hàng bị hỏng hoặc giao sai.</li><li>Cửa hàng phản hồi trong vòng 3 ngày; yêu cầu chưa được phản hồi sẽ do đội hỗ trợ xem xét.</li></ul><p>Tiền hoàn được cộng vào số dư ví của bạn, không bao giờ chuyển cho bên thứ ba.</p>',
    },
  },
];
