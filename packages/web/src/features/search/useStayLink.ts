import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { repairStayLink } from './stayLink.ts';

/**
 * The page's query with a malformed stay removed: the address is replaced by the repaired one and a
 * notice says so, and the page renders from the repaired query at once (never from `2026-13-45`).
 */
export function useStayLink(): URLSearchParams {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const url = new URLSearchParams(search);
  const repaired = repairStayLink(url);
  const target = repaired ? repaired.toString() : null;
  useEffect(() => {
    if (target === null) return;
    notices.notify(t('ui.search.linkRepaired'), 'info');
    navigate({ pathname, search: target ? `?${target}` : '', hash }, { replace: true, preventScrollReset: true });
  }, [target, pathname, hash, navigate, t]);
  return repaired ?? url;
}
