import type { FeedCells, FeedReference } from './feed-row';

/** A catalogue's references and a clean row, for the feed's tests. */
export const REFERENCE: FeedReference = {
  manufacturerIds: new Set([1, 235]),
  categoryPaths: new Set(['dogs', 'dogs/food', 'dogs/food/dry-food', 'cats']),
  propertyValues: new Set(['lifestage=adult', 'brand=acme']),
};

export const GOOD_ROW: FeedCells = {
  family_key: 'NEW-1', sku: 'ACME-1', manufacturer_id: '1', family_name_en: 'Acme Dog Food', family_name_fr: 'Nourriture Acme',
  family_description_en: 'Food.', family_description_fr: 'Nourriture.', name_en: 'Acme Dog Food 2 kg', name_fr: 'Nourriture Acme 2 kg',
  format_en: '2 kg', format_fr: '2 kg', categories: 'Dogs/Food/Dry-food', properties: 'lifestage=adult | brand=acme',
  unit_price: '12.5', regular_price: '14.99', auto_order_price: '11.88', rx_fee: '', stock: 'in', rx: 'no', approval_required: '',
  bulk: '0', clinic_pickup_only: 'false', made_in_canada: 'yes', terracycle: 'non', image: 'acme-2kg.webp',
};
