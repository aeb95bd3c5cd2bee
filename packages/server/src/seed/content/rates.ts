import { AddonType, CancellationFlag, MealPlan, PaymentType } from '@hotel/contract/enums';
import type { LocalizedText } from '../../db/columns.ts';

export interface RatePlanTemplate {
  ratePlanCode: string;
  name: LocalizedText;
  description: LocalizedText;
  paymentType: number;
  cancellationFlag: number;
  cancellationDeadlineHours: number | null;
  mealPlan: string;
  memberOnly: boolean;
  codeOnly: boolean;
  minStay: number;
  maxStay: number;
  sortOrder: number;
  /** Price of a night as a percentage of the flexible rate. */
  pricePercent: number;
  /** Breakfasts included per night (priced at `breakfastPercent` of the add-on price). */
  breakfasts: number;
  breakfastPercent: number;
  /** Closed to arrival on the peak nights of the calendar. */
  closedOnPeaks: boolean;
}

export const FLEXIBLE_RATE: RatePlanTemplate = {
  ratePlanCode: 'BAR',
  name: {
    'zh-CN': '最优弹性价',
    'zh-TW': '最佳彈性房價',
    'en-US': 'Best Flexible Rate',
    ja: 'ベストフレキシブルレート',
    'ko-KR': '베스트 플렉시블 요금',
    'th-TH': 'ราคายืดหยุ่นที่ดีที่สุด',
  },
  description: {
    'zh-CN': '不含早餐。入住前可免费取消，入住时在酒店付款。',
    'zh-TW': '不含早餐。入住前可免費取消，入住時於飯店付款。',
    'en-US': 'Room only. Free cancellation before arrival; pay at the hotel when you check in.',
    ja: '素泊まり。ご到着前まで無料でキャンセルでき、お支払いはチェックイン時にホテルで承ります。',
    'ko-KR': '객실만 포함. 도착 전까지 무료 취소가 가능하며, 체크인 시 호텔에서 결제합니다.',
    'th-TH': 'เฉพาะห้องพัก ยกเลิกฟรีก่อนวันเข้าพัก และชำระเงินที่โรงแรมเมื่อเช็กอิน',
  },
  paymentType: PaymentType.payAtHotel,
  cancellationFlag: CancellationFlag.free,
  cancellationDeadlineHours: null,
  mealPlan: MealPlan.roomOnly,
  memberOnly: false,
  codeOnly: false,
  minStay: 1,
  maxStay: 30,
  sortOrder: 1,
  pricePercent: 100,
  breakfasts: 0,
  breakfastPercent: 0,
  closedOnPeaks: false,
};

export const SAVER_RATE: RatePlanTemplate = {
  ratePlanCode: 'SAVER',
  name: {
    'zh-CN': '提前预付优惠价（不可退款）',
    'zh-TW': '預付優惠價（不可退款）',
    'en-US': 'Advance Saver (Non-refundable)',
    ja: '事前決済割引プラン（返金不可）',
    'ko-KR': '사전 결제 할인 요금 (환불 불가)',
    'th-TH': 'ราคาพิเศษชำระล่วงหน้า (ไม่สามารถคืนเงินได้)',
  },
  description: {
    'zh-CN': '预订时全额付款可节省约15%。此房价不可更改或取消，恕不退款。',
    'zh-TW': '訂房時全額付款可節省約15%。此房價不可更改或取消，恕不退款。',
    'en-US':
      'Save about 15% by paying in full when you book. This rate cannot be changed or cancelled, and no refund is given.',
    ja: 'ご予約時に全額お支払いいただくことで約15%お得になります。このプランは変更・キャンセルができず、返金もいたしかねます。',
    'ko-KR': '예약 시 전액 결제하면 약 15% 할인됩니다. 이 요금은 변경 또는 취소할 수 없으며 환불되지 않습니다.',
    'th-TH': 'ประหยัดประมาณ 15% เมื่อชำระเงินเต็มจำนวนขณะจอง ราคานี้ไม่สามารถเปลี่ยนแปลงหรือยกเลิกได้ และไม่มีการคืนเงิน',
  },
  paymentType: PaymentType.online,
  cancellationFlag: CancellationFlag.nonCancellable,
  cancellationDeadlineHours: null,
  mealPlan: MealPlan.roomOnly,
  memberOnly: false,
  codeOnly: false,
  minStay: 1,
  maxStay: 30,
  sortOrder: 2,
  pricePercent: 85,
  breakfasts: 0,
  breakfastPercent: 0,
  closedOnPeaks: true,
};

