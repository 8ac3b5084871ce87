/**
 * Demo catalog phrases of computers, electricals and phones: `English|zh-cn|ja|ko|th|vi` per
 * line; a line of one phrase (`=16GB RAM`) reads the same in every language (models, units).
 */
export const TECH_PHRASES = `
Laptop|笔记本电脑|ノートパソコン|노트북|แล็ปท็อป|Laptop
14" Ultra-Slim|14英寸超薄|14インチ 超薄型|14인치 초슬림|14 นิ้ว บางเฉียบ|14 inch siêu mỏng
15.6" Gaming|15.6英寸游戏|15.6インチ ゲーミング|15.6인치 게이밍|15.6 นิ้ว สำหรับเล่นเกม|15.6 inch chơi game
13" Convertible|13英寸二合一|13インチ 2in1|13인치 컨버터블|13 นิ้ว แบบพับจอได้|13 inch xoay gập
16" Creator|16英寸创作者|16インチ クリエイター向け|16인치 크리에이터|16 นิ้ว สำหรับครีเอเตอร์|16 inch cho nhà sáng tạo
16GB RAM|16GB 内存|メモリ16GB|16GB 램|แรม 16GB|RAM 16GB
Backlit Keyboard|背光键盘|バックライトキーボード|백라이트 키보드|คีย์บอร์ดมีไฟ|Bàn phím có đèn nền
=Full HD IPS
=Wi-Fi 6
All-day battery up to 12 hours|续航长达 12 小时，满足全天使用|最大12時間、一日中使えるバッテリー|최대 12시간 지속되는 배터리|แบตเตอรี่ใช้งานได้ทั้งวันสูงสุด 12 ชั่วโมง|Pin dùng cả ngày, lên đến 12 giờ
Aluminium unibody, 1.3 kg|一体成型铝合金机身，仅重 1.3 公斤|アルミユニボディ、重さ1.3kg|알루미늄 유니바디, 1.3kg|ตัวเครื่องอะลูมิเนียมชิ้นเดียว หนัก 1.3 กก.|Vỏ nhôm nguyên khối, nặng 1,3 kg
Fast charging over USB-C|支持 USB-C 快充|USB-Cで急速充電|USB-C 고속 충전|ชาร์จเร็วผ่าน USB-C|Sạc nhanh qua cổng USB-C
Wi-Fi Router|无线路由器|Wi-Fiルーター|와이파이 공유기|เราเตอร์ Wi-Fi|Bộ phát Wi-Fi
Dual-Band|双频|デュアルバンド|듀얼 밴드|ดูอัลแบนด์|Băng tần kép
Tri-Band Mesh|三频 Mesh|トライバンド メッシュ|트라이밴드 메시|เมชไตรแบนด์|Mesh ba băng tần
=AX3000
Gaming|电竞|ゲーミング|게이밍|สำหรับเล่นเกม|Chơi game
4 Gigabit Ports|4 个千兆网口|ギガビットポート×4|기가비트 포트 4개|พอร์ตกิกะบิต 4 พอร์ต|4 cổng Gigabit
Parental Controls|家长控制|ペアレンタルコントロール|자녀 보호 기능|ระบบควบคุมโดยผู้ปกครอง|Kiểm soát của phụ huynh
Covers 3 Bedrooms|覆盖三居室|3LDKをカバー|방 3개 커버|ครอบคลุม 3 ห้องนอน|Phủ sóng 3 phòng ngủ
Set up in five minutes with the app|用 App 五分钟完成设置|アプリで5分で設定完了|앱으로 5분 만에 설정|ตั้งค่าเสร็จในห้านาทีผ่านแอป|Cài đặt trong năm phút bằng ứng dụng
WPA3 security|WPA3 安全加密|WPA3セキュリティ|WPA3 보안|ความปลอดภัยแบบ WPA3|Bảo mật WPA3
Automatic firmware updates|固件自动更新|ファームウェアを自動更新|펌웨어 자동 업데이트|อัปเดตเฟิร์มแวร์อัตโนมัติ|Tự động cập nhật firmware
Mechanical Keyboard|机械键盘|メカニカルキーボード|기계식 키보드|คีย์บอร์ดแมคคานิคอล|Bàn phím cơ
=75%
Full-Size|全尺寸|フルサイズ|풀사이즈|ฟูลไซซ์|Full-size
Wireless|无线|ワイヤレス|무선|ไร้สาย|Không dây
Low-Profile|矮轴|ロープロファイル|로우 프로파일|โลว์โปรไฟล์|Low-profile
Hot-Swap Switches|热插拔轴体|ホットスワップ対応|핫스왑 스위치|สวิตช์ฮอตสวอป|Switch thay nóng
RGB Backlight|RGB 背光|RGBバックライト|RGB 백라이트|ไฟ RGB|Đèn nền RGB
PBT Keycaps|PBT 键帽|PBTキーキャップ|PBT 키캡|ปุ่มคีย์แคป PBT|Keycap PBT
Bluetooth and 2.4 GHz receiver|蓝牙与 2.4 GHz 接收器双模|Bluetoothと2.4GHzレシーバー|블루투스 및 2.4GHz 리시버|บลูทูธและตัวรับสัญญาณ 2.4 GHz|Bluetooth và đầu thu 2.4 GHz
Gasket mount for a soft feel|Gasket 结构，手感柔和|ガスケットマウントで柔らかな打鍵感|개스킷 마운트로 부드러운 타건감|โครงสร้างแบบกาสเก็ต ให้สัมผัสนุ่มนวล|Cấu trúc gasket cho cảm giác gõ êm
Works with Windows and macOS|兼容 Windows 与 macOS|WindowsとmacOSに対応|Windows 및 macOS 지원|ใช้งานได้กับ Windows และ macOS|Tương thích Windows và macOS
Monitor|显示器|モニター|모니터|จอมอนิเตอร์|Màn hình
27" QHD|27英寸 QHD|27インチ QHD|27인치 QHD|27 นิ้ว QHD|27 inch QHD
24" IPS|24英寸 IPS|24インチ IPS|24인치 IPS|24 นิ้ว IPS|24 inch IPS
34" Curved|34英寸曲面|34インチ 曲面|34인치 커브드|34 นิ้ว จอโค้ง|34 inch màn cong
32" 4K|32英寸 4K|32インチ 4K|32인치 4K|32 นิ้ว 4K|32 inch 4K
=144Hz
Height Adjustable|可升降|高さ調節可能|높이 조절|ปรับความสูงได้|Điều chỉnh độ cao
=USB-C 65W
Flicker-free backlight|无频闪背光|フリッカーフリーのバックライト|플리커 프리 백라이트|แบ็คไลท์ไม่กะพริบ|Đèn nền chống nháy
Thin bezels for dual setups|窄边框，适合双屏拼接|デュアル構成に最適な狭額縁|듀얼 구성에 좋은 얇은 베젤|ขอบจอบาง เหมาะกับการต่อสองจอ|Viền mỏng, hợp ghép hai màn hình
VESA mount included|附赠 VESA 支架|VESAマウント付属|VESA 마운트 포함|มีขายึด VESA ในกล่อง|Kèm giá treo VESA
Wireless Mouse|无线鼠标|ワイヤレスマウス|무선 마우스|เมาส์ไร้สาย|Chuột không dây
Ergonomic|人体工学|エルゴノミクス|인체공학|ตามหลักสรีรศาสตร์|Công thái học
Silent|静音|静音|저소음|เสียงเงียบ|Yên tĩnh
Travel|便携|トラベル|휴대용|แบบพกพา|Du lịch
Vertical|垂直|縦型|버티컬|แนวตั้ง|Dạng đứng
Rechargeable|可充电|充電式|충전식|ชาร์จได้|Sạc lại được
=4000 DPI
Multi-Device|多设备|マルチデバイス|멀티 디바이스|เชื่อมต่อหลายอุปกรณ์|Đa thiết bị
Up to 70 days per charge|充一次电可用 70 天|1回の充電で最大70日|1회 충전으로 최대 70일|ชาร์จครั้งเดียวใช้ได้ถึง 70 วัน|Mỗi lần sạc dùng đến 70 ngày
Quiet clicks|点击安静|静かなクリック音|조용한 클릭|เสียงคลิกเบา|Nhấp chuột êm
Switch between three devices|三台设备随心切换|3台のデバイスを切り替え|기기 3대 간 전환|สลับใช้งานได้สามอุปกรณ์|Chuyển đổi giữa ba thiết bị
Portable SSD|移动固态硬盘|ポータブルSSD|포터블 SSD|SSD แบบพกพา|Ổ SSD di động
Rugged|三防|タフ仕様|러기드|ทนทาน|Siêu bền
Pocket|口袋|ポケットサイズ|포켓|ขนาดพกพา|Bỏ túi
High-Speed|高速|高速|고속|ความเร็วสูง|Tốc độ cao
=USB 3.2
=1050MB/s
Drop Resistant|防摔|耐衝撃|낙하 방지|ทนการตก|Chống rơi
Shock resistant to 2 m|2 米防摔|2mの落下に耐える|2m 낙하 충격 방지|ทนแรงกระแทกจากความสูง 2 เมตร|Chịu va đập khi rơi từ 2 m
Hardware encryption|硬件加密|ハードウェア暗号化|하드웨어 암호화|เข้ารหัสด้วยฮาร์ดแวร์|Mã hóa phần cứng
Cables for USB-C and USB-A|附 USB-C 与 USB-A 线缆|USB-C・USB-Aケーブル付属|USB-C 및 USB-A 케이블 포함|มีสาย USB-C และ USB-A|Kèm cáp USB-C và USB-A
Air Fryer|空气炸锅|エアフライヤー|에어프라이어|หม้อทอดไร้น้ำมัน|Nồi chiên không dầu
5.5L Digital|5.5升数显|5.5L デジタル|5.5L 디지털|5.5 ลิตร ระบบดิจิทัล|5,5 lít điện tử
Dual-Basket|双篮|デュアルバスケット|듀얼 바스켓|สองตะกร้า|Hai giỏ
Compact 3L|小巧3升|コンパクト 3L|컴팩트 3L|ขนาดกะทัดรัด 3 ลิตร|Nhỏ gọn 3 lít
Glass-Window|可视窗|ガラス窓付き|유리창|มีหน้าต่างกระจก|Có cửa kính
8 Presets|8 种预设|8種類のプリセット|8가지 프리셋|โหมดสำเร็จรูป 8 โหมด|8 chế độ cài sẵn
Dishwasher-Safe Basket|炸篮可洗碗机清洗|食洗機対応バスケット|식기세척기 사용 가능 바스켓|ตะกร้าเข้าเครื่องล้างจานได้|Giỏ rửa được bằng máy
=1700W
Crispy results with up to 85% less oil|少用多达 85% 的油，依然酥脆|油を最大85%減らしてもサクサク|기름을 최대 85% 줄여도 바삭하게|กรอบอร่อยโดยใช้น้ำมันน้อยลงถึง 85%|Giòn rụm mà ít hơn đến 85% dầu
Non-stick, dishwasher-safe basket|不粘涂层，炸篮可用洗碗机|焦げ付きにくく食洗機で洗えるバスケット|눌어붙지 않고 식기세척기 사용 가능한 바스켓|ตะกร้าเคลือบกันติด เข้าเครื่องล้างจานได้|Giỏ chống dính, rửa được bằng máy
Auto shut-off|自动断电|自動電源オフ|자동 전원 차단|ตัดไฟอัตโนมัติ|Tự ngắt điện
Smart Plug|智能插座|スマートプラグ|스마트 플러그|ปลั๊กอัจฉริยะ|Ổ cắm thông minh
Mini|迷你|ミニ|미니|มินิ|Mini
Outdoor|户外|屋外用|실외용|กลางแจ้ง|Ngoài trời
Energy-Monitoring|电量监测|電力モニター付き|전력 모니터링|วัดการใช้ไฟ|Đo điện năng
Voice Control|语音控制|音声操作|음성 제어|สั่งงานด้วยเสียง|Điều khiển bằng giọng nói
Schedules & Timers|定时与日程|スケジュール＆タイマー|스케줄 및 타이머|ตั้งเวลาและตารางเวลา|Hẹn giờ và lịch trình
No Hub Needed|无需网关|ハブ不要|허브 불필요|ไม่ต้องใช้ฮับ|Không cần hub
Control from anywhere with the app|通过 App 随时随地控制|アプリでどこからでも操作|앱으로 어디서나 제어|ควบคุมได้จากทุกที่ผ่านแอป|Điều khiển từ mọi nơi bằng ứng dụng
Tracks energy use|记录用电量|消費電力を記録|에너지 사용량 추적|ติดตามการใช้พลังงาน|Theo dõi điện năng tiêu thụ
Works with voice assistants|支持语音助手|音声アシスタントに対応|음성 비서와 호환|ใช้งานร่วมกับผู้ช่วยเสียงได้|Tương thích trợ lý giọng nói
Electric Kettle|电热水壶|電気ケトル|전기 주전자|กาต้มน้ำไฟฟ้า|Ấm siêu tốc
Gooseneck|鹅颈|グースネック|구스넥|คอห่าน|Vòi cổ ngỗng
Glass|玻璃|ガラス|유리|แก้ว|Thủy tinh
Stainless Steel|不锈钢|ステンレス|스테인리스|สเตนเลส|Thép không gỉ
Variable-Temperature|控温|温度調節|온도 조절|ปรับอุณหภูมิได้|Chỉnh nhiệt độ
1.7L|1.7升|1.7L|1.7L|1.7 ลิตร|1,7 lít
Keep Warm|保温|保温機能|보온|เก็บความร้อน|Giữ ấm
Boil-Dry Protection|防干烧|空焚き防止|과열 방지|ป้องกันต้มแห้ง|Chống cạn nước
Boils a litre in under four minutes|不到四分钟烧开一升水|1リットルを4分以内で沸騰|1리터를 4분 안에 끓임|ต้มน้ำหนึ่งลิตรเดือดในไม่ถึงสี่นาที|Đun sôi một lít nước dưới bốn phút
BPA-free|不含 BPA|BPAフリー|BPA 프리|ปราศจาก BPA|Không chứa BPA
Cordless 360° base|360° 无线底座|コードレス360°ベース|무선 360° 베이스|ฐานไร้สายหมุนได้ 360°|Đế xoay 360° không dây
Robot Vacuum|扫地机器人|ロボット掃除機|로봇청소기|หุ่นยนต์ดูดฝุ่น|Robot hút bụi
Laser-Navigation|激光导航|レーザーナビ|레이저 내비게이션|นำทางด้วยเลเซอร์|Điều hướng laser
Slim|纤薄|スリム|슬림|บาง|Mỏng
Self-Emptying|自动集尘|自動ゴミ収集|자동 먼지 비움|เทฝุ่นอัตโนมัติ|Tự đổ rác
Mop & Vacuum|扫拖一体|水拭き＆吸引|물걸레 겸용|ดูดฝุ่นและถูพื้น|Hút và lau
2700Pa Suction|2700Pa 大吸力|吸引力2700Pa|2700Pa 흡입력|แรงดูด 2700Pa|Lực hút 2700Pa
150-Minute Runtime|续航 150 分钟|最長150分稼働|150분 작동|ทำงานได้ 150 นาที|Chạy 150 phút
App Control|App 控制|アプリ操作|앱 제어|ควบคุมผ่านแอป|Điều khiển qua ứng dụng
Maps every room and avoids stairs|绘制每个房间地图，自动避开楼梯|部屋ごとにマップを作り、段差を回避|모든 방을 매핑하고 계단을 피함|ทำแผนที่ทุกห้องและหลบบันได|Lập bản đồ từng phòng và tránh cầu thang
Returns to charge by itself|自动回充|自分で充電台に戻る|스스로 충전대로 복귀|กลับไปชาร์จเองได้|Tự quay về sạc
Quiet mode for night cleaning|夜间静音清扫模式|夜の掃除に静音モード|야간 청소용 저소음 모드|โหมดเงียบสำหรับทำความสะอาดตอนกลางคืน|Chế độ êm để dọn ban đêm
Tower Fan|塔扇|タワーファン|타워팬|พัดลมทาวเวอร์|Quạt tháp
Bladeless|无叶|羽根なし|날개 없는|ไร้ใบพัด|Không cánh
Oscillating|摇头|首振り|회전형|ส่ายได้|Xoay
Quiet|静音|静音|저소음|เงียบ|Êm
12 Speeds|12 档风速|12段階の風量|12단 풍속|ปรับแรงลม 12 ระดับ|12 tốc độ
Remote Control|遥控|リモコン付き|리모컨|รีโมตคอนโทรล|Điều khiển từ xa
Sleep Timer|睡眠定时|おやすみタイマー|취침 타이머|ตั้งเวลาปิดตอนนอน|Hẹn giờ ngủ
Whisper-quiet 26 dB|低至 26 分贝，安静如耳语|ささやき声ほど静かな26dB|속삭임처럼 조용한 26dB|เงียบเหมือนเสียงกระซิบ 26 dB|Êm như thì thầm, 26 dB
Wide 90° oscillation|90° 大角度摇头|90°のワイド首振り|90° 광각 회전|ส่ายกว้าง 90°|Xoay rộng 90°
Easy-clean grille|格栅易清洁|お手入れ簡単なグリル|청소가 쉬운 그릴|ตะแกรงทำความสะอาดง่าย|Lưới dễ vệ sinh
LED Desk Lamp|LED 台灯|LEDデスクライト|LED 스탠드|โคมไฟตั้งโต๊ะ LED|Đèn bàn LED
Dimmable|可调光|調光式|밝기 조절|หรี่ไฟได้|Chỉnh độ sáng
Architect|摇臂|アーム式|아키텍트|แบบแขนยาว|Tay dài
Clip-On|夹式|クリップ式|클립형|แบบหนีบ|Dạng kẹp
Wireless-Charging|无线充电|ワイヤレス充電|무선 충전|ชาร์จไร้สาย|Sạc không dây
5 Colour Modes|5 种色温模式|5つの色モード|5가지 색상 모드|ปรับสีแสงได้ 5 โหมด|5 chế độ màu
USB Port|USB 接口|USBポート付き|USB 포트|พอร์ต USB|Cổng USB
Eye-Care|护眼|目にやさしい|눈 보호|ถนอมสายตา|Bảo vệ mắt
No flicker at any brightness|任何亮度都不频闪|どの明るさでもちらつかない|어떤 밝기에서도 깜빡임 없음|ไม่กะพริบทุกระดับความสว่าง|Không nháy ở mọi độ sáng
Memory for your last setting|记忆上次设置|前回の設定を記憶|마지막 설정 기억|จำค่าที่ตั้งไว้ครั้งล่าสุด|Ghi nhớ cài đặt lần trước
Adjustable arm and head|灯臂与灯头可调|アームとヘッドを調節可能|조절 가능한 암과 헤드|ปรับแขนและหัวโคมได้|Cần và đầu đèn điều chỉnh được
Smartphone|智能手机|スマートフォン|스마트폰|สมาร์ตโฟน|Điện thoại thông minh
6.7" AMOLED|6.7英寸 AMOLED|6.7インチ AMOLED|6.7인치 AMOLED|6.7 นิ้ว AMOLED|6,7 inch AMOLED
6.1" Compact|6.1英寸小屏|6.1インチ コンパクト|6.1인치 컴팩트|6.1 นิ้ว กะทัดรัด|6,1 inch nhỏ gọn
=5G
Camera Pro|影像旗舰|カメラPro|카메라 프로|กล้องโปร|Camera Pro
Dual SIM|双卡双待|デュアルSIM|듀얼 심|สองซิม|Hai SIM
5000mAh Battery|5000mAh 大电池|5000mAhバッテリー|5000mAh 배터리|แบตเตอรี่ 5000mAh|Pin 5000mAh
108MP Camera|1.08亿像素相机|1億800万画素カメラ|1억 800만 화소 카메라|กล้อง 108MP|Camera 108MP
120 Hz display|120Hz 高刷屏|120Hzディスプレイ|120Hz 디스플레이|หน้าจอ 120 Hz|Màn hình 120 Hz
Fast charging 0-50% in 20 min|20 分钟快充至 50%|20分で0〜50%まで急速充電|20분 만에 0~50% 고속 충전|ชาร์จเร็ว 0-50% ใน 20 นาที|Sạc nhanh 0-50% trong 20 phút
Unlocked for all carriers|全网通，不锁运营商|SIMフリーで全キャリア対応|모든 통신사 사용 가능한 자급제|ปลดล็อกใช้ได้ทุกเครือข่าย|Quốc tế, dùng mọi nhà mạng
Phone Case|手机壳|スマホケース|휴대폰 케이스|เคสโทรศัพท์|Ốp điện thoại
Clear Shockproof|透明防摔|クリア耐衝撃|투명 충격 방지|ใสกันกระแทก|Trong suốt chống sốc
Silicone|硅胶|シリコン|실리콘|ซิลิโคน|Silicon
Leather Wallet|皮革钱包式|手帳型レザー|가죽 지갑형|หนังแบบกระเป๋าสตางค์|Da dạng ví
Rugged Armor|坚固铠甲|タフアーマー|러기드 아머|เกราะทนทาน|Giáp siêu bền
Magnetic|磁吸|マグネット式|자석형|แม่เหล็ก|Từ tính
Raised Edges|边框加高|縁が高い設計|돌출 테두리|ขอบยกสูง|Viền nâng cao
Slim Fit|轻薄贴合|スリムフィット|슬림 핏|บางพอดีเครื่อง|Ôm mỏng
Drop tested to 3 m|通过 3 米跌落测试|3mの落下試験済み|3m 낙하 테스트 완료|ผ่านการทดสอบตกจากความสูง 3 เมตร|Đã thử rơi từ 3 m
Precise cut-outs|精准开孔|正確な開口部|정밀한 타공|ช่องเจาะแม่นยำ|Khoét lỗ chính xác
Wireless charging compatible|支持无线充电|ワイヤレス充電対応|무선 충전 호환|รองรับการชาร์จไร้สาย|Hỗ trợ sạc không dây
Fast Charger|快速充电器|急速充電器|고속 충전기|หัวชาร์จเร็ว|Củ sạc nhanh
=65W GaN
=30W USB-C
Dual-Port|双口|2ポート|듀얼 포트|สองพอร์ต|Hai cổng
Foldable|可折叠|折りたたみ式|접이식|พับได้|Gập được
Cable Included|附赠线缆|ケーブル付属|케이블 포함|มีสายในกล่อง|Kèm cáp
Travel Size|旅行装|トラベルサイズ|여행용 사이즈|ขนาดพกพาเดินทาง|Cỡ du lịch
Universal|通用|ユニバーサル|범용|ใช้ได้ทั่วไป|Đa năng
Charges laptops, tablets and phones|可为笔记本、平板和手机充电|ノートPC、タブレット、スマホを充電|노트북, 태블릿, 휴대폰 충전|ชาร์จได้ทั้งแล็ปท็อป แท็บเล็ต และโทรศัพท์|Sạc laptop, máy tính bảng và điện thoại
Smart temperature control|智能温控|スマート温度制御|스마트 온도 제어|ควบคุมอุณหภูมิอัจฉริยะ|Kiểm soát nhiệt độ thông minh
Foldable prongs|插脚可折叠|折りたたみ式プラグ|접이식 플러그|ขาปลั๊กพับได้|Chân cắm gập được
Wireless Earbuds|无线耳机|ワイヤレスイヤホン|무선 이어폰|หูฟังไร้สาย|Tai nghe không dây
Noise-Cancelling|主动降噪|ノイズキャンセリング|노이즈 캔슬링|ตัดเสียงรบกวน|Chống ồn
Sport|运动|スポーツ|스포츠|สำหรับออกกำลังกาย|Thể thao
Open-Ear|开放式|オープンイヤー|오픈형|แบบเปิดหู|Không nhét tai
Studio|录音室|スタジオ|스튜디오|สตูดิโอ|Phòng thu
30h Battery|30 小时续航|30時間バッテリー|30시간 배터리|แบตเตอรี่ 30 ชั่วโมง|Pin 30 giờ
Wireless Charging Case|无线充电盒|ワイヤレス充電ケース|무선 충전 케이스|เคสชาร์จไร้สาย|Hộp sạc không dây
=IPX5
Clear calls with 6 microphones|6 麦克风，通话清晰|6つのマイクでクリアな通話|마이크 6개로 선명한 통화|ไมโครโฟน 6 ตัว สนทนาชัดเจน|6 micro cho cuộc gọi rõ ràng
Low-latency game mode|低延迟游戏模式|低遅延ゲームモード|저지연 게임 모드|โหมดเกมหน่วงต่ำ|Chế độ chơi game độ trễ thấp
Secure fit tips in 3 sizes|3 种尺寸耳塞，佩戴稳固|3サイズのイヤーチップでしっかり装着|3가지 사이즈 이어팁으로 안정적인 착용|จุกหูฟัง 3 ขนาด ใส่กระชับ|Nút tai 3 cỡ, đeo chắc chắn
Power Bank|充电宝|モバイルバッテリー|보조배터리|พาวเวอร์แบงก์|Sạc dự phòng
10000mAh Slim|10000mAh 轻薄|10000mAh 薄型|10000mAh 슬림|10000mAh บาง|10000mAh mỏng
=20000mAh
Solar|太阳能|ソーラー|태양광|พลังงานแสงอาทิตย์|Năng lượng mặt trời
=22.5W
LED Display|LED 电量显示|LED表示|LED 디스플레이|หน้าจอ LED|Màn hình LED
Two Outputs|双输出|2出力|2개 출력|เอาต์พุตสองช่อง|Hai cổng ra
Charges a phone up to 4 times|可为手机充电多达 4 次|スマホを最大4回充電|휴대폰을 최대 4번 충전|ชาร์จโทรศัพท์ได้ถึง 4 ครั้ง|Sạc điện thoại đến 4 lần
Airline-safe capacity|容量符合航空携带规定|機内持ち込み可能な容量|기내 반입 가능 용량|ความจุนำขึ้นเครื่องบินได้|Dung lượng được mang lên máy bay
Pass-through charging|支持边充边放|パススルー充電対応|패스스루 충전|ชาร์จผ่านได้ขณะชาร์จตัวเอง|Sạc xuyên (vừa sạc vừa xả)
Smartwatch|智能手表|スマートウォッチ|스마트워치|สมาร์ตวอทช์|Đồng hồ thông minh
=AMOLED
Fitness|健身|フィットネス|피트니스|ฟิตเนส|Thể hình
Classic|经典|クラシック|클래식|คลาสสิก|Cổ điển
=GPS
Heart-Rate & SpO2|心率与血氧|心拍数＆SpO2|심박수 및 산소포화도|วัดชีพจรและ SpO2|Nhịp tim và SpO2
14-Day Battery|14 天续航|14日間バッテリー|14일 배터리|แบตเตอรี่ 14 วัน|Pin 14 ngày
Tracks 100+ sports|支持 100 多种运动|100種類以上のスポーツを記録|100가지 이상 운동 기록|บันทึกกีฬาได้มากกว่า 100 ชนิด|Theo dõi hơn 100 môn thể thao
Sleep and stress insights|睡眠与压力分析|睡眠とストレスを分析|수면 및 스트레스 분석|วิเคราะห์การนอนและความเครียด|Phân tích giấc ngủ và căng thẳng
Water resistant to 50 m|50 米防水|50m防水|50m 방수|กันน้ำลึก 50 เมตร|Chống nước 50 m
`;
