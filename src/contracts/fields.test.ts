import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, dateField, dateFieldMessage, idParam, idSchema, isPlainText, MAX_DB_ID, text } from './fields';

describe('the text building block (issue 10 §5)', () => {
  it.each(['\u0000', '\u0007', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800', '\udfff'])('refuses %j on one line', (control) => {
    expect(isPlainText(`Rex${control}`)).toBe(false);
    const result = text().safeParse(`Rex${control}`);
    expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('lets a multi-line field hold tab and line breaks, never the other control characters', () => {
    expect(isPlainText('line one\r\n\tline two', { multiLine: true })).toBe(true);
    expect(isPlainText('line one\u0000', { multiLine: true })).toBe(false);
    expect(isPlainText('line one\u000b', { multiLine: true })).toBe(false);
  });

  it('accepts accents, emoji, and the spaces people type', () => {
    for (const value of ['Émilie-Anne Côté', 'Biscuit 🐶', 'Rue Saint\u2011Denis', 'O\u2019Brien', '  padded  ', '']) expect(isPlainText(value)).toBe(true);
  });

  it('checks before the field\'s own rules, which chain after it', () => {
    const petName = text().trim().min(1).max(5);
    expect(petName.parse('  Rex  ')).toBe('Rex');
    expect(petName.safeParse('Rex\u0000').success).toBe(false);
  });
});

describe('the id building blocks', () => {
  it('bounds ids to the database column', () => {
    expect(idSchema.safeParse(MAX_DB_ID).success).toBe(true);
    expect(idSchema.safeParse(MAX_DB_ID + 1).success).toBe(false);
    expect(idSchema.safeParse(0).success).toBe(false);
  });

  it.each(['2147483648', '-1', '0', '1.5', 'abc', '1e309', ''])('refuses the path or query id %j, naming it', (raw) => {
    const result = idParam('productId').safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^productId /);
  });

  it('reads a path id', () => {
    expect(idParam('id').parse('2147483647')).toBe(MAX_DB_ID);
  });
});

describe('the date building block (issue 24)', () => {
  it.each(['2026-12-01', '2028-02-29', '2026-01-31'])('takes the calendar day %j', (day) => {
    expect(dateField('from').parse(day)).toBe(day);
  });

  it.each(['2026-13-45', '2026-02-31', '2027-02-29', '2026-04-31', '2026-00-10', '2026-1-5', '26-01-05', '2026-01-05T00:00', '', 'tomorrow'])(
    'refuses %j, naming the field',
    (raw) => {
      const result = dateField('startsOn').safeParse(raw);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(dateFieldMessage('startsOn'));
    },
  );
});
