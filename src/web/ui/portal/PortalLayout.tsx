import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageTitle } from '../PageTitle';
import './portal-layout.css';

export interface PortalNavItem {
  to: string;
  label: ReactNode;
  /** This item is the page shown (aria-current). */
  current: boolean;
  /** Matches only its own address, not the pages below it (a portal's home). */
  end?: boolean;
}

export interface PortalLayoutProps {
  /** The navigation's accessible name. */
  navLabel: string;
  /** The portal's name above its sections, and who it is for (a clinic's name). */
  heading: ReactNode;
  subheading?: ReactNode;
  items: readonly PortalNavItem[];
  /** Who is signed in, under the sections. */
  who?: ReactNode;
  title: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a portal's page (the clinic's, the platform's): its sections beside the page (above
 * it on a narrow screen), who is signed in, and the page's title. The portal's layout decides who
 * may see it and what its sections are.
 */
export function PortalLayout({ navLabel, heading, subheading, items, who, title, children }: PortalLayoutProps) {
  return (
    <div className="portal-layout">
      <nav className="portal-layout__nav" aria-label={navLabel}>
        <p className="portal-layout__portal">{heading}</p>
        {subheading && <p className="portal-layout__clinic">{subheading}</p>}
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} aria-current={item.current ? 'page' : undefined}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {who && <p className="portal-layout__who muted">{who}</p>}
      </nav>
      <div className="portal-layout__main">
        <header className="portal-layout__header">
          <PageTitle>{title}</PageTitle>
        </header>
        {children}
      </div>
    </div>
  );
}
