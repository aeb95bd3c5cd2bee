import type { Language } from '@hotel/contract/languages';
import type { LocalizedText } from '../../db/columns.ts';
import { cityByCode, GROUP_NAME } from '../content/common.ts';
import { DEMO_HOTELS } from '../content/hotels.ts';
import { a, byLanguage, escapeText, figure, h2, h3, hotelPic, type PerLanguage, p, strong, ul } from './html.ts';

export interface ContentPageSeed {
  pageId: string;
  isPublish: boolean;
  title: LocalizedText;
  description: LocalizedText;
  body: LocalizedText;
}

/** Every demo hotel as a list item: its linked name and its city. */
const hotelList = (lang: Language) =>
  ul(
    DEMO_HOTELS.map(
      (hotel) =>
        `${a(`/hotelDetail/${hotel.hotelCode}`, hotel.name[lang])}${lang.startsWith('zh') || lang === 'ja' ? '（' : ' ('}${escapeText(cityByCode(hotel.cityCode).name[lang])}${lang.startsWith('zh') || lang === 'ja' ? '）' : ')'}`,
    ),
  );

const ABOUT: PerLanguage<{ story: string[]; where: string; brandsTitle: string; brands: string[]; promise: string[] }> =
  {
    'zh-CN': {
      story: [
        '曙光始于2006年上海外滩一栋修复一新的老洋行。如今，集团在中国、日本和泰国的六座城市经营酒店与服务式公寓，每一家都由所在街区塑造，而不是照搬同一个模板。',
        '我们相信，好的旅行从一夜好眠开始：安静的房间、舒适的床、用当地食材做的早餐，以及熟悉这座城市的员工。',
      ],
      where: '我们的酒店',
      brandsTitle: '我们的品牌',
      brands: [
        `${strong('曙光大酒店')}：地标式全服务酒店，设有水疗中心和招牌餐厅。`,
        `${strong('曙光服务公寓')}：配备厨房的服务式公寓，适合长住。`,
        `${strong('曙光璐铭')}（Lumen by Aurora）：设计感十足、价格友好的智能城市酒店。`,
      ],
      promise: [
        '无论您入住哪一家，都能享受同样的承诺：明码标价，付款前列明全部税费；预订灵活，多数房价可免费取消；以及一支随时乐意帮忙的团队。',
        `在本网站直接预订可享最优价格和会员礼遇。有疑问？请先查看${a('/page/faq', '常见问题')}。`,
      ],
    },
    'zh-TW': {
      story: [
        '曙光始於2006年上海外灘一棟修復一新的老洋行。如今，集團在中國、日本與泰國的六座城市經營飯店與服務式公寓，每一家都由所在街區塑造，而非照搬同一個模板。',
        '我們相信，好的旅行從一夜好眠開始：安靜的房間、舒適的床、以在地食材製作的早餐，以及熟悉這座城市的員工。',
      ],
      where: '我們的飯店',
      brandsTitle: '我們的品牌',
      brands: [
        `${strong('曙光大飯店')}：地標級全服務飯店，設有水療中心與招牌餐廳。`,
        `${strong('曙光服務公寓')}：附廚房的服務式公寓，適合長住。`,
        `${strong('曙光璐銘')}（Lumen by Aurora）：設計感十足、價格親民的智慧城市飯店。`,
      ],
      promise: [
        '無論您入住哪一家，都能享有同樣的承諾：價格透明，付款前列明所有稅費；訂房彈性，多數房價可免費取消；以及一支隨時樂意協助的團隊。',
        `在本網站直接訂房可享最優惠價格與會員禮遇。有疑問嗎？請先查看${a('/page/faq', '常見問題')}。`,
      ],
    },
    'en-US': {
      story: [
        'Aurora began in 2006 with a single restored trading house on the Bund in Shanghai. Today the group runs hotels and serviced residences in six cities across China, Japan and Thailand, each shaped by its neighbourhood rather than by one template.',
        'We believe a good trip starts with a good night: a quiet room, a comfortable bed, breakfast made with local produce and people who know their city.',
      ],
      where: 'Our hotels',
      brandsTitle: 'Our brands',
      brands: [
        `${strong('Aurora Grand')}: landmark full-service hotels with spas and signature restaurants.`,
        `${strong('Aurora Residences')}: serviced apartments with kitchens, made for longer stays.`,
        `${strong('Lumen by Aurora')}: smart, design-led city hotels at a friendly price.`,
      ],
      promise: [
        'Wherever you stay, our promise is the same: clear prices with every tax and charge shown before you pay, flexible bookings with free cancellation on most rates, and a team that is glad to help.',
        `Book directly on this site for our best prices and members’ benefits. Questions? Our ${a('/page/faq', 'FAQ')} is a good place to start.`,
      ],
    },
    ja: {
      story: [
        'オーロラの歩みは2006年、上海・外灘の古い商館を修復した1軒のホテルから始まりました。現在は中国、日本、タイの6都市でホテルとサービスアパートメントを運営しています。どのホテルも画一的なつくりではなく、その街並みに合わせて形づくられています。',
        '良い旅は、ぐっすり眠れる一夜から。静かな客室、心地よいベッド、地元の食材を使った朝食、そして街をよく知るスタッフがお迎えします。',
      ],
      where: 'ホテル一覧',
      brandsTitle: 'ブランド',
      brands: [
        `${strong('オーロラ グランド')}：スパや名物レストランを備えた、街のランドマークとなるフルサービスホテル。`,
        `${strong('オーロラ レジデンス')}：キッチン付きで長期滞在に適したサービスアパートメント。`,
        `${strong('ルーメン バイ オーロラ')}：デザイン性の高い、手頃な価格のスマートなシティホテル。`,
      ],
      promise: [
        'どのホテルにご滞在いただいても、お約束は同じです。税金やサービス料はすべてお支払い前に表示する明快な料金、多くのプランで無料キャンセルが可能な柔軟なご予約、そして喜んでお手伝いするスタッフ。',
        `当サイトからの直接予約で、ベストレートと会員特典をご利用いただけます。ご不明な点は、まず${a('/page/faq', 'よくあるご質問')}をご覧ください。`,
      ],
    },
    'ko-KR': {
      story: [
        '오로라는 2006년 상하이 와이탄의 오래된 무역회사 건물을 복원한 호텔 한 곳에서 시작했습니다. 지금은 중국, 일본, 태국의 여섯 도시에서 호텔과 서비스 레지던스를 운영하며, 각 호텔은 하나의 틀을 따르기보다 그 동네의 개성에 맞춰 만들어졌습니다.',
        '좋은 여행은 푹 자는 하룻밤에서 시작된다고 믿습니다. 조용한 객실, 편안한 침대, 현지 식재료로 만든 조식, 그리고 도시를 잘 아는 직원이 함께합니다.',
      ],
      where: '호텔 소개',
      brandsTitle: '브랜드',
      brands: [
        `${strong('오로라 그랜드')}: 스파와 시그니처 레스토랑을 갖춘 랜드마크 풀서비스 호텔.`,
        `${strong('오로라 레지던스')}: 주방을 갖춰 장기 투숙에 알맞은 서비스 레지던스.`,
        `${strong('루멘 바이 오로라')}: 합리적인 가격의 감각적이고 스마트한 시티 호텔.`,
      ],
      promise: [
        '어느 호텔에 머무르든 약속은 같습니다. 모든 세금과 요금을 결제 전에 보여 주는 투명한 가격, 대부분의 요금에서 무료 취소가 가능한 유연한 예약, 그리고 기꺼이 도와드리는 팀이 있습니다.',
        `이 사이트에서 직접 예약하시면 최저가와 회원 혜택을 누릴 수 있습니다. 궁금한 점이 있다면 먼저 ${a('/page/faq', '자주 묻는 질문')}을 확인해 주세요.`,
      ],
    },
    'th-TH': {
      story: [
        'ออโรราเริ่มต้นในปี 2006 จากอาคารบริษัทการค้าเก่าที่ได้รับการบูรณะเพียงหลังเดียวริมเดอะบันด์ในเซี่ยงไฮ้ ปัจจุบันเครือของเราบริหารโรงแรมและเซอร์วิสเรสซิเดนซ์ในหกเมืองของจีน ญี่ปุ่น และไทย แต่ละแห่งได้รับการออกแบบให้เข้ากับย่านที่ตั้ง ไม่ได้ลอกแบบจากแม่แบบเดียวกัน',
        'เราเชื่อว่าการเดินทางที่ดีเริ่มจากการนอนหลับที่ดี ห้องพักที่เงียบสงบ เตียงที่นอนสบาย อาหารเช้าจากวัตถุดิบท้องถิ่น และทีมงานที่รู้จักเมืองของตนเป็นอย่างดี',
      ],
      where: 'โรงแรมของเรา',
      brandsTitle: 'แบรนด์ของเรา',
      brands: [
        `${strong('ออโรรา แกรนด์')}: โรงแรมบริการครบครันระดับแลนด์มาร์ก พร้อมสปาและห้องอาหารซิกเนเจอร์`,
        `${strong('ออโรรา เรสซิเดนซ์')}: เซอร์วิสอพาร์ตเมนต์พร้อมห้องครัว เหมาะสำหรับการพักระยะยาว`,
        `${strong('ลูเมน บาย ออโรรา')}: โรงแรมในเมืองดีไซน์ทันสมัยในราคาที่เป็นมิตร`,
      ],
      promise: [
        'ไม่ว่าคุณจะพักที่ไหน คำมั่นของเราเหมือนกันเสมอ ราคาชัดเจนโดยแสดงภาษีและค่าบริการทั้งหมดก่อนชำระเงิน การจองที่ยืดหยุ่นพร้อมยกเลิกฟรีในราคาส่วนใหญ่ และทีมงานที่ยินดีช่วยเหลือเสมอ',
        `จองโดยตรงบนเว็บไซต์นี้เพื่อรับราคาดีที่สุดและสิทธิประโยชน์สำหรับสมาชิก มีคำถามใช่ไหม เริ่มจาก${a('/page/faq', 'คำถามที่พบบ่อย')}ได้เลย`,
      ],
    },
  };

