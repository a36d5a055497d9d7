import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { clinicClientPath } from '../../../../contracts/clinic';
import type { RenewalReportRow, RenewalTask } from '../../../../contracts/clinic-renewals';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Spinner } from '../../../ui/Spinner';
import { ClinicLayout } from '../ClinicLayout';
import { statusBadgeClass } from '../labels';
import { PrescriptionDecision } from '../PrescriptionDecision';
import { approveRenewal, declineRenewal, downloadRenewalReportCsv, useRenewalReport, useRenewalTasks } from './renewals.api';
import './renewals.css';

const taskAnchor = (id: number) => `renewal-${id}`;
const TASK_TONE: Record<RenewalTask['status'], string> = { open: 'notValidated', requested: 'notValidated', approved: 'validated', declined: 'cancelled' };

function Task({ task, canDecide, defaultRefills }: { task: RenewalTask; canDecide: boolean; defaultRefills: number }) {
  const f = useFormatters();
  const [deciding, setDeciding] = useState(false);
  const undecided = task.status === 'open' || task.status === 'requested';
  return (
    <li id={taskAnchor(task.id)} className="card clinic-queue__item renewal-task">
      <div>
        <h3>{task.productName}</h3>
        <p>
          <FormattedMessage id="clinic.renewals.taskLine" values={{ pet: task.petName }} />{' '}
          <Link to={clinicClientPath(task.client.id)}>{task.client.firstName} {task.client.lastName}</Link>
        </p>
        <p className="muted">
          {task.reason === 'expiring' && task.expiresAt
            ? <FormattedMessage id="clinic.renewals.reason.expiring" values={{ date: f.date(task.expiresAt) }} />
            : <FormattedMessage id="clinic.renewals.reason.lastRefill" values={{ left: task.refillsRemaining }} />}
          {task.source === 'autoorder' && <> · <FormattedMessage id="clinic.renewals.fromAutoOrder" /></>}
        </p>
        {task.declineReason && <p className="muted"><FormattedMessage id="clinic.renewals.declinedBecause" values={{ reason: task.declineReason }} /></p>}
      </div>
      <div className="renewal-task__side">
        <span className={statusBadgeClass(TASK_TONE[task.status])}><FormattedMessage id={`clinic.renewals.status.${task.status}`} /></span>
        {task.requestedAt && <p className="muted"><FormattedMessage id="clinic.renewals.requestedOn" values={{ date: f.date(task.requestedAt) }} /></p>}
        {canDecide && undecided && !deciding && (
          <Button variant="secondary" size="sm" onClick={() => setDeciding(true)}>
            <FormattedMessage id="clinic.renewals.decide" />
          </Button>
        )}
      </div>
      {canDecide && deciding && (
        <div className="renewal-task__decision">
          <PrescriptionDecision
            open={undecided}
            requestedQuantity={task.quantity}
            defaultRefills={defaultRefills}
            approve={async (body, m) => { await approveRenewal(task.id, body); return m('clinic.renewals.approved'); }}
            deny={async (reason, m) => { await declineRenewal(task.id, reason); return m('clinic.renewals.declined'); }}
          />
        </div>
      )}
    </li>
  );
}

function Tasks({ canDecide }: { canDecide: boolean }) {
  const tasks = useRenewalTasks();
  if (tasks.isPending) return <Spinner />;
  if (!tasks.data) return null;
  if (tasks.data.tasks.length === 0) return <p role="status"><FormattedMessage id="clinic.renewals.empty" /></p>;
  return (
    <ul className="clinic-queue">
      {tasks.data.tasks.map((t) => <Task key={t.id} task={t} canDecide={canDecide} defaultRefills={tasks.data.defaultRefills} />)}
    </ul>
  );
}

