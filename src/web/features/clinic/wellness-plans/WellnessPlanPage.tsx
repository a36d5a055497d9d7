import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { CLINIC_ROUTES, clinicWellnessPlanPath } from '../../../../contracts/clinic';
import { petSpeciesCodes } from '../../../../contracts/codes';
import type { WellnessPlan } from '../../../../contracts/wellness-plans';
import { useLanguage } from '../../../i18n/I18nProvider';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { ClinicLayout } from '../ClinicLayout';
import { draftOfPlan, emptyPlan, emptyService, readPlan, type PlanDraft, type PlanError, type PlanField } from './plan-form';
import { failure } from './parts';
import { createPlan, deletePlan, retirePlan, updatePlan, usePlan, wellnessKeys } from './wellness.api';
import './wellness-plans.css';

type Outcome = { type: 'Success' | 'Error'; text: string } | null;

function PlanForm({ plan, onSaved }: { plan: WellnessPlan | null; onSaved: (plan: WellnessPlan, outcome: Outcome) => void }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const [draft, setDraft] = useState<PlanDraft>(() => (plan ? draftOfPlan(plan, language) : emptyPlan()));
  const [errors, setErrors] = useState<Partial<Record<PlanField, PlanError>>>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const base = useId();
  const locked = plan?.hasEnrolments ?? false;
  const set = <K extends keyof PlanDraft>(key: K, value: PlanDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setService = (i: number, key: keyof PlanDraft['services'][number], value: string) =>
    setDraft((d) => ({ ...d, services: d.services.map((s, j) => (j === i ? { ...s, [key]: value } : s)) }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const read = readPlan(draft);
    if ('errors' in read) {
      setErrors(read.errors);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.wellness-form [aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = plan ? await updatePlan(plan.id, read.input) : await createPlan(read.input);
      onSaved(saved.plan, { type: 'Success', text: intl.formatMessage({ id: plan ? 'clinicWellnessPlans.saved' : 'clinicWellnessPlans.created' }) });
    } catch (error) {
      setRefusal(failure(intl, error));
    } finally {
      setBusy(false);
    }
  }

  const id = (field: PlanField) => `${base}-${field.replace(/\./g, '-')}`;
  const attrs = (field: PlanField) => ({
    id: id(field), 'aria-invalid': Boolean(errors[field]), 'aria-describedby': errors[field] ? `${id(field)}-error` : undefined,
  });
  const error = (field: PlanField) => errors[field] && (
    <p id={`${id(field)}-error`} className="field__error"><FormattedMessage id={`clinicWellnessPlans.fieldError.${errors[field]}`} /></p>
  );
  const text = (field: 'nameEn' | 'nameFr', label: string) => (
    <div className="field">
      <label htmlFor={id(field)}><FormattedMessage id={label} /></label>
      <input value={draft[field]} maxLength={100} onChange={(e) => set(field, e.target.value)} {...attrs(field)} />
      {error(field)}
    </div>
  );
  const amount = (field: 'monthly' | 'fee' | 'term' | 'discount', label: string, mode: 'decimal' | 'numeric') => (
    <div className="field">
      <label htmlFor={id(field)}><FormattedMessage id={label} /></label>
      <input inputMode={mode} value={draft[field]} disabled={locked && field !== 'discount'} onChange={(e) => set(field, e.target.value)} {...attrs(field)} />
      {error(field)}
    </div>
  );

  return (
    <form className="card clinic-card wellness-form" noValidate onSubmit={onSubmit} aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`}><FormattedMessage id={plan ? 'clinicWellnessPlans.editHeading' : 'clinicWellnessPlans.newHeading'} /></h2>
      {refusal && <Notice type="Error">{refusal}</Notice>}
      {locked && <Notice type="info"><FormattedMessage id="clinicWellnessPlans.lockedNote" /></Notice>}
      <div className="wellness-form__grid">
        {text('nameEn', 'clinicWellnessPlans.nameEn')}
        {text('nameFr', 'clinicWellnessPlans.nameFr')}
        <div className="field">
          <label htmlFor={`${base}-descEn`}><FormattedMessage id="clinicWellnessPlans.descriptionEn" /></label>
          <textarea id={`${base}-descEn`} rows={3} maxLength={2000} value={draft.descriptionEn} onChange={(e) => set('descriptionEn', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${base}-descFr`}><FormattedMessage id="clinicWellnessPlans.descriptionFr" /></label>
          <textarea id={`${base}-descFr`} rows={3} maxLength={2000} value={draft.descriptionFr} onChange={(e) => set('descriptionFr', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${base}-species`}><FormattedMessage id="clinicWellnessPlans.species" /></label>
          <select id={`${base}-species`} value={draft.species} disabled={locked} onChange={(e) => set('species', e.target.value as PlanDraft['species'])}>
            {petSpeciesCodes.map((s) => <option key={s} value={s}>{intl.formatMessage({ id: `clinicWellnessPlans.species.${s}` })}</option>)}
          </select>
        </div>
        {amount('monthly', 'clinicWellnessPlans.monthlyDollars', 'decimal')}
        {amount('term', 'clinicWellnessPlans.termMonths', 'numeric')}
        {amount('fee', 'clinicWellnessPlans.feeDollars', 'decimal')}
        {amount('discount', 'clinicWellnessPlans.discountPercent', 'numeric')}
      </div>
      <fieldset className="wellness-services">
        <legend><FormattedMessage id="clinicWellnessPlans.services" /></legend>
        <p className="muted field__hint"><FormattedMessage id="clinicWellnessPlans.servicesHint" /></p>
        {draft.services.map((s, i) => (
          <div key={i} className="wellness-services__row" role="group" aria-label={intl.formatMessage({ id: 'clinicWellnessPlans.serviceN' }, { n: i + 1 })}>
            {(['nameEn', 'nameFr', 'count', 'value'] as const).map((key) => {
              const field = `service.${i}.${key}` as PlanField;
              return (
                <div className="field" key={key}>
                  <label htmlFor={id(field)}><FormattedMessage id={`clinicWellnessPlans.service.${key}`} /></label>
                  <input value={s[key]} inputMode={key === 'count' ? 'numeric' : key === 'value' ? 'decimal' : undefined}
                    disabled={locked && (key === 'count' || key === 'value')} onChange={(e) => setService(i, key, e.target.value)} {...attrs(field)} />
                  {error(field)}
                </div>
              );
            })}
            {!locked && (
              <Button size="sm" variant="secondary" className="wellness-services__remove"
                aria-label={intl.formatMessage({ id: 'clinicWellnessPlans.removeServiceN' }, { n: i + 1 })}
                onClick={() => set('services', draft.services.filter((_, j) => j !== i))}>
                <FormattedMessage id="clinicWellnessPlans.removeService" />
              </Button>
            )}
          </div>
        ))}
        {!locked && (
          <Button size="sm" variant="secondary" onClick={() => set('services', [...draft.services, emptyService()])}>
            <FormattedMessage id="clinicWellnessPlans.addService" />
          </Button>
        )}
      </fieldset>
      <div className="clinic-actions">
        <Button type="submit" busy={busy}><FormattedMessage id={plan ? 'clinicWellnessPlans.save' : 'clinicWellnessPlans.create'} /></Button>
      </div>
    </form>
  );
}

function PlanActions({ plan, onOutcome }: { plan: WellnessPlan; onOutcome: (o: Outcome) => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string, after?: () => void) => {
    setBusy(true);
    try {
      await work();
      onOutcome({ type: 'Success', text: intl.formatMessage({ id: done }) });
      after?.();
    } catch (error) {
      onOutcome({ type: 'Error', text: failure(intl, error) });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: wellnessKeys.all });
    }
  };
  const retired = plan.status === 'retired';
  return (
    <section className="portal-section" aria-labelledby="wellness-plan-actions">
      <h2 id="wellness-plan-actions"><FormattedMessage id="clinicWellnessPlans.planActions" /></h2>
      <div className="card clinic-card">
        <p className="muted"><FormattedMessage id={retired ? 'clinicWellnessPlans.retiredNote' : 'clinicWellnessPlans.retireNote'} /></p>
        <div className="clinic-actions">
          <Button variant="secondary" busy={busy} onClick={() => void run(() => retirePlan(plan.id, !retired), retired ? 'clinicWellnessPlans.reinstated' : 'clinicWellnessPlans.retired')}>
            <FormattedMessage id={retired ? 'clinicWellnessPlans.reinstate' : 'clinicWellnessPlans.retire'} />
          </Button>
          <Button variant="danger" disabled={busy || !plan.mayDelete} onClick={() => setConfirming(true)}>
            <FormattedMessage id="clinicWellnessPlans.delete" />
          </Button>
        </div>
        {!plan.mayDelete && (
          <p className="muted"><FormattedMessage id="clinicWellnessPlans.deleteRule" values={{ active: plan.activeEnrolments, declined: plan.declinedPayments }} /></p>
        )}
      </div>
      {confirming && (
        <Modal isOpen size="sm" onOpenChange={(open) => { if (!open) setConfirming(false); }}
          title={<FormattedMessage id="clinicWellnessPlans.deleteTitle" />}
          actions={(close) => (
            <>
              <Button variant="secondary" onClick={close}><FormattedMessage id="clinicWellnessPlans.keep" /></Button>
              <Button variant="danger" busy={busy} onClick={() => void run(() => deletePlan(plan.id), 'clinicWellnessPlans.deleted', () => { close(); navigate(CLINIC_ROUTES.wellnessPlans); })}>
                <FormattedMessage id="clinicWellnessPlans.deleteNow" />
              </Button>
            </>
          )}>
          <p><FormattedMessage id="clinicWellnessPlans.deleteText" /></p>
        </Modal>
      )}
    </section>
  );
}

function Editor({ planId }: { planId: number | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const intl = useIntl();
  const plan = usePlan(planId);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const notice = outcome && <Notice type={outcome.type} role="status" dismissible onDismiss={() => setOutcome(null)}>{outcome.text}</Notice>;
  if (planId !== null && plan.isPending) return <>{notice}<Spinner label={intl.formatMessage({ id: 'clinicWellnessPlans.loading' })} /></>;
  if (planId !== null && !plan.data) return <Notice type="Error"><FormattedMessage id="clinicWellnessPlans.error.wellness_plan_not_found" /></Notice>;
  const current = plan.data?.plan ?? null;
  return (
    <>
      {notice}
      <PlanForm key={current?.id ?? 'new'} plan={current} onSaved={(saved, o) => {
        setOutcome(o);
        void queryClient.invalidateQueries({ queryKey: wellnessKeys.all });
        if (!current) navigate(clinicWellnessPlanPath(saved.id), { replace: true });
      }} />
      {current && <PlanActions plan={current} onOutcome={setOutcome} />}
    </>
  );
}

/** /clinic/wellness-plans/:planId ('new' for a new one): the clinic admin's plan editor (issue 27). */
export function Component() {
  const { planId = 'new' } = useParams();
  const id = planId === 'new' ? null : Number(planId);
  return (
    <ClinicLayout section="wellnessPlans" title={<FormattedMessage id="pages.clinicWellnessPlan.title" />}>
      {(staff) => (staff.roles.includes('clinic_admin')
        ? (id !== null && !(Number.isInteger(id) && id > 0))
          ? <Notice type="Error"><FormattedMessage id="clinicWellnessPlans.error.wellness_plan_not_found" /></Notice>
          : <Editor planId={id} />
        : <Notice type="Error"><FormattedMessage id="clinicWellnessPlans.error.adminOnly" /></Notice>)}
    </ClinicLayout>
  );
}
