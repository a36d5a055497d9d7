import { describe, expect, it } from 'vitest';
import { CARDHOLDER_MAX } from '../constants';
import {
  cardBrandOf,
  expiryYearOptions,
  isCardExpired,
  luhnCheck,
  validateCard,
  validateCardNumber,
  validateCardholder,
  validateCvv,
  validateExpiry,
} from './card';

const now = new Date(2025, 5, 15, 12); // 15 June 2025, local time

describe('luhnCheck', () => {
  it.each(['4111111111111111', '4012888888881881', '5555555555554444', '2223003122003222', '378282246310005', '79927398713', '0'])(
    'accepts %s',
    (n) => expect(luhnCheck(n)).toBe(true),
  );

  it.each(['4111111111111112', '5555555555554445', '378282246310006', '79927398710', '', '4111 1111'])('refuses %j', (n) =>
    expect(luhnCheck(n)).toBe(false),
  );
});

describe('cardBrandOf', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['42', 'visa'],
    ['5100000000000000', 'mc'],
    ['5500000000000000', 'mc'],
    ['2221000000000000', 'mc'],
    ['2720990000000000', 'mc'],
    ['340000000000000', 'amex'],
    ['370000000000000', 'amex'],
  ])('%s is %s', (n, brand) => expect(cardBrandOf(n)).toBe(brand));

  it.each(['5000000000000000', '5600000000000000', '2220990000000000', '2721000000000000', '3500000000000000', '6011000000000004', '36', '4', '4011780000000000', '', null])(
    '%j has no supported brand',
    (n) => expect(cardBrandOf(n)).toBeNull(),
  );
});

describe('validateCardNumber', () => {
  it.each(['4111111111111111', '4111111111111111110', '4000000000000000006', '5555555555554444', '2223003122003222', '378282246310005', '371449635398431'])(
    'accepts %s',
    (n) => expect(validateCardNumber(n)).toBeNull(),
  );

  it('reports each failure with its code', () => {
    expect(validateCardNumber('')).toBe('required');
    expect(validateCardNumber(undefined)).toBe('required');
    expect(validateCardNumber('4111 1111 1111 1111')).toBe('invalidCharacters');
    expect(validateCardNumber('4111-1111-1111-1111')).toBe('invalidCharacters');
    expect(validateCardNumber('6011111111111117')).toBe('unsupportedBrand');
    expect(validateCardNumber('41111111111111')).toBe('invalidLength');
    expect(validateCardNumber('37828224631000')).toBe('invalidLength');
    expect(validateCardNumber('4111111111111112')).toBe('failedChecksum');
  });

  it('takes Visa at 16, 18 and 19 digits, as card-validator does, never 13 (issue 11 §16)', () => {
    expect(validateCardNumber('4222222222222')).toBe('invalidLength');
    expect(validateCardNumber('411111111111111118')).toBeNull();
    expect(validateCardNumber('4111111111111111110')).toBeNull();
  });
});

describe('validateCardholder', () => {
  it('is required, max 30', () => {
    expect(validateCardholder('  ')).toBe('required');
    expect(validateCardholder('J'.repeat(CARDHOLDER_MAX))).toBeNull();
    expect(validateCardholder('J'.repeat(CARDHOLDER_MAX + 1))).toBe('tooLong');
  });
});

describe('expiry', () => {
  it('offers 10 years starting from last year', () => {
    expect(expiryYearOptions(now)).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033]);
  });

  it('keeps a card valid through the end of its expiry month', () => {
    expect(isCardExpired(6, 2025, now)).toBe(false);
    expect(isCardExpired(6, 2025, new Date(2025, 5, 30, 23, 59, 59))).toBe(false);
    expect(isCardExpired(6, 2025, new Date(2025, 6, 1, 0, 0, 0))).toBe(true);
    expect(isCardExpired(5, 2025, now)).toBe(true);
    expect(isCardExpired(12, 2024, now)).toBe(true);
    expect(isCardExpired(1, 2026, now)).toBe(false);
  });

  it('this month is valid, last month expired', () => {
    expect(validateExpiry(6, 2025, now)).toEqual({});
    expect(validateExpiry('06', '2025', now)).toEqual({});
    expect(validateExpiry(5, 2025, now)).toEqual({ expirationMonth: 'expired' });
    expect(validateExpiry(12, 2024, now)).toEqual({ expirationYear: 'expired' });
  });

  it('handles the turn of the year', () => {
    const january = new Date(2026, 0, 1);
    expect(validateExpiry(12, 2025, january)).toEqual({ expirationYear: 'expired' });
    expect(validateExpiry(1, 2026, january)).toEqual({});
  });

  it('checks month range and year options', () => {
    expect(validateExpiry('', '', now)).toEqual({ expirationMonth: 'required', expirationYear: 'required' });
    expect(validateExpiry(null, undefined, now)).toEqual({ expirationMonth: 'required', expirationYear: 'required' });
    expect(validateExpiry(0, 2026, now)).toEqual({ expirationMonth: 'outOfRange' });
    expect(validateExpiry(13, 2026, now)).toEqual({ expirationMonth: 'outOfRange' });
    expect(validateExpiry('1.5', 2026, now)).toEqual({ expirationMonth: 'outOfRange' });
    expect(validateExpiry(1, 2023, now)).toEqual({ expirationYear: 'outOfRange' });
    expect(validateExpiry(1, 2034, now)).toEqual({ expirationYear: 'outOfRange' });
    expect(validateExpiry(12, 2033, now)).toEqual({});
    expect(validateExpiry(1, 'abcd', now)).toEqual({ expirationYear: 'outOfRange' });
  });
});

describe('validateCvv', () => {
  it('needs 3 digits for visa and mc, 4 for amex', () => {
    expect(validateCvv('123', 'visa')).toBeNull();
    expect(validateCvv('123', 'mc')).toBeNull();
    expect(validateCvv('1234', 'visa')).toBe('invalidLength');
    expect(validateCvv('1234', 'amex')).toBeNull();
    expect(validateCvv('123', 'amex')).toBe('invalidLength');
  });

  it('accepts 3 or 4 digits when the brand is unknown', () => {
    expect(validateCvv('123', null)).toBeNull();
    expect(validateCvv('1234', null)).toBeNull();
  });

  it.each(['12', '12345', '12a', ' 1 2', 'abc'])('refuses %j', (cvv) => {
    expect(validateCvv(cvv, null)).toBe('invalidFormat');
  });

  it('is required', () => {
    expect(validateCvv('', 'visa')).toBe('required');
    expect(validateCvv(null, 'visa')).toBe('required');
  });
});

describe('validateCard', () => {
  const card = { cardHolder: 'Jean Tremblay', number: '4111111111111111', expirationMonth: 6, expirationYear: 2025, cvv: '123' };

  it('returns no errors for a valid card', () => {
    expect(validateCard(card, now)).toEqual({});
    expect(validateCard({ ...card, number: '378282246310005', cvv: '1234' }, now)).toEqual({});
  });

  it('returns field → code for every problem', () => {
    expect(validateCard({ cardHolder: '', number: '4111111111111112', expirationMonth: 5, expirationYear: 2025, cvv: '1234' }, now)).toEqual({
      cardHolder: 'required',
      number: 'failedChecksum',
      expirationMonth: 'expired',
      cvv: 'invalidLength',
    });
  });
});
