import type { RoomBookParams } from '@hotel/contract/routes';
import type {
  Addon,
  OrderFillConfig,
  OrderHotel,
  OrderQuote,
  ServerFieldError,
} from '@hotel/contract/schemas/orderFlow';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type SubmitHandler, useForm, useWatch } from 'react-hook-form';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Form } from '../../ui/form/Form.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { AddonFields } from './AddonFields.tsx';
import { AgreementFields } from './AgreementFields.tsx';
import { quoteOrder } from './bookingApi.ts';
import { type BookingProblem, describeBookingError, perkProblemOf } from './bookingErrors.ts';
import {
  addonsTotal,
  type BookingFormValues,
  type BookingPerks,
  buildOrderPayload,
  chosenAges,
  formPathOf,
  NO_PERKS,
  payloadSignature,
} from './bookingForm.ts';
import { lazyBookingResolver, loadBookingValidation } from './bookingResolver.ts';
import { saveBookingDraft, stayKeyOf } from './bookingSession.ts';
import { ContactFields } from './ContactFields.tsx';
import { RequestFields } from './RequestFields.tsx';
import { RoomGuestFields } from './RoomFields.tsx';

function Section({ id, title, children, hint }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id} className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      </div>
      {children}
    </Card>
  );
}

/**
 * Step 1, review and guest information: per room the party, one name per adult, add-ons and special
 * requests; the contact; the hotel's notice and the agreements. Validated with the contract's
 * orderCreateSchema; a valid form is quoted by the server, whose breakdown the payment step shows.
 */
