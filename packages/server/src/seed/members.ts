import { DEFAULT_AREA_CODE, ONE_DAY_MS } from '@hotel/contract/constants';
import { CouponType, HistoryReason, OrderStatus, PaymentType } from '@hotel/contract/enums';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { LocalizedText } from '../db/columns.ts';
import { orderHistory, orderNights, orderRooms, orders } from '../modules/booking/booking.schema.ts';
import { hotels, roomTypes } from '../modules/catalog/catalog.schema.ts';
import {
  billingLedger,
  frequentContacts,
  growthLedger,
  memberEvents,
  memberSettings,
  members,
  pointsLedger,
} from '../modules/member/member.schema.ts';
import {
  couponActivities,
  couponActivityClaims,
  couponTemplates,
  memberCoupons,
} from '../modules/promotions/promotions.schema.ts';
import { siteConfigs } from '../modules/site/site.schema.ts';
import { hashPassword } from '../platform/passwords.ts';
import { addDays } from './calendar.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo member whose sign-in the README gives. */
export const DEMO_MEMBER = {
  memberId: 'mem_demo_0001',
  cardNumber: '880020260001',
  email: 'demo.member@aurora-hotels.example',
  username: 'aurora.demo',
  mobileCountryNumber: DEFAULT_AREA_CODE,
  phone: '13900000001',
  password: 'Aurora@2026',
} as const;

const text = (values: LocalizedText) => values;
/** The history reason of each status a demo stay moved to after it was booked. */
const DEMO_MOVES: Partial<Record<number, HistoryReason>> = {
  [OrderStatus.checkedIn]: HistoryReason.checkIn,
  [OrderStatus.completed]: HistoryReason.checkOut,
  [OrderStatus.cancelled]: HistoryReason.cancelledByGuest,
};

