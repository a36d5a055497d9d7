import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PROMOTION_ERROR, type PlatformPromotion } from '../../../../contracts/platform-promotions';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { PROMOTION_KINDS, STORE_TIME_ZONE } from '../../../../domain/promotion-editor';
import { localDateOf } from '../../../../domain/report-periods';
import { isApiError } from '../../../api/errors';
import { useLanguage } from '../../../i18n/I18nProvider';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { PlatformLayout } from '../PlatformLayout';
import { createPromotion, promotionKeys, updatePromotion, usePromotion } from './promotions.api';
import { draftOf, emptyDraft, readDraft, type FormField, type FormProblem, type PromotionFormDraft } from './promotion-form';
import { PromotionPreview } from './PromotionPreview';
import { platformPromotionPath } from './promotion-paths';
import './promotions.css';

function failure(intl: IntlShape, error: unknown): string {
  if (isApiError(error) && error.code === PROMOTION_ERROR.promotion_unknown_skus) {
    const skus = ((error.data as { unknownSkus?: string[] } | undefined)?.unknownSkus ?? []).join(', ');
    return intl.formatMessage({ id: 'platformPromotions.error.unknownSkus' }, { skus });
  }
  if (isApiError(error) && error.code === PROMOTION_ERROR.promotion_other_manufacturer) {
    // A manufacturer representative named another brand's products (issue 26).
    const data = error.data as { otherManufacturerSkus?: string[]; manufacturer?: string } | undefined;
    return intl.formatMessage({ id: 'platformPromotions.error.otherBrand' }, { brand: data?.manufacturer ?? '', skus: (data?.otherManufacturerSkus ?? []).join(', ') });
  }
  if (isApiError(error) && error.status === 404) return intl.formatMessage({ id: 'platformPromotions.error.notFound' });
  if (isApiError(error) && error.status === 400) return error.message;
  return intl.formatMessage({ id: 'platformPromotions.error.failed' });
}

function Field({ id, label, error, hint, wide, children }: { id: string; label: ReactNode; error?: string; hint?: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <p className="field__hint muted">{hint}</p>}
      {error && <p id={`${id}-error`} className="field__error">{error}</p>}
    </div>
  );
}

