import type { Language } from '@hotel/contract/languages';
import type { AuditPage } from '@hotel/contract/schemas/admin';
import type { AdminDeps } from './admin.routes.ts';

type Entry = AuditPage['list'][number];
const idsOf = (list: Entry[], type: string) => list.filter((e) => e.entityType === type).map((e) => e.entityId);

/**
 * Names for the audit log's entity column, read in one batch per kind through the modules' faces:
 * hotels (and their rooms, rates and calendars) by the hotel's name, members by name and card number,
 * reservations by confirmation number, staff by name.
 */
export async function nameAuditEntries(
  deps: Pick<AdminDeps, 'catalogAdmin' | 'records' | 'bookingAdmin'>,
  page: AuditPage,
  lang: Language,
): Promise<AuditPage> {
  const hotelCodes = [...new Set(page.list.map((e) => e.hotelCode ?? (e.entityType === 'hotel' ? e.entityId : '')))];
  const [hotels, members, reservations, staff] = await Promise.all([
    hotelCodes.some(Boolean) ? deps.catalogAdmin.listHotelsForAdmin(hotelCodes.filter(Boolean)) : [],
    deps.records.memberCardsOf(idsOf(page.list, 'member')),
    deps.bookingAdmin.confirmationNumbersOf(idsOf(page.list, 'reservation')),
    deps.records.staffNamesOf(idsOf(page.list, 'staff')),
  ]);
  const hotelName = new Map(hotels.map((hotel) => [hotel.hotelCode, hotel.name[lang] || hotel.hotelCode]));
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
      default:
        return hotel ?? null;
    }
  };
  return { ...page, list: page.list.map((entry) => ({ ...entry, entityName: nameOf(entry) })) };
}
