import AxeBuilder from '@axe-core/playwright';
import { API_PREFIX, paths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/*
 * Accessibility: axe-core finds no serious or critical violations (WCAG 2.1 A and AA rules) on the
 * main screens of a booking, on a 360 px phone and on a desktop. Each page is scanned once its content
 * is there (not its loading skeleton).
 */

function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface Stay {
  hotelCode: string;
  roomTypeCode: string;
  ratePlanCode: string;
  checkInDate: string;
  checkOutDate: string;
}

/** A bookable rate for 2 adults, 2 nights about three weeks ahead, found through the API. */
async function findStay(request: APIRequestContext): Promise<Stay> {
  const checkInDate = dayFromToday(21);
  const checkOutDate = dayFromToday(23);
  const hotels = (await (await request.get(`${API_PREFIX}/en-US/hotels`, { params: { limit: 100 } })).json()).data
    .list as {
    hotelCode: string;
  }[];
  for (const { hotelCode } of hotels) {
    const response = await request.get(`${API_PREFIX}/en-US/rooms`, {
      params: { hotelCode, checkInDate, checkOutDate, roomCount: 1, adultsNumber: 2, childNumber: 0 },
    });
    if (!response.ok()) continue;
    const rooms = (await response.json()).data.list as {
      roomTypeCode: string;
      maxAdults: number;
      roomRates: { ratePlanCode: string; isFull: number; requiresSignIn: boolean; memberOnly: boolean }[];
    }[];
    for (const room of rooms) {
      const rate = room.roomRates.find((item) => item.isFull === 0 && !item.requiresSignIn && !item.memberOnly);
      if (rate && room.maxAdults >= 2) {
        return {
          hotelCode,
          roomTypeCode: room.roomTypeCode,
          ratePlanCode: rate.ratePlanCode,
          checkInDate,
          checkOutDate,
        };
      }
    }
  }
  throw new Error('no bookable rate three weeks ahead');
}

interface Screen {
  name: string;
  path: (stay: Stay) => string;
  /** What shows once the page has its content. */
  ready: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'home',
    path: () => paths.home('en-US'),
    ready: async (page) => {
      await expect(page.getByTestId('hotel-name').first()).toBeVisible();
      await expect(page.getByTestId('carousel')).toBeVisible();
    },
  },
  {
    name: 'hotel list',
    path: (stay) =>
      paths.hotelList('en-US', {
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
        roomCount: 1,
        adultsNumber: 2,
        childNumber: 0,
      }),
    ready: async (page) => {
      await expect(page.getByTestId('hotel-list-item').first()).toBeVisible();
    },
  },
  {
    name: 'hotel detail',
    path: (stay) => paths.hotelDetail('en-US', stay.hotelCode),
    ready: async (page) => {
      await expect(page.getByTestId('room-type').first()).toBeVisible();
      await expect(page.getByTestId('room-type-price').first()).not.toBeEmpty();
    },
  },
  {
    name: 'room list',
    path: (stay) =>
      paths.roomList('en-US', undefined, {
        hotelCode: stay.hotelCode,
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
        roomCount: 1,
        adultsNumber: 2,
        childNumber: 0,
      }),
    ready: async (page) => {
      await expect(page.getByTestId('room').first()).toBeVisible();
    },
  },
  {
    name: 'booking',
    path: (stay) => paths.roomBook('en-US', { ...stay, roomCount: 1, adultsNumber: 2, childNumber: 0 }),
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Book your stay' })).toBeVisible();
      await expect(page.locator('#bk-rooms-0-guests-0-firstName')).toBeVisible();
    },
  },
  {
    name: 'personal center',
    // Without a session it may lead to the sign-in screen: that is what a visitor sees, so it is scanned.
    path: () => paths.personalCenter('en-US'),
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('skeleton')).toHaveCount(0);
    },
  },
];

const WIDTHS = [
  { label: '360 px', width: 360, height: 780 },
  { label: 'desktop', width: 1280, height: 900 },
];

let stay: Stay | undefined;

test.beforeAll(async ({ request }) => {
  stay = await findStay(request);
});

for (const viewport of WIDTHS) {
  for (const screen of SCREENS) {
    test(`${screen.name} at ${viewport.label}: no serious or critical accessibility violations`, async ({ page }) => {
      if (!stay) throw new Error('no stay found');
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(screen.path(stay));
      await screen.ready(page);
      // Hold the carousel still so every scan sees the same page.
      const toggle = page.getByRole('button', { name: 'Pause slideshow' });
      if (await toggle.count()) await toggle.first().click();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        }));
      expect(blocking, `${screen.name} at ${viewport.label}`).toEqual([]);
      // The scan saw a real page (a phone's sign-in screen, its header folded into a menu, passes 8 rules).
      expect(results.passes.length).toBeGreaterThan(5);
    });
  }
}
