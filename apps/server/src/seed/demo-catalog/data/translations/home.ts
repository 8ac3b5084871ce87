/** Demo catalog phrases of outdoors, family life and health; the format of tech.ts. */
export const HOME_PHRASES = `
Camping Tent|露营帐篷|キャンプテント|캠핑 텐트|เต็นท์แคมปิ้ง|Lều cắm trại
2-Person Dome|双人圆顶|2人用ドーム型|2인용 돔|โดม 2 คน|Mái vòm 2 người
4-Person Family|四人家庭|4人用ファミリー|4인용 패밀리|ครอบครัว 4 คน|Gia đình 4 người
Ultralight Backpacking|超轻徒步|超軽量バックパッキング|초경량 백패킹|น้ำหนักเบาพิเศษสำหรับแบกเป้|Siêu nhẹ cho phượt
Instant Pop-Up|秒开速搭|ワンタッチ|원터치|กางอัตโนมัติ|Bung tự động
Waterproof 3000mm|3000mm 防水|耐水圧3000mm|3000mm 방수|กันน้ำ 3000 มม.|Chống nước 3000 mm
Set Up in 60 Seconds|60 秒搭好|60秒で設営|60초 만에 설치|กางเสร็จใน 60 วินาที|Dựng trong 60 giây
Includes Footprint|附地垫|グランドシート付き|그라운드시트 포함|มีผ้าปูรองพื้น|Kèm tấm lót sàn
Taped seams and a full rain fly|压胶接缝，配全覆盖外帐|シームテープ加工とフルフライ|심실링 처리와 풀 플라이|ตะเข็บซีลเทปและฟลายชีทคลุมทั้งหลัง|Đường may dán keo, có lớp che mưa toàn phần
Two doors and two vestibules|双门双前厅|2つのドアと2つの前室|출입문 2개와 전실 2개|สองประตูและสองชายคาหน้า|Hai cửa và hai tiền sảnh
Packs into a compact bag|可收纳进小巧收纳袋|コンパクトな袋に収納|컴팩트한 가방에 수납|พับเก็บใส่ถุงขนาดเล็กได้|Gói gọn trong túi nhỏ
Hiking Backpack|登山背包|登山リュック|등산 배낭|เป้เดินป่า|Ba lô leo núi
40L Trekking|40升徒步|40L トレッキング|40L 트레킹|40 ลิตร สำหรับเดินป่า|40 lít trekking
28L Daypack|28升日用|28L デイパック|28L 데이팩|28 ลิตร สำหรับไปกลับวันเดียว|28 lít đi trong ngày
65L Expedition|65升远征|65L エクスペディション|65L 원정용|65 ลิตร สำหรับการเดินทางไกล|65 lít thám hiểm
Hydration|水袋款|ハイドレーション対応|수분 보충형|มีช่องถุงน้ำ|Có túi nước
Rain Cover|防雨罩|レインカバー付き|레인 커버|ผ้าคลุมกันฝน|Áo mưa ba lô
Ventilated Back|透气背板|通気性バックパネル|통기성 등판|แผ่นหลังระบายอากาศ|Lưng thoáng khí
Hip-Belt Pockets|腰带口袋|ヒップベルトポケット|허리 벨트 포켓|กระเป๋าที่สายคาดเอว|Túi ở đai hông
Adjustable torso length|背长可调|背面長を調節可能|등판 길이 조절|ปรับความยาวลำตัวได้|Điều chỉnh chiều dài lưng
Water-resistant ripstop|防泼水抗撕裂面料|撥水リップストップ|발수 립스탑 원단|ผ้าริปสต็อปกันน้ำ|Vải ripstop chống nước
Reflective details|反光细节|反射素材付き|반사 디테일|แถบสะท้อนแสง|Chi tiết phản quang
Sleeping Bag|睡袋|寝袋|침낭|ถุงนอน|Túi ngủ
Mummy|木乃伊式|マミー型|머미형|ทรงมัมมี่|Dáng xác ướp
Rectangular|信封式|封筒型|사각형|ทรงสี่เหลี่ยม|Hình chữ nhật
Down|羽绒|ダウン|구스다운|ขนเป็ด|Lông vũ
Summer|夏季|夏用|여름용|สำหรับหน้าร้อน|Mùa hè
Rated to -5°C|舒适温度 -5°C|-5°C対応|-5°C까지 사용|ใช้ได้ถึง -5°C|Chịu được -5°C
Compression Sack|附压缩袋|コンプレッションバッグ付き|압축 색 포함|ถุงอัด|Túi nén
Machine Washable|可机洗|洗濯機で洗える|세탁기 사용 가능|ซักเครื่องได้|Giặt máy được
Draft collar and hood|防风领与帽兜|ドラフトカラーとフード|방풍 칼라와 후드|ปกกันลมและฮู้ด|Cổ chắn gió và mũ trùm
Two-way zip|双向拉链|ダブルジッパー|양방향 지퍼|ซิปสองทาง|Khóa kéo hai chiều
Warm even when damp|受潮依然保暖|湿っても暖かい|젖어도 따뜻함|อบอุ่นแม้ชื้น|Vẫn ấm khi bị ẩm
Headlamp|头灯|ヘッドライト|헤드랜턴|ไฟฉายคาดหัว|Đèn pin đội đầu
Rechargeable|可充电|充電式|충전식|ชาร์จได้|Sạc lại được
Trail-Running|越野跑|トレイルランニング|트레일 러닝|สำหรับวิ่งเทรล|Chạy địa hình
1200-Lumen|1200流明|1200ルーメン|1200루멘|1200 ลูเมน|1200 lumen
Red Night Mode|红光夜间模式|赤色ナイトモード|적색 야간 모드|โหมดไฟแดงกลางคืน|Chế độ đèn đỏ ban đêm
=IPX6
Motion Sensor|感应开关|モーションセンサー|모션 센서|เซ็นเซอร์ตรวจจับการเคลื่อนไหว|Cảm biến chuyển động
Up to 40 hours on low|低亮模式最长 40 小时|弱モードで最大40時間|저조도 모드 최대 40시간|โหมดแสงน้อยใช้ได้ถึง 40 ชั่วโมง|Đến 40 giờ ở mức sáng thấp
Comfortable, washable strap|头带舒适可水洗|快適で洗えるストラップ|편안하고 세탁 가능한 스트랩|สายคาดสบาย ซักได้|Dây đeo êm, giặt được
Tilting beam|灯头可调角度|角度調節できる光|각도 조절 빔|ปรับองศาลำแสงได้|Chùm sáng chỉnh góc được
Camping Chair|露营椅|キャンプチェア|캠핑 의자|เก้าอี้แคมปิ้ง|Ghế cắm trại
Folding|折叠|折りたたみ|접이식|พับได้|Gấp gọn
Ultralight|超轻|超軽量|초경량|น้ำหนักเบาพิเศษ|Siêu nhẹ
Rocking|摇椅|ロッキング|흔들|แบบโยก|Bập bênh
High-Back|高靠背|ハイバック|하이백|พนักพิงสูง|Lưng cao
Cup Holder|带杯架|ドリンクホルダー付き|컵홀더|ที่วางแก้ว|Có chỗ để ly
Holds 150 kg|承重 150 公斤|耐荷重150kg|하중 150kg|รับน้ำหนัก 150 กก.|Chịu tải 150 kg
Carry Bag|附收纳袋|収納袋付き|휴대용 가방|ถุงพกพา|Túi đựng
Sets up in seconds|几秒即可展开|数秒で組み立て|몇 초 만에 설치|กางได้ในไม่กี่วินาที|Dựng trong vài giây
Breathable mesh back|透气网布靠背|通気性メッシュの背もたれ|통기성 메시 등받이|พนักพิงตาข่ายระบายอากาศ|Lưng lưới thoáng khí
Steel-reinforced joints|钢制加固关节|スチール補強ジョイント|강철 보강 조인트|ข้อต่อเสริมเหล็ก|Khớp nối gia cố thép
Insulated Water Bottle|保温水壶|保冷保温ボトル|보온 물병|กระติกน้ำเก็บอุณหภูมิ|Bình giữ nhiệt
=750ml
1L Wide-Mouth|1升宽口|1L 広口|1L 와이드 입구|1 ลิตร ปากกว้าง|1 lít miệng rộng
500ml Slim|500毫升纤细|500ml スリム|500ml 슬림|500 มล. ทรงเพรียว|500 ml dáng mảnh
Keeps Cold 24h|保冷 24 小时|24時間保冷|24시간 보냉|เก็บความเย็น 24 ชม.|Giữ lạnh 24 giờ
Leak-Proof Lid|防漏盖|漏れない蓋|새지 않는 뚜껑|ฝากันรั่ว|Nắp chống tràn
BPA-Free|不含 BPA|BPAフリー|BPA 프리|ปราศจาก BPA|Không chứa BPA
Double-wall vacuum insulation|双层真空隔热|二重真空断熱|이중벽 진공 단열|ผนังสองชั้นเก็บอุณหภูมิแบบสุญญากาศ|Cách nhiệt chân không hai lớp
Powder coat that does not sweat|粉末喷涂，外壁不凝水|結露しない粉体塗装|물방울 맺힘 없는 파우더 코팅|เคลือบผงไม่เกิดหยดน้ำเกาะ|Sơn tĩnh điện không đọng nước
Fits car cup holders|可放入车载杯架|車のドリンクホルダーに収まる|차량 컵홀더에 쏙|ใส่ที่วางแก้วในรถได้|Vừa chỗ để ly trên ô tô
Cookware Set|锅具套装|調理器具セット|냄비 세트|ชุดเครื่องครัว|Bộ nồi chảo
10-Piece Non-Stick|10件套不粘|10点 焦げ付き防止|10피스 논스틱|10 ชิ้น เคลือบกันติด|10 món chống dính
Ceramic|陶瓷|セラミック|세라믹|เซรามิก|Gốm sứ
Cast Iron|铸铁|鋳鉄|무쇠|เหล็กหล่อ|Gang
Induction Ready|适用电磁炉|IH対応|인덕션 사용 가능|ใช้กับเตาแม่เหล็กไฟฟ้าได้|Dùng được bếp từ
Oven Safe|可入烤箱|オーブン対応|오븐 사용 가능|เข้าเตาอบได้|Dùng được lò nướng
Glass Lids|玻璃锅盖|ガラス蓋付き|유리 뚜껑|ฝาแก้ว|Nắp kính
Even heating with an encapsulated base|复合底，受热均匀|カプセル底で均一に加熱|통삼중 바닥으로 고른 가열|ก้นหม้อหลายชั้น ร้อนทั่วถึง|Đáy từ nhiều lớp, nóng đều
PFOA-free coating|不含 PFOA 涂层|PFOAフリーのコーティング|PFOA 없는 코팅|สารเคลือบปราศจาก PFOA|Lớp phủ không PFOA
Stay-cool handles|防烫把手|熱くならない持ち手|뜨거워지지 않는 손잡이|ด้ามจับไม่ร้อน|Tay cầm không nóng
Sofa Cushion Cover|沙发抱枕套|クッションカバー|쿠션 커버|ปลอกหมอนอิงโซฟา|Vỏ gối sofa
Linen|亚麻|リネン|린넨|ผ้าลินิน|Vải lanh
Velvet|丝绒|ベルベット|벨벳|กำมะหยี่|Nhung
Knitted|针织|ニット|니트|ผ้าถัก|Dệt kim
Boho|波西米亚|ボーホー|보헤미안|สไตล์โบฮีเมียน|Boho
45x45cm|45×45厘米|45×45cm|45×45cm|45x45 ซม.|45x45 cm
Hidden Zip|隐形拉链|隠しファスナー|히든 지퍼|ซิปซ่อน|Khóa kéo ẩn
Soft, breathable fabric|面料柔软透气|柔らかく通気性のある生地|부드럽고 통기성 좋은 원단|ผ้านุ่ม ระบายอากาศดี|Vải mềm, thoáng khí
Double-stitched seams|双线缝合|二重縫製|이중 박음질|เย็บตะเข็บสองชั้น|Đường may kép
Fits standard inserts|适配标准枕芯|標準サイズのクッション中材に対応|표준 솜에 맞음|ใส่ไส้หมอนขนาดมาตรฐานได้|Vừa ruột gối tiêu chuẩn
Duvet Cover Set|被套套装|布団カバーセット|이불 커버 세트|ชุดปลอกผ้านวม|Bộ vỏ chăn
Cotton Percale|纯棉府绸|コットンパーケール|면 퍼케일|ผ้าฝ้ายเพอร์เคล|Cotton percale
Washed Linen|水洗亚麻|ウォッシュドリネン|워싱 린넨|ผ้าลินินฟอก|Lanh wash
Bamboo|竹纤维|竹繊維|대나무 섬유|เส้นใยไผ่|Sợi tre
Jersey|针织棉|ジャージー|저지|ผ้าเจอร์ซีย์|Thun jersey
With 2 Pillowcases|含 2 个枕套|枕カバー2枚付き|베개 커버 2개 포함|พร้อมปลอกหมอน 2 ใบ|Kèm 2 vỏ gối
Button Closure|纽扣闭合|ボタン留め|단추 여밈|ปิดด้วยกระดุม|Cài nút
Corner Ties|四角绑带|四隅ひも付き|모서리 끈|สายผูกมุม|Dây buộc góc
Gets softer with every wash|越洗越柔软|洗うたびに柔らかく|빨수록 부드러워짐|ยิ่งซักยิ่งนุ่ม|Càng giặt càng mềm
OEKO-TEX certified|OEKO-TEX 认证|OEKO-TEX認証|OEKO-TEX 인증|ได้รับการรับรอง OEKO-TEX|Đạt chứng nhận OEKO-TEX
Cool in summer, cosy in winter|夏季清凉，冬季温暖|夏は涼しく冬は暖かい|여름엔 시원하고 겨울엔 포근하게|เย็นสบายหน้าร้อน อบอุ่นหน้าหนาว|Mát vào hè, ấm vào đông
Storage Basket|收纳篮|収納バスケット|수납 바구니|ตะกร้าเก็บของ|Giỏ đựng đồ
Woven|编织|編み込み|라탄|แบบสาน|Đan
Collapsible|可折叠|折りたたみ式|접이식|พับได้|Gập được
Cotton Rope|棉绳|コットンロープ|면 로프|เชือกฝ้าย|Dây cotton
Wire|金属丝|ワイヤー|와이어|ลวด|Dây kim loại
With Handles|带提手|持ち手付き|손잡이 포함|มีหูจับ|Có quai
Set of 3|3件套|3個セット|3개 세트|ชุด 3 ใบ|Bộ 3 chiếc
Lidded|带盖|蓋付き|뚜껑형|มีฝาปิด|Có nắp
Sturdy handles|提手结实|丈夫な持ち手|튼튼한 손잡이|หูจับแข็งแรง|Quai chắc chắn
Folds flat when not in use|不用时可折平|使わないときは平らにたためる|사용하지 않을 때 납작하게 접힘|พับแบนเก็บได้เมื่อไม่ใช้|Gấp phẳng khi không dùng
Great for toys and laundry|适合收纳玩具和衣物|おもちゃや洗濯物に最適|장난감과 빨래 정리에 좋음|เหมาะสำหรับของเล่นและผ้าที่จะซัก|Tiện đựng đồ chơi và quần áo
Chef Knife|主厨刀|牛刀|셰프 나이프|มีดเชฟ|Dao bếp
8" German Steel|8英寸德国钢|8インチ ドイツ鋼|8인치 독일 강철|8 นิ้ว เหล็กเยอรมัน|8 inch thép Đức
Santoku|三德刀|三徳|산토쿠|ซันโตคุ|Santoku
Damascus|大马士革|ダマスカス|다마스커스|ดามัสกัส|Damascus
Nakiri|菜切刀|菜切り|나키리|นาคิริ|Nakiri
Gift Box|礼盒装|ギフトボックス入り|선물 상자|กล่องของขวัญ|Hộp quà
Full Tang|全龙骨|フルタング|풀탱|ใบมีดเต็มด้าม|Chuôi liền
Razor Sharp|锋利无比|抜群の切れ味|면도날처럼 예리함|คมกริบ|Sắc bén
Hand-sharpened 15° edge|手工开刃 15°|15°の手研ぎ刃|15° 수제 연마 날|คมมีด 15° ลับด้วยมือ|Lưỡi 15° mài thủ công
Balanced ergonomic handle|人体工学手柄，重心平衡|バランスの良い人間工学ハンドル|균형 잡힌 인체공학 손잡이|ด้ามจับสมดุลตามหลักสรีรศาสตร์|Cán công thái học cân bằng
Stain-resistant steel|不易生锈的钢材|錆びにくい鋼|얼룩에 강한 강철|เหล็กกันคราบสนิม|Thép chống gỉ
Dinnerware Set|餐具套装|食器セット|식기 세트|ชุดจานชาม|Bộ bát đĩa
16-Piece Stoneware|16件套粗陶|16点 ストーンウェア|16피스 스톤웨어|16 ชิ้น เครื่องปั้นดินเผา|16 món gốm đá
Porcelain|瓷|磁器|포슬린|พอร์ซเลน|Sứ
Speckled|斑点釉|スペックル|스페클|ลายจุด|Đốm
Matte|哑光|マット|무광|ผิวด้าน|Mờ
Service for 4|4人份|4人用|4인용|สำหรับ 4 ท่าน|Cho 4 người
Microwave Safe|可微波|電子レンジ対応|전자레인지 사용 가능|เข้าไมโครเวฟได้|Dùng được lò vi sóng
Chip Resistant|不易崩口|欠けにくい|이 빠짐 방지|ทนการบิ่น|Chống mẻ
Dishwasher and microwave safe|可用洗碗机和微波炉|食洗機・電子レンジ対応|식기세척기 및 전자레인지 사용 가능|เข้าเครื่องล้างจานและไมโครเวฟได้|Dùng được máy rửa bát và lò vi sóng
Stacks neatly|可整齐叠放|きれいに重ねられる|깔끔하게 겹쳐 보관|ซ้อนเก็บได้เป็นระเบียบ|Xếp chồng gọn gàng
Reactive glaze, each piece unique|窑变釉，每件独一无二|窯変釉で一点ごとに異なる表情|반응 유약으로 하나하나 다른 멋|เคลือบเปลี่ยนสีในเตา แต่ละชิ้นไม่ซ้ำกัน|Men hỏa biến, mỗi chiếc một vẻ
Multivitamin|复合维生素|マルチビタミン|종합비타민|วิตามินรวม|Vitamin tổng hợp
Daily|每日|デイリー|데일리|สำหรับทุกวัน|Hằng ngày
Women's|女士|女性用|여성용|สำหรับผู้หญิง|Cho nữ
Men's|男士|男性用|남성용|สำหรับผู้ชาย|Cho nam
Kids Gummy|儿童软糖|子ども用グミ|어린이 젤리|กัมมี่สำหรับเด็ก|Kẹo dẻo cho bé
90 Tablets|90 片|90粒|90정|90 เม็ด|90 viên
3-Month Supply|3 个月用量|3か月分|3개월분|ปริมาณสำหรับ 3 เดือน|Dùng 3 tháng
Vegan|纯素|ヴィーガン|비건|วีแกน|Thuần chay
23 essential vitamins and minerals|23 种必需维生素和矿物质|23種類の必須ビタミン・ミネラル|23가지 필수 비타민과 미네랄|วิตามินและแร่ธาตุจำเป็น 23 ชนิด|23 vitamin và khoáng chất thiết yếu
Third-party tested|第三方检测|第三者機関で検査済み|제3자 검사 완료|ผ่านการทดสอบจากหน่วยงานภายนอก|Được bên thứ ba kiểm định
No artificial colours|不含人工色素|合成着色料不使用|인공 색소 무첨가|ไม่ใส่สีสังเคราะห์|Không phẩm màu nhân tạo
Vitamin D3 + K2|维生素 D3 + K2|ビタミンD3＋K2|비타민 D3 + K2|วิตามิน D3 + K2|Vitamin D3 + K2
High-Strength|高含量|高含有|고함량|เข้มข้นสูง|Hàm lượng cao
Softgel|软胶囊|ソフトジェル|소프트젤|ซอฟต์เจล|Viên nang mềm
Liquid Drops|滴剂|液体ドロップ|액상 드롭|แบบหยด|Dạng giọt
=2000 IU
120 Servings|120 份|120回分|120회분|120 หน่วยบริโภค|120 lần dùng
Gluten-Free|无麸质|グルテンフリー|글루텐 프리|ปราศจากกลูเตน|Không gluten
Supports bones and immunity|有助骨骼与免疫力|骨と免疫をサポート|뼈와 면역력 건강에 도움|ช่วยเสริมกระดูกและภูมิคุ้มกัน|Hỗ trợ xương và miễn dịch
Easy-to-swallow softgels|软胶囊易吞咽|飲みやすいソフトジェル|삼키기 쉬운 소프트젤|ซอฟต์เจลกลืนง่าย|Viên nang mềm dễ nuốt
Made in a GMP facility|GMP 认证工厂生产|GMP認定工場で製造|GMP 인증 시설에서 제조|ผลิตในโรงงานมาตรฐาน GMP|Sản xuất tại nhà máy đạt GMP
Blood Pressure Monitor|血压计|血圧計|혈압계|เครื่องวัดความดัน|Máy đo huyết áp
Upper-Arm|上臂式|上腕式|상완형|แบบต้นแขน|Bắp tay
Wrist|手腕式|手首式|손목형|แบบข้อมือ|Cổ tay
Bluetooth|蓝牙|Bluetooth|블루투스|บลูทูธ|Bluetooth
Large Display|大屏显示|大画面表示|큰 화면|หน้าจอใหญ่|Màn hình lớn
Two-User Memory|双人记忆|2人分メモリー|2인 메모리|บันทึกผู้ใช้ 2 คน|Bộ nhớ cho 2 người
Irregular Heartbeat Alert|心律不齐提示|不規則脈波お知らせ|부정맥 알림|แจ้งเตือนหัวใจเต้นผิดจังหวะ|Cảnh báo nhịp tim bất thường
Clinically validated accuracy|经临床验证，精准可靠|臨床で検証された精度|임상으로 검증된 정확도|ความแม่นยำผ่านการรับรองทางคลินิก|Độ chính xác đã được kiểm chứng lâm sàng
Stores 120 readings per user|每位用户可存储 120 组数据|1人あたり120回分を記録|사용자당 120회 기록 저장|บันทึกได้ 120 ค่าต่อผู้ใช้|Lưu 120 kết quả mỗi người
One-button operation|一键操作|ワンボタン操作|원버튼 작동|ใช้งานด้วยปุ่มเดียว|Thao tác một nút
Yoga Mat|瑜伽垫|ヨガマット|요가 매트|เสื่อโยคะ|Thảm yoga
Non-Slip|防滑|滑り止め|미끄럼 방지|กันลื่น|Chống trượt
Extra-Thick|加厚|極厚|초두께|หนาพิเศษ|Siêu dày
Cork|软木|コルク|코르크|ไม้ก๊อก|Bần
=6mm
Carry Strap|附背带|キャリーストラップ付き|휴대 스트랩|สายสะพาย|Dây đeo
Alignment Lines|体位线|アライメントライン|정렬 라인|เส้นจัดท่า|Vạch căn chỉnh
Grippy on both sides|双面防滑|両面グリップ|양면 그립|ยึดเกาะดีทั้งสองด้าน|Bám tốt cả hai mặt
Free of PVC and latex|不含 PVC 和乳胶|PVC・ラテックス不使用|PVC 및 라텍스 무함유|ไม่มี PVC และยางพารา|Không PVC và latex
Wipes clean in seconds|几秒即可擦拭干净|数秒で拭き取れる|몇 초 만에 닦아냄|เช็ดทำความสะอาดได้ในไม่กี่วินาที|Lau sạch trong vài giây
Omega-3 Fish Oil|Omega-3 鱼油|オメガ3フィッシュオイル|오메가3 피시오일|น้ำมันปลาโอเมก้า 3|Dầu cá Omega-3
Triple-Strength|三倍浓度|トリプルストレングス|트리플 스트렝스|เข้มข้นสามเท่า|Gấp ba hàm lượng
Lemon-Flavoured|柠檬味|レモン風味|레몬 맛|กลิ่นเลมอน|Vị chanh
Wild Alaskan|阿拉斯加野生|アラスカ産天然|알래스카 자연산|จากปลาธรรมชาติอะแลสกา|Cá hoang dã Alaska
120 Softgels|120 粒软胶囊|ソフトジェル120粒|소프트젤 120정|ซอฟต์เจล 120 เม็ด|120 viên nang mềm
No Fishy Aftertaste|无鱼腥回味|魚臭さのない後味|비린 뒷맛 없음|ไม่มีกลิ่นคาวติดปาก|Không tanh
Molecularly Distilled|分子蒸馏|分子蒸留|분자 증류|กลั่นระดับโมเลกุล|Chưng cất phân tử
1000 mg EPA and DHA per serving|每份含 1000 毫克 EPA 与 DHA|1回分にEPA・DHA 1000mg|1회분에 EPA 및 DHA 1000mg|EPA และ DHA 1000 มก. ต่อหน่วยบริโภค|1000 mg EPA và DHA mỗi lần dùng
Sustainably sourced|可持续来源|持続可能な調達|지속 가능한 원료|จัดหาอย่างยั่งยืน|Nguồn gốc bền vững
Purity tested for heavy metals|经重金属纯度检测|重金属の純度検査済み|중금속 순도 검사 완료|ผ่านการตรวจโลหะหนัก|Kiểm tra độ tinh khiết kim loại nặng
Massage Gun|筋膜枪|マッサージガン|마사지건|ปืนนวด|Súng massage
Pro|专业版|プロ|프로|โปร|Pro
6 Heads|6 个按摩头|アタッチメント6種|헤드 6개|หัวนวด 6 แบบ|6 đầu massage
30 Speed Levels|30 档调速|30段階の速度|30단 속도|ปรับความเร็ว 30 ระดับ|30 mức tốc độ
Carry Case|附收纳盒|収納ケース付き|휴대 케이스|กล่องเก็บพกพา|Hộp đựng
Relieves sore muscles after training|缓解训练后肌肉酸痛|トレーニング後の筋肉痛をケア|운동 후 근육통 완화|บรรเทาอาการปวดกล้ามเนื้อหลังออกกำลังกาย|Giảm đau mỏi cơ sau tập luyện
Up to 6 hours per charge|充一次电可用 6 小时|1回の充電で最大6時間|1회 충전 최대 6시간|ชาร์จครั้งเดียวใช้ได้ถึง 6 ชั่วโมง|Mỗi lần sạc dùng đến 6 giờ
Under 45 dB|低于 45 分贝|45dB以下|45dB 미만|เสียงต่ำกว่า 45 dB|Dưới 45 dB
`;
