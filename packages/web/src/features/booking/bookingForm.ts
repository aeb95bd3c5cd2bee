import { COMMENT_MAX_LENGTH, DEFAULT_AREA_CODE } from '@hotel/contract/constants';
import { ADDON_FLAG_CODES, AddonType, type CardType, type Title } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { personName } from '@hotel/contract/memberName';
import type { RoomBookParams } from '@hotel/contract/routes';
import { commentLength, formatBookerMobile, type OrderCreate } from '@hotel/contract/schemas/order';
import { type Addon, AGREEMENT_KEYS, type AgreementKey, type OrderFillConfig } from '@hotel/contract/schemas/orderFlow';

/*
 * The booking form as the guest fills it in, and how it becomes the create payload of spec section 3
 * (`orderCreateSchema`). Pure functions, no React: the page, the resolver and the tests share them.
 */

export interface GuestValues {
  title: Title | '';
  firstName: string;
  lastName: string;
}

const blank = (guest: GuestValues) => !guest.title && !guest.firstName.trim() && !guest.lastName.trim();

/**
 * The guests of a room sent with the order (spec: each room needs at least one name): the first
 * always, the room's other adults only when something was typed for them. `index` is the form's.
 */
export function namedGuests(room: Pick<RoomValues, 'guests' | 'adults'>): { guest: GuestValues; index: number }[] {
  return room.guests
    .slice(0, room.adults)
    .map((guest, index) => ({ guest, index }))
    .filter(({ guest, index }) => index === 0 || !blank(guest));
}

export interface AddonValues {
  addonCode: string;
  selected: boolean;
  quantity: number;
  /** A night of the stay for a dated booking; '' books it for the whole stay. */
  useDate: string;
}

export interface RoomValues {
  adults: number;
  children: number;
  /** Each child's age as its select holds it ('' until chosen); the first `children` count. */
  childAges: string[];
  /** One per possible adult; the first `adults` are the room's guests. */
  guests: GuestValues[];
  /** Checked special requests (SpecialRequest keys as text, as checkboxes hold them). */
  specialRequests: string[];
  comment: string;
  /** One entry per add-on the hotel sells, in the order of the add-on list. */
  addons: AddonValues[];
}

export interface ContactValues {
  name: string;
  areaCode: string;
  mobile: string;
  email: string;
}

export interface CardValues {
  cardType: CardType | '';
  number: string;
  holderName: string;
  expiry: string;
}

export interface BookingFormValues {
  rooms: RoomValues[];
  contact: ContactValues;
  /** The one consent to every booking agreement (booking policy, privacy terms, booking conditions). */
  consent: boolean;
  /** Only for a card-guarantee rate, entered on the payment step; never stored. */
  card?: CardValues;
}

/**
 * What a signed-in member spends on the booking, outside the form (chosen on the payment step and
 * kept in the session): points (one point is one fen) and a coupon or gift voucher code with its source.
 */
export interface BookingPerks {
  point: number;
  voucherCode: string;
  voucherSource: string;
}

export const NO_PERKS: BookingPerks = { point: 0, voucherCode: '', voucherSource: '' };

export const AGREEMENTS: readonly AgreementKey[] = AGREEMENT_KEYS;

/** Splits a total over the rooms as evenly as possible, the first rooms taking the remainder. */
export function splitParty(total: number, rooms: number): number[] {
  const count = Math.max(1, rooms);
  const base = Math.floor(total / count);
  const extra = total - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < extra ? 1 : 0));
}

export const isFlagAddon = (addon: Pick<Addon, 'addonCode'>) =>
  (ADDON_FLAG_CODES as readonly string[]).includes(addon.addonCode);

/** Whether an add-on is booked per date of the stay (type 1 that is not a flag). */
export const isDatedAddon = (addon: Pick<Addon, 'addonCode' | 'addonType'>) =>
  addon.addonType === AddonType.bookable && !isFlagAddon(addon);

const perPerson = (addon: Pick<Addon, 'pricingUnit'>) =>
  addon.pricingUnit === 'perPerson' || addon.pricingUnit === 'perPersonPerNight';
const perNight = (addon: Pick<Addon, 'pricingUnit'>) =>
  addon.pricingUnit === 'perNight' || addon.pricingUnit === 'perPersonPerNight';

/** The quantity an add-on starts with: the room's guests when sold per person, else one. */
export function defaultAddonQuantity(addon: Pick<Addon, 'pricingUnit' | 'addonCode'>, guests: number): number {
  if (isFlagAddon(addon)) return 1;
  return perPerson(addon) ? Math.max(1, guests) : 1;
}

/**
 * What one add-on line costs, as the server prices it: unit price x quantity, times the nights when
 * it is sold per night and booked for the whole stay rather than for one date.
 */
