import { INFO_PAGE_PATHS, PAGE_ROUTES, type InfoPage } from '../../contracts/routes';

/**
 * The shop's information pages the footer lists (issue 11 §8), each at its path in the shopper's
 * language (INFO_PAGE_PATHS). Contact us is a page with the clinic's details, no longer a mailto.
 */
export const CONTACT_US_HREF = PAGE_ROUTES.contactUs;

export const FOOTER_LINKS: readonly InfoPage[] = ['contactUs', 'faq', 'autoOrder', 'shippingPolicy', 'returnPolicy', 'privacy', 'terms'];

export const footerHref = (page: InfoPage, language: keyof (typeof INFO_PAGE_PATHS)[InfoPage]): string => INFO_PAGE_PATHS[page][language];
