import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CLINIC_ROUTES, clinicWellnessEnrolmentPath } from '../../../../contracts/clinic';
import type { WellnessDeclinedPayment } from '../../../../contracts/wellness-plans';
import { useFormatters } from '../../../i18n/format';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { ClinicLayout } from '../ClinicLayout';
import { useNameIn } from './parts';
import { useDeclined } from './wellness.api';
import './wellness-plans.css';

type Declined = WellnessDeclinedPayment;

/** /clinic/wellness-declined (issue 27): the plan payments declined, each with its next retry (or waiting for a new card). */
export function Component() {
  const intl = useIntl();
  const f = useFormatters();
  const nameIn = useNameIn();
  const declined = useDeclined();
  const columns: DataColumn<Declined>[] = [
    { id: 'pet', header: <FormattedMessage id="clinicWellnessPlans.pet" />, rowHeader: true, cell: (d) => <Link to={clinicWellnessEnrolmentPath(d.enrolmentId)}>{d.petName}</Link> },
    { id: 'client', header: <FormattedMessage id="clinicWellnessPlans.client" />, cell: (d) => <>{d.clientName}<br /><span className="muted">{d.clientEmail}</span></> },
    { id: 'plan', header: <FormattedMessage id="clinicWellnessPlans.plan" />, cell: (d) => nameIn({ nameEn: d.planNameEn, nameFr: d.planNameFr }) },
    { id: 'month', header: <FormattedMessage id="clinicWellnessPlans.month" />, cell: (d) => d.month || <FormattedMessage id="clinicWellnessPlans.closingPayment" /> },
    { id: 'due', header: <FormattedMessage id="clinicWellnessPlans.dueDate" />, cell: (d) => f.date(d.dueDate, 'numeric') },
    { id: 'amount', header: <FormattedMessage id="clinicWellnessPlans.amount" />, cell: (d) => f.money(d.amountCents) },
    { id: 'tries', header: <FormattedMessage id="clinicWellnessPlans.declines" />, cell: (d) => d.declineCount },
    { id: 'retry', header: <FormattedMessage id="clinicWellnessPlans.nextRetry" />,
      cell: (d) => (d.retryAt ? f.dateTime(d.retryAt, 'numeric') : <FormattedMessage id="clinicWellnessPlans.waitingForCard" />) },
  ];
  return (
    <ClinicLayout section="wellnessPlans" title={<FormattedMessage id="pages.clinicWellnessDeclined.title" />}>
      {() => (
        <>
          <p><Link to={CLINIC_ROUTES.wellnessPlans}><FormattedMessage id="clinicWellnessPlans.backToPlans" /></Link></p>
          <p className="muted"><FormattedMessage id="clinicWellnessPlans.declinedIntro" /></p>
          <DataTable columns={columns} rows={declined.data?.payments} rowKey={(d) => d.paymentId} loading={declined.isPending}
            caption={intl.formatMessage({ id: 'pages.clinicWellnessDeclined.title' })} empty={<FormattedMessage id="clinicWellnessPlans.noDeclined" />}
            className="portal-table wellness-table" regionClassName="card" />
        </>
      )}
    </ClinicLayout>
  );
}
