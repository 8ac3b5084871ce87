/**
 * Demo catalog phrases shared by all categories: spec names and values, description lines, shop
 * taglines and banners; the format of tech.ts.
 */
export const SHARED_PHRASES = `
Memory|内存|メモリ|메모리|หน่วยความจำ|Bộ nhớ
Storage|存储容量|ストレージ|저장 용량|ความจุ|Dung lượng
Color|颜色|カラー|색상|สี|Màu sắc
Pack|规格|パック|구성|แพ็ก|Gói
1 Pack|1 件装|1個入り|1개입|1 ชิ้น|Gói 1 chiếc
2 Pack|2 件装|2個入り|2개입|แพ็ก 2 ชิ้น|Gói 2 chiếc
3 Pack|3 件装|3個入り|3개입|แพ็ก 3 ชิ้น|Gói 3 chiếc
Switch|轴体|スイッチ|스위치|สวิตช์|Switch
Capacity|容量|容量|용량|ความจุ|Dung lượng
Length|长度|長さ|길이|ความยาว|Chiều dài
Size|尺码|サイズ|사이즈|ไซซ์|Kích cỡ
Waist|腰围|ウエスト|허리|รอบเอว|Vòng eo
Wash|洗水|ウォッシュ|워싱|สียีนส์|Màu wash
Weight|重量|内容量|중량|น้ำหนัก|Khối lượng
Flavor|口味|フレーバー|맛|รสชาติ|Hương vị
Grind|研磨|挽き方|분쇄도|การบด|Độ xay
Model|型号|対応機種|모델|รุ่น|Mẫu máy
Strap|表带|ストラップ|스트랩|สาย|Dây đeo
Space Gray|深空灰|スペースグレイ|스페이스 그레이|สีเทาสเปซเกรย์|Xám không gian
Silver|银色|シルバー|실버|สีเงิน|Bạc
Midnight Black|午夜黑|ミッドナイトブラック|미드나이트 블랙|สีดำมิดไนท์|Đen nửa đêm
Pearl White|珍珠白|パールホワイト|펄 화이트|สีขาวมุก|Trắng ngọc trai
Red|红轴|赤軸|적축|สวิตช์แดง|Switch đỏ
Brown|茶轴|茶軸|갈축|สวิตช์น้ำตาล|Switch nâu
Blue|青轴|青軸|청축|สวิตช์ฟ้า|Switch xanh
White|白色|ホワイト|화이트|สีขาว|Trắng
Charcoal|炭灰|チャコール|차콜|สีชาร์โคล|Xám than
Sage Green|鼠尾草绿|セージグリーン|세이지 그린|สีเขียวเสจ|Xanh lá xô thơm
Sand|沙色|サンド|샌드|สีทราย|Màu cát
Blush Pink|腮红粉|ブラッシュピンク|블러시 핑크|สีชมพูอ่อน|Hồng phấn
Black|黑色|ブラック|블랙|สีดำ|Đen
Forest Green|森林绿|フォレストグリーン|포레스트 그린|สีเขียวป่า|Xanh rừng
Desert Tan|沙漠棕|デザートタン|데저트 탄|สีน้ำตาลทะเลทราย|Nâu sa mạc
Slate Blue|石板蓝|スレートブルー|슬레이트 블루|สีฟ้าหินชนวน|Xanh đá phiến
Orange|橙色|オレンジ|오렌지|สีส้ม|Cam
Regular|标准|レギュラー|레귤러|ปกติ|Tiêu chuẩn
Long|加长|ロング|롱|ยาว|Dài
Single|单人|シングル|싱글|เตียงเดี่ยว|Đơn
Double|双人|ダブル|더블|เตียงคู่|Đôi
Queen|大号双人|クイーン|퀸|ควีนไซซ์|Queen
King|特大号双人|キング|킹|คิงไซซ์|King
Lilac|丁香紫|ライラック|라일락|สีม่วงไลแลค|Tím tử đinh hương
Teal|蓝绿色|ティール|틸|สีเขียวหัวเป็ด|Xanh mòng két
Graphite|石墨灰|グラファイト|그래파이트|สีเทากราไฟต์|Xám than chì
Coral|珊瑚色|コーラル|코랄|สีปะการัง|Hồng san hô
Navy|藏青|ネイビー|네이비|สีกรมท่า|Xanh navy
Olive|橄榄绿|オリーブ|올리브|สีเขียวมะกอก|Xanh ô liu
Beige|米色|ベージュ|베이지|สีเบจ|Be
Burgundy|酒红|バーガンディ|버건디|สีเบอร์กันดี|Đỏ rượu vang
Ivory|象牙白|アイボリー|아이보리|สีงาช้าง|Trắng ngà
Dusty Rose|烟粉色|ダスティローズ|더스티 로즈|สีชมพูหม่น|Hồng đất
Emerald|祖母绿|エメラルド|에메랄드|สีมรกต|Xanh ngọc lục bảo
Floral Blue|蓝色碎花|ブルー花柄|블루 플로럴|ลายดอกสีฟ้า|Hoa xanh
Light Blue|浅蓝|ライトブルー|연청|สีฟ้าอ่อน|Xanh nhạt
Mid Blue|中蓝|ミッドブルー|중청|สีฟ้ากลาง|Xanh vừa
Ecru|本白|エクリュ|에크루|สีขาวนวล|Trắng mộc
Camel|驼色|キャメル|카멜|สีน้ำตาลอูฐ|Nâu lạc đà
Stone|石灰色|ストーン|스톤|สีหิน|Màu đá
Mint|薄荷|ミント|민트|มินต์|Bạc hà
Raspberry|覆盆子|ラズベリー|라즈베리|ราสเบอร์รี่|Mâm xôi
Original|原味|オリジナル|오리지널|ดั้งเดิม|Nguyên bản
Extra Spicy|特辣|激辛|아주 매운맛|เผ็ดพิเศษ|Siêu cay
Cheese|芝士|チーズ|치즈|ชีส|Phô mai
Seafood|海鲜|シーフード|해물|ซีฟู้ด|Hải sản
Espresso|意式浓缩|エスプレッソ用|에스프레소용|สำหรับเอสเปรสโซ|Xay cho espresso
Filter|手冲|ドリップ用|필터용|สำหรับดริป|Xay cho pha phin giấy
Ocean Blue|海洋蓝|オーシャンブルー|오션 블루|สีฟ้ามหาสมุทร|Xanh đại dương
Lavender|薰衣草紫|ラベンダー|라벤더|สีลาเวนเดอร์|Tím oải hương
Leather|皮革|レザー|가죽|หนัง|Da
Metal|金属|メタル|메탈|โลหะ|Kim loại
Yellow|黄色|イエロー|옐로|สีเหลือง|Vàng
Green|绿色|グリーン|그린|สีเขียว|Xanh lá
=8GB
=16GB
=32GB
=128GB
=256GB
=512GB
=1TB
=500GB
=2TB
=4TB
=XS
=S
=M
=L
=XL
=XXL
=28
=30
=32
=34
=36
=38
=95cm
=105cm
=115cm
=125cm
=25cm
=40cm
=80cm
250g|250克|250g|250g|250 กรัม|250 g
500g|500克|500g|500g|500 กรัม|500 g
100g|100克|100g|100g|100 กรัม|100 g
=Zephyr 12
=Zephyr 12 Pro
=Cellora X
=Nova 5
Thoughtfully made {noun} for everyday use.|用心打造的{noun}，适合日常使用。|毎日使いたくなる、丁寧に作られた{noun}。|매일 쓰기 좋게 정성껏 만든 {noun}.|{noun}ที่ผลิตอย่างพิถีพิถัน เหมาะสำหรับใช้ทุกวัน|{noun} được làm tỉ mỉ cho nhu cầu hằng ngày.
Ships in protective packaging from our local warehouse.|从本地仓库发货，包装严密。|国内倉庫から保護梱包で発送します。|국내 창고에서 안전 포장으로 발송합니다.|จัดส่งจากคลังสินค้าในประเทศ พร้อมบรรจุภัณฑ์กันกระแทก|Giao từ kho trong nước, đóng gói bảo vệ cẩn thận.
Covered by a 12-month seller warranty.|享受卖家 12 个月保修。|販売店による12か月保証付き。|판매자 12개월 보증이 제공됩니다.|รับประกันโดยผู้ขาย 12 เดือน|Được người bán bảo hành 12 tháng.
Not happy? Return it within 7 days of delivery.|不满意？签收后 7 天内可退货。|ご満足いただけなければ、お届けから7日以内に返品できます。|마음에 들지 않으면 배송 후 7일 이내에 반품하세요.|ไม่พอใจ? คืนสินค้าได้ภายใน 7 วันหลังได้รับ|Không hài lòng? Trả hàng trong 7 ngày kể từ khi nhận.
Orders ship within 48 hours.|订单 48 小时内发货。|ご注文は48時間以内に発送します。|주문은 48시간 이내에 발송됩니다.|จัดส่งคำสั่งซื้อภายใน 48 ชั่วโมง|Đơn hàng được gửi trong vòng 48 giờ.
Free returns within 7 days of delivery.|签收后 7 天内免费退货。|お届けから7日以内は返品無料。|배송 후 7일 이내 무료 반품.|คืนสินค้าฟรีภายใน 7 วันหลังได้รับ|Đổi trả miễn phí trong 7 ngày kể từ khi nhận.
Questions? Our team replies within a day.|有疑问？我们会在一天内回复。|ご質問には1日以内にお返事します。|궁금한 점은 하루 안에 답변드립니다.|มีคำถาม? ทีมงานตอบกลับภายในหนึ่งวัน|Có thắc mắc? Chúng tôi trả lời trong một ngày.
Every order is packed with care.|每一单都用心包装。|すべてのご注文を丁寧に梱包します。|모든 주문을 정성껏 포장합니다.|ทุกคำสั่งซื้อแพ็กอย่างใส่ใจ|Mỗi đơn hàng đều được đóng gói cẩn thận.
Laptops, desktops and accessories, tested before they ship.|笔记本、台式机和配件，发货前均经过测试。|ノートPC、デスクトップ、周辺機器を出荷前に検品。|노트북, 데스크톱, 액세서리를 발송 전에 테스트합니다.|แล็ปท็อป คอมพิวเตอร์ตั้งโต๊ะ และอุปกรณ์เสริม ทดสอบก่อนจัดส่งทุกชิ้น|Laptop, máy bàn và phụ kiện, được kiểm tra trước khi giao.
Everything for your desk setup, from keyboards to monitors.|从键盘到显示器，桌面装备一站配齐。|キーボードからモニターまで、デスク環境のすべてを。|키보드부터 모니터까지 책상 세팅의 모든 것.|ครบทุกอย่างสำหรับโต๊ะทำงาน ตั้งแต่คีย์บอร์ดถึงจอมอนิเตอร์|Mọi thứ cho góc làm việc, từ bàn phím đến màn hình.
Smart, efficient appliances for every room of the home.|为家中每个房间提供智能节能电器。|家中のどの部屋にも、スマートで省エネな家電を。|집 안 모든 공간을 위한 스마트하고 효율적인 가전.|เครื่องใช้ไฟฟ้าอัจฉริยะประหยัดพลังงานสำหรับทุกห้องในบ้าน|Thiết bị thông minh, tiết kiệm cho mọi phòng trong nhà.
Kitchen and home electricals with a two-year warranty.|厨房与家用电器，保修两年。|2年保証付きのキッチン・生活家電。|2년 보증의 주방 및 생활 가전.|เครื่องใช้ไฟฟ้าในครัวและในบ้าน รับประกันสองปี|Đồ điện nhà bếp và gia dụng, bảo hành hai năm.
Gear for trails, campsites and weekend escapes.|为徒步、露营和周末出游准备的装备。|トレイル、キャンプ場、週末の小旅行のためのギア。|트레일, 캠핑장, 주말 여행을 위한 장비.|อุปกรณ์สำหรับเดินป่า ตั้งแคมป์ และเที่ยวสุดสัปดาห์|Đồ cho đường mòn, khu cắm trại và chuyến đi cuối tuần.
Tents, packs and lights chosen by people who camp.|帐篷、背包和灯具，由真正爱露营的人挑选。|キャンプ好きが選んだテント、バッグ、ライト。|캠핑하는 사람들이 고른 텐트, 배낭, 조명.|เต็นท์ เป้ และไฟ คัดสรรโดยคนที่ชอบแคมปิ้ง|Lều, ba lô và đèn do chính dân cắm trại chọn.
Cookware, bedding and storage that make home easier.|锅具、床品和收纳，让居家更轻松。|暮らしを楽にする調理器具、寝具、収納用品。|집안일을 편하게 하는 조리도구, 침구, 수납용품.|เครื่องครัว เครื่องนอน และที่เก็บของ ที่ทำให้ชีวิตในบ้านง่ายขึ้น|Nồi chảo, chăn ga và đồ lưu trữ giúp việc nhà nhẹ nhàng hơn.
Warm, simple homeware for everyday family life.|温馨简约的家居用品，陪伴日常家庭生活。|家族の毎日に、温かくシンプルな生活雑貨。|가족의 일상을 위한 따뜻하고 심플한 생활용품.|ของใช้ในบ้านเรียบง่ายและอบอุ่นสำหรับชีวิตครอบครัว|Đồ gia dụng ấm áp, giản dị cho cuộc sống gia đình.
Vitamins and wellness essentials from certified suppliers.|来自认证供应商的维生素与健康必需品。|認証を受けたサプライヤーのビタミンと健康用品。|인증된 공급업체의 비타민과 건강 필수품.|วิตามินและผลิตภัณฑ์สุขภาพจากผู้จำหน่ายที่ได้รับการรับรอง|Vitamin và sản phẩm sức khỏe từ nhà cung cấp được chứng nhận.
Everyday health care, delivered discreetly.|日常健康护理，隐私配送。|毎日のヘルスケアを、目立たない梱包でお届け。|일상 건강관리 제품을 티 나지 않게 배송합니다.|ดูแลสุขภาพทุกวัน จัดส่งแบบไม่เปิดเผย|Chăm sóc sức khỏe hằng ngày, giao hàng kín đáo.
Shirts, trousers and jackets cut for comfort.|衬衫、长裤与夹克，剪裁舒适。|着心地を考えてカットしたシャツ、パンツ、ジャケット。|편안함을 위해 재단한 셔츠, 바지, 재킷.|เสื้อเชิ้ต กางเกง และแจ็กเก็ต ตัดเย็บให้สวมใส่สบาย|Sơ mi, quần dài và áo khoác cắt may thoải mái.
Modern menswear in natural fabrics.|天然面料的现代男装。|天然素材のモダンなメンズウェア。|천연 소재로 만든 모던 남성복.|เสื้อผ้าผู้ชายสมัยใหม่จากผ้าธรรมชาติ|Thời trang nam hiện đại từ chất liệu tự nhiên.
Dresses and separates for work, weekends and evenings.|适合上班、周末和晚间的连衣裙与单品。|仕事にも週末にも夜のお出かけにも、ワンピースと単品を。|출근, 주말, 저녁 모임을 위한 원피스와 단품.|เดรสและเสื้อผ้าสำหรับวันทำงาน วันหยุด และยามค่ำคืน|Đầm và đồ rời cho công sở, cuối tuần và buổi tối.
Seasonal womenswear in easy-care fabrics.|面料易打理的当季女装。|お手入れ簡単な素材の季節のレディースウェア。|관리가 쉬운 소재의 시즌 여성복.|เสื้อผ้าผู้หญิงตามฤดูกาล ผ้าดูแลง่าย|Thời trang nữ theo mùa, chất liệu dễ chăm sóc.
Snacks, teas and pantry staples, always fresh.|零食、茶叶和日常食品，始终新鲜。|いつも新鮮なお菓子、お茶、食料品。|언제나 신선한 간식, 차, 식료품.|ขนม ชา และของใช้ในครัว สดใหม่เสมอ|Đồ ăn vặt, trà và thực phẩm thiết yếu, luôn tươi mới.
Small-batch treats and everyday groceries.|小批量美味与日常杂货。|少量生産のおやつと毎日の食料品。|소량 생산 간식과 매일의 식료품.|ขนมทำทีละน้อยและของชำประจำวัน|Món ngon mẻ nhỏ và thực phẩm hằng ngày.
Phones, cases and chargers with honest prices.|手机、手机壳和充电器，价格实在。|スマホ、ケース、充電器を良心価格で。|정직한 가격의 휴대폰, 케이스, 충전기.|โทรศัพท์ เคส และที่ชาร์จ ราคาจริงใจ|Điện thoại, ốp lưng và sạc với giá trung thực.
Unlocked smartphones and the accessories to match.|全网通智能手机及配套配件。|SIMフリースマホと、それに合うアクセサリー。|자급제 스마트폰과 어울리는 액세서리.|สมาร์ตโฟนปลดล็อกพร้อมอุปกรณ์เสริมที่เข้าชุด|Điện thoại quốc tế và phụ kiện đi kèm.
Safe, certified toys that grow with your child.|安全认证玩具，陪伴孩子成长。|お子さまの成長に寄り添う、安全認証済みのおもちゃ。|아이와 함께 자라는 안전 인증 장난감.|ของเล่นปลอดภัยได้มาตรฐาน เติบโตไปพร้อมลูกน้อย|Đồ chơi an toàn, đạt chứng nhận, lớn lên cùng bé.
Building sets, plush friends and games for all ages.|积木、毛绒玩偶和全年龄游戏。|ブロック、ぬいぐるみ、全年齢向けのゲーム。|블록 세트, 봉제 인형, 전 연령 게임.|ชุดตัวต่อ ตุ๊กตานุ่มนิ่ม และเกมสำหรับทุกวัย|Bộ xếp hình, thú bông và trò chơi cho mọi lứa tuổi.
Shop now|立即选购|今すぐ見る|지금 쇼핑하기|ช้อปเลย|Mua ngay
Summer Tech Sale|夏日数码特卖|サマーテックセール|여름 테크 세일|ลดราคาไอทีรับหน้าร้อน|Giảm giá đồ công nghệ mùa hè
Laptops and accessories up to 40% off|笔记本及配件低至六折|ノートPCと周辺機器が最大40%オフ|노트북과 액세서리 최대 40% 할인|แล็ปท็อปและอุปกรณ์เสริม ลดสูงสุด 40%|Laptop và phụ kiện giảm đến 40%
New Phones Have Landed|新款手机到货|新しいスマホが入荷|새 휴대폰 입고|มือถือรุ่นใหม่มาแล้ว|Điện thoại mới đã về
Unlocked 5G smartphones from $149|全网通 5G 手机 $149 起|SIMフリー5Gスマホが$149から|자급제 5G 스마트폰 $149부터|สมาร์ตโฟน 5G ปลดล็อก เริ่มต้น $149|Điện thoại 5G quốc tế từ $149
Weekend in the Wild|周末去野外|週末は自然の中へ|주말엔 자연 속으로|สุดสัปดาห์กลางธรรมชาติ|Cuối tuần giữa thiên nhiên
Tents, packs and lights for your next trip|为下一次出行准备帐篷、背包和灯具|次の旅にテント、バッグ、ライトを|다음 여행을 위한 텐트, 배낭, 조명|เต็นท์ เป้ และไฟ สำหรับทริปต่อไป|Lều, ba lô và đèn cho chuyến đi tới
Fresh Looks for Her|她的焕新造型|彼女の新しいスタイル|그녀를 위한 새로운 스타일|ลุคใหม่สำหรับเธอ|Phong cách mới cho nàng
Dresses and knits, new every week|连衣裙与针织衫，每周上新|ワンピースとニットを毎週入荷|매주 새로 나오는 원피스와 니트|เดรสและเสื้อไหมพรม มาใหม่ทุกสัปดาห์|Đầm và đồ len, hàng mới mỗi tuần
Playtime Favourites|人气玩具|人気のおもちゃ|인기 장난감|ของเล่นยอดนิยม|Đồ chơi được yêu thích
Plush friends and building sets|毛绒玩偶与积木套装|ぬいぐるみとブロックセット|봉제 인형과 블록 세트|ตุ๊กตานุ่มนิ่มและชุดตัวต่อ|Thú bông và bộ xếp hình
`;
