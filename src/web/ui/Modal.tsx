import { lazy, Suspense, type ReactNode } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';

export interface ModalProps extends Omit<ModalOverlayProps, 'children' | 'isOpen'> {
  /** Always controlled: a closed dialog renders (and downloads) nothing. */
  isOpen: boolean;
  title: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Footer actions; receives close so a Cancel button can use it. */
  actions?: (close: () => void) => ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** React Aria's dialog code is a fifth of a page's download: it comes when a dialog first opens (issue 29 §3). */
const ModalDialog = lazy(() => import('./ModalDialog').then((module) => ({ default: module.ModalDialog })));

/**
 * A modal dialog (./ModalDialog.tsx): focus trapped and restored, Escape and the close button close
 * it, the rest of the page hidden from assistive technology while it is open. Always controlled
 * (isOpen); nothing is rendered, or downloaded, while it is closed.
 */
export function Modal(props: ModalProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
