/** Demo catalog phrases of food and toys; the format of tech.ts. */
export const FOOD_TOY_PHRASES = `
Mixed Nuts|混合坚果|ミックスナッツ|믹스넛|ถั่วรวม|Hạt hỗn hợp
Roasted & Salted|烘烤加盐|ロースト＆ソルト|구운 소금맛|อบเกลือ|Rang muối
Honey-Roasted|蜂蜜烘烤|ハニーロースト|허니 로스티드|อบน้ำผึ้ง|Rang mật ong
Raw|生|生|생|ดิบ|Tươi
Smoky|烟熏|スモーキー|스모키|รมควัน|Xông khói
1kg Resealable Bag|1公斤可重复密封袋|1kg チャック付き袋|1kg 지퍼백|ถุงซิปล็อก 1 กก.|Túi zip 1 kg
No Added Oil|不额外加油|油不使用|기름 무첨가|ไม่เติมน้ำมัน|Không thêm dầu
Daily Snack Packs|每日小包装|毎日のおやつ小分けパック|데일리 소포장|ซองขนมสำหรับทุกวัน|Gói ăn vặt mỗi ngày
Cashews, almonds, pecans and more|腰果、杏仁、碧根果等|カシューナッツ、アーモンド、ピーカンナッツなど|캐슈너트, 아몬드, 피칸 등|เม็ดมะม่วงหิมพานต์ อัลมอนด์ พีแคน และอื่น ๆ|Hạt điều, hạnh nhân, hồ đào và nhiều loại khác
Roasted in small batches|小批量烘烤|少量ずつ焙煎|소량씩 로스팅|อบทีละน้อย|Rang từng mẻ nhỏ
Resealable for freshness|可重复密封，保持新鲜|再封できて鮮度長持ち|다시 밀봉해 신선하게|ปิดซ้ำได้ คงความสด|Đóng lại được, giữ độ tươi
Green Tea|绿茶|緑茶|녹차|ชาเขียว|Trà xanh
Jasmine|茉莉|ジャスミン|재스민|มะลิ|Nhài
Sencha|煎茶|煎茶|센차|เซนฉะ|Sencha
Matcha|抹茶|抹茶|말차|มัทฉะ|Matcha
Genmaicha|玄米茶|玄米茶|현미녹차|ชาข้าวคั่ว|Trà gạo rang
100 Tea Bags|100 包茶包|ティーバッグ100個|티백 100개|ชาซอง 100 ซอง|100 túi lọc
Loose Leaf|散茶|茶葉|잎차|ชาใบ|Trà lá
Organic|有机|オーガニック|유기농|ออร์แกนิก|Hữu cơ
First-flush leaves|头采春茶|一番摘みの茶葉|첫물 찻잎|ใบชาเก็บครั้งแรกของฤดู|Lá hái đầu vụ
Smooth, never bitter|口感顺滑，毫不苦涩|まろやかで苦くない|부드럽고 쓰지 않음|นุ่มละมุน ไม่ขม|Êm dịu, không đắng
Sealed for aroma|密封锁香|香りを閉じ込める密封包装|향을 지키는 밀봉 포장|ปิดผนึกเก็บกลิ่นหอม|Đóng kín giữ hương
Dark Chocolate|黑巧克力|ダークチョコレート|다크 초콜릿|ดาร์กช็อกโกแลต|Sô-cô-la đen
70% Cacao|70% 可可|カカオ70%|카카오 70%|โกโก้ 70%|70% ca cao
Sea Salt|海盐|シーソルト|바다 소금|เกลือทะเล|Muối biển
Orange Zest|橙皮|オレンジピール|오렌지 제스트|ผิวส้ม|Vỏ cam
Almond|杏仁|アーモンド|아몬드|อัลมอนด์|Hạnh nhân
Single Origin|单一产地|シングルオリジン|싱글 오리진|แหล่งเดียว|Đơn nguồn gốc
Fair Trade|公平贸易|フェアトレード|공정무역|แฟร์เทรด|Thương mại công bằng
Rich and velvety|浓郁丝滑|濃厚でなめらか|진하고 부드러움|เข้มข้นและนุ่มละมุน|Đậm đà, mượt mà
No palm oil|不含棕榈油|パーム油不使用|팜유 무첨가|ไม่มีน้ำมันปาล์ม|Không dầu cọ
Made with real vanilla|使用真正的香草|本物のバニラ使用|천연 바닐라 사용|ใช้วานิลลาแท้|Làm từ vani thật
Instant Ramen|方便拉面|インスタントラーメン|라면|ราเมงกึ่งสำเร็จรูป|Mì ramen ăn liền
Spicy Chicken|香辣鸡肉|スパイシーチキン|매운 닭고기|ไก่เผ็ด|Gà cay
Tonkotsu|豚骨|豚骨|돈코츠|ทงคตสึ|Tonkotsu
Kimchi|泡菜|キムチ|김치|กิมจิ|Kim chi
Miso|味噌|味噌|미소|มิโซะ|Miso
5-Pack|5 包装|5食パック|5개입|แพ็ก 5 ซอง|Lốc 5 gói
Ready in 3 Minutes|3 分钟即食|3分でできあがり|3분 완성|พร้อมทานใน 3 นาที|Xong trong 3 phút
Thick Noodles|粗面|太麺|굵은 면|เส้นใหญ่|Sợi to
Springy air-dried noodles|风干面条，劲道弹牙|コシのある風乾麺|쫄깃한 건조면|เส้นอบลมเหนียวนุ่ม|Sợi mì sấy gió dai ngon
Rich broth with real vegetables|浓郁汤底，配真实蔬菜|本物の野菜入り濃厚スープ|진짜 채소가 든 진한 국물|น้ำซุปเข้มข้นพร้อมผักจริง|Nước dùng đậm đà với rau thật
Ready in minutes|几分钟即可享用|数分でできあがり|몇 분이면 완성|พร้อมทานในไม่กี่นาที|Xong trong vài phút
Raw Honey|原蜜|生はちみつ|생꿀|น้ำผึ้งดิบ|Mật ong nguyên chất
Wildflower|百花|百花|야생화|ดอกไม้ป่า|Hoa dại
Acacia|洋槐|アカシア|아카시아|อะคาเซีย|Keo
Manuka-Style|麦卢卡风味|マヌカスタイル|마누카 스타일|สไตล์มานูก้า|Kiểu Manuka
Creamed|奶油状|クリーム状|크림 타입|เนื้อครีม|Dạng kem
500g Jar|500 克罐装|500g瓶|500g 병|ขวดโหล 500 กรัม|Hũ 500 g
Unfiltered|未过滤|非ろ過|비여과|ไม่ผ่านการกรอง|Không lọc
Squeeze Bottle|挤压瓶|スクイズボトル|짜는 용기|ขวดบีบ|Chai bóp
Straight from local beekeepers|直接来自本地养蜂人|地元の養蜂家から直送|지역 양봉가에게서 바로|ส่งตรงจากผู้เลี้ยงผึ้งท้องถิ่น|Lấy trực tiếp từ người nuôi ong địa phương
Never heated|从不加热|加熱処理なし|가열하지 않음|ไม่ผ่านความร้อน|Không qua gia nhiệt
Naturally crystallises|会自然结晶|自然に結晶化します|자연스럽게 결정화됨|ตกผลึกตามธรรมชาติ|Kết tinh tự nhiên
Coffee Beans|咖啡豆|コーヒー豆|원두|เมล็ดกาแฟ|Hạt cà phê
Espresso Roast|意式烘焙|エスプレッソロースト|에스프레소 로스트|คั่วสำหรับเอสเปรสโซ|Rang espresso
Medium Roast|中度烘焙|ミディアムロースト|미디엄 로스트|คั่วกลาง|Rang vừa
Colombian|哥伦比亚|コロンビア産|콜롬비아|โคลอมเบีย|Colombia
Decaf|低因|デカフェ|디카페인|ดีแคฟ|Không caffeine
1kg|1公斤|1kg|1kg|1 กก.|1 kg
Whole Bean|整豆|豆のまま|홀빈|เมล็ดเต็ม|Nguyên hạt
Freshly Roasted|新鲜烘焙|焙煎したて|갓 볶은|คั่วใหม่|Mới rang
Notes of cocoa and caramel|带有可可与焦糖风味|カカオとキャラメルの風味|코코아와 캐러멜 향|กลิ่นโกโก้และคาราเมล|Hương ca cao và caramel
Roasted weekly|每周烘焙|毎週焙煎|매주 로스팅|คั่วทุกสัปดาห์|Rang hằng tuần
Valve bag keeps beans fresh|单向排气阀袋，保持新鲜|バルブ付き袋で豆の鮮度をキープ|밸브 봉투로 원두를 신선하게|ถุงมีวาล์วช่วยรักษาความสด|Túi có van giữ hạt tươi
Teddy Bear|泰迪熊|テディベア|테디베어|ตุ๊กตาหมี|Gấu bông
Giant|巨型|ジャンボ|대형|ตัวใหญ่|Khổng lồ
Cuddly|抱抱|ふわふわ|포근한|น่ากอด|Đáng ôm
Vintage|复古|ヴィンテージ|빈티지|วินเทจ|Cổ điển
Super Soft|超柔软|超ふわふわ|초극세사|นุ่มพิเศษ|Siêu mềm
Washable|可洗|洗える|세탁 가능|ซักได้|Giặt được
Gift Ready|送礼佳品|ギフトに最適|선물용|พร้อมเป็นของขวัญ|Sẵn làm quà
Hypoallergenic filling|防过敏填充|低アレルギーの詰め物|저자극 충전재|ใยบรรจุไม่ก่อภูมิแพ้|Bông nhồi không gây dị ứng
Safety-stitched eyes|眼睛安全缝制|安全縫製の目|안전하게 박음질한 눈|ดวงตาเย็บแบบปลอดภัย|Mắt được may an toàn
Soft plush fur|柔软毛绒|柔らかなぬいぐるみ生地|부드러운 봉제 털|ขนนุ่มฟู|Lông nhung mềm mại
Building Blocks Set|积木套装|ブロックセット|블록 세트|ชุดตัวต่อ|Bộ xếp hình
City|城市|シティ|시티|เมือง|Thành phố
Space Station|太空站|宇宙ステーション|우주 정거장|สถานีอวกาศ|Trạm vũ trụ
Castle|城堡|お城|성|ปราสาท|Lâu đài
Creative|创意|クリエイティブ|크리에이티브|สร้างสรรค์|Sáng tạo
500 Pieces|500 块|500ピース|500피스|500 ชิ้น|500 mảnh
Compatible with Major Brands|兼容主流品牌|主要ブランドと互換|주요 브랜드와 호환|ใช้ร่วมกับแบรนด์ดังได้|Tương thích các thương hiệu lớn
Storage Box|附收纳盒|収納ボックス付き|수납함|กล่องเก็บ|Hộp đựng
Step-by-step illustrated guide|分步图解说明书|ステップごとの図解説明書|단계별 그림 설명서|คู่มือภาพประกอบทีละขั้น|Hướng dẫn minh họa từng bước
Non-toxic ABS plastic|无毒 ABS 塑料|無害なABS樹脂|무독성 ABS 플라스틱|พลาสติก ABS ไม่มีสารพิษ|Nhựa ABS không độc hại
Encourages creativity|激发创造力|創造力を育む|창의력 향상|ส่งเสริมความคิดสร้างสรรค์|Khơi gợi sáng tạo
Wooden Puzzle|木质拼图|木製パズル|원목 퍼즐|จิ๊กซอว์ไม้|Xếp hình gỗ
Animal|动物|動物|동물|สัตว์|Động vật
World Map|世界地图|世界地図|세계 지도|แผนที่โลก|Bản đồ thế giới
Number|数字|数字|숫자|ตัวเลข|Chữ số
Alphabet|字母|アルファベット|알파벳|ตัวอักษร|Bảng chữ cái
Ages 3+|3 岁以上|3歳以上|3세 이상|อายุ 3 ปีขึ้นไป|Từ 3 tuổi
Chunky Pieces|大块拼片|大きめピース|큼직한 조각|ชิ้นใหญ่|Mảnh lớn
Montessori|蒙特梭利|モンテッソーリ|몬테소리|มอนเตสซอรี่|Montessori
Sustainably sourced wood|可持续来源木材|持続可能な木材|지속 가능한 원목|ไม้จากแหล่งที่ยั่งยืน|Gỗ nguồn gốc bền vững
Water-based paints|水性涂料|水性塗料|수성 페인트|สีสูตรน้ำ|Sơn gốc nước
Builds fine motor skills|锻炼精细动作能力|手先の器用さを育てる|소근육 발달|ฝึกกล้ามเนื้อมัดเล็ก|Rèn kỹ năng vận động tinh
RC Car|遥控车|ラジコンカー|RC카|รถบังคับ|Xe điều khiển
Off-Road|越野|オフロード|오프로드|ออฟโรด|Địa hình
Stunt|特技|スタント|스턴트|ผาดโผน|Nhào lộn
Monster Truck|大脚车|モンスタートラック|몬스터 트럭|มอนสเตอร์ทรัค|Xe tải quái vật
Drift|漂移|ドリフト|드리프트|ดริฟต์|Drift
=2.4GHz
25 km/h|时速 25 公里|時速25km|시속 25km|25 กม./ชม.|25 km/h
Two batteries for longer play|双电池，玩得更久|バッテリー2個で長く遊べる|배터리 2개로 더 오래|แบตเตอรี่สองก้อน เล่นได้นานขึ้น|Hai pin, chơi lâu hơn
Shock-absorbing suspension|减震悬挂|衝撃を吸収するサスペンション|충격 흡수 서스펜션|ช่วงล่างซับแรงกระแทก|Hệ thống giảm xóc
Flips and keeps driving|翻车后可继续行驶|ひっくり返っても走り続ける|뒤집혀도 계속 주행|พลิกคว่ำแล้ววิ่งต่อได้|Lật úp vẫn chạy tiếp
Board Game|桌游|ボードゲーム|보드게임|บอร์ดเกม|Trò chơi cờ bàn
Family Strategy|家庭策略|ファミリー戦略|가족 전략|วางแผนสำหรับครอบครัว|Chiến thuật gia đình
Cooperative|合作|協力型|협력|แบบร่วมมือ|Hợp tác
Party|派对|パーティー|파티|ปาร์ตี้|Tiệc
Word|文字|ことば|단어|คำศัพท์|Từ vựng
2-6 Players|2-6 人|2〜6人用|2~6인|ผู้เล่น 2-6 คน|2-6 người chơi
30-Minute Games|每局 30 分钟|1ゲーム30分|게임당 30분|เล่นเกมละ 30 นาที|Mỗi ván 30 phút
Ages 8+|8 岁以上|8歳以上|8세 이상|อายุ 8 ปีขึ้นไป|Từ 8 tuổi
Easy to learn, hard to master|易学难精|覚えやすく奥が深い|배우기 쉽고 마스터하기 어려움|เรียนรู้ง่าย แต่เก่งยาก|Dễ học, khó thành thạo
Sturdy components|配件结实耐用|丈夫なコンポーネント|튼튼한 구성품|อุปกรณ์แข็งแรง|Linh kiện chắc chắn
Fun for kids and adults|大人小孩都爱玩|子どもも大人も楽しめる|아이와 어른 모두 즐거움|สนุกทั้งเด็กและผู้ใหญ่|Vui cho cả trẻ em và người lớn
Art & Craft Kit|手工美术套装|アート＆クラフトキット|미술 공예 키트|ชุดศิลปะและงานประดิษฐ์|Bộ thủ công mỹ thuật
Deluxe|豪华|デラックス|디럭스|ดีลักซ์|Cao cấp
Slime|史莱姆|スライム|슬라임|สไลม์|Slime
Bead|串珠|ビーズ|비즈|ลูกปัด|Hạt cườm
Painting|绘画|お絵かき|페인팅|ระบายสี|Vẽ tranh
100+ Pieces|100 多件|100ピース以上|100피스 이상|มากกว่า 100 ชิ้น|Hơn 100 món
Non-toxic, child-safe materials|材料无毒，对儿童安全|無害で子どもに安全な素材|무독성 어린이 안전 소재|วัสดุไม่มีสารพิษ ปลอดภัยสำหรับเด็ก|Chất liệu không độc, an toàn cho trẻ
Ideas booklet included|附创意手册|アイデアブック付き|아이디어 책자 포함|มีสมุดไอเดียในชุด|Kèm sổ tay ý tưởng
Mess-free storage|收纳整洁不凌乱|散らからない収納|어지르지 않는 수납|เก็บของเป็นระเบียบไม่เลอะเทอะ|Cất gọn, không bừa bộn
`;
