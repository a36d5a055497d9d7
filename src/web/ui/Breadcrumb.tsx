import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { cx } from './cx';

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is the last crumb. */
  to?: string;
}

export interface BreadcrumbProps extends ComponentPropsWithRef<'nav'> {
  items: readonly Crumb[];
  /** The nav's accessible name, e.g. "Breadcrumb" / "Fil d'Ariane" (translated by the caller). */
  label: string;
}

export function Breadcrumb({ items, label, className, ...props }: BreadcrumbProps) {
  return (
    <nav aria-label={label} className={cx('breadcrumb', className)} {...props}>
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.to && index < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