function PromotionForm({ editing }: { editing: PlatformPromotion | null }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PromotionFormDraft>(() => (editing ? draftOf(editing, language) : emptyDraft(localDateOf(new Date(), STORE_TIME_ZONE))));
  const [errors, setErrors] = useState<Partial<Record<FormField, FormProblem>>>({});
  const [busy, setBusy] = useState(false);
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [outcome, setOutcome] = useState<{ type: 'Success' | 'Error'; text: string } | null>(
    created ? { type: 'Success', text: intl.formatMessage({ id: 'platformPromotions.created' }) } : null,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const set = <K extends keyof PromotionFormDraft>(key: K, value: PromotionFormDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setGroup = (index: number, patch: Partial<PromotionFormDraft['groups'][number]>) =>
    setDraft((d) => ({ ...d, groups: d.groups.map((g, i) => (i === index ? { ...g, ...patch } : g)) }));
  const message = (field: FormField) => (errors[field] ? intl.formatMessage({ id: `platformPromotions.problem.${errors[field]}` }) : undefined);
  const invalid = (field: FormField) => ({ 'aria-invalid': Boolean(errors[field]), 'aria-describedby': errors[field] ? `${id(field)}-error` : undefined });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const read = readDraft(draft);
    setOutcome(null);
    if ('errors' in read) {
      setErrors(read.errors);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = editing ? await updatePromotion(editing.id, read.input) : await createPromotion(read.input);
      await queryClient.invalidateQueries({ queryKey: promotionKeys.list });
      if (editing) {
        await queryClient.invalidateQueries({ queryKey: promotionKeys.one(editing.id) });
        setOutcome({ type: 'Success', text: intl.formatMessage({ id: 'platformPromotions.saved' }) });
      } else {
        navigate(platformPromotionPath(saved.promotion.id), { state: { created: true } });
      }
    } catch (error) {
      setOutcome({ type: 'Error', text: failure(intl, error) });
    } finally {
      setBusy(false);
    }
  }

  const kind = draft.kind;
  return (
    <div className="promo-editor">
      <form ref={formRef} className="card promo-form" noValidate onSubmit={onSubmit} aria-labelledby={id('heading')}>
        <h2 id={id('heading')}>
          <FormattedMessage id={editing ? 'platformPromotions.editHeading' : 'platformPromotions.newHeading'} />
        </h2>
        {outcome && <Notice type={outcome.type} role="status">{outcome.text}</Notice>}
        <Field id={id('kind')} label={<FormattedMessage id="platformPromotions.kind" />}>
          <select id={id('kind')} value={kind} onChange={(e) => set('kind', e.target.value as PromotionFormDraft['kind'])}>
            {PROMOTION_KINDS.map((k) => <option key={k} value={k}>{intl.formatMessage({ id: `platformPromotions.kind.${k}` })}</option>)}
          </select>
        </Field>
        <div className="promo-form__pair">
          {(['En', 'Fr'] as const).map((lang) => (
            <fieldset key={lang} className="promo-form__language" lang={lang === 'Fr' ? 'fr-CA' : 'en-CA'}>
              <legend><FormattedMessage id={`platformPromotions.language${lang}`} /></legend>
              <Field id={id(`name${lang}`)} label={<FormattedMessage id="platformPromotions.name" />} error={message(`name${lang}`)}>
                <input id={id(`name${lang}`)} value={draft[`name${lang}`]} maxLength={200} onChange={(e) => set(`name${lang}`, e.target.value)} {...invalid(`name${lang}`)} />
              </Field>
              <Field id={id(`badgeLabel${lang}`)} label={<FormattedMessage id="platformPromotions.badge" />} error={message(`badgeLabel${lang}`)}>
                <input id={id(`badgeLabel${lang}`)} value={draft[`badgeLabel${lang}`]} maxLength={60} onChange={(e) => set(`badgeLabel${lang}`, e.target.value)} {...invalid(`badgeLabel${lang}`)} />
              </Field>
              <Field id={id(`description${lang}`)} label={<FormattedMessage id="platformPromotions.description" />} hint={<FormattedMessage id="platformPromotions.htmlHint" />}>
                <textarea id={id(`description${lang}`)} rows={3} value={draft[`description${lang}`]} onChange={(e) => set(`description${lang}`, e.target.value)} />
              </Field>
              <Field id={id(`finePrint${lang}`)} label={<FormattedMessage id="platformPromotions.finePrint" />}>
                <textarea id={id(`finePrint${lang}`)} rows={3} value={draft[`finePrint${lang}`]} onChange={(e) => set(`finePrint${lang}`, e.target.value)} />
              </Field>
            </fieldset>
          ))}
        </div>
        <div className="promo-form__row">
          {kind === 'percentage' && (
            <Field id={id('amount')} label={<FormattedMessage id="platformPromotions.discountPercent" />} error={message('amount')}>
              <input id={id('amount')} inputMode="numeric" value={draft.discountPercent} onChange={(e) => set('discountPercent', e.target.value)} {...invalid('amount')} />
            </Field>
          )}
          {kind.startsWith('bogo') && (
            <Field id={id('amount')} label={<FormattedMessage id="platformPromotions.bogoDiscountPercent" />} error={message('amount')}
              hint={<FormattedMessage id="platformPromotions.bogoHint" />}>
              <input id={id('amount')} inputMode="numeric" value={draft.bogoDiscountPercent} onChange={(e) => set('bogoDiscountPercent', e.target.value)} {...invalid('amount')} />
            </Field>
          )}
          {kind.startsWith('rebate') && (
            <Field id={id('amount')} label={<FormattedMessage id="platformPromotions.rebateAmount" />} error={message('amount')}>
              <input id={id('amount')} inputMode="decimal" value={draft.rebateAmount} onChange={(e) => set('rebateAmount', e.target.value)} {...invalid('amount')} />
            </Field>
          )}
          <Field id={id('dates')} label={<FormattedMessage id="platformPromotions.startDay" />} error={message('dates')}
            hint={<FormattedMessage id="platformPromotions.daysHint" />}>
            <input id={id('dates')} type="date" value={draft.startDay} onChange={(e) => set('startDay', e.target.value)} {...invalid('dates')} />
          </Field>
          <Field id={id('endDay')} label={<FormattedMessage id="platformPromotions.endDay" />}>
            <input id={id('endDay')} type="date" value={draft.endDay} min={draft.startDay || undefined} onChange={(e) => set('endDay', e.target.value)} />
          </Field>
        </div>
        <div className="promo-form__checks">
          {kind.startsWith('rebate') && (
            <label><input type="checkbox" checked={draft.isInstantRebate} onChange={(e) => set('isInstantRebate', e.target.checked)} /> <FormattedMessage id="platformPromotions.instantRebate" /></label>
          )}
          <label><input type="checkbox" checked={draft.isForSubscriptionsOnly} onChange={(e) => set('isForSubscriptionsOnly', e.target.checked)} /> <FormattedMessage id="platformPromotions.subscriptionsOnly" /></label>
          <label><input type="checkbox" checked={draft.hidden} onChange={(e) => set('hidden', e.target.checked)} /> <FormattedMessage id="platformPromotions.hidden" /></label>
        </div>
        <fieldset className="promo-form__groups" aria-describedby={errors.groups ? `${id('groups')}-error` : undefined}>
          <legend><FormattedMessage id="platformPromotions.groups" /></legend>
          <p className="muted"><FormattedMessage id={kind.startsWith('bogo') ? 'platformPromotions.groupsHintBogo' : 'platformPromotions.groupsHint'} /></p>
          {draft.groups.map((group, index) => (
            <div key={index} className="promo-form__group">
              <Field id={id(`group-kind-${index}`)} label={<FormattedMessage id="platformPromotions.groupKind" values={{ n: index + 1 }} />}>
                <select id={id(`group-kind-${index}`)} value={group.kind} onChange={(e) => setGroup(index, { kind: e.target.value as 'buy' | 'get' })}>
                  <option value="buy">{intl.formatMessage({ id: 'platformPromotions.groupKind.buy' })}</option>
                  <option value="get">{intl.formatMessage({ id: 'platformPromotions.groupKind.get' })}</option>
                </select>
              </Field>
              <Field id={id(`group-min-${index}`)} label={<FormattedMessage id="platformPromotions.groupMin" values={{ n: index + 1 }} />}>
                <input id={id(`group-min-${index}`)} inputMode="numeric" value={group.minQuantity} onChange={(e) => setGroup(index, { minQuantity: e.target.value })} />
              </Field>
              <Field wide id={id(`group-skus-${index}`)} label={<FormattedMessage id="platformPromotions.groupSkus" values={{ n: index + 1 }} />}
                hint={<FormattedMessage id="platformPromotions.skusHint" />}>
                <textarea id={id(`group-skus-${index}`)} rows={3} spellCheck={false} value={group.skus} onChange={(e) => setGroup(index, { skus: e.target.value })} />
              </Field>
              {draft.groups.length > 1 && (
                <Button size="sm" variant="secondary" onClick={() => set('groups', draft.groups.filter((_, i) => i !== index))}>
                  <FormattedMessage id="platformPromotions.removeGroup" values={{ n: index + 1 }} />
                </Button>
              )}
            </div>
          ))}
          <Button size="sm" variant="secondary" onClick={() => set('groups', [...draft.groups, { kind: 'buy', minQuantity: '1', skus: '' }])}>
            <FormattedMessage id="platformPromotions.addGroup" />
          </Button>
          {errors.groups && <p id={`${id('groups')}-error`} className="field__error">{message('groups')}</p>}
        </fieldset>
        <div className="clinic-actions">
          <Button type="submit" busy={busy}><FormattedMessage id={editing ? 'platformPromotions.save' : 'platformPromotions.create'} /></Button>
        </div>
      </form>
      <PromotionPreview draft={draft} />
    </div>
  );
}

function Editor({ id }: { id: number | null }) {
  const promotion = usePromotion(id);
  return (
    <>
      <p><Link to={PAGE_ROUTES.platformPromotions}><FormattedMessage id="platformPromotions.back" /></Link></p>
      {id !== null && promotion.isPending && <Spinner />}
      {id !== null && promotion.error && <Notice type="Error"><FormattedMessage id="platformPromotions.error.notFound" /></Notice>}
      {(id === null || promotion.data) && <PromotionForm key={id ?? 'new'} editing={promotion.data?.promotion ?? null} />}
    </>
  );
}

/** /platform/promotions/new and /platform/promotions/:promotionId: the promotion editor with its live preview (issue 26). */
export function Component() {
  const raw = useParams().promotionId;
  const param = Number(raw);
  const id = raw === undefined ? null : Number.isInteger(param) && param > 0 ? param : -1;
  return (
    <PlatformLayout section="promotions" title={<FormattedMessage id={id === null ? 'platformPromotions.newHeading' : 'platformPromotions.editHeading'} />}>
      {() => (id === -1 ? <Notice type="Error"><FormattedMessage id="platformPromotions.error.notFound" /></Notice> : <Editor id={id} />)}
    </PlatformLayout>
  );
}
