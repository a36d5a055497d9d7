import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

/** The page's one h1. Layout moves focus to main on navigation; the heading then leads the page. */
export function PageTitle({ className, ...props }: ComponentPropsWithRef<'h1'>) {
  return <h1 className={cx('page-title', className)} {...props} />;
}
