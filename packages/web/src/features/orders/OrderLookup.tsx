import type { OrderDetail } from '@hotel/contract/schemas/order';
import type { CancelResult } from '@hotel/contract/schemas/orderFlow';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { controlClass, Field } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { checkOrder } from '../booking/bookingApi.ts';
import { describeBookingError } from '../booking/bookingErrors.ts';
import { controlProps, useErrorText } from '../booking/formHelpers.ts';
import { CancelledNotice, OrderDetailView, withCancellation } from './OrderDetailView.tsx';
import type { OrderSearchValues } from './orderSearchResolver.ts';

let loading: Promise<Resolver<OrderSearchValues>> | undefined;
function loadResolver(): Promise<Resolver<OrderSearchValues>> {
  if (!loading) {
    loading = import('./orderSearchResolver.ts').then((module) => module.orderSearchResolver);
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
const resolver: Resolver<OrderSearchValues> = async (values, context, options) =>
  (await loadResolver())(values, context, options);

/**
 * Find a reservation (spec section 2, /orderSearch): confirmation number plus the phone or e-mail it
 * was booked with (orderSearchSchema). The order then shows as on the order page; a wrong pair says
 * it cannot be found, whichever part was wrong.
 */
export function OrderLookup() {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useForm<OrderSearchValues>({
    resolver,
    defaultValues: { confirmationNumber: '', phone: '', email: '' },
  });
  const { register, handleSubmit, formState } = form;
  const errorText = useErrorText(formState.errors);
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [cancelled, setCancelled] = useState<CancelResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setCancelled(null);
    try {
      const found = await checkOrder(language, values.confirmationNumber.trim().toUpperCase(), {
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
        ...(values.email.trim() ? { email: values.email.trim() } : {}),
      });
      setOrder(found);
    } catch (error) {
      setOrder(null);
      setFailure(describeBookingError(error, t).message);
    }
  });

  const numberError = errorText('confirmationNumber');
  const phoneError = errorText('phone');
  const emailError = errorText('email');

  return (
    <div className="flex flex-col gap-8">
      <Card
        as="section"
        aria-labelledby="lookup-title"
        className="mx-auto flex w-full max-w-xl flex-col gap-5 p-6 sm:p-8"
      >
        <div className="flex flex-col gap-1">
          <h1 id="lookup-title" className="text-2xl font-semibold">
            {t('ui.pageTitle.orderSearch')}
          </h1>
          <p className="text-sm text-muted">{t('booking.lookup.intro')}</p>
        </div>
        <form
          noValidate
          onSubmit={onSubmit}
          onFocus={() => void loadResolver().catch(() => undefined)}
          className="flex flex-col gap-4"
          data-testid="lookup-form"
        >
          <Field id="lookup-number" label={t('booking.order.confirmationNumber')} error={numberError}>
            <input
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={`${controlClass} font-mono uppercase tracking-wider`}
              {...controlProps('lookup-number', numberError)}
              {...register('confirmationNumber')}
            />
          </Field>
          <p id="lookup-contact-hint" className="text-sm text-muted">
            {t('booking.lookup.contactHint')}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="lookup-email" label={t('booking.contact.email')} error={emailError}>
              <input
                type="email"
                autoComplete="email"
                className={controlClass}
                {...controlProps('lookup-email', emailError, 'lookup-contact-hint')}
                {...register('email')}
              />
            </Field>
            <Field id="lookup-phone" label={t('booking.lookup.phone')} error={phoneError}>
              <input
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                className={controlClass}
                {...controlProps('lookup-phone', phoneError, 'lookup-contact-hint')}
                {...register('phone')}
              />
            </Field>
          </div>
          {failure ? (
            <div role="alert" data-testid="lookup-error">
              <Notice tone="error">{failure}</Notice>
            </div>
          ) : null}
          <Button type="submit" disabled={formState.isSubmitting} className="h-11" data-testid="lookup-submit">
            {formState.isSubmitting ? t('booking.lookup.searching') : t('booking.lookup.submit')}
          </Button>
        </form>
      </Card>
      {order ? (
        <OrderDetailView
          order={order}
          headingLevel={2}
          notice={cancelled ? <CancelledNotice result={cancelled} /> : null}
          onCancelled={(result) => {
            setCancelled(result);
            setOrder(withCancellation(order, result));
          }}
        />
      ) : null}
    </div>
  );
}
