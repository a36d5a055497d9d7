import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { PayLinkView } from '../../../../contracts/pay-links';
import { useFormatters } from '../../../i18n/format';
import { Notice } from '../../../ui/Notice';
import { PageTitle } from '../../../ui/PageTitle';
import { Spinner } from '../../../ui/Spinner';
import '../../../ui/address-card/address-card.css';
import { PayCardForm } from './PayCardForm';
import { payLinkKey, usePayLink } from './pay-links.api';
import './pay-links.css';

const CLOSED: Partial<Record<PayLinkView['state'], string>> = {
  expired: 'payLinks.closed.expired', cancelled: 'payLinks.closed.cancelled', declined: 'payLinks.closed.cancelled',
  paid: 'payLinks.closed.paid', partly_refunded: 'payLinks.closed.paid', refunded: 'payLinks.closed.paid', processing: 'payLinks.closed.processing',
};

/**
 * /pay?token=…: the client's pay-by-link page (issue 27). No sign-in: the emailed token says which
 * payment. It shows the clinic, the amount, what it is for and the invoice number, and takes a card;
 * a used, expired or cancelled link says so.
 */
export function Component() {
  const f = useFormatters();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const link = usePayLink(token);
  const p = link.data;
  const closed = p ? CLOSED[p.state] : undefined;
  return (
    <section className="card narrow-page pay-link" aria-labelledby="pay-link-title">
      <PageTitle id="pay-link-title"><FormattedMessage id="payLinks.heading" /></PageTitle>
      {link.isPending && token !== '' && <Spinner />}
      {(token === '' || link.isError) && <Notice type="Error"><FormattedMessage id="payLinks.invalid" /></Notice>}
      {p && (
        <>
          <p className="pay-link__clinic"><FormattedMessage id="payLinks.from" values={{ clinic: f.clinic(p.clinic.name, true), name: p.clientFirstName }} /></p>
          <dl className="pay-link__facts">
            <dt><FormattedMessage id="payLinks.amount" /></dt>
            <dd className="pay-link__amount">{f.money(p.amountCents)}</dd>
            <dt><FormattedMessage id="payLinks.description" /></dt>
            <dd className="pay-link__description">{p.description}</dd>
            <dt><FormattedMessage id="payLinks.invoiceNumber" /></dt>
            <dd>{p.invoiceNumber}</dd>
          </dl>
          {closed && (
            <Notice type={p.state === 'paid' || p.state === 'processing' ? 'Success' : 'Warning'}>
              <FormattedMessage id={closed} values={{ date: p.paidAt ? f.date(p.paidAt) : '', card: p.card ? `${intl.messages[`checkout.card.brand.${p.card.brand}`] ? intl.formatMessage({ id: `checkout.card.brand.${p.card.brand}` }) : p.card.brand} •••• ${p.card.last4}` : '' }} />
            </Notice>
          )}
          {p.state === 'open' && (
            <>
              {p.expiresAt && <p className="muted"><FormattedMessage id="payLinks.expires" values={{ date: f.date(p.expiresAt) }} /></p>}
              <PayCardForm token={token} amount={f.money(p.amountCents)} onPaid={(paid) => queryClient.setQueryData(payLinkKey(token), paid)} />
            </>
          )}
          <p className="muted pay-link__contact">
            <FormattedMessage id="payLinks.questions" values={{ phone: p.clinic.phone, email: p.clinic.email }} />
          </p>
        </>
      )}
    </section>
  );
}
