import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CLINIC_ROUTES, clinicPrescriptionPath, type ClientAction, type ClientDetail } from '../../../../contracts/clinic';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { AuditLog } from '../AuditLog';
import { ClinicRecordPage } from '../ClinicRecordPage';
import { useClinicAction } from '../use-clinic-action';
import { postClientAction, putClientOrdering, useClient } from './clients.api';
import { ClientCredit } from './ClientCredit';
import { useStaffMe } from '../staff-me';
import { PetFacts } from '../PetFacts';
import { orderColumns } from '../order-columns';
import { StatusPill } from '../labels';

/** Reasons and notes are kept on one line (the API refuses control characters). */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();


/** Which actions a client's account offers in each state (rr §4 "Accounts"). */
const ACTIONS_BY_STATUS: Record<string, ClientAction[]> = {
  pending: ['enable', 'decline', 'close'],
  active: ['deactivate', 'close'],
  disabled: ['reactivate', 'close'],
  unconfirmed: ['close'],
  closed: [],
};

function AccountActions({ detail }: { detail: ClientDetail }) {
  const intl = useIntl();
  // Refused or not, the page then shows the account as it is now.
  const { busy, outcome, setOutcome, run: act } = useClinicAction<ClientAction>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const [note, setNote] = useState('');
  const ids = { reason: useId(), note: useId() };
  const actions = ACTIONS_BY_STATUS[detail.client.status] ?? [];

  async function run(action: ClientAction) {
    if (action === 'decline' && !reason.trim()) {
      setReasonError(true);
      return;
    }
    if ((action === 'close' || action === 'deactivate') && !window.confirm(intl.formatMessage({ id: `clinic.client.confirm.${action}` }))) return;
    await act(action, async () => {
      const body = action === 'decline' ? { reason: oneLine(reason) } : note.trim() ? { note: oneLine(note) } : {};
      await postClientAction(detail.client.id, action, body);
      setReason('');
      setNote('');
      return intl.formatMessage({ id: `clinic.client.done.${action}` });
    });
  }

  return (
    <section className="portal-section card clinic-actions-card" aria-labelledby="clinic-account-actions">
      <h2 id="clinic-account-actions">
        <FormattedMessage id="clinic.client.account" />
      </h2>
      {outcome && (
        <Notice type={outcome.type} dismissible onDismiss={() => setOutcome(null)}>
          {outcome.message}
        </Notice>
      )}
      {actions.length === 0 ? (
        <p className="muted"><FormattedMessage id="clinic.client.noActions" /></p>
      ) : (
        <form className="form" noValidate onSubmit={(e: FormEvent) => e.preventDefault()}>
          {actions.includes('decline') && (
            <div className="field">
              <label htmlFor={ids.reason}>
                <FormattedMessage id="clinic.client.declineReason" />
              </label>
              <textarea id={ids.reason} rows={2} maxLength={500} value={reason} aria-invalid={reasonError}
                aria-describedby={reasonError ? `${ids.reason}-error` : undefined}
                onChange={(e) => { setReason(e.target.value); setReasonError(false); }} />
              {reasonError && (
                <p id={`${ids.reason}-error`} className="field__error">
                  <FormattedMessage id="clinic.client.declineReasonRequired" />
                </p>
              )}
            </div>
          )}
          {actions.some((a) => a !== 'decline') && (
            <div className="field">
              <label htmlFor={ids.note}>
                <FormattedMessage id="clinic.client.note" />
              </label>
              <input id={ids.note} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
            </div>
          )}
          <div className="button-row">
            {actions.map((action) => (
              <Button key={action} variant={action === 'enable' || action === 'reactivate' ? 'primary' : action === 'close' ? 'danger' : 'secondary'}
                busy={busy === action} disabled={busy !== null} onClick={() => void run(action)}>
                <FormattedMessage id={`clinic.client.action.${action}`} />
              </Button>
            ))}
          </div>
        </form>
      )}
    </section>
  );
}

