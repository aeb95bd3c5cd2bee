import type { RouteName } from '@hotel/contract/routes';
import { useMatches } from 'react-router';
import { isRouteHandle } from './routeTable.ts';

/** The name of the deepest matched route that has one (from its `handle`). */
export function useRouteName(): RouteName | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.name;
  }
  return undefined;
}

/** Whether the current route shows the search bar under the header. */
export function useHeaderSearch(): boolean {
  const matches = useMatches();
  return matches.some((match) => isRouteHandle(match.handle) && match.handle.headerSearch === true);
}