const FAQ: PerLanguage<[string, string][]> = {
  'zh-CN': [
    [
      '如何预订客房？',
      '在首页选择目的地和入住日期，挑选房型和房价，填写入住人信息并确认即可。预订成功后，您会立即收到附有确认号的确认邮件。',
    ],
    [
      '可以取消或修改预订吗？',
      '取决于所选房价。灵活价和会员专享价在入住前可免费取消；含早房价和连住优惠价可在房价所示的截止时间前免费取消；提前预付优惠价不可更改或退款。您可在“我的预订”中取消，或凭确认号查询预订。',
    ],
    [
      '支持哪些付款方式？',
      '到店付款的房价可在入住时以银行卡或现金支付。预付房价需在预订时在线支付，支持支付宝、微信支付、银联及国际信用卡（Visa、Mastercard、American Express、JCB、Diners Club）。价格以酒店当地货币显示，税费和服务费会在付款前列明。',
    ],
    [
      '儿童可以免费入住吗？',
      '在中国和日本，6岁以下儿童不加床可免费入住；在泰国，12岁以下儿童不加床可免费入住。是否可加床或婴儿床视房型而定，请在预订时备注。',
    ],
    [
      '房价含早餐吗？',
      '含早房价和企业协议价包含早餐。其他房价可在预订时加购早餐，或到店后另行付费。早餐供应时间为6:30至10:30。',
    ],
    [
      '入住和退房时间是几点？',
      '入住时间为14:00以后，退房时间为12:00以前。可免费申请提前入住（视房态而定），也可在预订时加购延迟退房至16:00。',
    ],
    [
      '会员计划如何运作？',
      `注册会员免费。会员可预订会员专享价，每次入住均可累积积分；随着成长值增加，您将从经典卡依次升级为银卡、金卡和白金卡，享受最高8%的等级折扣和更多礼遇。详情请见${a('/card/classic', '会员卡介绍')}。`,
    ],
    [
      '可以开具发票吗？',
      '可以。在中国大陆，前台会在退房时开具增值税发票，请在预订备注中填写公司抬头和税号。日本和泰国的酒店可在退房时应要求开具收据或税务发票。',
    ],
  ],
  'zh-TW': [
    [
      '如何預訂客房？',
      '在首頁選擇目的地與入住日期，挑選房型和房價，填寫入住人資料並確認即可。訂房成功後，您會立即收到附有確認號碼的確認信。',
    ],
    [
      '可以取消或修改訂房嗎？',
      '視所選房價而定。彈性房價與會員專屬房價在入住前可免費取消；含早房價與連住優惠價可在房價所示的截止時間前免費取消；預付優惠價不可更改或退款。您可在「我的訂單」中取消，或憑確認號碼查詢訂房。',
    ],
    [
      '支援哪些付款方式？',
      '到店付款的房價可於入住時以信用卡或現金支付。預付房價需於訂房時線上付款，支援支付寶、微信支付、銀聯及國際信用卡（Visa、Mastercard、American Express、JCB、Diners Club）。價格以飯店當地貨幣顯示，稅金與服務費會在付款前列明。',
    ],
    [
      '兒童可以免費入住嗎？',
      '在中國與日本，6歲以下兒童不加床可免費入住；在泰國，12歲以下兒童不加床可免費入住。是否可加床或嬰兒床視房型而定，請於訂房時備註。',
    ],
    [
      '房價含早餐嗎？',
      '含早房價與企業合約價包含早餐。其他房價可於訂房時加購早餐，或到店後另行付費。早餐供應時間為6:30至10:30。',
    ],
    [
      '入住與退房時間是幾點？',
      '入住時間為14:00以後，退房時間為12:00以前。可免費申請提早入住（視房況而定），也可於訂房時加購延後退房至16:00。',
    ],
    [
      '會員計畫如何運作？',
      `加入會員免費。會員可預訂會員專屬房價，每次入住皆可累積點數；隨著成長值增加，您將從經典卡依序晉升為銀卡、金卡與白金卡，享有最高8%的等級折扣與更多禮遇。詳情請見${a('/card/classic', '會員卡介紹')}。`,
    ],
    [
      '可以開立發票嗎？',
      '可以。在中國大陸，櫃檯會在退房時開立增值稅發票，請於訂房備註中填寫公司抬頭與稅號。日本與泰國的飯店可於退房時應要求開立收據或稅務發票。',
    ],
  ],
  'en-US': [
    [
      'How do I book a room?',
      'Choose a destination and your dates on the home page, pick a room and a rate, fill in the guest details and confirm. A confirmation e-mail with your confirmation number is sent straight away.',
    ],
    [
      'Can I cancel or change my booking?',
      'That depends on the rate. The flexible rate and the members’ rate can be cancelled free of charge before arrival; the bed &amp; breakfast and stay-longer rates until the deadline shown with the rate; the advance saver rate cannot be changed or refunded. Cancel in My Reservations, or look up a booking with its confirmation number.',
    ],
    [
      'How can I pay?',
      'Pay-at-hotel rates are settled at check-in by card or cash. Prepaid rates are paid online when you book, with Alipay, WeChat Pay, UnionPay or an international card (Visa, Mastercard, American Express, JCB, Diners Club). Prices are shown in the hotel’s currency, and taxes and service charges are listed before you pay.',
    ],
    [
      'Do children stay free?',
      'Children under 6 in China and Japan, and under 12 in Thailand, stay free when they use the existing bedding. Extra beds and cots depend on the room type; please add a request when you book.',
    ],
    [
      'Is breakfast included?',
      'Breakfast is included in the bed &amp; breakfast and corporate rates. With other rates you can add it when you book or pay for it at the hotel. Breakfast is served from 6:30 to 10:30.',
    ],
    [
      'What are the check-in and check-out times?',
      'Check-in is from 14:00 and check-out by 12:00. You can ask for an early check-in free of charge, subject to availability, and add a late check-out until 16:00 to your booking.',
    ],
    [
      'How does membership work?',
      `Membership is free. Members can book the members’ rate and earn points on every stay; as your growth value rises you move up from Classic to Silver, Gold and Platinum, with a tier discount of up to 8% and more benefits. See the ${a('/card/classic', 'membership cards')} for details.`,
    ],
    [
      'Can I get an invoice?',
      'Yes. In mainland China the front desk issues a VAT invoice (fapiao) at check-out; please add your company name and tax number to the booking remarks. Our hotels in Japan and Thailand issue a receipt or tax invoice at check-out on request.',
    ],
  ],
  ja: [
    [
      '客室の予約方法を教えてください。',
      'トップページで目的地と日程を選び、客室と料金プランを選んで宿泊者情報を入力し、予約を確定してください。予約番号が記載された確認メールがすぐに届きます。',
    ],
    [
      '予約のキャンセルや変更はできますか？',
      '料金プランによって異なります。フレキシブルレートと会員限定プランはご到着前まで無料でキャンセルできます。朝食付きプランと連泊割引プランは、プランに表示された期限まで無料です。事前決済割引プランは変更・返金ができません。キャンセルは「予約一覧」から、または予約番号で予約を検索して行えます。',
    ],
    [
      '支払い方法は何がありますか？',
      '現地払いのプランはチェックイン時にカードまたは現金でお支払いください。事前決済のプランはご予約時にオンラインでお支払いいただけます。Alipay、WeChat Pay、銀聯、国際ブランドのカード（Visa、Mastercard、American Express、JCB、Diners Club）がご利用可能です。料金はホテル現地の通貨で表示され、税金とサービス料はお支払い前に表示されます。',
    ],
    [
      '子どもは無料で泊まれますか？',
      '中国と日本では6歳未満、タイでは12歳未満のお子様は、既存のベッドをご利用の場合は無料です。エクストラベッドやベビーベッドは客室タイプにより異なりますので、ご予約時にお申し付けください。',
    ],
    [
      '朝食は含まれていますか？',
      '朝食付きプランと法人レートには朝食が含まれます。その他のプランでは、ご予約時に追加いただくか、ホテルにてお支払いください。朝食は6:30から10:30までです。',
    ],
    [
      'チェックインとチェックアウトの時間は？',
      'チェックインは14:00から、チェックアウトは12:00までです。アーリーチェックインは空室状況により無料で承ります。16:00までのレイトチェックアウトはご予約時に追加できます。',
    ],
    [
      '会員制度について教えてください。',
      `会員登録は無料です。会員限定プランをご予約いただけ、ご宿泊ごとにポイントが貯まります。成長値に応じてクラシックからシルバー、ゴールド、プラチナへとランクアップし、最大8%のランク割引などの特典が加わります。詳しくは${a('/card/classic', '会員カードのご案内')}をご覧ください。`,
    ],
    [
      '領収書や請求書は発行できますか？',
      'はい。中国本土ではチェックアウト時にフロントで増値税発票を発行します。予約の備考欄に会社名と納税者番号をご記入ください。日本とタイのホテルでは、チェックアウト時のお申し出により領収書またはタックスインボイスを発行します。',
    ],
  ],
  'ko-KR': [
    [
      '객실은 어떻게 예약하나요?',
      '홈페이지에서 목적지와 날짜를 선택하고 객실과 요금을 고른 뒤 투숙객 정보를 입력하고 확정하세요. 예약 확인 번호가 담긴 확인 이메일이 바로 발송됩니다.',
    ],
    [
      '예약을 취소하거나 변경할 수 있나요?',
      '요금에 따라 다릅니다. 플렉시블 요금과 회원 전용 요금은 도착 전까지 무료로 취소할 수 있고, 조식 포함 요금과 연박 할인 요금은 요금에 표시된 기한까지 무료 취소가 가능합니다. 사전 결제 할인 요금은 변경이나 환불이 불가합니다. ‘내 예약’에서 취소하거나 예약 확인 번호로 예약을 조회할 수 있습니다.',
    ],
    [
      '어떤 결제 수단을 사용할 수 있나요?',
      '현장 결제 요금은 체크인 시 카드 또는 현금으로 결제합니다. 선결제 요금은 예약할 때 알리페이, 위챗페이, 유니온페이 또는 해외 카드(Visa, Mastercard, American Express, JCB, Diners Club)로 온라인 결제합니다. 요금은 호텔 현지 통화로 표시되며 세금과 봉사료는 결제 전에 안내됩니다.',
    ],
    [
      '어린이는 무료로 투숙할 수 있나요?',
      '중국과 일본에서는 6세 미만, 태국에서는 12세 미만 어린이가 기존 침대를 사용하면 무료입니다. 엑스트라 베드와 유아용 침대는 객실 유형에 따라 다르므로 예약 시 요청 사항에 남겨 주세요.',
    ],
    [
      '조식이 포함되어 있나요?',
      '조식 포함 요금과 기업 요금에는 조식이 포함됩니다. 다른 요금은 예약 시 조식을 추가하거나 호텔에서 별도로 결제할 수 있습니다. 조식은 6:30부터 10:30까지 제공됩니다.',
    ],
    [
      '체크인과 체크아웃 시간은 언제인가요?',
      '체크인은 14:00부터, 체크아웃은 12:00까지입니다. 얼리 체크인은 객실 상황에 따라 무료로 요청할 수 있으며, 16:00까지 레이트 체크아웃을 예약에 추가할 수 있습니다.',
    ],
    [
      '멤버십은 어떻게 운영되나요?',
      `회원 가입은 무료입니다. 회원은 회원 전용 요금으로 예약하고 투숙할 때마다 포인트를 적립합니다. 성장 포인트가 쌓이면 클래식에서 실버, 골드, 플래티넘으로 등급이 올라가며 최대 8%의 등급 할인과 다양한 혜택이 더해집니다. 자세한 내용은 ${a('/card/classic', '멤버십 카드 안내')}를 확인하세요.`,
    ],
    [
      '영수증이나 세금계산서를 받을 수 있나요?',
      '네. 중국 본토에서는 체크아웃 시 프런트에서 부가가치세 영수증(파퍄오)을 발행하니 예약 메모에 회사명과 납세자 번호를 적어 주세요. 일본과 태국 호텔에서는 요청 시 체크아웃할 때 영수증 또는 세금계산서를 발행합니다.',
    ],
  ],
  'th-TH': [
    [
      'จองห้องพักได้อย่างไร',
      'เลือกจุดหมายและวันที่เข้าพักในหน้าแรก เลือกห้องพักและราคา กรอกข้อมูลผู้เข้าพักแล้วยืนยัน ระบบจะส่งอีเมลยืนยันพร้อมหมายเลขการจองให้ทันที',
    ],
    [
      'ยกเลิกหรือเปลี่ยนแปลงการจองได้ไหม',
      'ขึ้นอยู่กับราคาที่เลือก ราคายืดหยุ่นและราคาสมาชิกยกเลิกได้ฟรีก่อนวันเข้าพัก ราคารวมอาหารเช้าและราคาพักต่อเนื่องยกเลิกได้ฟรีภายในกำหนดเวลาที่แสดงไว้กับราคา ส่วนราคาพิเศษชำระล่วงหน้าไม่สามารถเปลี่ยนแปลงหรือขอคืนเงินได้ ยกเลิกได้ที่ “การจองของฉัน” หรือค้นหาการจองด้วยหมายเลขยืนยัน',
    ],
    [
      'ชำระเงินได้ด้วยวิธีใดบ้าง',
      'ราคาที่ชำระที่โรงแรมจ่ายขณะเช็กอินด้วยบัตรหรือเงินสด ราคาที่ชำระล่วงหน้าจ่ายออนไลน์ขณะจองผ่าน Alipay, WeChat Pay, UnionPay หรือบัตรต่างประเทศ (Visa, Mastercard, American Express, JCB, Diners Club) ราคาแสดงเป็นสกุลเงินของโรงแรม และจะแสดงภาษีกับค่าบริการก่อนชำระเงิน',
    ],
    [
      'เด็กเข้าพักฟรีไหม',
      'ในจีนและญี่ปุ่น เด็กอายุต่ำกว่า 6 ปี และในไทย เด็กอายุต่ำกว่า 12 ปี เข้าพักฟรีเมื่อใช้เตียงที่มีอยู่ การเสริมเตียงหรือเตียงเด็กอ่อนขึ้นอยู่กับประเภทห้อง กรุณาระบุคำขอขณะจอง',
    ],
    [
      'ราคารวมอาหารเช้าไหม',
      'ราคารวมอาหารเช้าและราคาองค์กรรวมอาหารเช้าแล้ว สำหรับราคาอื่นสามารถเพิ่มอาหารเช้าขณะจองหรือชำระที่โรงแรม อาหารเช้าเสิร์ฟเวลา 6:30-10:30 น.',
    ],
    [
      'เวลาเช็กอินและเช็กเอาต์คือกี่โมง',
      'เช็กอินได้ตั้งแต่ 14:00 น. และเช็กเอาต์ภายใน 12:00 น. ขอเช็กอินก่อนเวลาได้ฟรีหากมีห้องว่าง และเพิ่มบริการเช็กเอาต์ล่าช้าถึง 16:00 น. ในการจองได้',
    ],
    [
      'ระบบสมาชิกทำงานอย่างไร',
      `สมัครสมาชิกฟรี สมาชิกจองราคาสมาชิกได้และรับคะแนนสะสมทุกการเข้าพัก เมื่อคะแนนการเติบโตเพิ่มขึ้น ระดับของคุณจะเลื่อนจากคลาสสิกเป็นซิลเวอร์ โกลด์ และแพลทินัม พร้อมส่วนลดตามระดับสูงสุด 8% และสิทธิประโยชน์อื่นๆ ดูรายละเอียดได้ที่${a('/card/classic', 'หน้าบัตรสมาชิก')}`,
    ],
    [
      'ขอใบกำกับภาษีได้ไหม',
      'ได้ ในจีนแผ่นดินใหญ่ แผนกต้อนรับจะออกใบกำกับภาษีมูลค่าเพิ่ม (ฟาเปี้ยว) เมื่อเช็กเอาต์ กรุณาระบุชื่อบริษัทและเลขประจำตัวผู้เสียภาษีในหมายเหตุการจอง โรงแรมในญี่ปุ่นและไทยออกใบเสร็จหรือใบกำกับภาษีเมื่อเช็กเอาต์ตามคำขอ',
    ],
  ],
};

