import type { MemberProfile } from '@hotel/contract/schemas/member';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ActivitySection } from '../../features/member/center/ActivitySection.tsx';
import { ContactsSection } from '../../features/member/center/ContactsSection.tsx';
import { DataSection } from '../../features/member/center/DataSection.tsx';
import { HistorySection } from '../../features/member/center/HistorySection.tsx';
import { Overview } from '../../features/member/center/Overview.tsx';
import { PasswordSection } from '../../features/member/center/PasswordSection.tsx';
import { PreferencesSection } from '../../features/member/center/PreferencesSection.tsx';
import { ProfileSection } from '../../features/member/center/ProfileSection.tsx';
import { SessionsSection } from '../../features/member/center/SessionsSection.tsx';
import { VouchersSection } from '../../features/member/center/VouchersSection.tsx';
import { RequireMember } from '../../features/member/RequireMember.tsx';
import { useSignOut } from '../../features/member/useMember.ts';
import { InvoiceTitlesSection } from '../../features/stay/InvoiceTitlesSection.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { PlainSelectField } from '../../ui/form/PlainFields.tsx';

const SECTIONS = [
  'overview',
  'profile',
  'points',
  'growth',
  'billing',
  'activity',
  'vouchers',
  'contacts',
  'invoiceTitles',
  'preferences',
  'password',
  'sessions',
  'data',
] as const;
type Section = (typeof SECTIONS)[number];

function sectionOf(value: string | null): Section {
  return (SECTIONS as readonly string[]).includes(value ?? '') ? (value as Section) : 'overview';
}

function content(section: Section, member: MemberProfile): ReactNode {
  switch (section) {
    case 'profile':
      return <ProfileSection member={member} />;
    case 'points':
      return <HistorySection kind="integral" />;
    case 'growth':
      return <HistorySection kind="growth" />;
    case 'billing':
      return <HistorySection kind="consumption" />;
    case 'activity':
      return <ActivitySection />;
    case 'vouchers':
      return <VouchersSection />;
    case 'contacts':
      return <ContactsSection />;
    case 'invoiceTitles':
      return <InvoiceTitlesSection />;
    case 'preferences':
      return <PreferencesSection />;
    case 'password':
      return <PasswordSection />;
    case 'sessions':
      return <SessionsSection />;
    case 'data':
      return <DataSection />;
    default:
      return <Overview member={member} />;
  }
}

/**
 * The member area (spec section 2): overview, personal information, points, growth and billing
 * histories, account activity, vouchers, frequent contacts, communication preferences, password and
 * data. The section is in the address (`?tab=`), so each one can be linked and the back button works.
 */
export function PersonalCenterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params.get('tab'));
  const signOut = useSignOut();
  const choose = (next: Section) => {
    const query = new URLSearchParams(params);
    query.set('tab', next);
    setParams(query);
  };
  return (
    <RequireMember>
      {(member) => (
        <div className="flex flex-col gap-6 md:flex-row">
          <nav aria-label={t('member.nav.sections')} className="flex flex-col gap-1 md:w-56 md:shrink-0">
            {/* A phone gets one menu instead of a dozen wrapped links above the content. */}
            <div className="md:hidden" data-testid="center-menu">
              <PlainSelectField
                name="center-section"
                label={t('member.nav.sections')}
                value={section}
                onChange={(value) => choose(sectionOf(value))}
              >
                {SECTIONS.map((id) => (
                  <option key={id} value={id}>
                    {t(`member.nav.${id}`)}
                  </option>
                ))}
              </PlainSelectField>
            </div>
            <ul className="hidden flex-col gap-1 md:flex" data-testid="center-nav">
              {SECTIONS.map((id) => (
                <li key={id}>
                  <button
                    type="button"
                    aria-current={section === id ? 'page' : undefined}
                    onClick={() => choose(id)}
                    data-testid={`center-tab-${id}`}
                    className={`w-full rounded-md px-3 py-2 text-left text-sm font-medium hover:bg-main-soft ${
                      section === id ? 'bg-main-soft text-main' : 'text-text'
                    }`}
                  >
                    {t(`member.nav.${id}`)}
                  </button>
                </li>
              ))}
            </ul>
            <Button
              variant="ghost"
              className="self-end md:self-stretch md:justify-start"
              onClick={signOut}
              data-testid="sign-out"
            >
              {t('member.account.signOut')}
            </Button>
          </nav>
          <section aria-labelledby="center-title" className="min-w-0 flex-1">
            <h1 id="center-title" className={section === 'overview' ? 'sr-only' : 'mb-4 text-2xl font-semibold'}>
              {section === 'overview' ? t('ui.pageTitle.personalCenter') : t(`member.nav.${section}`)}
            </h1>
            <Card className="p-4 sm:p-6">{content(section, member)}</Card>
          </section>
        </div>
      )}
    </RequireMember>
  );
}
