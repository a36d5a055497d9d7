import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { StaffMe } from '../../../../contracts/clinic';
import { AUDIT_ENTITIES, type StaffMember } from '../../../../contracts/staff';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { AuditLog } from '../AuditLog';
import { ClinicLayout } from '../ClinicLayout';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { changeRoles, inviteStaff, setEnabled, staffKeys, useAudit, useStaffList } from './staff.api';
import { failureText } from '../failure-text';
import '../clinic-admin.css';

type Outcome = { type: 'Success' | 'Error'; text: string } | null;

function InviteForm({ onOutcome }: { onOutcome: (o: Outcome) => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const empty = { email: '', firstName: '', lastName: '', language: intl.locale.startsWith('fr') ? 'fr' : 'en', isAdmin: false, isVeterinarian: false };
  const [draft, setDraft] = useState(empty);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const f = (name: string) => `${id}-${name}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft.email.trim() || !draft.firstName.trim() || !draft.lastName.trim()) {
      onOutcome({ type: 'Error', text: intl.formatMessage({ id: 'clinicStaff.invite.missing' }) });
      return;
    }
    setBusy(true);
    onOutcome(null);
    try {
      const member = await inviteStaff({ ...draft, email: draft.email.trim(), language: draft.language === 'fr' ? 'fr' : 'en' });
      onOutcome({ type: 'Success', text: intl.formatMessage({ id: 'clinicStaff.invite.sent' }, { email: member.email }) });
      setDraft(empty);
    } catch (error) {
      onOutcome({ type: 'Error', text: failureText(intl, error) });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: staffKeys.staff });
    }
  }

  return (
    <form className="card admin-card" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={f('title')}>
      <h2 id={f('title')}><FormattedMessage id="clinicStaff.invite.heading" /></h2>
      <p className="muted"><FormattedMessage id="clinicStaff.invite.help" /></p>
      <div className="admin-grid">
        {(['firstName', 'lastName', 'email'] as const).map((key) => (
          <div className="field" key={key}>
            <label htmlFor={f(key)}><FormattedMessage id={`clinicStaff.invite.${key}`} /></label>
            <input id={f(key)} type={key === 'email' ? 'email' : 'text'} autoComplete="off" value={draft[key]} required
              onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
          </div>
        ))}
        <div className="field">
          <label htmlFor={f('language')}><FormattedMessage id="clinicStaff.invite.language" /></label>
          <select id={f('language')} value={draft.language} onChange={(e) => setDraft({ ...draft, language: e.target.value })}>
            <option value="en">English</option>
            <option value="fr" lang="fr">Français</option>
          </select>
        </div>
      </div>
      <fieldset className="admin-roles">
        <legend><FormattedMessage id="clinicStaff.staff.roles" /></legend>
        <label className="admin-check">
          <input type="checkbox" checked={draft.isVeterinarian} onChange={(e) => setDraft({ ...draft, isVeterinarian: e.target.checked })} />
          <FormattedMessage id="clinicStaff.role.veterinarian" />
        </label>
        <label className="admin-check">
          <input type="checkbox" checked={draft.isAdmin} onChange={(e) => setDraft({ ...draft, isAdmin: e.target.checked })} />
          <FormattedMessage id="clinicStaff.role.admin" />
        </label>
      </fieldset>
      <Button type="submit" busy={busy}><FormattedMessage id="clinicStaff.invite.submit" /></Button>
    </form>
  );
}

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
      onOutcome({ type: 'Success', text: intl.formatMessage({ id: done }, { name: nameOf(member) }) });
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
    toggle: (member: StaffMember, role: 'isAdmin' | 'isVeterinarian', value: boolean) =>
      void run(member, () => changeRoles(member.id, { isAdmin: member.isAdmin, isVeterinarian: member.isVeterinarian, [role]: value }), 'clinicStaff.staff.rolesChanged'),
    disable: (member: StaffMember) => {
      if (!window.confirm(intl.formatMessage({ id: 'clinicStaff.staff.confirmDisable' }, { name: nameOf(member) }))) return;
      void run(member, () => setEnabled(member.id, false), 'clinicStaff.staff.disabled');
    },
    enable: (member: StaffMember) => void run(member, () => setEnabled(member.id, true), 'clinicStaff.staff.enabled'),
  };
}

function useStaffColumns(me: StaffMe, onOutcome: (o: Outcome) => void): DataColumn<StaffMember>[] {
  const intl = useIntl();
  const f = useFormatters();
  const actions = useStaffActions(onOutcome);
  const roleLabel = (role: 'veterinarian' | 'admin', member: StaffMember) =>
    intl.formatMessage({ id: 'clinicStaff.staff.roleOf' }, { role: intl.formatMessage({ id: `clinicStaff.role.${role}` }), name: nameOf(member) });
  return [
    {
      id: 'name',
      header: <FormattedMessage id="clinicStaff.staff.name" />,
      rowHeader: true,
      cell: (m) => <>{nameOf(m)}{m.id === me.id && <span className="muted"> <FormattedMessage id="clinicStaff.staff.you" /></span>}</>,
    },
    { id: 'email', header: <FormattedMessage id="clinicStaff.invite.email" />, className: 'admin-email', cell: (m) => <BreakableEmail email={m.email} /> },
    {
      id: 'roles',
      header: <FormattedMessage id="clinicStaff.staff.roles" />,
      cell: (m) => (
        <>
          <label className="admin-check">
            <input type="checkbox" checked={m.isVeterinarian} disabled={actions.isBusy(m)} onChange={(e) => actions.toggle(m, 'isVeterinarian', e.target.checked)}
              aria-label={roleLabel('veterinarian', m)} />
            <span aria-hidden="true"><FormattedMessage id="clinicStaff.role.veterinarian" /></span>
          </label>
          <label className="admin-check">
            <input type="checkbox" checked={m.isAdmin} disabled={actions.isBusy(m) || m.id === me.id} onChange={(e) => actions.toggle(m, 'isAdmin', e.target.checked)}
              aria-label={roleLabel('admin', m)} />
            <span aria-hidden="true"><FormattedMessage id="clinicStaff.role.admin" /></span>
          </label>
        </>
      ),
    },
    {
      id: 'status',
      header: <FormattedMessage id="clinicStaff.staff.status" />,
      cell: (m) => (
        <span className={`clinic-status clinic-status--${m.status === 'invited' ? 'pending' : m.status}`}><FormattedMessage id={`clinicStaff.status.${m.status}`} /></span>
      ),
    },
    { id: 'since', header: <FormattedMessage id="clinicStaff.staff.since" />, className: 'admin-nowrap', cell: (m) => f.date(m.createdAt, 'numeric') },
    {
      id: 'actions',
      header: <FormattedMessage id="clinicStaff.staff.actions" />,
      className: 'admin-nowrap',
      cell: (m) => m.id !== me.id && (m.status === 'disabled' ? (
        <Button size="sm" variant="secondary" busy={actions.isBusy(m)} onClick={() => actions.enable(m)}>
          <FormattedMessage id="clinicStaff.staff.enable" /><span className="visually-hidden"> {nameOf(m)}</span>
        </Button>
      ) : (
        <Button size="sm" variant="secondary" busy={actions.isBusy(m)} onClick={() => actions.disable(m)}>
          <FormattedMessage id="clinicStaff.staff.disable" /><span className="visually-hidden"> {nameOf(m)}</span>
        </Button>
      )),
    },
  ];
}

function StaffTable({ me }: { me: StaffMe }) {
  const intl = useIntl();
  const staff = useStaffList(true);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const columns = useStaffColumns(me, setOutcome);
  return (
    <>
      <InviteForm onOutcome={setOutcome} />
      {outcome && <Notice type={outcome.type} dismissible onDismiss={() => setOutcome(null)}>{outcome.text}</Notice>}
      <section className="clinic-section" aria-labelledby="admin-staff-list">
        <h2 id="admin-staff-list"><FormattedMessage id="clinicStaff.staff.list" /></h2>
        <DataTable
          columns={columns}
          rows={staff.data?.staff}
          rowKey={(m) => m.id}
          loading={staff.isPending}
          caption={intl.formatMessage({ id: 'clinicStaff.staff.list' })}
          empty={null}
          className="clinic-table"
          regionClassName="card"
        />
      </section>
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
    <section className="clinic-section" aria-labelledby={f('title')}>
      <h2 id={f('title')}><FormattedMessage id="clinicStaff.activity.heading" /></h2>
      <form className="clinic-search card" role="search" aria-label={intl.formatMessage({ id: 'clinicStaff.activity.filters' })}
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
