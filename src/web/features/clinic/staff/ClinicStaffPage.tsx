import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { StaffMe } from '../../../../contracts/clinic';
import { AUDIT_ENTITIES, staffMemberAnchor, type StaffMember } from '../../../../contracts/staff';
import type { Province } from '../../../../domain/constants';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { AuditLog } from '../AuditLog';
import { ClinicLayout } from '../ClinicLayout';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { changeRoles, resendInvitation, setEnabled, staffKeys, useAudit, useStaffList } from './staff.api';
import { failureText } from '../failure-text';
import { statusBadgeClass } from '../labels';
import { InviteForm, type Outcome } from './InviteForm';
import { LicenceDialog, type Licence } from './LicenceFields';
import '../clinic-admin.css';

/** An email address that may wrap after its @ on a narrow screen, never in the middle of a word. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return <>{email.slice(0, at + 1)}<wbr />{email.slice(at + 1)}</>;
}

const nameOf = (member: StaffMember) => `${member.firstName} ${member.lastName}`;

/** The staff list's actions: each member's own busy state while a change of theirs is sent, the outcome above the list. */
function useStaffActions(onOutcome: (o: Outcome) => void) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());

  async function run(member: StaffMember, action: () => Promise<StaffMember>, done: string) {
    setBusy((ids) => new Set(ids).add(member.id));
    onOutcome(null);
    try {
      await action();
      onOutcome({ type: 'Success', text: intl.formatMessage({ id: done }, { name: nameOf(member), email: member.email }) });
    } catch (error) {
      onOutcome({ type: 'Error', text: failureText(intl, error) });
    } finally {
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(member.id);
        return next;
      });
      await queryClient.invalidateQueries({ queryKey: staffKeys.staff });
    }
  }

  return {
    isBusy: (member: StaffMember) => busy.has(member.id),
    toggle: (member: StaffMember, role: 'isAdmin' | 'isVeterinarian', value: boolean, licence?: Licence) =>
      void run(member, () => changeRoles(member.id, {
        isAdmin: member.isAdmin, isVeterinarian: member.isVeterinarian, [role]: value,
        ...(licence ? { licenceNumber: licence.licenceNumber, licenceProvince: licence.licenceProvince as Province } : {}),
      }), 'clinicStaff.staff.rolesChanged'),
    resend: (member: StaffMember) => void run(member, () => resendInvitation(member.id), 'clinicStaff.staff.resent'),
    disable: (member: StaffMember) => {
      if (!window.confirm(intl.formatMessage({ id: 'clinicStaff.staff.confirmDisable' }, { name: nameOf(member) }))) return;
      void run(member, () => setEnabled(member.id, false), 'clinicStaff.staff.disabled');
    },
    enable: (member: StaffMember) => void run(member, () => setEnabled(member.id, true), 'clinicStaff.staff.enabled'),
  };
}

type StaffActions = ReturnType<typeof useStaffActions>;

/** An invitee's link: until when it works, or that it no longer does (then the admin resends it). */
function InvitationState({ member }: { member: StaffMember }) {
  const f = useFormatters();
  const [now] = useState(() => Date.now());
  if (member.status !== 'invited' || !member.invitationExpiresAt) return null;
  const expired = Date.parse(member.invitationExpiresAt) <= now;
  return (
    <span className="admin-note muted">
      {expired ? <FormattedMessage id="clinicStaff.status.linkExpired" />
        : <FormattedMessage id="clinicStaff.status.validUntil" values={{ date: f.dateTime(member.invitationExpiresAt) }} />}
    </span>
  );
}

