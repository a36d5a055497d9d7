import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PRODUCT_MAX_QUANTITY_LIMIT, type ChildEdit, type EditedChild, type ProductEditor } from '../../../../contracts/platform-products';
import type { Language } from '../../../../domain/constants';
import { parseDollarsToCents } from '../../../../domain/money';
import { priceRuleBreaks } from '../../../../domain/product-prices';
import { useLanguage } from '../../../i18n/I18nProvider';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { showToast } from '../../../ui/notify';
import { ImagesField } from './ImagesField';
import { saveChild } from './products.api';
import { failureMessage } from './save-failure';

const PRICES = ['unitPriceCents', 'regularUnitPriceCents', 'autoOrderUnitPriceCents', 'rxFeeCents'] as const;
type Price = (typeof PRICES)[number];
const TEXTS = ['nameEn', 'nameFr', 'formatEn', 'formatFr'] as const;
const FLAGS = ['isPrescriptionProduct', 'isApprovalRequired', 'isBulkItem', 'isClinicPickupOnly', 'isTerraCycle', 'isDiscontinuedFormula'] as const;

type Draft = Omit<ChildEdit, 'version' | Price | 'stockQuantity' | 'maxQuantityPerOrder'>
  & Record<Price, string> & { stockQuantity: string; maxQuantityPerOrder: string };

/** Cents as a person types dollars in the page's language: 12.50 or 12,50. */
const dollars = (cents: number, language: Language) => {
  const text = (cents / 100).toFixed(2);
  return language === 'fr' ? text.replace('.', ',') : text;
};

function draftOf(child: EditedChild, language: Language): Draft {
  const { id: _i, mfgSku: _s, ...fields } = child;
  return {
    ...fields,
    ...Object.fromEntries(PRICES.map((p) => [p, dollars(child[p], language)])) as Record<Price, string>,
    stockQuantity: String(child.stockQuantity), maxQuantityPerOrder: String(child.maxQuantityPerOrder),
  };
}

const wholeNumber = (text: string, max: number) => (/^\d{1,7}$/.test(text.trim()) && Number(text) <= max ? Number(text) : null);

export function ChildForm({ child, version, onSaved }: { child: EditedChild; version: number; onSaved: (answer: ProductEditor) => void }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const baseId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(child, language));
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const name = language === 'fr' ? child.nameFr : child.nameEn;
  const text = (field: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));
  const flag = (field: keyof Draft) => (e: { target: { checked: boolean } }) => setDraft((d) => ({ ...d, [field]: e.target.checked }));
  const m = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  /** The body to save, or what the form must say first (the same price rules as the server's, domain/product-prices.ts). */
  function check(): { body: ChildEdit } | { problems: string[] } {
    const found: string[] = [];
    const cents = Object.fromEntries(PRICES.map((p) => [p, parseDollarsToCents(draft[p])])) as Record<Price, number | null>;
    for (const p of PRICES) if (cents[p] === null) found.push(m('platformProducts.editor.error.price', { field: m(`platformProducts.editor.field.${p}`) }));
    for (const broken of priceRuleBreaks({ unitCents: cents.unitPriceCents, regularCents: cents.regularUnitPriceCents, autoOrderCents: cents.autoOrderUnitPriceCents })) {
      found.push(m(`platformProducts.editor.error.${broken}`));
    }
    for (const field of TEXTS) if (!draft[field].trim()) found.push(m('platformProducts.editor.error.required', { field: m(`platformProducts.editor.field.${field}`) }));
    const stockQuantity = wholeNumber(draft.stockQuantity, 1_000_000);
    if (stockQuantity === null) found.push(m('platformProducts.editor.error.stockQuantity'));
    const maxQuantityPerOrder = wholeNumber(draft.maxQuantityPerOrder, PRODUCT_MAX_QUANTITY_LIMIT);
    if (maxQuantityPerOrder === null) found.push(m('platformProducts.editor.error.maxQuantity', { max: PRODUCT_MAX_QUANTITY_LIMIT }));
    // rr §5: "image must be uploaded before continuing".
    if (draft.images.length === 0) found.push(m('platformProducts.editor.error.image'));
    if (found.length > 0 || stockQuantity === null || maxQuantityPerOrder === null) return { problems: found };
    return { body: { ...draft, ...(cents as Record<Price, number>), stockQuantity, maxQuantityPerOrder, version } };
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = check();
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems([]);
    setBusy(true);
    try {
      const answer = await saveChild(child.id, checked.body, language);
      onSaved(answer);
      const saved = answer.children.find((c) => c.id === child.id);
      if (saved) setDraft(draftOf(saved, language));
      showToast('Success', m('platformProducts.editor.childSaved', { name }));
    } catch (error) {
      setProblems([failureMessage(error, intl)]);
    } finally {
      setBusy(false);
    }
  }

  const field = (id: keyof Draft, input: 'text' | 'money' | 'number' = 'text') => (
    <div className="field" key={id}>
      <label htmlFor={`${baseId}-${id}`}><FormattedMessage id={`platformProducts.editor.field.${id}`} /></label>
      <input id={`${baseId}-${id}`} value={draft[id] as string} onChange={text(id)} inputMode={input === 'money' ? 'decimal' : input === 'number' ? 'numeric' : undefined}
        lang={id.endsWith('Fr') ? 'fr' : id.endsWith('En') ? 'en' : undefined} />
    </div>
  );
  const checkbox = (id: keyof Draft) => (
    <label className="portal-check" key={id}>
      <input type="checkbox" checked={draft[id] as boolean} onChange={flag(id)} />
      <span><FormattedMessage id={`platformProducts.editor.field.${id}`} /></span>
    </label>
  );

  return (
    <form className="card product-editor__child" aria-labelledby={`${baseId}-h`} onSubmit={onSubmit} noValidate>
      <h3 id={`${baseId}-h`}>{name} <span className="muted">· <FormattedMessage id="platformProducts.editor.sku" values={{ sku: child.mfgSku }} /></span></h3>
      <div className="product-editor__grid">{TEXTS.map((t) => field(t))}</div>
      <fieldset>
        <legend><FormattedMessage id="platformProducts.editor.prices" /></legend>
        <div className="product-editor__grid">{PRICES.map((p) => field(p, 'money'))}</div>
      </fieldset>
      <fieldset>
        <legend><FormattedMessage id="platformProducts.editor.stock" /></legend>
        <div className="product-editor__grid">
          {checkbox('isInStock')}
          {field('stockQuantity', 'number')}
          {checkbox('isLongTermBackorder')}
          {field('maxQuantityPerOrder', 'number')}
        </div>
      </fieldset>
      <fieldset>
        <legend><FormattedMessage id="platformProducts.editor.flags" /></legend>
        <div className="product-editor__flags">{FLAGS.map((f) => checkbox(f))}</div>
      </fieldset>
      <ImagesField name={name} images={draft.images} onChange={(images) => setDraft((d) => ({ ...d, images }))} />
      {problems.length > 0 && <Notice type="Error"><ul>{problems.map((p) => <li key={p}>{p}</li>)}</ul></Notice>}
      <Button type="submit" busy={busy}><FormattedMessage id="platformProducts.editor.saveChild" /></Button>
    </form>
  );
}
