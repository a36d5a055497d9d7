import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useFormatters } from '../../../i18n/format';
import { DataTable } from '../../../ui/data-table/DataTable';
import { Notice } from '../../../ui/Notice';
import { ClinicLayout } from '../ClinicLayout';
import { PasscodeGate } from '../PasscodeGate';
import { useInvoices } from './invoices.api';
import { invoicePath, monthWords } from './invoice-words';
import { InvoiceState } from './InvoiceState';
import './invoices.css';

function Invoices() {
  const intl = useIntl();
  const f = useFormatters();
  const list = useInvoices();
  const m = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <p className="muted"><FormattedMessage id="clinicInvoices.intro" /></p>
      <DataTable
        columns={[
          { id: 'number', header: m('clinicInvoices.number'), cell: (i) => <Link to={invoicePath(i.id)}>{i.invoiceNumber}</Link> },
          { id: 'month', header: m('clinicInvoices.month'), cell: (i) => monthWords(i.month, intl.locale) },
          { id: 'due', header: m('clinicInvoices.dueOn'), cell: (i) => f.date(i.dueOn, 'numeric') },
          { id: 'total', header: m('clinicInvoices.total'), cell: (i) => f.money(i.totalCents) },
          { id: 'balance', header: m('clinicInvoices.balance'), cell: (i) => f.money(i.balanceCents) },
          { id: 'state', header: m('clinicInvoices.state'), cell: (i) => <InvoiceState state={i.state} /> },
        ]}
        rows={list.data?.invoices}
        loading={list.isPending}
        rowKey={(i) => i.id}
        caption={m('clinicInvoices.caption')}
        empty={m('clinicInvoices.none')}
        className="portal-table invoice-table"
        regionClassName="card"
      />
    </>
  );
}

/** /clinic/invoices: the platform's invoices to the clinic (issue 27), clinic admin only. */
export function Component() {
  return (
    <ClinicLayout section="invoices" title={<FormattedMessage id="clinicInvoices.heading" />}>
      {(staff) => (staff.roles.includes('clinic_admin') ? <PasscodeGate><Invoices /></PasscodeGate> : <Notice type="Error"><FormattedMessage id="clinicInvoices.error.adminOnly" /></Notice>)}
    </ClinicLayout>
  );
}
