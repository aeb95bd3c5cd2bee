import { memberDisplayName } from '@hotel/contract/memberName';
import type { MemberProfile } from '@hotel/contract/schemas/member';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSiteConfig } from '../site/siteConfigApi.ts';

/**
 * The member's name as the header and the personal center show it (spec section 3): by locale and the
 * site's masking rule, else the nickname, else "My account".
 */
export function useDisplayName(member: MemberProfile | null): string {
  const { t } = useTranslation();
  return useMemberName(member) ?? t('ui.pageTitle.personalCenter');
}

/** The member's name by locale and the site's masking rule; null while they have none. */
export function useMemberName(member: MemberProfile | null): string | null {
  const language = useLanguage();
  const site = useSiteConfig();
  return member ? memberDisplayName(member, { language, maskFirstName: site?.maskFirstName ?? false }) : null;
}