export function breakfastRate(deadlineHours: number): RatePlanTemplate {
  const n = deadlineHours;
  return {
    ratePlanCode: 'BB',
    name: {
      'zh-CN': '含双早房价',
      'zh-TW': '含雙早房價',
      'en-US': 'Bed & Breakfast',
      ja: '朝食付きプラン',
      'ko-KR': '조식 포함 요금',
      'th-TH': 'ราคารวมอาหารเช้า',
    },
    description: {
      'zh-CN': `每天含两份早餐。需预付；入住日前${n}小时之前可免费取消。`,
      'zh-TW': `每日含兩客早餐。需預付；入住日前${n}小時之前可免費取消。`,
      'en-US': `Breakfast for two every morning. Prepaid; free cancellation up to ${n} hours before the day of arrival.`,
      ja: `毎朝2名様分の朝食付き。事前決済制で、ご到着日の${n}時間前まで無料でキャンセルできます。`,
      'ko-KR': `매일 아침 2인 조식 포함. 선결제이며 도착일 ${n}시간 전까지 무료 취소가 가능합니다.`,
      'th-TH': `รวมอาหารเช้าสำหรับสองท่านทุกเช้า ชำระเงินล่วงหน้า ยกเลิกฟรีได้ถึง ${n} ชั่วโมงก่อนวันเข้าพัก`,
    },
    paymentType: PaymentType.online,
    cancellationFlag: CancellationFlag.limitedTime,
    cancellationDeadlineHours: n,
    mealPlan: MealPlan.breakfast,
    memberOnly: false,
    codeOnly: false,
    minStay: 1,
    maxStay: 30,
    sortOrder: 3,
    pricePercent: 100,
    breakfasts: 2,
    breakfastPercent: 80,
    closedOnPeaks: false,
  };
}

export const MEMBER_RATE: RatePlanTemplate = {
  ratePlanCode: 'MEMBER',
  name: {
    'zh-CN': '曙光会员专享价',
    'zh-TW': '曙光會員專屬房價',
    'en-US': 'Aurora Members’ Rate',
    ja: 'オーロラ会員限定プラン',
    'ko-KR': '오로라 회원 전용 요금',
    'th-TH': 'ราคาพิเศษสำหรับสมาชิกออโรรา',
  },
  description: {
    'zh-CN': '登录的曙光会员专享：灵活价九折，可免费取消，到店付款，每次入住均可累积积分。',
    'zh-TW': '登入的曙光會員專屬：彈性房價九折，可免費取消，到店付款，每次入住皆可累積點數。',
    'en-US':
      'Exclusive to signed-in Aurora members: 10% off the flexible rate, free cancellation and payment at the hotel. Earn points on every stay.',
    ja: 'ログインしたオーロラ会員限定。フレキシブルレートから10%割引、無料キャンセル、ホテルでのお支払いが可能で、ご宿泊ごとにポイントが貯まります。',
    'ko-KR':
      '로그인한 오로라 회원 전용: 플렉시블 요금에서 10% 할인, 무료 취소, 호텔 현장 결제가 가능하며 투숙할 때마다 포인트가 적립됩니다.',
    'th-TH': 'เฉพาะสมาชิกออโรราที่เข้าสู่ระบบ ลด 10% จากราคายืดหยุ่น ยกเลิกฟรี และชำระเงินที่โรงแรม รับคะแนนสะสมทุกการเข้าพัก',
  },
  paymentType: PaymentType.payAtHotel,
  cancellationFlag: CancellationFlag.free,
  cancellationDeadlineHours: null,
  mealPlan: MealPlan.roomOnly,
  memberOnly: true,
  codeOnly: false,
  minStay: 1,
  maxStay: 30,
  sortOrder: 4,
  pricePercent: 90,
  breakfasts: 0,
  breakfastPercent: 0,
  closedOnPeaks: false,
};

