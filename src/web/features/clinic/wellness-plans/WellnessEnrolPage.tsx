import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { clinicWellnessEnrolmentPath } from '../../../../contracts/clinic';
import { WELLNESS_CONSENT_VERSION } from '../../../../domain/wellness-plans';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { ClinicLayout } from '../ClinicLayout';
import { failure, useNameIn } from './parts';
import { enrolPet, useClientSearch, useEnrolOptions, usePlans, wellnessKeys } from './wellness.api';
import './wellness-plans.css';

const todayLocal = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function ClientPicker({ onPick }: { onPick: (id: number) => void }) {
  const intl = useIntl();
  const [q, setQ] = useState('');
  const results = useClientSearch(q);
  const inputId = useId();
  return (
    <div className="card clinic-card">
      <div className="field">
        <label htmlFor={inputId}><FormattedMessage id="clinicWellnessPlans.findClient" /></label>
        <input id={inputId} type="search" value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" />
        <p className="field__hint muted"><FormattedMessage id="clinicWellnessPlans.findClientHint" /></p>
      </div>
      {results.data && (
        results.data.clients.length === 0 ? <p className="muted"><FormattedMessage id="clinicWellnessPlans.noClients" /></p> : (
          <ul className="wellness-picker" aria-label={intl.formatMessage({ id: 'clinicWellnessPlans.clients' })}>
            {results.data.clients.map((c) => (
              <li key={c.id}>
                <Button size="sm" variant="secondary" onClick={() => onPick(c.id)}>
                  <FormattedMessage id="clinicWellnessPlans.pickClient" values={{ name: `${c.firstName} ${c.lastName}`, email: c.email }} />
                </Button>
              </li>
            ))}
          </ul>
        )
      )}
    </div>
  );
}

function EnrolForm({ clientId, onBack }: { clientId: number; onBack: () => void }) {
  const intl = useIntl();
  const f = useFormatters();
  const nameIn = useNameIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useEnrolOptions(clientId);
  const plans = usePlans();
  const [petId, setPetId] = useState<number | null>(null);
  const [planId, setPlanId] = useState<number | null>(null);
  const [cardId, setCardId] = useState<number | null>(null);
  const [startDate, setStartDate] = useState(todayLocal);
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const ids = { pet: useId(), plan: useId(), card: useId(), start: useId(), consent: useId() };
  if (!options.data || !plans.data) return null;
  const { client, pets, cards } = options.data;
  const pet = pets.find((p) => p.id === petId) ?? null;
  const offered = plans.data.plans.filter((p) => p.status === 'active' && (!pet || p.species === pet.species));
  const plan = offered.find((p) => p.id === planId) ?? null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    if (!petId || !planId || !cardId || !consent) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setBusy(true);
    try {
      const { enrolment } = await enrolPet({
        planId, clientId, petId, paymentMethodId: cardId, startDate, consentGiven: true, consentTextVersion: WELLNESS_CONSENT_VERSION,
      });
      await queryClient.invalidateQueries({ queryKey: wellnessKeys.all });
      navigate(clinicWellnessEnrolmentPath(enrolment.id));
    } catch (error) {
      setRefusal(failure(intl, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card clinic-card wellness-form" noValidate onSubmit={onSubmit} aria-labelledby={`${ids.pet}-heading`}>
      <h2 id={`${ids.pet}-heading`}><FormattedMessage id="clinicWellnessPlans.enrolFor" values={{ name: `${client.firstName} ${client.lastName}` }} /></h2>
      {refusal && <Notice type="Error">{refusal}</Notice>}
      {missing && <Notice type="Error"><FormattedMessage id="clinicWellnessPlans.enrolMissing" /></Notice>}
      <div className="wellness-form__grid">
        <div className="field">
          <label htmlFor={ids.pet}><FormattedMessage id="clinicWellnessPlans.pet" /></label>
          <select id={ids.pet} value={petId ?? ''} onChange={(e) => { setPetId(Number(e.target.value) || null); setPlanId(null); }}>
            <option value=""><FormattedMessage id="clinicWellnessPlans.choose" /></option>
            {pets.map((p) => (
              <option key={p.id} value={p.id} disabled={p.enrolled}>
                {p.name} — {intl.formatMessage({ id: `clinicWellnessPlans.species.${p.species}` })}{p.enrolled ? ` (${intl.formatMessage({ id: 'clinicWellnessPlans.alreadyEnrolled' })})` : ''}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.plan}><FormattedMessage id="clinicWellnessPlans.plan" /></label>
          <select id={ids.plan} value={planId ?? ''} onChange={(e) => setPlanId(Number(e.target.value) || null)}>
            <option value=""><FormattedMessage id="clinicWellnessPlans.choose" /></option>
            {offered.map((p) => <option key={p.id} value={p.id}>{nameIn(p)} — {f.money(p.monthlyPriceCents)}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.card}><FormattedMessage id="clinicWellnessPlans.card" /></label>
          <select id={ids.card} value={cardId ?? ''} onChange={(e) => setCardId(Number(e.target.value) || null)}>
            <option value=""><FormattedMessage id="clinicWellnessPlans.choose" /></option>
            {cards.map((c) => (
              <option key={c.id} value={c.id}>{intl.formatMessage({ id: 'clinicWellnessPlans.cardText' }, { brand: c.brand.toUpperCase(), last4: c.last4, month: String(c.expMonth).padStart(2, '0'), year: c.expYear })}</option>
            ))}
          </select>
          {cards.length === 0 && <p className="field__hint muted"><FormattedMessage id="clinicWellnessPlans.noCards" /></p>}
        </div>
        <div className="field">
          <label htmlFor={ids.start}><FormattedMessage id="clinicWellnessPlans.startDate" /></label>
          <input id={ids.start} type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
        </div>
      </div>
      {plan && (
        <div className="wellness-consent">
          <h3><FormattedMessage id="clinicWellnessPlans.consentHeading" /></h3>
          <p>
            <FormattedMessage id="clinicWellnessPlans.consentText" values={{
              plan: nameIn(plan), monthly: f.money(plan.monthlyPriceCents), months: plan.termMonths, fee: f.money(plan.enrolmentFeeCents),
            }} />
          </p>
          <p className="muted"><FormattedMessage id="clinicWellnessPlans.consentVersion" values={{ version: WELLNESS_CONSENT_VERSION }} /></p>
        </div>
      )}
      <div className="field wellness-form__check">
        <input id={ids.consent} type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
        <label htmlFor={ids.consent}><FormattedMessage id="clinicWellnessPlans.consentGiven" /></label>
      </div>
      <div className="clinic-actions">
        <Button type="submit" busy={busy}><FormattedMessage id="clinicWellnessPlans.enrol" /></Button>
        <Button variant="secondary" onClick={onBack}><FormattedMessage id="clinicWellnessPlans.otherClient" /></Button>
      </div>
    </form>
  );
}

/** /clinic/wellness-enrol[?clientId=]: staff enrol a client's pet in a plan, with the card and the client's consent (issue 27). */
export function Component() {
  const [params] = useSearchParams();
  const fromQuery = Number(params.get('clientId')) || null;
  const [clientId, setClientId] = useState<number | null>(fromQuery);
  return (
    <ClinicLayout section="wellnessPlans" title={<FormattedMessage id="pages.clinicWellnessEnrol.title" />}>
      {() => (clientId === null ? <ClientPicker onPick={setClientId} /> : <EnrolForm clientId={clientId} onBack={() => setClientId(null)} />)}
    </ClinicLayout>
  );
}