function useStaffColumns(me: StaffMe, actions: StaffActions, askLicence: (m: StaffMember) => void): DataColumn<StaffMember>[] {
  const intl = useIntl();
  const f = useFormatters();
  const roleLabel = (role: 'veterinarian' | 'admin', member: StaffMember) =>
    intl.formatMessage({ id: 'clinicStaff.staff.roleOf' }, { role: intl.formatMessage({ id: `clinicStaff.role.${role}` }), name: nameOf(member) });
  return [
    {
      id: 'name',
      header: <FormattedMessage id="clinicStaff.staff.name" />,
      rowHeader: true,
      // The audit log's links land here (issue 24).
      cell: (m) => <span id={staffMemberAnchor(m.id)} tabIndex={-1}>{nameOf(m)}{m.id === me.id && <span className="muted"> <FormattedMessage id="clinicStaff.staff.you" /></span>}</span>,
    },
    { id: 'email', header: <FormattedMessage id="clinicStaff.invite.email" />, className: 'admin-email', cell: (m) => <BreakableEmail email={m.email} /> },
    {
      id: 'roles',
      header: <FormattedMessage id="clinicStaff.staff.roles" />,
      // Nobody changes their own roles (issue 24); giving the veterinarian role asks for the licence first.
      cell: (m) => {
        const own = m.id === me.id;
        const noteId = `${staffMemberAnchor(m.id)}-roles-note`;
        return (
          <>
            <label className="admin-check">
              <input type="checkbox" checked={m.isVeterinarian} disabled={actions.isBusy(m) || own} aria-label={roleLabel('veterinarian', m)}
                aria-describedby={own ? noteId : undefined}
                onChange={(e) => (e.target.checked ? askLicence(m) : actions.toggle(m, 'isVeterinarian', false))} />
              <span aria-hidden="true"><FormattedMessage id="clinicStaff.role.veterinarian" /></span>
            </label>
            <label className="admin-check">
              <input type="checkbox" checked={m.isAdmin} disabled={actions.isBusy(m) || own} aria-label={roleLabel('admin', m)}
                aria-describedby={own ? noteId : undefined} onChange={(e) => actions.toggle(m, 'isAdmin', e.target.checked)} />
              <span aria-hidden="true"><FormattedMessage id="clinicStaff.role.admin" /></span>
            </label>
            {m.isVeterinarian && m.licenceNumber && (
              <span className="admin-note muted">
                <FormattedMessage id="clinicStaff.licence.shown" values={{ number: m.licenceNumber, province: m.licenceProvince }} />
              </span>
            )}
            {own && <span id={noteId} className="admin-note muted"><FormattedMessage id="clinicStaff.staff.ownRoles" /></span>}
          </>
        );
      },
    },
    {
      id: 'status',
      header: <FormattedMessage id="clinicStaff.staff.status" />,
      cell: (m) => (
        <>
          <span className={statusBadgeClass(m.status === 'invited' ? 'pending' : m.status)}><FormattedMessage id={`clinicStaff.status.${m.status}`} /></span>
          <InvitationState member={m} />
        </>
      ),
    },
    { id: 'since', header: <FormattedMessage id="clinicStaff.staff.since" />, className: 'admin-nowrap', cell: (m) => f.date(m.createdAt, 'numeric') },
    {
      id: 'actions',
      header: <FormattedMessage id="clinicStaff.staff.actions" />,
      className: 'admin-nowrap',
      cell: (m) => m.id !== me.id && (
        <div className="admin-actions">
          {m.status === 'invited' && (
            <Button size="sm" variant="secondary" busy={actions.isBusy(m)} onClick={() => actions.resend(m)}>
              <FormattedMessage id="clinicStaff.staff.resend" /><span className="visually-hidden"> {nameOf(m)}</span>
            </Button>
          )}
          {m.status === 'disabled' ? (
            <Button size="sm" variant="secondary" busy={actions.isBusy(m)} onClick={() => actions.enable(m)}>
              <FormattedMessage id="clinicStaff.staff.enable" /><span className="visually-hidden"> {nameOf(m)}</span>
            </Button>
          ) : (
            <Button size="sm" variant="secondary" busy={actions.isBusy(m)} onClick={() => actions.disable(m)}>
              <FormattedMessage id="clinicStaff.staff.disable" /><span className="visually-hidden"> {nameOf(m)}</span>
            </Button>
          )}
        </div>
      ),
    },
  ];
}

