import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ClinicPoliciesView, PolicyEntry, PolicyTarget } from '../../../../contracts/clinic-policies';
import { CLINIC_POLICIES, POLICY_RANGES, type ClinicPolicy } from '../../../../domain/clinic-policies';
import { parseDollarsToCents } from '../../../../domain/money';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { failureMessage } from '../failure-text';
import { usePolicies, type PoliciesApi } from './policies.api';
import '../../../ui/data-table/data-table.css';
import '../clinic-admin.css';

type Value = PolicyEntry['value'];
const CENTS: readonly ClinicPolicy[] = ['accountCreditCents', 'minimumOrderCents'];
const WHOLE: readonly ClinicPolicy[] = ['returnWindowDays', 'autoOrderReminderDays', 'maxQuantityPerOrder', 'retailDiscountPercent', 'refills'];

/** A policy's value in words. */
function useValueWords(view: ClinicPoliciesView) {
  const intl = useIntl();
  const f = useFormatters();
  return (policy: ClinicPolicy, value: Value, clinicId: number): string => {
    const m = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `clinicPolicies.${id}` }, values);
    if (policy === 'holidayHours') return Number(value) === clinicId ? m('holidays.own') : m('holidays.of', { name: view.master?.name ?? view.clinic.name });
    if (policy === 'homeShippingWithinProvince') return m(value ? 'yes' : 'no');
    if (policy === 'returnPolicyText') {
      const text = value as { en: string; fr: string };
      return text.en || text.fr ? m('text.set', { length: Math.max(text.en.length, text.fr.length) }) : m('text.default');
    }
    if (policy === 'orderCostRange') {
      const r = value as { minCents: number; maxCents: number };
      return m('range', { min: f.money(r.minCents), max: f.money(r.maxCents) });
    }
    if (CENTS.includes(policy)) return f.money(Number(value));
    return m(`unit.${policy}`, { n: Number(value) });
  };
}

function SourceWords({ entry, masterName }: { entry: PolicyEntry; masterName: string }) {
  if (entry.source === 'inherited') return <FormattedMessage id="clinicPolicies.source.inherited" values={{ name: masterName }} />;
  if (entry.source === 'overridden') return <FormattedMessage id="clinicPolicies.source.overridden" values={{ name: masterName }} />;
  return <FormattedMessage id="clinicPolicies.source.own" />;
}

type Draft = { policy: ClinicPolicy; target: string; number: string; min: string; max: string; en: string; fr: string; flag: boolean; allowOverride: boolean };

/** The value the form holds, or the field's problem ("value between a and b"). */
function valueOf(d: Draft): { value: unknown } | { problem: { min: number; max: number } | 'minBelowMax' } {
  const p = d.policy;
  if (p === 'returnPolicyText') return { value: { en: d.en, fr: d.fr } };
  if (p === 'homeShippingWithinProvince') return { value: d.flag };
  if (p === 'holidayHours') return { value: 0 };
  const dollars = (text: string, r: { min: number; max: number }) => {
    const cents = parseDollarsToCents(text);
    return cents !== null && cents >= r.min && cents <= r.max ? cents : null;
  };
  const dollarRange = (r: { min: number; max: number }) => ({ min: r.min / 100, max: r.max / 100 });
  if (p === 'orderCostRange') {
    const r = POLICY_RANGES.orderCostCents;
    const min = dollars(d.min, r);
    const max = dollars(d.max, r);
    if (min === null || max === null) return { problem: dollarRange(r) };
    return min < max ? { value: { minCents: min, maxCents: max } } : { problem: 'minBelowMax' };
  }
  if (CENTS.includes(p)) {
    const r = POLICY_RANGES[p as 'accountCreditCents'];
    const cents = dollars(d.number, r);
    return cents === null ? { problem: dollarRange(r) } : { value: cents };
  }
  const r = POLICY_RANGES[p as 'returnWindowDays'];
  const n = /^\s*\d{1,7}\s*$/.test(d.number) ? Number(d.number) : NaN;
  return Number.isInteger(n) && n >= r.min && n <= r.max ? { value: n } : { problem: r };
}

