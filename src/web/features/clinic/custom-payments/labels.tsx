import { FormattedMessage } from 'react-intl';
import type { CustomPaymentState } from '../../../../domain/custom-payments';

const TONE: Partial<Record<CustomPaymentState, 'success' | 'warning' | 'danger'>> = {
  open: 'warning', processing: 'warning', paid: 'success', partly_refunded: 'success', declined: 'danger', cancelled: 'danger', expired: 'danger',
};

/** A payment's state in the portal's badge, in its tone (waiting, fine, ended). */
export function StatePill({ state }: { state: CustomPaymentState }) {
  const tone = TONE[state];
  return <span className={tone ? `portal-badge portal-badge--${tone}` : 'portal-badge'}><FormattedMessage id={`customPayments.state.${state}`} /></span>;
}
