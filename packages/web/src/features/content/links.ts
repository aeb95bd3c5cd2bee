/** Where a block's link goes: an app path (kept in the app, under the language prefix) or an outside address. */
export function linkTarget(link: string | null | undefined): { kind: 'app' | 'external'; href: string } | null {
  const href = link?.trim();
  if (!href) return null;
  if (/^\/(?!\/)/.test(href)) return { kind: 'app', href };
  if (/^https?:\/\//i.test(href)) return { kind: 'external', href };
  return null;
}
