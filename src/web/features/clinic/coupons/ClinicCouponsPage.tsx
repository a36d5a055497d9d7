import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { COUPON_ERROR, type ClinicCoupon } from '../../../../contracts/clinic-coupons';
import { COUPON_AUTO_ORDER_RULES, COUPON_CODE_MAX } from '../../../../domain/validation/coupon-rules';
import { isApiError } from '../../../api/errors';
import { useLanguage } from '../../../i18n/I18nProvider';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Modal } from '../../../ui/Modal';
import { Notice } from '../../../ui/Notice';
import { ClinicLayout } from '../ClinicLayout';
import { couponKeys, createCoupon, endCoupon, updateCoupon, useCoupons } from './coupons.api';
import { draftOf, emptyDraft, readDraft, type CouponDraft, type DraftError, type DraftField } from './coupon-form';
import './coupons.css';

const todayLocal = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function failure(intl: IntlShape, error: unknown): string {
  if (isApiError(error) && error.code === COUPON_ERROR.coupon_code_taken) return intl.formatMessage({ id: 'clinicCoupons.error.codeTaken' });
  if (isApiError(error) && error.status === 404) return intl.formatMessage({ id: 'clinicCoupons.error.notFound' });
  if (isApiError(error) && error.status === 403) return intl.formatMessage({ id: 'clinicCoupons.error.adminOnly' });
  if (isApiError(error) && error.status === 400) return error.message;
  return intl.formatMessage({ id: 'clinicCoupons.error.failed' });
}

type Outcome = { type: 'Success' | 'Error'; text: string } | null;