export function addonLineAmount(
  addon: Pick<Addon, 'price' | 'pricingUnit'>,
  quantity: number,
  nights: number,
  useDate: string,
): number {
  return addon.price * quantity * (perNight(addon) && !useDate ? nights : 1);
}

/** The add-on total of one room. */
export function roomAddonTotal(room: Pick<RoomValues, 'addons'>, addons: readonly Addon[], nights: number): number {
  let total = 0;
  room.addons.forEach((choice, index) => {
    const addon = addons[index];
    if (!addon || !choice.selected || addon.addonCode !== choice.addonCode) return;
    const quantity = isFlagAddon(addon) ? 1 : choice.quantity;
    total += addonLineAmount(addon, quantity, nights, isDatedAddon(addon) ? choice.useDate : '');
  });
  return total;
}

/** The add-on total of the whole booking. */
export function addonsTotal(values: Pick<BookingFormValues, 'rooms'>, addons: readonly Addon[], nights: number) {
  return values.rooms.reduce((sum, room) => sum + roomAddonTotal(room, addons, nights), 0);
}

/**
 * How full the special-request comment is, in the guest's own characters: the limit is 100, or 50
 * in Chinese and Japanese where a wide character counts double (`commentLength`); the server's rule
 * is `commentLength <= 100` in every language.
 */
export function commentUsage(text: string, maxLength: number): { used: number; max: number; over: boolean } {
  const length = commentLength(text.trim());
  const max = maxLength > 0 ? maxLength : COMMENT_MAX_LENGTH;
  return { used: Math.ceil((length * max) / COMMENT_MAX_LENGTH), max, over: length > COMMENT_MAX_LENGTH };
}

/** The ages of room `index`'s children, from the address's ages in room order. */
function roomChildAges(ages: readonly number[], children: readonly number[], index: number): string[] {
  const start = children.slice(0, index).reduce((sum, count) => sum + count, 0);
  return ages.slice(start, start + (children[index] ?? 0)).map(String);
}

/** The ages chosen for a room's children: as many as it has children, unchosen ones left out. */
export function chosenAges(room: Pick<RoomValues, 'children' | 'childAges'>): number[] {
  return (room.childAges ?? [])
    .slice(0, Number(room.children) || 0)
    .filter((age) => age !== '' && age !== undefined)
    .map(Number);
}

function blankGuest(): GuestValues {
  return { title: '', firstName: '', lastName: '' };
}

/** The form at the start: the party of the URL split over the rooms, nothing chosen, area code 86. */
export function defaultBookingForm(
  params: Pick<RoomBookParams, 'roomCount' | 'adultsNumber' | 'childNumber' | 'childAges'>,
  config: Pick<OrderFillConfig, 'maxAdultsPerRoom' | 'defaultAreaCode'>,
  addons: readonly Addon[],
): BookingFormValues {
  const adults = splitParty(params.adultsNumber, params.roomCount);
  const children = splitParty(params.childNumber, params.roomCount);
  return {
    rooms: adults.map((adultCount, index) => ({
      adults: adultCount,
      children: children[index] ?? 0,
      childAges: roomChildAges(params.childAges ?? [], children, index),
      guests: Array.from({ length: Math.max(config.maxAdultsPerRoom, adultCount) }, blankGuest),
      specialRequests: [],
      comment: '',
      addons: addons.map((addon) => ({
        addonCode: addon.addonCode,
        selected: false,
        quantity: defaultAddonQuantity(addon, adultCount + (children[index] ?? 0)),
        useDate: '',
      })),
    })),
    contact: { name: '', areaCode: config.defaultAreaCode || DEFAULT_AREA_CODE, mobile: '', email: '' },
    consent: false,
  };
}

/** The saved entries when they still fit this stay (same rooms and add-on list), else the defaults. */
export function restoreBookingForm(saved: BookingFormValues | undefined, defaults: BookingFormValues) {
  if (!saved || !Array.isArray(saved.rooms) || saved.rooms.length !== defaults.rooms.length) return defaults;
  const sameAddons = saved.rooms.every(
    (room, index) =>
      Array.isArray(room.addons) &&
      room.addons.map((addon) => addon.addonCode).join() ===
        defaults.rooms[index]?.addons.map((addon) => addon.addonCode).join(),
  );
  if (!sameAddons) return defaults;
  const rooms = saved.rooms.map((room, index) => {
    const base = defaults.rooms[index] as RoomValues;
    const guests = base.guests.map((guest, guestIndex) => ({ ...guest, ...room.guests?.[guestIndex] }));
    return { ...base, ...room, guests };
  });
  return {
    rooms,
    contact: { ...defaults.contact, ...saved.contact },
    consent: saved.consent === true,
  };
}

/** The booker's name from a first and last name, in the order names are written in the language. */
export function contactNameOf(firstName: string, lastName: string, language: Language | string): string {
  return personName({ firstName, lastName }, language);
}

