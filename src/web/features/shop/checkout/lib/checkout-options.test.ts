import { describe, expect, it } from 'vitest';
import { autoOrderChoiceOf, fitDeliveryOptions, startCheckout, withAutoOrderChoice, withDeliveryOption, withFrequency, type StoredCheckout } from './checkout-options';

const key = () => 'key-0123456789';
const base: StoredCheckout = { idempotencyKey: 'stored-key-123', orderShippingOptions: {} };

describe('stored checkout options (cc §3 checkoutDto kept in the user options)', () => {
  it('a first checkout gets a fresh idempotency key; a stored one keeps its key and choices', () => {
    expect(startCheckout(undefined, key)).toEqual({ idempotencyKey: 'key-0123456789', orderShippingOptions: {} });
    const stored: StoredCheckout = { ...base, createNewAutoOrderSubscription: false, orderShippingOptions: { '1': 'pickup' } };
    expect(startCheckout(stored, key)).toEqual(stored);
  });

  it('a stored value without a key (older or broken) starts over', () => {
    expect(startCheckout({ orderShippingOptions: { '1': 'standard' } } as unknown as StoredCheckout, key).idempotencyKey).toBe('key-0123456789');
  });

  it('the default key generator gives distinct keys the place-order contract accepts', () => {
    const a = startCheckout(undefined).idempotencyKey;
    const b = startCheckout(undefined).idempotencyKey;
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('AutoOrder: unset, yes or no; no forgets the frequency; yes keeps it', () => {
    expect(autoOrderChoiceOf(base)).toBeNull();
    const yes = withFrequency(withAutoOrderChoice(base, 'yes'), 8);
    expect(autoOrderChoiceOf(yes)).toBe('yes');
    expect(yes.newAutoOrderSubscriptionFrequency).toBe(8);
    const no = withAutoOrderChoice(yes, 'no');
    expect(autoOrderChoiceOf(no)).toBe('no');
    expect(no).not.toHaveProperty('newAutoOrderSubscriptionFrequency');
    expect(withAutoOrderChoice(withAutoOrderChoice(yes, 'yes'), 'yes').newAutoOrderSubscriptionFrequency).toBe(8);
    expect(withFrequency(yes, null)).not.toHaveProperty('newAutoOrderSubscriptionFrequency');
  });

  it('delivery options are kept per group', () => {
    const one = withDeliveryOption(base, 1, 'standard');
    const two = withDeliveryOption(one, 2, 'pickup');
    expect(two.orderShippingOptions).toEqual({ '1': 'standard', '2': 'pickup' });
    expect(withDeliveryOption(two, 1, 'express').orderShippingOptions).toEqual({ '1': 'express', '2': 'pickup' });
    expect(base.orderShippingOptions).toEqual({});
  });

  it('fits the choices to the review: drops gone groups and options, picks a lone option', () => {
    const stored = { ...base, orderShippingOptions: { '1': 'express', '2': 'standard', '3': 'pickup' } } as StoredCheckout;
    const groups = [
      { groupNumber: 1, shippingOptions: [{ id: 'standard' as const }, { id: 'express' as const }] },
      { groupNumber: 2, shippingOptions: [{ id: 'pickup' as const }] },
    ];
    expect(fitDeliveryOptions(stored, groups).orderShippingOptions).toEqual({ '1': 'express', '2': 'pickup' });
  });

  it('returns the same object when nothing changes (nothing to store)', () => {
    const stored = { ...base, orderShippingOptions: { '1': 'standard' } } as StoredCheckout;
    const groups = [{ groupNumber: 1, shippingOptions: [{ id: 'standard' as const }, { id: 'pickup' as const }] }];
    expect(fitDeliveryOptions(stored, groups)).toBe(stored);
    expect(fitDeliveryOptions(base, [{ groupNumber: 1, shippingOptions: [{ id: 'standard' }, { id: 'pickup' }] }])).toBe(base);
  });

  it("an option chosen because it was the only one is forgotten when the group offers more (issue 24: Quebec, then Ontario)", () => {
    const quebec = [{ groupNumber: 1, shippingOptions: [{ id: 'pickup' as const }] }];
    const ontario = [{ groupNumber: 1, shippingOptions: [{ id: 'standard' as const }, { id: 'express' as const }, { id: 'pickup' as const }] }];
    const inQuebec = fitDeliveryOptions(base, quebec);
    expect(inQuebec.orderShippingOptions).toEqual({ '1': 'pickup' });
    expect(fitDeliveryOptions(inQuebec, quebec)).toBe(inQuebec);
    const inOntario = fitDeliveryOptions(inQuebec, ontario);
    expect(inOntario.orderShippingOptions).toEqual({});
    expect(inOntario).not.toHaveProperty('autoChosenGroups');
  });

  it("the shopper's own choice stays when the group offers more, even the option that was the only one", () => {
    const quebec = [{ groupNumber: 1, shippingOptions: [{ id: 'pickup' as const }] }];
    const ontario = [{ groupNumber: 1, shippingOptions: [{ id: 'standard' as const }, { id: 'pickup' as const }] }];
    const chosen = withDeliveryOption(fitDeliveryOptions(base, quebec), 1, 'pickup');
    expect(chosen).not.toHaveProperty('autoChosenGroups');
    expect(fitDeliveryOptions(chosen, ontario).orderShippingOptions).toEqual({ '1': 'pickup' });
    const standard = withDeliveryOption(base, 1, 'standard');
    expect(fitDeliveryOptions(fitDeliveryOptions(standard, quebec), ontario).orderShippingOptions).toEqual({});
  });
});
