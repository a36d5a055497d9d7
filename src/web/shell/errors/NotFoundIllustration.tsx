import type { ComponentPropsWithRef } from 'react';

/** A puzzled dog beside a big 404: the not-found page's image (rr §2). */
export function NotFoundIllustration({ title, ...props }: ComponentPropsWithRef<'svg'> & { title: string }) {
  return (
    <svg viewBox="0 0 320 200" role="img" aria-label={title} width="320" height="200" {...props}>
      <ellipse cx="160" cy="182" rx="130" ry="10" fill="#d7ebe8" />
      <text x="18" y="120" fontSize="92" fontWeight="700" fill="#0f766e" fontFamily="system-ui, sans-serif">4</text>
      <text x="232" y="120" fontSize="92" fontWeight="700" fill="#0f766e" fontFamily="system-ui, sans-serif">4</text>
      {/* The dog is the zero. */}
      <g>
        <ellipse cx="160" cy="150" rx="46" ry="30" fill="#f2c58f" />
        <circle cx="160" cy="88" r="44" fill="#f6d3a6" />
        <ellipse cx="118" cy="84" rx="14" ry="30" fill="#b7793d" transform="rotate(18 118 84)" />
        <ellipse cx="202" cy="84" rx="14" ry="30" fill="#b7793d" transform="rotate(-18 202 84)" />
        <circle cx="145" cy="84" r="6" fill="#1f2933" />
        <circle cx="175" cy="84" r="6" fill="#1f2933" />
        <circle cx="147" cy="82" r="2" fill="#fff" />
        <circle cx="177" cy="82" r="2" fill="#fff" />
        <ellipse cx="160" cy="104" rx="11" ry="8" fill="#1f2933" />
        <path d="M150 116 q10 8 20 0" stroke="#1f2933" strokeWidth="3" fill="none" strokeLinecap="round" />
        <rect x="128" y="126" width="64" height="10" rx="5" fill="#0f766e" />
        <circle cx="160" cy="142" r="7" fill="#fbbf24" />
      </g>
      <text x="212" y="46" fontSize="40" fontWeight="700" fill="#b45309" fontFamily="system-ui, sans-serif">?</text>
    </svg>
  );
}
