import type { Language } from '@hotel/contract/languages';
import type { LocalizedText } from '../../db/columns.ts';
import { addDays, epochDay } from '../calendar.ts';
import { GROUP_NAME } from '../content/common.ts';
import { DEMO_HOTELS, KYOTO_HOTEL_CODE } from '../content/hotels.ts';
import { KYOTO_SITE_CODE } from '../content/sites.ts';
import { byLanguage, p, strong } from './html.ts';

export interface DictionaryItemSeed {
  dictKey: string;
  itemCode: string;
  label: LocalizedText;
}

/** Choices offered on the booking form, by dictionary key, in display order. */
export const DICTIONARY: DictionaryItemSeed[] = [
  {
    dictKey: 'arrivalTime',
    itemCode: 'before14',
    label: {
      'zh-CN': '14:00之前',
      'zh-TW': '14:00之前',
      'en-US': 'Before 14:00',
      ja: '14:00より前',
      'ko-KR': '14:00 이전',
      'th-TH': 'ก่อน 14:00 น.',
    },
  },
  {
    dictKey: 'arrivalTime',
    itemCode: '14to18',
    label: {
      'zh-CN': '14:00至18:00',
      'zh-TW': '14:00至18:00',
      'en-US': '14:00 to 18:00',
      ja: '14:00～18:00の間',
      'ko-KR': '14:00~18:00 사이',
      'th-TH': '14:00-18:00 น.',
    },
  },
  {
    dictKey: 'arrivalTime',
    itemCode: '18to22',
    label: {
      'zh-CN': '18:00至22:00',
      'zh-TW': '18:00至22:00',
      'en-US': '18:00 to 22:00',
      ja: '18:00～22:00の間',
      'ko-KR': '18:00~22:00 사이',
      'th-TH': '18:00-22:00 น.',
    },
  },
  {
    dictKey: 'arrivalTime',
    itemCode: 'after22',
    label: {
      'zh-CN': '22:00之后',
      'zh-TW': '22:00之後',
      'en-US': 'After 22:00',
      ja: '22:00以降のご到着',
      'ko-KR': '22:00 이후',
      'th-TH': 'หลัง 22:00 น.',
    },
  },
  {
    dictKey: 'bedPreference',
    itemCode: 'king',
    label: {
      'zh-CN': '一张大床',
      'zh-TW': '一張大床',
      'en-US': 'One king bed',
      ja: 'キングベッド1台',
      'ko-KR': '킹 베드 1개',
      'th-TH': 'เตียงคิงไซซ์ 1 เตียง',
    },
  },
  {
    dictKey: 'bedPreference',
    itemCode: 'twin',
    label: {
      'zh-CN': '两张单人床',
      'zh-TW': '兩張單人床',
      'en-US': 'Two twin beds',
      ja: 'シングルベッド2台',
      'ko-KR': '싱글 베드 2개',
      'th-TH': 'เตียงเดี่ยว 2 เตียง',
    },
  },
  {
    dictKey: 'bedPreference',
    itemCode: 'none',
    label: {
      'zh-CN': '无偏好',
      'zh-TW': '無偏好',
      'en-US': 'No preference',
      ja: '指定なし',
      'ko-KR': '상관없음',
      'th-TH': 'ไม่ระบุ',
    },
  },
  {
    dictKey: 'occasion',
    itemCode: 'birthday',
    label: {
      'zh-CN': '生日',
      'zh-TW': '生日',
      'en-US': 'Birthday',
      ja: 'お誕生日',
      'ko-KR': '생일',
      'th-TH': 'วันเกิด',
    },
  },
  {
    dictKey: 'occasion',
    itemCode: 'anniversary',
    label: {
      'zh-CN': '纪念日',
      'zh-TW': '紀念日',
      'en-US': 'Anniversary',
      ja: '記念日のお祝い',
      'ko-KR': '기념일',
      'th-TH': 'วันครบรอบ',
    },
  },
  {
    dictKey: 'occasion',
    itemCode: 'honeymoon',
    label: {
      'zh-CN': '蜜月旅行',
      'zh-TW': '蜜月旅行',
      'en-US': 'Honeymoon',
      ja: 'ハネムーン',
      'ko-KR': '신혼여행',
      'th-TH': 'ฮันนีมูน',
    },
  },
  {
    dictKey: 'occasion',
    itemCode: 'business',
    label: {
      'zh-CN': '商务出行',
      'zh-TW': '商務出差',
      'en-US': 'Business trip',
      ja: 'ご出張',
      'ko-KR': '출장',
      'th-TH': 'เดินทางเพื่อธุรกิจ',
    },
  },
];

