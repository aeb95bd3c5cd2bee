import { HomeBlockType, type HomeContentKind } from '@hotel/contract/enums';
import type { LocalizedText, StoredPicture } from '../../db/columns.ts';
import { GROUP_NAME } from '../content/common.ts';
import { KYOTO_HOTEL_CODE } from '../content/hotels.ts';
import { KYOTO_SITE_CODE } from '../content/sites.ts';
import { a, byLanguage, everyLanguage, hotelName, hotelPic, p, roomPic } from './html.ts';

export interface HomeBlockSeed {
  siteCode: string;
  blockType: HomeBlockType;
  blockLevel: number;
  isPublish: boolean;
  contentKind: HomeContentKind | null;
  title: LocalizedText;
  body: LocalizedText;
  pictures: StoredPicture[];
  link: string | null;
}

const block = (
  siteCode: string,
  blockLevel: number,
  blockType: HomeBlockType,
  fields: Partial<Omit<HomeBlockSeed, 'siteCode' | 'blockLevel' | 'blockType'>> & Pick<HomeBlockSeed, 'title' | 'body'>,
): HomeBlockSeed => ({
  siteCode,
  blockLevel,
  blockType,
  isPublish: true,
  contentKind: null,
  pictures: [],
  link: null,
  ...fields,
});

/** Rich text made of one paragraph per language. */
const line = (text: LocalizedText) => byLanguage((lang) => p(text[lang]));

const kyoto = hotelName(KYOTO_HOTEL_CODE);

