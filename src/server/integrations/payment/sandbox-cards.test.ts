import { describe, expect, it } from 'vitest';
import { checkCard, SANDBOX_TEST_CARDS } from './sandbox-cards';

const now = new Date(2026, 10, 21);
const card = (number: string, extra: Partial<{ expiryMonth: number | string; expiryYear: number | string; cvd: string }> = {}) =>
  checkCard({ number, expiryMonth: 12, expiryYear: 2028, cvd: number.startsWith('3') ? '1234' : '123', ...extra }, now);

describe('sandbox tokenization checks', () => {
  it.each([
    [SANDBOX_TEST_CARDS.visa, 'visa', '4242', 'approve'],
    [SANDBOX_TEST_CARDS.mastercard, 'mc', '4444', 'approve'],
    [SANDBOX_TEST_CARDS.amex, 'amex', '0005', 'approve'],
    [SANDBOX_TEST_CARDS.declined, 'visa', '0002', 'decline'],
  ])('accepts %s as %s ending %s (%s at authorisation)', (number, brand, last4, outcome) => {
    expect(card(number)).toEqual({ ok: true, brand, last4, expMonth: 12, expYear: 2028, outcome });
  });

  it('refuses the documented expired and incorrect-CVC numbers with 402', () => {
    expect(card(SANDBOX_TEST_CARDS.expired)).toMatchObject({ ok: false, status: 402, code: 'expired_card' });
    expect(card(SANDBOX_TEST_CARDS.incorrectCvc)).toMatchObject({ ok: false, status: 402, code: 'incorrect_cvc' });
  });

  it('checks Luhn, brand and length', () => {
    expect(card('4242424242424241')).toMatchObject({ ok: false, status: 400, code: 'invalid_number' });
    expect(card('6011111111111117')).toMatchObject({ code: 'invalid_number' });
    expect(card('4242 4242 4242 4242')).toMatchObject({ ok: true, last4: '4242' });
    expect(card('42424242424242x2')).toMatchObject({ code: 'invalid_number' });
  });

  it('checks the expiry: month 1-12, a past month is expired, the current month is not', () => {
    expect(card(SANDBOX_TEST_CARDS.visa, { expiryMonth: 13 })).toMatchObject({ status: 400, code: 'invalid_expiry' });
    expect(card(SANDBOX_TEST_CARDS.visa, { expiryMonth: 10, expiryYear: 2026 })).toMatchObject({ status: 402, code: 'expired_card' });
    expect(card(SANDBOX_TEST_CARDS.visa, { expiryMonth: 11, expiryYear: 26 })).toMatchObject({ ok: true, expYear: 2026 });
  });

  it('checks the CVD: 3 digits, 4 for amex', () => {
    expect(card(SANDBOX_TEST_CARDS.visa, { cvd: '1234' })).toMatchObject({ status: 400, code: 'invalid_cvd' });
    expect(card(SANDBOX_TEST_CARDS.amex, { cvd: '123' })).toMatchObject({ code: 'invalid_cvd' });
    expect(card(SANDBOX_TEST_CARDS.visa, { cvd: '' })).toMatchObject({ code: 'invalid_cvd' });
  });

  it('never puts the number in a refusal', () => {
    const refused = card('4242424242424241');
    expect(JSON.stringify(refused)).not.toContain('4242424242424241');
  });
});
