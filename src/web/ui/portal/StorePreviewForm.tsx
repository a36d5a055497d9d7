import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PREVIEW_LANGUAGES } from '../../../contracts/store-preview-keys';
import type { Language } from '../../../domain/constants';
import { storeToday } from '../../../domain/store-preview';
import { isApiError } from '../../api/errors';
import { languageCookie } from '../../i18n/language';
import { Button } from '../Button';
import { Notice } from '../Notice';
import './store-preview-form.css';

/** One row a search found: a client, or a clinic on the platform's form. */
export interface PreviewChoice {
  id: number;
  label: string;
  detail?: string;
}

/** What the form sends: the portal's page adds the clinic on the platform. */
export interface PreviewChoices {
  clientId: number | null;
  lang: Language;
  day: string;
}

export interface StorePreviewFormProps {
  /** Finds a client by name or email (the portal's own client search). */
  searchClients: (q: string) => Promise<PreviewChoice[]>;
  /** Starts the preview; answers where the shop opens. */
  start: (choices: PreviewChoices) => Promise<{ shopUrl: string }>;
  /** The platform's form: no client can be searched before a clinic is chosen. */
  clientSearchDisabled?: boolean;
  /** Whose clients are searched (the platform's chosen clinic): a change forgets the client chosen. */
  clientScope?: number | null;
  /** Fields above the form's own (the platform's clinic). */
  before?: ReactNode;
  /** What is still to choose in `before` (the platform's clinic), said instead of starting. */
  missingBefore?: string | null;
}

/** A search box and its results as radio buttons: one choice, read by screen readers as a group. */
export function SearchPick({ legend, searchLabel, search, chosen, onChoose, disabled = false, name }: {
  legend: ReactNode; /** The search box's name and placeholder ("Name or email"). */ searchLabel: string;
  search: (q: string) => Promise<PreviewChoice[]>; chosen: number | null; onChoose: (choice: PreviewChoice) => void;
  disabled?: boolean; name: string;
}) {
  const base = useId();
  const [q, setQ] = useState('');
  const [results, setResults] = useState<PreviewChoice[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function run() {
    setBusy(true);
    setFailed(false);
    try {
      setResults(await search(q.trim()));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="preview-form__pick" disabled={disabled}>
      <legend>{legend}</legend>
      <div className="preview-form__search">
        <label htmlFor={`${base}-q`} className="visually-hidden">{searchLabel}</label>
        <input
          id={`${base}-q`} type="search" value={q} placeholder={searchLabel}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void run(); } }}
        />
        <Button variant="secondary" busy={busy} onClick={() => void run()}><FormattedMessage id="ui.preview.search" /></Button>
      </div>
      {failed && <Notice type="Error"><FormattedMessage id="ui.preview.searchFailed" /></Notice>}
      {results && results.length === 0 && <p className="muted" role="status"><FormattedMessage id="ui.preview.noResults" /></p>}
      {results && results.length > 0 && (
        <ul className="preview-form__results">
          {results.map((r) => (
            <li key={r.id}>
              <label>
                <input type="radio" name={name} checked={chosen === r.id} onChange={() => onChoose(r)} />
                {' '}{r.label}{r.detail && <span className="muted"> — {r.detail}</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/**
 * Starts a preview of the store (docs/decisions/110-store-preview.md): a client found by search or
 * a visitor, a language, a day (today by default). The shop then opens in that language.
 */
export function StorePreviewForm({ searchClients, start, clientSearchDisabled = false, clientScope = null, before, missingBefore = null }: StorePreviewFormProps) {
  const intl = useIntl();
  const base = useId();
  const [who, setWho] = useState<'client' | 'visitor'>('client');
  const [client, setClient] = useState<PreviewChoice | null>(null);
  const [lang, setLang] = useState<Language>(intl.locale.startsWith('fr') ? 'fr' : 'en');
  const [day, setDay] = useState(() => storeToday(new Date()));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Another clinic's clients: the client chosen before is no longer one of them.
  const [scope, setScope] = useState(clientScope);
  if (scope !== clientScope) {
    setScope(clientScope);
    setClient(null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (missingBefore) {
      setProblem(missingBefore);
      return;
    }
    if (who === 'client' && !client) {
      setProblem(intl.formatMessage({ id: 'ui.preview.chooseClient' }));
      return;
    }
    if (!day) {
      setProblem(intl.formatMessage({ id: 'ui.preview.chooseDay' }));
      return;
    }
    setBusy(true);
    try {
      const { shopUrl } = await start({ clientId: who === 'client' ? client!.id : null, lang, day });
      // The shop opens in the preview's language: a whole page load, with the preview's cookie.
      document.cookie = languageCookie(lang, window.location.protocol === 'https:');
      window.location.assign(shopUrl);
    } catch (error) {
      setBusy(false);
      setProblem(isApiError(error) && (error.status === 400 || error.status === 404) ? error.message : intl.formatMessage({ id: 'ui.preview.failed' }));
    }
  }

  return (
    <form className="card preview-form" noValidate onSubmit={onSubmit} aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`}><FormattedMessage id="ui.preview.heading" /></h2>
      <p className="muted"><FormattedMessage id="ui.preview.intro" /></p>
      {problem && <Notice type="Error" role="alert">{problem}</Notice>}
      {before}
      <fieldset className="preview-form__who">
        <legend><FormattedMessage id="ui.preview.who" /></legend>
        <label><input type="radio" name={`${base}-who`} checked={who === 'client'} onChange={() => setWho('client')} /> <FormattedMessage id="ui.preview.aClient" /></label>
        <label><input type="radio" name={`${base}-who`} checked={who === 'visitor'} onChange={() => setWho('visitor')} /> <FormattedMessage id="ui.preview.aVisitor" /></label>
      </fieldset>
      {who === 'client' && (
        <SearchPick
          key={clientScope ?? 'none'}
          legend={<FormattedMessage id="ui.preview.client" />} searchLabel={intl.formatMessage({ id: 'ui.preview.searchLabel' })} search={searchClients} chosen={client?.id ?? null} onChoose={setClient}
          disabled={clientSearchDisabled} name={`${base}-client`}
        />
      )}
      <div className="preview-form__row">
        <div className="field">
          <label htmlFor={`${base}-lang`}><FormattedMessage id="ui.preview.language" /></label>
          <select id={`${base}-lang`} value={lang} onChange={(e) => setLang(e.target.value as Language)}>
            {PREVIEW_LANGUAGES.map((l) => <option key={l} value={l}>{intl.formatMessage({ id: `shell.preview.language.${l}` })}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${base}-day`}><FormattedMessage id="ui.preview.day" /></label>
          <input id={`${base}-day`} type="date" value={day} onChange={(e) => setDay(e.target.value)} aria-describedby={`${base}-day-hint`} />
          <p id={`${base}-day-hint`} className="muted"><FormattedMessage id="ui.preview.dayHint" /></p>
        </div>
      </div>
      <Button type="submit" busy={busy}><FormattedMessage id="ui.preview.start" /></Button>
    </form>
  );
}
