import { CouponType } from '@hotel/contract/enums';
import type { LimitRule } from '@hotel/contract/schemas/mall';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { LocalizedText, StoredPicture } from '../db/columns.ts';
import {
  mallCategories,
  mallGoods,
  mallSkus,
  type StoredSpec,
  type StoredTierPrice,
  type StoredVoucherTerms,
} from '../modules/mall/mall.schema.ts';
import { couponTemplates, memberCoupons } from '../modules/promotions/promotions.schema.ts';
import { siteConfigs } from '../modules/site/site.schema.ts';
import { addDays } from './calendar.ts';
import { DEMO_MEMBER } from './members.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** zh-CN, zh-TW, en-US, ja, ko-KR, th-TH */
const t = (zhCN: string, zhTW: string, en: string, ja: string, ko: string, th: string): LocalizedText => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': en,
  ja,
  'ko-KR': ko,
  'th-TH': th,
});

const picture = (file: string, alt: LocalizedText): StoredPicture => ({
  url: `/media/mall/${file}.svg`,
  alt,
  width: 320,
  height: 320,
});

/** The mall coupon: templates limited to 'MALL' apply to goods orders only. */
export const MALL_COUPON_TEMPLATE = 'MALL20';
export const MALL_DEMO_COUPON_CODE = 'CPMALL20DEMO';
export const MALL_GIFT_COUPON_CODE = 'CPMALL20GIFT';
export const MALL_SHOP_ID = 'AURORA-MALL';

const SPEC = {
  size: t('尺寸', '尺寸', 'Size', 'サイズ', '사이즈', 'ขนาด'),
  colour: t('颜色', '顏色', 'Colour', 'カラー', '색상', 'สี'),
  value: t('面值', '面額', 'Value', '額面', '금액', 'มูลค่า'),
};
const V = {
  standard: t('标准', '標準', 'Standard', 'スタンダード', '스탠다드', 'มาตรฐาน'),
  king: t('加大', '加大', 'King', 'キング', '킹', 'คิง'),
  ivory: t('象牙白', '象牙白', 'Ivory', 'アイボリー', '아이보리', 'งาช้าง'),
  grey: t('雾灰', '霧灰', 'Grey', 'グレー', '그레이', 'เทา'),
  champagne: t('香槟色', '香檳色', 'Champagne', 'シャンパン', '샴페인', 'แชมเปญ'),
  midnight: t('午夜蓝', '午夜藍', 'Midnight', 'ミッドナイト', '미드나이트', 'มิดไนท์'),
  m: t('中号', '中號', 'M', 'M', 'M', 'M'),
  l: t('大号', '大號', 'L', 'L', 'L', 'L'),
  cny500: t('500元', '500元', 'CNY 500', '500元', '500위안', '500 หยวน'),
  cny1000: t('1000元', '1000元', 'CNY 1,000', '1000元', '1000위안', '1,000 หยวน'),
};
const spec = (name: LocalizedText, value: LocalizedText): StoredSpec => ({ spec: name, value });

interface GoodsSeed {
  goodsCode: string;
  categoryCode: string;
  kind: 'physical' | 'giftCard' | 'voucher';
  name: LocalizedText;
  subtitle: LocalizedText;
  description: LocalizedText;
  file: string;
  skus: {
    skuCode: string;
    specs: StoredSpec[];
    price: number;
    stock: number;
    points?: number;
    tierPrices?: StoredTierPrice[];
  }[];
  saleStartsAt?: Date | null;
  saleEndsAt?: Date | null;
  flash?: { percent: number; startsAt: Date; endsAt: Date };
  minPurchase?: number;
  limits?: LimitRule[];
  voucher?: StoredVoucherTerms;
  refundable?: boolean;
  commissionRateBp?: number;
}

/** Members' prices of the towel set: Gold and Platinum pay less. */
const TOWEL_TIER_PRICES: StoredTierPrice[] = [
  { tier: 3, price: 29_900 },
  { tier: 4, price: 26_900 },
];

