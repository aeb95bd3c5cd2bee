import type { Addon } from '@hotel/contract/schemas/orderFlow';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { controlClass } from '../../ui/Field.tsx';
import { describedControl } from '../../ui/form/useFieldError.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import {
  type AddonValues,
  addonLineAmount,
  type BookingFormValues,
  isDatedAddon,
  isFlagAddon,
  roomAddonTotal,
} from './bookingForm.ts';
import { idOf, useErrorText } from './formHelpers.ts';

const QUANTITIES = Array.from({ length: 10 }, (_, index) => index + 1);

/**
 * One room's add-ons: flags (BKA, BKC) as plain checkboxes; other bookable add-ons with a night of
 * the stay (or the whole stay) and a quantity; non-bookable ones with a quantity. Each chosen line
 * shows its amount, and the room its add-on total.
 */
export function AddonFields({ roomIndex, addons, nights }: { roomIndex: number; addons: Addon[]; nights: string[] }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const { register, formState } = useFormContext<BookingFormValues>();
  const errorText = useErrorText(formState.errors);
  const choices = useWatch<BookingFormValues, `rooms.${number}.addons`>({ name: `rooms.${roomIndex}.addons` }) ?? [];
  if (addons.length === 0) return <p className="text-sm text-muted">{t('booking.addons.none')}</p>;
  const currency = addons[0]?.currency ?? '';
  const total = roomAddonTotal({ addons: choices as AddonValues[] }, addons, nights.length);

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
        {addons.map((addon, index) => {
          const base = `rooms.${roomIndex}.addons.${index}` as const;
          const choice = choices[index];
          const selected = Boolean(choice?.selected);
          const flag = isFlagAddon(addon);
          const dated = isDatedAddon(addon);
          const quantity = Number(choice?.quantity) || 1;
          const useDate = dated ? (choice?.useDate ?? '') : '';
          const amount = addonLineAmount(addon, flag ? 1 : quantity, nights.length, useDate);
          const checkboxId = idOf(`${base}.selected`);
          const dateError = errorText(`${base}.useDate`);
          const quantityError = errorText(`${base}.quantity`);
          const selectError = errorText(`${base}.selected`);
          return (
            <li
              key={addon.addonCode}
              className="flex flex-col gap-2 p-3"
              data-testid="addon"
              data-addon-code={addon.addonCode}
            >
              <div className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 size-4 shrink-0 accent-main"
                  {...describedControl(checkboxId, selectError, `${checkboxId}-description`)}
                  {...register(`${base}.selected`)}
                />
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <label htmlFor={checkboxId} className="font-medium">
                    {addon.name}
                  </label>
                  <p id={`${checkboxId}-description`} className="text-xs text-muted">
                    {addon.description}{' '}
                    <span className="whitespace-nowrap font-medium text-text">
                      {addon.price === 0
                        ? t('booking.addons.free')
                        : t(`booking.addons.unit.${addon.pricingUnit}`, {
                            price: format.money(addon.price, addon.currency),
                          })}
                    </span>
                  </p>
                  {selectError ? (
                    <p id={`${checkboxId}-error`} role="alert" className="text-xs text-danger">
                      {selectError}
                    </p>
                  ) : null}
                </div>
                {selected && amount > 0 ? (
                  <span className="shrink-0 text-sm font-semibold" data-testid="addon-amount">
                    {format.money(amount, addon.currency)}
                  </span>
                ) : null}
              </div>
              {selected && !flag ? (
                <div className="flex flex-wrap gap-3 pl-7">
                  {dated ? (
                    <div className="flex flex-col gap-1">
                      <label htmlFor={idOf(`${base}.useDate`)} className="text-xs font-semibold text-muted">
                        {t('booking.addons.date')}
                      </label>
                      <select
                        className={`${controlClass} w-auto`}
                        {...describedControl(idOf(`${base}.useDate`), dateError)}
                        {...register(`${base}.useDate`)}
                      >
                        <option value="">
                          {addon.pricingUnit === 'perNight' || addon.pricingUnit === 'perPersonPerNight'
                            ? t('booking.addons.wholeStay')
                            : t('booking.addons.anyDay')}
                        </option>
                        {nights.map((night) => (
                          <option key={night} value={night}>
                            {format.date(night, 'full')}
                          </option>
                        ))}
                      </select>
                      {dateError ? (
                        <p id={`${idOf(`${base}.useDate`)}-error`} role="alert" className="text-xs text-danger">
                          {dateError}
                        </p>
                      ) : null}
                    </div>
                  ) : null}
                  <div className="flex flex-col gap-1">
                    <label htmlFor={idOf(`${base}.quantity`)} className="text-xs font-semibold text-muted">
                      {addon.pricingUnit === 'perPerson' || addon.pricingUnit === 'perPersonPerNight'
                        ? t('booking.addons.persons')
                        : t('booking.addons.quantity')}
                    </label>
                    <select
                      className={`${controlClass} w-24`}
                      {...describedControl(idOf(`${base}.quantity`), quantityError)}
                      {...register(`${base}.quantity`, { valueAsNumber: true })}
                    >
                      {QUANTITIES.map((count) => (
                        <option key={count} value={count}>
                          {count}
                        </option>
                      ))}
                    </select>
                    {quantityError ? (
                      <p id={`${idOf(`${base}.quantity`)}-error`} role="alert" className="text-xs text-danger">
                        {quantityError}
                      </p>
                    ) : null}
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="flex justify-between text-sm" data-testid="room-addon-total">
        <span className="text-muted">{t('booking.addons.roomTotal')}</span>
        <span className="font-semibold">{format.money(total, currency)}</span>
      </p>
    </div>
  );
}
