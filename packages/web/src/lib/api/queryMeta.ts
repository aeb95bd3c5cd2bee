import '@tanstack/react-query';

/** What a query or mutation may tell the app's error handler (see errorPolicy.ts). */
export interface ApiQueryMeta extends Record<string, unknown> {
  /** The page's main resource: the page shows its own not-found content on 404. */
  mainResource?: boolean;
  /** The caller shows the error itself: no notice. */
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiQueryMeta;
    mutationMeta: ApiQueryMeta;
  }
}