function goodsSeeds(today: string): GoodsSeed[] {
  const at = (days: number, time = '00:00:00') => new Date(`${addDays(today, days)}T${time}+08:00`);
  return [
    {
      goodsCode: 'PILLOW-CLOUD',
      categoryCode: 'BEDDING',
      kind: 'physical',
      name: t(
        '极光云朵枕',
        '極光雲朵枕',
        'Aurora Cloud Pillow',
        'オーロラ クラウドピロー',
        '오로라 클라우드 베개',
        'หมอนคลาวด์ออโรร่า',
      ),
      subtitle: t(
        '客房同款羽绒枕',
        '客房同款羽絨枕',
        'The down pillow from our rooms',
        '客室と同じダウンピロー',
        '객실과 같은 다운 베개',
        'หมอนขนเป็ดแบบเดียวกับในห้องพัก',
      ),
      description: t(
        '<p>白鹅绒填充，柔软回弹，带回家的酒店睡眠。</p>',
        '<p>白鵝絨填充，柔軟回彈，帶回家的飯店睡眠。</p>',
        '<p>White goose down, soft and springy: hotel sleep at home.</p>',
        '<p>ホワイトグースダウンのやわらかな弾力。ホテルの眠りをご自宅で。</p>',
        '<p>화이트 구스 다운의 부드러운 탄력, 집에서 누리는 호텔의 잠.</p>',
        '<p>ขนห่านขาว นุ่มและคืนตัว หลับสบายแบบโรงแรมที่บ้าน</p>',
      ),
      file: 'pillow-cloud',
      skus: [
        {
          skuCode: 'PILLOW-CLOUD-STD-IVR',
          specs: [spec(SPEC.size, V.standard), spec(SPEC.colour, V.ivory)],
          price: 29_900,
          stock: 40,
        },
        {
          skuCode: 'PILLOW-CLOUD-STD-GRY',
          specs: [spec(SPEC.size, V.standard), spec(SPEC.colour, V.grey)],
          price: 29_900,
          stock: 25,
        },
        {
          skuCode: 'PILLOW-CLOUD-KNG-IVR',
          specs: [spec(SPEC.size, V.king), spec(SPEC.colour, V.ivory)],
          price: 35_900,
          stock: 20,
        },
        {
          skuCode: 'PILLOW-CLOUD-KNG-GRY',
          specs: [spec(SPEC.size, V.king), spec(SPEC.colour, V.grey)],
          price: 35_900,
          stock: 0,
        },
      ],
      commissionRateBp: 800,
    },
    {
      goodsCode: 'PILLOWCASE-SILK',
      categoryCode: 'BEDDING',
      kind: 'physical',
      name: t(
        '桑蚕丝枕套',
        '桑蠶絲枕套',
        'Mulberry Silk Pillowcase',
        'シルクピローケース',
        '실크 베개 커버',
        'ปลอกหมอนผ้าไหมมัลเบอร์รี่',
      ),
      subtitle: t(
        '限时闪购 6 折',
        '限時閃購 6 折',
        'Flash sale: 40% off',
        'タイムセール 40% オフ',
        '플래시 세일 40% 할인',
        'แฟลชเซล ลด 40%',
      ),
      description: t(
        '<p>22 姆米桑蚕丝，亲肤顺滑。每人每天限购 2 件。</p>',
        '<p>22 姆米桑蠶絲，親膚順滑。每人每天限購 2 件。</p>',
        '<p>22 momme mulberry silk, smooth on the skin. Limit 2 per person per day.</p>',
        '<p>22 匁のシルクで肌ざわりなめらか。お一人様 1 日 2 点まで。</p>',
        '<p>22몸메 실크로 피부에 부드럽습니다. 1인 1일 2개 한정.</p>',
        '<p>ผ้าไหมมัลเบอร์รี่ 22 มอมมี่ นุ่มลื่น จำกัด 2 ชิ้นต่อคนต่อวัน</p>',
      ),
      file: 'pillow-silk',
      skus: [
        {
          skuCode: 'SILK-CHAMPAGNE',
          specs: [spec(SPEC.colour, V.champagne)],
          price: 19_900,
          stock: 30,
        },
        {
          skuCode: 'SILK-MIDNIGHT',
          specs: [spec(SPEC.colour, V.midnight)],
          price: 19_900,
          stock: 30,
        },
      ],
      flash: { percent: 40, startsAt: at(-1), endsAt: at(2) },
      limits: [{ period: 'day', scope: 'person', quantity: 2 }],
      commissionRateBp: 500,
    },
    {
      goodsCode: 'BATHROBE',
      categoryCode: 'BEDDING',
      kind: 'physical',
      name: t(
        '华夫格浴袍',
        '華夫格浴袍',
        'Waffle Bathrobe',
        'ワッフル バスローブ',
        '와플 목욕 가운',
        'เสื้อคลุมอาบน้ำลายวาฟเฟิล',
      ),
      subtitle: t(
        '轻盈吸水',
        '輕盈吸水',
        'Light and absorbent',
        '軽くて吸水性抜群',
        '가볍고 흡수력 좋은',
        'เบาและซับน้ำดี',
      ),
      description: t(
        '<p>纯棉华夫格面料。</p>',
        '<p>純棉華夫格面料。</p>',
        '<p>Pure cotton waffle weave.</p>',
        '<p>綿 100% のワッフル織り。</p>',
        '<p>순면 와플 직조.</p>',
        '<p>ผ้าฝ้ายแท้ทอลายวาฟเฟิล</p>',
      ),
      file: 'bathrobe',
      skus: [
        { skuCode: 'BATHROBE-M', specs: [spec(SPEC.size, V.m)], price: 45_900, stock: 15 },
        { skuCode: 'BATHROBE-L', specs: [spec(SPEC.size, V.l)], price: 45_900, stock: 15 },
      ],
      commissionRateBp: 600,
    },
    {
      goodsCode: 'AROMA-OIL',
      categoryCode: 'AMENITIES',
      kind: 'physical',
      name: t(
        '大堂香氛精油',
        '大廳香氛精油',
        'Lobby Scent Oil',
        'ロビーの香り アロマオイル',
        '로비 향 아로마 오일',
        'น้ำมันหอมระเหยกลิ่นล็อบบี้',
      ),
      subtitle: t('2 瓶起售', '2 瓶起售', 'Sold in twos', '2 本から', '2병부터 판매', 'ขั้นต่ำ 2 ขวด'),
      description: t(
        '<p>雪松与白茶。最少购买 2 瓶。</p>',
        '<p>雪松與白茶。最少購買 2 瓶。</p>',
        '<p>Cedar and white tea. Minimum purchase 2 bottles.</p>',
        '<p>シダーと白茶。2 本以上でご購入ください。</p>',
        '<p>시더와 화이트 티. 최소 2병 구매.</p>',
        '<p>ซีดาร์และชาขาว ซื้อขั้นต่ำ 2 ขวด</p>',
      ),
      file: 'aroma',
      skus: [{ skuCode: 'AROMA-OIL-30ML', specs: [], price: 12_800, stock: 60 }],
      minPurchase: 2,
    },
    {
      goodsCode: 'TEA-BOX',
      categoryCode: 'AMENITIES',
      kind: 'physical',
      name: t(
        '迎宾茶礼盒',
        '迎賓茶禮盒',
        'Welcome Tea Gift Box',
        'ウェルカムティー ギフトボックス',
        '웰컴 티 선물 상자',
        'กล่องของขวัญชาต้อนรับ',
      ),
      subtitle: t('即将开售', '即將開賣', 'On sale soon', 'まもなく発売', '곧 판매 시작', 'เร็ว ๆ นี้'),
      description: t(
        '<p>三款客房茶。</p>',
        '<p>三款客房茶。</p>',
        '<p>Three of our room teas.</p>',
        '<p>客室のお茶 3 種。</p>',
        '<p>객실 차 3종.</p>',
        '<p>ชาในห้องพัก 3 ชนิด</p>',
      ),
      file: 'tea',
      skus: [{ skuCode: 'TEA-BOX-3', specs: [], price: 16_800, stock: 80 }],
      saleStartsAt: at(3, '10:00:00'),
    },
    {
      goodsCode: 'SLIPPERS',
      categoryCode: 'AMENITIES',
      kind: 'physical',
      name: t('客房拖鞋', '客房拖鞋', 'Room Slippers', 'ルームスリッパ', '객실 슬리퍼', 'รองเท้าแตะในห้อง'),
      subtitle: t(
        '季节限定，已售罄下架',
        '季節限定，已下架',
        'Seasonal edition, sale ended',
        '季節限定（販売終了）',
        '시즌 한정, 판매 종료',
        'รุ่นตามฤดูกาล ปิดการขายแล้ว',
      ),
      description: t(
        '<p>秋季限定款。</p>',
        '<p>秋季限定款。</p>',
        '<p>Autumn edition.</p>',
        '<p>秋限定モデル。</p>',
        '<p>가을 한정판.</p>',
        '<p>รุ่นฤดูใบไม้ร่วง</p>',
      ),
      file: 'slippers',
      skus: [{ skuCode: 'SLIPPERS-ONE', specs: [], price: 6_800, stock: 10 }],
      saleStartsAt: at(-60),
      saleEndsAt: at(-1),
    },
    {
      goodsCode: 'CANDLE',
      categoryCode: 'AMENITIES',
      kind: 'physical',
      name: t(
        '限量香薰蜡烛',
        '限量香氛蠟燭',
        'Limited Scented Candle',
        '限定アロマキャンドル',
        '한정판 향초',
        'เทียนหอมรุ่นจำกัด',
      ),
      subtitle: t(
        '全球限量 100 支',
        '全球限量 100 支',
        'Only 100 ever made',
        '限定 100 本',
        '한정 100개',
        'ผลิตเพียง 100 ชิ้น',
      ),
      description: t(
        '<p>手工倒制。</p>',
        '<p>手工倒製。</p>',
        '<p>Hand poured.</p>',
        '<p>ハンドメイド。</p>',
        '<p>수제 제작.</p>',
        '<p>ทำมือ</p>',
      ),
      file: 'candle',
      skus: [{ skuCode: 'CANDLE-200G', specs: [], price: 9_800, stock: 100 }],
      limits: [{ period: 'lifetime', scope: 'overall', quantity: 100 }],
    },
    {
      goodsCode: 'TOWEL-SET',
      categoryCode: 'BEDDING',
      kind: 'physical',
      name: t(
        '埃及棉浴巾套装',
        '埃及棉浴巾套裝',
        'Egyptian Cotton Towel Set',
        'エジプト綿タオルセット',
        '이집트 면 타월 세트',
        'ชุดผ้าขนหนูฝ้ายอียิปต์',
      ),
      subtitle: t(
        '金卡与白金卡会员专享价',
        '金卡與白金卡會員專享價',
        'Member prices for Gold and Platinum',
        'ゴールド・プラチナ会員価格あり',
        '골드·플래티넘 회원가',
        'ราคาพิเศษสำหรับสมาชิกโกลด์และแพลทินัม',
      ),
      description: t(
        '<p>浴巾、面巾与方巾各一条。</p>',
        '<p>浴巾、面巾與方巾各一條。</p>',
        '<p>A bath towel, a hand towel and a face cloth.</p>',
        '<p>バスタオル、フェイスタオル、ウォッシュタオル各1枚。</p>',
        '<p>목욕 타월, 핸드 타월, 페이스 타월 각 1장.</p>',
        '<p>ผ้าเช็ดตัว ผ้าเช็ดมือ และผ้าเช็ดหน้าอย่างละผืน</p>',
      ),
      file: 'bathrobe',
      skus: [{ skuCode: 'TOWEL-SET', specs: [], price: 32_900, stock: 80, tierPrices: TOWEL_TIER_PRICES }],
    },
    {
      goodsCode: 'TRAVEL-KIT',
      categoryCode: 'AMENITIES',
      kind: 'physical',
      name: t(
        '旅行洗护套装',
        '旅行洗護套裝',
        'Travel Amenity Kit',
        'トラベルアメニティキット',
        '여행용 어메니티 키트',
        'ชุดของใช้เดินทาง',
      ),
      subtitle: t(
        '积分加现金兑换',
        '積分加現金兌換',
        'Points plus cash',
        'ポイント＋現金で交換',
        '포인트와 현금으로 교환',
        'แลกด้วยคะแนนและเงินสด',
      ),
      description: t(
        '<p>客房同款洗发、护发与沐浴露旅行装。</p>',
        '<p>客房同款洗髮、護髮與沐浴露旅行裝。</p>',
        '<p>Travel sizes of the shampoo, conditioner and body wash from our rooms.</p>',
        '<p>客室と同じシャンプー、コンディショナー、ボディソープのトラベルサイズ。</p>',
        '<p>객실과 같은 샴푸, 컨디셔너, 바디워시 여행용.</p>',
        '<p>แชมพู ครีมนวด และสบู่เหลวขนาดพกพาแบบเดียวกับในห้องพัก</p>',
      ),
      file: 'aroma',
      skus: [{ skuCode: 'TRAVEL-KIT', specs: [], price: 3_900, points: 600, stock: 200 }],
    },
    {
      goodsCode: 'SLEEP-MASK',
      categoryCode: 'AMENITIES',
      kind: 'physical',
      name: t('真丝眼罩', '真絲眼罩', 'Silk Sleep Mask', 'シルクアイマスク', '실크 수면 안대', 'ผ้าปิดตาผ้าไหม'),
      subtitle: t('积分兑换', '積分兌換', 'For points', 'ポイントで交換', '포인트로 교환', 'แลกด้วยคะแนน'),
      description: t(
        '<p>纯桑蚕丝，轻柔遮光。</p>',
        '<p>純桑蠶絲，輕柔遮光。</p>',
        '<p>Pure mulberry silk that keeps out the light.</p>',
        '<p>光を遮る純シルク。</p>',
        '<p>빛을 막아 주는 100% 실크.</p>',
        '<p>ผ้าไหมแท้ กันแสงได้ดี</p>',
      ),
      file: 'pillow-silk',
      skus: [{ skuCode: 'SLEEP-MASK', specs: [], price: 0, points: 800, stock: 200 }],
    },
    {
      goodsCode: 'GIFT-CARD',
      categoryCode: 'GIFTCARDS',
      kind: 'giftCard',
      name: t(
        '极光酒店礼品卡',
        '極光飯店禮品卡',
        'Aurora Hotels Gift Card',
        'オーロラホテルズ ギフトカード',
        '오로라 호텔 기프트 카드',
        'บัตรของขวัญออโรร่าโฮเทลส์',
      ),
      subtitle: t(
        '住宿与餐饮通用',
        '住宿與餐飲通用',
        'For stays and dining',
        '宿泊・お食事にご利用可',
        '숙박과 식사에 사용 가능',
        'ใช้ได้ทั้งที่พักและห้องอาหาร',
      ),
      description: t(
        '<p>凭兑换码在前台使用，售出不退。</p>',
        '<p>憑兌換碼於櫃檯使用，售出不退。</p>',
        '<p>Redeem the code at the front desk. Not refundable.</p>',
        '<p>フロントで引換コードをご提示ください。返金不可。</p>',
        '<p>프런트에서 교환 코드로 사용. 환불 불가.</p>',
        '<p>แลกรหัสที่แผนกต้อนรับ ไม่สามารถคืนเงินได้</p>',
      ),
      file: 'gift-card',
      skus: [
        { skuCode: 'GIFT-CARD-500', specs: [spec(SPEC.value, V.cny500)], price: 50_000, stock: 500 },
        { skuCode: 'GIFT-CARD-1000', specs: [spec(SPEC.value, V.cny1000)], price: 100_000, stock: 500 },
      ],
      voucher: {
        serviceName: t('礼品卡', '禮品卡', 'Gift card', 'ギフトカード', '기프트 카드', 'บัตรของขวัญ'),
        uses: 1,
        validDays: 365,
        hotelCodes: [],
      },
      refundable: false,
      commissionRateBp: 300,
    },
    {
      goodsCode: 'BREAKFAST-2',
      categoryCode: 'SERVICES',
      kind: 'voucher',
      name: t(
        '双人早餐券',
        '雙人早餐券',
        'Breakfast for Two',
        '朝食券（2 名様）',
        '2인 조식권',
        'บัตรอาหารเช้าสำหรับสองท่าน',
      ),
      subtitle: t(
        '可分两次使用',
        '可分兩次使用',
        'Two breakfasts, use one at a time',
        '1 回ずつご利用可',
        '한 번에 하나씩 사용 가능',
        'ใช้ได้ทีละมื้อ',
      ),
      description: t(
        '<p>任一极光酒店自助早餐两份，可分次使用，180 天有效。</p>',
        '<p>任一極光飯店自助早餐兩份，可分次使用，180 天有效。</p>',
        '<p>Two buffet breakfasts at any Aurora hotel, usable one at a time, valid 180 days.</p>',
        '<p>オーロラ各ホテルのビュッフェ朝食 2 回分。分けてご利用いただけます。180 日間有効。</p>',
        '<p>모든 오로라 호텔 조식 뷔페 2회, 나누어 사용 가능, 180일간 유효.</p>',
        '<p>บุฟเฟต์อาหารเช้า 2 มื้อที่โรงแรมออโรร่าทุกแห่ง ใช้แยกได้ อายุ 180 วัน</p>',
      ),
      file: 'breakfast',
      skus: [{ skuCode: 'BREAKFAST-2', specs: [], price: 19_800, stock: 200 }],
      voucher: {
        serviceName: t('早餐', '早餐', 'Breakfast', '朝食', '조식', 'อาหารเช้า'),
        uses: 2,
        validDays: 180,
        hotelCodes: [],
      },
      commissionRateBp: 1000,
    },
    {
      goodsCode: 'SPA-60',
      categoryCode: 'SERVICES',
      kind: 'voucher',
      name: t('60 分钟水疗', '60 分鐘水療', '60-minute Spa', '60 分スパ', '60분 스파', 'สปา 60 นาที'),
      subtitle: t(
        '每人每月限购 2 张',
        '每人每月限購 2 張',
        'Limit 2 per person per month',
        'お一人様月 2 枚まで',
        '1인 월 2매 한정',
        'จำกัด 2 ใบต่อคนต่อเดือน',
      ),
      description: t(
        '<p>精油按摩一次。</p>',
        '<p>精油按摩一次。</p>',
        '<p>One aromatherapy massage.</p>',
        '<p>アロマトリートメント 1 回。</p>',
        '<p>아로마 마사지 1회.</p>',
        '<p>นวดอโรมา 1 ครั้ง</p>',
      ),
      file: 'spa',
      skus: [{ skuCode: 'SPA-60', specs: [], price: 58_800, stock: 50 }],
      voucher: { serviceName: t('水疗', '水療', 'Spa', 'スパ', '스파', 'สปา'), uses: 1, validDays: 90, hotelCodes: [] },
      limits: [{ period: 'month', scope: 'person', quantity: 2 }],
    },
    {
      goodsCode: 'AFTERNOON-TEA',
      categoryCode: 'SERVICES',
      kind: 'voucher',
      name: t(
        '大堂吧下午茶',
        '大廳吧下午茶',
        'Lobby Afternoon Tea',
        'ロビーのアフタヌーンティー',
        '로비 애프터눈 티',
        'น้ำชายามบ่ายที่ล็อบบี้',
      ),
      subtitle: t('双人套餐', '雙人套餐', 'Set for two', '2 名様セット', '2인 세트', 'ชุดสำหรับสองท่าน'),
      description: t(
        '<p>三层点心与茶饮。</p>',
        '<p>三層點心與茶飲。</p>',
        '<p>Three tiers of pastries with tea.</p>',
        '<p>3 段スタンドのスイーツとお茶。</p>',
        '<p>3단 디저트와 차.</p>',
        '<p>ขนมสามชั้นพร้อมชา</p>',
      ),
      file: 'afternoon-tea',
      skus: [{ skuCode: 'AFTERNOON-TEA-2', specs: [], price: 26_800, stock: 80 }],
      voucher: {
        serviceName: t('下午茶', '下午茶', 'Afternoon tea', 'アフタヌーンティー', '애프터눈 티', 'น้ำชายามบ่าย'),
        uses: 1,
        validDays: 120,
        hotelCodes: [],
      },
    },
    {
      goodsCode: 'LATE-CHECKOUT',
      categoryCode: 'SERVICES',
      kind: 'voucher',
      name: t(
        '延迟退房券',
        '延遲退房券',
        'Late Check-out',
        'レイトチェックアウト券',
        '레이트 체크아웃권',
        'บัตรเช็กเอาต์ล่าช้า',
      ),
      subtitle: t(
        '延至 16:00，售出不退',
        '延至 16:00，售出不退',
        'Until 4 pm, non-refundable',
        '16 時まで・返金不可',
        '오후 4시까지, 환불 불가',
        'ถึง 16:00 น. ไม่คืนเงิน',
      ),
      description: t(
        '<p>每人每周限购 1 张。</p>',
        '<p>每人每週限購 1 張。</p>',
        '<p>Limit 1 per person per week.</p>',
        '<p>お一人様週 1 枚まで。</p>',
        '<p>1인 주 1매 한정.</p>',
        '<p>จำกัด 1 ใบต่อคนต่อสัปดาห์</p>',
      ),
      file: 'late-checkout',
      skus: [{ skuCode: 'LATE-CHECKOUT', specs: [], price: 9_900, stock: 100 }],
      voucher: {
        serviceName: t(
          '延迟退房',
          '延遲退房',
          'Late check-out',
          'レイトチェックアウト',
          '레이트 체크아웃',
          'เช็กเอาต์ล่าช้า',
        ),
        uses: 1,
        validDays: 60,
        hotelCodes: [],
      },
      limits: [{ period: 'week', scope: 'person', quantity: 1 }],
      refundable: false,
    },
  ];
}

