import { BedType, SmokingPolicy, WindowType } from '@hotel/contract/enums';
import type { LocalizedText } from '../../db/columns.ts';

/** What a room picture shows; the pictures script draws one kind of scene per file. */
export type RoomScene = 'bedroom' | 'lounge' | 'kitchen' | 'tatami';

export interface RoomKind {
  code: string;
  /** File name stem of the shared pictures: /media/rooms/<slug>-<n>.svg. */
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  sizeSqm: number;
  window: string;
  smokingPolicy: string;
  bedType: string;
  maxAdults: number;
  maxChildren: number;
  /** Adults and children together, when fewer than both maxima added. */
  maxOccupancy?: number;
  /** One scene per picture, in order. */
  scenes: RoomScene[];
}

export const ROOM_KINDS = {
  SQ: {
    code: 'SQ',
    slug: 'standard-queen',
    name: {
      'zh-CN': '标准大床房',
      'zh-TW': '標準雙人房',
      'en-US': 'Standard Queen Room',
      ja: 'スタンダード クイーンルーム',
      'ko-KR': '스탠다드 퀸룸',
      'th-TH': 'ห้องสแตนดาร์ด เตียงควีน',
    },
    description: {
      'zh-CN': '明亮且布局合理的客房，配有一张大床、雨淋花洒和小巧的办公桌。',
      'zh-TW': '明亮且格局合理的客房，配有一張雙人床、雨淋花灑與小巧的工作桌。',
      'en-US': 'A bright, well-planned room with a queen-size bed, a rain shower and a compact work desk.',
      ja: 'クイーンサイズベッド、レインシャワー、コンパクトなワークデスクを備えた、明るく機能的な客室です。',
      'ko-KR': '퀸사이즈 침대, 레인 샤워, 아담한 업무용 책상을 갖춘 밝고 실용적인 객실입니다.',
      'th-TH': 'ห้องพักสว่างและจัดวางอย่างลงตัว มีเตียงขนาดควีน ฝักบัวเรนชาวเวอร์ และโต๊ะทำงานขนาดกะทัดรัด',
    },
    sizeSqm: 22,
    window: WindowType.exterior,
    smokingPolicy: SmokingPolicy.nonSmoking,
    bedType: BedType.queen,
    maxAdults: 2,
    maxChildren: 0,
    scenes: ['bedroom', 'lounge'],
  },
  SQS: {
    code: 'SQS',
    slug: 'standard-queen',
    name: {
      'zh-CN': '标准大床房（吸烟）',
      'zh-TW': '標準雙人房（吸菸）',
      'en-US': 'Standard Queen Room (Smoking)',
      ja: 'スタンダード クイーンルーム（喫煙）',
      'ko-KR': '스탠다드 퀸룸 (흡연)',
      'th-TH': 'ห้องสแตนดาร์ด เตียงควีน (สูบบุหรี่ได้)',
    },
    description: {
      'zh-CN': '位于吸烟楼层的明亮大床房，配有空气净化器和加强通风系统。',
      'zh-TW': '位於吸菸樓層的明亮雙人房，配有空氣清淨機與加強通風系統。',
      'en-US': 'The same bright queen room on our smoking floor, with an air purifier and extra ventilation.',
      ja: '喫煙フロアにある明るいクイーンルーム。空気清浄機と強化換気システムを備えています。',
      'ko-KR': '흡연 층에 있는 밝은 퀸룸으로, 공기청정기와 강화된 환기 시스템을 갖추고 있습니다.',
      'th-TH': 'ห้องเตียงควีนสว่างสดใสบนชั้นสำหรับผู้สูบบุหรี่ พร้อมเครื่องฟอกอากาศและระบบระบายอากาศเสริม',
    },
    sizeSqm: 22,
    window: WindowType.interior,
    smokingPolicy: SmokingPolicy.smoking,
    bedType: BedType.queen,
    maxAdults: 2,
    maxChildren: 0,
    scenes: ['bedroom'],
  },
  SUPK: {
    code: 'SUPK',
    slug: 'superior-king',
    name: {
      'zh-CN': '高级大床房',
      'zh-TW': '高級一大床客房',
      'en-US': 'Superior King Room',
      ja: 'スーペリア キングルーム',
      'ko-KR': '슈페리어 킹룸',
      'th-TH': 'ห้องซูพีเรียร์ เตียงคิง',
    },
    description: {
      'zh-CN': '宁静舒适的客房，配有特大床、窗边沙发和步入式淋浴间。',
      'zh-TW': '寧靜舒適的客房，配有特大雙人床、窗邊沙發與步入式淋浴間。',
      'en-US': 'A calm room with a king-size bed, a sofa by the window and a walk-in shower.',
      ja: 'キングサイズベッド、窓辺のソファ、ウォークインシャワーを備えた落ち着いた客室です。',
      'ko-KR': '킹사이즈 침대, 창가 소파, 워크인 샤워를 갖춘 아늑한 객실입니다.',
      'th-TH': 'ห้องพักเงียบสงบพร้อมเตียงขนาดคิง โซฟาริมหน้าต่าง และฝักบัวแบบวอล์กอิน',
    },
    sizeSqm: 32,
    window: WindowType.exterior,
    smokingPolicy: SmokingPolicy.nonSmoking,
    bedType: BedType.king,
    maxAdults: 2,
    maxChildren: 1,
    scenes: ['bedroom', 'lounge'],
  },
  DLXT: {
    code: 'DLXT',
    slug: 'deluxe-twin',
    name: {
      'zh-CN': '豪华双床房',
      'zh-TW': '豪華雙床客房',
      'en-US': 'Deluxe Twin Room',
      ja: 'デラックス ツインルーム',
      'ko-KR': '디럭스 트윈룸',
      'th-TH': 'ห้องดีลักซ์ เตียงแฝด',
    },
    description: {
      'zh-CN': '两张宽敞单人床、落地窗以及独立浴缸和淋浴间，适合朋友或同事结伴出行。',
      'zh-TW': '兩張寬敞單人床、落地窗以及獨立浴缸與淋浴間，適合朋友或同事結伴出遊。',
      'en-US':
        'Two generous single beds, floor-to-ceiling windows and a separate bathtub and shower: ideal for friends or colleagues travelling together.',
      ja: 'ゆったりとしたシングルベッド2台、床から天井までの窓、独立したバスタブとシャワーを備え、ご友人や同僚とのご旅行に最適です。',
      'ko-KR':
        '넉넉한 싱글 침대 2개, 전면 통창, 분리된 욕조와 샤워 공간을 갖춰 친구나 동료와 함께하는 여행에 적합합니다.',
      'th-TH':
        'เตียงเดี่ยวขนาดใหญ่สองเตียง หน้าต่างบานสูงจรดเพดาน อ่างอาบน้ำและฝักบัวแยกกัน เหมาะสำหรับเพื่อนหรือเพื่อนร่วมงานที่เดินทางด้วยกัน',
    },
    sizeSqm: 38,
    window: WindowType.floorToCeiling,
    smokingPolicy: SmokingPolicy.nonSmoking,
    bedType: BedType.twin,
    maxAdults: 2,
    maxChildren: 1,
    scenes: ['bedroom', 'lounge'],
  },
  DLXV: {
    code: 'DLXV',
    slug: 'deluxe-view',
    name: {
      'zh-CN': '豪华景观大床房',
      'zh-TW': '豪華景觀一大床客房',
      'en-US': 'Deluxe View King Room',
      ja: 'デラックス ビュー キングルーム',
      'ko-KR': '디럭스 뷰 킹룸',
      'th-TH': 'ห้องดีลักซ์วิว เตียงคิง',
    },
    description: {
      'zh-CN': '尽享最佳景致：特大床正对整面玻璃幕墙，窗边设有深泡浴缸，并配备Nespresso咖啡机。',
      'zh-TW': '盡享最佳景致：特大雙人床正對整面玻璃帷幕，窗邊設有深泡浴缸，並配備Nespresso咖啡機。',
      'en-US':
        'Our best views: a king-size bed facing a wall of glass, a deep bathtub by the window and a Nespresso machine.',
      ja: '最高の眺めをお約束します。一面のガラス窓に向いたキングサイズベッド、窓辺の深いバスタブ、ネスプレッソマシンを備えています。',
      'ko-KR':
        '최고의 전망을 자랑하는 객실로, 통유리 벽을 마주한 킹사이즈 침대, 창가의 깊은 욕조, 네스프레소 머신을 갖추고 있습니다.',
      'th-TH': 'ห้องที่มีวิวดีที่สุดของเรา เตียงขนาดคิงหันหน้าสู่ผนังกระจก อ่างอาบน้ำแบบลึกริมหน้าต่าง และเครื่องชงกาแฟเนสเพรสโซ',
    },
    sizeSqm: 42,
    window: WindowType.floorToCeiling,
    smokingPolicy: SmokingPolicy.nonSmoking,
    bedType: BedType.king,
    maxAdults: 2,
    maxChildren: 1,
    scenes: ['bedroom', 'lounge'],
  },
  EXSU: {
    code: 'EXSU',
    slug: 'executive-suite',
    name: {
      'zh-CN': '行政套房',
      'zh-TW': '行政套房',
      'en-US': 'Executive Suite',
      ja: 'エグゼクティブ スイート',
      'ko-KR': '이그제큐티브 스위트',
      'th-TH': 'ห้องเอ็กเซกคิวทีฟสวีท',
    },
    description: {
      'zh-CN': '独立客厅与卧室，设有客用洗手间，并可使用行政酒廊，享用早餐、下午茶和晚间酒水。',
      'zh-TW': '獨立客廳與臥室，設有客用化妝室，並可使用行政酒廊，享用早餐、下午茶與晚間酒水。',
      'en-US':
        'A separate living room and bedroom, a guest powder room and Executive Lounge access with breakfast, afternoon tea and evening drinks.',
      ja: '独立したリビングとベッドルーム、ゲスト用化粧室を備え、エグゼクティブラウンジで朝食、アフタヌーンティー、イブニングドリンクをお楽しみいただけます。',
      'ko-KR':
        '분리된 거실과 침실, 게스트용 파우더룸을 갖추었으며 이그제큐티브 라운지에서 조식, 애프터눈 티, 이브닝 드링크를 즐기실 수 있습니다.',
      'th-TH':
        'ห้องนั่งเล่นและห้องนอนแยกกัน มีห้องน้ำสำหรับแขก และสิทธิ์เข้าใช้เอ็กเซกคิวทีฟเลานจ์ พร้อมอาหารเช้า ชายามบ่าย และเครื่องดื่มยามเย็น',
    },
    sizeSqm: 68,
    window: WindowType.floorToCeiling,
    smokingPolicy: SmokingPolicy.nonSmoking,
    bedType: BedType.king,
    maxAdults: 3,
    maxChildren: 1,
    maxOccupancy: 4,
    scenes: ['lounge', 'bedroom'],
  },
  FAM: {
    code: 'FAM',
    slug: 'family',
    name: {
      'zh-CN': '家庭房',
      'zh-TW': '家庭客房',
      'en-US': 'Family Room',
      ja: 'ファミリールーム',
      'ko-KR': '패밀리룸',
      'th-TH': 'ห้องแฟมิลี่',
    },
    description: {
      'zh-CN': '大人睡双人床，孩子睡上下铺，设有游戏角，可按需提供婴儿浴盆，并留有放置婴儿床的空间。',
      'zh-TW': '大人睡雙人床，孩子睡上下舖，設有遊戲角，可依需求提供嬰兒澡盆，並留有擺放嬰兒床的空間。',
      'en-US':
        'A double bed for the grown-ups and a bunk bed for the children, with a play corner, a baby bath on request and space for a cot.',
      ja: '大人用のダブルベッドとお子様用の2段ベッド、プレイコーナーを備え、ベビーバスのご用意やベビーベッドの設置も可能です。',
      'ko-KR':
        '어른을 위한 더블 침대와 아이들을 위한 2층 침대, 놀이 공간이 있으며 요청 시 아기 욕조를 제공하고 아기 침대를 놓을 공간도 있습니다.',
      'th-TH': 'เตียงดับเบิลสำหรับผู้ใหญ่และเตียงสองชั้นสำหรับเด็ก พร้อมมุมเล่น อ่างอาบน้ำเด็กเมื่อร้องขอ และพื้นที่สำหรับวางเตียงเด็กอ่อน',
    },
    sizeSqm: 45,
    window: WindowType.exterior,
    smokingPolicy: SmokingPolicy.nonSmoking,
    bedType: BedType.double,
    maxAdults: 3,
    maxChildren: 2,
    maxOccupancy: 4,
    scenes: ['bedroom', 'lounge'],
  },
  STU: {
    code: 'STU',
    slug: 'studio',
    name: {
      'zh-CN': '开间公寓',
      'zh-TW': '單間公寓',
      'en-US': 'Studio Apartment',
      ja: 'スタジオ アパートメント',
      'ko-KR': '스튜디오 아파트',
      'th-TH': 'อพาร์ตเมนต์สตูดิโอ',
    },
    description: {
      'zh-CN': '开放式开间，配有大床、带电磁炉的小厨房、洗衣干衣一体机和双人餐桌。',
      'zh-TW': '開放式格局，配有雙人床、附電磁爐的小廚房、洗脫烘衣機與雙人餐桌。',
      'en-US':
        'An open-plan studio with a queen bed, a kitchenette with an induction hob, a washer-dryer and a dining table for two.',
      ja: 'クイーンベッド、IHコンロ付きミニキッチン、洗濯乾燥機、2人用ダイニングテーブルを備えたオープンプランのスタジオです。',
      'ko-KR': '퀸 침대, 인덕션이 있는 간이 주방, 세탁건조기, 2인용 식탁을 갖춘 오픈형 스튜디오입니다.',
      'th-TH': 'สตูดิโอแบบเปิดโล่ง มีเตียงขนาดควีน ครัวขนาดเล็กพร้อมเตาแม่เหล็กไฟฟ้า เครื่องซักอบผ้า และโต๊ะรับประทานอาหารสำหรับสองที่',
    },
    sizeSqm: 40,
    window: WindowType.exterior,
    smokingPolicy: SmokingPolicy.nonSmoking,
    bedType: BedType.queen,
    maxAdults: 2,
    maxChildren: 1,
    scenes: ['bedroom', 'kitchen'],
  },
  APT1: {
    code: 'APT1',
    slug: 'apartment-one-bedroom',
    name: {
      'zh-CN': '一居室公寓',
      'zh-TW': '一房一廳公寓',
      'en-US': 'One-Bedroom Apartment',
      ja: '1ベッドルーム アパートメント',
      'ko-KR': '원 베드룸 아파트',
      'th-TH': 'อพาร์ตเมนต์หนึ่งห้องนอน',
    },
    description: {
      'zh-CN': '卧室配特大床，客厅设沙发床，全套厨房配有烤箱和洗碗机，住一周或一个月都如家般自在。',
      'zh-TW': '臥室配特大雙人床，客廳設沙發床，完整廚房配有烤箱與洗碗機，住一週或一個月都像在家一樣自在。',
      'en-US':
        'A bedroom with a king bed, a living room with a sofa bed and a full kitchen with oven and dishwasher: home for a week or a month.',
      ja: 'キングベッドのベッドルーム、ソファベッドのあるリビング、オーブンと食器洗い機付きのフルキッチンを備え、1週間でも1か月でもわが家のように過ごせます。',
      'ko-KR':
        '킹 침대가 있는 침실, 소파베드가 있는 거실, 오븐과 식기세척기를 갖춘 풀키친으로 일주일이든 한 달이든 집처럼 지낼 수 있습니다.',
      'th-TH':
        'ห้องนอนพร้อมเตียงขนาดคิง ห้องนั่งเล่นพร้อมโซฟาเบด และครัวครบครันพร้อมเตาอบและเครื่องล้างจาน อยู่สบายเหมือนบ้านไม่ว่าจะหนึ่งสัปดาห์หรือหนึ่งเดือน',
    },
    sizeSqm: 65,
    window: WindowType.exterior,
    smokingPolicy: SmokingPolicy.nonSmoking,
    bedType: BedType.king,
    maxAdults: 3,
    maxChildren: 1,
    maxOccupancy: 4,
    scenes: ['lounge', 'kitchen'],
  },
  APT2: {
    code: 'APT2',
    slug: 'apartment-two-bedroom',
    name: {
      'zh-CN': '两居室公寓',
      'zh-TW': '兩房一廳公寓',
      'en-US': 'Two-Bedroom Apartment',
      ja: '2ベッドルーム アパートメント',
      'ko-KR': '투 베드룸 아파트',
      'th-TH': 'อพาร์ตเมนต์สองห้องนอน',
    },
    description: {
      'zh-CN': '两间卧室（一间特大床、一间双床），两间浴室，宽敞的客餐厅和阳台，适合家庭和长住客人。',
      'zh-TW': '兩間臥室（一間特大雙人床、一間兩小床），兩間浴室，寬敞的客餐廳與陽台，適合家庭與長住旅客。',
      'en-US':
        'Two bedrooms, one king and one twin, with two bathrooms, a large living and dining room and a balcony. Made for families and long stays.',
      ja: 'キングベッドとツインベッドの2つのベッドルーム、2つのバスルーム、広いリビングダイニングとバルコニーを備え、ご家族や長期滞在に最適です。',
      'ko-KR':
        '킹 침대와 트윈 침대가 있는 침실 2개, 욕실 2개, 넓은 거실 겸 식당과 발코니를 갖추어 가족 여행과 장기 투숙에 적합합니다.',
      'th-TH':
        'สองห้องนอน (เตียงคิงหนึ่งห้อง เตียงแฝดหนึ่งห้อง) สองห้องน้ำ ห้องนั่งเล่นและรับประทานอาหารขนาดใหญ่ และระเบียง เหมาะสำหรับครอบครัวและการพักระยะยาว',
    },
    sizeSqm: 110,
    window: WindowType.floorToCeiling,
    smokingPolicy: SmokingPolicy.nonSmoking,
    bedType: BedType.king,
    maxAdults: 4,
    maxChildren: 2,
    maxOccupancy: 5,
    scenes: ['lounge', 'bedroom'],
  },
  WAS: {
    code: 'WAS',
    slug: 'tatami',
    name: {
      'zh-CN': '日式榻榻米客房',
      'zh-TW': '日式榻榻米和室',
      'en-US': 'Japanese-Style Tatami Room',
      ja: '和室（畳）',
      'ko-KR': '일본식 다다미 객실',
      'th-TH': 'ห้องสไตล์ญี่ปุ่นปูเสื่อทาทามิ',
    },
    description: {
      'zh-CN': '榻榻米、障子纸门与每晚铺好的柔软被褥，配有桧木浴缸，可观赏庭园景色，最多可入住四人。',
      'zh-TW': '榻榻米、障子紙門與每晚鋪好的柔軟被褥，配有檜木浴缸，可欣賞庭園景致，最多可入住四人。',
      'en-US':
        'Tatami mats, shoji screens and soft futons laid out each evening, with a cypress-wood bath and a view of the garden. Sleeps up to four.',
      ja: '畳と障子のしつらえに、毎晩ふかふかの布団をご用意します。檜風呂を備え、庭園を眺められます。最大4名様までご宿泊いただけます。',
      'ko-KR':
        '다다미와 쇼지 문, 매일 저녁 깔아 드리는 푹신한 이불에 편백나무 욕조를 갖추었으며 정원이 내려다보입니다. 최대 4명까지 투숙할 수 있습니다.',
      'th-TH': 'ห้องปูเสื่อทาทามิพร้อมประตูโชจิ และฟูกนุ่มที่ปูให้ทุกเย็น มีอ่างอาบน้ำไม้ฮิโนกิและวิวสวน พักได้สูงสุดสี่ท่าน',
    },
    sizeSqm: 48,
    window: WindowType.exterior,
    smokingPolicy: SmokingPolicy.nonSmoking,
    bedType: BedType.twin,
    maxAdults: 4,
    maxChildren: 2,
    maxOccupancy: 5,
    scenes: ['tatami'],
  },
} satisfies Record<string, RoomKind>;

export type RoomKindCode = keyof typeof ROOM_KINDS;

/** Picture scene per room-kind slug, deduplicated: the files the pictures script writes. */
export function roomPictureFiles(): { file: string; scene: RoomScene; kind: RoomKind }[] {
  const files = new Map<string, { file: string; scene: RoomScene; kind: RoomKind }>();
  for (const kind of Object.values(ROOM_KINDS) as RoomKind[]) {
    kind.scenes.forEach((scene, index) => {
      const file = `${kind.slug}-${index + 1}.svg`;
      if (!files.has(file)) files.set(file, { file, scene, kind });
    });
  }
  return [...files.values()];
}
