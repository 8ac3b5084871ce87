/** Demo catalog phrases of men's and women's clothing; the format of tech.ts. */
export const FASHION_PHRASES = `
Oxford Shirt|牛津纺衬衫|オックスフォードシャツ|옥스퍼드 셔츠|เสื้อเชิ้ตอ็อกซ์ฟอร์ด|Áo sơ mi Oxford
Slim-Fit|修身|スリムフィット|슬림핏|ทรงสลิมฟิต|Dáng ôm
Button-Down|扣领|ボタンダウン|버튼다운|ปกติดกระดุม|Cổ cài nút
Stretch|弹力|ストレッチ|스트레치|ผ้ายืด|Co giãn
100% Cotton|100% 纯棉|綿100%|면 100%|ผ้าฝ้าย 100%|100% cotton
Non-Iron|免烫|ノーアイロン|다림질 불필요|ไม่ต้องรีด|Không cần ủi
Long Sleeve|长袖|長袖|긴소매|แขนยาว|Tay dài
Breathable cotton weave|透气棉质织物|通気性の良いコットン織り|통기성 좋은 면 조직|เนื้อผ้าฝ้ายระบายอากาศ|Vải cotton dệt thoáng khí
Reinforced buttons|加固纽扣|補強ボタン|보강 단추|กระดุมเย็บแน่นหนา|Nút được gia cố
Machine washable|可机洗|洗濯機で洗える|세탁기 사용 가능|ซักเครื่องได้|Giặt máy được
Chino Trousers|卡其裤|チノパンツ|치노 팬츠|กางเกงชิโน่|Quần chino
Tapered|锥形|テーパード|테이퍼드|ทรงเรียวปลาย|Ống côn
Straight|直筒|ストレート|스트레이트|ทรงกระบอก|Ống đứng
Relaxed|宽松|リラックス|릴랙스드|ทรงหลวม|Rộng rãi
Flat Front|平前片|ノータック|노턱|ด้านหน้าเรียบ|Không ly
Wrinkle Resistant|抗皱|シワになりにくい|구김 방지|ยับยาก|Chống nhăn
Four Pockets|四个口袋|4ポケット|포켓 4개|กระเป๋าสี่ช่อง|Bốn túi
Soft cotton twill with stretch|柔软弹力棉斜纹布|ストレッチの効いた柔らかなコットンツイル|신축성 있는 부드러운 면 능직|ผ้าฝ้ายทวิลนุ่ม มีความยืด|Vải cotton twill mềm, co giãn
Keeps its shape all day|全天保持版型|一日中型崩れしない|하루 종일 형태 유지|คงรูปตลอดวัน|Giữ dáng cả ngày
Easy to dress up or down|正式休闲都好搭|きれいめにもカジュアルにも|포멀하게도 캐주얼하게도|แต่งได้ทั้งทางการและลำลอง|Dễ phối trang trọng hay thường ngày
Bomber Jacket|飞行员夹克|ボンバージャケット|봄버 재킷|แจ็กเก็ตบอมเบอร์|Áo khoác bomber
Lightweight|轻薄|ライトウェイト|경량|น้ำหนักเบา|Nhẹ
Quilted|绗缝|キルティング|퀼팅|บุนวม|Chần bông
Suede-Effect|仿麂皮|スエード調|스웨이드 느낌|ลุคหนังกลับ|Giả da lộn
Water-Repellent|防泼水|撥水|발수|กันละอองน้ำ|Chống thấm nhẹ
Ribbed Cuffs|罗纹袖口|リブ袖口|립 소매|ปลายแขนผ้าริบ|Bo tay gân
Zip Pockets|拉链口袋|ジップポケット|지퍼 포켓|กระเป๋าซิป|Túi khóa kéo
Lined|带内衬|裏地付き|안감|มีซับใน|Có lót
Wind-resistant shell|防风外层|防風シェル|방풍 겉감|ผ้าชั้นนอกกันลม|Lớp ngoài chắn gió
Inside phone pocket|内侧手机袋|内側にスマホポケット|안쪽 휴대폰 포켓|กระเป๋าใส่โทรศัพท์ด้านใน|Túi điện thoại bên trong
Classic fit over a sweater|经典版型，可套在毛衣外|セーターの上にも着られる定番シルエット|스웨터 위에 입기 좋은 클래식 핏|ทรงคลาสสิก สวมทับสเวตเตอร์ได้|Dáng cổ điển, mặc ngoài áo len được
Polo Shirt|Polo 衫|ポロシャツ|폴로 셔츠|เสื้อโปโล|Áo polo
Piqué|珠地布|鹿の子|피케|ผ้าปิเก้|Vải cá sấu
Performance|速干运动|パフォーマンス|퍼포먼스|สำหรับกีฬา|Thể thao
Short Sleeve|短袖|半袖|반소매|แขนสั้น|Tay ngắn
Quick-Dry|速干|速乾|속건|แห้งเร็ว|Nhanh khô
Two-Button|两粒扣|2ボタン|투 버튼|กระดุมสองเม็ด|Hai nút
Soft collar that keeps its shape|领子柔软不变形|型崩れしにくい柔らかな襟|형태가 유지되는 부드러운 칼라|ปกนุ่มคงรูป|Cổ áo mềm, giữ form
Colour-fast fabric|面料不易褪色|色落ちしにくい生地|물 빠짐 없는 원단|ผ้าสีไม่ตก|Vải bền màu
Side vents for movement|侧开衩，活动自如|動きやすいサイドスリット|활동성을 높인 옆트임|ผ่าข้างเคลื่อนไหวสะดวก|Xẻ tà hai bên dễ vận động
Hoodie|连帽卫衣|パーカー|후드티|เสื้อฮู้ด|Áo hoodie
Heavyweight|厚磅|ヘビーウェイト|헤비웨이트|ผ้าหนา|Vải dày
Zip-Up|拉链开衫|ジップアップ|집업|แบบซิป|Có khóa kéo
Oversized|宽松落肩|オーバーサイズ|오버사이즈|โอเวอร์ไซซ์|Oversize
Fleece-Lined|抓绒内里|裏起毛|기모 안감|บุฟลีซ|Lót nỉ
Kangaroo Pocket|袋鼠兜|カンガルーポケット|캥거루 포켓|กระเป๋าจิงโจ้|Túi kangaroo
Brushed Inside|内里磨毛|内側起毛|안쪽 기모|ด้านในขัดขน|Mặt trong chải lông
Organic Cotton|有机棉|オーガニックコットン|오가닉 코튼|ผ้าฝ้ายออร์แกนิก|Cotton hữu cơ
Warm brushed-back fleece|温暖磨毛抓绒|暖かな裏起毛フリース|따뜻한 기모 플리스|ผ้าฟลีซด้านในขัดขน อบอุ่น|Nỉ chải lông ấm áp
Double-layer hood|双层帽兜|二重仕立てのフード|이중 후드|ฮู้ดผ้าสองชั้น|Mũ hai lớp
Pre-shrunk|预缩处理|防縮加工済み|방축 가공|ผ่านการกันหด|Đã xử lý chống co
Leather Belt|皮带|レザーベルト|가죽 벨트|เข็มขัดหนัง|Thắt lưng da
Full-Grain|头层全粒面|フルグレイン|풀그레인|หนังแท้เต็มผิว|Da nguyên tấm
Reversible|双面用|リバーシブル|양면|ใช้ได้สองด้าน|Dùng hai mặt
Braided|编织|メッシュ編み|브레이드|แบบถัก|Bện
Brushed Buckle|拉丝扣头|ヘアライン仕上げのバックル|브러시드 버클|หัวเข็มขัดขัดด้าน|Khóa xước mờ
=35mm
Genuine leather that ages well|真皮越用越有味道|味わいが増す本革|멋스럽게 길드는 천연 가죽|หนังแท้ ยิ่งใช้ยิ่งสวย|Da thật càng dùng càng đẹp
Solid metal buckle|实心金属扣|頑丈な金属バックル|견고한 금속 버클|หัวเข็มขัดโลหะตัน|Khóa kim loại đặc
Cut to fit at home|可在家自行裁剪长度|自宅で長さ調整可能|집에서 길이 조절 가능|ตัดให้พอดีได้เองที่บ้าน|Tự cắt vừa tại nhà
Midi Dress|中长连衣裙|ミディワンピース|미디 원피스|เดรสยาวครึ่งแข้ง|Đầm midi
Wrap|裹身|カシュクール|랩|แบบป้าย|Đắp chéo
Floral|碎花|花柄|플로럴|ลายดอกไม้|Hoa
Satin Slip|缎面吊带|サテンスリップ|새틴 슬립|ผ้าซาตินสายเดี่ยว|Lụa satin hai dây
Tiered|层次|ティアード|티어드|แบบระบาย|Tầng
V-Neck|V 领|Vネック|브이넥|คอวี|Cổ chữ V
Flowy|飘逸|とろみ素材|하늘하늘|พลิ้วไหว|Bay bổng
With Belt|配腰带|ベルト付き|벨트 포함|พร้อมเข็มขัด|Kèm đai
Fully lined|全衬里|総裏地|안감 전체|ซับในทั้งตัว|Lót toàn bộ
Flattering A-line cut|显瘦 A 字剪裁|体型をきれいに見せるAライン|체형을 살려 주는 A라인|ทรงเอไลน์ช่วยพรางหุ่น|Dáng chữ A tôn dáng
Hidden side zip|侧边隐形拉链|サイドに隠しファスナー|옆선 히든 지퍼|ซิปซ่อนด้านข้าง|Khóa kéo ẩn bên hông
Blouse|女士衬衫|ブラウス|블라우스|เสื้อเบลาส์|Áo kiểu
Silk-Touch|丝滑触感|シルクタッチ|실크 터치|สัมผัสเหมือนไหม|Mềm như lụa
Puff-Sleeve|泡泡袖|パフスリーブ|퍼프 소매|แขนพอง|Tay phồng
Ruffled|荷叶边|フリル|러플|แต่งระบาย|Bèo nhún
Relaxed Fit|宽松版型|ゆったりシルエット|릴랙스 핏|ทรงหลวมสบาย|Dáng suông
Button Front|前开扣|前ボタン|앞 단추|กระดุมหน้า|Cài nút trước
Breathable|透气|通気性|통기성|ระบายอากาศ|Thoáng khí
Soft drape|垂坠柔软|柔らかなドレープ|부드러운 드레이프|ทิ้งตัวนุ่มนวล|Rủ mềm mại
Easy to tuck in|易于塞进下装|タックインしやすい|넣어 입기 쉬움|ใส่เหน็บชายได้ง่าย|Dễ sơ vin
Machine washable on gentle|可轻柔机洗|洗濯機の弱水流で洗える|세탁기 울 코스 가능|ซักเครื่องโหมดถนอมผ้าได้|Giặt máy chế độ nhẹ
High-Waist Jeans|高腰牛仔裤|ハイウエストジーンズ|하이웨이스트 청바지|กางเกงยีนส์เอวสูง|Quần jean lưng cao
Straight-Leg|直筒|ストレートレッグ|일자핏|ขาตรง|Ống suông
Wide-Leg|阔腿|ワイドレッグ|와이드핏|ขากว้าง|Ống rộng
Skinny|紧身|スキニー|스키니|สกินนี่|Bó
Mom|妈妈款|マム|맘핏|ทรงมัม|Mom
Stretch Denim|弹力牛仔布|ストレッチデニム|스트레치 데님|ยีนส์ผ้ายืด|Denim co giãn
Ankle Length|九分|アンクル丈|발목 길이|ยาวระดับข้อเท้า|Dài mắt cá
Five Pockets|五袋款|5ポケット|5포켓|กระเป๋าห้าช่อง|Năm túi
Comfort stretch that recovers|舒适弹力，回弹不松垮|伸びてもすぐ戻る快適ストレッチ|늘어나도 복원되는 편안한 신축성|ยืดสบายและคืนตัวได้ดี|Co giãn thoải mái, đàn hồi tốt
Sculpting high rise|高腰塑形|すっきり見せるハイライズ|라인을 잡아 주는 하이라이즈|เอวสูงช่วยเก็บทรง|Lưng cao tôn dáng
Responsibly made denim|负责任生产的牛仔布|環境に配慮したデニム|책임감 있게 만든 데님|ยีนส์ที่ผลิตอย่างรับผิดชอบ|Denim sản xuất có trách nhiệm
Knit Cardigan|针织开衫|ニットカーディガン|니트 카디건|คาร์ดิแกนไหมพรม|Áo cardigan len
Cropped|短款|ショート丈|크롭|ครอป|Lửng
Cable|麻花|ケーブル編み|꽈배기|ลายเปีย|Vặn thừng
Fine-Knit|细针|ファインゲージ|얇은 니트|ถักละเอียด|Đan mịn
Pearl Buttons|珍珠纽扣|パールボタン|진주 단추|กระดุมมุก|Nút ngọc trai
Soft Touch|柔软触感|ソフトタッチ|부드러운 촉감|สัมผัสนุ่ม|Mềm mại
Ribbed Trims|罗纹边|リブ仕上げ|립 마감|ขอบผ้าริบ|Viền gân
Cosy without the bulk|温暖而不臃肿|暖かいのにもたつかない|부해 보이지 않게 포근함|อบอุ่นโดยไม่ดูเทอะทะ|Ấm áp mà không cồng kềnh
Pill-resistant yarn|不易起球的纱线|毛玉になりにくい糸|보풀이 잘 생기지 않는 원사|เส้นด้ายไม่เป็นขุย|Sợi chống xù lông
Layers over anything|百搭叠穿|何にでも重ね着できる|어디에나 레이어드|ใส่ทับได้กับทุกชุด|Khoác ngoài món nào cũng hợp
Pleated Skirt|百褶裙|プリーツスカート|플리츠 스커트|กระโปรงพลีท|Chân váy xếp ly
Midi|中长|ミディ丈|미디|ยาวครึ่งแข้ง|Midi
Mini|迷你|ミニ|미니|มินิ|Mini
Satin|缎面|サテン|새틴|ซาติน|Satin
Tulle|网纱|チュール|튤|ผ้าทูล|Voan lưới
Elastic Waist|松紧腰|ウエストゴム|밴딩 허리|เอวยางยืด|Lưng thun
Swingy|灵动摆动|揺れ感のある|찰랑이는|พลิ้วไหวตามจังหวะเดิน|Bồng bềnh
Crisp pleats that stay put|褶裥挺括不走形|くっきりと崩れないプリーツ|흐트러지지 않는 선명한 주름|จีบคมชัดอยู่ทรง|Nếp ly sắc nét, giữ nếp
Comfortable elastic waistband|舒适松紧腰头|快適なゴムウエスト|편안한 밴딩 허리|ขอบเอวยางยืดใส่สบาย|Cạp thun thoải mái
Pairs with sneakers or heels|配运动鞋或高跟鞋都好看|スニーカーにもヒールにも合う|운동화에도 힐에도 어울림|ใส่คู่กับรองเท้าผ้าใบหรือส้นสูงก็ได้|Hợp với giày thể thao lẫn giày cao gót
Trench Coat|风衣|トレンチコート|트렌치코트|เสื้อโค้ทเทรนช์|Áo măng tô
Belted|系带|ベルテッド|벨티드|มีเข็มขัด|Thắt đai
Longline|长款|ロング丈|롱라인|ตัวยาว|Dáng dài
Double-Breasted|双排扣|ダブルブレスト|더블 브레스티드|กระดุมสองแถว|Hai hàng khuy
Storm Flap|防风挡片|ストームフラップ|스톰 플랩|แผ่นกันลม|Nẹp chắn gió
Cotton Blend|棉混纺|コットン混|면 혼방|ผ้าฝ้ายผสม|Cotton pha
Timeless tailoring|经典剪裁，历久弥新|時代を超えた仕立て|유행을 타지 않는 재단|การตัดเย็บคลาสสิกไม่มีวันเชย|Đường cắt may vượt thời gian
Showers roll off the finish|表面处理，轻松挡小雨|にわか雨をはじく加工|소나기를 튕겨 내는 마감|ผิวผ้ากันฝนปรอย ๆ ได้|Bề mặt đẩy nước mưa rào
Removable belt|腰带可拆卸|取り外せるベルト|탈착 가능한 벨트|เข็มขัดถอดออกได้|Đai có thể tháo rời
`;