export const COUPON_TEMPLATES = [
  {
    templateCode: 'WELCOME50',
    couponType: CouponType.cash,
    amount: 5_000,
    minSpend: 30_000,
    currency: 'CNY',
    validDays: 90,
    isWelcome: true,
    name: text({
      'zh-CN': '新会员礼券：满300减50元',
      'zh-TW': '新會員禮券：滿300折50元',
      'en-US': 'Welcome voucher: CNY 50 off CNY 300',
      ja: '新規会員クーポン：300元以上で50元引き',
      'ko-KR': '신규 회원 쿠폰: 300위안 이상 50위안 할인',
      'th-TH': 'คูปองต้อนรับ: ลด 50 หยวนเมื่อครบ 300 หยวน',
    }),
    terms: text({
      'zh-CN': '订单金额满300元（或等值外币）可用，每单限用一张，不可兑换现金。',
      'zh-TW': '訂單金額滿300元（或等值外幣）可用，每筆訂單限用一張，不可兌換現金。',
      'en-US': 'For orders of CNY 300 or more (or the same in another currency). One per order; no cash value.',
      ja: 'ご注文金額300元（または他通貨の同額）以上でご利用いただけます。1回のご予約につき1枚、換金不可。',
      'ko-KR': '주문 금액 300위안(또는 다른 통화의 동일 금액) 이상 사용 가능. 예약당 1장, 현금 교환 불가.',
      'th-TH': 'ใช้ได้กับคำสั่งจองตั้งแต่ 300 หยวน (หรือเทียบเท่าในสกุลเงินอื่น) หนึ่งใบต่อการจอง ไม่สามารถแลกเป็นเงินสด',
    }),
  },
  {
    templateCode: 'STAY10',
    couponType: CouponType.discount,
    discountPercent: 10,
    maxDiscount: 30_000,
    minSpend: 0,
    currency: 'CNY',
    validDays: 30,
    name: text({
      'zh-CN': '客房九折券（最高减300元）',
      'zh-TW': '客房九折券（最高折300元）',
      'en-US': '10% off rooms (up to CNY 300)',
      ja: '客室10%割引クーポン（最大300元）',
      'ko-KR': '객실 10% 할인 쿠폰(최대 300위안)',
      'th-TH': 'ส่วนลดห้องพัก 10% (สูงสุด 300 หยวน)',
    }),
    terms: text({
      'zh-CN': '房费九折，最高减300元（或等值外币），每单限用一张。',
      'zh-TW': '房費九折，最高折300元（或等值外幣），每筆訂單限用一張。',
      'en-US': '10% off the room amount, up to CNY 300 (or the same in another currency). One per order.',
      ja: '客室料金から10%割引、最大300元（または他通貨の同額）まで。1回のご予約につき1枚。',
      'ko-KR': '객실 요금 10% 할인, 최대 300위안(또는 다른 통화의 동일 금액). 예약당 1장.',
      'th-TH': 'ลด 10% จากค่าห้อง สูงสุด 300 หยวน (หรือเทียบเท่าในสกุลเงินอื่น) หนึ่งใบต่อการจอง',
    }),
  },
  {
    templateCode: 'WINTER100',
    couponType: CouponType.cash,
    amount: 10_000,
    minSpend: 80_000,
    currency: 'CNY',
    validDays: 60,
    name: text({
      'zh-CN': '冬日礼券：满800减100元',
      'zh-TW': '冬日禮券：滿800折100元',
      'en-US': 'Winter voucher: CNY 100 off CNY 800',
      ja: 'ウィンタークーポン：800元以上で100元引き',
      'ko-KR': '겨울 쿠폰: 800위안 이상 100위안 할인',
      'th-TH': 'คูปองฤดูหนาว: ลด 100 หยวนเมื่อครบ 800 หยวน',
    }),
    terms: text({
      'zh-CN': '订单金额满800元（或等值外币）可用，每单限用一张。',
      'zh-TW': '訂單金額滿800元（或等值外幣）可用，每筆訂單限用一張。',
      'en-US': 'For orders of CNY 800 or more (or the same in another currency). One per order.',
      ja: 'ご注文金額800元（または他通貨の同額）以上でご利用いただけます。1回のご予約につき1枚。',
      'ko-KR': '주문 금액 800위안(또는 다른 통화의 동일 금액) 이상 사용 가능. 예약당 1장.',
      'th-TH': 'ใช้ได้กับคำสั่งจองตั้งแต่ 800 หยวน (หรือเทียบเท่าในสกุลเงินอื่น) หนึ่งใบต่อการจอง',
    }),
  },
];

function activities(today: string) {
  return [
    {
      activityCode: 'WINTER-2026',
      templateCode: 'WINTER100',
      startDate: addDays(today, -10),
      endDate: addDays(today, 60),
      totalQuantity: 500,
      perMemberLimit: 1,
      sortOrder: 1,
      name: text({
        'zh-CN': '冬季出游季',
        'zh-TW': '冬季出遊季',
        'en-US': 'Winter getaway',
        ja: 'ウィンターゲッタウェイ',
        'ko-KR': '겨울 여행 시즌',
        'th-TH': 'เที่ยวฤดูหนาว',
      }),
      description: text({
        'zh-CN': '会员每人限领一张满800减100元礼券，共500张，先到先得。',
        'zh-TW': '會員每人限領一張滿800折100元禮券，共500張，先到先得。',
        'en-US': 'One CNY 100 voucher per member on stays of CNY 800 or more; 500 in all, first come first served.',
        ja: '会員様お一人様1枚限り、800元以上のご宿泊で100元引き。全500枚、先着順。',
        'ko-KR': '회원 1인당 1장, 800위안 이상 숙박 시 100위안 할인. 총 500장 선착순.',
        'th-TH': 'สมาชิกรับได้คนละหนึ่งใบ ลด 100 หยวนเมื่อเข้าพักครบ 800 หยวน รวม 500 ใบ ใครมาก่อนได้ก่อน',
      }),
    },
    {
      activityCode: 'MEMBER-TEN',
      templateCode: 'STAY10',
      startDate: addDays(today, -30),
      endDate: addDays(today, 120),
      totalQuantity: null,
      perMemberLimit: 2,
      sortOrder: 2,
      name: text({
        'zh-CN': '会员专享九折',
        'zh-TW': '會員專享九折',
        'en-US': 'Members save 10%',
        ja: '会員限定10%オフ',
        'ko-KR': '회원 전용 10% 할인',
        'th-TH': 'สมาชิกลด 10%',
      }),
      description: text({
        'zh-CN': '每位会员可领取两张客房九折券。',
        'zh-TW': '每位會員可領取兩張客房九折券。',
        'en-US': 'Every member can collect two 10%-off room coupons.',
        ja: '会員様は客室10%割引クーポンを2枚までお受け取りいただけます。',
        'ko-KR': '회원은 객실 10% 할인 쿠폰을 2장까지 받을 수 있습니다.',
        'th-TH': 'สมาชิกแต่ละท่านรับคูปองส่วนลดห้องพัก 10% ได้สองใบ',
      }),
    },
  ];
}