function StaffTable({ me }: { me: StaffMe }) {
  const intl = useIntl();
  const staff = useStaffList(true);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [licenceFor, setLicenceFor] = useState<StaffMember | null>(null);
  const actions = useStaffActions(setOutcome);
  const columns = useStaffColumns(me, actions, setLicenceFor);
  return (
    <>
      <InviteForm onOutcome={setOutcome} />
      {outcome && <Notice type={outcome.type} dismissible onDismiss={() => setOutcome(null)}>{outcome.text}</Notice>}
      <section className="portal-section" aria-labelledby="admin-staff-list">
        <h2 id="admin-staff-list"><FormattedMessage id="clinicStaff.staff.list" /></h2>
        <DataTable
          columns={columns}
          rows={staff.data?.staff}
          rowKey={(m) => m.id}
          loading={staff.isPending}
          caption={intl.formatMessage({ id: 'clinicStaff.staff.list' })}
          empty={null}
          className="portal-table"
          regionClassName="card"
        />
      </section>
      <LicenceDialog member={licenceFor} onCancel={() => setLicenceFor(null)}
        onSubmit={(licence) => { if (licenceFor) actions.toggle(licenceFor, 'isVeterinarian', true, licence); setLicenceFor(null); }} />
    </>
  );
}

const FILTERS = ['entity', 'actorId', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** Who did what: the clinic's audit events with filters kept in the address (issue 17). */
function Activity() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const current = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ''])) as Filters;
  const [draft, setDraft] = useState<Filters>(current);
  const query = Object.fromEntries(Object.entries(current).filter(([, v]) => v)) as Record<string, string>;
  const audit = useAudit(true, query);
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));

  return (
    <section className="portal-section" aria-labelledby={f('title')}>
      <h2 id={f('title')}><FormattedMessage id="clinicStaff.activity.heading" /></h2>
      <form className="portal-search card" role="search" aria-label={intl.formatMessage({ id: 'clinicStaff.activity.filters' })}
        onSubmit={(e) => { e.preventDefault(); setParams(new URLSearchParams(Object.entries(draft).filter(([, v]) => v))); }}>
        <div className="field">
          <label htmlFor={f('entity')}><FormattedMessage id="clinicStaff.activity.entity" /></label>
          <select id={f('entity')} value={draft.entity} onChange={set('entity')}>
            <option value="">{intl.formatMessage({ id: 'clinicStaff.activity.any' })}</option>
            {AUDIT_ENTITIES.map((e) => <option key={e} value={e}>{intl.formatMessage({ id: `clinicStaff.entity.${e}` })}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={f('actor')}><FormattedMessage id="clinicStaff.activity.actor" /></label>
          <select id={f('actor')} value={draft.actorId} onChange={set('actorId')}>
            <option value="">{intl.formatMessage({ id: 'clinicStaff.activity.anyone' })}</option>
            {audit.data?.actors.map((a) => <option key={a.id} value={String(a.id)}>{a.name}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={f('from')}><FormattedMessage id="clinicStaff.activity.from" /></label>
          <input id={f('from')} type="date" value={draft.from} onChange={set('from')} />
        </div>
        <div className="field">
          <label htmlFor={f('to')}><FormattedMessage id="clinicStaff.activity.to" /></label>
          <input id={f('to')} type="date" value={draft.to} onChange={set('to')} />
        </div>
        <Button type="submit"><FormattedMessage id="clinicStaff.activity.apply" /></Button>
      </form>
      {audit.isPending && <Spinner />}
      {audit.data && <AuditLog events={audit.data.events} headingId={f('log')} />}
    </section>
  );
}

/** /clinic/staff: the clinic admin's staff, invitations, roles and the clinic's audit events (issue 17). */
export function Component() {
  return (
    <ClinicLayout section="staff" title={<FormattedMessage id="clinicStaff.staff.heading" />}>
      {(me) => (me.roles.includes('clinic_admin') ? (
        <div className="admin-page">
          <StaffTable me={me} />
          <Activity />
        </div>
      ) : <Notice type="Error"><FormattedMessage id="clinic.adminOnly" /></Notice>)}
    </ClinicLayout>
  );
}
