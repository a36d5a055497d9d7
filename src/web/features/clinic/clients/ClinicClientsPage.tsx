import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { CLIENT_AUTO_ORDER_FILTERS, CLIENT_STATUSES, CLINIC_ROUTES, clinicClientPath, type ClientList, type ClientStatus } from '../../../../contracts/clinic';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { ClinicLayout } from '../ClinicLayout';
import { useClients } from './clients.api';

type ClientSummary = ClientList['clients'][number];
import { StatusPill } from '../labels';

type AutoOrderFilter = (typeof CLIENT_AUTO_ORDER_FILTERS)[number];
const asAutoOrderFilter = (value: string | null): AutoOrderFilter | '' =>
  ((CLIENT_AUTO_ORDER_FILTERS as readonly string[]).includes(value ?? '') ? (value as AutoOrderFilter) : '');
const asStatus = (value: string | null): ClientStatus | '' => ((CLIENT_STATUSES as readonly string[]).includes(value ?? '') ? (value as ClientStatus) : '');

function ClientSearch() {
  const intl = useIntl();
  const { date: formatDate } = useFormatters();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = asStatus(params.get('status'));
  const autoOrders = asAutoOrderFilter(params.get('autoOrders'));
  const [typed, setTyped] = useState(q);
  const columns: DataColumn<ClientSummary>[] = [
    { id: 'name', header: <FormattedMessage id="clinic.clients.name" />, cell: (c) => <Link to={clinicClientPath(c.id)}>{c.firstName} {c.lastName}</Link> },
    { id: 'email', header: <FormattedMessage id="clinic.clients.email" />, cell: (c) => c.email },
    { id: 'phone', header: <FormattedMessage id="clinic.clients.phone" />, cell: (c) => c.phone },
    { id: 'pets', header: <FormattedMessage id="clinic.clients.pets" />, cell: (c) => c.petNames.join(', ') },
    { id: 'status', header: <FormattedMessage id="clinic.clients.status" />, cell: (c) => <StatusPill kind="client" status={c.status} /> },
    { id: 'since', header: <FormattedMessage id="clinic.clients.since" />, cell: (c) => formatDate(c.createdAt, 'numeric') },
    ...(autoOrders
      ? [{ id: 'autoOrders', header: <FormattedMessage id="clinic.clients.autoOrdersNeedingAttention" />, cell: (c: ClientSummary) => c.autoOrdersNeedingAttention }]
      : []),
  ];
  const [chosen, setChosen] = useState<ClientStatus | ''>(status);
  const ids = { q: useId(), status: useId() };
  const clients = useClients(true, q, status, autoOrders);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (typed.trim()) next.set('q', typed.trim());
    if (chosen) next.set('status', chosen);
    if (autoOrders) next.set('autoOrders', autoOrders);
    setParams(next);
  };

  return (
    <>
      <form className="portal-search card" role="search" onSubmit={onSubmit}>
        <div className="field portal-search__q">
          <label htmlFor={ids.q}>
            <FormattedMessage id="clinic.clients.search" />
          </label>
          <input id={ids.q} type="search" value={typed} maxLength={100} onChange={(e) => setTyped(e.target.value)}
            placeholder={intl.formatMessage({ id: 'clinic.clients.searchPlaceholder' })} />
        </div>
        <div className="field">
          <label htmlFor={ids.status}>
            <FormattedMessage id="clinic.clients.status" />
          </label>
          <select id={ids.status} value={chosen} onChange={(e) => setChosen(asStatus(e.target.value))}>
            <option value="">{intl.formatMessage({ id: 'clinic.clients.anyStatus' })}</option>
            {CLIENT_STATUSES.map((s) => (
              <option key={s} value={s}>{intl.formatMessage({ id: `clinic.clientStatus.${s}` })}</option>
            ))}
          </select>
        </div>
        <Button type="submit">
          <FormattedMessage id="clinic.clients.searchButton" />
        </Button>
      </form>
      {autoOrders && (
        <p className="clinic-queue-note" role="status">
          <FormattedMessage id="clinic.clients.autoOrdersFilter" />{' '}
          <Link to={CLINIC_ROUTES.clients}><FormattedMessage id="clinic.clients.allClients" /></Link>
        </p>
      )}
      <DataTable
        columns={columns}
        rows={clients.data?.clients}
        rowKey={(c) => c.id}
        loading={clients.isPending}
        caption={intl.formatMessage({ id: 'clinic.clients.caption' }, { count: clients.data?.clients.length ?? 0 })}
        empty={<FormattedMessage id="clinic.clients.none" />}
        className="portal-table"
        regionClassName="card"
      />
    </>
  );
}

/** /clinic/clients: search by name, email, phone or pet; pending registrations first (issue 16). */
export function Component() {
  return (
    <ClinicLayout section="clients" title={<FormattedMessage id="clinic.clients.heading" />}>
      {() => <ClientSearch />}
    </ClinicLayout>
  );
}