function CouponForm({ editing, onDone }: { editing: ClinicCoupon | null; onDone: (outcome: Outcome) => void }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CouponDraft>(() => (editing ? draftOf(editing, language) : emptyDraft(todayLocal())));
  const [errors, setErrors] = useState<Partial<Record<DraftField, DraftError>>>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ids = { code: useId(), percent: useId(), amount: useId(), minimum: useId(), rule: useId(), starts: useId(), ends: useId(), once: useId() };
  const set = <K extends keyof CouponDraft>(key: K, value: CouponDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const firstInvalid = useRef<HTMLFormElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const read = readDraft(draft);
    setRefusal(null);
    if ('errors' in read) {
      setErrors(read.errors);
      requestAnimationFrame(() => firstInvalid.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = editing ? await updateCoupon(editing.id, read.input) : await createCoupon(read.input);
      await queryClient.invalidateQueries({ queryKey: couponKeys.list });
      onDone({ type: 'Success', text: intl.formatMessage({ id: editing ? 'clinicCoupons.updated' : 'clinicCoupons.created' }, { code: saved.coupon.code }) });
      if (!editing) setDraft(emptyDraft(todayLocal()));
    } catch (error) {
      setRefusal(failure(intl, error));
    } finally {
      setBusy(false);
    }
  }

  const field = (key: DraftField, id: string) => ({
    id,
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `${id}-error` : undefined,
  });
  const error = (key: DraftField, id: string) =>
    errors[key] && <p id={`${id}-error`} className="field__error">{intl.formatMessage({ id: `clinicCoupons.error.${errors[key]}` })}</p>;
  const headingId = useId();

  return (
    <form ref={firstInvalid} className="card clinic-card coupon-form" noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
      <h2 id={headingId}>
        {editing ? <FormattedMessage id="clinicCoupons.editHeading" values={{ code: editing.code }} /> : <FormattedMessage id="clinicCoupons.newHeading" />}
      </h2>
      {refusal && <Notice type="Error">{refusal}</Notice>}
      <div className="coupon-form__grid">
        <div className="field">
          <label htmlFor={ids.code}><FormattedMessage id="clinicCoupons.code" /></label>
          <input value={draft.code} maxLength={COUPON_CODE_MAX} autoCapitalize="characters" spellCheck={false}
            onChange={(e) => set('code', e.target.value)} {...field('code', ids.code)} />
          <p className="field__hint muted"><FormattedMessage id="clinicCoupons.codeHint" /></p>
          {error('code', ids.code)}
        </div>
        <fieldset className="field coupon-form__kind">
          <legend><FormattedMessage id="clinicCoupons.kind" /></legend>
          {(['percent', 'amount'] as const).map((kind) => (
            <label key={kind} className="coupon-form__radio">
              <input type="radio" name={`${ids.code}-kind`} value={kind} checked={draft.kind === kind} onChange={() => set('kind', kind)} />
              <FormattedMessage id={`clinicCoupons.kind.${kind}`} />
            </label>
          ))}
        </fieldset>
        {draft.kind === 'percent' ? (
          <div className="field">
            <label htmlFor={ids.percent}><FormattedMessage id="clinicCoupons.percent" /></label>
            <input inputMode="numeric" value={draft.percent} onChange={(e) => set('percent', e.target.value)} {...field('percent', ids.percent)} />
            {error('percent', ids.percent)}
          </div>
        ) : (
          <div className="field">
            <label htmlFor={ids.amount}><FormattedMessage id="clinicCoupons.amount" /></label>
            <input inputMode="decimal" value={draft.amount} onChange={(e) => set('amount', e.target.value)} {...field('amount', ids.amount)} />
            {error('amount', ids.amount)}
          </div>
        )}
        <div className="field">
          <label htmlFor={ids.minimum}><FormattedMessage id="clinicCoupons.minimum" /></label>
          <input inputMode="decimal" value={draft.minimum} onChange={(e) => set('minimum', e.target.value)} {...field('minimum', ids.minimum)} />
          <p className="field__hint muted"><FormattedMessage id="clinicCoupons.minimumHint" /></p>
          {error('minimum', ids.minimum)}
        </div>
        <div className="field">
          <label htmlFor={ids.rule}><FormattedMessage id="clinicCoupons.autoOrderRule" /></label>
          <select id={ids.rule} value={draft.autoOrderRule} onChange={(e) => set('autoOrderRule', e.target.value as CouponDraft['autoOrderRule'])}>
            {COUPON_AUTO_ORDER_RULES.map((rule) => <option key={rule} value={rule}>{intl.formatMessage({ id: `clinicCoupons.rule.${rule}` })}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.starts}><FormattedMessage id="clinicCoupons.startsOn" /></label>
          <input type="date" value={draft.startsOn} onChange={(e) => set('startsOn', e.target.value)} {...field('startsOn', ids.starts)} />
          {error('startsOn', ids.starts)}
        </div>
        <div className="field">
          <label htmlFor={ids.ends}><FormattedMessage id="clinicCoupons.endsOn" /></label>
          <input type="date" value={draft.endsOn} min={draft.startsOn || undefined} onChange={(e) => set('endsOn', e.target.value)} {...field('endsOn', ids.ends)} />
          <p className="field__hint muted"><FormattedMessage id="clinicCoupons.endsOnHint" /></p>
          {error('endsOn', ids.ends)}
        </div>
      </div>
      <div className="field coupon-form__check">
        <input id={ids.once} type="checkbox" checked={draft.oneUsePerShopper} onChange={(e) => set('oneUsePerShopper', e.target.checked)} />
        <label htmlFor={ids.once}><FormattedMessage id="clinicCoupons.oneUsePerShopper" /></label>
      </div>
      <div className="clinic-actions">
        <Button type="submit" busy={busy}>
          <FormattedMessage id={editing ? 'clinicCoupons.saveChanges' : 'clinicCoupons.create'} />
        </Button>
        {editing && (
          <Button variant="secondary" onClick={() => onDone(null)} disabled={busy}>
            <FormattedMessage id="clinicCoupons.cancelEdit" />
          </Button>
        )}
      </div>
    </form>
  );
}

function Discount({ coupon }: { coupon: ClinicCoupon }) {
  const f = useFormatters();
  return <>{coupon.kind === 'percent' ? f.percent(coupon.percent) : f.money(coupon.amountCents)}</>;
}

function CouponTable({ coupons, loading, onEdit, onEnd }: {
  coupons: ClinicCoupon[] | undefined;
  loading: boolean;
  onEdit: (c: ClinicCoupon) => void;
  onEnd: (c: ClinicCoupon) => void;
}) {
  const intl = useIntl();
  const f = useFormatters();
  const day = (value: string) => f.date(value, 'numeric');
  const columns: DataColumn<ClinicCoupon>[] = [
    { id: 'code', header: <FormattedMessage id="clinicCoupons.code" />, rowHeader: true, cell: (c) => <code>{c.code}</code> },
    { id: 'discount', header: <FormattedMessage id="clinicCoupons.discount" />, cell: (c) => <Discount coupon={c} /> },
    {
      id: 'minimum',
      header: <FormattedMessage id="clinicCoupons.minimumShort" />,
      cell: (c) => (c.minimumSubtotalCents > 0 ? f.money(c.minimumSubtotalCents) : <FormattedMessage id="clinicCoupons.noMinimum" />),
    },
    { id: 'autoOrder', header: <FormattedMessage id="clinicCoupons.autoOrderRule" />, cell: (c) => <FormattedMessage id={`clinicCoupons.rule.${c.autoOrderRule}`} /> },
    {
      id: 'usesRule',
      header: <FormattedMessage id="clinicCoupons.usesRule" />,
      cell: (c) => <FormattedMessage id={c.oneUsePerShopper ? 'clinicCoupons.oncePerShopper' : 'clinicCoupons.manyUses'} />,
    },
    {
      id: 'dates',
      header: <FormattedMessage id="clinicCoupons.dates" />,
      cell: (c) => (c.endsOn
        ? <FormattedMessage id="clinicCoupons.fromTo" values={{ from: day(c.startsOn), to: day(c.endsOn) }} />
        : <FormattedMessage id="clinicCoupons.fromOn" values={{ from: day(c.startsOn) }} />),
    },
    {
      id: 'status',
      header: <FormattedMessage id="clinicCoupons.status" />,
      cell: (c) => <span className={`portal-badge coupon-badge--${c.status}`}><FormattedMessage id={`clinicCoupons.state.${c.status}`} /></span>,
    },
    { id: 'uses', header: <FormattedMessage id="clinicCoupons.uses" />, cell: (c) => c.uses },
    {
      id: 'actions',
      header: <FormattedMessage id="clinicCoupons.actions" />,
      cell: (c) => (
        <div className="coupon-table__actions">
          <Button size="sm" variant="secondary" onClick={() => onEdit(c)}
            aria-label={intl.formatMessage({ id: 'clinicCoupons.editCode' }, { code: c.code })}>
            <FormattedMessage id="clinicCoupons.edit" />
          </Button>
          {c.status !== 'ended' && (
            <Button size="sm" variant="danger" onClick={() => onEnd(c)}
              aria-label={intl.formatMessage({ id: 'clinicCoupons.endCode' }, { code: c.code })}>
              <FormattedMessage id="clinicCoupons.end" />
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={coupons}
      rowKey={(c) => c.id}
      loading={loading}
      caption={intl.formatMessage({ id: 'clinicCoupons.tableCaption' })}
      empty={<FormattedMessage id="clinicCoupons.none" />}
      className="portal-table coupon-table"
      regionClassName="card"
    />
  );
}

function Coupons() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const coupons = useCoupons();
  const [editing, setEditing] = useState<ClinicCoupon | null>(null);
  const [ending, setEnding] = useState<ClinicCoupon | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function confirmEnd(coupon: ClinicCoupon, close: () => void) {
    setBusy(true);
    try {
      await endCoupon(coupon.id);
      setOutcome({ type: 'Success', text: intl.formatMessage({ id: 'clinicCoupons.ended' }, { code: coupon.code }) });
    } catch (error) {
      setOutcome({ type: 'Error', text: failure(intl, error) });
    } finally {
      setBusy(false);
      close();
      await queryClient.invalidateQueries({ queryKey: couponKeys.list });
    }
  }

  return (
    <>
      <p className="muted"><FormattedMessage id="clinicCoupons.intro" /></p>
      {outcome && (
        <Notice type={outcome.type} dismissible onDismiss={() => setOutcome(null)} role="status">
          {outcome.text}
        </Notice>
      )}
      <CouponForm key={editing?.id ?? 'new'} editing={editing} onDone={(o) => { setOutcome(o); setEditing(null); }} />
      <section className="portal-section" aria-labelledby="clinic-coupons-list">
        <h2 id="clinic-coupons-list"><FormattedMessage id="clinicCoupons.listHeading" /></h2>
        <CouponTable
          coupons={coupons.data?.coupons}
          loading={coupons.isPending}
          onEdit={(c) => { setOutcome(null); setEditing(c); window.scrollTo({ top: 0 }); }}
          onEnd={setEnding}
        />
      </section>
      {ending && (
        <Modal
          isOpen
          onOpenChange={(open) => { if (!open) setEnding(null); }}
          title={<FormattedMessage id="clinicCoupons.endTitle" values={{ code: ending.code }} />}
          size="sm"
          actions={(close) => (
            <>
              <Button variant="secondary" onClick={close} disabled={busy}><FormattedMessage id="clinicCoupons.keep" /></Button>
              <Button variant="danger" busy={busy} onClick={() => void confirmEnd(ending, close)}><FormattedMessage id="clinicCoupons.endNow" /></Button>
            </>
          )}
        >
          <p><FormattedMessage id="clinicCoupons.endText" /></p>
        </Modal>
      )}
    </>
  );
}

/** /clinic/coupons: the clinic admin's coupon codes (issue 17). */
export function Component() {
  return (
    <ClinicLayout section="coupons" title={<FormattedMessage id="clinicCoupons.heading" />}>
      {(staff) => (staff.roles.includes('clinic_admin') ? <Coupons /> : <Notice type="Error"><FormattedMessage id="clinicCoupons.error.adminOnly" /></Notice>)}
    </ClinicLayout>
  );
}
