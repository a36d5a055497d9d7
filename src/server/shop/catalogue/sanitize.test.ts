import { describe, expect, it } from 'vitest';
import { plainParagraphs, plainText, sanitizeRichText } from './sanitize';

describe('sanitising catalogue texts', () => {
  it('keeps simple formatting and links, drops scripts and handlers', () => {
    const html = sanitizeRichText('<strong>Save</strong> <a href="/x" onclick="steal()">now</a><script>alert(1)</script>');
    expect(html).toContain('<strong>Save</strong>');
    expect(html).not.toMatch(/onclick|script|alert/);
  });

  it('gives text for the page to escape once, not HTML entities', () => {
    expect(plainText('Venison &amp; Brown Rice <b>Formula</b>')).toBe('Venison & Brown Rice Formula');
    expect(plainText('Chien & chat')).toBe('Chien & chat');
  });

  it('keeps paragraph breaks in descriptions', () => {
    expect(plainParagraphs('First  line.\n\nSecond & <i>last</i>.')).toBe('First line.\n\nSecond & last.');
  });
});
