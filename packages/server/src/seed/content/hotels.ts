import type { LocalizedText } from '../../db/columns.ts';
import type { RoomKindCode } from './rooms.ts';

/** What a hotel picture shows; the pictures script draws one kind of scene per file. */
export type HotelScene = 'facade' | 'skyline' | 'lobby' | 'pool' | 'garden' | 'river' | 'restaurant';

export const BRANDS = {
  grand: 'aurora-grand',
  residences: 'aurora-residences',
  lumen: 'lumen',
  express: 'aurora-express',
} as const;

export interface DemoRoom {
  kind: RoomKindCode;
  floor: string;
  /** Rooms of this type in the hotel. */
  total: number;
  /** Weekday price of the flexible rate in major units (yuan, yen, baht) before seasons. */
  base: number;
}

export interface DemoHotel {
  hotelCode: string;
  brand: string;
  cityCode: string;
  starRating: number;
  name: LocalizedText;
  shortDescription: LocalizedText;
  description: LocalizedText;
  address: LocalizedText;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  facilities: string[];
  /** One scene per picture, in order: /media/hotels/<hotelCode>-<n>.svg. */
  scenes: HotelScene[];
  taxRateBp: number;
  serviceChargeBp: number;
  rooms: DemoRoom[];
  /** Offers the code-only corporate rate. */
  corporate: boolean;
  /** Offers the two-nights-minimum long-stay rate. */
  longStay: boolean;
  /** Offers a rate guaranteed by a credit card, paid at the hotel (payment type 3). */
  cardGuarantee?: boolean;
  /** Offers members' points rates: points and cash (type 4), points only (type 5). */
  pointsRates?: boolean;
  /** Add-on prices in major units. */
  breakfast: number;
  airportTransfer: number;
  lateCheckOut: number;
  fruitBasket: number;
}

