import type { LocalizedText, StoredPicture } from '../../db/columns.ts';
import { a, hotelName, hotelPic, story } from './html.ts';

export interface ArticleTypeSeed {
  typeCode: string;
  name: LocalizedText;
  sortOrder: number;
}

export const ARTICLE_TYPES: ArticleTypeSeed[] = [
  {
    typeCode: 'news',
    name: {
      'zh-CN': '新闻动态',
      'zh-TW': '最新消息',
      'en-US': 'News',
      ja: 'ニュース',
      'ko-KR': '뉴스',
      'th-TH': 'ข่าวสาร',
    },
    sortOrder: 1,
  },
  {
    typeCode: 'guides',
    name: {
      'zh-CN': '旅行指南',
      'zh-TW': '旅遊指南',
      'en-US': 'Travel guides',
      ja: '旅のガイド',
      'ko-KR': '여행 가이드',
      'th-TH': 'คู่มือท่องเที่ยว',
    },
    sortOrder: 2,
  },
  {
    typeCode: 'offers',
    name: {
      'zh-CN': '优惠活动',
      'zh-TW': '優惠活動',
      'en-US': 'Offers',
      ja: '特典・キャンペーン',
      'ko-KR': '특가 혜택',
      'th-TH': 'ข้อเสนอพิเศษ',
    },
    sortOrder: 3,
  },
];

export interface ArticleSeed {
  articleCode: string;
  typeCode: string;
  /** Published this many days before the seed's `today`. */
  daysAgo: number;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  cover: StoredPicture[];
}

const kyoto = hotelName('UKY001');
const bund = hotelName('SHA001');
const riverside = hotelName('BKK001');
const westLake = hotelName('HGH001');
const marunouchi = hotelName('TYO001');