/** Privacy notice: [heading, paragraphs or a list] per section. */
const PRIVACY: PerLanguage<{ intro: string; sections: [string, string[] | { list: string[] }][] }> = {
  'zh-CN': {
    intro: '本声明说明曙光酒店及公寓（“我们”）在您使用本网站、预订客房或入住酒店时如何收集和使用您的个人信息。',
    sections: [
      [
        '我们收集哪些信息',
        {
          list: [
            '预订信息：姓名、电子邮箱、手机号码、入住日期、入住人数及特殊要求。',
            '会员信息：账户资料、积分与等级、通讯偏好。',
            '付款信息：由持牌支付机构处理，我们不保存完整的银行卡号。',
            '使用信息：浏览的页面、浏览器类型和语言，用于改进网站。',
          ],
        },
      ],
      [
        '我们如何使用这些信息',
        [
          '我们使用您的信息来完成和管理预订、提供入住服务、运营会员计划、履行法律义务（例如住宿登记），以及在您同意的情况下向您发送优惠信息。',
        ],
      ],
      [
        '我们与谁共享信息',
        [
          '我们只与您入住的酒店、支付机构以及为我们提供技术服务的受托方共享必要的信息，并要求其妥善保护。除法律要求外，我们不会出售或出租您的个人信息。',
        ],
      ],
      [
        '保存期限与您的权利',
        [
          '预订记录在法律规定的期限内保存，之后删除或匿名化。您可以随时查阅、更正或删除您的信息，撤回营销同意，或注销会员账户。',
          '如有任何问题，请发送邮件至 privacy@aurora-hotels.example 联系我们的数据保护团队。',
        ],
      ],
    ],
  },
  'zh-TW': {
    intro: '本聲明說明曙光飯店及公寓（「我們」）在您使用本網站、預訂客房或入住飯店時如何蒐集與使用您的個人資料。',
    sections: [
      [
        '我們蒐集哪些資料',
        {
          list: [
            '訂房資料：姓名、電子郵件、手機號碼、入住日期、入住人數及特殊需求。',
            '會員資料：帳戶資料、點數與等級、通訊偏好。',
            '付款資料：由合法支付機構處理，我們不保存完整的卡號。',
            '使用資料：瀏覽的頁面、瀏覽器類型與語言，用於改善網站。',
          ],
        },
      ],
      [
        '我們如何使用這些資料',
        [
          '我們使用您的資料來完成並管理訂房、提供住宿服務、經營會員計畫、履行法律義務（例如住宿登記），並在您同意的情況下寄送優惠資訊。',
        ],
      ],
      [
        '我們與誰分享資料',
        [
          '我們僅與您入住的飯店、支付機構以及為我們提供技術服務的受託方分享必要的資料，並要求其妥善保護。除法律規定外，我們不會出售或出租您的個人資料。',
        ],
      ],
      [
        '保存期限與您的權利',
        [
          '訂房紀錄於法律規定的期限內保存，之後刪除或匿名化。您可隨時查閱、更正或刪除您的資料、撤回行銷同意，或註銷會員帳戶。',
          '如有任何問題，請寄信至 privacy@aurora-hotels.example 聯絡我們的資料保護團隊。',
        ],
      ],
    ],
  },
  'en-US': {
    intro:
      'This notice explains how Aurora Hotels &amp; Residences (“we”) collects and uses your personal data when you use this site, book a room or stay at one of our hotels.',
    sections: [
      [
        'What we collect',
        {
          list: [
            'Booking details: name, e-mail address, mobile number, dates of stay, number of guests and special requests.',
            'Membership details: your account profile, points and tier, and communication preferences.',
            'Payment details: handled by licensed payment providers; we never store full card numbers.',
            'Usage details: pages visited, browser type and language, used to improve the site.',
          ],
        },
      ],
      [
        'How we use it',
        [
          'We use your data to complete and manage your bookings, look after you during your stay, run the membership programme, meet legal duties such as guest registration and, if you agree, send you offers.',
        ],
      ],
      [
        'Who we share it with',
        [
          'We share only what is needed with the hotel you stay at, with payment providers and with service providers who run our systems on our behalf, all of whom must protect it. We never sell or rent your personal data.',
        ],
      ],
      [
        'How long we keep it and your rights',
        [
          'Booking records are kept for the period the law requires and then deleted or anonymised. You can ask to see, correct or delete your data, withdraw your marketing consent or close your account at any time.',
          'For any question, write to our data protection team at privacy@aurora-hotels.example.',
        ],
      ],
    ],
  },
  ja: {
    intro:
      '本プライバシーポリシーは、オーロラ ホテルズ＆レジデンス（以下「当社」）が、お客様による本サイトのご利用、客室のご予約、ホテルでのご滞在に際して、個人情報をどのように取得し利用するかをご説明するものです。',
    sections: [
      [
        '取得する情報',
        {
          list: [
            'ご予約情報：氏名、メールアドレス、携帯電話番号、宿泊日、宿泊人数、特別なご要望。',
            '会員情報：アカウント情報、ポイントと会員ランク、配信の設定。',
            'お支払い情報：認可を受けた決済事業者が処理し、当社がカード番号全体を保存することはありません。',
            'ご利用情報：閲覧したページ、ブラウザの種類と言語。サイトの改善に利用します。',
          ],
        },
      ],
      [
        '利用目的',
        [
          'ご予約の手配と管理、ご滞在中のサービスの提供、会員制度の運営、宿泊者名簿の作成など法令上の義務の履行、そしてお客様の同意がある場合にはお得な情報のご案内のために利用します。',
        ],
      ],
      [
        '第三者への提供',
        [
          'ご宿泊のホテル、決済事業者、当社のシステムを運用する委託先に対し、必要な範囲でのみ提供し、適切な保護を義務づけています。法令に基づく場合を除き、個人情報を販売・貸与することはありません。',
        ],
      ],
      [
        '保存期間とお客様の権利',
        [
          'ご予約の記録は法令で定められた期間保存し、その後は削除または匿名化します。お客様はいつでも、ご自身の情報の開示、訂正、削除、配信同意の撤回、会員登録の解除をご請求いただけます。',
          'ご質問は、データ保護担当（privacy@aurora-hotels.example）までお寄せください。',
        ],
      ],
    ],
  },
  'ko-KR': {
    intro:
      '본 방침은 오로라 호텔 앤 레지던스(이하 ‘당사’)가 고객이 이 사이트를 이용하거나 객실을 예약하거나 호텔에 투숙할 때 개인정보를 어떻게 수집하고 이용하는지 설명합니다.',
    sections: [
      [
        '수집하는 정보',
        {
          list: [
            '예약 정보: 이름, 이메일 주소, 휴대전화 번호, 투숙 날짜, 투숙 인원, 특별 요청 사항.',
            '회원 정보: 계정 정보, 포인트와 등급, 수신 설정.',
            '결제 정보: 허가받은 결제 기관이 처리하며, 당사는 전체 카드 번호를 저장하지 않습니다.',
            '이용 정보: 방문한 페이지, 브라우저 종류와 언어로, 사이트 개선에 사용합니다.',
          ],
        },
      ],
      [
        '이용 목적',
        [
          '예약의 처리와 관리, 투숙 중 서비스 제공, 멤버십 프로그램 운영, 투숙객 등록 등 법적 의무 이행, 그리고 고객이 동의한 경우 혜택 안내를 위해 개인정보를 이용합니다.',
        ],
      ],
      [
        '제3자 제공',
        [
          '투숙하시는 호텔, 결제 기관, 당사 시스템을 운영하는 수탁업체에 필요한 정보만 제공하며, 이들에게 안전한 보호를 요구합니다. 법령에 따른 경우를 제외하고 개인정보를 판매하거나 대여하지 않습니다.',
        ],
      ],
      [
        '보관 기간과 고객의 권리',
        [
          '예약 기록은 법령이 정한 기간 동안 보관한 뒤 삭제하거나 익명화합니다. 고객은 언제든지 본인 정보의 열람, 정정, 삭제, 마케팅 동의 철회, 회원 탈퇴를 요청할 수 있습니다.',
          '문의 사항은 개인정보 보호 담당(privacy@aurora-hotels.example)으로 보내 주세요.',
        ],
      ],
    ],
  },
  'th-TH': {
    intro:
      'ประกาศนี้อธิบายวิธีที่ออโรรา โฮเทลส์ แอนด์ เรสซิเดนซ์ (“เรา”) เก็บและใช้ข้อมูลส่วนบุคคลของคุณเมื่อคุณใช้เว็บไซต์นี้ จองห้องพัก หรือเข้าพักที่โรงแรมของเรา',
    sections: [
      [
        'ข้อมูลที่เราเก็บ',
        {
          list: [
            'ข้อมูลการจอง: ชื่อ อีเมล หมายเลขโทรศัพท์มือถือ วันที่เข้าพัก จำนวนผู้เข้าพัก และคำขอพิเศษ',
            'ข้อมูลสมาชิก: ข้อมูลบัญชี คะแนนและระดับสมาชิก และการตั้งค่าการรับข่าวสาร',
            'ข้อมูลการชำระเงิน: ดำเนินการโดยผู้ให้บริการชำระเงินที่ได้รับอนุญาต เราไม่เก็บหมายเลขบัตรฉบับเต็ม',
            'ข้อมูลการใช้งาน: หน้าที่เข้าชม ประเภทเบราว์เซอร์ และภาษา เพื่อใช้ปรับปรุงเว็บไซต์',
          ],
        },
      ],
      [
        'วัตถุประสงค์การใช้ข้อมูล',
        [
          'เราใช้ข้อมูลของคุณเพื่อดำเนินการและจัดการการจอง ดูแลคุณระหว่างการเข้าพัก บริหารโปรแกรมสมาชิก ปฏิบัติตามหน้าที่ทางกฎหมาย เช่น การลงทะเบียนผู้เข้าพัก และส่งข้อเสนอพิเศษให้คุณเมื่อได้รับความยินยอม',
        ],
      ],
      [
        'การเปิดเผยข้อมูล',
        [
          'เราเปิดเผยเฉพาะข้อมูลที่จำเป็นให้แก่โรงแรมที่คุณเข้าพัก ผู้ให้บริการชำระเงิน และผู้ให้บริการที่ดูแลระบบในนามของเรา ซึ่งทุกรายต้องคุ้มครองข้อมูลอย่างเหมาะสม เราไม่ขายหรือให้เช่าข้อมูลส่วนบุคคลของคุณ',
        ],
      ],
      [
        'ระยะเวลาการเก็บรักษาและสิทธิของคุณ',
        [
          'เราเก็บบันทึกการจองตามระยะเวลาที่กฎหมายกำหนด แล้วจึงลบหรือทำให้เป็นข้อมูลนิรนาม คุณสามารถขอเข้าถึง แก้ไข หรือลบข้อมูล ถอนความยินยอมด้านการตลาด หรือปิดบัญชีสมาชิกได้ทุกเมื่อ',
          'หากมีคำถาม กรุณาติดต่อทีมคุ้มครองข้อมูลของเราที่ privacy@aurora-hotels.example',
        ],
      ],
    ],
  },
};

