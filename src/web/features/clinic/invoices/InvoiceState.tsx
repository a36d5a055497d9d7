import { FormattedMessage } from 'react-intl';
import type { InvoiceSummary } from '../../../../contracts/clinic-statements';

/** An invoice's state in words, as a pill (open, partly paid, paid, overdue). */
export function InvoiceState({ state }: { state: InvoiceSummary['state'] }) {
  return <span className={`invoice-state invoice-state--${state}`}><FormattedMessage id={`clinicInvoices.state.${state}`} /></span>;
}
