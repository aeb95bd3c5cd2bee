import { pagePaths } from '@hotel/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { membershipCardQuery, pointsQuery, tierCardQuery } from '../../features/member/memberApi.ts';
import { QrCode } from '../../features/member/QrCode.tsx';
import { TierProgress } from '../../features/member/TierProgress.tsx';
import { tierCardId, tierOfCardId } from '../../features/member/tierCards.ts';
import { useMember } from '../../features/member/useMember.ts';
import { useSessionGuard } from '../../features/member/useSessionGuard.ts';
import { useSiteFormat } from '../../features/pricing/useSiteFormat.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

/** The signed-in member's own card: number as text and as a QR code drawn in the browser. */
function MyCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const query = useQuery(membershipCardQuery(language));
  useSessionGuard(query.error);
  if (query.isLoading) return <Spinner label={t('ui.common.loading')} />;
  const card = query.data;
  if (!card) return null;
  return (
    <Card
      className="flex flex-col items-center gap-4 bg-main p-6 text-on-main sm:flex-row sm:items-center"
      data-testid="my-card"
    >
      <div className="rounded-lg bg-white p-3">
        <QrCode value={card.cardNumber} label={t('member.card.code')} size={168} />
      </div>
      <div className="flex flex-col gap-1 text-center sm:text-left">
        <p className="text-sm uppercase tracking-wide opacity-80">{t(`enums.tier.${card.tier}`)}</p>
        <p className="text-xl font-semibold">{card.displayName ?? t('ui.pageTitle.personalCenter')}</p>
        <p className="text-sm opacity-80">{t('member.card.number')}</p>
        <p className="font-mono text-2xl tracking-widest" data-testid="card-number">
          {card.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ')}
        </p>
        <p className="text-sm opacity-80">{t('member.card.since', { date: format.date(card.joinDate) })}</p>
        <p className="mt-2 text-sm">{t('member.card.scan')}</p>
      </div>
    </Card>
  );
}

/** Under the member's own card: how far the next tier is, by growth or nights, and the qualifying period. */
function MyTierProgress() {
  const language = useLanguage();
  const points = useQuery(pointsQuery(language));
  return points.data ? (
    <Card className="p-4">
      <TierProgress standing={points.data} />
    </Card>
  ) : null;
}

/** A tier card's description: rich text the content API has already sanitised. */
function TierDescription({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the content API sanitises rich text on the server.
  return <div className="max-w-none text-sm leading-relaxed" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The membership card page `/card/{cardId}`: a tier card's description (content), and for a signed-in
 * member their own card with the member number as a scannable code.
 */
export function MembershipCardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { cardId = '' } = useParams();
  const { member, isLoading } = useMember();
  const tierCard = useQuery(tierCardQuery(language, cardId));
  const tier = tierCard.data?.tier ?? tierOfCardId(cardId);
  return (
    <section aria-labelledby="card-title" className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 id="card-title" className="text-3xl font-semibold">
        {tierCard.data?.name ?? (tier ? t(`enums.tier.${tier}`) : t('ui.pageTitle.card'))}
      </h1>
      {/* The member's own card only under its own tier's heading; another tier's page links to it. */}
      {isLoading ? (
        <Spinner label={t('ui.common.loading')} />
      ) : member && (!tier || member.tier === tier) ? (
        <>
          <MyCard />
          <MyTierProgress />
        </>
      ) : null}
      {tierCard.data?.description ? <TierDescription html={tierCard.data.description} /> : null}
      {!isLoading && !member ? (
        <div>
          <LocaleLink
            to={`${pagePaths.login()}?redirect=${encodeURIComponent(pagePaths.card(cardId))}`}
            className={buttonClass('primary')}
          >
            {t('ui.nav.signIn')}
          </LocaleLink>
        </div>
      ) : member && tier && member.tier !== tier ? (
        <LocaleLink to={pagePaths.card(tierCardId(member.tier))} className="text-sm text-main underline">
          {t('member.overview.viewCard')}
        </LocaleLink>
      ) : null}
    </section>
  );
}
