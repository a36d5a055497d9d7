/**
 * Addresses of pages the spec names but this build does not have yet (contact us, FAQ, policies):
 * one place to point them at their real pages later.
 */
/** Until a contact page exists, contact us opens an email to the store's support mailbox. */
export const CONTACT_US_HREF = 'mailto:support@vetstore.example';

export const FOOTER_LINKS = [
  { id: 'contactUs', href: CONTACT_US_HREF },
  { id: 'faq', href: '#faq' },
  { id: 'shippingPolicy', href: '#shipping-policy' },
  { id: 'returnPolicy', href: '#return-policy' },
  { id: 'privacy', href: '#privacy' },
  { id: 'terms', href: '#terms' },
] as const;