/** rr §6 "some customer accounts may not place orders" (issue 25): the clinic admin sets it; checkout and AutoOrders refuse. */
function Ordering({ detail }: { detail: ClientDetail }) {
  const intl = useIntl();
  const me = useStaffMe();
  const ids = { box: useId(), hint: useId() };
  const { busy, outcome, run } = useClinicAction();
  if (!me.data?.roles.includes('clinic_admin')) return null;
  const onChange = (mayNotOrder: boolean) => run('action', async () => {
    await putClientOrdering(detail.client.id, mayNotOrder);
    return intl.formatMessage({ id: mayNotOrder ? 'clinic.client.ordering.off' : 'clinic.client.ordering.on' });
  });
  return (
    <section className="portal-section card" aria-labelledby={`${ids.box}-title`}>
      <h2 id={`${ids.box}-title`}><FormattedMessage id="clinic.client.ordering" /></h2>
      <div className="portal-check">
        <input id={ids.box} type="checkbox" checked={detail.client.mayNotOrder} disabled={busy !== null} aria-describedby={ids.hint}
          onChange={(e) => void onChange(e.target.checked)} />
        <label htmlFor={ids.box}><FormattedMessage id="clinic.client.ordering.mayNotOrder" /></label>
      </div>
      <p id={ids.hint} className="muted"><FormattedMessage id="clinic.client.ordering.hint" /></p>
      <div role="status">{outcome && <Notice type={outcome.type}>{outcome.message}</Notice>}</div>
    </section>
  );
}

type Formatters = ReturnType<typeof useFormatters>;

function rxColumns(f: Formatters): DataColumn<ClientDetail['prescriptions'][number]>[] {
  return [
    { id: 'product', header: <FormattedMessage id="clinic.rx.product" />, cell: (rx) => <Link to={clinicPrescriptionPath(rx.id)}>{rx.productName}</Link> },
    { id: 'pet', header: <FormattedMessage id="clinic.rx.pet" />, cell: (rx) => rx.petName },
    { id: 'state', header: <FormattedMessage id="clinic.rx.state" />, cell: (rx) => <StatusPill kind="rx" status={rx.state} /> },
    { id: 'expires', header: <FormattedMessage id="clinic.rx.expires" />, cell: (rx) => (rx.expiresAt ? f.date(rx.expiresAt, 'numeric') : '—') },
    { id: 'requested', header: <FormattedMessage id="clinic.rx.requested" />, cell: (rx) => f.date(rx.createdAt, 'numeric') },
  ];
}

function autoOrderColumns(f: Formatters): DataColumn<ClientDetail['autoOrders'][number]>[] {
  return [
    {
      id: 'items',
      header: <FormattedMessage id="clinic.autoOrder.items" />,
      cell: (a) => a.items.map((i) => `${i.quantity} × ${i.productName}${i.petName ? ` (${i.petName})` : ''}`).join('; '),
    },
    { id: 'status', header: <FormattedMessage id="clinic.autoOrder.status" />, cell: (a) => <StatusPill kind="autoOrder" status={a.status} /> },
    { id: 'frequency', header: <FormattedMessage id="clinic.autoOrder.frequency" />, cell: (a) => <FormattedMessage id="clinic.autoOrder.everyWeeks" values={{ weeks: a.frequencyWeeks }} /> },
    { id: 'next', header: <FormattedMessage id="clinic.autoOrder.next" />, cell: (a) => f.date(a.nextOrderDate, 'numeric') },
  ];
}

