import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CLINIC_ROUTES, clinicWellnessEnrolmentPath, clinicWellnessPlanPath } from '../../../../contracts/clinic';
import type { WellnessEnrolment, WellnessPlan } from '../../../../contracts/wellness-plans';
import { useFormatters } from '../../../i18n/format';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { ClinicLayout } from '../ClinicLayout';
import { EnrolmentStatus, useNameIn } from './parts';
import { useDeclined, useEnrolments, usePlans } from './wellness.api';
import './wellness-plans.css';

function Plans({ isAdmin }: { isAdmin: boolean }) {
  const intl = useIntl();
  const f = useFormatters();
  const nameIn = useNameIn();
  const plans = usePlans();
  const columns: DataColumn<WellnessPlan>[] = [
    {
      id: 'name', header: <FormattedMessage id="clinicWellnessPlans.name" />, rowHeader: true,
      cell: (p) => (isAdmin ? <Link to={clinicWellnessPlanPath(p.id)}>{nameIn(p)}</Link> : nameIn(p)),
    },
    { id: 'species', header: <FormattedMessage id="clinicWellnessPlans.species" />, cell: (p) => <FormattedMessage id={`clinicWellnessPlans.species.${p.species}`} /> },
    { id: 'monthly', header: <FormattedMessage id="clinicWellnessPlans.monthly" />, cell: (p) => f.money(p.monthlyPriceCents) },
    { id: 'term', header: <FormattedMessage id="clinicWellnessPlans.term" />, cell: (p) => <FormattedMessage id="clinicWellnessPlans.months" values={{ count: p.termMonths }} /> },
    { id: 'fee', header: <FormattedMessage id="clinicWellnessPlans.fee" />, cell: (p) => f.money(p.enrolmentFeeCents) },
    { id: 'enrolled', header: <FormattedMessage id="clinicWellnessPlans.activeEnrolments" />, cell: (p) => p.activeEnrolments },
    {
      id: 'status', header: <FormattedMessage id="clinicWellnessPlans.planStatus" />,
      cell: (p) => <span className={`portal-badge${p.status === 'active' ? ' portal-badge--success' : ''}`}><FormattedMessage id={`clinicWellnessPlans.planStatus.${p.status}`} /></span>,
    },
  ];
  return (
    <DataTable columns={columns} rows={plans.data?.plans} rowKey={(p) => p.id} loading={plans.isPending}
      caption={intl.formatMessage({ id: 'clinicWellnessPlans.plansHeading' })} empty={<FormattedMessage id="clinicWellnessPlans.noPlans" />}
      className="portal-table wellness-table" regionClassName="card" />
  );
}

function Enrolments() {
  const intl = useIntl();
  const f = useFormatters();
  const nameIn = useNameIn();
  const enrolments = useEnrolments();
  const columns: DataColumn<WellnessEnrolment>[] = [
    { id: 'pet', header: <FormattedMessage id="clinicWellnessPlans.pet" />, rowHeader: true, cell: (e) => <Link to={clinicWellnessEnrolmentPath(e.id)}>{e.pet.name}</Link> },
    { id: 'client', header: <FormattedMessage id="clinicWellnessPlans.client" />, cell: (e) => `${e.client.firstName} ${e.client.lastName}` },
    { id: 'plan', header: <FormattedMessage id="clinicWellnessPlans.plan" />, cell: (e) => nameIn(e.plan) },
    { id: 'start', header: <FormattedMessage id="clinicWellnessPlans.startDate" />, cell: (e) => f.date(e.startDate, 'numeric') },
    { id: 'paid', header: <FormattedMessage id="clinicWellnessPlans.paid" />, cell: (e) => f.money(e.paidCents) },
    { id: 'status', header: <FormattedMessage id="clinicWellnessPlans.status" />, cell: (e) => <EnrolmentStatus status={e.status} /> },
  ];
  return (
    <DataTable columns={columns} rows={enrolments.data?.enrolments} rowKey={(e) => e.id} loading={enrolments.isPending}
      caption={intl.formatMessage({ id: 'clinicWellnessPlans.enrolmentsHeading' })} empty={<FormattedMessage id="clinicWellnessPlans.noEnrolments" />}
      className="portal-table wellness-table" regionClassName="card" />
  );
}

function DeclinedLink() {
  const declined = useDeclined();
  const count = declined.data?.payments.length ?? 0;
  return (
    <Link className="btn btn--secondary" to={CLINIC_ROUTES.wellnessDeclined}>
      <FormattedMessage id="clinicWellnessPlans.declinedLink" values={{ count }} />
    </Link>
  );
}

/** /clinic/wellness-plans (issue 27): the clinic's plans, its enrolments, and the way to enrol a pet and to the declined payments. */
export function Component() {
  return (
    <ClinicLayout section="wellnessPlans" title={<FormattedMessage id="pages.clinicWellnessPlans.title" />}>
      {(staff) => (
        <>
          <p className="muted"><FormattedMessage id="clinicWellnessPlans.intro" /></p>
          <div className="wellness-actions">
            {staff.roles.includes('clinic_admin') && <Link className="btn btn--primary" to={clinicWellnessPlanPath('new')}><FormattedMessage id="clinicWellnessPlans.newPlan" /></Link>}
            <Link className="btn btn--secondary" to={CLINIC_ROUTES.wellnessEnrol}><FormattedMessage id="clinicWellnessPlans.enrolPet" /></Link>
            <DeclinedLink />
          </div>
          <section className="portal-section" aria-labelledby="wellness-plans-heading">
            <h2 id="wellness-plans-heading"><FormattedMessage id="clinicWellnessPlans.plansHeading" /></h2>
            <Plans isAdmin={staff.roles.includes('clinic_admin')} />
          </section>
          <section className="portal-section" aria-labelledby="wellness-enrolments-heading">
            <h2 id="wellness-enrolments-heading"><FormattedMessage id="clinicWellnessPlans.enrolmentsHeading" /></h2>
            <Enrolments />
          </section>
        </>
      )}
    </ClinicLayout>
  );
}
