import type { Language } from '../../../domain/constants';

/** The CSV exports' column headers and file names, in the language asked (issue 17). */
export const REPORT_WORDS = {
  en: {
    period: 'Period', from: 'From', to: 'To', orders: 'Orders', items: 'Items', subtotal: 'Subtotal', discounts: 'Discounts',
    shipping: 'Shipping', sales: 'Sales', refunds: 'Refunds', net: 'Net', total: 'Total', tax: (label: string) => `Tax ${label}`,
    approved: 'Approved', denied: 'Denied', expiring: 'Expiring in 30 days', client: 'Client', pet: 'Pet', product: 'Product',
    expiresOn: 'Expires on', placed: 'Placed', declined: 'Declined', active: 'Active AutoOrders',
    expectedOrders: 'Orders expected in the next 30 days', expectedRevenue: 'Revenue expected in the next 30 days',
    file: { sales: 'sales', prescriptions: 'prescriptions', autoorders: 'autoorders' },
  },
  fr: {
    period: 'Période', from: 'Du', to: 'Au', orders: 'Commandes', items: 'Articles', subtotal: 'Sous-total', discounts: 'Rabais',
    shipping: 'Livraison', sales: 'Ventes', refunds: 'Remboursements', net: 'Net', total: 'Total', tax: (name: string) => name,
    approved: 'Approuvées', denied: 'Refusées', expiring: 'Expirent dans 30 jours', client: 'Client', pet: 'Animal', product: 'Produit',
    expiresOn: 'Expire le', placed: 'Passées', declined: 'Refusées (paiement)', active: 'Commandes automatiques actives',
    expectedOrders: 'Commandes prévues dans les 30 prochains jours', expectedRevenue: 'Revenus prévus dans les 30 prochains jours',
    file: { sales: 'ventes', prescriptions: 'ordonnances', autoorders: 'commandes-automatiques' },
  },
} as const satisfies Record<Language, unknown>;