const CATEGORIES = [
  { categoryCode: 'BEDDING', name: t('床品', '寢具', 'Bedding', '寝具', '침구', 'เครื่องนอน'), file: 'pillow-cloud' },
  {
    categoryCode: 'AMENITIES',
    name: t('客房好物', '客房好物', 'Room Favourites', '客室アイテム', '객실 용품', 'ของใช้ในห้องพัก'),
    file: 'aroma',
  },
  {
    categoryCode: 'GIFTCARDS',
    name: t('礼品卡', '禮品卡', 'Gift Cards', 'ギフトカード', '기프트 카드', 'บัตรของขวัญ'),
    file: 'gift-card',
  },
  {
    categoryCode: 'SERVICES',
    name: t('酒店服务券', '飯店服務券', 'Hotel Services', 'ホテルサービス券', '호텔 서비스권', 'บัตรบริการโรงแรม'),
    file: 'breakfast',
  },
];

/** The demo mall: categories, twelve products with specifications, a flash sale, vouchers and a mall coupon. */
export async function seedMall(tx: Tx, today: string) {
  await tx.insert(mallCategories).values(
    CATEGORIES.map((category, index) => ({
      categoryCode: category.categoryCode,
      name: category.name,
      picture: picture(category.file, category.name),
      sortOrder: index,
    })),
  );
  const seeds = goodsSeeds(today);
  await tx.insert(mallGoods).values(
    seeds.map((goods, index) => ({
      goodsCode: goods.goodsCode,
      categoryCode: goods.categoryCode,
      kind: goods.kind,
      name: goods.name,
      subtitle: goods.subtitle,
      description: goods.description,
      pictures: [picture(goods.file, goods.name)],
      currency: 'CNY',
      saleStartsAt: goods.saleStartsAt ?? null,
      saleEndsAt: goods.saleEndsAt ?? null,
      flashDiscountPercent: goods.flash?.percent ?? null,
      flashStartsAt: goods.flash?.startsAt ?? null,
      flashEndsAt: goods.flash?.endsAt ?? null,
      minPurchase: goods.minPurchase ?? 1,
      limits: goods.limits ?? [],
      voucher: goods.voucher ?? null,
      refundable: goods.refundable ?? true,
      commissionRateBp: goods.commissionRateBp ?? 0,
      sortOrder: index,
      createdAt: new Date(`${addDays(today, -30 + index)}T02:00:00Z`),
    })),
  );
  await tx
    .insert(mallSkus)
    .values(
      seeds.flatMap((goods) =>
        goods.skus.map((sku, index) => ({ ...sku, goodsCode: goods.goodsCode, sortOrder: index })),
      ),
    );
  await tx.insert(couponTemplates).values({
    templateCode: MALL_COUPON_TEMPLATE,
    couponType: CouponType.cash,
    amount: 2_000,
    minSpend: 10_000,
    currency: 'CNY',
    validDays: 60,
    hotelCodes: ['MALL'],
    name: t(
      '商城券：满100减20元',
      '商城券：滿100折20元',
      'Mall coupon: CNY 20 off CNY 100',
      'ショップクーポン：100元以上で20元引き',
      '쇼핑몰 쿠폰: 100위안 이상 20위안 할인',
      'คูปองร้านค้า: ลด 20 หยวนเมื่อครบ 100 หยวน',
    ),
    terms: t(
      '仅限商城订单，满100元可用，每单限用一张。',
      '僅限商城訂單，滿100元可用，每筆訂單限用一張。',
      'Mall orders only, from CNY 100. One per order.',
      'ショップのご注文のみ、100元以上でご利用可。1回のご注文につき1枚。',
      '쇼핑몰 주문 전용, 100위안 이상 사용 가능. 주문당 1매.',
      'เฉพาะคำสั่งซื้อในร้านค้า ขั้นต่ำ 100 หยวน ใช้ได้ 1 ใบต่อคำสั่งซื้อ',
    ),
  });
  await tx.insert(memberCoupons).values([
    {
      couponId: 'cpn_mall_demo',
      couponCode: MALL_DEMO_COUPON_CODE,
      templateCode: MALL_COUPON_TEMPLATE,
      memberId: DEMO_MEMBER.memberId,
      source: 'reward',
      validFrom: addDays(today, -1),
      validTo: addDays(today, 59),
    },
    {
      couponId: 'cpn_mall_gift',
      couponCode: MALL_GIFT_COUPON_CODE,
      templateCode: MALL_COUPON_TEMPLATE,
      memberId: null,
      source: 'gift',
      validFrom: addDays(today, -1),
      validTo: addDays(today, 59),
    },
  ]);
  await tx.update(siteConfigs).set({ shopId: MALL_SHOP_ID }).where(sql`${siteConfigs.shopId} is null`);
}
