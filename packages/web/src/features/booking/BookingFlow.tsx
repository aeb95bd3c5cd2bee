import { defaultCallingCode } from '@hotel/contract/callingCodes';
import { pagePaths, type RoomBookParams } from '@hotel/contract/routes';
import { stayNights } from '@hotel/contract/schemas/common';
import type { OrderQuote, ServerFieldError, TimePeriodPrice } from '@hotel/contract/schemas/orderFlow';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api/client.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { AfterFirstCommit } from '../../ui/AfterFirstCommit.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ChargedIn } from '../currency/ChargedIn.tsx';
import { StatusMessage } from '../errors/StatusMessage.tsx';
import { hotelDetailQuery } from '../hotels/hotelsApi.ts';
import { useMember } from '../member/useMember.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { useSiteConfig } from '../site/siteConfigApi.ts';
import { addonsQuery, orderFillQuery, orderHotelQuery, paymentTypeQuery, timePeriodPriceQuery } from './bookingApi.ts';
import { type BookingProblem, describeBookingError } from './bookingErrors.ts';
import { type BookingFormValues, defaultBookingForm, prefillFromMember, restoreBookingForm } from './bookingForm.ts';
import {
  type BookingSession,
  loadBookingSession,
  resetBookingSession,
  saveBookingSession,
  stayKeyOf,
} from './bookingSession.ts';
import { ConfirmationStep } from './ConfirmationStep.tsx';
import { GuestInfoStep } from './GuestInfoStep.tsx';
import { PaymentStep, SignInPrompt } from './PaymentStep.tsx';
import { PriceBreakdown } from './PriceBreakdown.tsx';
import { StaySummary } from './StaySummary.tsx';
import { StayUnavailable, stayProblemOf } from './StayUnavailable.tsx';
import { StepIndicator } from './StepIndicator.tsx';

/** The room list of the stay, where a guest picks again when the room or rate is gone. */
function roomListPath(params: RoomBookParams): string {
  return pagePaths.roomList(params.roomTypeCode, {
    hotelCode: params.hotelCode,
    checkInDate: params.checkInDate,
    checkOutDate: params.checkOutDate,
    roomCount: params.roomCount,
    adultsNumber: params.adultsNumber,
    childNumber: params.childNumber,
    childAges: params.childAges?.join(','),
    discountType: params.discountType,
    discountCode: params.discountCode,
  });
}

/** The booking's session state: read once for this stay, written on every change. */
function useBookingSession(stayKey: string) {
  const [session, setState] = useState<BookingSession>(() => loadBookingSession(stayKey));
  const update = useCallback((next: BookingSession) => {
    saveBookingSession(next);
    setState(next);
  }, []);
  return [session, update] as const;
}