export interface SiteTextSeed {
  siteCode: string;
  bulletinTitle: LocalizedText;
  bulletinBody: LocalizedText;
  footerText: LocalizedText;
  footerLinks: { label: LocalizedText; href: string }[];
}

/** The first Sunday after `today`: the demo maintenance window. */
function maintenanceDay(today: string): string {
  // 1970-01-01 was a Thursday: day 0 is Thursday, so Sunday is 3 (mod 7).
  const weekday = (((epochDay(today) - 3) % 7) + 7) % 7;
  return addDays(today, 7 - weekday);
}

/** A full date in the language's own style (the Thai one in the Buddhist era). */
const longDate = (date: string, lang: Language) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

const maintenanceTitle: LocalizedText = {
  'zh-CN': '系统维护通知',
  'zh-TW': '系統維護公告',
  'en-US': 'Scheduled maintenance',
  ja: 'システムメンテナンスのお知らせ',
  'ko-KR': '시스템 점검 안내',
  'th-TH': 'ประกาศปิดปรับปรุงระบบ',
};

/** The maintenance notice: what stops, when, and whom to call meanwhile. */
function maintenanceBody(day: string, phone: (lang: Language) => string): LocalizedText {
  return byLanguage((lang) => {
    const when = strong(longDate(day, lang));
    switch (lang) {
      case 'zh-CN':
        return (
          p(`为升级预订系统，在线预订和会员登录将于${when} 02:00至04:00（北京时间）暂停服务。`) +
          p(`已确认的预订不受影响。如有紧急需求，请致电${phone(lang)}。给您带来不便，敬请谅解。`)
        );
      case 'zh-TW':
        return (
          p(`為升級訂房系統，線上訂房與會員登入將於${when} 02:00至04:00（台北時間）暫停服務。`) +
          p(`已確認的訂房不受影響。如有緊急需求，請致電${phone(lang)}。造成不便，敬請見諒。`)
        );
      case 'ja':
        return (
          p(
            `予約システム更新のため、${when} 03:00～05:00（日本時間）はオンライン予約と会員ログインを一時停止いたします。`,
          ) +
          p(
            `確定済みのご予約に影響はございません。お急ぎの際は${phone(lang)}までお電話ください。ご不便をおかけしますが、何卒ご了承ください。`,
          )
        );
      case 'ko-KR':
        return (
          p(
            `예약 시스템 업그레이드를 위해 ${when} 03:00~05:00(한국 시간)에는 온라인 예약과 회원 로그인이 일시 중단됩니다.`,
          ) +
          p(
            `확정된 예약에는 영향이 없습니다. 급한 용무는 ${phone(lang)}로 전화해 주세요. 이용에 불편을 드려 죄송합니다.`,
          )
        );
      case 'th-TH':
        return (
          p(
            `เพื่ออัปเกรดระบบการจอง ระบบจองออนไลน์และการเข้าสู่ระบบสมาชิกจะปิดให้บริการชั่วคราวใน${when} เวลา 01:00-03:00 น. ตามเวลาประเทศไทย`,
          ) + p(`การจองที่ยืนยันแล้วจะไม่ได้รับผลกระทบ หากมีเรื่องเร่งด่วน กรุณาโทร ${phone(lang)} ขออภัยในความไม่สะดวก`)
        );
      default:
        return (
          p(
            `While we upgrade our booking system, online booking and member sign-in will be unavailable on ${when} from 02:00 to 04:00 China Standard Time.`,
          ) +
          p(
            `Confirmed reservations are not affected. For anything urgent please call ${phone(lang)}. We apologise for the inconvenience.`,
          )
        );
    }
  });
}

const groupPhone = (lang: Language) =>
  ({
    'zh-CN': '您入住的酒店',
    'zh-TW': '您入住的飯店',
    'en-US': 'your hotel directly',
    ja: 'ご宿泊のホテル',
    'ko-KR': '투숙하실 호텔',
    'th-TH': 'โรงแรมที่คุณจองโดยตรง',
  })[lang];

const link = (href: string, label: LocalizedText) => ({ href, label });

