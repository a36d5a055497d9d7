/**
 * Product packshots and placeholder images, drawn as small SVGs from the image path alone, so the
 * demo store needs no image files. Served by `GET /images/*` (images.routes.ts).
 *
 * Product image paths (written by the seed through `productImagePath`):
 *
 *   products/<shape>/<brand>/<label>-<id>[-<view>][-sm].svg
 *
 * - shape: one of PACKSHOT_SHAPES (bag, can, pouch, box, bottle, tube, tub, jar, bale, toy);
 * - brand, label: lower-case ASCII slugs ("maple-ridge", "healthy-weight-chicken"); the brand is
 *   printed in capitals and picks the main colour, the label is printed in title case and picks the
 *   accent colour (both by a stable hash, so the same name always gets the same colours);
 * - id: the product or family id (keeps paths unique; not drawn);
 * - view: absent for the front, or back (label panel with a nutrition table and barcode),
 *   side (narrow profile) or detail (close-up of the label);
 * - sm: a thumbnail (same drawing, smaller intrinsic size).
 *
 * Placeholders (cat §2 Product card: used when an image fails to load):
 *   placeholders/rx.svg (prescription pad), placeholders/approval.svg (approval required),
 *   placeholders/bag.svg (any other product).
 */

export const PACKSHOT_SHAPES = ['bag', 'can', 'pouch', 'box', 'bottle', 'tube', 'tub', 'jar', 'bale', 'toy'] as const;
export type PackshotShape = (typeof PACKSHOT_SHAPES)[number];
export const PACKSHOT_VIEWS = ['front', 'back', 'side', 'detail'] as const;
export type PackshotView = (typeof PACKSHOT_VIEWS)[number];

export const PLACEHOLDER_PATHS = {
  rx: 'placeholders/rx.svg',
  approval: 'placeholders/approval.svg',
  bag: 'placeholders/bag.svg',
} as const;

export interface Packshot {
  shape: PackshotShape;
  /** Printed in capitals; any text (it is escaped). */
  brand: string;
  /** Printed in up to three lines; any text (it is escaped). */
  label: string;
  view?: PackshotView;
  small?: boolean;
}

export interface PackshotPath {
  shape: PackshotShape;
  brand: string;
  label: string;
  id: number;
  view?: PackshotView;
  small?: boolean;
}

function slug(text: string, max: number): string {
  const s = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return s || 'item';
}

/** The image path the seed stores (relative to the image base address, which ends with a slash). */
export function productImagePath({ shape, brand, label, id, view = 'front', small = false }: PackshotPath): string {
  const suffix = `${view === 'front' ? '' : `-${view}`}${small ? '-sm' : ''}`;
  return `products/${shape}/${slug(brand, 32)}/${slug(label, 40)}-${id}${suffix}.svg`;
}

const PATH_PATTERN = new RegExp(
  `^products/(${PACKSHOT_SHAPES.join('|')})/([a-z0-9]+(?:-[a-z0-9]+)*)/([a-z0-9]+(?:-[a-z0-9]+)*?)-(\\d{1,10})(?:-(back|side|detail))?(-sm)?\\.svg$`,
);

