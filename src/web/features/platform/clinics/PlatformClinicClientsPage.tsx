import { useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { PLATFORM_CLINIC_SEARCH_MAX, platformClinicPath, type PlatformClinicClient, type PlatformClinicClientList } from '../../../../contracts/platform-clinics';
import { ApiError } from '../../../api/errors';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import type { DataColumn } from '../../../ui/data-table/DataTable';
import { Notice } from '../../../ui/Notice';
import { usePortalAction } from '../../../ui/use-portal-action';
import { PlatformLayout } from '../PlatformLayout';
import { PlatformListTable } from '../PlatformListTable';
import { platformClinicKeys, setClientOrdering, usePlatformClinicClients } from './clinics.api';
import { useListParams } from '../use-list-params';

const FILTERS = ['q'] as const;

const fullName = (c: PlatformClinicClient) => `${c.firstName} ${c.lastName}`;

/** rr §6 "some customer accounts may not place orders" (issue 25): one switch a client, saved as it changes. */
function useOrderingSwitch(clinicId: number) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const action = usePortalAction<string>({
    failure: (error) => (error instanceof ApiError && error.status < 500
      ? <FormattedMessage id="platformClinics.clients.ordering.refused" values={{ message: error.message }} />
      : <FormattedMessage id="platform.loadFailed" />),
    invalidate: platformClinicKeys.clients(clinicId),
  });
  const toggle = (client: PlatformClinicClient, mayNotOrder: boolean) => action.run(String(client.id), async () => {
    await setClientOrdering(client.id, mayNotOrder);
    // The row says it at once; the list is read again after.
    queryClient.setQueriesData<PlatformClinicClientList>({ queryKey: platformClinicKeys.clients(clinicId) }, (list) => list && {
      ...list, clients: list.clients.map((c) => (c.id === client.id ? { ...c, mayNotOrder } : c)),
    });
    return (
      <FormattedMessage id={mayNotOrder ? 'platformClinics.clients.ordering.off' : 'platformClinics.clients.ordering.on'} values={{ name: fullName(client) }} />
    );
  });
  const cell = (client: PlatformClinicClient) => (
    <input type="checkbox" checked={client.mayNotOrder} disabled={action.busy !== null}
      aria-label={intl.formatMessage({ id: 'platformClinics.clients.ordering.label' }, { name: fullName(client) })}
      onChange={(e) => void toggle(client, e.target.checked)} />
  );
  return { outcome: action.outcome, cell };
}

function useColumns(orderingCell: (c: PlatformClinicClient) => ReactNode): DataColumn<PlatformClinicClient>[] {
  const f = useFormatters();
  const number = (n: number) => <span className="portal-nowrap">{n}</span>;
  return [
    { id: 'name', header: <FormattedMessage id="platformClinics.clients.col.name" />, rowHeader: true, cell: fullName },
    { id: 'email', header: <FormattedMessage id="platformClinics.clients.col.email" />, cell: (c) => c.email },
    { id: 'pets', header: <FormattedMessage id="platformClinics.clients.col.pets" />, cell: (c) => number(c.petCount) },
    { id: 'orders', header: <FormattedMessage id="platformClinics.clients.col.orders" />, cell: (c) => number(c.orderCount) },
    { id: 'registered', header: <FormattedMessage id="platformClinics.clients.col.registered" />, cell: (c) => <span className="portal-nowrap">{f.date(c.createdAt)}</span> },
    { id: 'mayNotOrder', header: <FormattedMessage id="platformClinics.clients.col.mayNotOrder" />, cell: orderingCell },
  ];
}

function ClientList({ clinicId }: { clinicId: number }) {
  const intl = useIntl();
  const { draft, query, set, onSubmit, onPage } = useListParams(FILTERS);
  const qId = useId();
  const clients = usePlatformClinicClients(clinicId, query);
  const ordering = useOrderingSwitch(clinicId);
  const columns = useColumns(ordering.cell);
  const clinic = clients.data?.clinic;

  return (
    <>
      <p><Link to={platformClinicPath(clinicId)}><FormattedMessage id="platformClinics.clients.back" /></Link></p>
      {clinic && <h2>{clinic.name}</h2>}
      <p className="muted"><FormattedMessage id="platformClinics.clients.intro" /></p>
      <form className="portal-search card" role="search" aria-label={intl.formatMessage({ id: 'platformClinics.clients.search' })} onSubmit={onSubmit}>
        <div className="field portal-search__q">
          <label htmlFor={qId}><FormattedMessage id="platformClinics.clients.q" /></label>
          <input id={qId} type="search" maxLength={PLATFORM_CLINIC_SEARCH_MAX} value={draft.q} onChange={set('q')} />
        </div>
        <Button type="submit"><FormattedMessage id="platformClinics.apply" /></Button>
      </form>
      {ordering.outcome && <Notice type={ordering.outcome.type}>{ordering.outcome.message}</Notice>}
      <PlatformListTable
        columns={columns}
        rows={clients.data?.clients}
        list={clients.data}
        loading={clients.isFetching}
        onPage={onPage}
        count={<FormattedMessage id="platformClinics.clients.count" values={{ count: clients.data?.totalCount ?? 0 }} />}
        caption={intl.formatMessage({ id: 'platformClinics.clients.heading' })}
        empty={<FormattedMessage id="platformClinics.clients.none" />}
        className="platform-clients"
      />
    </>
  );
}

/** /platform/clinics/:clinicId/clients: the clinic's clients, each with its "may not place orders" switch (issue 25). */
export function Component() {
  const param = Number(useParams().clinicId);
  const id = Number.isInteger(param) && param > 0 ? param : null;
  return (
    <PlatformLayout section="clinics" title={<FormattedMessage id="platformClinics.clients.heading" />}>
      {() => (id === null
        ? <Notice type="Error"><FormattedMessage id="platformClinics.clinic.notFound" /></Notice>
        : <ClientList key={id} clinicId={id} />)}
    </PlatformLayout>
  );
}
