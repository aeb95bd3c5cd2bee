import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import '../styles.css';
import { startHome } from '../features/content/homeStart.ts';
import { splitLanguagePrefix } from '../features/i18n/language.ts';
import { siteConfigKey, siteConfigQuery } from '../features/site/siteConfigApi.ts';
import { boot } from './boot.ts';
import { AppProviders } from './providers/AppProviders.tsx';
import { createApiErrorHandler } from './providers/handleApiError.ts';
import { createQueryClient } from './providers/queryClient.ts';
import { buildRoutes } from './router.tsx';

async function start() {
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  const queryClient = createQueryClient(createApiErrorHandler(() => router));
  // The home page (the usual landing) starts loading at once, in parallel with the start-up calls:
  // its chunk, its blocks and, when they are there, its hero picture.
  const landing = splitLanguagePrefix(window.location.pathname);
  const home = landing.rest === '/' || landing.rest === '/home';
  if (home) void import('../pages/home/HomePage.tsx').catch(() => undefined);
  if (home && landing.language) startHome(queryClient, landing.language);
  const { config, configIsCurrent, language } = await boot();
  // Fetched in another language, it still serves until the right one arrives (updatedAt 0 = stale).
  if (config)
    queryClient.setQueryData(siteConfigKey(language), config, { updatedAt: configIsCurrent ? Date.now() : 0 });
  // The configuration's texts (the site title...) in the language the app starts in: fetched at once.
  if (config && !configIsCurrent) void queryClient.prefetchQuery({ ...siteConfigQuery(language), staleTime: 0 });
  if (home && language !== landing.language) startHome(queryClient, language);
  router = createBrowserRouter(buildRoutes());
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
