import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { APP_READY_ATTRIBUTE } from '../contracts/server-render';
import { appSlots } from './app-slots';
import { FeatureSlotsProvider } from './feature-slots';
import { AppProviders } from './shell/AppProviders';

/**
 * A server-rendered page shows its buttons before its scripts make them work; this marks the moment
 * they do (effects run only in the browser, after hydration). Browser tests wait for it.
 */
function AppReadyMark() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return null;
}

/**
 * Everything around the router, the same on the server and in the browser: hydration needs both to
 * render the same tree.
 */
export function AppRoot({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <FeatureSlotsProvider value={appSlots}>{children}</FeatureSlotsProvider>
        <AppReadyMark />
      </AppProviders>
    </StrictMode>
  );
}
