import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { TIMING_MS } from '../../domain/constants';
import { useModalOpen, useToasterNeeded } from './toaster-state';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * The page's one toast region (sonner), mounted with the first toast; notify() and showToast() feed it.
 * Bottom right: at the top they covered the header's search box (issue 11 item 20); phones stack
 * them across the bottom. While a dialog is open they go to the top, where the overlay hides the
 * header anyway, so they never cover the dialog's buttons (issue 24 item 17).
 */
export function Toaster() {
  const intl = useIntl();
  const needed = useToasterNeeded();
  const modalOpen = useModalOpen();
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position={modalOpen ? 'top-center' : 'bottom-right'}
        richColors
        closeButton
        duration={TIMING_MS.toast}
        containerAriaLabel={intl.formatMessage({ id: 'ui.toast.region' })}
        toastOptions={{ closeButtonAriaLabel: intl.formatMessage({ id: 'ui.toast.close' }) }}
      />
    </Suspense>
  );
}
