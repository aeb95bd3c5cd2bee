import { SiteType } from '@hotel/contract/enums';
import { LANGUAGES } from '@hotel/contract/languages';
import type { siteConfigs } from '../../modules/site/site.schema.ts';
import { COUNTRIES, GROUP_CODE, GROUP_NAME } from './common.ts';
import { DEMO_HOTELS, KYOTO_HOTEL_CODE } from './hotels.ts';

type SiteRow = typeof siteConfigs.$inferInsert;

export const KYOTO_SITE_CODE = 'kyoto-garden';
export const KYOTO_SITE_LANGUAGES = ['ja', 'en-US', 'zh-CN', 'ko-KR'];

const kyoto = DEMO_HOTELS.find((hotel) => hotel.hotelCode === KYOTO_HOTEL_CODE)!;

export const SITE_CONFIGS: SiteRow[] = [
  {
    siteCode: 'group',
    hostNames: ['localhost', '127.0.0.1'],
    isDefault: true,
    title: GROUP_NAME,
    language: 'en-US',
    languages: [...LANGUAGES],
    hotelCompanyType: 1,
    hotelCompanyCode: GROUP_CODE,
    hotelCode: null,
    isFilterByCity: true,
    siteType: SiteType.group,
    lockoutThreshold: 6,
    childFreeBedAge: 6,
    maskFirstName: false,
    mainColor: '#5f3913',
    backgroundColor: '#ffffff',
    currency: 'CNY',
    reservationNotice: {
      'zh-CN': '价格为每间每晚的酒店当地货币价格；税费和服务费将在付款前列明。预订前请查看各房价的取消政策。',
      'zh-TW': '價格為每間每晚以飯店當地貨幣計價；稅金與服務費將於付款前列明。訂房前請查看各房價的取消政策。',
      'en-US':
        "Prices are per room per night in the hotel's currency; taxes and service charges are shown before you pay. Please check each rate's cancellation policy before booking.",
      ja: '料金は1室1泊あたりのホテル現地通貨建てです。税金とサービス料はお支払い前に表示されます。ご予約前に各プランのキャンセルポリシーをご確認ください。',
      'ko-KR':
        '요금은 객실 1실 1박 기준이며 호텔 현지 통화로 표시됩니다. 세금과 봉사료는 결제 전에 안내됩니다. 예약 전 각 요금의 취소 규정을 확인해 주세요.',
      'th-TH':
        'ราคาเป็นราคาต่อห้องต่อคืนในสกุลเงินของโรงแรม ภาษีและค่าบริการจะแสดงก่อนชำระเงิน กรุณาตรวจสอบนโยบายการยกเลิกของแต่ละราคาก่อนจอง',
    },
  },
  {
    siteCode: KYOTO_SITE_CODE,
    hostNames: ['kyoto.localhost'],
    isDefault: false,
    title: kyoto.name,
    language: 'ja',
    languages: KYOTO_SITE_LANGUAGES,
    hotelCompanyType: 1,
    hotelCompanyCode: GROUP_CODE,
    hotelCode: KYOTO_HOTEL_CODE,
    isFilterByCity: false,
    siteType: SiteType.hotel,
    defaultAdultsNum: 2,
    lockoutThreshold: 3,
    maskFirstName: true,
    // The 'garden' theme (features/theme/themes.css) with its own main and background colours.
    themeId: 'garden',
    mobileThemeId: 'garden',
    mainColor: '#2f5b3b',
    backgroundColor: '#fbfaf6',
    currency: 'JPY',
    // Japanese hotels quote prices with tax and service included: the single-hotel site does too.
    pricesIncludeCharges: true,
    reservationNotice: COUNTRIES.JP.reservationNotice,
  },
];