/** The member profile fields the booking form is pre-filled from. */
export interface MemberPrefill {
  title: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  mobileCountryNumber: string;
}

/**
 * A signed-in member's booking form: the booker's name, e-mail and mobile (area code and number)
 * and the first room's first guest (title when the site offers it, first and last name) come from
 * the profile. Only empty fields are filled; everything else stays as it was.
 */
export function prefillFromMember(
  form: BookingFormValues,
  member: MemberPrefill,
  options: { titles: readonly string[]; language: Language | string },
): BookingFormValues {
  const firstName = member.firstName?.trim() ?? '';
  const lastName = member.lastName?.trim() ?? '';
  const title: Title | '' = member.title && options.titles.includes(member.title) ? (member.title as Title) : '';
  const rooms = form.rooms.map((room, roomIndex) => {
    if (roomIndex !== 0) return room;
    const guests = room.guests.map((guest, guestIndex): GuestValues => {
      if (guestIndex !== 0) return guest;
      return {
        title: guest.title || title,
        firstName: guest.firstName || firstName,
        lastName: guest.lastName || lastName,
      };
    });
    return { ...room, guests };
  });
  const mobile = member.phone?.replace(/[\s-]/g, '') ?? '';
  const contact = { ...form.contact };
  if (!contact.name.trim()) contact.name = contactNameOf(firstName, lastName, options.language);
  if (!contact.email.trim()) contact.email = member.email?.trim() ?? '';
  if (!contact.mobile.trim() && mobile) {
    contact.mobile = mobile;
    contact.areaCode = member.mobileCountryNumber?.replace(/\D/g, '') || contact.areaCode;
  }
  return { ...form, rooms, contact };
}

/** The most points the member may use: their balance, and no more than the quote allows (0 when none). */
export function pointsLimit(balance: number, maxPoints: number | undefined): number {
  const held = Math.max(0, Math.floor(balance) || 0);
  return maxPoints === undefined ? held : Math.max(0, Math.min(held, Math.floor(maxPoints) || 0));
}

/** The points field read: a whole number from 0 to the limit, or why it is not. */
export function readPoints(
  text: string,
  limit: number,
): { ok: true; value: number } | { ok: false; error: 'invalid' | 'tooMany' } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: 0 };
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: 'invalid' };
  const value = Number(trimmed);
  if (value > limit) return { ok: false, error: 'tooMany' };
  return { ok: true, value };
}

export interface PayloadContext {
  params: RoomBookParams;
  addons: readonly Addon[];
  ratePlanName?: string;
  /** The company code from the site configuration. */
  companyCode?: string;
  defaultAreaCode?: string;
}

/**
 * The create payload of spec section 3 from the form: one customer per adult of each room, the
 * booker's mobile as 'areaCode number', special requests as keys, chosen add-ons (flags once, dated
 * bookings with their date) and the amount the guest agreed to pay as verifyAmount.
 */
export function buildOrderPayload(
  values: BookingFormValues,
  context: PayloadContext,
  verifyAmount = 0,
  card?: CardValues,
  perks: BookingPerks = NO_PERKS,
): OrderCreate {
  const { params, addons } = context;
  const roomInfo = values.rooms.map((room) => ({
    checkInInfo: {
      guestsNumber: { adultCount: room.adults, childCount: room.children, childAges: chosenAges(room) },
      customer: namedGuests(room).map(({ guest }) => ({
        // The resolver reports a missing title; the type says what a valid payload holds.
        title: guest.title as Title,
        firstName: guest.firstName.trim(),
        lastName: guest.lastName.trim(),
      })),
    },
    otherRequires: [...new Set(room.specialRequests.map(Number))]
      .filter((key) => Number.isInteger(key))
      .sort((a, b) => a - b) as OrderCreate['roomInfo'][number]['otherRequires'],
    otherComment: '',
    comment: room.comment.trim(),
    addOns: room.addons.flatMap((choice, index): OrderCreate['roomInfo'][number]['addOns'] => {
      const addon = addons[index];
      if (!addon || !choice.selected || addon.addonCode !== choice.addonCode) return [];
      if (addon.addonType === AddonType.nonBookable) {
        return [{ addonType: AddonType.nonBookable, addonCode: addon.addonCode, quantity: choice.quantity }];
      }
      if (isFlagAddon(addon)) return [{ addonType: AddonType.bookable, addonCode: addon.addonCode, quantity: 1 }];
      return [
        {
          addonType: AddonType.bookable,
          addonCode: addon.addonCode,
          quantity: choice.quantity,
          ...(choice.useDate ? { useDate: choice.useDate } : {}),
        },
      ];
    }),
  }));
  const sum = (pick: (room: RoomValues) => number) => values.rooms.reduce((total, room) => total + pick(room), 0);
  const discount =
    params.discountType && params.discountCode
      ? { discountType: params.discountType, discountCode: params.discountCode }
      : {};
  return {
    hotelCode: params.hotelCode,
    ...(context.companyCode ? { code: context.companyCode } : {}),
    roomTypeCode: params.roomTypeCode,
    ratePlanCode: params.ratePlanCode,
    ...(context.ratePlanName ? { ratePlanName: context.ratePlanName } : {}),
    checkInDate: params.checkInDate,
    checkOutDate: params.checkOutDate,
    roomCount: values.rooms.length,
    guestsNumber: { adultCount: sum((room) => room.adults), childCount: sum((room) => room.children) },
    roomInfo,
    booker: {
      name: values.contact.name.trim(),
      email: values.contact.email.trim(),
      mobile: formatBookerMobile(
        values.contact.mobile.replace(/[\s-]/g, ''),
        values.contact.areaCode.trim() || context.defaultAreaCode || DEFAULT_AREA_CODE,
      ),
    },
    ...discount,
    ...(values.consent ? { acceptedAgreements: [...AGREEMENT_KEYS] } : {}),
    point: Math.max(0, Math.floor(perks.point) || 0),
    ...(perks.voucherCode.trim()
      ? {
          voucherCode: perks.voucherCode.trim(),
          ...(perks.voucherSource.trim() ? { voucherSource: perks.voucherSource.trim() } : {}),
        }
      : {}),
    ...(card
      ? {
          card: {
            cardType: card.cardType as CardType,
            number: card.number,
            holderName: card.holderName.trim(),
            expiry: card.expiry.trim(),
          },
        }
      : {}),
    verifyAmount,
  };
}

