import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { InvoiceDetail } from '../../../../contracts/clinic-statements';
import { CLINIC_ROUTES } from '../../../../contracts/clinic';
import { useFormatters } from '../../../i18n/format';
import { DataTable } from '../../../ui/data-table/DataTable';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { ClinicLayout } from '../ClinicLayout';
import { PasscodeGate } from '../PasscodeGate';
import { monthWords } from './invoice-words';
import { useInvoice } from './invoices.api';
import { InvoiceState } from './InvoiceState';
import { PayInvoice, type PayOutcome } from './PayInvoice';
import './invoices.css';

function Detail({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const f = useFormatters();
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const month = monthWords(invoice.month, intl.locale);
  const [outcome, setOutcome] = useState<PayOutcome>(null);
  return (
    <>
      {outcome?.type === 'Success' && <Notice type="Success">{outcome.text}</Notice>}
      <p><Link to={CLINIC_ROUTES.invoices}><FormattedMessage id="clinicInvoices.back" /></Link></p>
      <h2 className="invoice-title">{m('clinicInvoices.detailHeading', { number: invoice.invoiceNumber, month })} <InvoiceState state={invoice.state} /></h2>
      <dl className="invoice-facts card">
        <div><dt>{m('clinicInvoices.issuedOn')}</dt><dd>{f.date(invoice.issuedOn)}</dd></div>
        <div><dt>{m('clinicInvoices.dueOn')}</dt><dd>{f.date(invoice.dueOn)}</dd></div>
        <div><dt>{m('clinicInvoices.total')}</dt><dd>{f.money(invoice.totalCents)}</dd></div>
        <div><dt>{m('clinicInvoices.paid')}</dt><dd>{f.money(invoice.paidCents)}</dd></div>
        <div><dt>{m('clinicInvoices.balance')}</dt><dd>{f.money(invoice.balanceCents)}</dd></div>
      </dl>
      <section className="portal-section" aria-labelledby="invoice-lines">
        <h2 id="invoice-lines">{m('clinicInvoices.lines')}</h2>
        <DataTable
          columns={[
            { id: 'what', header: m('clinicInvoices.line'), cell: (l) => (l.kind === 'platform_fees' ? m('clinicInvoices.line.fees', { month }) : l.description) },
            { id: 'amount', header: m('clinicInvoices.amount'), cell: (l) => f.money(l.amountCents) },
          ]}
          rows={invoice.lines}
          rowKey={(l) => l.id}
          caption={m('clinicInvoices.lines')}
          empty={m('clinicInvoices.noLines')}
          className="portal-table invoice-table"
          regionClassName="card"
          foot={<tr><th scope="row">{m('clinicInvoices.total')}</th><td>{f.money(invoice.totalCents)}</td></tr>}
        />
      </section>
      <section className="portal-section" aria-labelledby="invoice-payments">
        <h2 id="invoice-payments">{m('clinicInvoices.payments')}</h2>
        <DataTable
          columns={[
            { id: 'when', header: m('clinicInvoices.paymentDate'), cell: (p) => f.date(p.createdAt, 'numeric') },
            { id: 'how', header: m('clinicInvoices.paymentMethod'), cell: (p) => (p.method === 'card'
              ? m('clinicInvoices.paidByCard', { last4: p.cardLast4 ?? '' })
              : p.chequeNumber ? m('clinicInvoices.paidByChequeNumber', { number: p.chequeNumber }) : m('clinicInvoices.pay.method.cheque')) },
            { id: 'status', header: m('clinicInvoices.paymentStatus'), cell: (p) => m(`clinicInvoices.paymentStatus.${p.status}`) },
            { id: 'amount', header: m('clinicInvoices.amount'), cell: (p) => f.money(p.amountCents) },
            { id: 'charge', header: m('clinicInvoices.pay.serviceCharge'), cell: (p) => f.money(p.serviceChargeCents) },
          ]}
          rows={invoice.payments}
          rowKey={(p) => p.id}
          caption={m('clinicInvoices.payments')}
          empty={m('clinicInvoices.noPayments')}
          className="portal-table invoice-table"
          regionClassName="card"
        />
      </section>
      {invoice.balanceCents > 0 && <PayInvoice invoice={invoice} outcome={outcome} setOutcome={setOutcome} />}
    </>
  );
}

function InvoiceBody() {
  const { invoiceId } = useParams();
  const id = Number(invoiceId);
  const invoice = useInvoice(Number.isInteger(id) && id > 0 ? id : 0);
  if (invoice.isPending) return <Spinner />;
  if (!invoice.data) return null;
  return <Detail invoice={invoice.data} />;
}

/** /clinic/invoices/:invoiceId: one invoice of the platform, its payments and "make a payment" (issue 27), clinic admin only. */
export function Component() {
  return (
    <ClinicLayout section="invoices" title={<FormattedMessage id="clinicInvoices.heading" />}>
      {(staff) => (staff.roles.includes('clinic_admin') ? <PasscodeGate><InvoiceBody /></PasscodeGate> : <Notice type="Error"><FormattedMessage id="clinicInvoices.error.adminOnly" /></Notice>)}
    </ClinicLayout>
  );
}