export const DEMO_HOTELS: DemoHotel[] = [
  {
    hotelCode: 'SHA001',
    brand: BRANDS.grand,
    cityCode: 'SHA',
    starRating: 5,
    name: {
      'zh-CN': '上海外滩曙光大酒店',
      'zh-TW': '上海外灘曙光大飯店',
      'en-US': 'Aurora Grand Shanghai The Bund',
      ja: 'オーロラ グランド 上海 外灘',
      'ko-KR': '오로라 그랜드 상하이 와이탄',
      'th-TH': 'ออโรรา แกรนด์ เซี่ยงไฮ้ เดอะบันด์',
    },
    shortDescription: {
      'zh-CN': '外滩装饰艺术风格地标建筑，尽览浦东天际线。',
      'zh-TW': '外灘裝飾藝術風格地標建築，盡覽浦東天際線。',
      'en-US': 'Art Deco landmark on the Bund with sweeping views of the Pudong skyline.',
      ja: '外灘に建つアールデコ様式のランドマーク。浦東の摩天楼を一望できます。',
      'ko-KR': '푸둥 스카이라인이 한눈에 펼쳐지는 와이탄의 아르데코 랜드마크.',
      'th-TH': 'แลนด์มาร์กสไตล์อาร์ตเดโคริมเดอะบันด์ ชมวิวเส้นขอบฟ้าผู่ตงแบบพาโนรามา',
    },
    description: {
      'zh-CN':
        '上海外滩曙光大酒店由一栋建于二十世纪二十年代的洋行大楼修复而成，坐落于外滩核心，正对黄浦江。客房将装饰艺术细节与落地窗融为一体，屋顶酒吧与陆家嘴隔江相望。步行即可抵达南京路和豫园，距地铁站仅两分钟路程。',
      'zh-TW':
        '上海外灘曙光大飯店由一棟建於一九二〇年代的洋行大樓修復而成，座落於外灘核心，正對黃浦江。客房將裝飾藝術細節與落地窗融為一體，頂樓酒吧與陸家嘴隔江相望。步行即可抵達南京路與豫園，距地鐵站僅兩分鐘路程。',
      'en-US':
        'Restored from a 1920s trading house, Aurora Grand Shanghai faces the Huangpu River at the heart of the Bund. Rooms pair Art Deco details with floor-to-ceiling windows, and the rooftop bar looks straight across to Lujiazui. Nanjing Road and the Yu Garden are a short walk away, and the metro is two minutes from the door.',
      ja: '1920年代の商館を修復したオーロラ グランド 上海は、外灘の中心で黄浦江に面して建っています。アールデコの意匠と床から天井までの窓を備えた客室、そして対岸の陸家嘴を望むルーフトップバーが自慢です。南京路や豫園へは徒歩圏内、地下鉄駅までは2分です。',
      'ko-KR':
        '1920년대 무역회사 건물을 복원한 오로라 그랜드 상하이는 와이탄 중심에서 황푸강을 마주하고 있습니다. 객실은 아르데코 디테일과 통창이 어우러지며, 루프톱 바에서는 강 건너 루자쭈이가 바로 보입니다. 난징루와 예원까지 걸어서 갈 수 있고 지하철역까지는 2분 거리입니다.',
      'th-TH':
        'ออโรรา แกรนด์ เซี่ยงไฮ้ได้รับการบูรณะจากอาคารบริษัทการค้าในทศวรรษ 1920 ตั้งอยู่ใจกลางเดอะบันด์ หันหน้าสู่แม่น้ำหวงผู่ ห้องพักผสานรายละเอียดอาร์ตเดโคเข้ากับหน้าต่างบานสูงจรดเพดาน และรูฟท็อปบาร์มองเห็นย่านลู่เจียจุ่ยฝั่งตรงข้ามได้ชัดเจน เดินไปถนนหนานจิงและสวนอวี้หยวนได้สะดวก และอยู่ห่างสถานีรถไฟใต้ดินเพียงสองนาที',
    },
    address: {
      'zh-CN': '中国上海市黄浦区中山东一路88号，邮编200002',
      'zh-TW': '中國上海市黃浦區中山東一路88號，郵遞區號200002',
      'en-US': '88 Zhongshan East 1st Road, Huangpu District, Shanghai 200002, China',
      ja: '中国上海市黄浦区中山東一路88号（郵便番号200002）',
      'ko-KR': '중국 상하이시 황푸구 중산둥이루 88호 (우편번호 200002)',
      'th-TH': '88 ถนนจงซานตะวันออกสาย 1 เขตหวงผู่ เซี่ยงไฮ้ 200002 ประเทศจีน',
    },
    phone: '+86 21 6321 8888',
    email: 'bund.shanghai@aurora-hotels.example',
    latitude: 31.2397,
    longitude: 121.4905,
    facilities: [
      'wifi',
      'pool',
      'gym',
      'spa',
      'restaurant',
      'bar',
      'businessCentre',
      'laundry',
      'parking',
      'airportShuttle',
    ],
    scenes: ['facade', 'skyline', 'lobby', 'pool'],
    taxRateBp: 600,
    serviceChargeBp: 1000,
    rooms: [
      { kind: 'SUPK', floor: '6-12', total: 30, base: 1680 },
      { kind: 'DLXT', floor: '6-14', total: 24, base: 1880 },
      { kind: 'DLXV', floor: '15-21', total: 18, base: 2280 },
      { kind: 'FAM', floor: '5', total: 10, base: 2180 },
      { kind: 'EXSU', floor: '22-25', total: 8, base: 3880 },
    ],
    corporate: true,
    longStay: false,
    breakfast: 238,
    airportTransfer: 480,
    lateCheckOut: 200,
    fruitBasket: 168,
  },
  {
    hotelCode: 'SHA002',
    brand: BRANDS.residences,
    cityCode: 'SHA',
    starRating: 4,
    name: {
      'zh-CN': '上海静安曙光服务公寓',
      'zh-TW': '上海靜安曙光服務公寓',
      'en-US': "Aurora Residences Shanghai Jing'an",
      ja: 'オーロラ レジデンス 上海 静安',
      'ko-KR': '오로라 레지던스 상하이 징안',
      'th-TH': 'ออโรรา เรสซิเดนซ์ เซี่ยงไฮ้ จิ้งอัน',
    },
    shortDescription: {
      'zh-CN': '毗邻静安寺的服务式公寓，配备全套厨房，适合长住。',
      'zh-TW': '毗鄰靜安寺的服務式公寓，配備完整廚房，適合長住。',
      'en-US': "Serviced apartments with full kitchens beside Jing'an Temple, made for longer stays.",
      ja: '静安寺のすぐそば、フルキッチン付きの長期滞在向けサービスアパートメント。',
      'ko-KR': '징안사 바로 옆, 풀키친을 갖춘 장기 투숙용 서비스드 레지던스.',
      'th-TH': 'เซอร์วิสอพาร์ตเมนต์พร้อมครัวครบครัน ติดวัดจิ้งอัน เหมาะสำหรับการพักระยะยาว',
    },
    description: {
      'zh-CN':
        '上海静安曙光服务公寓位于南京西路商圈之上，提供开间、一居室及两居室公寓。每套公寓均配备厨房、洗衣机和办公桌，并提供每周客房清洁和24小时礼宾服务。住客可使用健身房和提供免费咖啡的休息室，并可直达静安寺地铁换乘站。',
      'zh-TW':
        '上海靜安曙光服務公寓位於南京西路商圈之上，提供單間、一房及兩房公寓。每間公寓皆配備廚房、洗衣機與工作桌，並提供每週房務清潔與24小時禮賓服務。住客可使用健身房及提供免費咖啡的交誼廳，並可直達靜安寺地鐵轉乘站。',
      'en-US':
        "Aurora Residences Jing'an offers studios and one- and two-bedroom apartments above West Nanjing Road. Every apartment has a kitchen, a washing machine and a work desk, with weekly housekeeping and a 24-hour concierge. Residents share a gym and a lounge with free coffee, and walk straight into the Jing'an Temple metro interchange.",
      ja: 'オーロラ レジデンス 静安は南京西路に面し、スタジオから1ベッドルーム、2ベッドルームまでのアパートメントをご用意しています。全室にキッチン、洗濯機、ワークデスクを備え、週1回のハウスキーピングと24時間対応のコンシェルジュがございます。ジムと無料コーヒー付きのラウンジを利用でき、地下鉄静安寺駅に直結しています。',
      'ko-KR':
        '오로라 레지던스 징안은 난징시루 위에 자리하며 스튜디오와 원 베드룸, 투 베드룸 아파트를 제공합니다. 모든 아파트에는 주방, 세탁기, 업무용 책상이 갖춰져 있으며 주 1회 하우스키핑과 24시간 컨시어지 서비스가 제공됩니다. 투숙객은 피트니스 센터와 무료 커피가 준비된 라운지를 이용할 수 있으며 징안쓰 지하철 환승역과 바로 연결됩니다.',
      'th-TH':
        'ออโรรา เรสซิเดนซ์ จิ้งอัน ตั้งอยู่บนถนนหนานจิงตะวันตก มีห้องสตูดิโอ อพาร์ตเมนต์หนึ่งห้องนอนและสองห้องนอน ทุกยูนิตมีครัว เครื่องซักผ้า และโต๊ะทำงาน พร้อมบริการทำความสะอาดรายสัปดาห์และคอนเซียร์จตลอด 24 ชั่วโมง ผู้เข้าพักใช้ฟิตเนสและเลานจ์ที่มีกาแฟฟรีได้ และเดินเชื่อมต่อสถานีรถไฟใต้ดินจิ้งอันซื่อได้โดยตรง',
    },
    address: {
      'zh-CN': '中国上海市静安区南京西路1200号，邮编200040',
      'zh-TW': '中國上海市靜安區南京西路1200號，郵遞區號200040',
      'en-US': "1200 West Nanjing Road, Jing'an District, Shanghai 200040, China",
      ja: '中国上海市静安区南京西路1200号（郵便番号200040）',
      'ko-KR': '중국 상하이시 징안구 난징시루 1200호 (우편번호 200040)',
      'th-TH': '1200 ถนนหนานจิงตะวันตก เขตจิ้งอัน เซี่ยงไฮ้ 200040 ประเทศจีน',
    },
    phone: '+86 21 6288 1200',
    email: 'jingan.residences@aurora-hotels.example',
    latitude: 31.2253,
    longitude: 121.4457,
    facilities: ['wifi', 'gym', 'laundry', 'parking', 'restaurant', 'businessCentre'],
    scenes: ['facade', 'lobby', 'restaurant'],
    taxRateBp: 600,
    serviceChargeBp: 1000,
    rooms: [
      { kind: 'SUPK', floor: '3-8', total: 12, base: 880 },
      { kind: 'STU', floor: '9-18', total: 20, base: 980 },
      { kind: 'APT1', floor: '19-26', total: 16, base: 1480 },
      { kind: 'APT2', floor: '27-30', total: 8, base: 2380 },
    ],
    corporate: true,
    longStay: true,
    cardGuarantee: true,
    pointsRates: true,
    breakfast: 128,
    airportTransfer: 480,
    lateCheckOut: 100,
    fruitBasket: 128,
  },
  {
    hotelCode: 'PEK001',
    brand: BRANDS.grand,
    cityCode: 'PEK',
    starRating: 5,
    name: {
      'zh-CN': '北京王府井曙光大酒店',
      'zh-TW': '北京王府井曙光大飯店',
      'en-US': 'Aurora Grand Beijing Wangfujing',
      ja: 'オーロラ グランド 北京 王府井',
      'ko-KR': '오로라 그랜드 베이징 왕푸징',
      'th-TH': 'ออโรรา แกรนด์ ปักกิ่ง หวังฝูจิ่ง',
    },
    shortDescription: {
      'zh-CN': '以四合院为灵感的奢华酒店，步行即可抵达故宫。',
      'zh-TW': '以四合院為靈感的奢華飯店，步行即可抵達故宮。',
      'en-US': 'Courtyard-inspired luxury a short walk from the Forbidden City.',
      ja: '四合院に着想を得たラグジュアリーホテル。故宮まで徒歩圏内です。',
      'ko-KR': '사합원에서 영감을 얻은 럭셔리 호텔, 자금성까지 걸어서 갈 수 있습니다.',
      'th-TH': 'โรงแรมหรูที่ได้แรงบันดาลใจจากบ้านซื่อเหอย่วน เดินไปพระราชวังต้องห้ามได้',
    },
    description: {
      'zh-CN':
        '北京王府井曙光大酒店紧邻王府井大街，客房环绕三座静谧庭院而建。室内以青砖、朱漆与手工织锦为设计元素，玉堂中餐厅的北京烤鸭由厨师桌边片制。故宫、景山公园和国家博物馆均在步行十五分钟范围内。',
      'zh-TW':
        '北京王府井曙光大飯店緊鄰王府井大街，客房環繞三座靜謐庭院而建。室內以青磚、朱漆與手工織錦為設計元素，玉堂中餐廳的北京烤鴨由主廚桌邊片製。故宮、景山公園與國家博物館皆在步行十五分鐘範圍內。',
      'en-US':
        'Aurora Grand Beijing wraps its guest rooms around three quiet courtyards just off Wangfujing Street. Interiors use grey brick, lacquer red and hand-woven silk, and the Peking duck at our Jade Hall restaurant is carved at the table. The Forbidden City, Jingshan Park and the National Museum are all within fifteen minutes on foot.',
      ja: 'オーロラ グランド 北京は王府井大街からほど近く、3つの静かな中庭を囲むように客室を配しています。青レンガ、朱漆、手織りのシルクを用いたインテリアが特徴で、レストラン「玉堂」の北京ダックはテーブルサイドで切り分けてご提供します。故宮、景山公園、中国国家博物館へはいずれも徒歩15分以内です。',
      'ko-KR':
        "오로라 그랜드 베이징은 왕푸징 거리 바로 옆에 있으며 세 개의 고요한 안뜰을 둘러싸고 객실이 배치되어 있습니다. 회색 벽돌, 붉은 옻칠, 수직 실크로 꾸민 인테리어가 돋보이며, 레스토랑 '옥당'의 베이징 덕은 테이블 옆에서 직접 썰어 드립니다. 자금성, 징산 공원, 국가박물관이 모두 도보 15분 이내에 있습니다.",
      'th-TH':
        'ออโรรา แกรนด์ ปักกิ่ง ตั้งอยู่ใกล้ถนนหวังฝูจิ่ง ห้องพักล้อมรอบลานบ้านอันเงียบสงบสามแห่ง การตกแต่งใช้อิฐสีเทา งานลงรักสีแดง และผ้าไหมทอมือ ส่วนเป็ดปักกิ่งที่ห้องอาหารหยกฮอลล์แล่สด ๆ ข้างโต๊ะ พระราชวังต้องห้าม สวนจิ่งซาน และพิพิธภัณฑ์แห่งชาติอยู่ในระยะเดินไม่เกินสิบห้านาที',
    },
    address: {
      'zh-CN': '中国北京市东城区王府井大街57号，邮编100006',
      'zh-TW': '中國北京市東城區王府井大街57號，郵遞區號100006',
      'en-US': '57 Wangfujing Street, Dongcheng District, Beijing 100006, China',
      ja: '中国北京市東城区王府井大街57号（郵便番号100006）',
      'ko-KR': '중국 베이징시 둥청구 왕푸징다제 57호 (우편번호 100006)',
      'th-TH': '57 ถนนหวังฝูจิ่ง เขตตงเฉิง ปักกิ่ง 100006 ประเทศจีน',
    },
    phone: '+86 10 6512 5757',
    email: 'wangfujing.beijing@aurora-hotels.example',
    latitude: 39.9139,
    longitude: 116.4109,
    facilities: ['wifi', 'pool', 'gym', 'spa', 'restaurant', 'bar', 'businessCentre', 'laundry', 'parking'],
    scenes: ['facade', 'lobby', 'garden', 'restaurant'],
    taxRateBp: 600,
    serviceChargeBp: 1000,
    rooms: [
      { kind: 'SUPK', floor: '3-9', total: 28, base: 1380 },
      { kind: 'DLXT', floor: '3-9', total: 22, base: 1480 },
      { kind: 'FAM', floor: '2', total: 10, base: 1780 },
      { kind: 'EXSU', floor: '10-11', total: 8, base: 2980 },
    ],
    corporate: true,
    longStay: false,
    breakfast: 218,
    airportTransfer: 450,
    lateCheckOut: 200,
    fruitBasket: 168,
  },
  {
    hotelCode: 'PEK002',
    brand: BRANDS.lumen,
    cityCode: 'PEK',
    starRating: 4,
    name: {
      'zh-CN': '北京三里屯曙光璐铭酒店',
      'zh-TW': '北京三里屯曙光璐銘飯店',
      'en-US': 'Lumen by Aurora Beijing Sanlitun',
      ja: 'ルーメン バイ オーロラ 北京 三里屯',
      'ko-KR': '루멘 바이 오로라 베이징 싼리툰',
      'th-TH': 'ลูเมน บาย ออโรรา ปักกิ่ง ซานหลี่ถุน',
    },
    shortDescription: {
      'zh-CN': '坐落于三里屯画廊、酒吧与精品店之间的趣味设计酒店。',
      'zh-TW': '座落於三里屯藝廊、酒吧與精品店之間的趣味設計飯店。',
      'en-US': "A playful design hotel among Sanlitun's galleries, bars and boutiques.",
      ja: '三里屯のギャラリーやバー、ブティックに囲まれた遊び心あふれるデザインホテル。',
      'ko-KR': '싼리툰의 갤러리, 바, 부티크 사이에 자리한 감각적인 디자인 호텔.',
      'th-TH': 'โรงแรมดีไซน์สุดสนุกท่ามกลางแกลเลอรี บาร์ และบูติกของย่านซานหลี่ถุน',
    },
    description: {
      'zh-CN':
        '北京三里屯曙光璐铭酒店小巧明亮，专为白天在城中四处探索的旅客打造。智能客房配有雨淋花洒、遮光帘和可随身携带的手机，全日咖啡馆入夜后变身鸡尾酒吧。使馆区和工人体育场仅几分钟路程，附近的东直门站可搭乘机场快轨。',
      'zh-TW':
        '北京三里屯曙光璐銘飯店小巧明亮，專為白天在城中四處探索的旅客打造。智慧客房配有雨淋花灑、遮光簾與可隨身攜帶的手機，全日咖啡館入夜後化身雞尾酒吧。使館區與工人體育場僅數分鐘路程，附近的東直門站可搭乘機場快線。',
      'en-US':
        "Lumen Sanlitun is a compact, bright hotel for travellers who spend their days out in the city. Smart rooms have rain showers, blackout blinds and a phone you can take with you, and the all-day café turns into a cocktail bar at night. The embassy district and Workers' Stadium are a few minutes away, and the airport express stops at Dongzhimen nearby.",
      ja: 'ルーメン 三里屯は、日中は街歩きを楽しむ旅行者のための、コンパクトで明るいホテルです。スマートな客室にはレインシャワー、遮光ブラインド、持ち出し可能なスマートフォンを完備。終日営業のカフェは夜になるとカクテルバーに変わります。大使館街や工人体育場へは数分、近くの東直門駅からは空港快速線が利用できます。',
      'ko-KR':
        '루멘 싼리툰은 낮 동안 도시를 누비는 여행자를 위한 작고 밝은 호텔입니다. 스마트 객실에는 레인 샤워, 암막 블라인드, 외출 시 가지고 다닐 수 있는 휴대폰이 마련되어 있으며, 올데이 카페는 밤이 되면 칵테일 바로 변신합니다. 대사관 지구와 궁런 체육관이 몇 분 거리에 있고, 가까운 둥즈먼역에서 공항철도를 탈 수 있습니다.',
      'th-TH':
        'ลูเมน ซานหลี่ถุน เป็นโรงแรมขนาดกะทัดรัดและสว่างไสว สำหรับนักเดินทางที่ใช้เวลากลางวันท่องเมือง ห้องพักอัจฉริยะมีฝักบัวเรนชาวเวอร์ ม่านทึบแสง และโทรศัพท์มือถือที่พกออกไปใช้ได้ ส่วนคาเฟ่ที่เปิดตลอดวันจะกลายเป็นค็อกเทลบาร์ในยามค่ำ ย่านสถานทูตและสนามกีฬาคนงานอยู่ห่างไปเพียงไม่กี่นาที และสถานีตงจื๋อเหมินที่อยู่ใกล้ ๆ มีรถไฟด่วนสนามบิน',
    },
    address: {
      'zh-CN': '中国北京市朝阳区三里屯路19号，邮编100027',
      'zh-TW': '中國北京市朝陽區三里屯路19號，郵遞區號100027',
      'en-US': '19 Sanlitun Road, Chaoyang District, Beijing 100027, China',
      ja: '中国北京市朝陽区三里屯路19号（郵便番号100027）',
      'ko-KR': '중국 베이징시 차오양구 싼리툰루 19호 (우편번호 100027)',
      'th-TH': '19 ถนนซานหลี่ถุน เขตเฉาหยาง ปักกิ่ง 100027 ประเทศจีน',
    },
    phone: '+86 10 6417 1919',
    email: 'sanlitun.lumen@aurora-hotels.example',
    latitude: 39.9365,
    longitude: 116.4547,
    facilities: ['wifi', 'gym', 'restaurant', 'bar', 'laundry'],
    scenes: ['facade', 'restaurant'],
    taxRateBp: 600,
    serviceChargeBp: 0,
    rooms: [
      { kind: 'SQ', floor: '2-6', total: 30, base: 680 },
      { kind: 'SUPK', floor: '7-10', total: 20, base: 780 },
      { kind: 'DLXT', floor: '7-10', total: 16, base: 820 },
      { kind: 'FAM', floor: '11', total: 6, base: 980 },
    ],
    corporate: true,
    longStay: false,
    breakfast: 98,
    airportTransfer: 380,
    lateCheckOut: 100,
    fruitBasket: 98,
  },
  {
    hotelCode: 'HGH001',
    brand: BRANDS.grand,
    cityCode: 'HGH',
    starRating: 5,
    name: {
      'zh-CN': '杭州西湖曙光度假酒店',
      'zh-TW': '杭州西湖曙光度假飯店',
      'en-US': 'Aurora West Lake Resort Hangzhou',
      ja: 'オーロラ 西湖リゾート 杭州',
      'ko-KR': '오로라 웨스트 레이크 리조트 항저우',
      'th-TH': 'ออโรรา เวสต์เลค รีสอร์ต หางโจว',
    },
    shortDescription: {
      'zh-CN': '西湖西岸茶园间的湖畔楼阁，清幽雅致。',
      'zh-TW': '西湖西岸茶園間的湖畔樓閣，清幽雅緻。',
      'en-US': 'Lakeside pavilions among tea terraces on the quiet western shore of West Lake.',
      ja: '西湖の静かな西岸、茶畑に囲まれた湖畔のパビリオン。',
      'ko-KR': '서호의 한적한 서쪽 호숫가, 차밭 사이에 자리한 호반 파빌리온.',
      'th-TH': 'ศาลาริมทะเลสาบท่ามกลางไร่ชาบนฝั่งตะวันตกอันเงียบสงบของทะเลสาบซีหู',
    },
    description: {
      'zh-CN':
        '白墙黛瓦的低层楼阁与恒温无边泳池坐落于杨公堤畔，远眺西湖。清晨可在水边打太极，午后到酒店后山品鉴龙井新茶，水疗中心选用本地山茶油。酒店免费提供自行车，方便环湖骑行。',
      'zh-TW':
        '白牆黛瓦的低層樓閣與恆溫無邊際泳池座落於楊公堤畔，遠眺西湖。清晨可在水邊打太極，午後到飯店後山品鑑龍井新茶，水療中心選用在地山茶油。飯店免費提供自行車，方便環湖騎行。',
      'en-US':
        'Low white-walled pavilions and a heated infinity pool look out over West Lake from Yanggong Causeway. Mornings start with tai chi by the water, afternoons with a Longjing tea tasting in the hills behind the resort, and the spa uses local camellia oil. Bicycles are free to borrow for the ride round the lake.',
      ja: '楊公堤に面した白壁の低層パビリオンと温水インフィニティプールから西湖を望みます。朝は水辺での太極拳、午後はリゾート裏手の丘で龍井茶のテイスティングを。スパでは地元産の椿油を使用しています。湖を一周するサイクリング用の自転車は無料で貸し出しています。',
      'ko-KR':
        '양궁디 제방에 자리한 하얀 벽의 낮은 파빌리온과 온수 인피니티 풀에서 서호가 내려다보입니다. 아침에는 물가에서 태극권을, 오후에는 리조트 뒤편 언덕에서 룽징차 시음을 즐기실 수 있으며, 스파에서는 현지산 동백기름을 사용합니다. 호수를 한 바퀴 도는 자전거는 무료로 대여해 드립니다.',
      'th-TH':
        'ศาลาผนังขาวชั้นเตี้ยและสระว่ายน้ำอินฟินิตี้น้ำอุ่นริมคันทางหยางกงมองเห็นทะเลสาบซีหู ยามเช้าเริ่มด้วยไทเก๊กริมน้ำ ยามบ่ายชิมชาหลงจิ่งบนเนินเขาหลังรีสอร์ต และสปาใช้น้ำมันคามีเลียจากท้องถิ่น มีจักรยานให้ยืมฟรีสำหรับปั่นรอบทะเลสาบ',
    },
    address: {
      'zh-CN': '中国浙江省杭州市西湖区杨公堤18号，邮编310007',
      'zh-TW': '中國浙江省杭州市西湖區楊公堤18號，郵遞區號310007',
      'en-US': '18 Yanggongdi, Xihu District, Hangzhou, Zhejiang 310007, China',
      ja: '中国浙江省杭州市西湖区楊公堤18号（郵便番号310007）',
      'ko-KR': '중국 저장성 항저우시 시후구 양궁디 18호 (우편번호 310007)',
      'th-TH': '18 หยางกงตี เขตซีหู หางโจว มณฑลเจ้อเจียง 310007 ประเทศจีน',
    },
    phone: '+86 571 8799 1818',
    email: 'westlake.hangzhou@aurora-hotels.example',
    latitude: 30.2458,
    longitude: 120.1376,
    facilities: ['wifi', 'pool', 'gym', 'spa', 'restaurant', 'bar', 'parking', 'airportShuttle', 'laundry'],
    scenes: ['garden', 'pool', 'lobby'],
    taxRateBp: 600,
    serviceChargeBp: 1000,
    rooms: [
      { kind: 'SUPK', floor: '1-3', total: 20, base: 1580 },
      { kind: 'DLXV', floor: '2-3', total: 16, base: 2180 },
      { kind: 'FAM', floor: '1', total: 10, base: 2080 },
      { kind: 'EXSU', floor: '3', total: 6, base: 3680 },
    ],
    corporate: false,
    longStay: true,
    breakfast: 228,
    airportTransfer: 380,
    lateCheckOut: 200,
    fruitBasket: 188,
  },
  {
    hotelCode: 'TYO001',
    brand: BRANDS.grand,
    cityCode: 'TYO',
    starRating: 5,
    name: {
      'zh-CN': '东京丸之内曙光大酒店',
      'zh-TW': '東京丸之內曙光大飯店',
      'en-US': 'Aurora Grand Tokyo Marunouchi',
      ja: 'オーロラ グランド 東京 丸の内',
      'ko-KR': '오로라 그랜드 도쿄 마루노우치',
      'th-TH': 'ออโรรา แกรนด์ โตเกียว มารุโนะอุจิ',
    },
    shortDescription: {
      'zh-CN': '东京站上方的高层静谧空间，俯瞰皇居庭园。',
      'zh-TW': '東京車站上方的高樓層靜謐空間，俯瞰皇居庭園。',
      'en-US': 'High-floor calm above Tokyo Station, with views over the Imperial Palace gardens.',
      ja: '東京駅を見下ろす高層階の静けさ。皇居の緑を一望します。',
      'ko-KR': '도쿄역 위 고층의 고요함, 황궁 정원이 내려다보이는 전망.',
      'th-TH': 'ความสงบบนชั้นสูงเหนือสถานีโตเกียว พร้อมวิวสวนพระราชวังอิมพีเรียล',
    },
    description: {
      'zh-CN':
        '东京丸之内曙光大酒店位于东京站丸之内一侧的一栋高楼顶部十二层，步行三分钟即可到达新干线检票口。客房以和纸、橡木与靛蓝装点，配有深泡浴缸，可眺望皇居或东京站的红砖穹顶。37层的空中大堂供应下午茶，水疗中心设有20米泳池。',
      'zh-TW':
        '東京丸之內曙光大飯店位於東京車站丸之內側一棟大樓的頂部十二層，步行三分鐘即可抵達新幹線剪票口。客房以和紙、橡木與靛藍妝點，配有深泡浴缸，可眺望皇居或東京車站的紅磚圓頂。37樓的空中大廳供應下午茶，水療中心設有20公尺泳池。',
      'en-US':
        "Aurora Grand Tokyo occupies the top twelve floors of a tower facing the Marunouchi side of Tokyo Station, three minutes on foot from the shinkansen gates. Rooms are dressed in washi, oak and indigo, with deep soaking tubs and views of the Imperial Palace or the station's red-brick domes. The sky lobby on the 37th floor serves afternoon tea, and the spa has a 20-metre pool.",
      ja: 'オーロラ グランド 東京は東京駅丸の内側に面したタワーの最上部12フロアを占め、新幹線改札まで徒歩3分です。和紙、オーク、藍で設えた客室には深めのバスタブを備え、皇居または東京駅の赤レンガのドームを望めます。37階のスカイロビーではアフタヌーンティーを、スパでは20メートルのプールをお楽しみいただけます。',
      'ko-KR':
        '오로라 그랜드 도쿄는 도쿄역 마루노우치 쪽을 마주한 타워의 최상층 12개 층에 자리하며, 신칸센 개찰구까지 걸어서 3분입니다. 화지, 오크, 쪽빛으로 꾸민 객실에는 깊은 욕조가 있으며 황궁이나 도쿄역의 붉은 벽돌 돔이 내려다보입니다. 37층 스카이 로비에서는 애프터눈 티를, 스파에서는 20미터 수영장을 즐기실 수 있습니다.',
      'th-TH':
        'ออโรรา แกรนด์ โตเกียว ตั้งอยู่บนสิบสองชั้นบนสุดของอาคารสูงฝั่งมารุโนะอุจิของสถานีโตเกียว เดินถึงประตูชินคันเซ็นเพียงสามนาที ห้องพักตกแต่งด้วยกระดาษวาชิ ไม้โอ๊ก และสีคราม มีอ่างแช่ตัวแบบลึก พร้อมวิวพระราชวังอิมพีเรียลหรือโดมอิฐแดงของสถานี สกายล็อบบี้ชั้น 37 เสิร์ฟชายามบ่าย และสปามีสระว่ายน้ำยาว 20 เมตร',
    },
    address: {
      'zh-CN': '日本东京都千代田区丸之内1-8-3，邮编100-0005',
      'zh-TW': '日本東京都千代田區丸之內1-8-3，郵遞區號100-0005',
      'en-US': '1-8-3 Marunouchi, Chiyoda-ku, Tokyo 100-0005, Japan',
      ja: '〒100-0005 東京都千代田区丸の内1-8-3',
      'ko-KR': '일본 도쿄도 지요다구 마루노우치 1-8-3 (우편번호 100-0005)',
      'th-TH': '1-8-3 มารุโนะอุจิ เขตชิโยดะ โตเกียว 100-0005 ประเทศญี่ปุ่น',
    },
    phone: '+81 3 5222 8800',
    email: 'marunouchi.tokyo@aurora-hotels.example',
    latitude: 35.6822,
    longitude: 139.7662,
    facilities: ['wifi', 'pool', 'gym', 'spa', 'restaurant', 'bar', 'businessCentre', 'laundry', 'airportShuttle'],
    scenes: ['skyline', 'lobby', 'restaurant', 'pool'],
    taxRateBp: 1000,
    serviceChargeBp: 1500,
    rooms: [
      { kind: 'SUPK', floor: '38-42', total: 26, base: 62000 },
      { kind: 'DLXT', floor: '38-44', total: 20, base: 68000 },
      { kind: 'DLXV', floor: '43-47', total: 14, base: 82000 },
      { kind: 'EXSU', floor: '48', total: 6, base: 145000 },
    ],
    corporate: true,
    longStay: false,
    breakfast: 6500,
    airportTransfer: 28000,
    lateCheckOut: 5000,
    fruitBasket: 4500,
  },
  {
    hotelCode: 'TYO002',
    brand: BRANDS.lumen,
    cityCode: 'TYO',
    starRating: 3,
    name: {
      'zh-CN': '东京涩谷曙光璐铭酒店',
      'zh-TW': '東京澀谷曙光璐銘飯店',
      'en-US': 'Lumen by Aurora Tokyo Shibuya',
      ja: 'ルーメン バイ オーロラ 東京 渋谷',
      'ko-KR': '루멘 바이 오로라 도쿄 시부야',
      'th-TH': 'ลูเมน บาย ออโรรา โตเกียว ชิบุยะ',
    },
    shortDescription: {
      'zh-CN': '距涩谷十字路口两分钟的精巧智能客房。',
      'zh-TW': '距澀谷十字路口兩分鐘的精巧智慧客房。',
      'en-US': 'Smart, compact rooms two minutes from the Shibuya Scramble.',
      ja: '渋谷スクランブル交差点から徒歩2分、機能的でコンパクトな客室。',
      'ko-KR': '시부야 스크램블 교차로에서 2분, 스마트하고 아담한 객실.',
      'th-TH': 'ห้องพักกะทัดรัดและทันสมัย ห่างจากทางม้าลายชิบุยะเพียงสองนาที',
    },
    description: {
      'zh-CN':
        '东京涩谷曙光璐铭酒店让您身处东京最繁忙的路口，却远离喧嚣：三层隔音玻璃窗、云朵般柔软的床铺，自助入住机九十秒即可办妥。一楼的咖啡站自家烘焙咖啡豆，屋顶露台可俯瞰道玄坂的璀璨灯火。乘坐山手线一站即到原宿。',
      'zh-TW':
        '東京澀谷曙光璐銘飯店讓您身處東京最繁忙的路口，卻遠離喧囂：三層隔音玻璃窗、雲朵般柔軟的床鋪，自助入住機九十秒即可辦妥。一樓的咖啡站自家烘焙咖啡豆，頂樓露台可俯瞰道玄坂的璀璨燈火。搭乘山手線一站即到原宿。',
      'en-US':
        "Lumen Shibuya puts you in the middle of Tokyo's busiest crossing without the noise: triple-glazed windows, cloud-soft beds and self check-in kiosks that take ninety seconds. The ground-floor coffee stand roasts its own beans, and the rooftop terrace looks over the lights of Dogenzaka. Harajuku is one stop away on the Yamanote Line.",
      ja: 'ルーメン 渋谷は、東京一にぎやかな交差点の真ん中にありながら静けさを約束します。三重ガラスの窓、雲のように柔らかなベッド、90秒で完了するセルフチェックイン機。1階のコーヒースタンドでは自家焙煎の豆を使い、屋上テラスからは道玄坂の灯りを見渡せます。原宿へは山手線でひと駅です。',
      'ko-KR':
        '루멘 시부야는 도쿄에서 가장 붐비는 교차로 한가운데에 있지만 소음은 없습니다. 삼중 유리창, 구름처럼 푹신한 침대, 90초면 끝나는 셀프 체크인 키오스크를 갖췄습니다. 1층 커피 스탠드는 원두를 직접 로스팅하며, 루프톱 테라스에서는 도겐자카의 불빛이 내려다보입니다. 하라주쿠는 야마노테선으로 한 정거장입니다.',
      'th-TH':
        'ลูเมน ชิบุยะ พาคุณมาอยู่ใจกลางทางแยกที่พลุกพล่านที่สุดของโตเกียวโดยไม่มีเสียงรบกวน ด้วยหน้าต่างกระจกสามชั้น เตียงนุ่มราวก้อนเมฆ และตู้เช็กอินด้วยตนเองที่ใช้เวลาเพียงเก้าสิบวินาที ร้านกาแฟชั้นล่างคั่วเมล็ดเอง และดาดฟ้ามองเห็นแสงไฟของโดเก็นซากะ ไปฮาราจูกุเพียงหนึ่งสถานีด้วยรถไฟสายยามาโนเตะ',
    },
    address: {
      'zh-CN': '日本东京都涩谷区道玄坂1-17-5，邮编150-0043',
      'zh-TW': '日本東京都澀谷區道玄坂1-17-5，郵遞區號150-0043',
      'en-US': '1-17-5 Dogenzaka, Shibuya-ku, Tokyo 150-0043, Japan',
      ja: '〒150-0043 東京都渋谷区道玄坂1-17-5',
      'ko-KR': '일본 도쿄도 시부야구 도겐자카 1-17-5 (우편번호 150-0043)',
      'th-TH': '1-17-5 โดเก็นซากะ เขตชิบุยะ โตเกียว 150-0043 ประเทศญี่ปุ่น',
    },
    phone: '+81 3 6455 0175',
    email: 'shibuya.lumen@aurora-hotels.example',
    latitude: 35.6581,
    longitude: 139.6986,
    facilities: ['wifi', 'restaurant', 'bar', 'laundry'],
    scenes: ['facade', 'skyline'],
    taxRateBp: 1000,
    serviceChargeBp: 0,
    rooms: [
      { kind: 'SQ', floor: '3-10', total: 30, base: 18500 },
      { kind: 'SQS', floor: '2', total: 8, base: 17500 },
      { kind: 'SUPK', floor: '11-14', total: 20, base: 23000 },
      { kind: 'DLXT', floor: '11-14', total: 14, base: 26000 },
    ],
    corporate: false,
    longStay: false,
    cardGuarantee: true,
    pointsRates: true,
    breakfast: 2200,
    airportTransfer: 22000,
    lateCheckOut: 2000,
    fruitBasket: 3000,
  },
  {
    hotelCode: 'UKY001',
    brand: BRANDS.grand,
    cityCode: 'UKY',
    starRating: 4,
    name: {
      'zh-CN': '京都曙光庭园酒店',
      'zh-TW': '京都曙光庭園飯店',
      'en-US': 'Aurora Kyoto Garden',
      ja: 'オーロラ京都ガーデン',
      'ko-KR': '오로라 교토 가든',
      'th-TH': 'ออโรรา เกียวโต การ์เดน',
    },
    shortDescription: {
      'zh-CN': '东山静谧的庭园酒店，距祇园与八坂神社仅几步之遥。',
      'zh-TW': '東山靜謐的庭園飯店，距祇園與八坂神社僅幾步之遙。',
      'en-US': 'A tranquil garden retreat in Higashiyama, steps from Gion and Yasaka Shrine.',
      ja: '祇園・八坂神社にほど近い、東山の静かな庭園ホテル。',
      'ko-KR': '기온과 야사카 신사에서 몇 걸음 떨어진 히가시야마의 고요한 정원 호텔.',
      'th-TH': 'ที่พักท่ามกลางสวนอันเงียบสงบในย่านฮิงาชิยามะ ใกล้กิองและศาลเจ้ายาซากะ',
    },
    description: {
      'zh-CN':
        '京都曙光庭园酒店围绕一座拥有三百年历史、遍布苔藓、枫树与锦鲤池的回游式庭园而建，现代风格的客房楼与传统榻榻米和室相映成趣。早餐为京都风味家常小菜，秋夜枫叶转红时庭园还会点灯。祇园、清水寺和哲学之道均可步行前往。',
      'zh-TW':
        '京都曙光庭園飯店圍繞一座擁有三百年歷史、遍布青苔、楓樹與錦鯉池的迴遊式庭園而建，現代風格的客房棟與傳統榻榻米和室相映成趣。早餐提供京都風味家常小菜，秋夜楓紅時節庭園還會點燈。祇園、清水寺與哲學之道皆可步行前往。',
      'en-US':
        "Built around a 300-year-old stroll garden of moss, maples and a koi pond, Aurora Kyoto Garden pairs a modern wing with traditional tatami rooms. Breakfast is a Kyoto-style obanzai spread, and the garden is lit up on autumn evenings when the maples turn red. Gion, Kiyomizu-dera and the Philosopher's Path are all within walking distance.",
      ja: '苔と紅葉、錦鯉の池が広がる築300年の回遊式庭園を囲むように建つオーロラ京都ガーデン。モダンな客室棟と伝統的な和室が調和しています。朝食は京のおばんざい。紅葉の季節には夜の庭園をライトアップします。祇園、清水寺、哲学の道へは徒歩圏内です。',
      'ko-KR':
        '이끼와 단풍나무, 비단잉어 연못이 어우러진 300년 된 회유식 정원을 중심으로 지어진 오로라 교토 가든은 모던한 객실동과 전통 다다미 객실이 조화를 이룹니다. 조식은 교토식 반찬 요리인 오반자이로 차려지며, 단풍이 붉게 물드는 가을 저녁에는 정원에 조명을 밝힙니다. 기온, 기요미즈데라, 철학의 길까지 모두 걸어서 갈 수 있습니다.',
      'th-TH':
        'ออโรรา เกียวโต การ์เดน สร้างล้อมรอบสวนเดินชมอายุ 300 ปีที่เต็มไปด้วยมอส ต้นเมเปิล และบ่อปลาคาร์ป ผสมผสานอาคารห้องพักสมัยใหม่กับห้องเสื่อทาทามิแบบดั้งเดิม อาหารเช้าเป็นสำรับโอบันไซสไตล์เกียวโต และในค่ำคืนฤดูใบไม้ร่วงที่ใบเมเปิลเปลี่ยนเป็นสีแดงจะมีการเปิดไฟประดับสวน กิอง วัดคิโยมิซุ และเส้นทางนักปราชญ์อยู่ในระยะเดินถึง',
    },
    address: {
      'zh-CN': '日本京都府京都市东山区祇园町南侧570，邮编605-0074',
      'zh-TW': '日本京都府京都市東山區祇園町南側570，郵遞區號605-0074',
      'en-US': '570 Gionmachi Minamigawa, Higashiyama-ku, Kyoto 605-0074, Japan',
      ja: '〒605-0074 京都府京都市東山区祇園町南側570',
      'ko-KR': '일본 교토부 교토시 히가시야마구 기온마치 미나미가와 570 (우편번호 605-0074)',
      'th-TH': '570 กิองมาจิ มินามิกาวะ เขตฮิงาชิยามะ เกียวโต 605-0074 ประเทศญี่ปุ่น',
    },
    phone: '+81 75 531 0570',
    email: 'kyoto.garden@aurora-hotels.example',
    latitude: 35.0019,
    longitude: 135.7785,
    facilities: ['wifi', 'spa', 'restaurant', 'bar', 'laundry', 'airportShuttle'],
    scenes: ['garden', 'facade', 'lobby'],
    taxRateBp: 1000,
    serviceChargeBp: 1000,
    rooms: [
      { kind: 'SUPK', floor: '2-3', total: 14, base: 38000 },
      { kind: 'DLXT', floor: '2-4', total: 12, base: 42000 },
      { kind: 'WAS', floor: '1', total: 8, base: 56000 },
      { kind: 'EXSU', floor: '4', total: 5, base: 98000 },
    ],
    corporate: false,
    longStay: true,
    breakfast: 4500,
    airportTransfer: 32000,
    lateCheckOut: 3000,
    fruitBasket: 3500,
  },
  {
    hotelCode: 'BKK001',
    brand: BRANDS.grand,
    cityCode: 'BKK',
    starRating: 5,
    name: {
      'zh-CN': '曼谷河畔曙光酒店',
      'zh-TW': '曼谷河畔曙光飯店',
      'en-US': 'Aurora Riverside Bangkok',
      ja: 'オーロラ リバーサイド バンコク',
      'ko-KR': '오로라 리버사이드 방콕',
      'th-TH': 'ออโรรา ริเวอร์ไซด์ กรุงเทพฯ',
    },
    shortDescription: {
      'zh-CN': '湄南河畔的度假酒店，专属接驳船直达大皇宫。',
      'zh-TW': '昭披耶河畔的度假飯店，專屬接駁船直達大皇宮。',
      'en-US': 'A riverfront resort on the Chao Phraya with its own boat to the Grand Palace.',
      ja: 'チャオプラヤー川沿いのリゾート。王宮へは専用ボートでアクセス。',
      'ko-KR': '차오프라야강변의 리조트, 왕궁까지 전용 보트로 이동.',
      'th-TH': 'รีสอร์ตริมแม่น้ำเจ้าพระยา พร้อมเรือรับส่งของโรงแรมสู่พระบรมมหาราชวัง',
    },
    description: {
      'zh-CN':
        '曼谷河畔曙光酒店坐落于老城区挽叻的湄南河弯道，设有40米泳池、三家餐厅和柚木装饰的水疗中心。每间客房均设有临河阳台，酒店接驳船往返沙吞码头，并可前往大皇宫和郑王庙。晚间游船晚宴从酒店专属码头出发。',
      'zh-TW':
        '曼谷河畔曙光飯店座落於老城區挽叻的昭披耶河河灣，設有40公尺泳池、三間餐廳與柚木裝潢的水療中心。每間客房皆設有臨河陽台，飯店接駁船往返沙吞碼頭，並可前往大皇宮與鄭王廟。晚間遊船晚宴從飯店專屬碼頭出發。',
      'en-US':
        "Aurora Riverside sits on a bend of the Chao Phraya in the old Bang Rak quarter, with a 40-metre pool, three restaurants and a teak-panelled spa. Every room has a balcony over the river, and the hotel's shuttle boat runs to Sathorn pier and on to the Grand Palace and Wat Arun. Evening dinner cruises leave from our own jetty.",
      ja: 'オーロラ リバーサイドは旧市街バーンラックのチャオプラヤー川の湾曲部に建ち、40メートルのプール、3つのレストラン、チーク材を張ったスパを備えています。全室に川を望むバルコニーがあり、ホテルのシャトルボートがサトーン船着場から王宮、ワット・アルンへと運航しています。ディナークルーズはホテル専用の桟橋から出航します。',
      'ko-KR':
        '오로라 리버사이드는 구시가지 방락의 차오프라야강 굽이에 자리하며 40미터 수영장, 세 곳의 레스토랑, 티크 목재로 꾸민 스파를 갖추고 있습니다. 모든 객실에 강이 내려다보이는 발코니가 있으며, 호텔 셔틀 보트가 사톤 선착장을 거쳐 왕궁과 왓 아룬까지 운항합니다. 저녁 디너 크루즈는 호텔 전용 선착장에서 출발합니다.',
      'th-TH':
        'ออโรรา ริเวอร์ไซด์ ตั้งอยู่บนคุ้งแม่น้ำเจ้าพระยาในย่านบางรักเก่า มีสระว่ายน้ำยาว 40 เมตร ห้องอาหารสามแห่ง และสปาที่บุผนังด้วยไม้สัก ทุกห้องมีระเบียงริมแม่น้ำ และเรือรับส่งของโรงแรมวิ่งไปท่าเรือสาทร ต่อไปยังพระบรมมหาราชวังและวัดอรุณฯ ล่องเรือดินเนอร์ยามค่ำออกจากท่าเรือของโรงแรมเอง',
    },
    address: {
      'zh-CN': '泰国曼谷挽叻区石龙军路40巷2号，邮编10500',
      'zh-TW': '泰國曼谷挽叻區石龍軍路40巷2號，郵遞區號10500',
      'en-US': '2 Charoen Krung Soi 40, Bang Rak, Bangkok 10500, Thailand',
      ja: 'タイ王国バンコク バーンラック区 チャルンクルン通りソイ40 2番地 10500',
      'ko-KR': '태국 방콕 방락구 짜런끄룽 소이 40, 2번지 (우편번호 10500)',
      'th-TH': '2 ซอยเจริญกรุง 40 แขวงบางรัก เขตบางรัก กรุงเทพมหานคร 10500',
    },
    phone: '+66 2 236 4040',
    email: 'riverside.bangkok@aurora-hotels.example',
    latitude: 13.7234,
    longitude: 100.5147,
    facilities: ['wifi', 'pool', 'gym', 'spa', 'restaurant', 'bar', 'airportShuttle', 'laundry', 'parking'],
    scenes: ['river', 'pool', 'lobby'],
    taxRateBp: 700,
    serviceChargeBp: 1000,
    rooms: [
      { kind: 'SUPK', floor: '3-8', total: 24, base: 6200 },
      { kind: 'DLXV', floor: '9-16', total: 20, base: 7800 },
      { kind: 'FAM', floor: '2', total: 10, base: 9800 },
      { kind: 'EXSU', floor: '17-18', total: 6, base: 14500 },
    ],
    corporate: false,
    longStay: true,
    breakfast: 950,
    airportTransfer: 1500,
    lateCheckOut: 800,
    fruitBasket: 900,
  },
  {
    hotelCode: 'BKK002',
    brand: BRANDS.lumen,
    cityCode: 'BKK',
    starRating: 3,
    name: {
      'zh-CN': '曼谷素坤逸曙光璐铭酒店',
      'zh-TW': '曼谷素坤逸曙光璐銘飯店',
      'en-US': 'Lumen by Aurora Bangkok Sukhumvit',
      ja: 'ルーメン バイ オーロラ バンコク スクンビット',
      'ko-KR': '루멘 바이 오로라 방콕 수쿰빗',
      'th-TH': 'ลูเมน บาย ออโรรา กรุงเทพฯ สุขุมวิท',
    },
    shortDescription: {
      'zh-CN': '轻松惬意的城市酒店，设有屋顶泳池，步行即可抵达BTS澎蓬站。',
      'zh-TW': '輕鬆愜意的城市飯店，設有頂樓泳池，步行即可抵達BTS澎蓬站。',
      'en-US': 'An easy-going city hotel with a rooftop pool, a short walk from BTS Phrom Phong.',
      ja: '屋上プールのある気軽なシティホテル。BTSプロンポン駅から徒歩圏内。',
      'ko-KR': '루프톱 수영장을 갖춘 편안한 시티 호텔, BTS 프롬퐁역에서 도보 거리.',
      'th-TH': 'โรงแรมในเมืองบรรยากาศสบาย ๆ พร้อมสระว่ายน้ำบนดาดฟ้า เดินไปสถานีบีทีเอสพร้อมพงษ์ได้สะดวก',
    },
    description: {
      'zh-CN':
        '曼谷素坤逸曙光璐铭酒店是购物、品尝街头美食和体验夜生活的轻松据点。客房明亮实用，配有大窗户和高速无线网络，屋顶泳池酒吧在日落时分供应泰国精酿啤酒。EmQuartier商场和班嘉西丽公园仅五分钟路程，乘坐轻轨十五分钟即可到达暹罗。',
      'zh-TW':
        '曼谷素坤逸曙光璐銘飯店是購物、品嚐街頭美食與體驗夜生活的輕鬆據點。客房明亮實用，配有大窗戶與高速無線網路，頂樓泳池酒吧於日落時分供應泰國精釀啤酒。EmQuartier百貨與班嘉西麗公園僅五分鐘路程，搭乘空鐵十五分鐘即可抵達暹羅。',
      'en-US':
        'Lumen Sukhumvit is a relaxed base for shopping, street food and nightlife. Rooms are bright and practical, with big windows and fast Wi-Fi, and the rooftop pool bar serves Thai craft beer at sunset. EmQuartier and Benjasiri Park are five minutes away, and the Skytrain takes you to Siam in fifteen.',
      ja: 'ルーメン スクンビットは、ショッピングや屋台グルメ、ナイトライフを気軽に楽しむ拠点です。客室は明るく機能的で、大きな窓と高速Wi-Fiを備え、屋上のプールバーでは夕暮れにタイのクラフトビールを楽しめます。エムクオーティエやベンジャシリ公園へは5分、BTSスカイトレインでサイアムまで15分です。',
      'ko-KR':
        '루멘 수쿰빗은 쇼핑, 길거리 음식, 나이트라이프를 즐기기에 편안한 거점입니다. 객실은 밝고 실용적이며 큰 창과 빠른 와이파이를 갖추었고, 루프톱 풀 바에서는 해 질 녘 태국 수제 맥주를 즐길 수 있습니다. 엠쿼티어와 벤자시리 공원까지 5분, 스카이트레인으로 시암까지 15분이면 도착합니다.',
      'th-TH':
        'ลูเมน สุขุมวิท เป็นฐานที่พักสบาย ๆ สำหรับช้อปปิ้ง อาหารริมทาง และชีวิตยามค่ำคืน ห้องพักสว่างและใช้งานสะดวก มีหน้าต่างบานใหญ่และไวไฟความเร็วสูง บาร์ริมสระบนดาดฟ้าเสิร์ฟคราฟต์เบียร์ไทยยามพระอาทิตย์ตก เอ็มควอเทียร์และสวนเบญจสิริอยู่ห่างเพียงห้านาที และนั่งรถไฟฟ้าไปสยามได้ในสิบห้านาที',
    },
    address: {
      'zh-CN': '泰国曼谷空堤区空端街道素坤逸路24巷25号，邮编10110',
      'zh-TW': '泰國曼谷空堤區空端分區素坤逸路24巷25號，郵遞區號10110',
      'en-US': '25 Sukhumvit Soi 24, Khlong Tan, Khlong Toei, Bangkok 10110, Thailand',
      ja: 'タイ王国バンコク クロントイ区 クロンタン スクンビット通りソイ24 25番地 10110',
      'ko-KR': '태국 방콕 클롱떠이구 클롱딴 수쿰빗 소이 24, 25번지 (우편번호 10110)',
      'th-TH': '25 ซอยสุขุมวิท 24 แขวงคลองตัน เขตคลองเตย กรุงเทพมหานคร 10110',
    },
    phone: '+66 2 259 2424',
    email: 'sukhumvit.lumen@aurora-hotels.example',
    latitude: 13.7305,
    longitude: 100.5697,
    facilities: ['wifi', 'pool', 'gym', 'bar', 'laundry'],
    scenes: ['facade', 'pool', 'skyline'],
    taxRateBp: 700,
    serviceChargeBp: 1000,
    rooms: [
      { kind: 'SQ', floor: '4-12', total: 30, base: 2400 },
      { kind: 'SUPK', floor: '13-18', total: 18, base: 2900 },
      { kind: 'DLXT', floor: '13-18', total: 14, base: 3100 },
      { kind: 'FAM', floor: '19', total: 8, base: 3900 },
    ],
    corporate: true,
    longStay: false,
    cardGuarantee: true,
    breakfast: 450,
    airportTransfer: 1200,
    lateCheckOut: 500,
    fruitBasket: 600,
  },
];

/** The hotel of the single-hotel demo site. */
export const KYOTO_HOTEL_CODE = 'UKY001';
