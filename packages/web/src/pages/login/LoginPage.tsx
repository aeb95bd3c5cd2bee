import { pagePaths } from '@hotel/contract/routes';
import type { MemberProfile } from '@hotel/contract/schemas/member';
import { memberDisplayName } from '@hotel/contract/schemas/member';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect, setSignInIgnored } from '../../features/member/forcedSignIn.ts';
import { CodeLoginForm, PasswordLoginForm } from '../../features/member/LoginForms.tsx';
import { MemberTabs } from '../../features/member/MemberTabs.tsx';
import { QrLogin } from '../../features/member/QrLogin.tsx';
import { RegisterForm } from '../../features/member/RegisterForm.tsx';
import { leaving, useRefreshAfterSignIn } from '../../features/member/useMember.ts';
import { useSiteConfig } from '../../features/site/siteConfigApi.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { useRouteName } from '../../lib/routing/useRouteName.ts';
import { AfterFirstCommit } from '../../ui/AfterFirstCommit.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Notice } from '../../ui/Notice.tsx';

type Method = 'password' | 'code' | 'qr';

/**
 * Sign in and register share this screen (spec section 2): sign in by password, verification code or
 * QR; register by e-mail or mobile. Afterwards the member returns to where they came from (`redirect`),
 * else the personal center; a registered member is asked to complete the profile first.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const route = useRouteName();
  const language = useLanguage();
  const site = useSiteConfig();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const refresh = useRefreshAfterSignIn();
  const [method, setMethod] = useState<Method>('password');
  const registering = route === 'register';
  const redirect = safeRedirect(params.get('redirect'));
  const forced = site?.memberCheckScense?.checkSceneType === 1;

  const signedIn = useCallback(
    async (member: MemberProfile, registered = false) => {
      leaving.active = false;
      await refresh();
      const name =
        memberDisplayName(member, { language, maskFirstName: site?.maskFirstName }) ?? t('ui.pageTitle.personalCenter');
      notices.notify(registered ? t('member.register.welcome') : t('member.login.welcome', { name }), 'success');
      if (registered || !member.profileComplete) {
        void navigate(
          `${localize(pagePaths.personalCenter())}?tab=profile${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`,
        );
        return;
      }
      void navigate(redirect ?? localize(pagePaths.personalCenter()), { replace: true });
    },
    [refresh, navigate, localize, redirect, t, language, site?.maskFirstName],
  );

  const asGuest = () => {
    setSignInIgnored();
    void navigate(redirect ?? localize(pagePaths.home()), { replace: true });
  };

  const withRedirect = (path: string) => (redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path);

  return (
    <section aria-labelledby="login-title" className="mx-auto flex max-w-lg flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 id="login-title" className="text-3xl font-semibold">
          {registering ? t('member.login.registerTitle') : t('member.login.title')}
        </h1>
        <p className="text-muted">{t('member.login.intro')}</p>
      </header>
      {forced ? <Notice>{t('member.login.forced')}</Notice> : null}
      <Card className="p-6">
        {/* The forms register their fields in layout effects: their first commit is a task of its own. */}
        <AfterFirstCommit placeholderClassName="min-h-80">
          {registering ? (
            <RegisterForm onRegistered={(member) => signedIn(member, true)} />
          ) : (
            <MemberTabs
              label={t('member.login.methods')}
              selected={method}
              onSelect={setMethod}
              testId="login-methods"
              tabs={[
                { id: 'password', label: t('member.login.tabs.password') },
                { id: 'code', label: t('member.login.tabs.code') },
                { id: 'qr', label: t('member.login.tabs.qr') },
              ]}
            >
              {(id) =>
                id === 'password' ? (
                  <PasswordLoginForm onSignedIn={signedIn} />
                ) : id === 'code' ? (
                  <CodeLoginForm onSignedIn={signedIn} />
                ) : (
                  <QrLogin onSignedIn={signedIn} />
                )
              }
            </MemberTabs>
          )}
        </AfterFirstCommit>
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <LocaleLink
          to={withRedirect(registering ? pagePaths.login() : pagePaths.register())}
          className="text-sm font-medium text-main underline"
          data-testid="login-switch"
        >
          {registering ? t('member.login.haveAccount') : t('member.login.noAccount')}
        </LocaleLink>
        <Button variant="ghost" onClick={asGuest} data-testid="continue-as-guest">
          {t('member.login.continueAsGuest')}
        </Button>
      </div>
    </section>
  );
}
