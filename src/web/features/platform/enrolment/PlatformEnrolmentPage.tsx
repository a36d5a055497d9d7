import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { platformClinicPath } from '../../../../contracts/platform-clinics';
import { ENROLMENT_STATUSES, type EnrolmentItem, type EnrolmentPinRequest } from '../../../../contracts/platform-enrolment';
import { PIN_SCOPES } from '../../../../domain/enrolment';
import { ApiError } from '../../../api/errors';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { PlatformLayout } from '../PlatformLayout';
import { approveEnrolment, createPin, enrolmentKeys, refuseEnrolment, useEnrolmentPins, useEnrolmentQueue } from './enrolment.api';
import './enrolment.css';

type Outcome = { type: 'Success' | 'Error'; text: string } | null;

function useFailure() {
  const intl = useIntl();
  return (error: unknown) => (error instanceof ApiError && error.status < 500
    ? intl.formatMessage({ id: 'enrolment.refused' }, { message: error.message })
    : intl.formatMessage({ id: 'platform.loadFailed' }));
}

function Approve({ item, onDone }: { item: EnrolmentItem; onDone: (text: string) => void }) {
  const intl = useIntl();
  const failure = useFailure();
  const id = useId();
  const [first, ...rest] = item.contactName.split(' ');
  const [draft, setDraft] = useState({
    subdomain: item.suggestedSubdomain, firstName: item.kind === 'application' ? first ?? '' : '', lastName: item.kind === 'application' ? rest.join(' ') : '',
    email: item.kind === 'application' ? item.email : '', language: item.language, goLive: false,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await approveEnrolment(item.kind, item.id, {
        subdomain: draft.subdomain, goLive: draft.goLive,
        admin: { firstName: draft.firstName, lastName: draft.lastName, email: draft.email, language: draft.language },
      });
      onDone(intl.formatMessage({ id: 'enrolment.approved' }, { clinic: item.practiceName, email: draft.email }));
    } catch (e) {
      setError(failure(e));
      setBusy(false);
    }
  };
  const input = (key: 'subdomain' | 'firstName' | 'lastName' | 'email', type = 'text') => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}><FormattedMessage id={`enrolment.approve.${key}`} /></label>
      <input id={`${id}-${key}`} type={type} value={draft[key]} onChange={set(key)} required autoComplete="off" />
    </div>
  );
  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}><FormattedMessage id="enrolment.approve.title" /></h4>
      {input('subdomain')}
      <div className="enrol-row">{input('firstName')}{input('lastName')}</div>
      <div className="enrol-row">
        {input('email', 'email')}
        <div className="field">
          <label htmlFor={`${id}-language`}><FormattedMessage id="enrolment.approve.language" /></label>
          <select id={`${id}-language`} value={draft.language} onChange={set('language')}>
            <option value="en">English</option>
            <option value="fr" lang="fr">Français</option>
          </select>
        </div>
      </div>
      <div className="portal-check">
        <input id={`${id}-live`} type="checkbox" checked={draft.goLive} onChange={(e) => setDraft((d) => ({ ...d, goLive: e.target.checked }))} />
        <label htmlFor={`${id}-live`}><FormattedMessage id="enrolment.approve.goLive" /></label>
      </div>
      {error && <Notice type="Error">{error}</Notice>}
      <Button type="submit" busy={busy}><FormattedMessage id="enrolment.approve.submit" /></Button>
    </form>
  );
}

function Refuse({ item, onDone }: { item: EnrolmentItem; onDone: (text: string) => void }) {
  const intl = useIntl();
  const failure = useFailure();
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await refuseEnrolment(item.kind, item.id, reason.replace(/\s+/g, ' ').trim());
      onDone(intl.formatMessage({ id: 'enrolment.refusedDone' }, { clinic: item.practiceName }));
    } catch (e) {
      setError(failure(e));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}><FormattedMessage id="enrolment.refuse.title" /></h4>
      <div className="field">
        <label htmlFor={`${id}-reason`}><FormattedMessage id="enrolment.refuse.reason" /></label>
        <textarea id={`${id}-reason`} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} required />
      </div>
      {error && <Notice type="Error">{error}</Notice>}
      <Button type="submit" variant="secondary" busy={busy} disabled={!reason.trim()}><FormattedMessage id="enrolment.refuse.submit" /></Button>
    </form>
  );
}

