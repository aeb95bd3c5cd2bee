import { localizePath } from '@hotel/contract/routes';
import { decideErrorAction } from '../../lib/api/errorPolicy.ts';
import type { ApiQueryMeta } from '../../lib/api/queryMeta.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { splitLanguagePrefix } from '../../lib/i18n/language.ts';
import { notices } from '../../lib/notices/noticeStore.ts';

interface RouterLike {
  state: { location: { pathname: string } };
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void>;
}

const translate = (key: string) => (i18n.exists(key) ? i18n.t(key) : undefined);

/** Builds the app-wide handler of failed API calls: 403 -> /403, 5xx -> /500, others -> a notice. */
export function createApiErrorHandler(getRouter: () => RouterLike | undefined) {
  return (error: unknown, meta: ApiQueryMeta | undefined) => {
    const action = decideErrorAction(error, { mainResource: meta?.mainResource, silent: meta?.silent, translate });
    if (action.kind === 'notice') notices.notify(action.message, 'error');
    if (action.kind !== 'redirect') return;
    const router = getRouter();
    if (!router) return;
    const { language } = splitLanguagePrefix(router.state.location.pathname);
    void router.navigate(localizePath(action.to, language), { replace: true });
  };
}
