import type { OrderFillConfig } from '@hotel/contract/schemas/orderFlow';
import { useFormContext, useWatch } from 'react-hook-form';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { FieldGroup } from '../../ui/form/FieldGroup.tsx';
import { TextAreaField } from '../../ui/form/TextAreaField.tsx';
import { type BookingFormValues, commentUsage } from './bookingForm.ts';
import { idOf } from './formHelpers.ts';

/** One room's special requests (high floor, quiet room, rooms close together) and a comment with a live counter. */
export function RequestFields({ roomIndex, config }: { roomIndex: number; config: OrderFillConfig }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const { register } = useFormContext<BookingFormValues>();
  const base = `rooms.${roomIndex}` as const;
  const comment = useWatch<BookingFormValues, `rooms.${number}.comment`>({ name: `${base}.comment` }) ?? '';
  const usage = commentUsage(comment, config.commentMaxLength);

  return (
    <div className="flex flex-col gap-3">
      <FieldGroup<BookingFormValues> legend={t('booking.requests.options')} name={`${base}.specialRequests`}>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {config.specialRequests.map((key) => {
            const id = idOf(`${base}.specialRequests.${key}`);
            return (
              <label key={key} htmlFor={id} className="flex items-center gap-2 text-sm">
                <input
                  id={id}
                  type="checkbox"
                  value={String(key)}
                  className="size-4 accent-main"
                  {...register(`${base}.specialRequests`)}
                />
                {label('specialRequest', key)}
              </label>
            );
          })}
        </div>
      </FieldGroup>
      <TextAreaField<BookingFormValues>
        id={idOf(`${base}.comment`)}
        name={`${base}.comment`}
        label={t('booking.requests.comment')}
        rows={3}
        placeholder={t('booking.requests.commentPlaceholder')}
        hint={
          <div className="flex items-start justify-between gap-3 text-xs">
            <span className="text-muted">{t('booking.requests.notGuaranteed')}</span>
            <span
              data-testid="comment-counter"
              className={`shrink-0 tabular-nums ${usage.over ? 'font-semibold text-danger' : 'text-muted'}`}
            >
              {t('booking.requests.counter', { used: usage.used, max: usage.max })}
            </span>
          </div>
        }
      />
    </div>
  );
}
