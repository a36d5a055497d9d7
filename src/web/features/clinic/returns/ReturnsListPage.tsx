import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { RETURN_STATUSES, clinicReturnPath, type ReturnStatusCode } from '../../../../contracts/returns';
import { useFormatters } from '../../../i18n/format';
import { Spinner } from '../../../ui/Spinner';
import { ClinicLayout } from '../ClinicLayout';
import { useReturns } from './returns.api';
import './clinic-returns.css';

function ReturnsList() {
  const intl = useIntl();
  const f = useFormatters();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status = (RETURN_STATUSES as readonly string[]).includes(raw) ? raw as ReturnStatusCode : '';
  const returns = useReturns(status);
  return (
    <>
      <p className="muted"><FormattedMessage id="clinicReturns.list.intro" /></p>
      <div className="clinic-search card">
        <div className="field">
          <label htmlFor={id}><FormattedMessage id="clinicReturns.status" /></label>
          <select id={id} value={status} onChange={(e) => setParams(e.target.value ? new URLSearchParams({ status: e.target.value }) : new URLSearchParams())}>
            <option value="">{intl.formatMessage({ id: 'clinicReturns.list.anyStatus' })}</option>
            {RETURN_STATUSES.map((s) => <option key={s} value={s}>{intl.formatMessage({ id: `clinicReturns.status.${s}` })}</option>)}
          </select>
        </div>
      </div>
      {returns.isPending && <Spinner />}
      {returns.data && returns.data.returns.length === 0 && <p role="status"><FormattedMessage id="clinicReturns.list.none" /></p>}
      {returns.data && returns.data.returns.length > 0 && (
        <div className="clinic-table-wrap card">
          <table className="clinic-table">
            <thead>
              <tr>
                <th scope="col"><FormattedMessage id="clinicReturns.number" /></th>
                <th scope="col"><FormattedMessage id="clinicReturns.order" /></th>
                <th scope="col"><FormattedMessage id="clinicReturns.client" /></th>
                <th scope="col"><FormattedMessage id="clinicReturns.date" /></th>
                <th scope="col"><FormattedMessage id="clinicReturns.status" /></th>
                <th scope="col"><FormattedMessage id="clinicReturns.method" /></th>
                <th scope="col"><FormattedMessage id="clinicReturns.quote.total" /></th>
              </tr>
            </thead>
            <tbody>
              {returns.data.returns.map((r) => (
                <tr key={r.id}>
                  <td className="returns-list__id"><Link to={clinicReturnPath(r.id)}><FormattedMessage id="clinicReturns.numbered" values={{ id: r.id }} /></Link></td>
                  <td className="returns-list__id">{r.orderNumber}</td>
                  <td>{r.client.firstName} {r.client.lastName}</td>
                  <td>{f.date(r.createdAt)}</td>
                  <td><FormattedMessage id={`clinicReturns.status.${r.status}`} /></td>
                  <td><FormattedMessage id={`clinicReturns.methodShort.${r.method}`} /></td>
                  <td>{f.money(r.refundTotalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** /clinic/returns: the clinic's previous returns, by status (issue 17; rr §2 "previous returns"). */
export function Component() {
  return (
    <ClinicLayout section="returns" title={<FormattedMessage id="pages.clinicReturns.title" />}>
      {() => <ReturnsList />}
    </ClinicLayout>
  );
}