function Item({ item, onDone }: { item: EnrolmentItem; onDone: (text: string) => void }) {
  const f = useFormatters();
  const fact = (label: string, value: ReactNode) => (value === '' || value === null ? null : (
    <><dt><FormattedMessage id={`enrolment.fact.${label}`} /></dt><dd>{value}</dd></>
  ));
  const place = [item.address, item.city, `${item.province} ${item.postalCode}`.trim()].filter(Boolean).join(', ');
  return (
    <li className="card enrol-item">
      <h3>{item.practiceName}</h3>
      <p className="muted"><FormattedMessage id={`enrolment.kind.${item.kind}`} values={{ date: f.date(item.createdAt) }} /></p>
      <dl className="portal-facts">
        {fact('place', place)}
        {fact('phone', item.phone)}
        {fact(item.kind === 'application' ? 'email' : 'registrant', item.kind === 'application' ? item.email : `${item.contactName} (${item.email})`)}
        {item.kind === 'application' && fact('contact', item.contactName)}
        {fact('vet', item.vetName)}
        {fact('licence', item.licenceNumber)}
        {fact('distributor', [item.distributorName, item.distributorAccount].filter(Boolean).join(' — '))}
        {fact('group', item.purchasingGroup)}
        {fact('pin', item.pin)}
        {item.kind === 'registration_request' && fact('waiting', String(item.waitingClients))}
        {fact('reason', item.refusalReason)}
        {item.clinicId !== null && item.status === 'approved' && fact('clinic', <Link to={platformClinicPath(item.clinicId)}><FormattedMessage id="enrolment.fact.clinicLink" /></Link>)}
      </dl>
      {item.status === 'pending' && (
        <div className="enrol-actions">
          <Approve item={item} onDone={onDone} />
          <Refuse item={item} onDone={onDone} />
        </div>
      )}
    </li>
  );
}

function Queue() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<(typeof ENROLMENT_STATUSES)[number]>('pending');
  const queue = useEnrolmentQueue(status);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const statusId = useId();
  const onDone = (text: string) => {
    setOutcome({ type: 'Success', text });
    void queryClient.invalidateQueries({ queryKey: enrolmentKeys.queue(status) });
  };
  return (
    <section className="portal-section" aria-labelledby="enrol-queue">
      <h2 id="enrol-queue"><FormattedMessage id="enrolment.queue" /></h2>
      <div className="field portal-search card">
        <label htmlFor={statusId}><FormattedMessage id="enrolment.status" /></label>
        <select id={statusId} value={status} onChange={(e) => { setStatus(e.target.value as typeof status); setOutcome(null); }}>
          {ENROLMENT_STATUSES.map((s) => <option key={s} value={s}>{intl.formatMessage({ id: `enrolment.status.${s}` })}</option>)}
        </select>
      </div>
      <div role="status">{outcome && <Notice type={outcome.type}>{outcome.text}</Notice>}</div>
      {queue.isPending && <Spinner />}
      {queue.data && queue.data.items.length === 0 && <p className="muted"><FormattedMessage id="enrolment.none" /></p>}
      {queue.data && queue.data.items.length > 0 && (
        <ul className="enrol-items">
          {queue.data.items.map((item) => <Item key={`${item.kind}-${item.id}`} item={item} onDone={onDone} />)}
        </ul>
      )}
    </section>
  );
}

