import { useId, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FamilyEdit, ProductEditor } from '../../../../contracts/platform-products';
import { useLanguage } from '../../../i18n/I18nProvider';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { showToast } from '../../../ui/notify';
import { ChosenList } from './ChosenList';
import { saveFamily } from './products.api';
import { failureMessage } from './save-failure';

type Draft = Omit<FamilyEdit, 'version'>;
/** The family's words, each in English and French (fields `<name>En`, `<name>Fr`). */
const WORDS = ['name', 'description', 'benefits', 'ingredients', 'guaranteedAnalysis', 'feedingInstructions'] as const;
type Word = (typeof WORDS)[number];
const key = (word: Word, lang: 'En' | 'Fr') => `${word}${lang}` as const;

function draftOf({ family }: ProductEditor): Draft {
  const { id: _i, version: _v, manufacturerId: _m, manufacturerName: _n, ...draft } = family;
  return draft;
}

/** The category tree as paths ("Dogs › Food › Dry food"), in the page's language. */
function useCategoryOptions(data: ProductEditor) {
  const { language } = useLanguage();
  return useMemo(() => {
    const byId = new Map(data.categories.map((c) => [c.id, c]));
    const name = (c: { nameEn: string; nameFr: string }) => (language === 'fr' ? c.nameFr : c.nameEn);
    const path = (id: number): string => {
      const c = byId.get(id)!;
      return c.parentId === null ? name(c) : `${path(c.parentId)} › ${name(c)}`;
    };
    return data.categories.map((c) => ({ id: c.id, label: path(c.id) })).sort((a, b) => a.label.localeCompare(b.label, language));
  }, [data.categories, language]);
}

export function FamilyForm({ data, onSaved }: { data: ProductEditor; onSaved: (answer: ProductEditor) => void }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const baseId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(data));
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const categories = useCategoryOptions(data);
  const values = data.propertyValues.map((v) => ({
    id: v.id, label: language === 'fr' ? `${v.propertyFr} : ${v.valueFr}`.replace(' :', '\u202f:') : `${v.propertyEn}: ${v.valueEn}`,
  }));
  const set = (field: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = [
      ...(!draft.nameEn.trim() ? [intl.formatMessage({ id: 'platformProducts.editor.error.nameEn' })] : []),
      ...(!draft.nameFr.trim() ? [intl.formatMessage({ id: 'platformProducts.editor.error.nameFr' })] : []),
      ...(draft.categoryIds.length === 0 ? [intl.formatMessage({ id: 'platformProducts.editor.error.category' })] : []),
    ];
    setProblems(missing);
    if (missing.length > 0) return;
    setBusy(true);
    try {
      const answer = await saveFamily(data.family.id, { ...draft, version: data.family.version }, language);
      onSaved(answer);
      setDraft(draftOf(answer));
      showToast('Success', intl.formatMessage({ id: 'platformProducts.editor.familySaved' }));
    } catch (error) {
      setProblems([failureMessage(error, intl)]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card product-editor__family" aria-labelledby={`${baseId}-h`} onSubmit={onSubmit} noValidate>
      <h2 id={`${baseId}-h`}>{language === 'fr' ? data.family.nameFr : data.family.nameEn}</h2>
      <div className="product-editor__languages">
        {(['En', 'Fr'] as const).map((lang) => (
          <fieldset key={lang} lang={lang === 'En' ? 'en' : 'fr'}>
            <legend><FormattedMessage id={`platformProducts.editor.lang${lang}`} /></legend>
            {WORDS.map((word) => {
              const field = key(word, lang);
              const id = `${baseId}-${field}`;
              return (
                <div className="field" key={field}>
                  <label htmlFor={id}><FormattedMessage id={`platformProducts.editor.field.${word}`} /></label>
                  {word === 'name'
                    ? <input id={id} value={draft[field]} onChange={set(field)} required maxLength={200} />
                    : <textarea id={id} value={draft[field]} onChange={set(field)} rows={word === 'description' ? 5 : 3} />}
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      <label className="portal-check">
        <input type="checkbox" checked={draft.isMadeInCanada} onChange={(e) => setDraft((d) => ({ ...d, isMadeInCanada: e.target.checked }))} />
        <span><FormattedMessage id="platformProducts.editor.field.madeInCanada" /></span>
      </label>
      <div className="product-editor__lists">
        <ChosenList legend={intl.formatMessage({ id: 'platformProducts.editor.categories' })} hint={intl.formatMessage({ id: 'platformProducts.editor.categoriesHint' })}
          options={categories} chosen={draft.categoryIds} onChange={(categoryIds) => setDraft((d) => ({ ...d, categoryIds }))} />
        <ChosenList legend={intl.formatMessage({ id: 'platformProducts.editor.properties' })}
          options={values} chosen={draft.propertyValueIds} onChange={(propertyValueIds) => setDraft((d) => ({ ...d, propertyValueIds }))} />
      </div>
      {problems.length > 0 && <Notice type="Error"><ul>{problems.map((p) => <li key={p}>{p}</li>)}</ul></Notice>}
      <Button type="submit" busy={busy}><FormattedMessage id="platformProducts.editor.saveFamily" /></Button>
    </form>
  );
}
