import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  /** Shows a spinner and blocks clicks while an action runs. */
  busy?: boolean;
}

export function Button({ variant = 'primary', size = 'md', busy = false, className, children, disabled, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cx('btn', `btn--${variant}`, size === 'sm' && 'btn--sm', className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}
