import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setNavigator } from './api/navigator';
import { appSlots } from './app-slots';
import { FeatureSlotsProvider } from './feature-slots';
import { createQueryClient } from './api/query-client';
import { applyLanguage, initialLanguage } from './i18n/language';
import { routes } from './routes';
import { AppProviders } from './shell/AppProviders';
import { getInjectedPageSettings } from './shell/page-settings';
import { sessionStore, STORAGE_KEYS } from './storage-keys';
import './styles/global.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

// The router starts loading the first page's chunk at once, while the messages load.
const router = createBrowserRouter(routes);
setNavigator({
  navigate: (to, options) => void router.navigate(to, options),
  location: () => router.state.location,
});
const queryClient = createQueryClient();

applyLanguage(initialLanguage(getInjectedPageSettings(), document.cookie), { remember: false })
  .then(() => {
    sessionStore()?.removeItem(STORAGE_KEYS.bootRetry);
    createRoot(rootElement).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <FeatureSlotsProvider value={appSlots}>
            <RouterProvider router={router} />
          </FeatureSlotsProvider>
        </AppProviders>
      </StrictMode>,
    );
  })
  .catch(() => {
    // Most likely a new release replaced the files this page names: one reload fetches the new page.
    const storage = sessionStore();
    if (storage && !storage.getItem(STORAGE_KEYS.bootRetry)) {
      storage.setItem(STORAGE_KEYS.bootRetry, '1');
      window.location.reload();
      return;
    }
    // Without messages nothing can be said in the shopper's language: say it in both.
    rootElement.innerHTML =
      '<p class="boot-failure">The store could not load. Please reload the page. / La boutique n’a pas pu se charger. Veuillez recharger la page.</p>';
  });
