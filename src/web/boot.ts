import { SERVER_RENDER_ELEMENT_IDS } from '../contracts/server-render';
import { nextTask } from './next-task';
import { sessionStore, STORAGE_KEYS } from './storage-keys';

/** A page whose first paint is never reported (nothing contentful on it) starts after this anyway. */
const PAINT_WAIT_LIMIT_MS = 3_000;

/**
 * The page's entry, kept tiny. A page the server rendered paints from its HTML, stylesheets and
 * pictures alone; its code only makes it interactive. So the code is asked for once that first
 * paint is on screen: its download then never competes with the pictures for the connection, and
 * its parsing never delays the paint. A page the server did not render shows nothing without its
 * code, which is asked for at once.
 */
function afterFirstPaint(): Promise<void> {
  // A hidden tab paints nothing (and runs no animation frames) until it is shown.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // An animation frame runs just before the paint; a task queued from it runs after.
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  // The browser's own record of the first contentful paint: on a busy machine the frame reaches the
  // screen well after the animation frame that drew it, and the code must not start before.
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
    });
    const limit = setTimeout(() => finish(), PAINT_WAIT_LIMIT_MS);
    function finish() {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** The files the server named for this page (the app's and the page's), fetched side by side. */
function preloadPageScripts(): void {
  const list = document.getElementById(SERVER_RENDER_ELEMENT_IDS.pageScripts)?.textContent;
  for (const href of (list ? JSON.parse(list) : []) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

function showBootFailure(root: HTMLElement | null): void {
  // Most likely a new release replaced the files this page names: one reload fetches the new page.
  const storage = sessionStore();
  if (storage && !storage.getItem(STORAGE_KEYS.bootRetry)) {
    storage.setItem(STORAGE_KEYS.bootRetry, '1');
    window.location.reload();
    return;
  }
  // Without messages nothing can be said in the shopper's language: say it in both.
  if (root) {
    root.innerHTML =
      '<p class="boot-failure">The store could not load. Please reload the page. / La boutique n’a pas pu se charger. Veuillez recharger la page.</p>';
  }
}

async function boot(root: HTMLElement | null): Promise<void> {
  // A server-rendered page arrives with its markup inside #root.
  if (root?.hasChildNodes()) await afterFirstPaint();
  preloadPageScripts();
  const { start } = await import('./main');
  await nextTask();
  await start();
}

const root = document.getElementById('root');
boot(root)
  .then(() => sessionStore()?.removeItem(STORAGE_KEYS.bootRetry))
  .catch(() => showBootFailure(root));