/** The group site's home page, in `blockLevel` order (levels leave room for blocks in between). */
const GROUP_BLOCKS: HomeBlockSeed[] = [
  block('group', 10, HomeBlockType.carousel, {
    title: {
      'zh-CN': '六座城市，同一份温暖款待',
      'zh-TW': '六座城市，同一份溫暖款待',
      'en-US': 'Six cities, one warm welcome',
      ja: '6つの街で、同じおもてなしを',
      'ko-KR': '여섯 도시, 한결같은 환대',
      'th-TH': 'หกเมือง หนึ่งการต้อนรับที่อบอุ่น',
    },
    body: line({
      'zh-CN': '从上海外滩到京都东山，再到湄南河畔：官网直订，尊享最优价格。',
      'zh-TW': '從上海外灘到京都東山，再到昭披耶河畔：官網直訂，尊享最優惠價格。',
      'en-US': 'From the Bund to the hills of Kyoto and the banks of the Chao Phraya: book direct for our best prices.',
      ja: '上海・外灘から京都・東山、そしてチャオプラヤー川のほとりまで。公式サイトからのご予約がいちばんお得です。',
      'ko-KR':
        '상하이 와이탄에서 교토 히가시야마, 그리고 짜오프라야 강변까지. 공식 사이트에서 직접 예약하면 가장 좋은 가격으로 머물 수 있습니다.',
      'th-TH': 'ตั้งแต่เดอะบันด์ในเซี่ยงไฮ้ เนินเขาแห่งเกียวโต จนถึงริมแม่น้ำเจ้าพระยา จองตรงกับเราเพื่อรับราคาที่ดีที่สุด',
    }),
    pictures: [hotelPic('SHA001', 2), hotelPic('UKY001', 1), hotelPic('BKK001', 1)],
    link: '/hotelList',
  }),
  block('group', 20, HomeBlockType.content, {
    contentKind: 'hotHotels',
    title: {
      'zh-CN': '我们的酒店',
      'zh-TW': '我們的飯店',
      'en-US': 'Our hotels',
      ja: 'ホテル一覧',
      'ko-KR': '우리 호텔',
      'th-TH': 'โรงแรมของเรา',
    },
    body: line({
      'zh-CN': '地标酒店、服务式公寓和智能城市酒店，遍布中国、日本和泰国。',
      'zh-TW': '地標飯店、服務式公寓與智慧城市飯店，遍布中國、日本與泰國。',
      'en-US': 'Landmark hotels, serviced residences and smart city stays in China, Japan and Thailand.',
      ja: '中国、日本、タイに広がるランドマークホテル、サービスアパートメント、スマートなシティホテル。',
      'ko-KR': '중국, 일본, 태국 곳곳의 랜드마크 호텔, 서비스 레지던스, 스마트한 시티 호텔.',
      'th-TH': 'โรงแรมแลนด์มาร์ก เซอร์วิสเรสซิเดนซ์ และโรงแรมในเมืองดีไซน์ทันสมัย ทั่วจีน ญี่ปุ่น และไทย',
    }),
    link: '/hotelList',
  }),
  block('group', 30, HomeBlockType.text, {
    title: {
      'zh-CN': `关于${GROUP_NAME['zh-CN']}`,
      'zh-TW': `關於${GROUP_NAME['zh-TW']}`,
      'en-US': 'About Aurora',
      ja: 'オーロラについて',
      'ko-KR': '오로라 소개',
      'th-TH': 'เกี่ยวกับออโรรา',
    },
    body: {
      'zh-CN':
        p(
          '曙光始于2006年上海外滩一栋修复一新的老洋行。如今，我们在中国、日本和泰国的六座城市经营酒店与服务式公寓，每一家都带着所在街区的气息。',
        ) + p('安静的客房、用当地食材做的早餐，以及熟悉这座城市的员工——这就是我们对每位客人的承诺。'),
      'zh-TW':
        p(
          '曙光始於2006年上海外灘一棟修復一新的老洋行。如今，我們在中國、日本與泰國的六座城市經營飯店與服務式公寓，每一家都帶著所在街區的氣息。',
        ) + p('安靜的客房、以在地食材製作的早餐，以及熟悉這座城市的員工——這就是我們對每位旅客的承諾。'),
      'en-US':
        p(
          'Aurora began in 2006 with one restored trading house on the Bund in Shanghai. Today we run hotels and serviced residences in six cities across China, Japan and Thailand, each with the character of its neighbourhood.',
        ) +
        p(
          'A quiet room, breakfast made with local produce and people who know their city: that is our promise to every guest.',
        ),
      ja:
        p(
          'オーロラは2006年、上海・外灘の古い商館を修復した1軒のホテルから始まりました。現在は中国、日本、タイの6都市でホテルとサービスアパートメントを運営し、それぞれが街の個性を映しています。',
        ) +
        p('静かな客室、地元の食材を使った朝食、そして街を知り尽くしたスタッフ。それが、すべてのお客様へのお約束です。'),
      'ko-KR':
        p(
          '오로라는 2006년 상하이 와이탄의 오래된 무역회사 건물을 복원한 호텔 한 곳에서 시작했습니다. 지금은 중국, 일본, 태국의 여섯 도시에서 호텔과 서비스 레지던스를 운영하며, 각 호텔에는 그 동네의 개성이 담겨 있습니다.',
        ) + p('조용한 객실, 현지 식재료로 만든 조식, 도시를 잘 아는 직원. 이것이 모든 고객께 드리는 약속입니다.'),
      'th-TH':
        p(
          'ออโรราเริ่มต้นในปี 2006 จากอาคารบริษัทการค้าเก่าที่ได้รับการบูรณะริมเดอะบันด์ในเซี่ยงไฮ้ ปัจจุบันเราบริหารโรงแรมและเซอร์วิสเรสซิเดนซ์ในหกเมืองของจีน ญี่ปุ่น และไทย ซึ่งแต่ละแห่งสะท้อนเอกลักษณ์ของย่านที่ตั้ง',
        ) + p('ห้องพักที่เงียบสงบ อาหารเช้าจากวัตถุดิบท้องถิ่น และทีมงานที่รู้จักเมืองของตนเป็นอย่างดี นี่คือคำมั่นของเราต่อแขกทุกท่าน'),
    },
  }),
  block('group', 40, HomeBlockType.graphic, {
    title: {
      'zh-CN': '因地而生的待客之道',
      'zh-TW': '因地而生的待客之道',
      'en-US': 'Hospitality shaped by each neighbourhood',
      ja: 'その土地ならではのおもてなし',
      'ko-KR': '동네마다 다른 환대',
      'th-TH': 'การต้อนรับที่หล่อหลอมจากแต่ละย่าน',
    },
    body: line({
      'zh-CN': '西湖畔清晨的太极、京都庭园里的茶席、湄南河上的渡船——每家酒店都有属于自己的故事。',
      'zh-TW': '西湖畔清晨的太極、京都庭園裡的茶席、昭披耶河上的接駁船——每家飯店都有屬於自己的故事。',
      'en-US':
        'Morning tai chi by West Lake, a tea ceremony in a Kyoto garden, a boat across the Chao Phraya: every hotel has a story of its own.',
      ja: '西湖のほとりの朝の太極拳、京都の庭園での茶席、チャオプラヤー川を渡るボート。どのホテルにも、それぞれの物語があります。',
      'ko-KR':
        '서호 곁 아침 태극권, 교토 정원의 다도, 짜오프라야강을 건너는 보트까지. 호텔마다 저마다의 이야기가 있습니다.',
      'th-TH': 'ไทเก๊กยามเช้าริมทะเลสาบซีหู พิธีชงชาในสวนเกียวโต เรือข้ามแม่น้ำเจ้าพระยา ทุกโรงแรมมีเรื่องราวเป็นของตัวเอง',
    }),
    pictures: [hotelPic('HGH001', 1)],
    link: '/page/about',
  }),
  block('group', 50, HomeBlockType.shortGraphic, {
    title: {
      'zh-CN': '会员专享价',
      'zh-TW': '會員專屬房價',
      'en-US': 'Member rates',
      ja: '会員限定料金',
      'ko-KR': '회원 전용 요금',
      'th-TH': 'ราคาสมาชิก',
    },
    body: line({
      'zh-CN': '免费注册，立享九折，并可叠加等级折扣。',
      'zh-TW': '免費加入，立享九折，並可疊加等級折扣。',
      'en-US': 'Join for free and save 10%, plus your tier discount.',
      ja: '無料登録で10%オフ。さらに会員ランク割引も。',
      'ko-KR': '무료 가입으로 10% 할인, 등급 할인은 덤입니다.',
      'th-TH': 'สมัครฟรี รับส่วนลด 10% พร้อมส่วนลดตามระดับสมาชิก',
    }),
    pictures: [roomPic('superior-king', 1)],
    link: '/register',
  }),
  block('group', 60, HomeBlockType.shortGraphic, {
    title: {
      'zh-CN': '免费取消',
      'zh-TW': '免費取消',
      'en-US': 'Free cancellation',
      ja: '無料キャンセル',
      'ko-KR': '무료 취소',
      'th-TH': 'ยกเลิกฟรี',
    },
    body: line({
      'zh-CN': '灵活价和会员价在入住前均可免费取消。',
      'zh-TW': '彈性房價與會員房價在入住前皆可免費取消。',
      'en-US': 'Flexible and member rates can be cancelled free of charge until arrival.',
      ja: 'フレキシブルレートと会員料金はご到着まで無料でキャンセルできます。',
      'ko-KR': '플렉시블 요금과 회원 요금은 도착 전까지 무료로 취소할 수 있습니다.',
      'th-TH': 'ราคายืดหยุ่นและราคาสมาชิกยกเลิกได้ฟรีจนถึงวันเข้าพัก',
    }),
    pictures: [hotelPic('TYO001', 2)],
    link: '/page/faq',
  }),
  block('group', 70, HomeBlockType.content, {
    contentKind: 'hotArticles',
    title: {
      'zh-CN': '旅行灵感',
      'zh-TW': '旅行靈感',
      'en-US': 'Travel stories',
      ja: '旅のヒント',
      'ko-KR': '여행 이야기',
      'th-TH': 'เรื่องเล่าการเดินทาง',
    },
    body: line({
      'zh-CN': '我们各地同事推荐的美食、节庆与漫步路线。',
      'zh-TW': '我們各地同事推薦的美食、節慶與散步路線。',
      'en-US': 'Food, festivals and walks, recommended by our colleagues in each city.',
      ja: '各地のスタッフがおすすめするグルメ、お祭り、散策コース。',
      'ko-KR': '각 도시의 동료들이 추천하는 음식, 축제, 산책길.',
      'th-TH': 'อาหาร เทศกาล และเส้นทางเดินเล่นที่เพื่อนร่วมงานของเราในแต่ละเมืองแนะนำ',
    }),
  }),
  // A slot the theme fills (e.g. a seasonal banner); it carries no text of its own.
  block('group', 80, HomeBlockType.placeholder, { title: everyLanguage(''), body: everyLanguage('') }),
  block('group', 90, HomeBlockType.articles, {
    title: {
      'zh-CN': '最新消息与优惠',
      'zh-TW': '最新消息與優惠',
      'en-US': 'News and offers',
      ja: 'ニュースと特典',
      'ko-KR': '새 소식과 혜택',
      'th-TH': 'ข่าวสารและข้อเสนอ',
    },
    body: line({
      'zh-CN': '新开业的设施、季节活动和会员专享优惠。',
      'zh-TW': '新開幕的設施、季節活動與會員專屬優惠。',
      'en-US': 'New openings, seasonal events and offers for members.',
      ja: '新施設のオープン、季節のイベント、会員限定の特典をお届けします。',
      'ko-KR': '새로 문을 연 시설, 계절 행사, 회원 전용 혜택을 전해 드립니다.',
      'th-TH': 'สถานที่เปิดใหม่ กิจกรรมตามฤดูกาล และข้อเสนอสำหรับสมาชิก',
    }),
  }),
];

