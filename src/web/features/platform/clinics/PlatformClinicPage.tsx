import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { PLATFORM_ROUTES } from '../../../../contracts/platform';
import {
  CLINIC_CAPABILITIES, platformClinicClientsPath, platformClinicPath, platformClinicPoliciesPath, type ClinicCapabilities, type PlatformClinicDetail,
} from '../../../../contracts/platform-clinics';
import { RESTRICTED_AREA_KINDS, type RestrictedAreaKind } from '../../../../domain/ordering-limits';
import { ApiError } from '../../../api/errors';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { usePortalAction } from '../../../ui/use-portal-action';
import { PlatformLayout } from '../PlatformLayout';
import { addRestrictedArea, platformClinicKeys, removeRestrictedArea, saveClinicCapabilities, setClinicLive, usePlatformClinic } from './clinics.api';
import { ClinicStateBadge } from './ClinicStateBadge';

type Clinic = PlatformClinicDetail['clinic'];

/**
 * A platform action's failure: a refusal the server explains (`refused` says which) in the words of
 * `refusedId` with the server's message, anything else "could not be loaded". Messages by id: a
 * language switch says them again in the other language.
 */
const platformFailure = (refusedId: string, refused: (error: ApiError) => boolean) => (error: unknown) => (
  error instanceof ApiError && refused(error)
    ? <FormattedMessage id={refusedId} values={{ message: error.message }} />
    : <FormattedMessage id="platform.loadFailed" />
);

function Facts({ clinic }: { clinic: Clinic }) {
  const f = useFormatters();
  const intl = useIntl();
  const fact = (label: string, value: ReactNode) => (
    <><dt><FormattedMessage id={`platformClinics.clinic.${label}`} /></dt><dd>{value}</dd></>
  );
  return (
    <section className="portal-section card" aria-labelledby="platform-clinic-facts">
      <h2 id="platform-clinic-facts"><FormattedMessage id="platformClinics.clinic.details" /></h2>
      <dl className="portal-facts">
        {fact('state', <ClinicStateBadge state={clinic.state} />)}
        {fact('subdomain', clinic.subdomain)}
        {fact('address', `${clinic.address}, ${clinic.city}, ${clinic.province} ${clinic.postalCode}`)}
        {fact('phone', clinic.phone)}
        {fact('email', clinic.email)}
        {fact('vet', clinic.vetName ?? '—')}
        {fact('distributor', clinic.distributorName || '—')}
        {fact('registration', <FormattedMessage id={clinic.isAutomaticRegistration ? 'platformClinics.clinic.registration.automatic' : 'platformClinics.clinic.registration.approved'} />)}
        {fact('people', intl.formatMessage({ id: 'platformClinics.clinic.peopleValue' }, { staff: clinic.staffCount, clients: clinic.clientCount }))}
        {fact('orders', clinic.orderCount)}
        {fact('lastActivity', clinic.lastActivity
          ? <>{f.dateTime(clinic.lastActivity.at)} (<FormattedMessage id={`platformClinics.activity.${clinic.lastActivity.kind}`} />)</>
          : <FormattedMessage id="platformClinics.activity.none" />)}
        {fact('master', clinic.masterClinic ? <Link to={platformClinicPath(clinic.masterClinic.id)}>{clinic.masterClinic.name}</Link> : '—')}
        {clinic.childClinics.length > 0 && fact('children', (
          <ul className="platform-audit">
            {clinic.childClinics.map((c) => <li key={c.id}><Link to={platformClinicPath(c.id)}>{c.name}</Link></li>)}
          </ul>
        ))}
        {fact('createdAt', f.date(clinic.createdAt))}
      </dl>
    </section>
  );
}

