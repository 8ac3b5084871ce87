import type { DemoArticle } from '../../types';

/** Platform information articles (GET /api/user/platform). */
export const PLATFORM_ARTICLES: readonly DemoArticle[] = [
  {
    type: 'platform',
    slug: 'about-us',
    sort: 1,
    title: { en: 'About us', 'zh-cn': '关于我们', ja: '会社概要', ko: '회사 소개', th: 'เกี่ยวกับเรา', vi: 'Về chúng tôi' },
    content: {
      en: '<p><strong>Bazaar</strong> is a marketplace that brings independent shops and shoppers together on any phone.</p><ul><li>Thousands of products across ten categories, from laptops to toys.</li><li>One wallet for fast, secure payments and refunds.</li><li>Support in six languages.</li></ul><p>Our mission is simple: fair prices, honest shops and a shopping experience that just works.</p>',
      'zh-cn':
        '<p><strong>Bazaar</strong> 是一个在任何手机上连接独立店铺与买家的购物平台。</p><ul><li>涵盖十大类目的数千件商品，从笔记本电脑到玩具应有尽有。</li><li>一个钱包，付款和退款快速又安全。</li><li>提供六种语言的服务支持。</li></ul><p>我们的使命很简单：公道的价格、诚信的店铺，以及顺畅的购物体验。</p>',
      ja: '<p><strong>Bazaar</strong> は、どのスマートフォンからでも独立したショップとお客様をつなぐマーケットプレイスです。</p><ul><li>ノートパソコンからおもちゃまで、10 カテゴリーの数千点の商品。</li><li>ひとつのウォレットで、速く安全なお支払いと返金。</li><li>6 言語でのサポート。</li></ul><p>私たちの使命はシンプルです。適正な価格、誠実なショップ、そしてストレスのないお買い物体験です。</p>',
      ko: '<p><strong>Bazaar</strong>는 어떤 휴대폰에서든 독립 상점과 쇼핑객을 연결하는 마켓플레이스입니다.</p><ul><li>노트북부터 장난감까지 10개 카테고리의 수천 가지 상품.</li><li>빠르고 안전한 결제와 환불을 위한 하나의 지갑.</li><li>6개 언어로 제공되는 고객 지원.</li></ul><p>저희의 사명은 간단합니다. 합리적인 가격, 정직한 상점, 그리고 막힘없는 쇼핑 경험입니다.</p>',
      th: '<p><strong>Bazaar</strong> คือตลาดออนไลน์ที่เชื่อมร้านค้าอิสระกับผู้ซื้อบนโทรศัพท์ทุกเครื่อง</p><ul><li>สินค้าหลายพันรายการใน 10 หมวดหมู่ ตั้งแต่แล็ปท็อปจนถึงของเล่น</li><li>กระเป๋าเงินเดียวสำหรับการชำระเงินและคืนเงินที่รวดเร็วและปลอดภัย</li><li>บริการช่วยเหลือใน 6 ภาษา</li></ul><p>พันธกิจของเราเรียบง่าย: ราคาที่เป็นธรรม ร้านค้าที่ซื่อสัตย์ และประสบการณ์ช้อปปิ้งที่ราบรื่น</p>',
      vi: '<p><strong>Bazaar</strong> là sàn thương mại kết nối các cửa hàng độc lập với người mua trên mọi chiếc điện thoại.</p><ul><li>Hàng nghìn sản phẩm thuộc mười danh mục, từ máy tính xách tay đến đồ chơi.</li><li>Một ví duy nhất cho thanh toán và hoàn tiền nhanh chóng, an toàn.</li><li>Hỗ trợ bằng sáu ngôn ngữ.</li></ul><p>Sứ mệnh của chúng tôi rất đơn giản: giá cả hợp lý, cửa hàng trung thực và trải nghiệm mua sắm suôn sẻ.</p>',
    },
  },
  {
    type: 'platform',
    slug: 'merchant-entry',
    sort: 2,
    title: {
      en: 'Merchant entry and partnership',
      'zh-cn': '商家入驻与合作',
      ja: '出店・パートナーシップ',
      ko: '입점 및 제휴 안내',
      th: 'การเปิดร้านค้าและความร่วมมือ',
      vi: 'Đăng ký bán hàng và hợp tác',
    },
    content: {
      en: '<p>Open your shop on Bazaar and reach shoppers in six languages.</p><ul><li>Apply with your shop name, contact details, main category and a short description.</li><li>Our team reviews each application within 3 business days.</li><li>Once approved, list products with specs and stock, ship orders and get paid to your wallet when orders complete.</li></ul><p>For brand partnerships, marketing campaigns or bulk supply, contact our partnership team through <strong>Customer service</strong>.</p>',
      'zh-cn':
        '<p>在 Bazaar 开店，用六种语言触达更多买家。</p><ul><li>填写店铺名称、联系方式、主营类目和简介即可提交申请。</li><li>我们将在 3 个工作日内完成审核。</li><li>审核通过后，即可发布带规格和库存的商品、处理发货，订单完成后货款将结算至您的钱包。</li></ul><p>如需品牌合作、营销活动或批量供货，请通过<strong>客户服务</strong>联系我们的合作团队。</p>',
      ja: '<p>Bazaar に出店して、6 言語でお客様に届けましょう。</p><ul><li>ショップ名、連絡先、主なカテゴリー、簡単な紹介文を入力して申し込みます。</li><li>お申し込みは 3 営業日以内に審査します。</li><li>承認後は、仕様と在庫を設定して商品を出品し、注文を発送すると、注文完了時に売上がウォレットに入金されます。</li></ul><p>ブランド提携、販促キャンペーン、まとめての仕入れについては、<strong>カスタマーサービス</strong>からパートナーシップ担当までご連絡ください。</p>',
      ko: '<p>Bazaar에 상점을 열고 6개 언어로 쇼핑객을 만나 보세요.</p><ul><li>상점 이름, 연락처, 주요 카테고리와 간단한 소개를 입력해 신청하세요.</li><li>모든 신청은 영업일 기준 3일 이내에 검토합니다.</li><li>승인되면 옵션과 재고를 설정해 상품을 등록하고 주문을 발송하세요. 주문이 완료되면 판매 대금이 지갑으로 정산됩니다.</li></ul><p>브랜드 제휴, 마케팅 캠페인 또는 대량 공급 문의는 <strong>고객센터</strong>를 통해 제휴팀에 연락해 주세요.</p>',
      th: '<p>เปิดร้านบน Bazaar และเข้าถึงผู้ซื้อใน 6 ภาษา</p><ul><li>สมัครโดยกรอกชื่อร้าน ข้อมูลติดต่อ หมวดหมู่หลัก และคำอธิบายสั้น ๆ</li><li>ทีมงานจะพิจารณาใบสมัครภายใน 3 วันทำการ</li><li>เมื่อได้รับอนุมัติ คุณสามารถลงสินค้าพร้อมตัวเลือกและสต็อก จัดส่งคำสั่งซื้อ และรับเงินเข้ากระเป๋าเงินเมื่อคำสั่งซื้อเสร็จสมบูรณ์</li></ul><p>สำหรับความร่วมมือด้านแบรนด์ แคมเปญการตลาด หรือการจัดหาสินค้าจำนวนมาก โปรดติดต่อทีมพันธมิตรผ่าน <strong>บริการลูกค้า</strong></p>',
      vi: '<p>Mở cửa hàng trên Bazaar và tiếp cận người mua bằng sáu ngôn ngữ.</p><ul><li>Đăng ký bằng tên cửa hàng, thông tin liên hệ, danh mục chính và phần giới thiệu ngắn.</li><li>Đội ngũ của chúng tôi xét duyệt hồ sơ trong vòng 3 ngày làm việc.</li><li>Sau khi được duyệt, bạn đăng sản phẩm kèm phân loại và tồn kho, giao đơn và nhận tiền vào ví khi đơn hoàn tất.</li></ul><p>Về hợp tác thương hiệu, chiến dịch tiếp thị hoặc cung cấp số lượng lớn, vui lòng liên hệ đội hợp tác qua <strong>Chăm sóc khách hàng</strong>.</p>',
    },
  },
  {
    type: 'platform',
    slug: 'customer-service',
    sort: 3,
    title: {
      en: 'Customer service',
      'zh-cn': '客户服务',
      ja: 'カスタマーサービス',
      ko: '고객센터',
      th: 'บริการลูกค้า',
      vi: 'Chăm sóc khách hàng',
    },
    content: {
      en: '<p>We are here to help every day from 9:00 to 21:00.</p><ul><li><strong>Online chat</strong>: open <strong>Customer service</strong> in the app for the fastest answer.</li><li><strong>Email</strong>: we reply within one business day.</li><li>Have your order number ready so we can help you faster.</li></ul><p>Our staff will never ask for your password or payment code.</p>',
      'zh-cn':
        '<p>我们每天 9:00 至 21:00 为您服务。</p><ul><li><strong>在线客服</strong>：在应用中打开<strong>客户服务</strong>，回复最快。</li><li><strong>邮件</strong>：我们会在一个工作日内回复。</li><li>请准备好订单号，以便我们更快地为您处理。</li></ul><p>我们的工作人员绝不会向您索要登录密码或支付密码。</p>',
      ja: '<p>毎日 9:00〜21:00 にサポートしています。</p><ul><li><strong>オンラインチャット</strong>：アプリの<strong>カスタマーサービス</strong>を開くと、最も早く回答できます。</li><li><strong>メール</strong>：1 営業日以内に返信します。</li><li>注文番号をご用意いただくと、よりスムーズに対応できます。</li></ul><p>当社スタッフがパスワードや支払いコードを尋ねることは決してありません。</p>',
      ko: '<p>매일 9:00부터 21:00까지 도와 드립니다.</p><ul><li><strong>온라인 채팅</strong>: 앱에서 <strong>고객센터</strong>를 열면 가장 빠르게 답변을 받을 수 있습니다.</li><li><strong>이메일</strong>: 영업일 기준 하루 안에 답장합니다.</li><li>주문 번호를 준비해 주시면 더 빨리 도와 드릴 수 있습니다.</li></ul><p>저희 직원은 절대로 비밀번호나 결제 비밀번호를 묻지 않습니다.</p>',
      th: '<p>เราพร้อมช่วยเหลือทุกวัน เวลา 9:00 ถึง 21:00 น.</p><ul><li><strong>แชทออนไลน์</strong>: เปิด <strong>บริการลูกค้า</strong> ในแอปเพื่อรับคำตอบเร็วที่สุด</li><li><strong>อีเมล</strong>: เราตอบกลับภายใน 1 วันทำการ</li><li>โปรดเตรียมหมายเลขคำสั่งซื้อไว้ เพื่อให้เราช่วยได้เร็วขึ้น</li></ul><p>เจ้าหน้าที่ของเราจะไม่ขอรหัสผ่านหรือรหัสชำระเงินของคุณโดยเด็ดขาด</p>',
      vi: '<p>Chúng tôi hỗ trợ bạn mỗi ngày từ 9:00 đến 21:00.</p><ul><li><strong>Trò chuyện trực tuyến</strong>: mở <strong>Chăm sóc khách hàng</strong> trong ứng dụng để được trả lời nhanh nhất.</li><li><strong>Email</strong>: chúng tôi phản hồi trong vòng một ngày làm việc.</li><li>Hãy chuẩn bị sẵn mã đơn hàng để được hỗ trợ nhanh hơn.</li></ul><p>Nhân viên của chúng tôi sẽ không bao giờ hỏi mật khẩu hay mã thanh toán của bạn.</p>',
    },
  },
];
