import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BannerInput, PlatformBanner } from '../../../../contracts/platform-promotions';
import { isApiError } from '../../../api/errors';
import { useFormatters } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/I18nProvider';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Notice } from '../../../ui/Notice';
import { PlatformLayout } from '../PlatformLayout';
import { createBanner, promotionKeys, updateBanner, useBanners } from './promotions.api';
import './promotions.css';

type Category = { id: number; nameEn: string; nameFr: string };

const emptyBanner: BannerInput = { name: '', contentEn: '', contentFr: '', l1CategoryId: null, isActive: true, startDay: null, endDay: null };

function BannerForm({ editing, categories, onDone }: { editing: PlatformBanner | null; categories: Category[]; onDone: (text: string) => void }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<BannerInput>(() => (editing ? { ...editing } : emptyBanner));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const set = <K extends keyof BannerInput>(key: K, value: BannerInput[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    if (!draft.name.trim() || !draft.contentEn.trim() || !draft.contentFr.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setBusy(true);
    try {
      const saved = editing ? await updateBanner(editing.id, draft) : await createBanner(draft);
      await queryClient.invalidateQueries({ queryKey: promotionKeys.banners });
      onDone(intl.formatMessage({ id: editing ? 'platformPromotions.banners.saved' : 'platformPromotions.banners.created' }, { name: saved.banner.name }));
      if (!editing) setDraft(emptyBanner);
    } catch (error) {
      setRefusal(isApiError(error) && error.status === 400 ? error.message : intl.formatMessage({ id: 'platformPromotions.error.failed' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card promo-form" noValidate onSubmit={onSubmit} aria-labelledby={id('heading')}>
      <h2 id={id('heading')}>
        {editing ? <FormattedMessage id="platformPromotions.banners.editHeading" values={{ name: editing.name }} /> : <FormattedMessage id="platformPromotions.banners.newHeading" />}
      </h2>
      {refusal && <Notice type="Error">{refusal}</Notice>}
      {missing && <Notice type="Error"><FormattedMessage id="platformPromotions.banners.missing" /></Notice>}
      <div className="promo-form__row">
        <div className="field">
          <label htmlFor={id('name')}><FormattedMessage id="platformPromotions.banners.name" /></label>
          <input id={id('name')} value={draft.name} maxLength={120} onChange={(e) => set('name', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={id('category')}><FormattedMessage id="platformPromotions.banners.category" /></label>
          <select id={id('category')} value={draft.l1CategoryId ?? ''} onChange={(e) => set('l1CategoryId', e.target.value ? Number(e.target.value) : null)}>
            <option value="">{intl.formatMessage({ id: 'platformPromotions.banners.everywhere' })}</option>
            {categories.map((c) => <option key={c.id} value={c.id}>{language === 'fr' ? c.nameFr : c.nameEn}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={id('start')}><FormattedMessage id="platformPromotions.startDay" /></label>
          <input id={id('start')} type="date" value={draft.startDay ?? ''} onChange={(e) => set('startDay', e.target.value || null)} />
        </div>
        <div className="field">
          <label htmlFor={id('end')}><FormattedMessage id="platformPromotions.endDay" /></label>
          <input id={id('end')} type="date" value={draft.endDay ?? ''} min={draft.startDay ?? undefined} onChange={(e) => set('endDay', e.target.value || null)} />
        </div>
      </div>
      <div className="promo-form__pair">
        {(['En', 'Fr'] as const).map((lang) => (
          <div key={lang} className="field" lang={lang === 'Fr' ? 'fr-CA' : 'en-CA'}>
            <label htmlFor={id(`content${lang}`)}><FormattedMessage id={`platformPromotions.banners.content${lang}`} /></label>
            <textarea id={id(`content${lang}`)} rows={4} value={draft[`content${lang}`]} onChange={(e) => set(`content${lang}`, e.target.value)} />
          </div>
        ))}
      </div>
      <p className="muted"><FormattedMessage id="platformPromotions.htmlHint" /></p>
      <label className="promo-form__checks"><input type="checkbox" checked={draft.isActive} onChange={(e) => set('isActive', e.target.checked)} /> <FormattedMessage id="platformPromotions.banners.active" /></label>
      <div className="clinic-actions">
        <Button type="submit" busy={busy}><FormattedMessage id={editing ? 'platformPromotions.save' : 'platformPromotions.banners.create'} /></Button>
      </div>
    </form>
  );
}

function Banners() {
  const intl = useIntl();
  const f = useFormatters();
  const { language } = useLanguage();
  const banners = useBanners();
  const [editing, setEditing] = useState<PlatformBanner | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const categories = banners.data?.categories ?? [];
  const categoryName = (id: number | null) => {
    const c = categories.find((x) => x.id === id);
    return c ? (language === 'fr' ? c.nameFr : c.nameEn) : intl.formatMessage({ id: 'platformPromotions.banners.everywhere' });
  };
  const day = (value: string | null) => (value ? f.date(value, 'numeric') : '—');
  const columns: DataColumn<PlatformBanner>[] = [
    { id: 'name', header: <FormattedMessage id="platformPromotions.banners.name" />, rowHeader: true, cell: (b) => b.name },
    { id: 'category', header: <FormattedMessage id="platformPromotions.banners.category" />, cell: (b) => categoryName(b.l1CategoryId) },
    { id: 'dates', header: <FormattedMessage id="platformPromotions.dates" />, cell: (b) => <FormattedMessage id="platformPromotions.fromTo" values={{ from: <span className="promo-table__day">{day(b.startDay)}</span>, to: <span className="promo-table__day">{day(b.endDay)}</span> }} /> },
    { id: 'schedule', header: <FormattedMessage id="platformPromotions.status" />, cell: (b) => <span className={`portal-badge promo-badge--${b.schedule}`}><FormattedMessage id={`platformPromotions.schedule.${b.schedule}`} /></span> },
    {
      id: 'actions', header: <FormattedMessage id="platformPromotions.actions" />,
      cell: (b) => (
        <Button size="sm" variant="secondary" onClick={() => { setOutcome(null); setEditing(b); window.scrollTo({ top: 0 }); }}
          aria-label={intl.formatMessage({ id: 'platformPromotions.banners.editNamed' }, { name: b.name })}>
          <FormattedMessage id="platformPromotions.banners.edit" />
        </Button>
      ),
    },
  ];
  return (
    <>
      <p className="muted"><FormattedMessage id="platformPromotions.banners.intro" /></p>
      {outcome && <Notice type="Success" role="status" dismissible onDismiss={() => setOutcome(null)}>{outcome}</Notice>}
      {banners.data && <BannerForm key={editing?.id ?? 'new'} editing={editing} categories={categories} onDone={(text) => { setOutcome(text); setEditing(null); }} />}
      <DataTable
        columns={columns}
        rows={banners.data?.banners}
        rowKey={(b) => b.id}
        loading={banners.isPending}
        caption={intl.formatMessage({ id: 'platformPromotions.banners.tableCaption' })}
        empty={<FormattedMessage id="platformPromotions.banners.none" />}
        className="portal-table promo-table"
        regionClassName="card"
      />
    </>
  );
}

/** /platform/banners: the store's banners, in both languages, with dates and a category (issue 26). */
export function Component() {
  return (
    <PlatformLayout section="banners" title={<FormattedMessage id="platformPromotions.banners.heading" />}>
      {() => <Banners />}
    </PlatformLayout>
  );
}
