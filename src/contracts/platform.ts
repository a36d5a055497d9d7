import { z } from 'zod';
import { PAGE_ROUTES } from './routes';

/**
 * The platform that runs the clinics (`/platform`, `/api/platform/...`): its site administrators
 * act on every clinic. Issue 23 wires the audience (its route prefix, layout and role); the clinics'
 * enrolment and the catalogue's management (issues 25, 26) add their pages to PLATFORM_NAV_PATHS.
 */
export const PLATFORM_ROUTES = {
  home: PAGE_ROUTES.platformHome,
  clinics: PAGE_ROUTES.platformClinics,
  enrolment: PAGE_ROUTES.platformEnrolment,
  catalogueImports: PAGE_ROUTES.platformCatalogueImports,
  products: PAGE_ROUTES.platformProducts,
  promotions: PAGE_ROUTES.platformPromotions,
  banners: PAGE_ROUTES.platformBanners,
  invoices: PAGE_ROUTES.platformInvoices,
} as const;

export type PlatformSection = keyof typeof PLATFORM_NAV_PATHS;
/** The platform portal's navigation, in this order; labels are the platform messages `platform.nav.<section>`. */
export const PLATFORM_NAV_PATHS = {
  home: PLATFORM_ROUTES.home,
  clinics: PLATFORM_ROUTES.clinics,
  enrolment: PLATFORM_ROUTES.enrolment,
  catalogueImports: PLATFORM_ROUTES.catalogueImports,
  products: PLATFORM_ROUTES.products,
  promotions: PLATFORM_ROUTES.promotions,
  banners: PLATFORM_ROUTES.banners,
  invoices: PLATFORM_ROUTES.invoices,
  preview: PAGE_ROUTES.platformPreview,
} as const;

/**
 * The roles of the platform's people (rr §6): the site administrator; issue 26's manufacturer
 * representative, who belongs to one manufacturer (brand) and sees the promotions area only, for
 * its own brand's products (docs/decisions/111-clinic-promotion-switch.md).
 */
export const PLATFORM_ROLES = ['site_admin', 'manufacturer_rep'] as const;

/** The sections a manufacturer representative sees; everything else is the site administrator's. */
export const MANUFACTURER_REP_SECTIONS: readonly PlatformSection[] = ['promotions'];

export const platformMeSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(z.enum(PLATFORM_ROLES)),
  /** A manufacturer representative's manufacturer (brand); null for a site administrator. */
  manufacturer: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type PlatformMe = z.infer<typeof platformMeSchema>;

export const platformErrorCodes = [
  'not_platform_admin', 'clinic_not_found',
  /** Issue 25: a restricted area that is not a postal code, its start or a province; and one the clinic does not have. */
  'invalid_restricted_area', 'restricted_area_not_found',
] as const;
