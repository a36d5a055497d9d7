import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WellnessEnrolment, WellnessPayment } from '../../../../contracts/wellness-plans';
import { useLanguage } from '../../../i18n/I18nProvider';
import { useFormatters } from '../../../i18n/format';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Spinner } from '../../../ui/Spinner';
import { AccountLayout } from '../AccountLayout';
import { myPlansQuery } from './wellness.api';
import './wellness-plans.css';

const TONE: Record<WellnessPayment['state'], string> = {
  pending: '', paid: ' wellness-state--paid', bill_declined: ' wellness-state--declined', cancelled: '', refunded: ' wellness-state--refunded', void: '',
};

function Plan({ e }: { e: WellnessEnrolment }) {
  const intl = useIntl();
  const f = useFormatters();
  const { language } = useLanguage();
  const name = (x: { nameEn: string; nameFr: string }) => (language === 'fr' ? x.nameFr : x.nameEn);
  const description = language === 'fr' ? e.plan.descriptionFr : e.plan.descriptionEn;
  const headingId = `wellness-plan-${e.id}`;
  const columns: DataColumn<WellnessPayment>[] = [
    { id: 'month', header: <FormattedMessage id="accountWellnessPlans.month" />, rowHeader: true,
      cell: (p) => (p.month === 0 ? <FormattedMessage id="accountWellnessPlans.closingPayment" /> : p.month) },
    { id: 'due', header: <FormattedMessage id="accountWellnessPlans.dueDate" />, cell: (p) => f.date(p.dueDate, 'numeric') },
    { id: 'amount', header: <FormattedMessage id="accountWellnessPlans.amount" />, cell: (p) => f.money(p.amountCents) },
    { id: 'state', header: <FormattedMessage id="accountWellnessPlans.state" />,
      cell: (p) => <span className={`wellness-state${TONE[p.state]}`}><FormattedMessage id={`accountWellnessPlans.paymentState.${p.state}`} /></span> },
  ];
  return (
    <section className="wellness-plan card" aria-labelledby={headingId} data-testid="wellness-plan">
      <h2 id={headingId}><FormattedMessage id="accountWellnessPlans.planFor" values={{ plan: name(e.plan), pet: e.pet.name }} /></h2>
      <p className="wellness-plan__status">
        <FormattedMessage id={`accountWellnessPlans.status.${e.status}`} />
        {e.status === 'on_hold' && e.holdReason && <> — {e.holdReason}</>}
      </p>
      {description && <p className="muted wellness-plan__description">{description}</p>}
      <dl className="wellness-plan__facts">
        <dt><FormattedMessage id="accountWellnessPlans.monthly" /></dt><dd>{f.money(e.plan.monthlyPriceCents)}</dd>
        <dt><FormattedMessage id="accountWellnessPlans.term" /></dt><dd><FormattedMessage id="accountWellnessPlans.months" values={{ count: e.plan.termMonths }} /></dd>
        <dt><FormattedMessage id="accountWellnessPlans.started" /></dt><dd>{f.date(e.startDate)}</dd>
        <dt><FormattedMessage id="accountWellnessPlans.card" /></dt><dd>{e.card.brand.toUpperCase()} •••• {e.card.last4}</dd>
        {e.plan.storeDiscountPercent > 0 && <><dt><FormattedMessage id="accountWellnessPlans.discount" /></dt><dd>{f.percent(e.plan.storeDiscountPercent)}</dd></>}
        <dt><FormattedMessage id="accountWellnessPlans.paid" /></dt><dd>{f.money(e.paidCents)}</dd>
      </dl>
      <h3><FormattedMessage id="accountWellnessPlans.services" /></h3>
      <ul className="wellness-plan__services">
        {e.services.map((s) => (
          <li key={s.planServiceId}>
            <span>{name(s)}</span>
            <span className="muted"><FormattedMessage id="accountWellnessPlans.usedLeft" values={{ used: s.used, left: s.left }} /></span>
          </li>
        ))}
      </ul>
      <h3><FormattedMessage id="accountWellnessPlans.schedule" /></h3>
      <DataTable columns={columns} rows={e.payments} rowKey={(p) => p.id} caption={intl.formatMessage({ id: 'accountWellnessPlans.scheduleOf' }, { pet: e.pet.name })}
        className="wellness-plan__schedule" empty={null} />
    </section>
  );
}

/** /account/wellness-plans (issue 27): the client's pets' plans, what is used and left, and each payment's state. */
export function Component() {
  const intl = useIntl();
  const { data } = useQuery(myPlansQuery);
  return (
    <AccountLayout section="wellnessPlans" title={<FormattedMessage id="pages.accountWellnessPlans.title" />}>
      {!data ? <Spinner label={intl.formatMessage({ id: 'pages.accountWellnessPlans.title' })} />
        : data.enrolments.length === 0 ? <p className="muted"><FormattedMessage id="accountWellnessPlans.none" /></p>
        : <div className="wellness-plans">{data.enrolments.map((e) => <Plan key={e.id} e={e} />)}</div>}
    </AccountLayout>
  );
}
