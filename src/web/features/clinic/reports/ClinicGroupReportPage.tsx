import { FormattedMessage, useIntl } from 'react-intl';
import type { GroupReport } from '../../../../contracts/clinic-reports';
import { useFormatters } from '../../../i18n/format';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { ClinicLayout } from '../ClinicLayout';
import { useGroupReport } from './reports.api';
import '../../../ui/data-table/data-table.css';
import './reports.css';

type Figures = GroupReport['totals'];

function Group() {
  const intl = useIntl();
  const f = useFormatters();
  const report = useGroupReport(true);
  if (report.isPending) return <Spinner />;
  if (!report.data) return <Notice type="Error"><FormattedMessage id="clinic.loadFailed" /></Notice>;
  const data = report.data;
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `clinicReports.group.${id}` }, values);
  const cells = (x: Figures) => [
    String(x.sales.orders), f.money(x.sales.sales), f.money(x.sales.net), String(x.prescriptions.approved), String(x.prescriptions.denied),
    String(x.autoOrders.active), String(x.autoOrders.placed),
  ];
  const heads = ['orders', 'sales', 'net', 'approved', 'denied', 'active', 'placed'];
  return (
    <>
      <p className="muted" role="status">{m('range', { from: f.date(data.from), to: f.date(data.to), timeZone: data.timeZone })}</p>
      <div className="card data-table-region" role="region" aria-label={m('caption')} tabIndex={0}>
        <table className="portal-table report-table group-report">
          <caption>{m('caption')}</caption>
          <thead>
            <tr><th scope="col">{m('clinic')}</th>{heads.map((h) => <th key={h} scope="col">{m(h)}</th>)}</tr>
          </thead>
          <tbody>
            {data.clinics.map((c) => (
              <tr key={c.id}>
                <th scope="row">{c.isMaster ? m('master', { name: c.name }) : c.name}</th>
                {cells(c).map((v, i) => <td key={i}>{v}</td>)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr><th scope="row">{m('group')}</th>{cells(data.totals).map((v, i) => <td key={i}>{v}</td>)}</tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

/** /clinic/group-report: a master clinic's sales, prescriptions and AutoOrders by clinic (issue 25). */
export function Component() {
  return (
    <ClinicLayout section="groupReport" title={<FormattedMessage id="clinicReports.group.heading" />}>
      {(me) => (me.roles.includes('clinic_admin') && me.clinic.isMaster ? <Group /> : (
        <Notice type="Error"><FormattedMessage id="clinicReports.group.notMaster" /></Notice>
      ))}
    </ClinicLayout>
  );
}