export const CORPORATE_RATE: RatePlanTemplate = {
  ratePlanCode: 'CORP',
  name: {
    'zh-CN': '协议公司价',
    'zh-TW': '企業合約價',
    'en-US': 'Corporate Rate',
    ja: '法人契約レート',
    'ko-KR': '기업 협약 요금',
    'th-TH': 'ราคาองค์กร',
  },
  description: {
    'zh-CN': '适用于与曙光签订协议的企业，输入公司代码即可查看。含双早，可免费取消，到店付款。',
    'zh-TW': '適用於與曙光簽訂合約的企業，輸入公司代碼即可查看。含雙早，可免費取消，到店付款。',
    'en-US':
      'For companies with an Aurora corporate agreement; enter your company code to see it. Breakfast for two, free cancellation and payment at the hotel.',
    ja: 'オーロラと法人契約を結んでいる企業様向けのレートです。会社コードを入力するとご覧いただけます。2名様分の朝食付き、無料キャンセル、ホテルでのお支払い。',
    'ko-KR':
      '오로라와 기업 협약을 맺은 회사 전용 요금으로, 회사 코드를 입력하면 확인할 수 있습니다. 2인 조식 포함, 무료 취소, 호텔 현장 결제.',
    'th-TH': 'สำหรับบริษัทที่มีข้อตกลงองค์กรกับออโรรา กรอกรหัสบริษัทเพื่อดูราคา รวมอาหารเช้าสำหรับสองท่าน ยกเลิกฟรี และชำระเงินที่โรงแรม',
  },
  paymentType: PaymentType.payAtHotel,
  cancellationFlag: CancellationFlag.free,
  cancellationDeadlineHours: null,
  mealPlan: MealPlan.breakfast,
  memberOnly: false,
  codeOnly: true,
  minStay: 1,
  maxStay: 30,
  sortOrder: 5,
  pricePercent: 85,
  breakfasts: 2,
  breakfastPercent: 50,
  closedOnPeaks: false,
};

export const LONG_STAY_RATE: RatePlanTemplate = {
  ratePlanCode: 'STAY2',
  name: {
    'zh-CN': '连住优惠（2晚起）',
    'zh-TW': '連住優惠（兩晚起）',
    'en-US': 'Stay Longer (2 Nights or More)',
    ja: '連泊割引プラン（2泊以上）',
    'ko-KR': '연박 할인 요금 (2박 이상)',
    'th-TH': 'ราคาพิเศษเข้าพักต่อเนื่อง (2 คืนขึ้นไป)',
  },
  description: {
    'zh-CN': '连住两晚或以上立享九折。需预付；入住日前72小时之前可免费取消。',
    'zh-TW': '連住兩晚以上立享九折。需預付；入住日前72小時之前可免費取消。',
    'en-US':
      'Stay two nights or more and save 10%. Prepaid; free cancellation up to 72 hours before the day of arrival.',
    ja: '2泊以上のご滞在で10%割引。事前決済制で、ご到着日の72時間前まで無料でキャンセルできます。',
    'ko-KR': '2박 이상 투숙 시 10% 할인. 선결제이며 도착일 72시간 전까지 무료 취소가 가능합니다.',
    'th-TH': 'เข้าพักตั้งแต่สองคืนขึ้นไปลด 10% ชำระเงินล่วงหน้า ยกเลิกฟรีได้ถึง 72 ชั่วโมงก่อนวันเข้าพัก',
  },
  paymentType: PaymentType.online,
  cancellationFlag: CancellationFlag.limitedTime,
  cancellationDeadlineHours: 72,
  mealPlan: MealPlan.roomOnly,
  memberOnly: false,
  codeOnly: false,
  minStay: 2,
  maxStay: 30,
  sortOrder: 6,
  pricePercent: 90,
  breakfasts: 0,
  breakfastPercent: 0,
  closedOnPeaks: true,
};

export interface AddonTemplate {
  addonCode: string;
  addonType: number;
  name: LocalizedText;
  description: LocalizedText;
  pricingUnit: 'perStay' | 'perNight' | 'perPerson' | 'perPersonPerNight';
  sortOrder: number;
}

export type AddonPriceKey = 'breakfast' | 'free' | 'lateCheckOut' | 'airportTransfer' | 'fruitBasket';

