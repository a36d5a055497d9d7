import { useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from './cx';
import type { NotifyType } from './notify';

export interface NoticeProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  type?: NotifyType;
  title?: ReactNode;
  /** Shows a close button; the notice hides itself, then calls onDismiss. */
  dismissible?: boolean;
  onDismiss?: () => void;
  /** Hides the notice after this many milliseconds (rr §8: a danger notification disappears after 5 s). */
  autoDismissMs?: number;
}

/**
 * A page-level message. Errors and warnings are alerts (announced at once), success and info are
 * polite status messages.
 */
export function Notice({ type = 'info', title, dismissible = false, onDismiss, autoDismissMs, className, children, ...props }: NoticeProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(true);
  const onDismissRef = useRef(onDismiss);

  useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    if (!autoDismissMs) return;
    const timer = setTimeout(() => {
      setVisible(false);
      onDismissRef.current?.();
    }, autoDismissMs);
    return () => clearTimeout(timer);
  }, [autoDismissMs]);

  if (!visible) return null;
  const urgent = type === 'Error' || type === 'Warning';
  return (
    <div role={urgent ? 'alert' : 'status'} className={cx('notice', `notice--${type.toLowerCase()}`, className)} {...props}>
      <div className="notice__body">
        {title && <p className="notice__title">{title}</p>}
        {children}
      </div>
      {dismissible && (
        <button
          type="button"
          className="notice__close"
          aria-label={intl.formatMessage({ id: 'ui.notice.dismiss' })}
          onClick={() => {
            setVisible(false);
            onDismiss?.();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