function Pins() {
  const intl = useIntl();
  const f = useFormatters();
  const failure = useFailure();
  const queryClient = useQueryClient();
  const pins = useEnrolmentPins();
  const id = useId();
  const [draft, setDraft] = useState({ scope: 'clinic' as EnrolmentPinRequest['scope'], label: '', purchasingGroup: '', distributorName: '', distributorAccount: '', maxUses: '1', validDays: '30' });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const pin = await createPin({ ...draft, maxUses: Number(draft.maxUses), validDays: Number(draft.validDays) });
      setOutcome({ type: 'Success', text: intl.formatMessage({ id: 'enrolment.pins.made' }, { code: pin.code }) });
      void queryClient.invalidateQueries({ queryKey: enrolmentKeys.pins });
    } catch (e) {
      setOutcome({ type: 'Error', text: failure(e) });
    } finally {
      setBusy(false);
    }
  };
  const input = (key: Exclude<keyof typeof draft, 'scope'>, type = 'text') => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}><FormattedMessage id={`enrolment.pins.${key}`} /></label>
      <input id={`${id}-${key}`} type={type} value={draft[key]} onChange={set(key)} min={type === 'number' ? 1 : undefined} autoComplete="off" />
    </div>
  );
  return (
    <section className="portal-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}><FormattedMessage id="enrolment.pins" /></h2>
      <form className="card" onSubmit={(e) => void onSubmit(e)} aria-label={intl.formatMessage({ id: 'enrolment.pins.new' })}>
        <div className="enrol-row">
          <div className="field">
            <label htmlFor={`${id}-scope`}><FormattedMessage id="enrolment.pins.scope" /></label>
            <select id={`${id}-scope`} value={draft.scope} onChange={set('scope')}>
              {PIN_SCOPES.map((s) => <option key={s} value={s}>{intl.formatMessage({ id: `enrolment.pins.scope.${s}` })}</option>)}
            </select>
          </div>
          {input('label')}
          {input('purchasingGroup')}
        </div>
        <div className="enrol-row">
          {input('distributorName')}
          {input('distributorAccount')}
          {input('maxUses', 'number')}
          {input('validDays', 'number')}
        </div>
        <Button type="submit" busy={busy}><FormattedMessage id="enrolment.pins.submit" /></Button>
        <div role="status">{outcome && <Notice type={outcome.type}>{outcome.text}</Notice>}</div>
      </form>
      {pins.data && pins.data.pins.length > 0 && (
        <div className="card platform-table-region" role="region" tabIndex={0} aria-labelledby={`${id}-caption`}>
          <table className="portal-table">
            <caption id={`${id}-caption`} className="visually-hidden"><FormattedMessage id="enrolment.pins" /></caption>
            <thead>
              <tr>
                {['code', 'for', 'distributor', 'uses', 'expires'].map((c) => <th key={c} scope="col"><FormattedMessage id={`enrolment.pins.col.${c}`} /></th>)}
              </tr>
            </thead>
            <tbody>
              {pins.data.pins.map((p) => (
                <tr key={p.id}>
                  <th scope="row" className="portal-nowrap"><code>{p.code}</code></th>
                  <td>{p.label}<br /><span className="muted"><FormattedMessage id={`enrolment.pins.scope.${p.scope}`} />{p.purchasingGroup ? ` — ${p.purchasingGroup}` : ''}</span></td>
                  <td>{p.distributorName}{p.distributorAccount ? <><br /><span className="muted">{p.distributorAccount}</span></> : null}</td>
                  <td className="portal-nowrap">{p.uses} / {p.maxUses}</td>
                  <td className="portal-nowrap">{f.date(p.expiresAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** /platform/enrolment: the queue of clinics asking to join and the enrolment PINs (issue 25), for site administrators. */
export function Component() {
  return (
    <PlatformLayout section="enrolment" title={<FormattedMessage id="enrolment.heading" />}>
      {() => (
        <>
          <Queue />
          <Pins />
        </>
      )}
    </PlatformLayout>
  );
}