const FAQ_LINK = link('/page/faq', {
  'zh-CN': '常见问题',
  'zh-TW': '常見問題',
  'en-US': 'FAQ',
  ja: 'よくあるご質問',
  'ko-KR': '자주 묻는 질문',
  'th-TH': 'คำถามที่พบบ่อย',
});
const PRIVACY_LINK = link('/page/privacy', {
  'zh-CN': '隐私声明',
  'zh-TW': '隱私權聲明',
  'en-US': 'Privacy',
  ja: 'プライバシーポリシー',
  'ko-KR': '개인정보 처리방침',
  'th-TH': 'ความเป็นส่วนตัว',
});
const TERMS_LINK = link('/agreementDetails', {
  'zh-CN': '条款与协议',
  'zh-TW': '條款與協議',
  'en-US': 'Terms and conditions',
  ja: '利用規約',
  'ko-KR': '이용 약관',
  'th-TH': 'ข้อกำหนดและเงื่อนไข',
});
const STEPS_LINK = link('/steps', {
  'zh-CN': '预订流程',
  'zh-TW': '訂房流程',
  'en-US': 'How to book',
  ja: 'ご予約の流れ',
  'ko-KR': '예약 방법',
  'th-TH': 'ขั้นตอนการจอง',
});

export function siteTexts(today: string): SiteTextSeed[] {
  const year = today.slice(0, 4);
  const day = maintenanceDay(today);
  const kyoto = DEMO_HOTELS.find((hotel) => hotel.hotelCode === KYOTO_HOTEL_CODE)!;
  return [
    {
      siteCode: 'group',
      bulletinTitle: maintenanceTitle,
      bulletinBody: maintenanceBody(day, groupPhone),
      footerText: {
        'zh-CN': `© ${year} ${GROUP_NAME['zh-CN']} 版权所有`,
        'zh-TW': `© ${year} ${GROUP_NAME['zh-TW']} 版權所有`,
        'en-US': `© ${year} ${GROUP_NAME['en-US']}. All rights reserved.`,
        ja: `© ${year} ${GROUP_NAME.ja} 無断転載を禁じます。`,
        'ko-KR': `© ${year} ${GROUP_NAME['ko-KR']}. 모든 권리 보유.`,
        'th-TH': `© ${year} ${GROUP_NAME['th-TH']} สงวนลิขสิทธิ์`,
      },
      footerLinks: [
        link('/page/about', {
          'zh-CN': '关于我们',
          'zh-TW': '關於我們',
          'en-US': 'About us',
          ja: '会社概要',
          'ko-KR': '회사 소개',
          'th-TH': 'เกี่ยวกับเรา',
        }),
        FAQ_LINK,
        PRIVACY_LINK,
        TERMS_LINK,
        STEPS_LINK,
      ],
    },
    {
      siteCode: KYOTO_SITE_CODE,
      bulletinTitle: maintenanceTitle,
      bulletinBody: maintenanceBody(day, () => kyoto.phone),
      footerText: {
        'zh-CN': `© ${year} ${kyoto.name['zh-CN']}，${GROUP_NAME['zh-CN']}旗下酒店 版权所有`,
        'zh-TW': `© ${year} ${kyoto.name['zh-TW']}，${GROUP_NAME['zh-TW']}旗下飯店 版權所有`,
        'en-US': `© ${year} ${kyoto.name['en-US']}, a member of ${GROUP_NAME['en-US']}. All rights reserved.`,
        ja: `© ${year} ${kyoto.name.ja}（${GROUP_NAME.ja}）無断転載を禁じます。`,
        'ko-KR': `© ${year} ${kyoto.name['ko-KR']}, ${GROUP_NAME['ko-KR']} 계열 호텔. 모든 권리 보유.`,
        'th-TH': `© ${year} ${kyoto.name['th-TH']} โรงแรมในเครือ${GROUP_NAME['th-TH']} สงวนลิขสิทธิ์`,
      },
      footerLinks: [
        link(`/hotelDetail/${KYOTO_HOTEL_CODE}`, {
          'zh-CN': '酒店介绍',
          'zh-TW': '飯店介紹',
          'en-US': 'About the hotel',
          ja: 'ホテルのご案内',
          'ko-KR': '호텔 소개',
          'th-TH': 'เกี่ยวกับโรงแรม',
        }),
        FAQ_LINK,
        PRIVACY_LINK,
        TERMS_LINK,
        STEPS_LINK,
      ],
    },
  ];
}
