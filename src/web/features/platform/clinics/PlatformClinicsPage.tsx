import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PLATFORM_CLINIC_SEARCH_MAX, platformClinicPath, type PlatformClinicSummary } from '../../../../contracts/platform-clinics';
import { CLINIC_STATES } from '../../../../domain/clinic-state';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import type { DataColumn } from '../../../ui/data-table/DataTable';
import { PlatformLayout } from '../PlatformLayout';
import { usePlatformClinics } from './clinics.api';
import { ClinicStateBadge } from './ClinicStateBadge';
import { PlatformListTable } from '../PlatformListTable';
import { useListParams } from '../use-list-params';

const FILTERS = ['q', 'state'] as const;

function useColumns(): DataColumn<PlatformClinicSummary>[] {
  const f = useFormatters();
  const number = (n: number) => <span className="portal-nowrap">{n}</span>;
  return [
    { id: 'name', header: <FormattedMessage id="platformClinics.col.name" />, rowHeader: true, cell: (c) => <Link to={platformClinicPath(c.id)}>{c.name}</Link> },
    { id: 'state', header: <FormattedMessage id="platformClinics.col.state" />, cell: (c) => <ClinicStateBadge state={c.state} /> },
    { id: 'place', header: <FormattedMessage id="platformClinics.col.place" />, cell: (c) => <>{c.city}, {c.province}<br /><span className="muted">{c.subdomain}</span></> },
    { id: 'staff', header: <FormattedMessage id="platformClinics.col.staff" />, cell: (c) => number(c.staffCount) },
    { id: 'clients', header: <FormattedMessage id="platformClinics.col.clients" />, cell: (c) => number(c.clientCount) },
    { id: 'orders', header: <FormattedMessage id="platformClinics.col.orders" />, cell: (c) => number(c.orderCount) },
    {
      id: 'activity', header: <FormattedMessage id="platformClinics.col.lastActivity" />,
      cell: (c) => (c.lastActivity
        ? <><span className="portal-nowrap">{f.date(c.lastActivity.at)}</span><br /><span className="muted"><FormattedMessage id={`platformClinics.activity.${c.lastActivity.kind}`} /></span></>
        : <span className="muted"><FormattedMessage id="platformClinics.activity.none" /></span>),
    },
    { id: 'master', header: <FormattedMessage id="platformClinics.col.master" />, cell: (c) => (c.masterClinic ? <Link to={platformClinicPath(c.masterClinic.id)}>{c.masterClinic.name}</Link> : '—') },
  ];
}

function ClinicList() {
  const intl = useIntl();
  const { draft, query, set, onSubmit, onPage } = useListParams(FILTERS);
  const ids = { q: useId(), state: useId() };
  const clinics = usePlatformClinics(query);
  const columns = useColumns();

  return (
    <>
      <form className="portal-search card" role="search" aria-label={intl.formatMessage({ id: 'platformClinics.search' })} onSubmit={onSubmit}>
        <div className="field portal-search__q">
          <label htmlFor={ids.q}><FormattedMessage id="platformClinics.q" /></label>
          <input id={ids.q} type="search" maxLength={PLATFORM_CLINIC_SEARCH_MAX} value={draft.q} onChange={set('q')} />
        </div>
        <div className="field">
          <label htmlFor={ids.state}><FormattedMessage id="platformClinics.col.state" /></label>
          <select id={ids.state} value={draft.state} onChange={set('state')}>
            <option value="">{intl.formatMessage({ id: 'platformClinics.anyState' })}</option>
            {CLINIC_STATES.map((s) => <option key={s} value={s}>{intl.formatMessage({ id: `platformClinics.state.${s}` })}</option>)}
          </select>
        </div>
        <Button type="submit"><FormattedMessage id="platformClinics.apply" /></Button>
      </form>
      <PlatformListTable
        columns={columns}
        rows={clinics.data?.clinics}
        list={clinics.data}
        loading={clinics.isFetching}
        onPage={onPage}
        count={<FormattedMessage id="platformClinics.count" values={{ count: clinics.data?.totalCount ?? 0 }} />}
        caption={intl.formatMessage({ id: 'platformClinics.heading' })}
        empty={<FormattedMessage id="platformClinics.none" />}
      />
    </>
  );
}

/** /platform/clinics: every clinic with its state, people, orders and last activity (issue 25). */
export function Component() {
  return (
    <PlatformLayout section="clinics" title={<FormattedMessage id="platformClinics.heading" />}>
      {() => <ClinicList />}
    </PlatformLayout>
  );
}
