import { describe, expect, it } from 'vitest';
import type { ProductListItem } from '../../../../contracts/catalogue';
import { analyticsItem, httpsUrl, imageUrl, keepUnitsTogether, manufacturerLabel, placeholderUrl, splitOnBullet } from './product-view';

describe('product view helpers', () => {
  it('puts image paths below the image host (cat §9: the base ends with a slash)', () => {
    expect(imageUrl('products/bag/a-1.svg')).toBe('/images/products/bag/a-1.svg');
    expect(imageUrl('https://cdn.example.ca/a.svg')).toBe('https://cdn.example.ca/a.svg');
  });

  it('picks the placeholder by kind: prescription pad, approval pad, else the bag (cat §2)', () => {
    expect(placeholderUrl({ isPrescriptionProduct: true, isApprovalRequired: true })).toBe('/images/placeholders/rx.svg');
    expect(placeholderUrl({ isPrescriptionProduct: false, isApprovalRequired: true })).toBe('/images/placeholders/approval.svg');
    expect(placeholderUrl({ isPrescriptionProduct: false, isApprovalRequired: false })).toBe('/images/placeholders/bag.svg');
  });

  it('adds the trademark sign to manufacturer 235 only, once (cat §9)', () => {
    expect(manufacturerLabel('Heritage Life Sciences', 235)).toBe('Heritage Life Sciences™');
    expect(manufacturerLabel('Heritage Life Sciences™', 235)).toBe('Heritage Life Sciences™');
    expect(manufacturerLabel('Aurora Pet Supply', 240)).toBe('Aurora Pet Supply');
  });

  it('loads category icons over https (cat §2)', () => {
    expect(httpsUrl('http://cdn.example.ca/icons/dog.svg')).toBe('https://cdn.example.ca/icons/dog.svg');
    expect(httpsUrl('https://cdn.example.ca/icons/dog.svg')).toBe('https://cdn.example.ca/icons/dog.svg');
  });

  it('splits ingredient and analysis lists on the bullet character (cc §2)', () => {
    expect(splitOnBullet('Venison • Oat flour •  • Rosemary extract ')).toEqual(['Venison', 'Oat flour', 'Rosemary extract']);
    expect(splitOnBullet('')).toEqual([]);
  });

  it('keeps French amounts on one line', () => {
    expect(keepUnitsTogether('Remise de 10 $ et 15 % de rabais')).toBe('Remise de 10\u00a0$ et 15\u00a0% de rabais');
  });

  it('maps a list item to a GA4 item with its categories, price and discount in cents', () => {
    const item = {
      productId: 7,
      name: 'Kibble',
      mfgName: 'Aurora',
      productFormat: '2 kg',
      isBulkItem: false,
      productPrice: { unitPrice: 1800, regularUnitPrice: 2000, autoOrderUnitPrice: 1800, rxFee: 0 },
      categoriesCombinedDto: { l1Id: 10, l1Name: 'Dogs', l2Id: 1100, l2Name: 'Food', l3Id: null, l3Name: null },
    } as unknown as ProductListItem;
    expect(analyticsItem(item, 3, { id: 'search_results', name: 'Results' })).toEqual({
      id: 7,
      name: 'Kibble',
      brand: 'Aurora',
      categories: ['Dogs', 'Food'],
      variant: '2 kg',
      priceCents: 1800,
      discountCents: 200,
      index: 3,
      listId: 'search_results',
      listName: 'Results',
    });
  });
});