export const ADDONS: (AddonTemplate & { price: AddonPriceKey })[] = [
  {
    addonCode: 'BKF',
    addonType: AddonType.bookable,
    price: 'breakfast',
    pricingUnit: 'perPersonPerNight',
    sortOrder: 1,
    name: { 'zh-CN': '早餐', 'zh-TW': '早餐', 'en-US': 'Breakfast', ja: '朝食', 'ko-KR': '조식', 'th-TH': 'อาหารเช้า' },
    description: {
      'zh-CN': '本地风味与西式自助早餐，供应时间6:30–10:30。',
      'zh-TW': '在地風味與西式自助早餐，供應時間6:30–10:30。',
      'en-US': 'Buffet breakfast with local and Western dishes, served 6:30–10:30.',
      ja: '地元料理と洋食のビュッフェ朝食（6:30～10:30）。',
      'ko-KR': '현지식과 양식을 갖춘 뷔페 조식 (6:30~10:30 제공).',
      'th-TH': 'อาหารเช้าแบบบุฟเฟต์ทั้งอาหารท้องถิ่นและอาหารตะวันตก เสิร์ฟเวลา 6:30–10:30 น.',
    },
  },
  {
    addonCode: 'BKA',
    addonType: AddonType.bookable,
    price: 'free',
    pricingUnit: 'perStay',
    sortOrder: 2,
    name: {
      'zh-CN': '提前入住申请',
      'zh-TW': '提早入住申請',
      'en-US': 'Early check-in request',
      ja: 'アーリーチェックインのリクエスト',
      'ko-KR': '얼리 체크인 요청',
      'th-TH': 'ขอเช็กอินก่อนเวลา',
    },
    description: {
      'zh-CN': '我们将尽量在10:00前为您备好客房。视房态而定，不另收费。',
      'zh-TW': '我們將盡量在10:00前為您備妥客房。視房況而定，不另收費。',
      'en-US': 'We will try to have your room ready from 10:00. Subject to availability; no charge.',
      ja: '10:00からご利用いただけるよう客室の準備に努めます。空室状況によります。料金はかかりません。',
      'ko-KR': '10:00부터 객실을 이용하실 수 있도록 준비하겠습니다. 객실 상황에 따라 달라지며 요금은 없습니다.',
      'th-TH': 'เราจะพยายามเตรียมห้องให้พร้อมตั้งแต่เวลา 10:00 น. ขึ้นอยู่กับห้องว่าง ไม่มีค่าใช้จ่าย',
    },
  },
  {
    addonCode: 'BKC',
    addonType: AddonType.bookable,
    price: 'lateCheckOut',
    pricingUnit: 'perStay',
    sortOrder: 3,
    name: {
      'zh-CN': '延迟退房至16:00',
      'zh-TW': '延後退房至16:00',
      'en-US': 'Late check-out until 16:00',
      ja: '16:00までのレイトチェックアウト',
      'ko-KR': '16:00까지 레이트 체크아웃',
      'th-TH': 'เช็กเอาต์ช้าถึง 16:00 น.',
    },
    description: {
      'zh-CN': '退房当天可将客房保留至16:00。入住时确认，视房态而定。',
      'zh-TW': '退房當天可將客房保留至16:00。入住時確認，視房況而定。',
      'en-US': 'Keep your room until 16:00 on the day of departure. Confirmed at check-in, subject to availability.',
      ja: 'ご出発日の16:00まで客室をご利用いただけます。空室状況により、チェックイン時に確定します。',
      'ko-KR': '출발일 16:00까지 객실을 이용하실 수 있습니다. 객실 상황에 따라 체크인 시 확정됩니다.',
      'th-TH': 'ใช้ห้องพักได้ถึงเวลา 16:00 น. ในวันเช็กเอาต์ ยืนยันขณะเช็กอิน ขึ้นอยู่กับห้องว่าง',
    },
  },
  {
    addonCode: 'APT',
    addonType: AddonType.bookable,
    price: 'airportTransfer',
    pricingUnit: 'perStay',
    sortOrder: 4,
    name: {
      'zh-CN': '机场接送',
      'zh-TW': '機場接送',
      'en-US': 'Airport transfer',
      ja: '空港送迎',
      'ko-KR': '공항 픽업',
      'th-TH': 'บริการรถรับส่งสนามบิน',
    },
    description: {
      'zh-CN': '机场与酒店之间的单程专车接送，最多可乘三位客人及行李。',
      'zh-TW': '機場與飯店之間的單程專車接送，最多可搭載三位旅客及行李。',
      'en-US': 'A private car between the airport and the hotel for up to three guests with luggage, one way.',
      ja: '空港とホテル間の片道専用車送迎。お荷物とともに最大3名様までご利用いただけます。',
      'ko-KR': '공항과 호텔 간 편도 전용 차량 서비스로, 짐을 포함해 최대 3명까지 이용할 수 있습니다.',
      'th-TH': 'รถส่วนตัวรับส่งระหว่างสนามบินกับโรงแรมเที่ยวเดียว สำหรับผู้เข้าพักสูงสุดสามท่านพร้อมสัมภาระ',
    },
  },
  {
    addonCode: 'FRT',
    addonType: AddonType.nonBookable,
    price: 'fruitBasket',
    pricingUnit: 'perStay',
    sortOrder: 5,
    name: {
      'zh-CN': '欢迎水果篮',
      'zh-TW': '歡迎水果籃',
      'en-US': 'Welcome fruit basket',
      ja: 'ウェルカムフルーツバスケット',
      'ko-KR': '웰컴 과일 바구니',
      'th-TH': 'ตะกร้าผลไม้ต้อนรับ',
    },
    description: {
      'zh-CN': '入住时客房内备有一篮时令水果。',
      'zh-TW': '入住時客房內備有一籃當季水果。',
      'en-US': 'A basket of seasonal fruit waiting in your room on arrival.',
      ja: 'ご到着時、客室に旬のフルーツのバスケットをご用意します。',
      'ko-KR': '도착하시면 객실에 제철 과일 바구니가 준비되어 있습니다.',
      'th-TH': 'ตะกร้าผลไม้ตามฤดูกาลรอคุณอยู่ในห้องพักเมื่อมาถึง',
    },
  },
];

