import { escapeHtml } from '../../lib/html';
import type { OutboxEmail } from './outbox.queries';

/** The HTML document every email's body goes in. */
export function emailDocument(bodyHtml: string): string {
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${bodyHtml}</body></html>`;
}

/**
 * A plain email: its paragraphs as text and as escaped HTML, and optionally a last line that links
 * to the page it is about ("See your order: <a>VS-…</a>"; the text version gives the address).
 */
export function composeEmail(email: {
  to: string;
  kind: string;
  subject: string;
  paragraphs: readonly string[];
  link?: { label: string; url: string; text: string };
}): OutboxEmail {
  const { link } = email;
  const text = [...email.paragraphs, ...(link ? [`${link.label} ${link.url}`] : [])].join('\n\n');
  const html = [
    ...email.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p>${escapeHtml(link.label)} <a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a></p>`] : []),
  ].join('\n');
  return { to: email.to, kind: email.kind, subject: email.subject, text, html: emailDocument(html) };
}