export const ARTICLES: ArticleSeed[] = [
  {
    articleCode: 'kyoto-autumn-illumination',
    typeCode: 'news',
    daysAgo: 6,
    cover: [hotelPic('UKY001', 1)],
    title: {
      'zh-CN': '京都曙光庭园酒店秋季庭园夜间点灯',
      'zh-TW': '京都曙光庭園飯店秋季庭園夜間點燈',
      'en-US': 'Autumn evenings in the garden: the maple illumination at Aurora Kyoto Garden',
      ja: 'オーロラ京都ガーデン 秋の庭園ライトアップ',
      'ko-KR': '오로라 교토 가든, 가을 정원 야간 조명 행사',
      'th-TH': 'ค่ำคืนฤดูใบไม้ร่วงในสวน: การเปิดไฟชมใบเมเปิลที่ออโรรา เกียวโต การ์เดน',
    },
    summary: {
      'zh-CN': '枫叶转红的季节，酒店的回游式庭园每晚点灯至21:30，住客可免费入园，并享用庭园茶席。',
      'zh-TW': '楓紅時節，飯店的迴遊式庭園每晚點燈至21:30，住客可免費入園，並享用庭園茶席。',
      'en-US':
        'While the maples are red, our stroll garden is lit every evening until 21:30. Hotel guests walk in free and can book a seat at the garden tea house.',
      ja: '紅葉の時期は毎晩21:30まで回遊式庭園をライトアップ。ご宿泊のお客様は無料でご覧いただけ、庭園の茶席もご予約いただけます。',
      'ko-KR':
        '단풍이 붉게 물드는 동안 호텔의 회유식 정원에 매일 밤 21:30까지 조명을 밝힙니다. 투숙객은 무료로 입장할 수 있으며 정원 다실 좌석도 예약할 수 있습니다.',
      'th-TH':
        'ตลอดช่วงที่ใบเมเปิลเปลี่ยนเป็นสีแดง สวนเดินชมของโรงแรมจะเปิดไฟทุกค่ำจนถึง 21:30 น. แขกที่เข้าพักเข้าชมได้ฟรี และจองที่นั่งในเรือนน้ำชากลางสวนได้',
    },
    body: story(
      {
        'zh-CN': [
          '每年十一月中旬至十二月上旬，庭园里的六十多棵枫树由绿转红。日落后，园艺师们用柔和的灯光照亮苔藓、石灯笼和锦鲤池，让红叶倒映在水面上。',
          '点灯时间为每天17:00至21:30，住客可凭房卡免费入园。庭园小径铺有碎石，夜间请穿着舒适的平底鞋；部分路段有台阶。',
          '园中茶室每晚提供两场茶席，由茶师为您点一碗抹茶，并配上应季的京都和果子。每场限八位，请向前台预约。',
          `想在红叶季入住，请尽早预订${a('/hotelDetail/UKY001', kyoto['zh-CN'])}，周末房间往往提前数月售罄。`,
        ],
        'zh-TW': [
          '每年十一月中旬至十二月上旬，庭園裡的六十多棵楓樹由綠轉紅。日落後，園藝師們以柔和的燈光照亮青苔、石燈籠與錦鯉池，讓紅葉倒映在水面上。',
          '點燈時間為每天17:00至21:30，住客可憑房卡免費入園。庭園小徑鋪有碎石，夜間請穿著舒適的平底鞋；部分路段設有階梯。',
          '園中茶室每晚提供兩場茶席，由茶師為您點一碗抹茶，並搭配當季的京都和菓子。每場限八位，請向櫃檯預約。',
          `想在楓紅時節入住，請盡早預訂${a('/hotelDetail/UKY001', kyoto['zh-TW'])}，週末房間往往提前數月售罄。`,
        ],
        'en-US': [
          'From mid-November to early December, the sixty-odd maples of our garden turn from green to deep red. After sunset our gardeners light the moss, the stone lanterns and the koi pond softly, so the leaves are mirrored in the water.',
          'The garden is lit every day from 17:00 to 21:30, and guests walk in free with their room key. The paths are gravel with a few steps, so comfortable flat shoes are best in the evening.',
          'The tea house in the garden holds two tea ceremonies each evening: our tea master whisks a bowl of matcha for you and serves it with a seasonal Kyoto sweet. Each sitting is limited to eight guests; please book at the front desk.',
          `Rooms for the autumn weekends sell out months ahead, so book ${a('/hotelDetail/UKY001', kyoto['en-US'])} early if you want to see the leaves.`,
        ],
        ja: [
          '11月中旬から12月上旬にかけて、庭園の60本あまりのもみじが緑から深紅へと色づきます。日没後は庭師が苔や石灯籠、錦鯉の池をやわらかな光で照らし、水面に紅葉が映り込みます。',
          'ライトアップは毎日17:00から21:30まで。ご宿泊のお客様はルームキーのご提示で無料でご入園いただけます。小径は砂利敷きで段差もあるため、夜は歩きやすい靴でお越しください。',
          '庭園の茶室では毎晩2回の茶席を設け、茶師が一服のお抹茶を点て、季節の京菓子とともにお出しします。各回8名様限定のため、フロントにてご予約ください。',
          `紅葉の週末は数か月前に満室になることも少なくありません。${a('/hotelDetail/UKY001', kyoto.ja)}のご予約はお早めにどうぞ。`,
        ],
        'ko-KR': [
          '매년 11월 중순부터 12월 초순까지 정원의 단풍나무 60여 그루가 초록에서 짙은 붉은빛으로 물듭니다. 해가 지면 정원사들이 이끼와 석등, 비단잉어 연못을 은은한 조명으로 밝혀 붉은 잎이 수면에 비칩니다.',
          '조명은 매일 17:00부터 21:30까지이며 투숙객은 객실 키를 제시하면 무료로 입장할 수 있습니다. 정원 길은 자갈이 깔려 있고 계단도 있으니 저녁에는 편한 굽 낮은 신발을 신어 주세요.',
          '정원의 다실에서는 매일 저녁 두 차례 다도 시간을 마련해 다도 명인이 말차 한 잔을 정성껏 내리고 제철 교토 화과자와 함께 대접합니다. 회당 8명 한정이므로 프런트 데스크에서 예약해 주세요.',
          `단풍철 주말 객실은 몇 달 전에 마감되는 경우가 많습니다. 단풍을 보고 싶다면 ${a('/hotelDetail/UKY001', kyoto['ko-KR'])}을 서둘러 예약하세요.`,
        ],
        'th-TH': [
          'ตั้งแต่กลางเดือนพฤศจิกายนถึงต้นเดือนธันวาคม ต้นเมเปิลกว่าหกสิบต้นในสวนของเราจะเปลี่ยนจากสีเขียวเป็นสีแดงเข้ม หลังพระอาทิตย์ตก คนสวนจะเปิดไฟนวลตาส่องมอส โคมหิน และบ่อปลาคาร์ป ให้ใบไม้สีแดงสะท้อนบนผิวน้ำ',
          'สวนเปิดไฟทุกวันตั้งแต่เวลา 17:00 ถึง 21:30 น. แขกที่เข้าพักเข้าชมได้ฟรีเพียงแสดงคีย์การ์ดห้องพัก ทางเดินในสวนปูด้วยกรวดและมีขั้นบันไดบางช่วง จึงควรสวมรองเท้าส้นเตี้ยที่เดินสบาย',
          'เรือนน้ำชาในสวนจัดพิธีชงชาวันละสองรอบทุกค่ำ ผู้เชี่ยวชาญการชงชาจะตีมัทฉะให้คุณหนึ่งถ้วยพร้อมขนมญี่ปุ่นสไตล์เกียวโตตามฤดูกาล รับรอบละแปดท่าน กรุณาจองที่แผนกต้อนรับ',
          `ห้องพักช่วงสุดสัปดาห์ในฤดูใบไม้เปลี่ยนสีมักเต็มล่วงหน้าหลายเดือน หากอยากชมใบไม้แดง ควรจอง${a('/hotelDetail/UKY001', kyoto['th-TH'])}แต่เนิ่นๆ`,
        ],
      },
      hotelPic('UKY001', 3),
      1,
    ),
  },
  {
    articleCode: 'members-spring-offer',
    typeCode: 'offers',
    daysAgo: 15,
    cover: [hotelPic('HGH001', 1)],
    title: {
      'zh-CN': '会员春季礼遇：早订早优惠',
      'zh-TW': '會員春季禮遇：早訂早優惠',
      'en-US': "Members' spring offer: book early, save more",
      ja: '会員限定 春の早期予約特典',
      'ko-KR': '회원 전용 봄 특가: 일찍 예약하고 더 아끼세요',
      'th-TH': 'ข้อเสนอฤดูใบไม้ผลิสำหรับสมาชิก: จองก่อน ประหยัดกว่า',
    },
    summary: {
      'zh-CN': '现在就计划春季出游：会员专享价比灵活价低10%，再叠加最高8%的等级折扣，并可免费取消。',
      'zh-TW': '現在就計畫春季出遊：會員專屬房價比彈性房價低10%，再疊加最高8%的等級折扣，並可免費取消。',
      'en-US':
        'Plan your spring getaway now: members save 10% on the flexible rate, up to 8% more with their tier discount, and can cancel free of charge.',
      ja: '春の旅は今から計画を。会員限定プランはフレキシブルレートより10%お得、さらに会員ランクに応じて最大8%割引。キャンセルは無料です。',
      'ko-KR':
        '봄 여행은 지금 계획하세요. 회원 전용 요금은 플렉시블 요금보다 10% 저렴하고, 등급 할인으로 최대 8%를 더 아낄 수 있으며 무료로 취소할 수 있습니다.',
      'th-TH': 'วางแผนเที่ยวฤดูใบไม้ผลิได้ตั้งแต่วันนี้ สมาชิกรับส่วนลด 10% จากราคายืดหยุ่น และลดเพิ่มสูงสุด 8% ตามระดับสมาชิก พร้อมยกเลิกได้ฟรี',
    },
    body: story(
      {
        'zh-CN': [
          '春天是游览我们许多城市的最佳时节：京都的樱花、西湖畔的明前龙井、北京胡同里的海棠。现在预订，赶在旺季客满之前锁定心仪的房间。',
          '登录后选择“曙光会员专享价”：比灵活价低10%，到店付款，可免费取消。银卡、金卡和白金卡会员还可再享3%、5%或8%的等级折扣。',
          `还不是会员？一分钟即可${a('/register', '免费注册')}，会员价立即生效。首次预订的客人还可输入优惠码 WELCOME10，享受九折优惠。`,
          `会员专享价适用于集团旗下所有酒店三月至五月的入住，视房态而定。各等级权益请参阅${a('/card/gold', '会员卡介绍')}。`,
        ],
        'zh-TW': [
          '春天是造訪我們許多城市的最佳時節：京都的櫻花、西湖畔的明前龍井、北京胡同裡的海棠。現在訂房，趕在旺季客滿之前鎖定心儀的房間。',
          '登入後選擇「曙光會員專屬房價」：比彈性房價低10%，到店付款，可免費取消。銀卡、金卡與白金卡會員還可再享3%、5%或8%的等級折扣。',
          `還不是會員？一分鐘即可${a('/register', '免費加入')}，會員價立即生效。首次訂房的旅客還可輸入優惠碼 WELCOME10，享九折優惠。`,
          `會員專屬房價適用於集團旗下所有飯店三月至五月的入住，視房況而定。各等級權益請參閱${a('/card/gold', '會員卡介紹')}。`,
        ],
        'en-US': [
          'Spring is the loveliest time to visit many of our cities: cherry blossoms in Kyoto, the first Longjing tea of the year around West Lake, crab-apple flowers in the hutongs of Beijing. Book now and secure the room you want before the season fills up.',
          'Sign in and choose the Aurora Members’ Rate: 10% off the flexible rate, payment at the hotel and free cancellation. Silver, Gold and Platinum members save a further 3%, 5% or 8% with their tier discount.',
          `Not a member yet? ${a('/register', 'Join for free')} in a minute and member rates apply straight away. First-time guests can also enter the code WELCOME10 for 10% off their first booking.`,
          `The members’ rate is offered at all our hotels for stays from March to May, subject to availability. See what each tier brings on the ${a('/card/gold', 'membership card pages')}.`,
        ],
        ja: [
          '春は多くの街がいちばん美しい季節。京都の桜、西湖のほとりで摘まれる新茶の龍井茶、北京の胡同に咲く海棠。繁忙期で満室になる前に、お好みの客室を今のうちに確保しましょう。',
          'ログインして「オーロラ会員限定プラン」をお選びください。フレキシブルレートより10%お得で、お支払いはホテルにて、キャンセルは無料です。シルバー、ゴールド、プラチナ会員はさらにランク割引で3%、5%、8%お得になります。',
          `まだ会員でない方は、1分で${a('/register', '無料会員登録')}。会員料金はすぐにご利用いただけます。初めてご予約のお客様は、コード WELCOME10 のご入力で10%割引になります。`,
          `会員限定プランは3月から5月のご宿泊を対象に全ホテルでご利用いただけます（空室状況によります）。ランクごとの特典は${a('/card/gold', '会員カードのご案内')}をご覧ください。`,
        ],
        'ko-KR': [
          '봄은 우리 호텔이 있는 여러 도시를 여행하기에 가장 아름다운 계절입니다. 교토의 벚꽃, 서호 주변에서 올해 처음 따는 룽징차, 베이징 후퉁에 핀 해당화가 기다립니다. 성수기 객실이 마감되기 전에 지금 원하는 객실을 예약하세요.',
          '로그인한 뒤 ‘오로라 회원 전용 요금’을 선택하세요. 플렉시블 요금보다 10% 저렴하고 호텔에서 결제하며 무료로 취소할 수 있습니다. 실버, 골드, 플래티넘 회원은 등급 할인으로 3%, 5%, 8%를 추가로 아낄 수 있습니다.',
          `아직 회원이 아니신가요? 1분이면 ${a('/register', '무료 회원 가입')}이 끝나고 회원 요금이 바로 적용됩니다. 처음 예약하시는 고객은 코드 WELCOME10을 입력하면 10% 할인을 받을 수 있습니다.`,
          `회원 전용 요금은 3월부터 5월까지의 투숙에 모든 호텔에서 이용할 수 있으며 객실 상황에 따라 달라질 수 있습니다. 등급별 혜택은 ${a('/card/gold', '멤버십 카드 안내')}에서 확인하세요.`,
        ],
        'th-TH': [
          'ฤดูใบไม้ผลิเป็นช่วงที่งดงามที่สุดของหลายเมืองที่เรามีโรงแรม ทั้งซากุระในเกียวโต ชาหลงจิ่งชุดแรกของปีรอบทะเลสาบซีหู และดอกไห่ถังในตรอกหูท่งของปักกิ่ง จองวันนี้เพื่อให้ได้ห้องที่ต้องการก่อนช่วงไฮซีซันจะเต็ม',
          'เข้าสู่ระบบแล้วเลือก “ราคาพิเศษสำหรับสมาชิกออโรรา” ถูกกว่าราคายืดหยุ่น 10% ชำระเงินที่โรงแรม และยกเลิกได้ฟรี สมาชิกระดับซิลเวอร์ โกลด์ และแพลทินัมรับส่วนลดตามระดับเพิ่มอีก 3% 5% หรือ 8%',
          `ยังไม่ได้เป็นสมาชิกใช่ไหม ${a('/register', 'สมัครสมาชิกฟรี')}ได้ในหนึ่งนาที และใช้ราคาสมาชิกได้ทันที ผู้ที่จองครั้งแรกยังกรอกรหัส WELCOME10 เพื่อรับส่วนลด 10% ได้อีกด้วย`,
          `ราคาสมาชิกใช้ได้กับทุกโรงแรมในเครือสำหรับการเข้าพักเดือนมีนาคมถึงพฤษภาคม ขึ้นอยู่กับห้องว่าง ดูสิทธิประโยชน์ของแต่ละระดับได้ที่${a('/card/gold', 'หน้าบัตรสมาชิก')}`,
        ],
      },
      hotelPic('PEK001', 3),
      1,
    ),
  },
  {
    articleCode: 'business-travel-tips',
    typeCode: 'guides',
    daysAgo: 29,
    cover: [hotelPic('TYO001', 2)],
    title: {
      'zh-CN': '商务出行小贴士：来自前台的五条建议',
      'zh-TW': '商務出差小祕訣：來自櫃檯的五個建議',
      'en-US': 'Five business travel tips from our front desks',
      ja: 'フロントスタッフが教える出張の5つのコツ',
      'ko-KR': '프런트 데스크가 알려 주는 출장 팁 다섯 가지',
      'th-TH': 'ห้าเคล็ดลับเดินทางเพื่อธุรกิจจากพนักงานต้อนรับของเรา',
    },
    summary: {
      'zh-CN': '企业协议价、发票、延迟退房与安静的楼层——几个小习惯，让出差更从容。',
      'zh-TW': '企業合約價、發票、延後退房與安靜的樓層——幾個小習慣，讓出差更從容。',
      'en-US':
        'Corporate rates, invoices, late check-out and a quiet floor: a few small habits that make a work trip calmer.',
      ja: '法人レート、領収書、レイトチェックアウト、静かなフロア。ちょっとした習慣で出張はぐっと快適になります。',
      'ko-KR': '기업 요금, 영수증, 레이트 체크아웃, 조용한 층. 작은 습관 몇 가지로 출장이 한결 편안해집니다.',
      'th-TH': 'ราคาองค์กร ใบกำกับภาษี การเช็กเอาต์ล่าช้า และชั้นที่เงียบสงบ นิสัยเล็กๆ ที่ทำให้ทริปทำงานราบรื่นขึ้น',
    },
    body: story(
      {
        'zh-CN': [
          '<strong>使用公司代码。</strong>如果贵公司与曙光签有协议，在搜索时输入公司代码即可看到含双早、可免费取消的企业协议价。',
          '<strong>提前填写发票信息。</strong>在中国大陆入住时，请在预订备注中填写公司抬头和税号，退房时前台即可开具增值税发票，不必现场等待。',
          '<strong>预约延迟退房。</strong>下午才开会？预订时加购延迟退房至16:00，或在“特殊要求”中勾选“安静房间”和“高楼层”。',
          `<strong>快速退房。</strong>在东京等城市，${a('/hotelDetail/TYO001', marunouchi['zh-CN'])}等酒店可将账单发送至您的邮箱，离店时只需归还房卡。更多问题请参阅${a('/page/faq', '常见问题')}。`,
        ],
        'zh-TW': [
          '<strong>使用公司代碼。</strong>如果貴公司與曙光簽有合約，搜尋時輸入公司代碼即可看到含雙早、可免費取消的企業合約價。',
          '<strong>提前填寫發票資訊。</strong>在中國大陸入住時，請在訂房備註中填寫公司抬頭與稅號，退房時櫃檯即可開立增值稅發票，不必現場等候。',
          '<strong>預約延後退房。</strong>下午才開會？訂房時加購延後退房至16:00，或在「特殊需求」中勾選「安靜房間」與「高樓層」。',
          `<strong>快速退房。</strong>在東京等城市，${a('/hotelDetail/TYO001', marunouchi['zh-TW'])}等飯店可將帳單寄至您的電子郵件，離店時只需歸還房卡。更多問題請參閱${a('/page/faq', '常見問題')}。`,
        ],
        'en-US': [
          '<strong>Use your company code.</strong> If your company has an Aurora agreement, enter its code when you search to see the corporate rate with breakfast for two and free cancellation.',
          '<strong>Give invoice details in advance.</strong> In mainland China, add your company name and tax number to the booking remarks and the front desk will have your VAT invoice (fapiao) ready at check-out.',
          '<strong>Book a late check-out.</strong> Meeting in the afternoon? Add a late check-out until 16:00 when you book, and tick “quiet room” and “high floor” under special requests.',
          `<strong>Check out in a minute.</strong> Hotels such as ${a('/hotelDetail/TYO001', marunouchi['en-US'])} can e-mail your bill, so you only drop your key on the way out. More answers are in our ${a('/page/faq', 'FAQ')}.`,
        ],
        ja: [
          '<strong>会社コードを使う。</strong>お勤め先がオーロラと法人契約を結んでいる場合は、検索時に会社コードを入力すると、2名様分の朝食付きで無料キャンセル可能な法人レートが表示されます。',
          '<strong>請求書情報は事前に。</strong>中国本土のホテルでは、予約時の備考欄に会社名と納税者番号をご記入いただくと、チェックアウト時に増値税発票（ファーピャオ）をすぐにお渡しできます。',
          '<strong>レイトチェックアウトを予約する。</strong>会議が午後なら、予約時に16:00までのレイトチェックアウトを追加し、特別リクエストで「静かな部屋」と「高層階」を選んでおきましょう。',
          `<strong>チェックアウトは1分で。</strong>${a('/hotelDetail/TYO001', marunouchi.ja)}などでは明細をメールでお送りできるので、お帰りの際はキーを返却するだけです。そのほかのご質問は${a('/page/faq', 'よくあるご質問')}をご覧ください。`,
        ],
        'ko-KR': [
          '<strong>회사 코드를 사용하세요.</strong> 회사가 오로라와 기업 협약을 맺었다면 검색할 때 회사 코드를 입력해 2인 조식 포함, 무료 취소가 가능한 기업 요금을 확인하세요.',
          '<strong>영수증 정보는 미리 알려 주세요.</strong> 중국 본토 호텔에서는 예약 메모에 회사명과 납세자 번호를 적어 두시면 체크아웃할 때 부가가치세 영수증(파퍄오)을 바로 받아 가실 수 있습니다.',
          '<strong>레이트 체크아웃을 예약하세요.</strong> 회의가 오후라면 예약 시 16:00까지 레이트 체크아웃을 추가하고, 특별 요청에서 ‘조용한 객실’과 ‘높은 층’을 선택하세요.',
          `<strong>1분 만에 체크아웃하세요.</strong> ${a('/hotelDetail/TYO001', marunouchi['ko-KR'])} 등의 호텔에서는 계산서를 이메일로 보내 드리므로 떠날 때 키만 반납하면 됩니다. 더 궁금한 점은 ${a('/page/faq', '자주 묻는 질문')}을 참고하세요.`,
        ],
        'th-TH': [
          '<strong>ใช้รหัสบริษัท</strong> หากบริษัทของคุณมีข้อตกลงกับออโรรา ให้กรอกรหัสบริษัทขณะค้นหาเพื่อดูราคาองค์กรที่รวมอาหารเช้าสำหรับสองท่านและยกเลิกได้ฟรี',
          '<strong>แจ้งข้อมูลใบกำกับภาษีล่วงหน้า</strong> สำหรับโรงแรมในจีนแผ่นดินใหญ่ กรุณาระบุชื่อบริษัทและเลขประจำตัวผู้เสียภาษีในหมายเหตุการจอง แผนกต้อนรับจะเตรียมใบกำกับภาษีมูลค่าเพิ่ม (ฟาเปี้ยว) ไว้ให้เมื่อเช็กเอาต์',
          '<strong>จองเช็กเอาต์ล่าช้า</strong> มีประชุมช่วงบ่ายใช่ไหม เพิ่มบริการเช็กเอาต์ล่าช้าถึง 16:00 น. ขณะจอง และเลือก “ห้องเงียบ” กับ “ชั้นสูง” ในคำขอพิเศษ',
          `<strong>เช็กเอาต์ในหนึ่งนาที</strong> โรงแรมอย่าง${a('/hotelDetail/TYO001', marunouchi['th-TH'])}สามารถส่งใบแจ้งค่าใช้จ่ายทางอีเมล คุณเพียงคืนคีย์การ์ดก่อนออกเดินทาง ดูคำตอบเพิ่มเติมได้ที่${a('/page/faq', 'คำถามที่พบบ่อย')}`,
        ],
      },
      hotelPic('TYO001', 3),
      1,
    ),
  },
  {
    articleCode: 'west-lake-spa-opening',
    typeCode: 'news',
    daysAgo: 47,
    cover: [hotelPic('HGH001', 2)],
    title: {
      'zh-CN': '杭州西湖曙光度假酒店山茶水疗中心全新开幕',
      'zh-TW': '杭州西湖曙光度假飯店山茶水療中心全新開幕',
      'en-US': 'The Camellia Spa opens at Aurora West Lake Resort Hangzhou',
      ja: 'オーロラ 西湖リゾート 杭州に「カメリア スパ」がオープン',
      'ko-KR': '오로라 웨스트 레이크 리조트 항저우, 카멜리아 스파 오픈',
      'th-TH': 'คามีเลียสปาเปิดให้บริการแล้วที่ออโรรา เวสต์เลค รีสอร์ต หางโจว',
    },
    summary: {
      'zh-CN': '六间临水理疗室、一座茶香蒸汽浴和以本地山茶油为主角的疗程，现已对住客及外宾开放。',
      'zh-TW': '六間臨水理療室、一座茶香蒸氣浴，以及以在地山茶油為主角的療程，現已對住客與外賓開放。',
      'en-US':
        'Six treatment rooms over the water, a tea-scented steam room and treatments built around local camellia oil, now open to hotel and outside guests.',
      ja: '水辺に面した6室のトリートメントルーム、お茶の香りのスチームルーム、地元産の椿油を使ったトリートメント。ご宿泊以外のお客様もご利用いただけます。',
      'ko-KR':
        '물가에 자리한 트리트먼트 룸 여섯 곳, 차 향이 나는 스팀룸, 현지산 동백기름을 중심으로 한 트리트먼트를 이제 투숙객과 외부 고객 모두 이용할 수 있습니다.',
      'th-TH':
        'ห้องทรีตเมนต์ริมน้ำหกห้อง ห้องอบไอน้ำกลิ่นชา และทรีตเมนต์ที่ใช้น้ำมันคามีเลียจากท้องถิ่น เปิดให้บริการทั้งแขกที่เข้าพักและบุคคลทั่วไปแล้ววันนี้',
    },
    body: story(
      {
        'zh-CN': [
          '全新的山茶水疗中心坐落在酒店南侧的湖畔楼阁中，六间理疗室都面向一片荷塘，其中两间为双人套间。设计以白墙、竹子和本地青石为主，安静而明亮。',
          '招牌疗程“西湖山茶”历时九十分钟，以温热的山茶油进行全身按摩，随后在茶香蒸汽浴中放松，最后奉上一杯当季龙井。',
          `水疗中心每日10:00至22:00开放，住客可享九折优惠。请通过前台或在预订${a('/hotelDetail/HGH001', westLake['zh-CN'])}时在备注中预约疗程。`,
        ],
        'zh-TW': [
          '全新的山茶水療中心座落於飯店南側的湖畔樓閣中，六間理療室都面向一片荷塘，其中兩間為雙人套房。設計以白牆、竹子與在地青石為主，寧靜而明亮。',
          '招牌療程「西湖山茶」歷時九十分鐘，以溫熱的山茶油進行全身按摩，隨後在茶香蒸氣浴中放鬆，最後奉上一杯當季龍井。',
          `水療中心每日10:00至22:00開放，住客可享九折優惠。請透過櫃檯或在預訂${a('/hotelDetail/HGH001', westLake['zh-TW'])}時於備註中預約療程。`,
        ],
        'en-US': [
          'The new Camellia Spa sits in a lakeside pavilion on the south side of the resort. All six treatment rooms look onto a lotus pond, and two are suites for couples. White walls, bamboo and local bluestone keep it calm and bright.',
          'The signature West Lake Camellia treatment lasts ninety minutes: a full-body massage with warm camellia oil, time to unwind in the tea-scented steam room, and a cup of this season’s Longjing to finish.',
          `The spa is open daily from 10:00 to 22:00 and hotel guests receive 10% off. Book a treatment at the front desk, or add a note when you book ${a('/hotelDetail/HGH001', westLake['en-US'])}.`,
        ],
        ja: [
          '新しい「カメリア スパ」は、リゾート南側の湖畔のパビリオンにあります。6室すべてのトリートメントルームが蓮池に面し、うち2室はカップル向けのスイートです。白壁と竹、地元の青石を生かした、静かで明るい空間です。',
          'シグネチャーの「西湖カメリア」は90分。温めた椿油による全身マッサージのあと、お茶の香りのスチームルームでくつろぎ、最後に旬の龍井茶を一杯お出しします。',
          `営業時間は毎日10:00から22:00、ご宿泊のお客様は10%割引です。フロントにて、または${a('/hotelDetail/HGH001', westLake.ja)}をご予約の際に備考欄でトリートメントをお申し込みください。`,
        ],
        'ko-KR': [
          '새로운 카멜리아 스파는 리조트 남쪽의 호숫가 파빌리온에 자리하고 있습니다. 트리트먼트 룸 여섯 곳 모두 연꽃 연못을 바라보며, 그중 두 곳은 커플을 위한 스위트입니다. 하얀 벽과 대나무, 현지산 청석으로 꾸며 고요하고 밝습니다.',
          '시그니처 트리트먼트인 ‘서호 카멜리아’는 90분 동안 진행됩니다. 따뜻한 동백기름으로 전신 마사지를 받은 뒤 차 향 가득한 스팀룸에서 휴식을 취하고, 마지막으로 제철 룽징차 한 잔을 즐기세요.',
          `스파는 매일 10:00부터 22:00까지 운영하며 투숙객은 10% 할인을 받습니다. 프런트 데스크에서 예약하거나 ${a('/hotelDetail/HGH001', westLake['ko-KR'])}을 예약할 때 메모란에 남겨 주세요.`,
        ],
        'th-TH': [
          'คามีเลียสปาแห่งใหม่ตั้งอยู่ในศาลาริมทะเลสาบทางทิศใต้ของรีสอร์ต ห้องทรีตเมนต์ทั้งหกห้องหันหน้าสู่สระบัว โดยสองห้องเป็นห้องสวีทสำหรับคู่รัก ผนังสีขาว ไม้ไผ่ และหินสีน้ำเงินจากท้องถิ่นช่วยให้บรรยากาศสงบและสว่างโปร่ง',
          'ทรีตเมนต์ซิกเนเจอร์ “เวสต์เลค คามีเลีย” ใช้เวลาเก้าสิบนาที เริ่มด้วยการนวดตัวด้วยน้ำมันคามีเลียอุ่นๆ ตามด้วยการผ่อนคลายในห้องอบไอน้ำกลิ่นชา และปิดท้ายด้วยชาหลงจิ่งตามฤดูกาลหนึ่งถ้วย',
          `สปาเปิดทุกวันเวลา 10:00-22:00 น. แขกที่เข้าพักรับส่วนลด 10% จองทรีตเมนต์ได้ที่แผนกต้อนรับ หรือระบุในหมายเหตุเมื่อจอง${a('/hotelDetail/HGH001', westLake['th-TH'])}`,
        ],
      },
      hotelPic('HGH001', 3),
      0,
    ),
  },
  {
    articleCode: 'shanghai-food-guide',
    typeCode: 'guides',
    daysAgo: 68,
    cover: [hotelPic('SHA002', 3)],
    title: {
      'zh-CN': '上海美食指南',
      'zh-TW': '上海美食導覽',
      'en-US': "A food lover's guide to Shanghai",
      ja: '上海グルメガイド',
      'ko-KR': '상하이 미식 가이드',
      'th-TH': 'คู่มือตะลุยกินเซี่ยงไฮ้',
    },
    summary: {
      'zh-CN': '从清晨的生煎到午夜的葱油拌面——看看我们上海的礼宾员休息日都去哪里吃。',
      'zh-TW': '從清晨的生煎包到午夜的蔥油拌麵——看看我們上海的禮賓人員休假時都去哪裡吃。',
      'en-US':
        'From pan-fried buns at dawn to scallion oil noodles at midnight: where our Shanghai concierges eat on their days off.',
      ja: '夜明けの焼き小籠包から真夜中の葱油拌麺まで。上海のコンシェルジュが休日に通う味をご紹介します。',
      'ko-KR': '새벽의 성젠바오부터 한밤의 파기름 비빔국수까지, 상하이 컨시어지들이 쉬는 날 찾는 맛을 소개합니다.',
      'th-TH': 'ตั้งแต่ซาลาเปาทอดยามเช้าตรู่จนถึงบะหมี่น้ำมันต้นหอมยามเที่ยงคืน มาดูว่าคอนเซียร์จของเราในเซี่ยงไฮ้ไปกินที่ไหนในวันหยุด',
    },
    body: story(
      {
        'zh-CN': [
          '上海人吃早饭很早。八点前跟着上班族排队买一客生煎，底部焦脆，再配一碗甜豆浆；最好的摊位不到上午十点就卖完了。',
          '想吃小笼包，不妨避开豫园的名店，到老法租界弄堂里的小店去，师傅就在你面前一个个手工包制。先咬一个小口，吸尽汤汁，再吃其余部分。',
          `晚上尝尝本帮菜，也就是上海的家常味道：红烧肉、醉鸡，以及九月到十二月当季的大闸蟹。${a('/hotelDetail/SHA001', bund['zh-CN'])}的礼宾员整理了一份小馆清单，可以为您订位。`,
          '最后像本地人一样，用一碗葱油拌面结束这一晚。简单、喷香又实惠，这是上海人出门在外最想念的味道。',
        ],
        'zh-TW': [
          '上海人吃早餐很早。八點前跟著上班族排隊買一份生煎包，底部焦脆，再配一碗甜豆漿；最好的攤位不到上午十點就賣完了。',
          '想吃小籠包，不妨避開豫園的名店，到舊法租界弄堂裡的小店去，師傅就在你面前一個個手工包製。先咬一個小口，吸盡湯汁，再吃其餘部分。',
          `晚上嚐嚐本幫菜，也就是上海的家常味道：紅燒肉、醉雞，以及九月到十二月當季的大閘蟹。${a('/hotelDetail/SHA001', bund['zh-TW'])}的禮賓人員整理了一份小館清單，可以為您訂位。`,
          '最後像在地人一樣，用一碗蔥油拌麵結束這一晚。簡單、噴香又實惠，這是上海人出門在外最想念的味道。',
        ],
        'en-US': [
          'Shanghai eats early. Queue with the office workers for shengjian, pork buns pan-fried until the base is crisp, and a bowl of sweet soy milk before 8:00; the best stalls sell out by mid-morning.',
          'For xiaolongbao, skip the famous names at the Yu Garden and look for the small shops in the lanes of the old French Concession, where every dumpling is folded by hand in front of you. Bite a small hole, sip the broth, then eat the rest.',
          `In the evening, try benbang cooking, the home food of Shanghai: red-braised pork, drunken chicken and hairy crab in season from September to December. The concierges at ${a('/hotelDetail/SHA001', bund['en-US'])} keep a list of small restaurants and will book a table for you.`,
          'End the night like a local with a bowl of scallion oil noodles. Simple, fragrant and cheap, it is the dish Shanghainese miss most when they travel.',
        ],
        ja: [
          '上海の朝は早く始まります。8時前に通勤客と一緒に並んで、底がカリッと焼けた生煎（焼き小籠包）と甘い豆乳を。人気の屋台は午前中のうちに売り切れてしまいます。',
          '小籠包なら、豫園の有名店ではなく旧フランス租界の路地にある小さな店へ。目の前でひとつずつ手包みしてくれます。まず小さくかじってスープを吸い、それから残りをどうぞ。',
          `夜は上海の家庭料理「本幇菜」を。豚の角煮、酔っ払い鶏、そして9月から12月が旬の上海蟹。${a('/hotelDetail/SHA001', bund.ja)}のコンシェルジュが小さな名店のリストを用意しており、お席の予約も承ります。`,
          '締めは地元の人にならって葱油拌麺を一杯。シンプルで香り高く、しかも手頃。上海の人が旅先でいちばん恋しくなる味です。',
        ],
        'ko-KR': [
          '상하이의 아침은 일찍 시작됩니다. 오전 8시 전에 직장인들과 함께 줄을 서서 바닥이 바삭하게 구워진 성젠바오와 달콤한 두유 한 그릇을 맛보세요. 인기 노점은 오전 중에 다 팔립니다.',
          '샤오룽바오는 예원의 유명한 가게 대신 옛 프랑스 조계지 골목의 작은 가게를 찾아가 보세요. 눈앞에서 하나하나 손으로 빚어 줍니다. 작게 한 입 베어 육즙을 먼저 마신 뒤 나머지를 드세요.',
          `저녁에는 상하이 가정식인 번방 요리를 맛보세요. 홍샤오러우, 술에 재운 닭 요리 쭈이지, 그리고 9월부터 12월까지 제철인 상하이 털게가 대표적입니다. ${a('/hotelDetail/SHA001', bund['ko-KR'])}의 컨시어지가 작은 식당 목록을 갖추고 있으며 자리 예약도 도와드립니다.`,
          '마무리는 현지인처럼 파기름 비빔국수 한 그릇으로. 소박하고 향긋하며 저렴한 이 국수는 상하이 사람들이 여행 중 가장 그리워하는 음식입니다.',
        ],
        'th-TH': [
          'ชาวเซี่ยงไฮ้กินมื้อเช้ากันแต่เช้า ลองต่อคิวกับพนักงานออฟฟิศเพื่อซื้อเซิงเจียน ซาลาเปาหมูทอดก้นกรอบ พร้อมนมถั่วเหลืองหวานสักชามก่อนเวลา 8:00 น. ร้านเด็ดๆ มักขายหมดก่อนสาย',
          'ถ้าอยากกินเสี่ยวหลงเปา ลองเลี่ยงร้านดังแถวสวนอวี้หยวน แล้วไปร้านเล็กๆ ในตรอกย่านเขตเช่าฝรั่งเศสเก่า ที่พ่อครัวจีบแป้งทีละลูกให้เห็นตรงหน้า กัดเป็นรูเล็กๆ จิบน้ำซุปก่อน แล้วค่อยกินส่วนที่เหลือ',
          `มื้อค่ำลองอาหารเปิ่นปัง หรืออาหารบ้านสไตล์เซี่ยงไฮ้ เช่น หมูสามชั้นตุ๋นซีอิ๊ว ไก่เมาเหล้า และปูขนในฤดูกาลช่วงกันยายนถึงธันวาคม คอนเซียร์จของ${a('/hotelDetail/SHA001', bund['th-TH'])}มีรายชื่อร้านอาหารเล็กๆ ที่คัดสรรไว้และยินดีจองโต๊ะให้คุณ`,
          'ปิดท้ายค่ำคืนแบบคนท้องถิ่นด้วยบะหมี่คลุกน้ำมันต้นหอมสักชาม เรียบง่าย หอมกรุ่น และราคาย่อมเยา เป็นเมนูที่ชาวเซี่ยงไฮ้คิดถึงมากที่สุดเมื่อต้องเดินทางไกลบ้าน',
        ],
      },
      hotelPic('SHA001', 2),
      1,
    ),
  },
  {
    articleCode: 'kyoto-cherry-blossom-season',
    typeCode: 'guides',
    daysAgo: 96,
    cover: [hotelPic('UKY001', 2)],
    title: {
      'zh-CN': '京都樱花季：何时去，去哪里赏樱',
      'zh-TW': '京都櫻花季：何時去、去哪裡賞櫻',
      'en-US': 'Cherry blossom season in Kyoto: when to go and where to walk',
      ja: '京都の桜の季節：見頃と歩きたい道',
      'ko-KR': '교토 벚꽃 시즌: 언제 가고 어디를 걸을까',
      'th-TH': 'ฤดูซากุระในเกียวโต: ไปเมื่อไรและเดินเล่นที่ไหนดี',
    },
    summary: {
      'zh-CN': '京都的樱花每年春天只绽放短短两周左右。本文告诉您如何安排行程，以及哪些散步路线值得早起。',
      'zh-TW': '京都的櫻花每年春天只綻放短短兩週左右。本文告訴您如何安排行程，以及哪些散步路線值得早起。',
      'en-US':
        "Kyoto's cherry trees bloom for barely two weeks each spring. Here is how to time your stay and which walks are worth an early start.",
      ja: '京都の桜が咲き誇るのは毎年わずか2週間ほど。旅の日程の決め方と、早起きしてでも歩きたい散策路をご紹介します。',
      'ko-KR':
        '교토의 벚꽃은 매년 봄 2주 남짓만 핍니다. 여행 일정을 맞추는 방법과 일찍 일어나 걸을 만한 산책길을 소개합니다.',
      'th-TH': 'ซากุระในเกียวโตบานเพียงราวสองสัปดาห์ในแต่ละฤดูใบไม้ผลิ มาดูวิธีวางแผนวันเข้าพักและเส้นทางเดินที่คุ้มค่าแก่การตื่นเช้า',
    },
    body: story(
      {
        'zh-CN': [
          '京都的樱花通常在三月下旬开放，四月上旬迎来满开，但冬季偏暖或偏冷都可能让花期前后移动一周。花期约十天，建议尽早预订，并在行程中预留一两天的弹性。',
          '从距酒店步行五分钟的圆山公园出发，那里的垂枝樱傍晚会点灯。早起的旅客可以在七点前漫步哲学之道，此时水渠尚且安静，花瓣静静落在水面上。',
          '酒店庭园的锦鲤池畔有三棵古老的山樱。花季期间，享用早餐的客人可以在庭园檐廊上品茶，周末清晨还有园艺师带领的庭园导览。',
          `春季是京都一年中最繁忙的时节。${a('/hotelDetail/UKY001', kyoto['zh-CN'])}的客房提前一年开放预订，会员还可预订可免费取消的会员专享价。`,
        ],
        'zh-TW': [
          '京都的櫻花通常在三月下旬開放，四月上旬迎來滿開，但冬季偏暖或偏冷都可能讓花期前後移動一週。花期約十天，建議盡早訂房，並在行程中預留一兩天的彈性。',
          '從距飯店步行五分鐘的圓山公園出發，那裡的垂枝櫻傍晚會點燈。早起的旅客可以在七點前漫步哲學之道，此時水渠仍然寧靜，花瓣靜靜落在水面上。',
          '飯店庭園的錦鯉池畔有三棵古老的山櫻。花季期間，享用早餐的客人可以在庭園緣側品茶，週末清晨還有園藝師帶領的庭園導覽。',
          `春季是京都一年中最繁忙的時節。${a('/hotelDetail/UKY001', kyoto['zh-TW'])}的客房提前一年開放預訂，會員還可預訂可免費取消的會員專屬房價。`,
        ],
        'en-US': [
          "Kyoto's cherry trees usually open in the last week of March and reach full bloom in early April, though a mild or cold winter can shift the dates by a week. The blossoms last about ten days, so book early and keep a day or two free in your plans.",
          "Start at Maruyama Park, five minutes' walk from the hotel, where the great weeping cherry is lit up in the evening. Early risers can walk the Philosopher's Path before 7:00, while the canal is still quiet and the petals settle on the water.",
          'Our own garden has three old mountain cherries by the koi pond. During the season, breakfast guests can take their tea on the garden veranda, and our gardeners lead a short walk on weekend mornings.',
          `Spring is the busiest time of year in Kyoto. Rooms at ${a('/hotelDetail/UKY001', kyoto['en-US'])} open for booking a year ahead, and members can book the members’ rate with free cancellation.`,
        ],
        ja: [
          '京都の桜は例年3月下旬に開花し、4月上旬に満開を迎えますが、暖冬や寒い冬の年には1週間ほど前後します。見頃はおよそ10日間。早めにご予約いただき、日程に1～2日の余裕を持たせるのがおすすめです。',
          'まずはホテルから徒歩5分の円山公園へ。名物のしだれ桜は夕方からライトアップされます。早起きが得意な方は、朝7時前の哲学の道へ。疏水はまだ静かで、花びらが水面に舞い落ちます。',
          '当ホテルの庭園にも、錦鯉の池のほとりに古い山桜が3本あります。桜の季節には朝食のお客様が庭に面した縁側でお茶を楽しめるほか、週末の朝には庭師による短い庭園散策もご用意しています。',
          `春は京都が一年でもっとも混み合う季節です。${a('/hotelDetail/UKY001', kyoto.ja)}の客室は1年前からご予約いただけ、会員の皆様は無料キャンセル可能な会員限定プランをご利用いただけます。`,
        ],
        'ko-KR': [
          '교토의 벚꽃은 보통 3월 하순에 피기 시작해 4월 초순에 만개하지만, 겨울이 따뜻하거나 추우면 일주일 정도 앞당겨지거나 늦어질 수 있습니다. 꽃은 열흘 정도 가므로 일찍 예약하고 일정에 하루 이틀 여유를 두세요.',
          '호텔에서 걸어서 5분 거리인 마루야마 공원에서 시작해 보세요. 이곳의 커다란 수양벚나무는 저녁이면 조명을 밝힙니다. 아침형 여행자라면 오전 7시 전에 철학의 길을 걸어 보세요. 수로가 아직 고요하고 꽃잎이 물 위로 내려앉습니다.',
          '호텔 정원의 비단잉어 연못가에도 오래된 산벚나무 세 그루가 있습니다. 벚꽃 시즌에는 조식을 드시는 고객이 정원 툇마루에서 차를 즐길 수 있으며, 주말 아침에는 정원사가 안내하는 짧은 정원 산책도 열립니다.',
          `봄은 교토가 일 년 중 가장 붐비는 시기입니다. ${a('/hotelDetail/UKY001', kyoto['ko-KR'])}의 객실은 1년 전부터 예약할 수 있으며, 회원은 무료 취소가 가능한 회원 전용 요금으로 예약할 수 있습니다.`,
        ],
        'th-TH': [
          'ซากุระในเกียวโตมักเริ่มบานในสัปดาห์สุดท้ายของเดือนมีนาคมและบานเต็มที่ในต้นเดือนเมษายน แต่หากฤดูหนาวอุ่นหรือหนาวกว่าปกติ ช่วงเวลาอาจเลื่อนไปราวหนึ่งสัปดาห์ ดอกไม้จะอยู่ได้ประมาณสิบวัน จึงควรจองแต่เนิ่นๆ และเผื่อวันว่างไว้หนึ่งถึงสองวัน',
          'เริ่มต้นที่สวนมารุยามะซึ่งอยู่ห่างจากโรงแรมเพียงห้านาทีเดิน ต้นซากุระกิ่งห้อยต้นใหญ่ที่นั่นจะเปิดไฟในยามค่ำ ส่วนผู้ที่ตื่นเช้าควรเดินเส้นทางนักปราชญ์ก่อนเวลา 7:00 น. ขณะที่ลำคลองยังเงียบสงบและกลีบดอกไม้ร่วงลงบนผิวน้ำ',
          'สวนของโรงแรมเองก็มีต้นซากุระภูเขาเก่าแก่สามต้นอยู่ริมบ่อปลาคาร์ป ในช่วงฤดูซากุระ แขกที่รับประทานอาหารเช้าสามารถจิบชาบนระเบียงไม้ริมสวน และในเช้าวันหยุดสุดสัปดาห์ยังมีคนสวนพาเดินชมสวนระยะสั้นอีกด้วย',
          `ฤดูใบไม้ผลิเป็นช่วงที่คึกคักที่สุดของปีในเกียวโต ห้องพักของ${a('/hotelDetail/UKY001', kyoto['th-TH'])}เปิดให้จองล่วงหน้าหนึ่งปี และสมาชิกสามารถจองราคาพิเศษสำหรับสมาชิกที่ยกเลิกได้ฟรี`,
        ],
      },
      hotelPic('UKY001', 1),
      0,
    ),
  },
  {
    articleCode: 'songkran-bangkok',
    typeCode: 'guides',
    daysAgo: 131,
    cover: [hotelPic('BKK001', 1)],
    title: {
      'zh-CN': '曼谷宋干节：泼水节入住指南',
      'zh-TW': '曼谷潑水節：宋干節住宿指南',
      'en-US': "Songkran in Bangkok: a guest's guide to the water festival",
      ja: 'バンコクのソンクラーン：水かけ祭りの楽しみ方',
      'ko-KR': '방콕 송끄란: 물축제를 즐기는 투숙객 가이드',
      'th-TH': 'สงกรานต์ในกรุงเทพฯ: คู่มือสำหรับผู้เข้าพักช่วงเทศกาลสาดน้ำ',
    },
    summary: {
      'zh-CN':
        '每年4月13日至15日，泰国新年让整个曼谷变成一场欢乐的泼水大战。看看如何尽情享受，又如何在需要时保持干爽。',
      'zh-TW':
        '每年4月13日至15日，泰國新年讓整個曼谷變成一場歡樂的潑水大戰。看看如何盡情享受，又如何在需要時保持乾爽。',
      'en-US':
        'Thai New Year turns Bangkok into a city-wide water fight from 13 to 15 April. Here is how to enjoy it, and how to stay dry when you need to.',
      ja: '4月13日から15日のタイ正月、バンコクの街は一面の水かけ合戦に。思い切り楽しむコツと、濡れたくないときの過ごし方をご紹介します。',
      'ko-KR':
        '4월 13일부터 15일까지 태국 새해를 맞아 방콕 전체가 신나는 물싸움 현장으로 변합니다. 제대로 즐기는 법과 젖고 싶지 않을 때의 요령을 알려 드립니다.',
      'th-TH':
        'ปีใหม่ไทยระหว่างวันที่ 13-15 เมษายนเปลี่ยนกรุงเทพฯ ทั้งเมืองให้กลายเป็นสนามเล่นน้ำ มาดูวิธีสนุกให้เต็มที่ และวิธีรักษาตัวให้แห้งเมื่อจำเป็น',
    },
    body: story(
      {
        'zh-CN': [
          '宋干节是泰国的新年，于每年4月13日至15日庆祝。人们上午前往寺庙，将香水浇在长辈手上以示祝福；到了下午，街头便变成一场欢乐的泼水大战。',
          '最热闹的地方是是隆路和考山路。请穿轻薄速干的衣服，把手机放进防水袋，并做好在任何街道、任何时间被泼湿的准备。按照习俗，人们不会向僧侣、老人和婴儿泼水。',
          `想度过一个安静些的宋干节，不妨住在河边。${a('/hotelDetail/BKK001', riverside['zh-CN'])}的专属渡船可送您前往卧佛寺和大皇宫参加清晨的仪式，回来后泳池边正是晾干身子的清静之处。`,
          '节日期间许多商店和机构会休息，火车上也挤满了返乡的人，请提前安排出租车和接送。前台可以为您预约专车。',
        ],
        'zh-TW': [
          '宋干節是泰國的新年，於每年4月13日至15日慶祝。人們上午前往寺廟，將香水澆在長輩手上以示祝福；到了下午，街頭便化身為一場歡樂的潑水大戰。',
          '最熱鬧的地方是是隆路與考山路。請穿著輕薄快乾的衣物，把手機放進防水袋，並做好在任何街道、任何時間被潑濕的準備。依照習俗，人們不會向僧侶、長者和嬰兒潑水。',
          `想度過較寧靜的宋干節，不妨住在河畔。${a('/hotelDetail/BKK001', riverside['zh-TW'])}的專屬接駁船可送您前往臥佛寺與大皇宮參加清晨的儀式，回來後泳池畔正是晾乾身子的清靜之處。`,
          '節日期間許多商店與機關會休息，火車上也擠滿返鄉旅客，請提前安排計程車與接送。櫃檯可以為您預約專車。',
        ],
        'en-US': [
          'Songkran, the Thai New Year, is celebrated from 13 to 15 April. Families visit temples in the morning and pour scented water over the hands of their elders as a blessing; in the afternoon the streets turn into a cheerful water fight.',
          'The liveliest spots are Silom Road and Khao San Road. Wear light clothes that dry quickly, keep your phone in a waterproof pouch, and expect to get wet on any street at any time. By custom, water is never thrown at monks, the elderly or babies.',
          `For a calmer Songkran, stay by the river. At ${a('/hotelDetail/BKK001', riverside['en-US'])} our own boat takes you to Wat Pho and the Grand Palace for the morning ceremonies, and the pool is a quiet place to dry off afterwards.`,
          'Many shops and offices close for the holiday and trains are full of people heading home, so plan taxis and transfers in advance. Our front desk can book a car for you.',
        ],
        ja: [
          'ソンクラーンはタイの旧正月で、毎年4月13日から15日に祝われます。朝は家族でお寺へ参り、年長者の手に香りのついた水をかけて祝福します。午後になると、街は陽気な水かけ合戦の舞台に変わります。',
          'いちばん賑わうのはシーロム通りとカオサン通り。すぐ乾く軽装で出かけ、スマートフォンは防水ケースへ。どの通りでも、いつ水をかけられてもおかしくありません。なお、僧侶やお年寄り、赤ちゃんに水をかけることはありません。',
          `静かにソンクラーンを過ごしたいなら川沿いの滞在を。${a('/hotelDetail/BKK001', riverside.ja)}では専用ボートでワット・ポーや王宮の朝の儀式へご案内し、戻ったあとはプールサイドでゆっくり乾かせます。`,
          '祝日の間は多くの店やオフィスが休みになり、列車は帰省客で混み合います。タクシーや送迎は早めに手配しましょう。フロントでは専用車のご手配も承ります。',
        ],
        'ko-KR': [
          '송끄란은 태국의 새해로 매년 4월 13일부터 15일까지 기념합니다. 아침에는 가족과 함께 사원을 찾아 어른들의 손에 향기로운 물을 부으며 축복을 빌고, 오후가 되면 거리는 유쾌한 물싸움 현장으로 바뀝니다.',
          '가장 활기찬 곳은 실롬 로드와 카오산 로드입니다. 빨리 마르는 가벼운 옷을 입고 휴대전화는 방수 파우치에 넣으세요. 어느 거리에서든 언제든 물을 맞을 수 있습니다. 관습상 스님과 노인, 아기에게는 물을 뿌리지 않습니다.',
          `조금 더 차분한 송끄란을 원한다면 강변에 머물러 보세요. ${a('/hotelDetail/BKK001', riverside['ko-KR'])}의 전용 보트가 아침 의식이 열리는 왓포와 왕궁까지 모셔다 드리며, 돌아와서는 조용한 수영장에서 몸을 말릴 수 있습니다.`,
          '연휴 기간에는 많은 상점과 사무실이 문을 닫고 기차는 귀성객으로 붐비므로 택시와 이동편은 미리 준비하세요. 프런트 데스크에서 차량을 예약해 드립니다.',
        ],
        'th-TH': [
          'สงกรานต์คือวันขึ้นปีใหม่ไทย ตรงกับวันที่ 13-15 เมษายนของทุกปี ช่วงเช้าครอบครัวจะไปทำบุญที่วัดและรดน้ำดำหัวผู้ใหญ่เพื่อขอพร ส่วนช่วงบ่ายถนนหลายสายจะกลายเป็นสนามเล่นน้ำอย่างสนุกสนาน',
          'จุดที่คึกคักที่สุดคือถนนสีลมและถนนข้าวสาร ควรสวมเสื้อผ้าเบาสบายที่แห้งเร็ว ใส่โทรศัพท์ในซองกันน้ำ และเตรียมใจว่าอาจเปียกได้ทุกที่ทุกเวลา ตามธรรมเนียมจะไม่สาดน้ำใส่พระสงฆ์ ผู้สูงอายุ และเด็กเล็ก',
          `หากอยากฉลองสงกรานต์แบบสงบ ลองพักริมแม่น้ำ ที่${a('/hotelDetail/BKK001', riverside['th-TH'])} เรือของโรงแรมพร้อมพาคุณไปร่วมพิธียามเช้าที่วัดโพธิ์และพระบรมมหาราชวัง และเมื่อกลับมาก็พักผ่อนให้ตัวแห้งริมสระว่ายน้ำอย่างเงียบสงบ`,
          'ในช่วงเทศกาล ร้านค้าและสำนักงานหลายแห่งปิดทำการ และรถไฟแน่นไปด้วยผู้คนที่เดินทางกลับบ้าน ควรวางแผนเรื่องแท็กซี่และการเดินทางล่วงหน้า แผนกต้อนรับยินดีจองรถให้คุณ',
        ],
      },
      hotelPic('BKK001', 2),
      1,
    ),
  },
];