function Layout({ step, children, aside }: { step: BookingSession['step']; children: ReactNode; aside?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6" data-testid="room-book">
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('ui.pageTitle.roomBook')}</h1>
        <StepIndicator current={step} />
        {aside ? (
          // On a phone the summary sits below the form: one tap takes the guest to it.
          <button
            type="button"
            className="self-start text-sm font-medium text-main underline underline-offset-4 lg:hidden"
            onClick={() => document.getElementById('booking-summary')?.scrollIntoView({ behavior: 'smooth' })}
            data-testid="jump-to-summary"
          >
            {t('booking.summary.jump')}
          </button>
        ) : null}
      </div>
      <div
        className={aside ? 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start' : 'mx-auto w-full max-w-3xl'}
      >
        <div className="min-w-0">{children}</div>
        {aside ? (
          <aside
            id="booking-summary"
            className="scroll-mt-4 lg:sticky lg:top-4"
            aria-label={t('booking.summary.label')}
          >
            <Card className="flex flex-col gap-4 p-4">{aside}</Card>
          </aside>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The booking of one stay (spec sections 2 and 4): review and guest info, payment, confirmation,
 * with the step and the order in progress kept for the session. Sold-out answers (703, 701) are
 * shown in an alert that leads back to the room list.
 */
export function BookingFlow({ params }: { params: RoomBookParams }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const site = useSiteConfig();
  const format = useSiteFormat();
  const { member, isLoading: memberLoading } = useMember();
  const stayKey = stayKeyOf(params);
  const [session, setSession] = useBookingSession(stayKey);
  const [party, setParty] = useState({
    adults: params.adultsNumber,
    children: params.childNumber,
    childAges: (params.childAges ?? []).join(','),
  });
  const [addonTotal, setAddonTotal] = useState(0);
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [lastPrice, setLastPrice] = useState<TimePeriodPrice | undefined>(undefined);
  const nights = useMemo(() => stayNights(params.checkInDate, params.checkOutDate), [params]);

  const config = useQuery(orderFillQuery(language));
  const hotel = useQuery(orderHotelQuery(language, params.hotelCode));
  const addons = useQuery(addonsQuery(language, params.hotelCode, params.ratePlanCode));
  const paymentInfo = useQuery(paymentTypeQuery(language, params.hotelCode, params.ratePlanCode));
  const hotelDetail = useQuery({ ...hotelDetailQuery(language, params.hotelCode), meta: { silent: true } });
  const rate = useQuery({
    ...timePeriodPriceQuery(language, {
      ...params,
      adultsNumber: party.adults,
      childNumber: party.children,
      childAges: party.childAges || undefined,
    }),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (rate.data && !rate.isPlaceholderData) setLastPrice(rate.data);
  }, [rate.data, rate.isPlaceholderData]);

  // The step is kept for the session: a new step starts at the top of the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes, on purpose.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [session.step]);

  const onPartyChange = useCallback((adults: number, children: number, addons: number, ages: number[] | null) => {
    // A child whose age is not chosen yet is priced once it is.
    const childAges = ages?.join(',');
    setParty((previous) =>
      childAges === undefined ||
      (previous.adults === adults && previous.children === children && previous.childAges === childAges)
        ? previous
        : { adults, children, childAges },
    );
    setAddonTotal(addons);
  }, []);

  const roomType = hotelDetail.data?.roomTypes.find((room) => room.roomTypeCode === params.roomTypeCode);
  const roomName = roomType?.name ?? params.roomTypeCode;

  const onProblem = (problem: BookingProblem) => {
    if (problem.kind === 'unavailable') {
      setAlert(problem.message);
      return;
    }
    if (problem.kind === 'fields') {
      setServerErrors(problem.fields);
      setSession({ ...session, step: 1 });
    }
  };

  const leaveForRoomList = () => {
    setAlert(null);
    resetBookingSession();
    navigate(localize(roomListPath(params)));
  };

  const alertDialog = (
    <ModalDialog
      isOpen={alert !== null}
      onOpenChange={(open) => {
        if (!open) leaveForRoomList();
      }}
      role="alertdialog"
      title={t('booking.unavailable.title')}
      testId="unavailable-dialog"
      actions={<Button onClick={leaveForRoomList}>{t('booking.unavailable.chooseAnother')}</Button>}
    >
      {alert}
    </ModalDialog>
  );

  if (session.step === 3 && session.orderId) {
    return (
      <Layout step={3}>
        <ConfirmationStep
          session={session}
          onNewBooking={() => {
            resetBookingSession();
            navigate(localize(pagePaths.home()));
          }}
        />
      </Layout>
    );
  }

  const main = [config, hotel, addons, paymentInfo];
  // The member is known before the form starts, so a signed-in member's form starts pre-filled.
  if (main.some((query) => query.isPending) || (rate.isPending && !lastPrice) || memberLoading) {
    return <Spinner label={t('ui.common.loading')} />;
  }
  const notFound = [hotel, paymentInfo].find((query) => query.isError);
  if (notFound) {
    if (isApiError(notFound.error) && notFound.error.status === 404) return <StatusMessage kind="notFound" />;
    return <p className="py-16 text-center text-muted">{t('ui.error.loadFailed')}</p>;
  }
  if (!config.data || !hotel.data || !addons.data || !paymentInfo.data) {
    return <p className="py-16 text-center text-muted">{t('ui.error.loadFailed')}</p>;
  }

  // After the party changed, a refused price keeps the last good one on screen with a warning.
  const price = rate.data ?? lastPrice;
  const rateWarning = rate.isError && price ? describeBookingError(rate.error, t).message : null;

  const arrivalProblem = stayProblemOf(rate, price, party, params, t);
  if (arrivalProblem && session.step === 1) {
    return (
      <Layout step={1}>
        <StayUnavailable
          stay={params}
          roomTypeCode={params.roomTypeCode}
          roomName={roomName}
          timeZone={hotel.data.timeZone}
          problem={arrivalProblem}
        />
      </Layout>
    );
  }
  if (!price) return <Spinner label={t('ui.common.loading')} />;

  // The booker's phone starts with the calling code of the page's language, or in English of the hotel's country.
  // The party's choices stop at what this room type holds, not only at the site's limits.
  const fillConfig = {
    ...config.data,
    defaultAreaCode: defaultCallingCode(language, hotel.data.timeZone, config.data.defaultAreaCode),
    maxAdultsPerRoom: Math.min(config.data.maxAdultsPerRoom, roomType?.maxAdults ?? config.data.maxAdultsPerRoom),
    maxChildrenPerRoom: Math.min(
      config.data.maxChildrenPerRoom,
      roomType?.maxChildren ?? config.data.maxChildrenPerRoom,
    ),
  };
  const defaults = defaultBookingForm(params, fillConfig, addons.data);
  const fill: BookingFormValues = restoreBookingForm(
    session.fill,
    member ? prefillFromMember(defaults, member, { titles: config.data.titles, language }) : defaults,
  );
  const summary = (quote?: OrderQuote) => (
    <StaySummary
      hotel={hotel.data}
      roomName={roomName}
      picture={roomType?.pictures[0]}
      rate={price}
      checkInDate={params.checkInDate}
      checkOutDate={params.checkOutDate}
      roomCount={params.roomCount}
      adultCount={party.adults}
      childCount={party.children}
      paymentType={paymentInfo.data.paymentType}
      footer={
        quote ? (
          <div className="flex items-baseline justify-between gap-4 border-t border-border pt-4">
            <span className="font-semibold">{t('booking.price.payAmount')}</span>
            <span className="text-xl font-bold text-main tabular-nums">
              {format.money(quote.payAmount, quote.currency)}
            </span>
            <div className="basis-full">
              <ChargedIn amount={quote.payAmount} currency={quote.currency} />
            </div>
          </div>
        ) : (
          <div className="border-t border-border pt-4">
            <PriceBreakdown
              currency={hotel.data.currency}
              nightly={price.nightlyPrices.map((night) => ({ night: night.night, amount: night.price.amount }))}
              roomCount={params.roomCount}
              estimate
              childrenLine={
                price.children && config.data ? { ...price.children, freeAge: config.data.childFreeBedAge } : null
              }
              amounts={{
                roomAmount: price.total.amount,
                childAmount: price.children?.total.amount ?? 0,
                discountAmount: Math.max(0, price.originalTotal.amount - price.total.amount),
                serviceAmount: price.serviceAmount,
                taxAmount: price.taxAmount,
                addonAmount: addonTotal,
                pointDiscount: 0,
                voucherDiscount: 0,
                totalAmount: price.totalWithCharges + addonTotal,
                payAmount: price.totalWithCharges + addonTotal,
              }}
            />
          </div>
        )
      }
    />
  );

  if (price.requiresSignIn) {
    return (
      <Layout step={1} aside={summary()}>
        <Card className="p-6">
          <SignInPrompt message={t('booking.payment.memberRate')} />
        </Card>
      </Layout>
    );
  }

  if (session.step === 2 && session.fill && session.quote) {
    return (
      <Layout step={2} aside={summary(session.quote)}>
        <PaymentStep
          params={params}
          session={session}
          config={fillConfig}
          paymentInfo={paymentInfo.data}
          addons={addons.data}
          nights={nights}
          values={fill}
          quote={session.quote}
          nightly={price.nightlyPrices.map((night) => ({ night: night.night, amount: night.price.amount }))}
          ratePlanName={price.name}
          companyCode={site?.hotelCompanyCode || undefined}
          onSession={setSession}
          onBack={() => setSession({ ...session, step: 1 })}
          onConfirmed={(next) => setSession({ ...next, step: 3 })}
          onProblem={onProblem}
        />
        {alertDialog}
      </Layout>
    );
  }

  return (
    <Layout step={1} aside={summary()}>
      {/* The form's fields register in layout effects: its first commit is a task of its own. */}
      <AfterFirstCommit placeholderClassName="min-h-screen">
        <GuestInfoStep
          params={params}
          config={fillConfig}
          addons={addons.data}
          nights={nights}
          hotel={hotel.data}
          ratePlanName={price.name}
          companyCode={site?.hotelCompanyCode || undefined}
          estimatedRoomTotal={rate.isPlaceholderData || rate.isError ? null : price.totalWithCharges}
          rateWarning={rateWarning}
          initialValues={fill}
          perks={member ? session.perks : undefined}
          serverErrors={serverErrors}
          onPartyChange={onPartyChange}
          onQuoted={(values, quote, signature, perks) => {
            setServerErrors([]);
            const { card: _card, ...entries } = values;
            setSession({
              ...session,
              step: 2,
              fill: entries,
              quote,
              perks,
              payloadSignature: signature,
              paymentType: quote.paymentType ?? paymentInfo.data.paymentType,
            });
          }}
          onProblem={onProblem}
        />
      </AfterFirstCommit>
      {alertDialog}
    </Layout>
  );
}
