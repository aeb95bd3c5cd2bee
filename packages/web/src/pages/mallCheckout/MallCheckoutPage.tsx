import { DEFAULT_AREA_CODE } from '@hotel/contract/constants';
import { pagePaths, paidByScanning } from '@hotel/contract/routes';
import type {
  CheckoutQuote,
  CheckoutQuoteRequest,
  DeliveryAddress,
  GoodsOrderReceipt,
  SavedAddress,
} from '@hotel/contract/schemas/mall';
import type { MemberProfile } from '@hotel/contract/schemas/member';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { newIdempotencyKey } from '../../features/booking/bookingSession.ts';
import { ChannelPicker } from '../../features/booking/ChannelPicker.tsx';
import {
  AddressBookPicker,
  type AddressChoice,
  deliveryOf,
  initialChoice,
} from '../../features/mall/AddressBookPicker.tsx';
import { type AddressForm, useAddressForm } from '../../features/mall/AddressFields.tsx';
import { type CheckoutSource, readCheckoutSource } from '../../features/mall/checkoutSource.ts';
import { addressBookQuery, MALL_KEY, mallCalls } from '../../features/mall/mallApi.ts';
import { mallErrorMessage } from '../../features/mall/mallErrors.ts';
import { QuoteSummary } from '../../features/mall/QuoteSummary.tsx';
import { referralFor } from '../../features/mall/referral.ts';
import { ScanToPay } from '../../features/mall/ScanToPay.tsx';
import { useSiteChannels } from '../../features/mall/siteChannels.ts';
import { RequireMember } from '../../features/member/RequireMember.tsx';
import { useSiteConfig } from '../../features/site/siteConfigApi.ts';
import { isApiError } from '../../lib/api/client.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { applyServerErrors } from '../../ui/form/messages.ts';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { CouponAndPoints } from './CouponAndPoints.tsx';

/** The checkout (spec section 2): address or redemption, coupon, points, the server's quote, payment. */
export function MallCheckoutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const source = useMemo(() => readCheckoutSource(params), [params]);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">{t('ui.pageTitle.mallCheckout')}</h1>
      <RequireMember>
        {(member) =>
          source ? (
            <Checkout source={source} member={member} />
          ) : (
            <div className="flex flex-col items-start gap-3">
              <p className="text-muted">{t('mall.checkout.nothing')}</p>
              <LocaleLink to={pagePaths.mallCart()} className={buttonClass('primary')}>
                {t('mall.nav.cart')}
              </LocaleLink>
            </div>
          )
        }
      </RequireMember>
    </div>
  );
}

function initialAddress(member: MemberProfile): AddressForm {
  return {
    name: [member.firstName, member.lastName].filter(Boolean).join(' '),
    mobileCountryNumber: member.mobileCountryNumber || DEFAULT_AREA_CODE,
    phone: member.phone ?? '',
    region: member.address ?? '',
    detail: member.detailedAddress ?? '',
    postalCode: '',
  };
}

const sameAddress = (a: DeliveryAddress, b: DeliveryAddress) =>
  a.name === b.name &&
  a.phone === b.phone &&
  a.mobileCountryNumber === b.mobileCountryNumber &&
  a.region === b.region &&
  a.detail === b.detail;

/** The referral kept from a product visit (the first one among the goods bought). */
function referralOf(codes: readonly string[]): string | undefined {
  for (const code of codes) {
    const referral = referralFor(code);
    if (referral) return referral;
  }
  return undefined;
}

