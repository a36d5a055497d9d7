import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../../../../../contracts/account-orders';
import { itemsPerPet } from './order-view';

const line = (id: number, petName: string, promoParentId: number | null = null): OrderLine => ({
  id, productId: id, name: `P${id}`, image: '', productFormat: '', mfgName: '', petId: null, petName, quantity: 1,
  unitPrice: 100, extPrice: 100, netPrice: 100, promoParentId, requiresApproval: false, reductions: [],
});

describe('items per pet', () => {
  it('groups by pet in order, each free item under the item it came with', () => {
    const groups = itemsPerPet({ items: [line(1, 'Biscuit'), line(2, 'Minou'), line(3, 'Biscuit'), line(4, 'Biscuit', 1)] });
    expect(groups.map((g) => [g.petName, g.items.map((i) => i.id)])).toEqual([['Biscuit', [1, 4, 3]], ['Minou', [2]]]);
  });
});
