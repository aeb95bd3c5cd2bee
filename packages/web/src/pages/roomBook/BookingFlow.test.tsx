import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_SESSION_KEY, readBookingSession } from '../../features/booking/bookingSession.ts';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { RoomBookPage } from './RoomBookPage.tsx';
import { startRoomBook } from './roomBookStart.ts';

const URL_PATH = '/en-US/roomBook/SHA001/SUPK/CCG/2026-12-14/2026-12-16/1/2/0';

const orderFill = {
  minPersonNum: 1,
  defaultAdultsNum: 1,
  defaultAreaCode: '86',
  maxRooms: 10,
  maxAdultsPerRoom: 3,
  maxChildrenPerRoom: 2,
  commentMaxLength: 100,
  titles: ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr'],
  specialRequests: [0, 1, 2],
  childFreeBedAge: 6,
  paymentDeadlineMinutes: 15,
  agreements: ['bookingPolicy', 'privacyTerms', 'bookingConditions'],
};
const hotel = {
  hotelCode: 'SHA001',
  name: 'Aurora Grand Shanghai',
  address: '88 Zhongshan East 1st Road',
  phone: '+86 21 6321 8888',
  currency: 'CNY',
  timeZone: 'Asia/Shanghai',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  reservationNotice: 'Please show a valid ID at check-in.',
  taxRateBp: 600,
  serviceChargeBp: 1000,
};
const addons = [
  {
    addonCode: 'BKF',
    addonType: 1,
    name: 'Breakfast',
    description: 'Buffet breakfast',
    pricingUnit: 'perPersonPerNight',
    price: 23_800,
    currency: 'CNY',
  },
];
const price = {
  ratePlanCode: 'CCG',
  name: 'Guaranteed Flexible',
  description: '',
  paymentType: 3,
  cancellationFlag: 2,
  cancellationDeadline: null,
  mealPlan: 'RO',
  memberOnly: false,
  requiresSignIn: false,
  nightlyPrices: [
    { night: '2026-12-14', price: { amount: 100_000, currency: 'CNY' } },
    { night: '2026-12-15', price: { amount: 100_000, currency: 'CNY' } },
  ],
  averageNightly: { amount: 100_000, currency: 'CNY' },
  total: { amount: 200_000, currency: 'CNY' },
  originalTotal: { amount: 200_000, currency: 'CNY' },
  isFull: 0,
  unavailableReason: null,
  serviceAmount: 20_000,
  taxAmount: 13_200,
  totalWithCharges: 233_200,
};
const quote = {
  currency: 'CNY',
  roomAmount: 200_000,
  discountAmount: 0,
  serviceAmount: 20_000,
  taxAmount: 13_200,
  addonAmount: 95_200,
  pointDiscount: 0,
  voucherDiscount: 0,
  totalAmount: 328_400,
  payAmount: 328_400,
  verifyAmount: 328_400,
};

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  headers: Headers;
}

