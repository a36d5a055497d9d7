import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { StoreClinicInfo } from '../../../../../contracts/clinic-info';
import { ACCOUNT_ROUTES } from '../../../../../contracts/account-routes';
import { INFO_PAGE_PATHS, PAGE_ROUTES } from '../../../../../contracts/routes';
import type { Language } from '../../../../../domain/constants';
import { STORE_CONTACT } from '../../../../../domain/store-policy';
import { frenchClinicName } from '../../../../../domain/french-text';
import { formatMoney } from '../../../../i18n/format';

type Chunks = ReactNode[];
const to = (path: string) =>
  function InfoLink(chunks: Chunks) {
    return <Link to={path}>{chunks}</Link>;
  };

/**
 * Everything an information page's messages may name (issue 11 §8): the clinic, the policies' figures
 * from the answer (never retyped here), and links to the other pages in the shopper's language. Every
 * message gets every value, so a clinic's later text may use any of them.
 */
export function useInfoValues(info: StoreClinicInfo, language: Language) {
  const intl = useIntl();
  return useMemo(() => {
    const { policy, clinic } = info;
    const money = (cents: number) => formatMoney(cents, language);
    const province = policy.clinicProvince;
    const privacyEmail = clinic?.email || STORE_CONTACT.privacyEmail;
    // French names a clinic with its article: "l’Hôpital vétérinaire du Plateau" (issue 24 item 20).
    const clinicName = clinic ? (language === 'fr' ? frenchClinicName(clinic.practiceName) : clinic.practiceName) : intl.formatMessage({ id: 'info.yourClinic' });
    return {
      clinic: clinicName,
      /** The same at the start of a sentence ('Your clinic delivers…'). */
      clinicStart: clinicName.charAt(0).toLocaleUpperCase(language) + clinicName.slice(1),
      store: intl.formatMessage({ id: 'shell.siteName' }),
      inProvince: intl.formatMessage({ id: province ? `info.provinceIn.${province}` : 'info.inOwnProvince' }),
      returnDays: policy.returnWindowDays,
      returnMaxMonths: policy.returnMaxOrderAgeMonths,
      refundHours: policy.refundAfterBillingHours,
      refundDays: policy.refundVisibleWithinDays,
      stdMin: policy.standardDeliveryDays.min,
      stdMax: policy.standardDeliveryDays.max,
      expMin: policy.expressDeliveryDays.min,
      expMax: policy.expressDeliveryDays.max,
      pickMin: policy.pickupReadyDays.min,
      pickMax: policy.pickupReadyDays.max,
      stdPrice: money(policy.standardShippingCents),
      expPrice: money(policy.expressShippingCents),
      freeFrom: money(policy.freeStandardShippingFromCents),
      aoMin: money(policy.autoOrderFreeShippingMinCents),
      aoHasMin: policy.autoOrderFreeShippingMinCents > 0 ? 'yes' : 'no',
      upTo: policy.autoOrderSavingsPercent.upTo,
      promo: policy.autoOrderSavingsPercent.promo,
      freqMin: policy.autoOrderFrequencyWeeks.min,
      freqMax: policy.autoOrderFrequencyWeeks.max,
      emailMin: policy.emailResponseBusinessDays.min,
      emailMax: policy.emailResponseBusinessDays.max,
      privacyEmail,
      supportEmail: STORE_CONTACT.supportEmail,
      strong: (chunks: Chunks) => <strong>{chunks}</strong>,
      email: (chunks: Chunks) => <a href={`mailto:${chunks.join('')}`}>{chunks}</a>,
      contact: to(INFO_PAGE_PATHS.contactUs[language]),
      faq: to(INFO_PAGE_PATHS.faq[language]),
      shipping: to(INFO_PAGE_PATHS.shippingPolicy[language]),
      returns: to(INFO_PAGE_PATHS.returnPolicy[language]),
      privacy: to(INFO_PAGE_PATHS.privacy[language]),
      terms: to(INFO_PAGE_PATHS.terms[language]),
      autoOrder: to(INFO_PAGE_PATHS.autoOrder[language]),
      register: to(PAGE_ROUTES.register),
      myAutoOrders: to(ACCOUNT_ROUTES.autoOrders),
      // Back to this page once signed in.
      signIn: to(`${PAGE_ROUTES.logon}?returnUrl=${encodeURIComponent(INFO_PAGE_PATHS.contactUs[language])}`),
    };
  }, [info, language, intl]);
}

export type InfoValues = ReturnType<typeof useInfoValues>;