/** The capabilities a site administrator sets (rr §6; issue 25): saved together, each change audited. */
function Capabilities({ clinic }: { clinic: Clinic }) {
  const queryClient = useQueryClient();
  const ids = { order: useId(), returns: useId(), orderHint: useId(), returnsHint: useId() };
  // What the administrator changed and has not saved yet, over what the clinic has.
  const [edits, setEdits] = useState<Partial<ClinicCapabilities>>({});
  const draft: ClinicCapabilities = { ...clinic.capabilities, ...edits };
  const { busy, outcome, run } = usePortalAction({ failure: platformFailure('platformClinics.clinic.capabilities.refused', (e) => e.status === 400) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await run('action', async () => {
      const detail = await saveClinicCapabilities(clinic.id, draft);
      queryClient.setQueryData(platformClinicKeys.clinic(clinic.id), detail);
      setEdits({});
      void queryClient.invalidateQueries({ queryKey: platformClinicKeys.lists });
      return <FormattedMessage id="platformClinics.clinic.capabilities.saved" />;
    });
  };
  const box = (key: keyof ClinicCapabilities, id: string, hint: string) => (
    <div className="portal-check">
      <input id={id} type="checkbox" checked={draft[key]} aria-describedby={hint} onChange={(e) => setEdits((d) => ({ ...d, [key]: e.target.checked }))} />
      <div>
        <label htmlFor={id}><FormattedMessage id={`platformClinics.clinic.capability.${key}`} /></label>
        <p id={hint} className="muted"><FormattedMessage id={`platformClinics.clinic.capability.${key}.hint`} /></p>
      </div>
    </div>
  );
  const changed = CLINIC_CAPABILITIES.some((key) => draft[key] !== clinic.capabilities[key]);
  return (
    <section className="portal-section card" aria-labelledby="platform-clinic-capabilities">
      <h2 id="platform-clinic-capabilities"><FormattedMessage id="platformClinics.clinic.capabilities" /></h2>
      <form onSubmit={onSubmit}>
        <fieldset className="platform-capabilities">
          <legend className="visually-hidden"><FormattedMessage id="platformClinics.clinic.capabilities" /></legend>
          {box('isAuthorisedToOrder', ids.order, ids.orderHint)}
          {box('isApprovedForReturns', ids.returns, ids.returnsHint)}
        </fieldset>
        <Button type="submit" busy={busy !== null} disabled={!changed}><FormattedMessage id="platformClinics.clinic.capabilities.save" /></Button>
      </form>
      {outcome && <Notice type={outcome.type}>{outcome.message}</Notice>}
    </section>
  );
}

/** An approved clinic not live yet (issue 25): the site administrator sets it live; its waiting clients are emailed. */
function GoLive({ clinic }: { clinic: Clinic }) {
  const queryClient = useQueryClient();
  const { busy, outcome, run } = usePortalAction({ failure: platformFailure('platformClinics.clinic.capabilities.refused', (e) => e.status < 500) });
  if (clinic.state !== 'not_activated' && !outcome) return null;
  const onClick = () => run('action', async () => {
    const result = await setClinicLive(clinic.id);
    void queryClient.invalidateQueries({ queryKey: platformClinicKeys.clinic(clinic.id) });
    void queryClient.invalidateQueries({ queryKey: platformClinicKeys.lists });
    return <FormattedMessage id="platformClinics.clinic.goLive.done" values={{ count: result.clientsTold }} />;
  });
  return (
    <section className="portal-section card" aria-labelledby="platform-clinic-live">
      <h2 id="platform-clinic-live"><FormattedMessage id="platformClinics.clinic.goLive.title" /></h2>
      {clinic.state === 'not_activated' && (
        <>
          <p><FormattedMessage id="platformClinics.clinic.goLive.notLive" /></p>
          <Button busy={busy !== null} onClick={() => void onClick()}><FormattedMessage id="platformClinics.clinic.goLive.submit" /></Button>
        </>
      )}
      <div role="status">{outcome && <Notice type={outcome.type}>{outcome.message}</Notice>}</div>
    </section>
  );
}

/**
 * The clinic's restricted areas (issue 25, rr §8): postal codes, their starts or provinces home
 * delivery from the clinic does not go to; shoppers there choose pickup or another address.
 */
function RestrictedAreas({ clinic }: { clinic: Clinic }) {
  const queryClient = useQueryClient();
  const intl = useIntl();
  const ids = { kind: useId(), value: useId(), hint: useId() };
  const [kind, setKind] = useState<RestrictedAreaKind>('prefix');
  const [value, setValue] = useState('');
  const refused = platformFailure('platformClinics.clinic.areas.refused', (e) => e.status === 400 || e.status === 404);
  const action = usePortalAction({
    failure: (error) => (error instanceof ApiError && error.code === 'invalid_restricted_area'
      ? <FormattedMessage id="platformClinics.clinic.areas.invalid" />
      : refused(error)),
  });
  const { busy, outcome } = action;

  const run = (call: () => Promise<PlatformClinicDetail>, success: string) => action.run('action', async () => {
    queryClient.setQueryData(platformClinicKeys.clinic(clinic.id), await call());
    return <FormattedMessage id={success} />;
  });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => addRestrictedArea(clinic.id, { kind, value }), 'platformClinics.clinic.areas.added')) setValue('');
  };
  const label = (area: { kind: RestrictedAreaKind; value: string }) =>
    intl.formatMessage({ id: `platformClinics.clinic.areas.kind.${area.kind}` }) + ' ' + area.value;
  return (
    <section className="portal-section card" aria-labelledby="platform-clinic-areas">
      <h2 id="platform-clinic-areas"><FormattedMessage id="platformClinics.clinic.areas" /></h2>
      <p className="muted"><FormattedMessage id="platformClinics.clinic.areas.intro" /></p>
      {clinic.restrictedAreas.length === 0 ? <p><FormattedMessage id="platformClinics.clinic.areas.none" /></p> : (
        <ul className="platform-areas">
          {clinic.restrictedAreas.map((area) => (
            <li key={area.id}>
              <span>{label(area)}</span>
              <Button variant="ghost" size="sm" disabled={busy !== null} onClick={() => void run(() => removeRestrictedArea(clinic.id, area.id), 'platformClinics.clinic.areas.removed')}>
                <FormattedMessage id="platformClinics.clinic.areas.remove" />
                <span className="visually-hidden"> {label(area)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="portal-search" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={ids.kind}><FormattedMessage id="platformClinics.clinic.areas.kindLabel" /></label>
          <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as RestrictedAreaKind)}>
            {RESTRICTED_AREA_KINDS.map((k) => <option key={k} value={k}>{intl.formatMessage({ id: `platformClinics.clinic.areas.kind.${k}` })}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.value}><FormattedMessage id="platformClinics.clinic.areas.value" /></label>
          <input id={ids.value} value={value} maxLength={10} required aria-describedby={ids.hint} onChange={(e) => setValue(e.target.value)} />
          <p id={ids.hint} className="muted"><FormattedMessage id="platformClinics.clinic.areas.hint" /></p>
        </div>
        <Button type="submit" busy={busy !== null}><FormattedMessage id="platformClinics.clinic.areas.add" /></Button>
      </form>
      {outcome && <Notice type={outcome.type}>{outcome.message}</Notice>}
    </section>
  );
}

/** What the platform changed for this clinic: who, when, which capability, to what. */
function History({ audit }: { audit: PlatformClinicDetail['audit'] }) {
  const f = useFormatters();
  const intl = useIntl();
  const describe = (after: Record<string, unknown> | null) => Object.entries(after ?? {})
    .filter(([key]) => (CLINIC_CAPABILITIES as readonly string[]).includes(key))
    .map(([key, value]) => intl.formatMessage({ id: value === true ? 'platformClinics.clinic.history.on' : 'platformClinics.clinic.history.off' }, {
      capability: intl.formatMessage({ id: `platformClinics.clinic.capability.${key}` }),
    }))
    .join(' · ');
  return (
    <section className="portal-section" aria-labelledby="platform-clinic-history">
      <h2 id="platform-clinic-history"><FormattedMessage id="platformClinics.clinic.history" /></h2>
      {audit.length === 0 ? <p className="muted"><FormattedMessage id="platformClinics.clinic.history.none" /></p> : (
        <ul className="platform-audit card">
          {audit.map((e) => (
            <li key={e.id}><FormattedMessage id="platformClinics.clinic.history.entry" values={{ when: f.dateTime(e.createdAt), who: e.actorName, what: describe(e.after) }} /></li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ClinicView({ id }: { id: number }) {
  const clinic = usePlatformClinic(id);
  if (clinic.isPending) return <Spinner />;
  if (!clinic.data) return null;
  const { clinic: c, audit } = clinic.data;
  return (
    <>
      <h2>{c.name}</h2>
      <p><Link to={platformClinicClientsPath(c.id)}><FormattedMessage id="platformClinics.clinic.clientsLink" values={{ count: c.clientCount }} /></Link></p>
      <p><Link to={platformClinicPoliciesPath(c.id)}><FormattedMessage id="platformClinics.clinic.policiesLink" /></Link></p>
      <Facts clinic={c} />
      <GoLive clinic={c} />
      <Capabilities clinic={c} />
      <RestrictedAreas clinic={c} />
      <History audit={audit} />
    </>
  );
}

/** /platform/clinics/:clinicId: one clinic, its state and the capabilities the site administrator sets (issue 25). */
export function Component() {
  const param = Number(useParams().clinicId);
  const id = Number.isInteger(param) && param > 0 ? param : null;
  return (
    <PlatformLayout section="clinics" title={<FormattedMessage id="platformClinics.clinic.heading" />}>
      {() => (
        <>
          <p><Link to={PLATFORM_ROUTES.clinics}><FormattedMessage id="platformClinics.clinic.back" /></Link></p>
          {id === null ? <Notice type="Error"><FormattedMessage id="platformClinics.clinic.notFound" /></Notice> : <ClinicView id={id} />}
        </>
      )}
    </PlatformLayout>
  );
}