const CAREERS: PerLanguage<{ intro: string; open: string; roles: string[]; apply: string }> = {
  'zh-CN': {
    intro: '我们正在为新一季招募热爱款待服务的伙伴。加入曙光，您将获得系统的培训、集团内的调职机会，以及员工入住优惠。',
    open: '开放职位',
    roles: [
      '前厅主管——东京丸之内（日语、英语）',
      '副主厨——曼谷河畔（泰式与国际料理）',
      '宾客体验专员——上海静安（普通话、英语）',
    ],
    apply: '请将简历和求职信发送至 careers@aurora-hotels.example，并在邮件标题中注明职位名称。',
  },
  'zh-TW': {
    intro: '我們正在為新一季招募熱愛款待服務的夥伴。加入曙光，您將獲得完整的培訓、集團內的調職機會，以及員工住房優惠。',
    open: '開放職缺',
    roles: [
      '前檯主管——東京丸之內（日語、英語）',
      '副主廚——曼谷河畔（泰式與國際料理）',
      '賓客體驗專員——上海靜安（華語、英語）',
    ],
    apply: '請將履歷與求職信寄至 careers@aurora-hotels.example，並於信件主旨註明職缺名稱。',
  },
  'en-US': {
    intro:
      'We are looking for people who love hospitality for the new season. At Aurora you will find thorough training, the chance to move between our hotels and staff rates on your own travels.',
    open: 'Open positions',
    roles: [
      'Front office supervisor, Tokyo Marunouchi (Japanese and English)',
      'Sous chef, Bangkok Riverside (Thai and international cuisine)',
      "Guest experience agent, Shanghai Jing'an (Mandarin and English)",
    ],
    apply:
      'Send your CV and a short cover letter to careers@aurora-hotels.example with the position in the subject line.',
  },
  ja: {
    intro:
      '新しいシーズンに向けて、おもてなしを愛する仲間を募集しています。オーロラでは充実した研修、グループ内での異動のチャンス、そして社員向けの宿泊優待をご用意しています。',
    open: '募集中の職種',
    roles: [
      'フロントオフィス スーパーバイザー（東京・丸の内／日本語・英語）',
      'スーシェフ（バンコク・リバーサイド／タイ料理・各国料理）',
      'ゲストエクスペリエンス担当（上海・静安／中国語・英語）',
    ],
    apply: '履歴書と簡単な志望動機を、件名に職種名を添えて careers@aurora-hotels.example までお送りください。',
  },
  'ko-KR': {
    intro:
      '새 시즌을 함께할, 환대를 사랑하는 동료를 찾고 있습니다. 오로라에서는 체계적인 교육, 그룹 내 호텔 간 이동 기회, 직원 숙박 할인을 누릴 수 있습니다.',
    open: '채용 중인 직무',
    roles: [
      '프런트 오피스 슈퍼바이저 — 도쿄 마루노우치 (일본어, 영어)',
      '수셰프 — 방콕 리버사이드 (태국 요리, 인터내셔널 요리)',
      '게스트 경험 담당 — 상하이 징안 (중국어, 영어)',
    ],
    apply: '이력서와 간단한 자기소개서를 메일 제목에 직무명을 적어 careers@aurora-hotels.example로 보내 주세요.',
  },
  'th-TH': {
    intro:
      'เรากำลังมองหาผู้ที่รักงานบริการมาร่วมทีมในฤดูกาลใหม่ ที่ออโรรา คุณจะได้รับการฝึกอบรมอย่างครบถ้วน โอกาสย้ายไปทำงานที่โรงแรมอื่นในเครือ และราคาห้องพักพิเศษสำหรับพนักงาน',
    open: 'ตำแหน่งที่เปิดรับ',
    roles: [
      'หัวหน้าแผนกต้อนรับ โตเกียว มารุโนะอุจิ (ภาษาญี่ปุ่นและอังกฤษ)',
      'ซูเชฟ กรุงเทพฯ ริเวอร์ไซด์ (อาหารไทยและนานาชาติ)',
      'เจ้าหน้าที่ดูแลประสบการณ์ผู้เข้าพัก เซี่ยงไฮ้ จิ้งอัน (ภาษาจีนกลางและอังกฤษ)',
    ],
    apply: 'ส่งประวัติย่อและจดหมายแนะนำตัวสั้นๆ มาที่ careers@aurora-hotels.example โดยระบุตำแหน่งในหัวเรื่องอีเมล',
  },
};

