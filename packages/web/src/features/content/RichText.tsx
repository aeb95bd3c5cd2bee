import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { splitLanguagePrefix } from '../../lib/i18n/language.ts';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';

/** Paths the server answers itself (not pages of the app). */
const SERVER_PATHS = /^\/(api|media|images|dev|sandbox-pay|sitemap\.xml|robots\.txt)(\/|$|\?)/;

/** The app path a click on a link of rich text should open in the app, or null to let the browser follow it. */
export function appPathOf(anchor: HTMLAnchorElement, origin: string): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const url = new URL(href, origin);
  if (url.origin !== origin || SERVER_PATHS.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Rich text from the content API (articles, pages, blocks, agreements, bulletin). The server
 * sanitises it when it is saved and again when it is served (no scripts, no event handlers, no
 * javascript: links), so only these bodies are set as HTML. Links to pages of the site open in the
 * app, under the current language prefix.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const localize = useLocalePath();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest?.('a');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const path = appPathOf(anchor, window.location.origin);
    if (!path) return;
    event.preventDefault();
    navigate(splitLanguagePrefix(path).language ? path : localize(path));
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: clicks bubble from the links inside, which the keyboard reaches and activates.
    <div
      className={`rich-text ${className}`.trim()}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
