import type { Language } from '@hotel/contract/languages';
import type { ReservationDetail } from '@hotel/contract/schemas/admin-reservations';
import type { OrderRow } from '../booking/booking.module.ts';
import type { AdminDeps } from './admin.routes.ts';

type Deps = Pick<AdminDeps, 'bookingAdmin' | 'records' | 'loyalty' | 'now'>;

/**
 * A reservation as staff read it, by names, never ids: the member beside it (name, card number, tier),
 * who booked it at the desk and who wrote each history line. Every route answering with one uses this.
 */
export function createReservationDetails(deps: Deps) {
  /** The member beside a reservation: name and card number (member records) and tier (loyalty). */
  const memberCardOf = async (memberId: string, siteCode: string) => {
    const card = (await deps.records.memberCardsOf([memberId])).get(memberId);
    if (!card) return null;
    return { memberId, ...card, tier: (await deps.loyalty.tierOf(memberId, siteCode)).tier };
  };

  /** Who booked a desk or phone reservation, by name (the staff records). */
  async function withBookedBy<T extends { createdByStaffId: string | null; bookedByName: string | null }>(list: T[]) {
    const ids = list.map((row) => row.createdByStaffId).filter((id): id is string => Boolean(id));
    if (!ids.length) return list;
    const names = await deps.records.staffNamesOf(ids);
    return list.map((row) => ({
      ...row,
      bookedByName: row.createdByStaffId ? (names.get(row.createdByStaffId) ?? null) : null,
    }));
  }

  /** The history's writers by name (staff) or name and card number (members). */
  async function withActorNames(detail: ReservationDetail): Promise<ReservationDetail> {
    const idOf = (line: ReservationDetail['history'][number]) => line.actor.slice(line.actorKind.length + 1);
    const idsOf = (kind: string) => detail.history.filter((line) => line.actorKind === kind).map(idOf);
    const [staff, members] = await Promise.all([
      deps.records.staffNamesOf(idsOf('staff')),
      deps.records.memberCardsOf(idsOf('member')),
    ]);
    const history = detail.history.map((line) => {
      if (line.actorKind === 'staff') return { ...line, actorName: staff.get(idOf(line)) ?? null };
      const card = line.actorKind === 'member' ? members.get(idOf(line)) : undefined;
      return card ? { ...line, actorName: card.name, actorCard: card.cardNumber } : line;
    });
    return { ...detail, history };
  }

  async function detailOf(order: OrderRow, lang: Language, options: { canRefund: boolean }) {
    const detail = await deps.bookingAdmin.reservationDetail(order, deps.now(), lang, memberCardOf, options);
    return withActorNames((await withBookedBy([detail]))[0]!);
  }

  return { detailOf, withBookedBy };
}