const reply = (data: unknown, status = 200, errorCode: number | string = 0, message = '') =>
  new Response(JSON.stringify({ errorCode, data, message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

type Override = (path: string, method: string, calls: number) => Response | null;

function api(override?: Override) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace('/api/v1/booking', '');
    const method = init?.method ?? 'GET';
    sent.push({
      method,
      path,
      body: init?.body ? JSON.parse(String(init.body)) : null,
      headers: new Headers(init?.headers),
    });
    const overridden = override?.(path, method, sent.filter((call) => call.path === path).length - 1);
    if (overridden) return overridden;
    if (path === '/member/session') return reply({ signedIn: false, expired: false, member: null });
    if (path === '/hotel-configs/order-fill') return reply(orderFill);
    if (path === '/hotel-configs') return reply({ isFloat: false, title: 'Aurora', hotelCompanyCode: '' });
    if (path === '/en-US/orders/hotel') return reply(hotel);
    if (path === '/en-US/orders/addons') return reply(addons);
    if (path === '/en-US/orders/payment-type') return reply({ paymentType: 3, channels: [1, 2, 10] });
    if (path === '/en-US/hotels/SHA001')
      return reply({ roomTypes: [{ roomTypeCode: 'SUPK', name: 'Superior King', pictures: [] }] });
    if (path.endsWith('/time-period-price')) return reply(price);
    if (path === '/en-US/orders/quote') return reply(quote);
    if (path === '/en-US/orders' && method === 'POST') {
      return reply({
        transactionId: 'TX9',
        confirmationNumber: 'AUCARD0001',
        status: 1,
        payAmount: 328_400,
        currency: 'CNY',
        paymentType: 3,
        paymentDeadline: null,
      });
    }
    if (path === '/en-US/orders/TX9') return reply(null, 404, 450000, 'not found');
    return reply(null, 404, 404, 'unknown');
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

function renderBooking(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const router = createMemoryRouter(
    [
      { path: '/en-US/roomList/:roomTypeCode', element: <p>room list</p> },
      {
        path: '/en-US/roomBook/:hotelCode/:roomTypeCode/:ratePlanCode/:checkInDate/:checkOutDate/:roomCount/:adultsNumber/:childNumber',
        element: <RoomBookPage />,
      },
    ],
    { initialEntries: [URL_PATH] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Fills step 1 with two guests, the contact and the agreements. */
function fillForm() {
  change('bk-rooms-0-guests-0-title', 'Mr');
  change('bk-rooms-0-guests-0-firstName', 'John');
  change('bk-rooms-0-guests-0-lastName', 'Smith');
  change('bk-rooms-0-guests-1-title', 'Ms');
  change('bk-rooms-0-guests-1-firstName', 'Jane');
  change('bk-rooms-0-guests-1-lastName', 'Smith');
  change('bk-contact-name', 'John Smith');
  change('bk-contact-mobile', '13800138000');
  change('bk-contact-email', 'john@example.com');
  fireEvent.click(input('bk-consent'));
}

const click = (testId: string) =>
  act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const change = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });

describe('the booking flow', () => {
  beforeAll(async () => {
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    await initI18n('en-US');
  });
  beforeEach(() => {
    sessionStorage.clear();
    // jsdom has no CSS.escape, which React Aria's modal uses.
    if (typeof globalThis.CSS === 'undefined') {
      vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`) });
    }
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts from the answers asked at start-up (roomBookStart.ts): the form is there at once, nothing is asked twice', async () => {
    const sent = api();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await startRoomBook(client, 'en-US', URL_PATH.replace('/en-US', ''), '');
    const started = sent.map((call) => call.path);
    expect(started).toContain('/member/session');
    expect(started.some((path) => path.endsWith('/time-period-price'))).toBe(true);
    renderBooking(client);
    expect(input('bk-contact-name')).not.toBeNull();
    await waitFor(() => expect(screen.getByText('Aurora Grand Shanghai')).toBeDefined());
    expect(sent.slice(started.length).filter((call) => started.includes(call.path))).toEqual([]);
  });
  it('books a card-guarantee rate: guests, quote, the card (never stored), confirmed at once', async () => {
    const sent = api();
    renderBooking();
    await screen.findByTestId('guest-form');
    expect(screen.getByTestId('estimated-total').textContent).toBe('CNY 2,332');

    change('bk-rooms-0-guests-0-title', 'Mr');
    change('bk-rooms-0-guests-0-firstName', 'John');
    change('bk-rooms-0-guests-0-lastName', 'Smith');
    change('bk-rooms-0-guests-1-title', 'Ms');
    change('bk-rooms-0-guests-1-firstName', 'Jane');
    change('bk-rooms-0-guests-1-lastName', 'Smith');
    change('bk-contact-name', 'John Smith');
    change('bk-contact-mobile', '13800138000');
    change('bk-contact-email', 'john@example.com');
    fireEvent.click(input('bk-rooms-0-addons-0-selected'));
    fireEvent.click(input('bk-rooms-0-specialRequests-1'));
    fireEvent.click(input('bk-consent'));
    // Breakfast for the 2 adults, every night: 238 x 2 x 2.
    await waitFor(() => expect(screen.getByTestId('estimated-total').textContent).toBe('CNY 3,284'));

    await act(async () => {
      fireEvent.click(screen.getByTestId('continue-to-payment'));
    });
    const step = await screen.findByTestId('payment-step');
    const quoted = sent.find((call) => call.path === '/en-US/orders/quote');
    expect(quoted?.body).toMatchObject({
      booker: { name: 'John Smith', email: 'john@example.com', mobile: '86 13800138000' },
      guestsNumber: { adultCount: 2, childCount: 0 },
      roomInfo: [
        {
          checkInInfo: {
            customer: [
              { title: 'Mr', firstName: 'John', lastName: 'Smith' },
              { title: 'Ms', firstName: 'Jane', lastName: 'Smith' },
            ],
          },
          otherRequires: [1],
          addOns: [{ addonType: 1, addonCode: 'BKF', quantity: 2 }],
        },
      ],
    });
    expect(readBookingSession()).toMatchObject({ step: 2, quote: { payAmount: 328_400 } });
    expect(within(step).getAllByTestId('pay-amount')[0]?.textContent).toBe('CNY 3,284');
    expect(within(step).getByTestId('card-fields')).toBeTruthy();

    change('bk-card-cardType', 'VA');
    change('bk-card-number', '4111 1111 1111 1112');
    change('bk-card-holderName', 'John Smith');
    change('bk-card-expiry', '12/30');
    await act(async () => {
      fireEvent.click(screen.getByTestId('confirm-booking'));
    });
    expect(await screen.findByText('Please enter a valid card number.')).toBeTruthy();
    expect(sent.some((call) => call.path === '/en-US/orders' && call.method === 'POST')).toBe(false);

    change('bk-card-number', '4111 1111 1111 1111');
    await act(async () => {
      fireEvent.click(screen.getByTestId('confirm-booking'));
    });
    expect(await screen.findByTestId('confirmation-step')).toBeTruthy();
    expect(screen.getByTestId('confirmation-number').textContent).toBe('AUCARD0001');

    const created = sent.find((call) => call.path === '/en-US/orders' && call.method === 'POST');
    expect(created?.body).toMatchObject({
      verifyAmount: 328_400,
      card: { cardType: 'VA', number: '4111111111111111', holderName: 'John Smith', expiry: '12/30' },
    });
    expect(created?.headers.get('Idempotency-Key')).toBe(readBookingSession()?.idempotencyKey);
    expect(readBookingSession()).toMatchObject({ step: 3, orderId: 'TX9', confirmationNumber: 'AUCARD0001' });
    expect(sessionStorage.getItem(BOOKING_SESSION_KEY)).not.toContain('4111');
  });

  it('shows the contract messages next to the fields and focuses the first one', async () => {
    api();
    renderBooking();
    await screen.findByTestId('guest-form');
    await act(async () => {
      fireEvent.click(screen.getByTestId('continue-to-payment'));
    });
    const title = input('bk-rooms-0-guests-0-title');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toContain('bk-rooms-0-guests-0-title-error');
    expect(document.getElementById('bk-rooms-0-guests-0-title-error')?.textContent).toBe('This field is required.');
    expect(document.getElementById('bk-consent-error')?.textContent).toBe('Please read and accept the terms.');
    expect(document.getElementById('bk-contact-email-error')?.textContent).toBe('Please enter a valid e-mail address.');
  });

  it('shows a changed price (90021) and books once the guest confirms the new total', async () => {
    const sent = api((path, method, calls) => {
      if (path === '/en-US/orders/payment-type') return reply({ paymentType: 2, channels: [] });
      if (path === '/en-US/orders' && method === 'POST' && calls === 0) {
        return reply(
          { payAmount: 340_000, currency: 'CNY' },
          409,
          90021,
          'Prices have changed. Please review the new total.',
        );
      }
      if (path === '/en-US/orders/quote' && calls > 0)
        return reply({ ...quote, totalAmount: 340_000, payAmount: 340_000 });
      return null;
    });
    renderBooking();
    await screen.findByTestId('guest-form');
    fillForm();
    await click('continue-to-payment');
    await screen.findByTestId('payment-step');
    await click('confirm-booking');
    expect((await screen.findByTestId('payment-message')).textContent).toContain('CNY 3,400');
    await waitFor(() => expect(screen.getAllByTestId('pay-amount')[0]?.textContent).toBe('CNY 3,400'));
    expect(screen.getByTestId('confirm-booking').textContent).toBe('Confirm the new total');
    await click('confirm-booking');
    expect(await screen.findByTestId('confirmation-step')).toBeTruthy();
    const creates = sent.filter((call) => call.path === '/en-US/orders' && call.method === 'POST');
    expect(creates.map((call) => call.body?.verifyAmount)).toEqual([328_400, 340_000]);
    expect(creates[0]?.headers.get('Idempotency-Key')).toBe(creates[1]?.headers.get('Idempotency-Key'));
  });

  it('alerts when the rooms are sold out (703) and goes back to the room list', async () => {
    api((path) =>
      path === '/en-US/orders/quote'
        ? reply(null, 409, 703, 'All rooms are sold out for the selected dates. Please choose other dates.')
        : null,
    );
    const router = renderBooking();
    await screen.findByTestId('guest-form');
    fillForm();
    await click('continue-to-payment');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('All rooms are sold out');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Choose another room' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-US/roomList/SUPK'));
    expect(router.state.location.search).toContain('hotelCode=SHA001');
    expect(readBookingSession()).toBeNull();
  });

  it('shows a server-refused field next to it (pc1009)', async () => {
    api((path) =>
      path === '/en-US/orders/quote'
        ? reply(
            { fields: [{ field: 'roomInfo.0.checkInInfo.customer.1.lastName', message: 'Please use Pinyin.' }] },
            400,
            'pc1009',
            'roomInfo.0.checkInInfo.customer.1.lastName: Please use Pinyin.',
          )
        : null,
    );
    renderBooking();
    await screen.findByTestId('guest-form');
    fillForm();
    await click('continue-to-payment');
    await waitFor(() =>
      expect(document.getElementById('bk-rooms-0-guests-1-lastName-error')?.textContent).toBe('Please use Pinyin.'),
    );
    expect(document.activeElement).toBe(input('bk-rooms-0-guests-1-lastName'));
  });
  describe('a signed-in member', () => {
    const profile = {
      memberId: 'M1',
      title: 'Ms',
      firstName: 'Jiwoo',
      lastName: 'Kim',
      email: 'jiwoo@example.com',
      phone: '13912345678',
      mobileCountryNumber: '82',
      points: 1000,
      profileComplete: true,
    };
    const coupon = {
      couponId: 'C1',
      couponCode: 'WELCOME-1',
      source: 'welcome',
      name: 'Welcome gift',
      couponType: 1,
      amount: 5000,
      discountPercent: 0,
      maxDiscount: null,
      minSpend: 0,
      currency: 'CNY',
    };
    const memberApi = (paidInFull: boolean) =>
      api((path, method) => {
        if (path === '/member/session') return reply({ signedIn: true, expired: false, member: profile });
        if (path === '/member/memberInfo/memberGetPoint')
          return reply({ points: 1000, pointValue: 1, pointCurrency: 'CNY' });
        if (path === '/member/en-US/coupon/couponList') return reply([coupon]);
        if (path === '/pc/CONFIGORDER/wechatfans/getCommonPeople')
          return reply([{ id: 'P1', firstName: 'Min', lastName: 'Park', mobile: '', email: '' }]);
        if (path === '/en-US/orders/payment-type') return reply({ paymentType: 1, channels: [1] });
        if (path.endsWith('/time-period-price')) return reply({ ...price, paymentType: 1 });
        if (path === '/en-US/orders/quote') return null;
        if (path === '/en-US/orders' && method === 'POST') {
          return reply({
            transactionId: 'TX9',
            confirmationNumber: 'AUPTS0001',
            status: paidInFull ? 1 : 0,
            payAmount: 0,
            currency: 'CNY',
            paymentType: paidInFull ? 5 : 4,
            paymentDeadline: null,
          });
        }
        return null;
      });

    it('starts pre-filled, re-quotes with points and a coupon, sends them and is confirmed at once when they cover it', async () => {
      const sent = memberApi(true);
      const quoteFor = (body: Record<string, unknown> | null) => {
        const point = Number(body?.point ?? 0);
        const voucher = body?.voucherCode ? 5000 : 0;
        const pay = Math.max(0, 6_000 - voucher - point);
        return reply({
          ...quote,
          addonAmount: 0,
          roomAmount: 6_000,
          serviceAmount: 0,
          taxAmount: 0,
          totalAmount: 6_000,
          pointDiscount: point,
          voucherDiscount: voucher,
          payAmount: pay,
          verifyAmount: pay,
          paymentType: point === 0 ? 1 : pay === 0 ? 5 : 4,
          maxPoints: 1000,
        });
      };
      vi.mocked(fetch).mockImplementation(
        ((original) => async (input: RequestInfo | URL, init?: RequestInit) => {
          const response = await original(input, init);
          const url = new URL(String(input), 'http://localhost');
          if (url.pathname.endsWith('/orders/quote'))
            return quoteFor(init?.body ? JSON.parse(String(init.body)) : null);
          return response;
        })(vi.mocked(fetch).getMockImplementation() as typeof fetch),
      );
      renderBooking();
      await screen.findByTestId('guest-form');
      expect(input('bk-contact-name').value).toBe('Jiwoo Kim');
      expect(input('bk-contact-email').value).toBe('jiwoo@example.com');
      expect(input('bk-contact-areaCode').value).toBe('82');
      expect(input('bk-contact-mobile').value).toBe('13912345678');
      expect(input('bk-rooms-0-guests-0-title').value).toBe('Ms');
      expect(input('bk-rooms-0-guests-0-firstName').value).toBe('Jiwoo');
      expect(input('bk-rooms-0-guests-0-lastName').value).toBe('Kim');

      // The second guest comes from the frequent contacts.
      const pickers = await screen.findAllByTestId('contact-picker');
      fireEvent.change(pickers[1] as HTMLSelectElement, { target: { value: 'P1' } });
      expect(input('bk-rooms-0-guests-1-firstName').value).toBe('Min');
      expect(input('bk-rooms-0-guests-1-lastName').value).toBe('Park');
      change('bk-rooms-0-guests-1-title', 'Mr');
      fireEvent.click(input('bk-consent'));
      await click('continue-to-payment');
      await screen.findByTestId('payment-step');
      const perks = await screen.findByTestId('member-perks');
      await waitFor(() => expect(within(perks).getByTestId('points-balance').textContent).toContain('1,000'));

      // Over the limit is refused next to the field, without a call.
      const points = within(perks).getByTestId('points-input') as HTMLInputElement;
      expect(points.max).toBe('1000');
      fireEvent.change(points, { target: { value: '1500' } });
      await click('points-apply');
      expect(within(perks).getByTestId('points-error').textContent).toBe(
        'You can use up to 1,000 points on this booking.',
      );

      fireEvent.change(points, { target: { value: '500' } });
      await click('points-apply');
      await waitFor(() => expect(screen.getAllByTestId('pay-amount')[0]?.textContent).toBe('CNY 55'));
      expect(screen.getByTestId('payment-type').textContent).toBe('Points + online payment');
      await waitFor(() =>
        expect(within(within(perks).getByTestId('coupon-select')).getAllByRole('option')).toHaveLength(2),
      );
      await act(async () => {
        fireEvent.change(within(perks).getByTestId('coupon-select'), { target: { value: 'WELCOME-1' } });
      });
      await waitFor(() => expect(screen.getAllByTestId('pay-amount')[0]?.textContent).toBe('CNY 5'));
      expect(screen.getByText('Voucher deduction')).toBeTruthy();
      expect(screen.getByText('Points deduction')).toBeTruthy();
      const quotes = sent.filter((call) => call.path === '/en-US/orders/quote');
      expect(quotes.at(-1)?.body).toMatchObject({ point: 500, voucherCode: 'WELCOME-1', voucherSource: 'welcome' });

      // Points covering the rest: payment type 5, confirmed at once, no payment page.
      fireEvent.change(points, { target: { value: '1000' } });
      await click('points-apply');
      await waitFor(() => expect(screen.getByTestId('payment-type').textContent).toBe('Points payment'));
      await click('confirm-booking');
      expect(await screen.findByTestId('confirmation-step')).toBeTruthy();
      const created = sent.find((call) => call.path === '/en-US/orders' && call.method === 'POST');
      expect(created?.body).toMatchObject({ point: 1000, voucherCode: 'WELCOME-1', voucherSource: 'welcome' });
      expect(sent.some((call) => call.path === '/en-US/orders/payment')).toBe(false);
    });

    it('shows a refused coupon (90102) next to the coupon field', async () => {
      memberApi(false);
      const original = vi.mocked(fetch).getMockImplementation() as typeof fetch;
      vi.mocked(fetch).mockImplementation(async (input, init) => {
        const body = init?.body ? JSON.parse(String(init.body)) : null;
        if (String(input).endsWith('/orders/quote')) {
          await original(input, init);
          return body?.voucherCode
            ? reply({ minSpend: 99_999_00 }, 400, 90102, 'The coupon minimum spend is not met.')
            : reply({ ...quote, paymentType: 1, maxPoints: 1000 });
        }
        return original(input, init);
      });
      renderBooking();
      await screen.findByTestId('guest-form');
      change('bk-rooms-0-guests-1-title', 'Mr');
      change('bk-rooms-0-guests-1-firstName', 'Min');
      change('bk-rooms-0-guests-1-lastName', 'Park');
      fireEvent.click(input('bk-consent'));
      await click('continue-to-payment');
      const perks = await screen.findByTestId('member-perks');
      await waitFor(() =>
        expect(within(within(perks).getByTestId('coupon-select')).getAllByRole('option')).toHaveLength(2),
      );
      await act(async () => {
        fireEvent.change(within(perks).getByTestId('coupon-select'), { target: { value: 'WELCOME-1' } });
      });
      expect((await within(perks).findByTestId('voucher-error')).textContent).toBe(
        'The coupon minimum spend is not met.',
      );
      expect((within(perks).getByTestId('coupon-select') as HTMLSelectElement).value).toBe('');
    });
  });

  it('offers visitors a sign-in link back to the booking for points and coupons', async () => {
    api((path) => (path === '/en-US/orders/payment-type' ? reply({ paymentType: 1, channels: [1] }) : null));
    renderBooking();
    await screen.findByTestId('guest-form');
    expect(screen.queryByTestId('contact-picker')).toBeNull();
    fillForm();
    await click('continue-to-payment');
    const prompt = await screen.findByTestId('perks-sign-in');
    expect(prompt.querySelector('a')?.getAttribute('href')).toBe(
      `/en-US/login?redirect=${encodeURIComponent(URL_PATH)}`,
    );
    expect(screen.queryByTestId('member-perks')).toBeNull();
  });
});