function ClientView({ id }: { id: number }) {
  const intl = useIntl();
  const f = useFormatters();
  const client = useClient(true, id);
  if (client.isPending) return <Spinner />;
  if (!client.data) return null;
  const { client: c, pets, prescriptions, orders, autoOrders, audit } = client.data;
  return (
    <>
      <section className="portal-section card clinic-card" aria-labelledby="clinic-client-facts">
        <h2 id="clinic-client-facts">{c.firstName} {c.lastName}</h2>
        <dl className="portal-facts">
          <dt><FormattedMessage id="clinic.clients.status" /></dt>
          <dd><StatusPill kind="client" status={c.status} /></dd>
          <dt><FormattedMessage id="clinic.clients.email" /></dt>
          <dd>{c.email}</dd>
          <dt><FormattedMessage id="clinic.clients.phone" /></dt>
          <dd>{c.phone}</dd>
          <dt><FormattedMessage id="clinic.client.language" /></dt>
          <dd><FormattedMessage id={`clinic.language.${c.language === 'fr' ? 'fr' : 'en'}`} /></dd>
          <dt><FormattedMessage id="clinic.clients.since" /></dt>
          <dd>{f.date(c.createdAt)}</dd>
        </dl>
      </section>
      <AccountActions detail={client.data} />
      <Ordering detail={client.data} />

      <section className="portal-section" aria-labelledby="clinic-client-pets">
        <h2 id="clinic-client-pets"><FormattedMessage id="clinic.client.pets" /></h2>
        {pets.length === 0 ? <p className="muted"><FormattedMessage id="clinic.client.nonePets" /></p> : (
          <ul className="clinic-pets">
            {pets.map((pet) => (
              <li key={pet.id} className="card clinic-card">
                <h3 className="clinic-pet-name">{pet.name}</h3>
                <PetFacts pet={pet} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="portal-section" aria-labelledby="clinic-client-rx">
        <h2 id="clinic-client-rx"><FormattedMessage id="clinic.client.prescriptions" /></h2>
        <DataTable
          columns={rxColumns(f)}
          rows={prescriptions}
          rowKey={(rx) => rx.id}
          caption={intl.formatMessage({ id: 'clinic.client.prescriptions' })}
          empty={<span className="muted"><FormattedMessage id="clinic.client.noneRx" /></span>}
          className="portal-table"
          regionClassName="card"
        />
      </section>

      <section className="portal-section" aria-labelledby="clinic-client-orders">
        <h2 id="clinic-client-orders"><FormattedMessage id="clinic.client.orders" /></h2>
        <DataTable
          columns={orderColumns<ClientDetail['orders'][number]>(f)}
          rows={orders}
          rowKey={(o) => o.id}
          caption={intl.formatMessage({ id: 'clinic.client.orders' })}
          empty={<span className="muted"><FormattedMessage id="clinic.client.noneOrders" /></span>}
          className="portal-table"
          regionClassName="card"
        />
      </section>

      <section className="portal-section" aria-labelledby="clinic-client-autoorders">
        <h2 id="clinic-client-autoorders"><FormattedMessage id="clinic.client.autoOrders" /></h2>
        <DataTable
          columns={autoOrderColumns(f)}
          rows={autoOrders}
          rowKey={(a) => a.id}
          caption={intl.formatMessage({ id: 'clinic.client.autoOrders' })}
          empty={<span className="muted"><FormattedMessage id="clinic.client.noneAutoOrders" /></span>}
          className="portal-table"
          regionClassName="card"
        />
      </section>

      <ClientCredit clientId={client.data.client.id} />

      <AuditLog events={audit} headingId="clinic-client-audit" />
    </>
  );
}

/** /clinic/clients/:clientId: a client's account, pets, prescriptions, orders, AutoOrders and what staff did (issue 16). */
export function Component() {
  return (
    <ClinicRecordPage
      section="clients"
      title={<FormattedMessage id="clinic.client.heading" />}
      param="clientId"
      backTo={CLINIC_ROUTES.clients}
      backLabel="clinic.client.back"
      notFound="clinic.error.client_not_found"
    >
      {(id) => <ClientView id={id} />}
    </ClinicRecordPage>
  );
}
