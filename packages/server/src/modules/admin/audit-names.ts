import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import type { AuditPage } from '@hotel/contract/schemas/admin';
import type { AdminDeps } from './admin.routes.ts';

type Entry = AuditPage['list'][number];

/**
 * Names of entities owned by modules the back office cannot import (the mall builds on it), per entity
 * type: the ids of a page in, the names in the reader's language out.
 */
export type EntityNamers = Record<string, (ids: string[], lang: Language) => Promise<Map<string, string>>>;

/** The kinds kept per hotel under `hotelCode:code` (room types, rate plans, add-ons). */
const HOTEL_ITEMS = ['roomType', 'ratePlan', 'addon'] as const;
type HotelItem = (typeof HOTEL_ITEMS)[number];
const isHotelItem = (type: string): type is HotelItem => (HOTEL_ITEMS as readonly string[]).includes(type);

/** The names of a page's room types, rate plans and add-ons, read once per hotel. */
async function hotelItemNames(catalogAdmin: AdminDeps['catalogAdmin'], list: Entry[], lang: Language) {
  const wanted = new Map<string, Set<HotelItem>>();
  for (const entry of list) {
    if (!isHotelItem(entry.entityType)) continue;
    const hotelCode = entry.entityId.split(':')[0]!;
    wanted.set(hotelCode, (wanted.get(hotelCode) ?? new Set()).add(entry.entityType));
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([hotelCode, kinds]) => {
      const read = async (kind: HotelItem) => {
        if (!kinds.has(kind)) return;
        const rows =
          kind === 'roomType'
            ? (await catalogAdmin.listRoomTypesForAdmin(hotelCode)).map((row) => [row.roomTypeCode, row.name] as const)
            : kind === 'ratePlan'
              ? (await catalogAdmin.listRatePlansForAdmin(hotelCode)).map(
                  (row) => [row.ratePlanCode, row.name] as const,
                )
              : (await catalogAdmin.listAddonsForAdmin(hotelCode)).map((row) => [row.addonCode, row.name] as const);
        for (const [code, name] of rows) names.set(`${kind} ${hotelCode}:${code}`, inLanguage(name, lang) || code);
      };
      await Promise.all(HOTEL_ITEMS.map(read));
    }),
  );
  return names;
}
const idsOf = (list: Entry[], type: string) => list.filter((e) => e.entityType === type).map((e) => e.entityId);

/**
 * Names for the audit log's entity column, read in one batch per kind through the modules' faces:
 * hotels (and their rooms, rates and calendars) by the hotel's name, members by name and card number,
 * reservations by confirmation number, staff by name, room types, rate plans and add-ons by the hotel's
 * and their own names, and what other modules name (goods) through `entityNamers`.
 */
export async function nameAuditEntries(
  deps: Pick<AdminDeps, 'catalogAdmin' | 'records' | 'bookingAdmin' | 'entityNamers'>,
  page: AuditPage,
  lang: Language,
): Promise<AuditPage> {
  const hotelCodes = [...new Set(page.list.map((e) => e.hotelCode ?? (e.entityType === 'hotel' ? e.entityId : '')))];
  const namers = Object.entries(deps.entityNamers ?? {});
  const [hotels, members, reservations, staff, items, owned] = await Promise.all([
    hotelCodes.some(Boolean) ? deps.catalogAdmin.listHotelsForAdmin(hotelCodes.filter(Boolean)) : [],
    deps.records.memberCardsOf(idsOf(page.list, 'member')),
    deps.bookingAdmin.confirmationNumbersOf(idsOf(page.list, 'reservation')),
    deps.records.staffNamesOf(idsOf(page.list, 'staff')),
    hotelItemNames(deps.catalogAdmin, page.list, lang),
    Promise.all(
      namers.map(async ([type, namer]) => {
        const ids = idsOf(page.list, type);
        return [type, ids.length ? await namer(ids, lang) : new Map<string, string>()] as const;
      }),
    ),
  ]);
  const ownedNames = new Map(owned);
  const hotelName = new Map(hotels.map((hotel) => [hotel.hotelCode, inLanguage(hotel.name, lang) || hotel.hotelCode]));
  const nameOf = (entry: Entry): string | null => {
    const hotel = hotelName.get(entry.hotelCode ?? entry.entityId);
    switch (entry.entityType) {
      case 'hotel':
        return hotelName.get(entry.entityId) ?? null;
      case 'member': {
        const card = members.get(entry.entityId);
        return card ? `${card.name} · ${card.cardNumber}` : null;
      }
      case 'reservation': {
        const number = reservations.get(entry.entityId);
        return number ? [number, hotel].filter(Boolean).join(' · ') : null;
      }
      case 'staff':
        return staff.get(entry.entityId) ?? null;
      default: {
        const item = items.get(`${entry.entityType} ${entry.entityId}`);
        if (item) return [hotel, item].filter(Boolean).join(' · ');
        return ownedNames.get(entry.entityType)?.get(entry.entityId) ?? hotel ?? null;
      }
    }
  };
  return { ...page, list: page.list.map((entry) => ({ ...entry, entityName: nameOf(entry) })) };
}