/** A room type of a hotel for a demo stay: SUPK when it has one. */
async function roomOf(tx: Tx, hotelCode: string) {
  const rows = await tx
    .select({ code: roomTypes.roomTypeCode })
    .from(roomTypes)
    .where(eq(roomTypes.hotelCode, hotelCode))
    .orderBy(asc(roomTypes.sortOrder));
  return rows.find((row) => row.code === 'SUPK')?.code ?? rows[0]!.code;
}

interface DemoStay {
  key: string;
  hotelCode: string;
  from: number;
  nights: number;
  nightly: number;
  status: number;
  pointsUsed?: number;
  pointDiscount?: number;
}

/**
 * The member programme of the demo: its rules per site, coupon templates and collection activities,
 * and one lived-in member with points, growth (Gold tier), coupons available, used and expired,
 * frequent contacts, preferences and past, current, future and cancelled stays.
 */
export async function seedMembers(tx: Tx, today: string) {
  const sites = await tx.select({ siteCode: siteConfigs.siteCode }).from(siteConfigs);
  await tx.insert(memberSettings).values(sites.map((site) => ({ siteCode: site.siteCode, welcomePoints: 1_000 })));
  await tx.insert(couponTemplates).values(COUPON_TEMPLATES);
  await tx.insert(couponActivities).values(activities(today));

  const joined = new Date(`${addDays(today, -400)}T08:00:00Z`);
  const m = DEMO_MEMBER;
  await tx.insert(members).values({
    memberId: m.memberId,
    cardNumber: m.cardNumber,
    username: m.username,
    email: m.email,
    mobileCountryNumber: m.mobileCountryNumber,
    phone: m.phone,
    passwordHash: await hashPassword(m.password),
    passwordChangedAt: joined,
    title: 'Ms',
    call: 'ms',
    sex: 2,
    firstName: 'Mei',
    lastName: 'Chen',
    nickName: 'Mei',
    birthday: '1990-05-12',
    address: 'Shanghai',
    detailedAddress: '88 Century Avenue, Pudong',
    preference: 'M',
    preferenceUpdatedAt: joined,
    siteCode: 'group',
    language: 'en-US',
    createdAt: joined,
    updatedAt: joined,
  });

  // Growth counts the room amount paid (past2 had a CNY 100 voucher): 2,640 + 2,400 keeps the member Gold.
  const stays: DemoStay[] = [
    { key: 'past1', hotelCode: 'SHA001', from: -60, nights: 3, nightly: 88_000, status: OrderStatus.completed },
    { key: 'past2', hotelCode: 'PEK001', from: -20, nights: 2, nightly: 125_000, status: OrderStatus.completed },
    { key: 'current', hotelCode: 'HGH001', from: -1, nights: 3, nightly: 78_000, status: OrderStatus.checkedIn },
    { key: 'future', hotelCode: 'TYO001', from: 30, nights: 3, nightly: 32_000, status: OrderStatus.reserved },
    { key: 'cancelled', hotelCode: 'BKK001', from: 10, nights: 2, nightly: 450_000, status: OrderStatus.cancelled },
  ];
  const ids: Record<string, string> = {};
  for (const [index, stay] of stays.entries()) {
    const [hotel] = await tx.select().from(hotels).where(eq(hotels.hotelCode, stay.hotelCode));
    if (!hotel) continue;
    const roomTypeCode = await roomOf(tx, stay.hotelCode);
    const checkInDate = addDays(today, stay.from);
    const checkOutDate = addDays(today, stay.from + stay.nights);
    const roomAmount = stay.nightly * stay.nights;
    const serviceAmount = Math.floor((roomAmount * hotel.serviceChargeBp + 5_000) / 10_000);
    const taxAmount = Math.floor(((roomAmount + serviceAmount) * hotel.taxRateBp + 5_000) / 10_000);
    const totalAmount = roomAmount + serviceAmount + taxAmount;
    const transactionId = `demo-${stay.key}-${String(index + 1).padStart(4, '0')}`;
    ids[stay.key] = transactionId;
    const booked = new Date(`${addDays(today, stay.from - 14)}T09:30:00Z`);
    const voucherDiscount = stay.key === 'past2' ? 10_000 : 0;
    await tx.insert(orders).values({
      transactionId,
      confirmationNumber: `AUDEMO${String(index + 1).padStart(6, '0')}`,
      siteCode: 'group',
      language: 'en-US',
      hotelCode: stay.hotelCode,
      roomTypeCode,
      ratePlanCode: 'BAR',
      checkInDate,
      checkOutDate,
      nights: stay.nights,
      roomCount: 1,
      adultsPerRoom: 2,
      childrenPerRoom: 0,
      status: stay.status,
      paymentType: PaymentType.payAtHotel,
      cancellationFlag: 2,
      currency: hotel.currency,
      roomAmount,
      taxAmount,
      serviceAmount,
      addonAmount: 0,
      voucherDiscount,
      totalAmount,
      payAmount: totalAmount - voucherDiscount,
      voucherCode: voucherDiscount ? 'CPDEMOUSED01' : null,
      bookerName: 'Mei Chen',
      bookerEmail: m.email,
      bookerMobile: `${m.mobileCountryNumber} ${m.phone}`,
      memberId: m.memberId,
      cancellationNumber: stay.status === OrderStatus.cancelled ? `CDEMO${String(index + 1).padStart(7, '0')}` : null,
      createdAt: booked,
      updatedAt: booked,
      cancelledAt: stay.status === OrderStatus.cancelled ? new Date(booked.getTime() + ONE_DAY_MS) : null,
    });
    await tx.insert(orderRooms).values({
      transactionId,
      roomIndex: 0,
      adults: 2,
      children: 0,
      guests: [
        { title: 'Ms', firstName: 'Mei', lastName: 'Chen' },
        { title: 'Mr', firstName: 'Wei', lastName: 'Li' },
      ],
      specialRequests: [1],
      comment: '',
    });
    await tx.insert(orderNights).values(
      Array.from({ length: stay.nights }, (_, night) => ({
        transactionId,
        night: addDays(checkInDate, night),
        amount: stay.nightly,
      })),
    );
    const path: number[] =
      stay.status === OrderStatus.completed
        ? [1, 5, 2]
        : stay.status === OrderStatus.checkedIn
          ? [1, 5]
          : stay.status === OrderStatus.cancelled
            ? [1, 4]
            : [1];
    let from: number | null = null;
    for (const to of path) {
      await tx.insert(orderHistory).values({
        transactionId,
        fromStatus: from,
        toStatus: to,
        actor: from === null ? `member:${m.memberId}` : 'system',
        reasonCode: from === null ? HistoryReason.created : DEMO_MOVES[to]!,
        note: from === null ? null : 'demo data',
        at: booked,
      });
      from = to;
    }
    if (stay.status === OrderStatus.completed) {
      // As the loyalty service credits a stay: billing is what was paid, growth the room amount paid.
      const earned = Math.floor((roomAmount - voucherDiscount) / 100);
      await tx.insert(billingLedger).values({
        memberId: m.memberId,
        transactionId,
        hotelCode: stay.hotelCode,
        amount: totalAmount - voucherDiscount,
        currency: hotel.currency,
        pointCurrencyAmount: totalAmount - voucherDiscount,
        at: new Date(`${checkOutDate}T04:00:00Z`),
      });
      await tx.insert(growthLedger).values({
        memberId: m.memberId,
        kind: 'stay',
        delta: earned,
        transactionId,
        at: new Date(`${checkOutDate}T04:00:00Z`),
      });
    }
  }

  // Points: welcome, two stays earned, points used on the cancelled booking and given back.
  const pointRows: { kind: string; delta: number; transactionId: string | null; at: Date }[] = [
    { kind: 'welcome', delta: 1_000, transactionId: null, at: joined },
    { kind: 'earn', delta: 2_640, transactionId: ids.past1 ?? null, at: new Date(`${addDays(today, -57)}T04:00:00Z`) },
    { kind: 'earn', delta: 2_400, transactionId: ids.past2 ?? null, at: new Date(`${addDays(today, -18)}T04:00:00Z`) },
    {
      kind: 'redeem',
      delta: -1_200,
      transactionId: ids.cancelled ?? null,
      at: new Date(`${addDays(today, -4)}T09:30:00Z`),
    },
    {
      kind: 'refund',
      delta: 1_200,
      transactionId: ids.cancelled ?? null,
      at: new Date(`${addDays(today, -3)}T09:30:00Z`),
    },
  ];
  let balance = 0;
  for (const row of pointRows) {
    balance += row.delta;
    await tx.insert(pointsLedger).values({ memberId: m.memberId, ...row, balanceAfter: balance });
  }
  await tx.update(members).set({ pointsBalance: balance }).where(eq(members.memberId, m.memberId));

  // Coupons: two to use, one used on a past stay, one expired.
  const coupon = (code: string, templateCode: string, source: string, validFrom: string, validTo: string) => ({
    couponId: `cpn_demo_${code.toLowerCase()}`,
    couponCode: code,
    templateCode,
    memberId: m.memberId,
    source,
    validFrom,
    validTo,
  });
  await tx.insert(memberCoupons).values([
    coupon('CPDEMOWELC01', 'WELCOME50', 'welcome', addDays(today, -5), addDays(today, 85)),
    {
      ...coupon('CPDEMOTEN001', 'STAY10', 'activity', addDays(today, -2), addDays(today, 28)),
      activityCode: 'MEMBER-TEN',
    },
    {
      ...coupon('CPDEMOUSED01', 'WINTER100', 'reward', addDays(today, -40), addDays(today, 20)),
      status: 'used',
      transactionId: ids.past2 ?? null,
      usedAt: new Date(`${addDays(today, -34)}T09:30:00Z`),
    },
    coupon('CPDEMOEXPD01', 'WELCOME50', 'welcome', addDays(today, -400), addDays(today, -310)),
  ]);
  await tx.insert(couponActivityClaims).values({ activityCode: 'MEMBER-TEN', memberId: m.memberId, claimed: 1 });
  await tx
    .update(couponActivities)
    .set({ issuedCount: 1 })
    .where(and(eq(couponActivities.activityCode, 'MEMBER-TEN')));

  await tx.insert(frequentContacts).values([
    {
      id: 'ctc_demo_0001',
      memberId: m.memberId,
      firstName: 'Wei',
      lastName: 'Li',
      mobile: '13900000002',
      email: 'li.wei@example.com',
    },
    {
      id: 'ctc_demo_0002',
      memberId: m.memberId,
      firstName: 'Anna',
      lastName: 'Schmidt',
      mobileCountryNumber: '49',
      mobile: '15100000003',
      email: 'anna.schmidt@example.com',
    },
  ]);
  await tx.insert(memberEvents).values([
    { memberId: m.memberId, kind: 'registered', at: joined },
    { memberId: m.memberId, kind: 'signIn', method: 'password', at: new Date(`${addDays(today, -3)}T09:00:00Z`) },
  ]);
}
