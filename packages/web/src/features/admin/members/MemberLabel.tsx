import { adminPaths } from '@hotel/contract/routes';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';

/** "Name · card 8800…": who a row belongs to for staff, never the internal id. */
export function useMemberLabel() {
  const { t } = useTranslation();
  return (name: string | null | undefined, cardNumber: string | null | undefined) => {
    if (name && cardNumber) return t('admin.reservations.memberNameCard', { name, card: cardNumber });
    return name || cardNumber || '—';
  };
}

/** The member's name and card number, linked to the member's page. */
export function MemberLabel({
  memberId,
  name,
  cardNumber,
}: {
  memberId: string | null;
  name: string | null | undefined;
  cardNumber: string | null | undefined;
}) {
  const label = useMemberLabel()(name, cardNumber);
  if (!memberId) return <>{label}</>;
  return (
    <Link to={adminPaths.member(memberId)} className="text-main underline" data-testid="member-label">
      {label}
    </Link>
  );
}
