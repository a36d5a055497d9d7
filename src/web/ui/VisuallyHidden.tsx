import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

/** Read by screen readers, not shown. */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithRef<'span'>) {
  return <span className={cx('visually-hidden', className)} {...props} />;
}