export function GuestInfoStep({
  params,
  config,
  addons,
  nights,
  hotel,
  ratePlanName,
  companyCode,
  estimatedRoomTotal,
  rateWarning,
  initialValues,
  perks,
  serverErrors,
  onPartyChange,
  onQuoted,
  onProblem,
}: {
  params: RoomBookParams;
  config: OrderFillConfig;
  addons: Addon[];
  nights: string[];
  hotel: OrderHotel;
  ratePlanName?: string;
  companyCode?: string;
  /** Rooms, service charge and tax for the current party, from the time-period price; null while unknown. */
  estimatedRoomTotal: number | null;
  /** Why the current party cannot be priced (e.g. too many guests for the room), if it cannot. */
  rateWarning?: string | null;
  initialValues: BookingFormValues;
  /** A signed-in member's points and voucher chosen earlier (kept when the details are edited). */
  perks?: BookingPerks;
  serverErrors: ServerFieldError[];
  /** The party and the add-on total as the guest changes them (the price estimate follows). */
  onPartyChange: (adults: number, children: number, addonTotal: number, childAges: number[] | null) => void;
  onQuoted: (values: BookingFormValues, quote: OrderQuote, signature: string, perks: BookingPerks) => void;
  onProblem: (problem: BookingProblem) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const context = useRef({ params, addons, ratePlanName, companyCode, defaultAreaCode: config.defaultAreaCode });
  context.current = { params, addons, ratePlanName, companyCode, defaultAreaCode: config.defaultAreaCode };
  const [resolver] = useState(() =>
    lazyBookingResolver(() => ({ ...context.current, minGuestsPerRoom: config.minPersonNum })),
  );
  const form = useForm<BookingFormValues>({ resolver, defaultValues: initialValues, shouldFocusError: true });
  const { setError, setFocus, formState, getValues, control } = form;
  const [formMessage, setFormMessage] = useState<string | null>(null);

  // Fields the server refused (after going back from the payment step): shown next to each field.
  useEffect(() => {
    if (serverErrors.length === 0) return;
    const values = getValues();
    const paths = serverErrors.map((item) => formPathOf(item.field, values));
    serverErrors.forEach((item, index) => {
      const path = paths[index] as string;
      if (path === 'root.server') setFormMessage(item.message);
      else setError(path as 'contact.name', { type: 'server', message: item.message });
    });
    const first = paths.find((path) => path !== 'root.server');
    if (first) setTimeout(() => setFocus(first as 'contact.name', { shouldSelect: false }), 0);
  }, [serverErrors, getValues, setError, setFocus]);

  // What is typed survives a reload (the inactivity dialog refreshes the page).
  useEffect(() => {
    const stayKey = stayKeyOf(params);
    const subscription = form.watch((values) => saveBookingDraft(stayKey, values as BookingFormValues));
    return () => subscription.unsubscribe();
  }, [form, params]);

  const rooms = useWatch({ control, name: 'rooms' });
  const partyAdults = rooms.reduce((sum, room) => sum + (Number(room.adults) || 0), 0);
  const partyChildren = rooms.reduce((sum, room) => sum + (Number(room.children) || 0), 0);
  const addonTotal = addonsTotal({ rooms: rooms as BookingFormValues['rooms'] }, addons, nights.length);
  const ages = rooms.flatMap((room) => chosenAges(room as BookingFormValues['rooms'][number]));
  const partyAges = ages.length === partyChildren ? ages.join(',') : null;
  useEffect(() => {
    onPartyChange(
      partyAdults,
      partyChildren,
      addonTotal,
      partyAges === null ? null : partyAges.split(',').filter(Boolean).map(Number),
    );
  }, [partyAdults, partyChildren, partyAges, addonTotal, onPartyChange]);
  const estimate = estimatedRoomTotal === null ? null : estimatedRoomTotal + addonTotal;

  const onSubmit: SubmitHandler<BookingFormValues> = async (values) => {
    setFormMessage(null);
    const kept = perks ?? NO_PERKS;
    const payload = buildOrderPayload(values, context.current, 0, undefined, kept);
    try {
      let quote: OrderQuote;
      let used = kept;
      let quoted = payload;
      try {
        quote = await quoteOrder(language, payload);
      } catch (error) {
        // Points or a voucher that no longer fit the changed booking are dropped; the member chooses again.
        if (kept === NO_PERKS || !perkProblemOf(error, t)) throw error;
        used = NO_PERKS;
        quoted = buildOrderPayload(values, context.current);
        quote = await quoteOrder(language, quoted);
      }
      onQuoted(values, quote, payloadSignature(quoted), used);
    } catch (error) {
      const problem = describeBookingError(error, t);
      if (problem.kind === 'fields') {
        const paths = problem.fields.map((item) => formPathOf(item.field, values));
        problem.fields.forEach((item, index) => {
          const path = paths[index] as string;
          if (path === 'root.server') setFormMessage(item.message);
          else setError(path as 'contact.name', { type: 'server', message: item.message });
        });
        const first = paths.find((path) => path !== 'root.server');
        if (first) setFocus(first as 'contact.name');
        return;
      }
      if (problem.kind === 'message') {
        setFormMessage(problem.message);
        return;
      }
      onProblem(problem);
    }
  };

  const hasErrors = Object.keys(formState.errors).length > 0;

  return (
    <Form
      form={form}
      aria-labelledby="guest-info-title"
      onFocus={() => void loadBookingValidation().catch(() => undefined)}
      onSubmit={onSubmit}
      className="flex flex-col gap-6"
      data-testid="guest-form"
    >
      <h2 id="guest-info-title" className="sr-only">
        {t('booking.steps.review')}
      </h2>
      {formMessage ? (
        <div role="alert">
          <Notice tone="error">{formMessage}</Notice>
        </div>
      ) : null}
      <p id="bk-name-hint" className="rounded-md border-l-4 border-main bg-main-soft px-4 py-3 text-sm">
        {t('booking.guests.nameHint')}
      </p>
      {initialValues.rooms.map((_, roomIndex) => (
        <Section
          // biome-ignore lint/suspicious/noArrayIndexKey: rooms are positions, fixed for the booking.
          key={roomIndex}
          id={`bk-room-${roomIndex}`}
          title={
            initialValues.rooms.length > 1
              ? t('booking.guests.roomOf', { number: roomIndex + 1, total: initialValues.rooms.length })
              : t('booking.guests.heading')
          }
        >
          <RoomGuestFields roomIndex={roomIndex} config={config} />
          <div className="flex flex-col gap-3 border-t border-border pt-4">
            <h3 className="font-semibold">{t('booking.addons.title')}</h3>
            <AddonFields roomIndex={roomIndex} addons={addons} nights={nights} />
          </div>
          <div className="flex flex-col gap-3 border-t border-border pt-4">
            <h3 className="font-semibold">{t('booking.requests.title')}</h3>
            <RequestFields roomIndex={roomIndex} config={config} />
          </div>
        </Section>
      ))}
      <Section id="bk-contact" title={t('booking.contact.title')} hint={t('booking.contact.hint')}>
        <ContactFields />
      </Section>
      <Section id="bk-terms" title={t('booking.agreements.title')}>
        {hotel.reservationNotice ? (
          <div className="rounded-md bg-surface p-3 text-sm">
            <p className="font-semibold">{t('booking.agreements.hotelNotice')}</p>
            <p className="mt-1 text-muted">{hotel.reservationNotice}</p>
          </div>
        ) : null}
        <AgreementFields />
      </Section>
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:rounded-lg sm:border sm:p-4">
        <div className="flex flex-col">
          <span className="text-xs text-muted">{t('booking.price.estimatedTotal')}</span>
          <span className="text-lg font-bold text-main tabular-nums sm:text-xl" data-testid="estimated-total">
            {estimate === null ? '—' : format.money(estimate, hotel.currency)}
          </span>
        </div>
        <Button
          type="submit"
          disabled={formState.isSubmitting}
          className="h-11 px-5 sm:order-last sm:px-6"
          data-testid="continue-to-payment"
        >
          {formState.isSubmitting ? t('booking.form.checking') : t('booking.form.continue')}
        </Button>
        {rateWarning ? (
          <p role="alert" className="w-full text-sm text-danger sm:w-auto" data-testid="rate-warning">
            {rateWarning}
          </p>
        ) : null}
        {hasErrors && formState.isSubmitted ? (
          <p role="alert" className="w-full text-sm text-danger sm:w-auto">
            {t('booking.form.fixErrors')}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
