import { Tier } from '@hotel/contract/enums';
import type { LocalizedText, StoredPicture } from '../../db/columns.ts';
import { byLanguage, type PerLanguage, p, roomPic, ul } from './html.ts';

export interface MembershipCardSeed {
  cardId: string;
  tier: Tier;
  name: LocalizedText;
  description: LocalizedText;
  pictures: StoredPicture[];
}

/** A card's description: one line on who holds it, then its benefits. */
const benefits = (texts: PerLanguage<[string, string[]]>) =>
  byLanguage((lang) => p(texts[lang][0]) + ul(texts[lang][1]));

/**
 * One card per tier, matching the member settings: growth 0 / 1,000 / 5,000 / 20,000 and a tier
 * discount on members' rates of 0 / 3 / 5 / 8 percent.
 */
export const MEMBERSHIP_CARDS: MembershipCardSeed[] = [
  {
    cardId: 'classic',
    tier: Tier.classic,
    name: {
      'zh-CN': '经典卡',
      'zh-TW': '經典卡',
      'en-US': 'Classic',
      ja: 'クラシック',
      'ko-KR': '클래식',
      'th-TH': 'คลาสสิก',
    },
    pictures: [roomPic('standard-queen', 1)],
    description: benefits({
      'zh-CN': [
        '注册即成为经典卡会员，免费加入，首次入住即可享受：',
        [
          '会员专享价，比灵活价低10%，可免费取消',
          '每次入住累积积分',
          '全店免费高速Wi-Fi',
          '免费申请提前入住（视房态而定）',
        ],
      ],
      'zh-TW': [
        '註冊即成為經典卡會員，免費加入，首次入住即可享有：',
        [
          '會員專屬房價，比彈性房價低10%，可免費取消',
          '每次入住累積點數',
          '全館免費高速Wi-Fi',
          '免費申請提早入住（視房況而定）',
        ],
      ],
      'en-US': [
        'Every member starts as Classic. Joining is free, and from your very first stay you enjoy:',
        [
          'The members’ rate: 10% off the flexible rate, with free cancellation',
          'Points on every stay',
          'Free high-speed Wi-Fi throughout the hotel',
          'Early check-in on request at no charge, subject to availability',
        ],
      ],
      ja: [
        'ご登録いただくと、どなたもクラシック会員から始まります。入会は無料で、初めてのご宿泊から次の特典をご利用いただけます。',
        [
          '会員限定プラン：フレキシブルレートより10%お得、キャンセル無料',
          'ご宿泊ごとにポイントを付与',
          '館内全域で高速Wi-Fiが無料',
          'アーリーチェックインのリクエストが無料（空室状況によります）',
        ],
      ],
      'ko-KR': [
        '모든 회원은 클래식 등급으로 시작합니다. 가입은 무료이며 첫 투숙부터 다음 혜택을 누릴 수 있습니다.',
        [
          '회원 전용 요금: 플렉시블 요금보다 10% 저렴, 무료 취소',
          '투숙할 때마다 포인트 적립',
          '호텔 전역 고속 Wi-Fi 무료',
          '얼리 체크인 무료 요청(객실 상황에 따라 제공)',
        ],
      ],
      'th-TH': [
        'สมาชิกทุกคนเริ่มต้นที่ระดับคลาสสิก สมัครฟรี และรับสิทธิประโยชน์ต่อไปนี้ตั้งแต่การเข้าพักครั้งแรก',
        [
          'ราคาสมาชิก ถูกกว่าราคายืดหยุ่น 10% ยกเลิกได้ฟรี',
          'รับคะแนนสะสมทุกการเข้าพัก',
          'Wi-Fi ความเร็วสูงฟรีทั่วทั้งโรงแรม',
          'ขอเช็กอินก่อนเวลาได้ฟรี (ขึ้นอยู่กับห้องว่าง)',
        ],
      ],
    }),
  },
  {
    cardId: 'silver',
    tier: Tier.silver,
    name: {
      'zh-CN': '银卡',
      'zh-TW': '銀卡',
      'en-US': 'Silver',
      ja: 'シルバー',
      'ko-KR': '실버',
      'th-TH': 'ซิลเวอร์',
    },
    pictures: [roomPic('superior-king', 1)],
    description: benefits({
      'zh-CN': [
        '成长值达到1,000即可升级为银卡。在经典卡权益之外，您还可享受：',
        ['会员专享价再享3%等级折扣', '延迟退房至13:00（视房态而定）', '入住时赠送迎宾饮品'],
      ],
      'zh-TW': [
        '成長值達到1,000即可晉升為銀卡。在經典卡權益之外，您還可享有：',
        ['會員專屬房價再享3%等級折扣', '延後退房至13:00（視房況而定）', '入住時贈送迎賓飲品'],
      ],
      'en-US': [
        'Reach a growth value of 1,000 to become Silver. On top of the Classic benefits you enjoy:',
        [
          'A further 3% tier discount on the members’ rate',
          'Late check-out until 13:00, subject to availability',
          'A welcome drink on arrival',
        ],
      ],
      ja: [
        '成長値が1,000に達するとシルバー会員になります。クラシックの特典に加えて、次の特典をご利用いただけます。',
        [
          '会員限定プランがランク割引でさらに3%お得',
          '13:00までのレイトチェックアウト（空室状況によります）',
          'ご到着時のウェルカムドリンク',
        ],
      ],
      'ko-KR': [
        '성장 포인트 1,000을 달성하면 실버 회원이 됩니다. 클래식 혜택에 더해 다음 혜택을 누릴 수 있습니다.',
        [
          '회원 전용 요금에서 등급 할인 3% 추가',
          '13:00까지 레이트 체크아웃(객실 상황에 따라 제공)',
          '도착 시 웰컴 드링크 제공',
        ],
      ],
      'th-TH': [
        'เมื่อคะแนนการเติบโตถึง 1,000 คุณจะเป็นสมาชิกระดับซิลเวอร์ และได้รับสิทธิประโยชน์เพิ่มเติมจากระดับคลาสสิกดังนี้',
        ['ส่วนลดตามระดับเพิ่มอีก 3% สำหรับราคาสมาชิก', 'เช็กเอาต์ล่าช้าถึง 13:00 น. (ขึ้นอยู่กับห้องว่าง)', 'เครื่องดื่มต้อนรับเมื่อเช็กอิน'],
      ],
    }),
  },
  {
    cardId: 'gold',
    tier: Tier.gold,
    name: {
      'zh-CN': '金卡',
      'zh-TW': '金卡',
      'en-US': 'Gold',
      ja: 'ゴールド',
      'ko-KR': '골드',
      'th-TH': 'โกลด์',
    },
    pictures: [roomPic('deluxe-view', 1)],
    description: benefits({
      'zh-CN': [
        '成长值达到5,000即可升级为金卡。在银卡权益之外，您还可享受：',
        [
          '会员专享价享5%等级折扣',
          '入住时升级房型（视房态而定）',
          '延迟退房至14:00（视房态而定）',
          '客房内赠送欢迎水果篮',
        ],
      ],
      'zh-TW': [
        '成長值達到5,000即可晉升為金卡。在銀卡權益之外，您還可享有：',
        [
          '會員專屬房價享5%等級折扣',
          '入住時升等房型（視房況而定）',
          '延後退房至14:00（視房況而定）',
          '客房內贈送歡迎水果籃',
        ],
      ],
      'en-US': [
        'Reach a growth value of 5,000 to become Gold. On top of the Silver benefits you enjoy:',
        [
          'A 5% tier discount on the members’ rate',
          'A room upgrade on arrival, subject to availability',
          'Late check-out until 14:00, subject to availability',
          'A welcome fruit basket in your room',
        ],
      ],
      ja: [
        '成長値が5,000に達するとゴールド会員になります。シルバーの特典に加えて、次の特典をご利用いただけます。',
        [
          '会員限定プランがランク割引で5%お得',
          'ご到着時の客室アップグレード（空室状況によります）',
          '14:00までのレイトチェックアウト（空室状況によります）',
          '客室にウェルカムフルーツをご用意',
        ],
      ],
      'ko-KR': [
        '성장 포인트 5,000을 달성하면 골드 회원이 됩니다. 실버 혜택에 더해 다음 혜택을 누릴 수 있습니다.',
        [
          '회원 전용 요금에서 등급 할인 5%',
          '도착 시 객실 업그레이드(객실 상황에 따라 제공)',
          '14:00까지 레이트 체크아웃(객실 상황에 따라 제공)',
          '객실 내 웰컴 과일 바구니',
        ],
      ],
      'th-TH': [
        'เมื่อคะแนนการเติบโตถึง 5,000 คุณจะเป็นสมาชิกระดับโกลด์ และได้รับสิทธิประโยชน์เพิ่มเติมจากระดับซิลเวอร์ดังนี้',
        [
          'ส่วนลดตามระดับ 5% สำหรับราคาสมาชิก',
          'อัปเกรดห้องพักเมื่อเช็กอิน (ขึ้นอยู่กับห้องว่าง)',
          'เช็กเอาต์ล่าช้าถึง 14:00 น. (ขึ้นอยู่กับห้องว่าง)',
          'ตะกร้าผลไม้ต้อนรับในห้องพัก',
        ],
      ],
    }),
  },
  {
    cardId: 'platinum',
    tier: Tier.platinum,
    name: {
      'zh-CN': '白金卡',
      'zh-TW': '白金卡',
      'en-US': 'Platinum',
      ja: 'プラチナ',
      'ko-KR': '플래티넘',
      'th-TH': 'แพลทินัม',
    },
    pictures: [roomPic('executive-suite', 1)],
    description: benefits({
      'zh-CN': [
        '成长值达到20,000即可升级为白金卡，这是我们的最高等级。在金卡权益之外，您还可享受：',
        [
          '会员专享价享8%等级折扣',
          '可升级至套房（视房态而定）',
          '保证延迟退房至16:00',
          '以会员专享价入住时含双人早餐',
          '专属预订热线',
        ],
      ],
      'zh-TW': [
        '成長值達到20,000即可晉升為白金卡，這是我們的最高等級。在金卡權益之外，您還可享有：',
        [
          '會員專屬房價享8%等級折扣',
          '可升等至套房（視房況而定）',
          '保證延後退房至16:00',
          '以會員專屬房價入住時含雙人早餐',
          '專屬訂房專線',
        ],
      ],
      'en-US': [
        'Reach a growth value of 20,000 to become Platinum, our highest tier. On top of the Gold benefits you enjoy:',
        [
          'An 8% tier discount on the members’ rate',
          'Upgrades up to a suite, subject to availability',
          'Guaranteed late check-out until 16:00',
          'Breakfast for two on stays at the members’ rate',
          'A dedicated reservations line',
        ],
      ],
      ja: [
        '成長値が20,000に達すると、最上位ランクのプラチナ会員になります。ゴールドの特典に加えて、次の特典をご利用いただけます。',
        [
          '会員限定プランがランク割引で8%お得',
          'スイートまでの客室アップグレード（空室状況によります）',
          '16:00までのレイトチェックアウトを保証',
          '会員限定プランでのご宿泊は2名様分の朝食付き',
          '専用の予約ダイヤル',
        ],
      ],
      'ko-KR': [
        '성장 포인트 20,000을 달성하면 최상위 등급인 플래티넘 회원이 됩니다. 골드 혜택에 더해 다음 혜택을 누릴 수 있습니다.',
        [
          '회원 전용 요금에서 등급 할인 8%',
          '스위트까지 객실 업그레이드(객실 상황에 따라 제공)',
          '16:00까지 레이트 체크아웃 보장',
          '회원 전용 요금 투숙 시 2인 조식 포함',
          '전용 예약 전화',
        ],
      ],
      'th-TH': [
        'เมื่อคะแนนการเติบโตถึง 20,000 คุณจะเป็นสมาชิกระดับแพลทินัม ซึ่งเป็นระดับสูงสุดของเรา และได้รับสิทธิประโยชน์เพิ่มเติมจากระดับโกลด์ดังนี้',
        [
          'ส่วนลดตามระดับ 8% สำหรับราคาสมาชิก',
          'อัปเกรดห้องพักได้ถึงห้องสวีท (ขึ้นอยู่กับห้องว่าง)',
          'รับประกันเช็กเอาต์ล่าช้าถึง 16:00 น.',
          'รวมอาหารเช้าสำหรับสองท่านเมื่อเข้าพักด้วยราคาสมาชิก',
          'สายด่วนสำหรับการจองโดยเฉพาะ',
        ],
      ],
    }),
  },
];
