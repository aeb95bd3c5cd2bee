import { describe, expect, it } from 'vitest';
import { OnlineChannel } from './enums.ts';
import {
  ADMIN_ROUTES,
  adminPaths,
  isPageRoute,
  PAGE_ROUTES,
  pagePaths,
  paidByScanning,
  paths,
  type RouteName,
} from './routes.ts';

/** A React Router pattern as a regular expression (`:name` one segment, `:name?` an optional one). */
function patternOf(route: string): RegExp {
  const parts = route.split('/').map((part) => {
    if (!part.startsWith(':')) return `/${part}`;
    return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
  });
  return new RegExp(`^${parts.join('')}$`);
}

/** One built path of every page, from sample values. */
const SAMPLES: Record<RouteName, string> = {
  home: pagePaths.home(),
  couponCollection: pagePaths.couponCollection(),
  orderWaiting: pagePaths.orderWaiting('T1', '/order/T1'),
  hotelDetail: pagePaths.hotelDetail('SHA001'),
  hotelList: pagePaths.hotelList(),
  roomList: pagePaths.roomList('KING'),
  personalCenter: pagePaths.personalCenter(),
  order: pagePaths.order('T1'),
  stay: pagePaths.stay('G1'),
  stayBook: pagePaths.stayBook(),
  roomBook: pagePaths.roomBook({
    hotelCode: 'SHA001',
    roomTypeCode: 'KING',
    ratePlanCode: 'BAR',
    checkInDate: '2030-01-01',
    checkOutDate: '2030-01-03',
    roomCount: 1,
    adultsNumber: 2,
    childNumber: 0,
    discountType: 2,
    discountCode: 'SPRING',
  }),
  article: pagePaths.article('a-1'),
  page: pagePaths.page('faq', 'key'),
  gallery: pagePaths.gallery('hotels', 3),
  card: pagePaths.card('gold'),
  resetPassword: pagePaths.resetPassword(),
  agreementDetails: pagePaths.agreementDetails(),
  orderList: pagePaths.orderList(),
  couponDetails: pagePaths.couponDetails(),
  login: pagePaths.login(),
  register: pagePaths.register(),
  orderSearch: pagePaths.orderSearch(),
  mallSearch: pagePaths.mallSearch(),
  mallProduct: pagePaths.mallProduct('PILLOW'),
  mallCart: pagePaths.mallCart(),
  mallCheckout: pagePaths.mallCheckout(),
  mallPaymentSuccess: pagePaths.mallPaymentSuccess('G1'),
  mallOrder: pagePaths.mallOrder('G1'),
  mallReviews: pagePaths.mallReviews('G1'),
  mallDistribution: pagePaths.mallDistribution(),
  forbidden: pagePaths.forbidden(),
  notFound: pagePaths.notFound(),
  serverError: pagePaths.serverError(),
  alipayCallback: pagePaths.alipayCallback(),
  bulletin: pagePaths.bulletin(),
  steps: pagePaths.steps(),
};

describe('routes', () => {
  it('knows which paths are pages of the site', () => {
    for (const sample of Object.values(SAMPLES)) expect(isPageRoute(sample.split('?')[0]!), sample).toBe(true);
    expect(isPageRoute('/')).toBe(true);
    expect(isPageRoute('/roomList')).toBe(true);
    for (const unknown of ['/nope', '/hotelDetail', '/hotelDetail/A/B', '/home/x', '/mall/goods', '/xx-YY/home']) {
      expect(isPageRoute(unknown), unknown).toBe(false);
    }
  });

  it('builds every page path so that its own route pattern matches it', () => {
    for (const name of Object.keys(PAGE_ROUTES) as RouteName[]) {
      expect(SAMPLES[name], name).toMatch(patternOf(PAGE_ROUTES[name]));
    }
  });

  it('encodes the parts and leaves empty query values out', () => {
    expect(pagePaths.order('A/B 1')).toBe('/order/A%2FB%201');
    expect(pagePaths.hotelList({ cityCode: 'SHA', offset: 0, brand: '', q: undefined })).toBe(
      '/hotelList?cityCode=SHA&offset=0',
    );
    expect(pagePaths.orderWaiting('T1', '/order/T1')).toBe('/orderWaiting/T1/0/%2Forder%2FT1');
  });

  it('puts paths under a language prefix, or none', () => {
    expect(paths.order('ja', 'T1')).toBe('/ja/order/T1');
    expect(paths.mallPaymentSuccess('zh-CN', 'G1')).toBe('/zh-CN/mall/paymentResult/G1');
    expect(paths.resetPassword('en-US', { token: 'a b' })).toBe('/en-US/booking/resetPwd?token=a+b');
    expect(paths.home(null)).toBe('/home');
  });

  it('builds the back office paths from its route patterns', () => {
    expect(adminPaths.reservation('T1')).toMatch(patternOf(`admin/${ADMIN_ROUTES.reservation}`));
    expect(adminPaths.member('M1')).toMatch(patternOf(`admin/${ADMIN_ROUTES.member}`));
    expect(adminPaths.signIn()).toBe('/admin/sign-in');
    expect(adminPaths.section('mall')).toBe('/admin/mall');
  });
});

describe('paying by scanning', () => {
  it('is the messaging-app wallet on the sandbox page only; a real provider’s page is opened', () => {
    expect(paidByScanning(OnlineChannel.wechat, 'http://localhost:3000/sandbox-pay/pay_1?lang=ja')).toBe(true);
    expect(paidByScanning(OnlineChannel.wechat, '/sandbox-pay/pay_1')).toBe(true);
    expect(paidByScanning(OnlineChannel.alipay, '/sandbox-pay/pay_1')).toBe(false);
    // Live WeChat Pay: the site's own Native QR page on a desktop, the H5 page on a phone.
    expect(paidByScanning(OnlineChannel.wechat, 'https://hotel.example/pay/wechat/pay_1')).toBe(false);
    expect(paidByScanning(OnlineChannel.wechat, 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?x=1')).toBe(
      false,
    );
  });
});
