import type { OrderFillConfig } from '@hotel/contract/schemas/orderFlow';
import { useFormContext, useWatch } from 'react-hook-form';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { controlClass } from '../../ui/Field.tsx';
import { type BookingFormValues, commentUsage } from './bookingForm.ts';
import { controlProps, idOf, useErrorText } from './formHelpers.ts';

/** One room's special requests (high floor, quiet room, rooms close together) and a comment with a live counter. */
export function RequestFields({ roomIndex, config }: { roomIndex: number; config: OrderFillConfig }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const { register, formState } = useFormContext<BookingFormValues>();
  const errorText = useErrorText(formState.errors);
  const base = `rooms.${roomIndex}` as const;
  const comment = useWatch<BookingFormValues, `rooms.${number}.comment`>({ name: `${base}.comment` }) ?? '';
  const usage = commentUsage(comment, config.commentMaxLength);
  const requestsError = errorText(`${base}.specialRequests`);
  const commentError = errorText(`${base}.comment`);
  const commentId = idOf(`${base}.comment`);
  const counterId = `${commentId}-counter`;

  return (
    <div className="flex flex-col gap-3">
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={requestsError ? `${idOf(`${base}.specialRequests`)}-error` : undefined}
      >
        <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">
          {t('booking.requests.options')}
        </legend>
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
        {requestsError ? (
          <p id={`${idOf(`${base}.specialRequests`)}-error`} role="alert" className="text-xs text-danger">
            {requestsError}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={commentId} className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t('booking.requests.comment')}
        </label>
        <textarea
          rows={3}
          className={`${controlClass} h-auto py-2`}
          placeholder={t('booking.requests.commentPlaceholder')}
          {...controlProps(commentId, commentError, counterId)}
          {...register(`${base}.comment`)}
        />
        <div className="flex items-start justify-between gap-3 text-xs">
          <span className="text-muted">{t('booking.requests.notGuaranteed')}</span>
          <span
            id={counterId}
            data-testid="comment-counter"
            className={`shrink-0 tabular-nums ${usage.over ? 'font-semibold text-danger' : 'text-muted'}`}
          >
            {t('booking.requests.counter', { used: usage.used, max: usage.max })}
          </span>
        </div>
        {commentError ? (
          <p id={`${commentId}-error`} role="alert" className="text-xs text-danger">
            {commentError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
