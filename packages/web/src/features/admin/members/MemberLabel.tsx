import { adminPaths } from '@hotel/contract/routes';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';

/** "Name · card 8800… · Gold": who a row belongs to for staff (with the tier when known), never the internal id. */
export function useMemberLabel() {
  const { t } = useTranslation();
  return (name: string | null | undefined, cardNumber: string | null | undefined, tier?: number | null) => {
    const label =
      name && cardNumber ? t('admin.reservations.memberNameCard', { name, card: cardNumber }) : name || cardNumber;
    if (!label) return '—';
    return tier ? t('admin.reservations.memberWithTier', { label, tier: t(`enums.tier.${tier}`) }) : label;
  };
}

/** The member's name, card number and tier, linked to the member's page. */
export function MemberLabel({
  memberId,
  name,
  cardNumber,
  tier,
}: {
  memberId: string | null;
  name: string | null | undefined;
  cardNumber: string | null | undefined;
  tier?: number | null;
}) {
  const label = useMemberLabel()(name, cardNumber, tier);
  if (!memberId) return <>{label}</>;
  return (
    <Link to={adminPaths.member(memberId)} className="text-main underline" data-testid="member-label">
      {label}
    </Link>
  );
}
