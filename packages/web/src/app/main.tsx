import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import '../styles.css';
import { homeBlocksQuery } from '../features/content/siteContentApi.ts';
import { splitLanguagePrefix } from '../features/i18n/language.ts';
import { siteConfigKey } from '../features/site/siteConfigApi.ts';
import { boot } from './boot.ts';
import { AppProviders } from './providers/AppProviders.tsx';
import { createApiErrorHandler } from './providers/handleApiError.ts';
import { createQueryClient } from './providers/queryClient.ts';
import { buildRoutes } from './router.tsx';

async function start() {
  const { config, configIsCurrent, language } = await boot();
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  const queryClient = createQueryClient(createApiErrorHandler(() => router));
  // Fetched in another language, it still serves until the right one arrives (updatedAt 0 = stale).
  if (config)
    queryClient.setQueryData(siteConfigKey(language), config, { updatedAt: configIsCurrent ? Date.now() : 0 });
  // The home page's blocks load while its chunk does (their carousel picture is the largest paint).
  const { rest } = splitLanguagePrefix(window.location.pathname);
  if (rest === '/' || rest === '/home') void queryClient.prefetchQuery(homeBlocksQuery(language));
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
