import { FormattedMessage, type IntlShape } from 'react-intl';
import type { WellnessPaymentState } from '../../../../domain/wellness-plans';
import { ApiError } from '../../../api/errors';
import { useLanguage } from '../../../i18n/I18nProvider';

/** What the wellness pages share (issue 27): a payment's state pill, a name in the page's language, a refusal's words. */
const TONES: Record<WellnessPaymentState, string> = {
  pending: 'portal-badge', paid: 'portal-badge portal-badge--success', bill_declined: 'portal-badge portal-badge--danger',
  cancelled: 'portal-badge', refunded: 'portal-badge portal-badge--warning', void: 'portal-badge',
};

export function PaymentState({ state }: { state: WellnessPaymentState }) {
  return <span className={TONES[state]}><FormattedMessage id={`clinicWellnessPlans.paymentState.${state}`} /></span>;
}

export function EnrolmentStatus({ status }: { status: string }) {
  const tone = status === 'active' ? ' portal-badge--success' : status === 'on_hold' ? ' portal-badge--warning' : '';
  return <span className={`portal-badge${tone}`}><FormattedMessage id={`clinicWellnessPlans.status.${status}`} /></span>;
}

/** The plan's or the service's name in the page's language. */
export function useNameIn() {
  const { language } = useLanguage();
  return (item: { nameEn: string; nameFr: string }) => (language === 'fr' ? item.nameFr : item.nameEn);
}

export function failure(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiError) {
    const id = `clinicWellnessPlans.error.${error.code}`;
    if (intl.messages[id]) return intl.formatMessage({ id });
    if (error.status === 403) return intl.formatMessage({ id: 'clinicWellnessPlans.error.adminOnly' });
    return error.message;
  }
  return intl.formatMessage({ id: 'clinicWellnessPlans.error.network' });
}
