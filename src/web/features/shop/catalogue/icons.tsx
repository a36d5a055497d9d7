import type { ComponentPropsWithRef, ReactNode } from 'react';

/**
 * The catalogue's own pictograms. Decorative unless given a `title` (then an image named by
 * aria-label; no <title> element, so a heading's text stays the product's name alone).
 */
type IconProps = ComponentPropsWithRef<'svg'> & { title?: string };

function Icon({ title, children, viewBox = '0 0 24 24', ...props }: IconProps & { children: ReactNode }) {
  const named = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  return (
    <svg viewBox={viewBox} width="20" height="20" focusable="false" {...named} {...props}>
      {children}
    </svg>
  );
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const MapleLeafIcon = (props: IconProps) => (
  <Icon {...props}>
    <path
      fill="#d52b1e"
      d="M12 2l1.6 3.2 1.8-1-.6 4.6 2.6-2.7.6 1.6 3-.6-1 3.3 1.4.7-4.4 3.7.5 1.6-4.5-.6V21h-2v-4.2l-4.5.6.5-1.6-4.4-3.7 1.4-.7-1-3.3 3 .6.6-1.6 2.6 2.7-.6-4.6 1.8 1z"
    />
  </Icon>
);

export const RecycleIcon = (props: IconProps) => (
  <Icon {...props}>
    <g {...stroke}>
      <path d="M7 19H4.8a1.8 1.8 0 0 1-1.6-2.7L5 13" />
      <path d="M11 19h8.2a1.8 1.8 0 0 0 1.6-2.7l-1.2-2.1" />
      <path d="m14 16-3 3 3 3" />
      <path d="M8.3 13.6 7 9.5 3 10.8" />
      <path d="m9.3 5.6 1.2-2a1.8 1.8 0 0 1 3.1 0l4 6.9" />
      <path d="m13.4 9.5 4.2 1.1 1-4.1" />
    </g>
  </Icon>
);

export const StarIcon = ({ filled, ...props }: IconProps & { filled?: boolean }) => (
  <Icon {...props}>
    <path
      d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  </Icon>
);

export const FilterIcon = (props: IconProps) => (
  <Icon {...props}>
    <path {...stroke} d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
);

export const ChevronIcon = ({ direction = 'right', ...props }: IconProps & { direction?: 'left' | 'right' | 'down' }) => (
  <Icon {...props}>
    <path {...stroke} d={direction === 'left' ? 'm15 6-6 6 6 6' : direction === 'down' ? 'm6 9 6 6 6-6' : 'm9 6 6 6-6 6'} />
  </Icon>
);

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path {...stroke} d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

export const ZoomIcon = (props: IconProps) => (
  <Icon {...props}>
    <g {...stroke}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5M11 8v6M8 11h6" />
    </g>
  </Icon>
);

export const InfoIcon = (props: IconProps) => (
  <Icon {...props}>
    <g {...stroke}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </g>
  </Icon>
);

/** Top-level category pictograms by the icon file's name (dog.svg → dog). */
const CATEGORY_SHAPES: Record<string, ReactNode> = {
  dog: (
    <path
      {...stroke}
      d="M10 5.2C9 4 7 3.6 5.6 4.4 4 5.3 3.4 7.5 4 9.7l1.7-.2M14 5.2c1-1.2 3-1.6 4.4-.8 1.6.9 2.2 3.1 1.6 5.3l-1.7-.2M8 9.5C7 11 6.5 13 6.8 15c.5 3.2 2.7 5 5.2 5s4.7-1.8 5.2-5c.3-2-.2-4-1.2-5.5-1-1.5-2.4-2.3-4-2.3s-3 .8-4 2.3zM10 13h.01M14 13h.01M11 16.5h2"
    />
  ),
  cat: (
    <path
      {...stroke}
      d="M5 4l3 4.2C9.2 7.7 10.6 7.5 12 7.5s2.8.2 4 .7L19 4v7.5c.6 1 1 2.2 1 3.5 0 3.3-3.6 5-8 5s-8-1.7-8-5c0-1.3.4-2.5 1-3.5zM9.5 13h.01M14.5 13h.01M11 16h2"
    />
  ),
  rabbit: (
    <path
      {...stroke}
      d="M9 9.5C8 7.5 7.5 3.5 9 3c1.4-.4 2.2 3 2.5 5.6M15 9.5c1-2 1.5-6 0-6.5-1.4-.4-2.2 3-2.5 5.6M6.5 15c0-3.2 2.5-5.8 5.5-5.8s5.5 2.6 5.5 5.8S15 20.5 12 20.5 6.5 18.2 6.5 15zM10 14h.01M14 14h.01M11.2 17h1.6"
    />
  ),
  snowflake: <path {...stroke} d="M12 2v20M4.2 7l15.6 10M4.2 17 19.8 7M9 3.5l3 2.5 3-2.5M9 20.5l3-2.5 3 2.5" />,
};

/** The built-in pictogram for a category icon address, or null when it is not one we draw. */
export function categoryShape(iconUrl: string | null): ReactNode | null {
  const name = /([a-z0-9-]+)\.svg$/i.exec(iconUrl ?? '')?.[1]?.toLowerCase();
  return (name && CATEGORY_SHAPES[name]) || null;
}

export const CategoryShapeIcon = ({ shape, ...props }: IconProps & { shape: ReactNode }) => <Icon {...props}>{shape}</Icon>;