/** The SVG for an image path, or null when the path is not one this module draws. */
export function renderImage(path: string): string | null {
  const clean = path.replace(/^\/+/, '');
  if (clean === PLACEHOLDER_PATHS.rx) return rxPlaceholder();
  if (clean === PLACEHOLDER_PATHS.approval) return approvalPlaceholder();
  if (clean === PLACEHOLDER_PATHS.bag) return bagPlaceholder();
  const match = PATH_PATTERN.exec(clean);
  if (!match) return null;
  const [, shape, brand, label, , view, small] = match;
  return renderPackshot({
    shape: shape as PackshotShape,
    brand: titleCase((brand ?? '').replace(/-/g, ' ')),
    label: titleCase((label ?? '').replace(/-/g, ' ')),
    view: (view as PackshotView | undefined) ?? 'front',
    small: Boolean(small),
  });
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

function titleCase(text: string): string {
  return text.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

function hue(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) % 360;
}

/** Splits text into at most `lines` lines of about `width` characters, ending in … when cut. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && (current + ' ' + word).length > width) {
      out.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) out.push(current);
  if (out.length > lines) {
    out.length = lines;
    out[lines - 1] = `${(out[lines - 1] ?? '').slice(0, width - 1)}…`;
  }
  return out.map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
}

type Box = readonly [x: number, y: number, w: number, h: number];

/** Body outline and the label panel of each shape, in a 240 × 240 box. */
const SHAPES: Record<PackshotShape, { body: (c: string, d: string, l: string) => string; label: Box }> = {
  bag: { body: (c, d) => `<path d="M70 42h100l8 163q-58 10-116 0z" fill="${c}"/><rect x="66" y="32" width="108" height="12" rx="2" fill="${d}"/>`, label: [80, 86, 80, 88] },
  can: { body: (c, d, l) => `<rect x="74" y="58" width="92" height="148" rx="6" fill="${c}"/><ellipse cx="120" cy="58" rx="46" ry="8" fill="${l}"/><path d="M74 76h92M74 188h92" stroke="${d}" stroke-width="3"/>`, label: [74, 90, 92, 90] },
  pouch: { body: (c, d) => `<path d="M78 44h84l10 152q-52 14-104 0z" fill="${c}"/><path d="M80 62h80" stroke="${d}" stroke-width="3" stroke-dasharray="4 3"/>`, label: [86, 88, 68, 84] },
  box: { body: (c, d, l) => `<path d="M70 52l20-14h100l-20 14z" fill="${l}"/><path d="M170 52l20-14v155l-20 14z" fill="${d}"/><rect x="70" y="52" width="100" height="155" fill="${c}"/>`, label: [78, 88, 84, 88] },
  bottle: { body: (c, d) => `<rect x="104" y="36" width="32" height="20" rx="3" fill="${d}"/><path d="M108 56h24v14l20 18v105q0 12-12 12h-40q-12 0-12-12v-105l20-18z" fill="${c}"/>`, label: [92, 104, 56, 78] },
  tube: { body: (c, d) => `<rect x="80" y="32" width="80" height="10" fill="${d}"/><path d="M82 42h76l-10 140h-56z" fill="${c}"/><rect x="104" y="182" width="32" height="22" rx="3" fill="${d}"/>`, label: [90, 72, 60, 80] },
  tub: { body: (c, d) => `<rect x="62" y="96" width="116" height="110" rx="8" fill="${c}"/><rect x="58" y="80" width="124" height="20" rx="4" fill="${d}"/>`, label: [70, 110, 100, 80] },
  jar: { body: (c, d) => `<rect x="84" y="52" width="72" height="24" rx="4" fill="${d}"/><rect x="76" y="74" width="88" height="132" rx="16" fill="${c}"/>`, label: [82, 98, 76, 84] },
  bale: { body: (c, d) => `<rect x="50" y="92" width="140" height="112" rx="8" fill="${c}"/><path d="M60 110h40M120 130h56M62 170h48M140 186h40" stroke="${d}" stroke-width="2"/><path d="M76 92v112M164 92v112" stroke="${d}" stroke-width="4"/>`, label: [84, 116, 72, 64] },
  toy: { body: (c) => `<circle cx="66" cy="92" r="20" fill="${c}"/><circle cx="66" cy="124" r="20" fill="${c}"/><circle cx="174" cy="92" r="20" fill="${c}"/><circle cx="174" cy="124" r="20" fill="${c}"/><rect x="64" y="94" width="112" height="28" rx="6" fill="${c}"/>`, label: [80, 146, 80, 62] },
};

const FONT = 'font-family="Helvetica,Arial,sans-serif"';

export function renderPackshot({ shape, brand, label, view = 'front', small = false }: Packshot): string {
  const h = hue(brand);
  const a = (h + 40 + (hue(label) % 160)) % 360;
  const main = `hsl(${h},55%,42%)`;
  const dark = `hsl(${h},55%,28%)`;
  const light = `hsl(${h},50%,62%)`;
  const { body, label: [x, y, w, bh] } = SHAPES[shape];
  const size = small ? 160 : 480;
  const viewBox = view === 'detail' ? `${x - 8} ${y - 8} ${w + 16} ${bh + 16}` : '0 0 240 240';
  const brandText = escapeXml(brand.toUpperCase().slice(0, 18));
  // Long brands shrink to fit the panel (about 0.7 em per capital letter).
  const brandSize = (width: number, max: number) => Math.min(max, Math.floor((width / (Math.max(4, brandText.length) * 0.7)) * 10) / 10);
  let panel: string;
  if (view === 'side') {
    panel = `<text transform="translate(124 196) rotate(-90)" ${FONT} font-size="${brandSize(140, 14)}" font-weight="700" fill="${shape === 'toy' ? dark : '#fff'}">${brandText}</text>`;
  } else if (view === 'back') {
    const bars = [0, 1, 2, 3, 4].map((i) => `<rect x="${x + 6}" y="${y + 22 + i * 9}" width="${w - 12 - (i % 2) * 14}" height="3" fill="#bbb"/>`).join('');
    const code = [0, 3, 5, 9, 12, 14, 18, 21, 24, 27].map((dx, i) => `<rect x="${x + 6 + dx * 1.5}" y="${y + bh - 20}" width="${i % 3 ? 1.5 : 3}" height="14"/>`).join('');
    panel = `<rect x="${x}" y="${y}" width="${w}" height="${bh}" rx="4" fill="#fff"/><text x="${x + 6}" y="${y + 14}" ${FONT} font-size="${brandSize(w - 12, 8)}" font-weight="700" fill="${dark}">${brandText}</text>${bars}<g fill="#222">${code}</g>`;
  } else {
    const lines = wrap(label, Math.max(8, Math.floor(w / 6.2)), Math.min(3, Math.floor((bh - 30) / 13)));
    const text = lines
      .map((l, i) => `<text x="${x + w / 2}" y="${y + 36 + i * 13}" text-anchor="middle" ${FONT} font-size="10.5" fill="#1f2933">${escapeXml(l)}</text>`)
      .join('');
    panel = `<rect x="${x}" y="${y}" width="${w}" height="${bh}" rx="4" fill="#fff" opacity=".94"/><text x="${x + w / 2}" y="${y + 17}" text-anchor="middle" ${FONT} font-size="${brandSize(w - 8, 10)}" font-weight="700" fill="${dark}">${brandText}</text>${text}<rect x="${x}" y="${y + bh - 8}" width="${w}" height="8" fill="hsl(${a},70%,50%)"/>`;
  }
  const shapeGroup = view === 'side' ? `<g transform="translate(120 0) scale(.62 1) translate(-120 0)">${body(main, dark, light)}</g>` : body(main, dark, light);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}" role="img" aria-label="${escapeXml(`${brand} ${label}`)}">` +
    `<rect x="-20" y="-20" width="280" height="280" fill="hsl(${h},35%,95%)"/><ellipse cx="120" cy="212" rx="72" ry="8" fill="#000" opacity=".12"/>` +
    `${shapeGroup}${panel}</svg>`
  );
}