const section = (body: string[] | { list: string[] }) =>
  Array.isArray(body) ? body.map(p).join('') : ul(body.list.map(escapeText));

export const CONTENT_PAGES: ContentPageSeed[] = [
  {
    pageId: 'about',
    isPublish: true,
    title: {
      'zh-CN': `关于${GROUP_NAME['zh-CN']}`,
      'zh-TW': `關於${GROUP_NAME['zh-TW']}`,
      'en-US': `About ${GROUP_NAME['en-US']}`,
      ja: `${GROUP_NAME.ja}について`,
      'ko-KR': `${GROUP_NAME['ko-KR']} 소개`,
      'th-TH': `เกี่ยวกับ${GROUP_NAME['th-TH']}`,
    },
    description: {
      'zh-CN': '曙光在中国、日本和泰国经营酒店与服务式公寓，以安静的客房、地道的美食和贴心的服务著称。',
      'zh-TW': '曙光在中國、日本與泰國經營飯店與服務式公寓，以安靜的客房、道地的美食與貼心的服務著稱。',
      'en-US':
        'Aurora runs hotels and serviced residences in China, Japan and Thailand, known for calm rooms, local food and thoughtful service.',
      ja: 'オーロラは中国、日本、タイでホテルとサービスアパートメントを運営し、静かな客室、土地の味、細やかなサービスで親しまれています。',
      'ko-KR':
        '오로라는 중국, 일본, 태국에서 호텔과 서비스 레지던스를 운영하며 조용한 객실, 현지의 맛, 세심한 서비스로 사랑받고 있습니다.',
      'th-TH': 'ออโรราบริหารโรงแรมและเซอร์วิสเรสซิเดนซ์ในจีน ญี่ปุ่น และไทย เป็นที่รู้จักในด้านห้องพักที่เงียบสงบ อาหารท้องถิ่น และบริการที่ใส่ใจ',
    },
    body: byLanguage((lang) => {
      const about = ABOUT[lang];
      return [
        ...about.story.map(p),
        figure(hotelPic('SHA001', 1), lang),
        h2(about.where),
        hotelList(lang),
        h2(about.brandsTitle),
        ul(about.brands),
        ...about.promise.map(p),
      ].join('');
    }),
  },
  {
    pageId: 'faq',
    isPublish: true,
    title: {
      'zh-CN': '常见问题',
      'zh-TW': '常見問題',
      'en-US': 'Frequently asked questions',
      ja: 'よくあるご質問',
      'ko-KR': '자주 묻는 질문',
      'th-TH': 'คำถามที่พบบ่อย',
    },
    description: {
      'zh-CN': '关于预订、取消、付款、儿童、早餐、入住时间、会员和发票的解答。',
      'zh-TW': '關於訂房、取消、付款、兒童、早餐、入住時間、會員與發票的解答。',
      'en-US':
        'Answers about booking, cancellation, payment, children, breakfast, check-in times, membership and invoices.',
      ja: 'ご予約、キャンセル、お支払い、お子様、朝食、チェックイン時間、会員制度、領収書についてのご案内です。',
      'ko-KR': '예약, 취소, 결제, 어린이, 조식, 체크인 시간, 멤버십, 영수증에 관한 답변입니다.',
      'th-TH': 'คำตอบเกี่ยวกับการจอง การยกเลิก การชำระเงิน เด็ก อาหารเช้า เวลาเช็กอิน สมาชิก และใบกำกับภาษี',
    },
    body: byLanguage((lang) => FAQ[lang].map(([question, answer]) => h3(question) + p(answer)).join('')),
  },
  {
    pageId: 'privacy',
    isPublish: true,
    title: {
      'zh-CN': '隐私声明',
      'zh-TW': '隱私權聲明',
      'en-US': 'Privacy notice',
      ja: 'プライバシーポリシー',
      'ko-KR': '개인정보 처리방침',
      'th-TH': 'ประกาศความเป็นส่วนตัว',
    },
    description: {
      'zh-CN': '我们如何收集、使用、共享和保护您的个人信息，以及您享有的权利。',
      'zh-TW': '我們如何蒐集、使用、分享與保護您的個人資料，以及您享有的權利。',
      'en-US': 'How we collect, use, share and protect your personal data, and the rights you have.',
      ja: '個人情報の取得、利用、提供、保護の方法と、お客様の権利についてご説明します。',
      'ko-KR': '개인정보를 수집, 이용, 제공, 보호하는 방법과 고객의 권리를 안내합니다.',
      'th-TH': 'วิธีที่เราเก็บ ใช้ เปิดเผย และคุ้มครองข้อมูลส่วนบุคคลของคุณ รวมถึงสิทธิของคุณ',
    },
    body: byLanguage((lang) => {
      const notice = PRIVACY[lang];
      return [p(notice.intro), ...notice.sections.map(([heading, body]) => h2(heading) + section(body))].join('');
    }),
  },
  {
    pageId: 'careers',
    isPublish: false,
    title: {
      'zh-CN': '加入我们',
      'zh-TW': '加入我們',
      'en-US': 'Careers at Aurora',
      ja: '採用情報',
      'ko-KR': '채용 안내',
      'th-TH': 'ร่วมงานกับเรา',
    },
    description: {
      'zh-CN': '曙光酒店及公寓的开放职位与申请方式（草稿）。',
      'zh-TW': '曙光飯店及公寓的開放職缺與應徵方式（草稿）。',
      'en-US': 'Open positions at Aurora Hotels & Residences and how to apply (draft).',
      ja: 'オーロラ ホテルズ＆レジデンスの募集職種と応募方法（下書き）。',
      'ko-KR': '오로라 호텔 앤 레지던스의 채용 직무와 지원 방법(초안).',
      'th-TH': 'ตำแหน่งงานที่เปิดรับของออโรรา โฮเทลส์ แอนด์ เรสซิเดนซ์ และวิธีสมัคร (ฉบับร่าง)',
    },
    body: byLanguage((lang) => {
      const careers = CAREERS[lang];
      return [
        p(escapeText(careers.intro)),
        h2(careers.open),
        ul(careers.roles.map(escapeText)),
        p(escapeText(careers.apply)),
      ].join('');
    }),
  },
];