/** The single-hotel site: a smaller page about its one hotel. */
const KYOTO_BLOCKS: HomeBlockSeed[] = [
  block(KYOTO_SITE_CODE, 10, HomeBlockType.carousel, {
    title: {
      'zh-CN': '东山脚下的庭园酒店',
      'zh-TW': '東山腳下的庭園飯店',
      'en-US': 'A garden retreat in Higashiyama',
      ja: '東山のふもとの庭園ホテル',
      'ko-KR': '히가시야마 기슭의 정원 호텔',
      'th-TH': 'ที่พักท่ามกลางสวนในย่านฮิงาชิยามะ',
    },
    body: line({
      'zh-CN': '步行即可前往祇园与八坂神社，回到酒店便是三百年的静谧庭园。',
      'zh-TW': '步行即可前往祇園與八坂神社，回到飯店便是三百年的靜謐庭園。',
      'en-US': 'Walk to Gion and Yasaka Shrine, then come home to a 300-year-old garden.',
      ja: '祇園や八坂神社へは歩いてすぐ。お戻りの際は、築300年の静かな庭園がお迎えします。',
      'ko-KR': '기온과 야사카 신사까지 걸어서 가고, 돌아오면 300년 된 고요한 정원이 반겨 줍니다.',
      'th-TH': 'เดินไปกิองและศาลเจ้ายาซากะได้สบาย แล้วกลับมาพักผ่อนในสวนอายุ 300 ปี',
    }),
    pictures: [hotelPic(KYOTO_HOTEL_CODE, 2), hotelPic(KYOTO_HOTEL_CODE, 3), roomPic('tatami', 1)],
    link: `/hotelDetail/${KYOTO_HOTEL_CODE}`,
  }),
  block(KYOTO_SITE_CODE, 20, HomeBlockType.text, {
    title: {
      'zh-CN': `欢迎光临${kyoto['zh-CN']}`,
      'zh-TW': `歡迎光臨${kyoto['zh-TW']}`,
      'en-US': `Welcome to ${kyoto['en-US']}`,
      ja: `${kyoto.ja}へようこそ`,
      'ko-KR': `${kyoto['ko-KR']}에 오신 것을 환영합니다`,
      'th-TH': `ยินดีต้อนรับสู่${kyoto['th-TH']}`,
    },
    body: {
      'zh-CN':
        p('酒店围绕一座遍布苔藓、枫树与锦鲤池的回游式庭园而建，现代客房楼与传统榻榻米和室相映成趣。') +
        p(`清晨享用京都风味家常小菜早餐，傍晚在庭园茶室品一碗抹茶。入住须知请参阅${a('/page/faq', '常见问题')}。`),
      'zh-TW':
        p('飯店圍繞一座遍布青苔、楓樹與錦鯉池的迴遊式庭園而建，現代客房棟與傳統榻榻米和室相映成趣。') +
        p(`清晨享用京都風味家常小菜早餐，傍晚在庭園茶室品一碗抹茶。住宿須知請參閱${a('/page/faq', '常見問題')}。`),
      'en-US':
        p(
          'The hotel is built around a stroll garden of moss, maples and a koi pond, with a modern wing beside traditional tatami rooms.',
        ) +
        p(
          `Start the day with a Kyoto-style obanzai breakfast and end it with a bowl of matcha in the garden tea house. Practical details are in our ${a('/page/faq', 'FAQ')}.`,
        ),
      ja:
        p('苔と紅葉、錦鯉の池が広がる回遊式庭園を囲むように、モダンな客室棟と伝統的な和室が建っています。') +
        p(
          `朝は京のおばんざいの朝食を、夕暮れには庭園の茶室で一服のお抹茶を。ご滞在のご案内は${a('/page/faq', 'よくあるご質問')}をご覧ください。`,
        ),
      'ko-KR':
        p(
          '호텔은 이끼와 단풍나무, 비단잉어 연못이 어우러진 회유식 정원을 둘러싸고 있으며, 모던한 객실동과 전통 다다미 객실이 조화를 이룹니다.',
        ) +
        p(
          `아침에는 교토식 오반자이 조식을, 저녁에는 정원 다실에서 말차 한 잔을 즐겨 보세요. 투숙 안내는 ${a('/page/faq', '자주 묻는 질문')}에서 확인하실 수 있습니다.`,
        ),
      'th-TH':
        p(
          'โรงแรมสร้างล้อมรอบสวนเดินชมที่เต็มไปด้วยมอส ต้นเมเปิล และบ่อปลาคาร์ป โดยมีอาคารห้องพักสมัยใหม่อยู่เคียงข้างห้องเสื่อทาทามิแบบดั้งเดิม',
        ) +
        p(
          `เริ่มวันใหม่ด้วยอาหารเช้าโอบันไซสไตล์เกียวโต และปิดท้ายวันด้วยมัทฉะสักถ้วยในเรือนน้ำชากลางสวน ดูข้อมูลการเข้าพักได้ที่${a('/page/faq', 'คำถามที่พบบ่อย')}`,
        ),
    },
  }),
  block(KYOTO_SITE_CODE, 30, HomeBlockType.content, {
    contentKind: 'hotRooms',
    title: {
      'zh-CN': '客房与和室',
      'zh-TW': '客房與和室',
      'en-US': 'Rooms and tatami rooms',
      ja: '客室と和室',
      'ko-KR': '객실과 다다미 객실',
      'th-TH': 'ห้องพักและห้องทาทามิ',
    },
    body: line({
      'zh-CN': '从庭园景观客房到配有桧木浴缸的榻榻米和室，总有一间适合您。',
      'zh-TW': '從庭園景觀客房到設有檜木浴缸的榻榻米和室，總有一間適合您。',
      'en-US': 'From garden-view rooms to tatami rooms with cypress baths, there is a room for every stay.',
      ja: '庭園を望む客室から檜風呂付きの和室まで、ご滞在に合わせてお選びいただけます。',
      'ko-KR': '정원이 보이는 객실부터 편백나무 욕조를 갖춘 다다미 객실까지, 여행에 맞는 객실을 골라 보세요.',
      'th-TH': 'ตั้งแต่ห้องวิวสวนจนถึงห้องทาทามิพร้อมอ่างไม้ฮิโนกิ มีห้องที่เหมาะกับทุกการเข้าพัก',
    }),
    link: '/roomList',
  }),
  block(KYOTO_SITE_CODE, 40, HomeBlockType.graphic, {
    title: {
      'zh-CN': '秋夜庭园点灯',
      'zh-TW': '秋夜庭園點燈',
      'en-US': 'The garden by lantern light',
      ja: '秋の夜の庭園ライトアップ',
      'ko-KR': '가을밤 정원 라이트업',
      'th-TH': 'สวนยามค่ำในแสงไฟฤดูใบไม้ร่วง',
    },
    body: line({
      'zh-CN': '枫叶转红时，庭园每晚点灯至21:30，住客可免费入园。',
      'zh-TW': '楓紅時節，庭園每晚點燈至21:30，住客可免費入園。',
      'en-US': 'While the maples are red, the garden is lit every evening until 21:30, free for hotel guests.',
      ja: '紅葉の時期は毎晩21:30まで庭園をライトアップ。ご宿泊のお客様は無料でご覧いただけます。',
      'ko-KR': '단풍이 물드는 동안 정원은 매일 밤 21:30까지 불을 밝히며 투숙객은 무료로 입장할 수 있습니다.',
      'th-TH': 'ตลอดช่วงใบเมเปิลสีแดง สวนจะเปิดไฟทุกค่ำจนถึง 21:30 น. แขกที่เข้าพักเข้าชมได้ฟรี',
    }),
    pictures: [hotelPic(KYOTO_HOTEL_CODE, 1)],
    link: '/article/kyoto-autumn-illumination',
  }),
];

export const HOME_BLOCKS: HomeBlockSeed[] = [...GROUP_BLOCKS, ...KYOTO_BLOCKS];