/** What identifies a payload's content (amount and card left out): a changed one needs a new quote. */
export function payloadSignature(payload: OrderCreate): string {
  const { verifyAmount: _amount, card: _card, ...rest } = payload;
  return JSON.stringify(rest);
}

/**
 * Where a payload field lives in the form: `roomInfo.0.checkInInfo.customer.1.lastName` ->
 * `rooms.0.guests.1.lastName`, `booker.mobile` -> `contact.mobile`. Add-on positions in the payload
 * count only chosen add-ons, so they are looked up in the form. Unknown fields go to `root.server`.
 */
export function formPathOf(field: string, values: BookingFormValues): string {
  const parts = field.split('.');
  const [head, ...rest] = parts;
  if (head === 'booker') {
    const name = rest[0];
    return name === 'name' || name === 'email' || name === 'mobile' ? `contact.${name}` : 'root.server';
  }
  if (head === 'card') return rest[0] ? `card.${rest[0]}` : 'card.number';
  if (head === 'guestsNumber') return 'rooms.0.adults';
  if (head !== 'roomInfo') return 'root.server';
  const roomIndex = Number(rest[0]);
  if (!Number.isInteger(roomIndex)) return 'rooms.0.adults';
  const room = `rooms.${roomIndex}`;
  const [section, ...tail] = rest.slice(1);
  if (section === 'checkInInfo') {
    if (tail[0] === 'customer') {
      const sent = Number(tail[1]);
      const formRoom = values.rooms[roomIndex];
      const guest = formRoom ? (namedGuests(formRoom)[sent]?.index ?? sent) : sent;
      const name = tail[2];
      if (Number.isInteger(guest) && (name === 'title' || name === 'firstName' || name === 'lastName')) {
        return `${room}.guests.${guest}.${name}`;
      }
      return `${room}.adults`;
    }
    if (tail[0] === 'guestsNumber' && tail[1] === 'childAges') {
      const formRoom = values.rooms[roomIndex];
      const ages = Array.from({ length: Number(formRoom?.children) || 0 }, (_, i) => formRoom?.childAges?.[i] ?? '');
      return `${room}.childAges.${Math.max(0, ages.indexOf(''))}`;
    }
    if (tail[0] === 'guestsNumber') return tail[1] === 'childCount' ? `${room}.children` : `${room}.adults`;
    return `${room}.adults`;
  }
  if (section === 'otherRequires') return `${room}.specialRequests`;
  if (section === 'comment' || section === 'otherComment') return `${room}.comment`;
  if (section === 'addOns') {
    const chosen = Number(tail[0]);
    const formRoom = values.rooms[roomIndex];
    const selected = formRoom?.addons.map((addon, index) => (addon.selected ? index : -1)).filter((i) => i >= 0) ?? [];
    const index = selected[chosen];
    if (index === undefined) return `${room}.adults`;
    const name = tail[1] === 'useDate' ? 'useDate' : tail[1] === 'quantity' ? 'quantity' : 'selected';
    return `${room}.addons.${index}.${name}`;
  }
  return `${room}.adults`;
}
