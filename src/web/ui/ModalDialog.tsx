import { useIntl } from 'react-intl';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { cx } from './cx';
import { useModalOpenMark } from './toaster-state';

import type { ModalProps } from './Modal';

function OpenMark() {
  useModalOpenMark();
  return null;
}

/**
 * A modal dialog shell on React Aria: focus is trapped and restored, Escape and the close button
 * close it, the rest of the page is hidden from assistive technology while it is open. Pages use
 * it through ./Modal, which downloads it when a dialog first opens.
 */
export function ModalDialog({ title, children, actions, size = 'md', className, isDismissable = true, ...props }: ModalProps) {
  const intl = useIntl();
  return (
    <ModalOverlay className="modal-overlay" isDismissable={isDismissable} {...props}>
      <AriaModal className={cx('modal', `modal--${size}`, typeof className === 'string' ? className : undefined)}>
        <Dialog className="modal__dialog">
          {({ close }) => (
            <>
              <div className="modal__header">
                <Heading slot="title" className="modal__title">
                  {title}
                </Heading>
                <button type="button" className="modal__close" onClick={close} aria-label={intl.formatMessage({ id: 'ui.modal.close' })}>
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              <OpenMark />
              <div className="modal__body">{typeof children === 'function' ? children(close) : children}</div>
              {actions && <div className="modal__actions">{actions(close)}</div>}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
