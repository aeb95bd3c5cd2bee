import type { OrderDetail, OrderSearch, orderSearchSchema } from '@hotel/contract/schemas/order';
import type { CancelResult } from '@hotel/contract/schemas/orderFlow';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { useContractForm } from '../../ui/form/contractForm.ts';
import { Form } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/TextField.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { checkOrder } from '../booking/bookingApi.ts';
import { describeBookingError } from '../booking/bookingErrors.ts';
import { ChangedNotice } from './ChangedNotice.tsx';
import { CancelledNotice, OrderDetailView, withCancellation } from './OrderDetailView.tsx';

/** The contract's look-up schema, loaded on first use (zod stays out of the page's first chunk). */
let loading: Promise<typeof orderSearchSchema> | undefined;
function loadSchema() {
  loading ??= import('@hotel/contract/schemas/order').then((module) => module.orderSearchSchema);
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Find a reservation (spec section 2, /orderSearch): confirmation number plus the phone or e-mail it
 * was booked with (orderSearchSchema). The order then shows as on the order page; a wrong pair says
 * it cannot be found, whichever part was wrong.
 */
export function OrderLookup() {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useContractForm(loadSchema, { confirmationNumber: '', phone: '', email: '' });
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [cancelled, setCancelled] = useState<CancelResult | null>(null);
  const [changed, setChanged] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async ({ confirmationNumber, phone, email }: OrderSearch) => {
    setFailure(null);
    setCancelled(null);
    try {
      const found = await checkOrder(language, confirmationNumber.toUpperCase(), {
        ...(phone ? { phone } : {}),
        ...(email ? { email } : {}),
      });
      setOrder(found);
    } catch (error) {
      setOrder(null);
      setFailure(describeBookingError(error, t).message);
    }
  };

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
        <Form
          form={form}
          onSubmit={onSubmit}
          onFocus={() => void loadSchema().catch(() => undefined)}
          className="flex flex-col gap-4"
          data-testid="lookup-form"
        >
          <TextField
            id="lookup-number"
            name="confirmationNumber"
            label={t('booking.order.confirmationNumber')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputClassName="font-mono uppercase tracking-wider"
          />
          <p id="lookup-contact-hint" className="text-sm text-muted">
            {t('booking.lookup.contactHint')}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="lookup-email"
              name="email"
              label={t('booking.contact.email')}
              type="email"
              autoComplete="email"
              describedBy="lookup-contact-hint"
            />
            <TextField
              id="lookup-phone"
              name="phone"
              label={t('booking.lookup.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              describedBy="lookup-contact-hint"
            />
          </div>
          {failure ? (
            <div role="alert" data-testid="lookup-error">
              <Notice tone="error">{failure}</Notice>
            </div>
          ) : null}
          <Button type="submit" disabled={form.formState.isSubmitting} className="h-11" data-testid="lookup-submit">
            {form.formState.isSubmitting ? t('booking.lookup.searching') : t('booking.lookup.submit')}
          </Button>
        </Form>
      </Card>
      {order ? (
        <OrderDetailView
          order={order}
          headingLevel={2}
          notice={cancelled ? <CancelledNotice result={cancelled} /> : changed ? <ChangedNotice order={order} /> : null}
          onChanged={(next) => {
            setChanged(true);
            setOrder(next);
          }}
          onCancelled={(result) => {
            setCancelled(result);
            setOrder(withCancellation(order, result));
          }}
        />
      ) : null}
    </div>
  );
}
