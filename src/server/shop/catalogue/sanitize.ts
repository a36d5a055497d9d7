import sanitizeHtml from 'sanitize-html';

/**
 * Banner and promotion texts are written by clinics' staff and rendered as HTML by the page, so
 * they are cleaned once when the index is built: simple formatting and links only; scripts, event
 * handlers, styles and other schemes than http(s)/mailto never reach a page.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 's', 'small', 'sup', 'sub', 'br', 'p', 'span', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.target ? { target: '_blank', rel: 'noopener noreferrer' } : {}) },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html ?? '', OPTIONS).trim();
}

/**
 * Text with every tag removed (badge labels, names), for the page to show as text. sanitize-html
 * escapes what it outputs as HTML; React escapes again, so entities are decoded here once.
 */
export function plainText(html: string): string {
  return stripTags(html).replace(/\s+/g, ' ').trim();
}

/** Like plainText, but keeps line breaks so the page can split paragraphs (family descriptions). */
export function plainParagraphs(html: string): string {
  return stripTags(html).replace(/[ \t]+/g, ' ').replace(/ *\n */g, '\n').trim();
}

function stripTags(html: string): string {
  return decodeEntities(sanitizeHtml(html ?? '', { allowedTags: [], allowedAttributes: {} }));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '');
}