const PLACEHOLDER_HEAD = '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 240 240" role="img"';

/** Prescription pad: a pad with the Rx sign and ruled lines. */
function rxPlaceholder(): string {
  return `${PLACEHOLDER_HEAD} aria-label="Prescription product"><rect width="240" height="240" fill="#eef4fb"/>` +
    '<rect x="58" y="34" width="124" height="172" rx="8" fill="#fff" stroke="#9db4cf" stroke-width="3"/><rect x="58" y="34" width="124" height="26" rx="8" fill="#2f6fb3"/>' +
    `<text x="76" y="110" ${FONT} font-size="44" font-weight="700" fill="#2f6fb3">R<tspan font-size="30" dy="10">x</tspan></text>` +
    '<path d="M76 134h88M76 152h88M76 170h60" stroke="#c5d3e3" stroke-width="4" stroke-linecap="round"/></svg>';
}

/** Approval required: a clipboard with a check mark. */
function approvalPlaceholder(): string {
  return `${PLACEHOLDER_HEAD} aria-label="Veterinarian approval required"><rect width="240" height="240" fill="#eef7f1"/>` +
    '<rect x="62" y="40" width="116" height="166" rx="10" fill="#fff" stroke="#8fc0a0" stroke-width="3"/><rect x="94" y="30" width="52" height="22" rx="6" fill="#3a8f5c"/>' +
    '<path d="M90 118l22 22 40-46" fill="none" stroke="#3a8f5c" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>' +
    '<path d="M84 172h72M84 188h48" stroke="#cfe3d6" stroke-width="4" stroke-linecap="round"/></svg>';
}

/** Any other product: a shopping bag with a paw print. */
function bagPlaceholder(): string {
  return `${PLACEHOLDER_HEAD} aria-label="Product image"><rect width="240" height="240" fill="#f6f2ea"/>` +
    '<path d="M92 84v-14a28 28 0 0 1 56 0v14" fill="none" stroke="#8a6a3f" stroke-width="7"/><path d="M62 82h116l10 124H52z" fill="#c89b5c"/>' +
    '<g fill="#fff"><ellipse cx="120" cy="160" rx="18" ry="15"/><circle cx="98" cy="134" r="7"/><circle cx="112" cy="124" r="7"/><circle cx="128" cy="124" r="7"/><circle cx="142" cy="134" r="7"/></g></svg>';
}
