import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

export interface SpinnerProps extends ComponentPropsWithRef<'span'> {
  size?: 'sm' | 'md' | 'lg';
  /** Text for screen readers; omit with `decorative` when the surrounding control already says it. */
  label?: string;
  decorative?: boolean;
}

export function Spinner({ size = 'md', label, decorative = false, className, ...props }: SpinnerProps) {
  return (
    <span
      className={cx('spinner', `spinner--${size}`, className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label })}
      {...props}
    />
  );
}