function Checkout({ source, member }: { source: CheckoutSource; member: MemberProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const client = useQueryClient();
  const [couponCode, setCouponCode] = useState('');
  const [points, setPoints] = useState(0);
  const { form: addressForm, serverFieldNames } = useAddressForm(initialAddress(member));
  const book = useQuery(addressBookQuery(language));
  const [picked, setChoice] = useState<AddressChoice>();
  const choice = picked ?? initialChoice(book.data ?? []);
  const [remark, setRemark] = useState('');
  const [chosen, setChannel] = useState<number>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [scan, setScan] = useState<{ orderId: string; payUrl: string } | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  // Without an online payment provider only orders that points or a coupon cover can be placed.
  const payableOnline = useSiteConfig()?.onlinePayments !== false;

  const request: CheckoutQuoteRequest = { ...source, couponCode: couponCode || undefined, points };
  const quote = useQuery({
    queryKey: [...MALL_KEY, 'quote', language, request] as const,
    queryFn: () => mallCalls.quote(language, request),
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });
  // A refused change (a coupon or points the server will not take) keeps the last good quote on screen,
  // with the refusal beside the choice, never an error page in place of the checkout.
  const lastGood = useRef<CheckoutQuote | undefined>(undefined);
  if (quote.data && !quote.isPlaceholderData) lastGood.current = quote.data;
  const data = quote.isError ? lastGood.current : quote.data;
  const refusal = quote.isError && data ? mallErrorMessage(quote.error, t) : null;
  // The channels of the order's currency (the server refuses any other).
  const channels = useSiteChannels(data?.currency ?? 'CNY');
  const channel = chosen !== undefined && channels.includes(chosen) ? chosen : channels[0];
  const referralCode = referralOf(data?.lines.map((line) => line.goodsCode) ?? []);

  const place = async (address: DeliveryAddress | undefined) => {
    if (!data) return;
    setBusy(true);
    setFailure(null);
    let order: GoodsOrderReceipt;
    try {
      order = await mallCalls.checkout(
        language,
        {
          ...request,
          address,
          referralCode,
          remark: remark.trim() || undefined,
          verifyAmount: data.verifyAmount,
        },
        idempotencyKey.current,
      );
    } catch (error) {
      applyServerErrors(addressForm, error, t, serverFieldNames);
      setFailure(mallErrorMessage(error, t));
      // A refusal changed nothing: the next attempt is a new order. After a network failure the same
      // key is sent again, so an order the server did create is returned, never made twice.
      if (isApiError(error) && error.status >= 400 && error.status < 500) idempotencyKey.current = newIdempotencyKey();
      await quote.refetch();
      setBusy(false);
      return;
    }
    await client.invalidateQueries({ queryKey: [...MALL_KEY, 'cart'] });
    const result = localize(pagePaths.mallPaymentSuccess(order.orderId));
    // Without a channel the site takes, the order waits on its page (which says so) for payment.
    if (order.payAmount === 0 || channel === undefined) return navigate(result, { replace: true });
    try {
      const { payUrl } = await mallCalls.pay(language, order.orderId, channel);
      // The messaging-app wallet is paid on the phone: the QR code of the payment page, then the result.
      if (paidByScanning(channel, payUrl)) {
        setScan({ orderId: order.orderId, payUrl });
        setBusy(false);
      } else window.location.assign(payUrl);
    } catch (error) {
      // The order exists: its page shows it waiting for payment, with "pay again".
      notices.notify(mallErrorMessage(error, t), 'error');
      navigate(result, { replace: true });
    }
  };

  /** Keeps a new address in the book (when asked) before the order is placed with it. */
  const placeWithNew = async (address: DeliveryAddress) => {
    if (choice.kind === 'new' && choice.save) {
      try {
        const saved = await mallCalls.saveAddress(language, { ...address, isDefault: choice.makeDefault });
        client.setQueryData(addressBookQuery(language).queryKey, saved);
        const kept = saved.find((entry) => sameAddress(deliveryOf(entry), address));
        if (kept) setChoice({ kind: 'saved', addressId: kept.addressId });
      } catch (error) {
        applyServerErrors(addressForm, error, t, serverFieldNames);
        setFailure(mallErrorMessage(error, t));
        return;
      }
    }
    await place(address);
  };
  const makeDefault = async (address: SavedAddress) => {
    try {
      const saved = await mallCalls.saveAddress(
        language,
        { ...deliveryOf(address), isDefault: true },
        address.addressId,
      );
      client.setQueryData(addressBookQuery(language).queryKey, saved);
    } catch (error) {
      notices.notify(mallErrorMessage(error, t), 'error');
    }
  };
  const savedChoice =
    choice.kind === 'saved' ? book.data?.find((address) => address.addressId === choice.addressId) : undefined;
  const submit = () => {
    if (!data?.needsAddress) return place(undefined);
    if (savedChoice) return place(deliveryOf(savedChoice));
    return addressForm.handleSubmit(placeWithNew)();
  };

  if (scan) return <ScanToPay orderId={scan.orderId} payUrl={scan.payUrl} />;
  if (quote.isLoading || book.isLoading) return <Spinner label={t('ui.common.loading')} />;
  if (!data)
    return (
      <div role="alert" className="flex flex-col items-start gap-3" data-testid="checkout-error">
        <Notice tone="error">{mallErrorMessage(quote.error, t)}</Notice>
        <LocaleLink to={pagePaths.mallCart()} className={buttonClass('secondary')}>
          {t('mall.nav.cart')}
        </LocaleLink>
      </div>
    );
  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start" data-testid="checkout">
      <div className="flex min-w-0 flex-1 flex-col gap-6">
        {data.needsAddress ? (
          <FormProvider {...addressForm}>
            <AddressBookPicker
              book={book.data ?? []}
              choice={choice}
              onChoice={setChoice}
              onMakeDefault={makeDefault}
              busy={busy}
            />
          </FormProvider>
        ) : (
          <Notice tone="info">{t('mall.checkout.redemption')}</Notice>
        )}
        <CouponAndPoints
          coupons={data.coupons}
          currency={data.currency}
          couponCode={couponCode}
          onCoupon={setCouponCode}
          points={points}
          maxPoints={data.maxPoints}
          onPoints={setPoints}
          error={refusal}
          busy={quote.isFetching}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="checkout-remark" className="text-xs font-semibold uppercase tracking-wide text-muted">
            {t('mall.checkout.remark')}
          </label>
          <textarea
            id="checkout-remark"
            maxLength={200}
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
            className="min-h-20 rounded-md border border-border bg-background p-3 text-sm"
          />
        </div>
        {data.payAmount > 0 ? <ChannelPicker channels={channels} value={channel} onChange={setChannel} /> : null}
      </div>
      <Card className="flex flex-col gap-4 p-4 lg:sticky lg:top-4 lg:w-96">
        <h2 className="text-lg font-semibold">{t('mall.checkout.summary')}</h2>
        <QuoteSummary quote={data} />
        {referralCode ? <p className="text-xs text-muted">{t('mall.checkout.referred')}</p> : null}
        {failure ? (
          <div role="alert">
            <Notice tone="error">{failure}</Notice>
          </div>
        ) : null}
        <Button
          onClick={submit}
          disabled={busy || quote.isFetching || Boolean(quote.error) || (data.payAmount > 0 && !payableOnline)}
          data-testid="place-order"
        >
          {busy ? t('mall.checkout.processing') : t(data.payAmount > 0 ? 'mall.checkout.pay' : 'mall.checkout.place')}
        </Button>
      </Card>
    </div>
  );
}
