import type { Language } from '@hotel/contract/languages';
import { API_PREFIX, paths } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { pageUrl } from './paths.ts';
import { dayFromToday, watchErrors } from './stayHelpers.ts';

/*
 * Issue 19, item 4: a family of two adults, a 4-year-old (free on existing bedding) and a
 * 10-year-old (pays the child rate and takes an adult's place) searches, sees only rooms that hold
 * them, and books; the order keeps both ages and the children's line. Rates come from the API.
 */

const FAMILY_AGES = '4,10';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/party-${name}.png`, fullPage: true });

/** A pay-at-hotel rate of SHA001's family room for the family, `days` ahead for two nights. */
async function familyRate(request: APIRequestContext, days: number) {
  const stay = {
    hotelCode: 'SHA001',
    checkInDate: dayFromToday(days),
    checkOutDate: dayFromToday(days + 2),
    roomCount: '1',
    adultsNumber: '2',
    childNumber: '2',
    childAges: FAMILY_AGES,
  };
  const answer = await request.get(`${API_PREFIX}/en-US/rooms`, { params: stay });
  expect(answer.ok(), await answer.text()).toBe(true);
  const rooms = (await answer.json()).data.list as {
    roomTypeCode: string;
    roomRates: {
      ratePlanCode: string;
      paymentType: number;
      isFull: number;
      memberOnly: boolean;
      children: { paying: number; free: number; total: { amount: number } } | null;
    }[];
  }[];
  // The 10-year-old takes an adult's place: rooms for two adults and one child are not offered.
  expect(rooms.map((room) => room.roomTypeCode)).not.toContain('DLXT');
  const room = rooms.find((candidate) => candidate.roomTypeCode === 'FAM')!;
  const rate = room.roomRates.find((r) => r.paymentType === 2 && !r.isFull && !r.memberOnly)!;
  expect(rate.children).toMatchObject({ paying: 1, free: 1 });
  return { stay: new URLSearchParams(stay), ratePlanCode: rate.ratePlanCode };
}

async function fillFamily(page: Page, guest: [string, string, string]) {
  await expect(page.locator('#bk-rooms-0-childAges-0')).toHaveValue('4');
  await expect(page.locator('#bk-rooms-0-childAges-1')).toHaveValue('10');
  await page.locator('#bk-rooms-0-guests-0-title').selectOption(guest[0]);
  await page.locator('#bk-rooms-0-guests-0-firstName').fill(guest[1]);
  await page.locator('#bk-rooms-0-guests-0-lastName').fill(guest[2]);
  await page.locator('#bk-contact-mobile').fill('13912345678');
  await page.locator('#bk-contact-email').fill('family@example.com');
  await page.locator('#bk-consent').check();
}

/** Books the family's rate from the room list and checks the order keeps the ages and the children's charge. */
async function bookFamily(page: Page, lang: Language, stay: URLSearchParams, ratePlanCode: string, name: string) {
  await page.goto(paths.roomList(lang, 'FAM', stay));
  const row = page.locator(`[data-testid="rate"][data-rate-code="${ratePlanCode}"][data-full="false"]`).first();
  await row.getByTestId('rate-book').click();
  await expect(page).toHaveURL(/childAges=4%2C10|childAges=4,10/);
  await fillFamily(page, ['Mrs', 'Mei', 'Lin']);
  const childCharge = (await page.getByTestId('children-amount').first().textContent())?.trim() ?? '';
  expect(childCharge).toMatch(/\d/);
  await expect(page.getByTestId('children-free').first()).toBeVisible();
  await shot(page, `${name}-booking`);
  await page
    .getByTestId('price-breakdown')
    .last()
    .screenshot({ path: `test-results/party-${name}-summary.png` });
  await page.getByTestId('booking-child-ages').screenshot({ path: `test-results/party-${name}-ages.png` });
  await page.getByTestId('continue-to-payment').click();
  await expect(page.getByTestId('payment-step')).toBeVisible();
  await expect(page.getByTestId('children-amount').first()).toHaveText(childCharge);
  const total = (await page.getByTestId('total-amount').first().textContent())?.trim() ?? '';
  await page.getByTestId('confirm-booking').click();
  await expect(page.getByTestId('confirmation-step')).toBeVisible();
  await page.getByTestId('view-order').click();
  await expect(page).toHaveURL(pageUrl(lang, 'order'));
  await expect(page.getByTestId('order-child-ages')).toBeVisible();
  await expect(page.getByTestId('children-amount')).toHaveText(childCharge);
  await expect(page.getByTestId('total-amount')).toHaveText(total);
  await shot(page, `${name}-order`);
  await page
    .getByTestId('price-breakdown')
    .last()
    .screenshot({ path: `test-results/party-${name}-order-price.png` });
  await page.getByTestId('order-child-ages').screenshot({ path: `test-results/party-${name}-order-ages.png` });
}

test('en-US: the search form stops at the rooms there are, asks each child age and books the family', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const { stay, ratePlanCode } = await familyRate(request, 24);

  // The search form: no more adults than SHA001's largest room holds, one age select per child.
  await page.goto(paths.hotelList('en-US', new URLSearchParams({ hotelCode: 'SHA001' })));
  await page.getByTestId('guests-button').first().click();
  const adults = page.getByTestId('adults-stepper').first();
  const more = adults.getByRole('button').last();
  for (let i = 0; i < 5; i += 1) if (await more.isEnabled()) await more.click();
  await expect(adults.locator('output')).toHaveText('3');
  await expect(more).toBeDisabled();
  await adults.getByRole('button').first().click();
  const children = page.getByTestId('children-stepper').first();
  await children.getByRole('button').last().click();
  await children.getByRole('button').last().click();
  await expect(page.getByTestId('child-age-1')).toBeVisible();
  await page.getByTestId('search-submit').first().click();
  await expect(page.getByTestId('guests-error').first()).toHaveText("Choose each child's age (0 to 17).");
  if (!(await page.getByTestId('child-age-0').isVisible())) await page.getByTestId('guests-button').first().click();
  await page.getByTestId('child-age-0').selectOption('4');
  await page.getByTestId('child-age-1').selectOption('10');
  await shot(page, 'en-guests');
  await page.getByRole('button', { name: 'Done' }).first().click();
  await page.getByTestId('search-submit').first().click();
  await expect(page).toHaveURL(/childAges=4%2C10/);

  // A link with a malformed age is corrected and said so; a party no room holds is said, not "sold out".
  await page.goto(`${paths.roomList('en-US', undefined, stay)}`.replace('childAges=4%2C10', 'childAges=4%2Cabc'));
  await expect(page.getByText('Part of this link was not valid').first()).toBeVisible();
  await expect(page).not.toHaveURL(/childAges/);
  const crowd = new URLSearchParams(stay);
  crowd.set('adultsNumber', '5');
  crowd.set('childNumber', '0');
  crowd.delete('childAges');
  await page.goto(paths.hotelList('en-US', crowd));
  await expect(page.getByTestId('party-fits-nowhere')).toContainText('No room holds this party');
  await expect(page.getByTestId('all-full')).toHaveCount(0);
  await expect(page.getByTestId('hotel-full')).toHaveText('No room here holds your party: try more rooms');
  await shot(page, 'en-crowd');

  await bookFamily(page, 'en-US', stay, ratePlanCode, 'en');
  await expect(page.getByTestId('order-child-ages')).toHaveText("Children's ages: 4 years, 10 years");
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('ja at 390 px: the family books the family room with both ages kept', async ({ page, request }) => {
    const errors = watchErrors(page);
    const { stay, ratePlanCode } = await familyRate(request, 26);
    await bookFamily(page, 'ja', stay, ratePlanCode, 'ja-390');
    await expect(page.getByTestId('order-child-ages')).toHaveText('お子様の年齢：4歳, 10歳');
    expect(errors).toEqual([]);
  });
});