/** Units of each currency that one yuan buys, times one million (late-2025 levels). */
export const EXCHANGE_RATES: { currency: string; rateMicros: number; name: LocalizedText }[] = [
  {
    currency: 'CNY',
    rateMicros: 1_000_000,
    name: {
      'zh-CN': '人民币',
      'zh-TW': '人民幣',
      'en-US': 'Chinese Yuan',
      ja: '人民元',
      'ko-KR': '중국 위안',
      'th-TH': 'หยวนจีน',
    },
  },
  {
    currency: 'USD',
    rateMicros: 140_500,
    name: {
      'zh-CN': '美元',
      'zh-TW': '美元',
      'en-US': 'US Dollar',
      ja: '米ドル',
      'ko-KR': '미국 달러',
      'th-TH': 'ดอลลาร์สหรัฐ',
    },
  },
  {
    currency: 'JPY',
    rateMicros: 21_650_000,
    name: {
      'zh-CN': '日元',
      'zh-TW': '日圓',
      'en-US': 'Japanese Yen',
      ja: '日本円',
      'ko-KR': '일본 엔',
      'th-TH': 'เยนญี่ปุ่น',
    },
  },
  {
    currency: 'THB',
    rateMicros: 4_560_000,
    name: {
      'zh-CN': '泰铢',
      'zh-TW': '泰銖',
      'en-US': 'Thai Baht',
      ja: 'タイバーツ',
      'ko-KR': '태국 바트',
      'th-TH': 'บาทไทย',
    },
  },
  {
    currency: 'HKD',
    rateMicros: 1_093_000,
    name: {
      'zh-CN': '港币',
      'zh-TW': '港幣',
      'en-US': 'Hong Kong Dollar',
      ja: '香港ドル',
      'ko-KR': '홍콩 달러',
      'th-TH': 'ดอลลาร์ฮ่องกง',
    },
  },
  {
    currency: 'EUR',
    rateMicros: 121_200,
    name: { 'zh-CN': '欧元', 'zh-TW': '歐元', 'en-US': 'Euro', ja: 'ユーロ', 'ko-KR': '유로', 'th-TH': 'ยูโร' },
  },
  {
    currency: 'KRW',
    rateMicros: 205_300_000,
    name: {
      'zh-CN': '韩元',
      'zh-TW': '韓元',
      'en-US': 'South Korean Won',
      ja: '韓国ウォン',
      'ko-KR': '대한민국 원',
      'th-TH': 'วอนเกาหลีใต้',
    },
  },
  {
    currency: 'TWD',
    rateMicros: 4_380_000,
    name: {
      'zh-CN': '新台币',
      'zh-TW': '新臺幣',
      'en-US': 'New Taiwan Dollar',
      ja: 'ニュー台湾ドル',
      'ko-KR': '신 타이완 달러',
      'th-TH': 'ดอลลาร์ไต้หวันใหม่',
    },
  },
];

