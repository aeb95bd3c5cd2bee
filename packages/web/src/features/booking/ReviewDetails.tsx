import { FAMILY_NAME_FIELD_FIRST_LANGUAGES } from '@hotel/contract/languages';
import type { Addon } from '@hotel/contract/schemas/orderFlow';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { addonLineAmount, type BookingFormValues, isDatedAddon, isFlagAddon } from './bookingForm.ts';

/** A guest's name as written in the display language: family name first in Chinese. */
export function useGuestName() {
  const language = useLanguage();
  const label = useEnumLabel();
  const familyFirst = FAMILY_NAME_FIELD_FIRST_LANGUAGES.includes(language);
  return (guest: { title: string; firstName: string; lastName: string }) => {
    const title = guest.title ? label('title', guest.title) : '';
    const name = familyFirst
      ? `${guest.lastName}${/\p{Script=Han}/u.test(guest.lastName) ? '' : ' '}${guest.firstName}`
      : `${guest.firstName} ${guest.lastName}`;
    // Chinese puts the title after the name (张伟 先生).
    return (familyFirst ? [name.trim(), title] : [title, name.trim()]).filter(Boolean).join(' ');
  };
}

/** What the guest entered, read back on the payment step: guests, add-ons and requests per room, and the contact. */
export function ReviewDetails({
  values,
  addons,
  nights,
}: {
  values: BookingFormValues;
  addons: readonly Addon[];
  nights: string[];
}) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const format = useSiteFormat();
  const guestName = useGuestName();
  return (
    <div className="flex flex-col gap-4 text-sm" data-testid="review-details">
      {values.rooms.map((room, roomIndex) => {
        const chosen = room.addons
          .map((choice, index) => ({ choice, addon: addons[index] }))
          .filter((line): line is { choice: typeof line.choice; addon: Addon } =>
            Boolean(line.addon && line.choice.selected && line.addon.addonCode === line.choice.addonCode),
          );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rooms are positions, fixed for the booking.
          <div key={roomIndex} className="flex flex-col gap-2">
            <h3 className="font-semibold">
              {values.rooms.length > 1
                ? t('booking.guests.roomOf', { number: roomIndex + 1, total: values.rooms.length })
                : t('booking.guests.heading')}
              <span className="font-normal text-muted">
                {' '}
                · {t('booking.summary.party', { adults: room.adults, children: room.children })}
              </span>
            </h3>
            <ul className="flex flex-col gap-0.5" data-testid="review-guests">
              {room.guests.slice(0, room.adults).map((guest, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: guests are positions in the room.
                <li key={index}>{guestName(guest)}</li>
              ))}
            </ul>
            {chosen.length > 0 ? (
              <ul className="flex flex-col gap-0.5 text-muted">
                {chosen.map(({ choice, addon }) => {
                  const flag = isFlagAddon(addon);
                  const useDate = isDatedAddon(addon) ? choice.useDate : '';
                  const quantity = flag ? 1 : choice.quantity;
                  return (
                    <li key={addon.addonCode} className="flex justify-between gap-4">
                      <span>
                        {addon.name}
                        {flag ? '' : ` × ${quantity}`}
                        {useDate ? ` · ${format.date(useDate)}` : ''}
                      </span>
                      <span className="tabular-nums">
                        {format.money(addonLineAmount(addon, quantity, nights.length, useDate), addon.currency)}
                      </span>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            {room.specialRequests.length > 0 || room.comment.trim() ? (
              <p className="text-muted">
                {[
                  ...room.specialRequests.map((key) => label('specialRequest', key)),
                  room.comment.trim() ? `“${room.comment.trim()}”` : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="flex flex-col gap-1 border-t border-border pt-3">
        <h3 className="font-semibold">{t('booking.contact.title')}</h3>
        <p data-testid="review-contact">
          {values.contact.name} · +{values.contact.areaCode.replace(/^\+/, '')} {values.contact.mobile} ·{' '}
          {values.contact.email}
        </p>
      </div>
    </div>
  );
}