function PolicyForm({ view, api }: { view: ClinicPoliciesView; api: PoliciesApi }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const ids = { policy: useId(), target: useId(), number: useId(), min: useId(), max: useId(), en: useId(), fr: useId(), error: useId(), hint: useId() };
  const [draft, setDraft] = useState<Draft>({ policy: 'returnWindowDays', target: 'self', number: '', min: '', max: '', en: '', fr: '', flag: true, allowOverride: true });
  const [tried, setTried] = useState(false);
  const [outcome, setOutcome] = useState<{ type: 'Success' | 'Error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const m = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `clinicPolicies.${id}` }, values);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const read = valueOf(draft);
  const problem = tried && 'problem' in read ? read.problem : null;
  const isMaster = view.children.length > 0;
  const forOthers = draft.target !== 'self';
  const invalid = problem ? { 'aria-invalid': true as const, 'aria-describedby': ids.error } : {};

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setOutcome(null);
    if ('problem' in read) return;
    setBusy(true);
    const target: PolicyTarget = draft.target === 'self' || draft.target === 'children' ? draft.target : Number(draft.target);
    try {
      const answer = await api.set({ policy: draft.policy, target, value: read.value, allowOverride: forOthers && draft.allowOverride });
      queryClient.setQueryData(api.key, answer);
      setTried(false);
      setOutcome({ type: 'Success', text: m('saved') });
    } catch (error) {
      setOutcome({ type: 'Error', text: failureMessage(intl, error) });
    } finally {
      setBusy(false);
    }
  }

  const p = draft.policy;
  return (
    <form className="card admin-card" aria-labelledby={`${ids.policy}-h`} onSubmit={onSubmit} noValidate>
      <h2 id={`${ids.policy}-h`}>{m('form.heading')}</h2>
      <div className="admin-stack">
        <div className="field">
          <label htmlFor={ids.policy}>{m('form.policy')}</label>
          <select id={ids.policy} value={p} onChange={(e) => { setTried(false); set({ policy: e.target.value as ClinicPolicy }); }}>
            {CLINIC_POLICIES.map((policy) => <option key={policy} value={policy}>{m(`name.${policy}`)}</option>)}
          </select>
        </div>
        {isMaster && (
          <div className="field">
            <label htmlFor={ids.target}>{m('form.target')}</label>
            <select id={ids.target} value={draft.target} onChange={(e) => set({ target: e.target.value })}>
              <option value="self">{m('form.self', { name: view.clinic.name })}</option>
              <option value="children">{m('form.children')}</option>
              {view.children.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
            </select>
          </div>
        )}
        {(WHOLE.includes(p) || CENTS.includes(p)) && (
          <div className="field admin-narrow">
            <label htmlFor={ids.number}>{m(`field.${p}`)}</label>
            <input
              id={ids.number} inputMode={CENTS.includes(p) ? 'decimal' : 'numeric'} value={draft.number} onChange={(e) => set({ number: e.target.value })} {...invalid}
              aria-describedby={[problem ? ids.error : null, p === 'retailDiscountPercent' ? ids.hint : null].filter(Boolean).join(' ') || undefined}
            />
            {/* What the discount does, where the admin sets it (docs/decisions/106-clinic-retail-discount.md). */}
            {p === 'retailDiscountPercent' && <p className="muted" id={ids.hint}>{m('field.retailDiscountHint')}</p>}
          </div>
        )}
        {p === 'orderCostRange' && (
          <>
            <div className="field admin-narrow">
              <label htmlFor={ids.min}>{m('field.orderCostMin')}</label>
              <input id={ids.min} inputMode="decimal" value={draft.min} onChange={(e) => set({ min: e.target.value })} {...invalid} />
            </div>
            <div className="field admin-narrow">
              <label htmlFor={ids.max}>{m('field.orderCostMax')}</label>
              <input id={ids.max} inputMode="decimal" value={draft.max} onChange={(e) => set({ max: e.target.value })} {...invalid} />
            </div>
          </>
        )}
        {p === 'returnPolicyText' && (
          <>
            <div className="field">
              <label htmlFor={ids.en}>{m('field.textEn')}</label>
              <textarea id={ids.en} rows={4} value={draft.en} onChange={(e) => set({ en: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={ids.fr}>{m('field.textFr')}</label>
              <textarea id={ids.fr} rows={4} value={draft.fr} onChange={(e) => set({ fr: e.target.value })} />
            </div>
          </>
        )}
        {p === 'homeShippingWithinProvince' && (
          <label className="admin-check"><input type="checkbox" checked={draft.flag} onChange={(e) => set({ flag: e.target.checked })} /> {m('field.homeShipping')}</label>
        )}
        {p === 'holidayHours' && <p className="muted">{m('field.holidays', { name: view.clinic.name })}</p>}
        {problem && (
          <p id={ids.error} className="field__error" role="alert">
            {problem === 'minBelowMax' ? m('error.minBelowMax') : m('error.between', { min: problem.min, max: problem.max })}
          </p>
        )}
        {forOthers && (
          <label className="admin-check">
            <input type="checkbox" checked={draft.allowOverride} onChange={(e) => set({ allowOverride: e.target.checked })} /> {m('form.allowOverride')}
          </label>
        )}
      </div>
      <div className="admin-actions">
        <Button type="submit" disabled={busy}>{m('form.save')}</Button>
      </div>
      {outcome && <Notice type={outcome.type} dismissible onDismiss={() => setOutcome(null)}>{outcome.text}</Notice>}
    </form>
  );
}

function PolicyTable({ view, api, clinicId, caption, entries, ownClinic }: {
  view: ClinicPoliciesView; api: PoliciesApi; clinicId: number; caption: string; entries: PolicyEntry[]; ownClinic: boolean;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const words = useValueWords(view);
  const [outcome, setOutcome] = useState<string | null>(null);
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `clinicPolicies.${id}` }, values);
  const masterName = ownClinic ? (view.master?.name ?? '') : view.clinic.name;
  async function backToMaster(policy: ClinicPolicy) {
    try {
      queryClient.setQueryData(api.key, await api.clear(policy, 'self'));
    } catch (error) {
      setOutcome(failureMessage(intl, error));
    }
  }
  return (
    <div className="card data-table-region">
      <table className="portal-table">
        <caption>{caption}</caption>
        <thead>
          <tr><th scope="col">{m('col.policy')}</th><th scope="col">{m('col.value')}</th><th scope="col">{m('col.source')}</th></tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.policy} data-policy={e.policy}>
              <th scope="row">{m(`name.${e.policy}`)}</th>
              <td>{words(e.policy, e.value, clinicId)}</td>
              <td>
                <SourceWords entry={e} masterName={masterName} />
                {e.masterValue && e.source !== 'inherited' && (
                  <span className="muted"> {m('masterValue', { value: words(e.policy, e.masterValue.value, clinicId) })}</span>
                )}
                {e.masterValue && !e.masterValue.allowOverride && <span className="muted"> {m('locked')}</span>}
                {ownClinic && e.source === 'overridden' && (
                  <> <Button variant="secondary" onClick={() => void backToMaster(e.policy)}>{m('backToMaster', { name: masterName })}</Button></>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {outcome && <Notice type="Error" dismissible onDismiss={() => setOutcome(null)}>{outcome}</Notice>}
    </div>
  );
}

/**
 * A clinic's policies, where each value comes from, and the form that sets them (issue 25): the
 * clinic admin's page and the site administrator's page of any clinic, each with its own calls.
 */
export function PoliciesEditor({ api, reader = 'clinic' }: { api: PoliciesApi; reader?: 'clinic' | 'platform' }) {
  const intl = useIntl();
  const policies = usePolicies(api);
  if (policies.isPending) return <Spinner />;
  if (!policies.data) return <Notice type="Error"><FormattedMessage id="clinic.loadFailed" /></Notice>;
  const view = policies.data;
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `clinicPolicies.${id}` }, values);
  return (
    <div className="admin-page">
      <p className="muted">
        {/* A site administrator reads about the clinic by name; its admin about "your store". */}
        {view.children.length > 0 ? m(`intro.${reader}.master`, { count: String(view.children.length), clinic: view.clinic.name })
          : view.master ? m(`intro.${reader}.child`, { name: view.master.name, clinic: view.clinic.name }) : m(`intro.${reader}.own`, { clinic: view.clinic.name })}
      </p>
      <PolicyForm view={view} api={api} />
      <PolicyTable view={view} api={api} clinicId={view.clinic.id} caption={m('table.own', { name: view.clinic.name })} entries={view.policies} ownClinic />
      {view.children.map((c) => (
        <PolicyTable key={c.id} view={view} api={api} clinicId={c.id} caption={m('table.child', { name: c.name })} entries={c.policies} ownClinic={false} />
      ))}
    </div>
  );
}