export interface PromotionCodeTemplate {
  code: string;
  discountType: 1 | 2;
  hotelCode: string | null;
  ratePlanCodes: string[];
  discountPercent: number;
  companyName: LocalizedText;
}

/** Demo codes: two corporate agreements unlocking the code-only rate and one discount code. */
export const PROMOTION_CODES: PromotionCodeTemplate[] = [
  {
    code: 'NORTHWIND',
    discountType: 1,
    hotelCode: null,
    ratePlanCodes: ['CORP'],
    discountPercent: 0,
    companyName: {
      'zh-CN': '北风贸易有限公司',
      'zh-TW': '北風貿易有限公司',
      'en-US': 'Northwind Trading Co., Ltd.',
      ja: 'ノースウィンド貿易株式会社',
      'ko-KR': '노스윈드 무역 주식회사',
      'th-TH': 'บริษัท นอร์ทวินด์ เทรดดิ้ง จำกัด',
    },
  },
  {
    code: 'SAKURA-TYO',
    discountType: 1,
    hotelCode: 'TYO001',
    ratePlanCodes: ['CORP'],
    discountPercent: 0,
    companyName: {
      'zh-CN': '樱花电子株式会社',
      'zh-TW': '櫻花電子股份有限公司',
      'en-US': 'Sakura Electronics Corporation',
      ja: 'さくら電子株式会社',
      'ko-KR': '사쿠라 전자 주식회사',
      'th-TH': 'บริษัท ซากุระ อิเล็กทรอนิกส์ จำกัด',
    },
  },
  {
    code: 'WELCOME10',
    discountType: 2,
    hotelCode: null,
    ratePlanCodes: [],
    discountPercent: 10,
    companyName: {
      'zh-CN': '新客优惠',
      'zh-TW': '新客優惠',
      'en-US': 'Welcome offer',
      ja: 'ウェルカム特典',
      'ko-KR': '웰컴 혜택',
      'th-TH': 'ข้อเสนอต้อนรับ',
    },
  },
];

/** Pay nothing now; a credit card guarantees the booking and the stay is paid at the hotel (payment type 3). */
export const CARD_GUARANTEE_RATE: RatePlanTemplate = {
  ratePlanCode: 'CCG',
  name: {
    'zh-CN': '信用卡担保价',
    'zh-TW': '信用卡擔保房價',
    'en-US': 'Card-Guaranteed Flexible',
    ja: 'クレジットカード保証プラン',
    'ko-KR': '신용카드 보증 요금',
    'th-TH': 'ราคารับประกันด้วยบัตรเครดิต',
  },
  description: {
    'zh-CN': '预订时以信用卡担保，不预先扣款；入住时在酒店付款。入住日前24小时之前可免费取消。',
    'zh-TW': '訂房時以信用卡擔保，不預先扣款；入住時於飯店付款。入住日前24小時之前可免費取消。',
    'en-US':
      'A credit card guarantees the booking and nothing is charged now; pay at the hotel. Free cancellation up to 24 hours before the day of arrival.',
    ja: 'ご予約はクレジットカードで保証し、事前の請求はありません。お支払いはホテルで承ります。ご到着日の24時間前まで無料でキャンセルできます。',
    'ko-KR':
      '신용카드로 예약을 보증하며 지금은 결제되지 않습니다. 호텔에서 결제합니다. 도착일 24시간 전까지 무료 취소가 가능합니다.',
    'th-TH': 'ใช้บัตรเครดิตค้ำประกันการจอง ยังไม่มีการเรียกเก็บเงิน ชำระที่โรงแรม ยกเลิกฟรีได้ถึง 24 ชั่วโมงก่อนวันเข้าพัก',
  },
  paymentType: PaymentType.creditCardGuarantee,
  cancellationFlag: CancellationFlag.limitedTime,
  cancellationDeadlineHours: 24,
  mealPlan: MealPlan.roomOnly,
  memberOnly: false,
  codeOnly: false,
  minStay: 1,
  maxStay: 30,
  sortOrder: 7,
  pricePercent: 95,
  breakfasts: 0,
  breakfastPercent: 0,
  closedOnPeaks: false,
};