function reportColumns(f: ReturnType<typeof useFormatters>): DataColumn<RenewalReportRow>[] {
  return [
    { id: 'client', header: <FormattedMessage id="clinic.rx.client" />, cell: (r) => <Link to={clinicClientPath(r.client.id)}>{r.client.firstName} {r.client.lastName}</Link> },
    { id: 'pet', header: <FormattedMessage id="clinic.renewals.pet" />, cell: (r) => r.petName },
    { id: 'product', header: <FormattedMessage id="clinic.rx.product" />, cell: (r) => r.productName, className: 'renewal-report__product' },
    { id: 'expires', header: <FormattedMessage id="clinic.rx.expires" />, cell: (r) => f.date(r.expiresAt, 'numeric') },
    { id: 'refills', header: <FormattedMessage id="clinic.renewals.refillsLeft" />, cell: (r) => r.refillsRemaining },
    {
      id: 'act', header: <FormattedMessage id="clinic.renewals.act" />,
      cell: (r) => (r.renewalId !== null
        ? <a href={`#${taskAnchor(r.renewalId)}`}><FormattedMessage id="clinic.renewals.openTask" /></a>
        : <Link to={clinicClientPath(r.client.id)}><FormattedMessage id="clinic.renewals.openClient" /></Link>),
    },
  ];
}

function Download() {
  const intl = useIntl();
  const [state, setState] = useState<{ busy: boolean; said: string | null }>({ busy: false, said: null });
  async function download() {
    setState({ busy: true, said: null });
    try {
      const name = await downloadRenewalReportCsv();
      setState({ busy: false, said: intl.formatMessage({ id: 'clinic.renewals.downloaded' }, { name }) });
    } catch {
      setState({ busy: false, said: intl.formatMessage({ id: 'clinic.renewals.downloadFailed' }) });
    }
  }
  return (
    <div className="button-row renewal-report-download">
      <Button variant="secondary" size="sm" onClick={() => void download()} busy={state.busy}>
        <FormattedMessage id="clinic.renewals.downloadCsv" />
      </Button>
      <span role="status" className="muted">{state.said}</span>
    </div>
  );
}

function Report() {
  const intl = useIntl();
  const f = useFormatters();
  const report = useRenewalReport();
  if (report.isPending) return <Spinner />;
  if (!report.data) return null;
  const table = (key: 'expired' | 'expiring') => (
    <section className="portal-section" aria-labelledby={`renewal-report-${key}`}>
      <h3 id={`renewal-report-${key}`}><FormattedMessage id={`clinic.renewals.report.${key}`} /></h3>
      <DataTable
        columns={reportColumns(f)}
        rows={report.data[key]}
        rowKey={(r) => r.prescriptionId}
        caption={intl.formatMessage({ id: `clinic.renewals.report.${key}` })}
        empty={<span className="muted"><FormattedMessage id="clinic.renewals.report.none" /></span>}
        className="portal-table renewal-report"
        regionClassName="card"
      />
    </section>
  );
  return <><Download />{table('expired')}{table('expiring')}</>;
}

/** /clinic/renewals (issue 28): the veterinarian's renewal tasks, and the prescriptions report (expired in the last 30 days, expiring in the next 30). */
export function Component() {
  return (
    <ClinicLayout section="renewals" title={<FormattedMessage id="clinic.renewals.heading" />}>
      {(staff) => (
        <>
          <section className="portal-section" aria-labelledby="renewal-tasks">
            <h2 id="renewal-tasks"><FormattedMessage id="clinic.renewals.tasksHeading" /></h2>
            {!staff.canDecidePrescriptions && <p className="muted"><FormattedMessage id="clinic.rx.onlyVetNote" /></p>}
            <Tasks canDecide={staff.canDecidePrescriptions} />
          </section>
          <section className="portal-section" aria-labelledby="renewal-report">
            <h2 id="renewal-report"><FormattedMessage id="clinic.renewals.reportHeading" /></h2>
            <Report />
          </section>
        </>
      )}
    </ClinicLayout>
  );
}