/** Members pay part with points and the rest online (payment type 4). */
export const POINTS_PLUS_RATE: RatePlanTemplate = {
  ratePlanCode: 'PTSPLUS',
  name: {
    'zh-CN': '积分+现金',
    'zh-TW': '點數+現金',
    'en-US': 'Points + Cash',
    ja: 'ポイント＋現金プラン',
    'ko-KR': '포인트 + 현금 요금',
    'th-TH': 'คะแนน + เงินสด',
  },
  description: {
    'zh-CN': '曙光会员专享：用积分抵扣部分房费，其余在线支付。不可取消。',
    'zh-TW': '曙光會員專屬：以點數折抵部分房費，其餘線上支付。不可取消。',
    'en-US': 'For Aurora members: pay part of the stay with points and the rest online. Non-refundable.',
    ja: 'オーロラ会員限定。宿泊料金の一部をポイントで、残りをオンラインでお支払いいただけます。返金不可。',
    'ko-KR': '오로라 회원 전용: 숙박 요금 일부를 포인트로, 나머지를 온라인으로 결제합니다. 환불 불가.',
    'th-TH': 'สำหรับสมาชิกออโรรา ชำระค่าห้องบางส่วนด้วยคะแนนและส่วนที่เหลือทางออนไลน์ ไม่สามารถคืนเงินได้',
  },
  paymentType: PaymentType.pointsPlusOnline,
  cancellationFlag: CancellationFlag.nonCancellable,
  cancellationDeadlineHours: null,
  mealPlan: MealPlan.roomOnly,
  memberOnly: true,
  codeOnly: false,
  minStay: 1,
  maxStay: 30,
  sortOrder: 8,
  pricePercent: 90,
  breakfasts: 0,
  breakfastPercent: 0,
  closedOnPeaks: false,
};

/** Members pay the whole stay with points (payment type 5). */
export const POINTS_RATE: RatePlanTemplate = {
  ratePlanCode: 'PTS',
  name: {
    'zh-CN': '积分兑换房',
    'zh-TW': '點數兌換房',
    'en-US': 'Points Reward Night',
    ja: 'ポイント宿泊プラン',
    'ko-KR': '포인트 숙박 요금',
    'th-TH': 'แลกห้องพักด้วยคะแนน',
  },
  description: {
    'zh-CN': '曙光会员专享：全额以积分支付（1积分抵1分钱）。不可取消。',
    'zh-TW': '曙光會員專屬：全額以點數支付（1點折抵1分錢）。不可取消。',
    'en-US': 'For Aurora members: the whole stay is paid with points (one point is worth one fen). Non-refundable.',
    ja: 'オーロラ会員限定。宿泊料金の全額をポイントでお支払いいただきます（1ポイント＝1分）。返金不可。',
    'ko-KR': '오로라 회원 전용: 숙박 요금 전액을 포인트로 결제합니다(1포인트 = 1펀). 환불 불가.',
    'th-TH': 'สำหรับสมาชิกออโรรา ชำระค่าห้องทั้งหมดด้วยคะแนน (1 คะแนนเท่ากับ 1 เฟิน) ไม่สามารถคืนเงินได้',
  },
  paymentType: PaymentType.points,
  cancellationFlag: CancellationFlag.nonCancellable,
  cancellationDeadlineHours: null,
  mealPlan: MealPlan.roomOnly,
  memberOnly: true,
  codeOnly: false,
  minStay: 1,
  maxStay: 30,
  sortOrder: 9,
  pricePercent: 100,
  breakfasts: 0,
  breakfastPercent: 0,
  closedOnPeaks: false,
};
