import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  AUTO_ORDER_MIN_MAX_CENTS, AUTO_ORDER_REMINDER_DAYS_RANGE, CLINIC_TIME_ZONES, RETURN_WINDOW_DAYS_RANGE, type StoreSettings, type StoreSettingsUpdate,
} from '../../../../contracts/store-settings';
import { contrastRatio, HEADER_MIN_CONTRAST, HEADER_TEXT_COLOUR, isHexColour, isReadableHeaderColour, LOGO_MAX_BYTES, LOGO_TYPES, SOCIAL_NETWORKS } from '../../../../domain/clinic-branding';
import { localDay } from '../../../../domain/clinic-hours';
import { PROVINCES, type Province } from '../../../../domain/constants';
import { parseDollarsToCents } from '../../../../domain/money';
import { POLICY_TOPICS } from '../../../../domain/store-policy';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { calendarDate } from '../../../ui/clock';
import { ClinicLayout } from '../ClinicLayout';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { addHoliday, removeHoliday, removeLogo, saveSettings, settingsKey, uploadLogo, useSettings } from './settings.api';
import { failureText } from '../failure-text';
import '../clinic-admin.css';

type Outcome = { type: 'Success' | 'Error'; text: string } | null;
/** The typed-in numbers stay text until saved, so a half-typed value is shown as typed and refused by its field. */
type Draft = Omit<StoreSettings, 'holidays' | 'logoUrl'> & { autoOrderMinDollars: string; returnWindowText: string; reminderText: string };

const draftOf = (s: StoreSettings): Draft => {
  const { holidays: _h, logoUrl: _l, ...rest } = s;
  return {
    ...rest, autoOrderMinDollars: (s.autoOrderFreeShippingMinCents / 100).toFixed(2),
    returnWindowText: String(s.returnWindowDays), reminderText: String(s.autoOrderReminderDays),
  };
};

/** A whole number of days typed in, within the range; null otherwise. */
function daysIn(text: string, { min, max }: { min: number; max: number }): number | null {
  if (!/^\s*\d{1,4}\s*$/.test(text)) return null;
  const days = Number(text);
  return days >= min && days <= max ? days : null;
}

/** The three numbers of the form, read from the draft, each null when its field must say why. */
function numbersOf(draft: Draft) {
  const minCents = parseDollarsToCents(draft.autoOrderMinDollars);
  return {
    autoOrderFreeShippingMinCents: minCents !== null && minCents <= AUTO_ORDER_MIN_MAX_CENTS ? minCents : null,
    returnWindowDays: daysIn(draft.returnWindowText, RETURN_WINDOW_DAYS_RANGE),
    autoOrderReminderDays: daysIn(draft.reminderText, AUTO_ORDER_REMINDER_DAYS_RANGE),
  };
}
const weekdayDate = (weekday: number) => new Date(2024, 0, weekday, 12);

/** Where a value a master clinic may set comes from (issue 25), said under its field when not the clinic's own. */
function SourceNote({ source, value }: { source: StoreSettings['policySources'][keyof StoreSettings['policySources']]; value: string }) {
  if (source.source === 'own' || !source.masterName) return null;
  return (
    <p className="field__help muted" data-source={source.source}>
      <FormattedMessage id={`clinicSettings.source.${source.source}`} values={{ name: source.masterName, value }} />
    </p>
  );
}

function OutcomeNotice({ outcome, onDismiss }: { outcome: Outcome; onDismiss: () => void }) {
  return outcome ? <Notice type={outcome.type} dismissible onDismiss={onDismiss}>{outcome.text}</Notice> : null;
}

/** A number typed as text, with its help and, once the admin tried to save, what is wrong with it. */
function NumberField({ id, label, help, error, values, value, onChange, inputMode }: {
  id: string; label: string; help: string; error: string | null; values: Record<string, number>; value: string;
  onChange: (value: string) => void; inputMode: 'decimal' | 'numeric';
}) {
  return (
    <div className="field admin-narrow">
      <label htmlFor={id}><FormattedMessage id={label} /></label>
      <input id={id} inputMode={inputMode} value={value} onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined} aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`} />
      <p id={`${id}-help`} className="field__help muted"><FormattedMessage id={help} values={values} /></p>
      {error && <p id={`${id}-error`} className="field__error"><FormattedMessage id={error} values={values} /></p>}
    </div>
  );
}

/** Contact details, hours, look, social links, policy texts, delivery, returns and reminder rules: one form, one save. */
function SettingsForm({ settings }: { settings: StoreSettings }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: 'practiceName' | 'phone' | 'email' | 'address' | 'city' | 'postalCode') => (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.value);
  const colourOk = isReadableHeaderColour(draft.headerColour.trim().toLowerCase());
  const badHours = draft.hours.filter((d) => (d.opensAt === null) !== (d.closesAt === null) || (d.opensAt && d.closesAt && d.closesAt <= d.opensAt));
  const numbers = numbersOf(draft);
  // A number's error shows once the admin has tried to save, so a field being typed in is not flagged.
  const [tried, setTried] = useState(false);
  const numberError = (key: keyof typeof numbers) => tried && numbers[key] === null;

  const dayName = (weekday: number) => intl.formatDate(weekdayDate(weekday), { weekday: 'long' });
  const isOpen = (d: Draft['hours'][number]) => d.opensAt !== null || d.closesAt !== null;
  const hourColumns: DataColumn<Draft['hours'][number]>[] = [
    { id: 'day', header: <FormattedMessage id="clinicSettings.settings.day" />, rowHeader: true, cell: (d) => dayName(d.weekday) },
    {
      id: 'open',
      header: <FormattedMessage id="clinicSettings.settings.open" />,
      cell: (d) => (
        <input type="checkbox" checked={isOpen(d)} aria-label={intl.formatMessage({ id: 'clinicSettings.settings.openOn' }, { day: dayName(d.weekday) })}
          onChange={(e) => setDay(d.weekday, e.target.checked ? { opensAt: '09:00', closesAt: '17:00' } : { opensAt: null, closesAt: null })} />
      ),
    },
    {
      id: 'opensAt',
      header: <FormattedMessage id="clinicSettings.settings.opensAt" />,
      cell: (d) => (
        <input type="time" disabled={!isOpen(d)} value={d.opensAt ?? ''} aria-label={intl.formatMessage({ id: 'clinicSettings.settings.opensAtOn' }, { day: dayName(d.weekday) })}
          onChange={(e) => setDay(d.weekday, { opensAt: e.target.value || null })} />
      ),
    },
    {
      id: 'closesAt',
      header: <FormattedMessage id="clinicSettings.settings.closesAt" />,
      cell: (d) => (
        <input type="time" disabled={!isOpen(d)} value={d.closesAt ?? ''} aria-label={intl.formatMessage({ id: 'clinicSettings.settings.closesAtOn' }, { day: dayName(d.weekday) })}
          onChange={(e) => setDay(d.weekday, { closesAt: e.target.value || null })} />
      ),
    },
  ];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    setTried(true);
    const { autoOrderFreeShippingMinCents, returnWindowDays, autoOrderReminderDays } = numbers;
    if (!colourOk || badHours.length > 0 || autoOrderFreeShippingMinCents === null || returnWindowDays === null || autoOrderReminderDays === null) {
      setOutcome({ type: 'Error', text: intl.formatMessage({ id: 'clinicSettings.settings.fixErrors' }) });
      return;
    }
    const { autoOrderMinDollars: _d, returnWindowText: _w, reminderText: _r, ...rest } = draft;
    const body: StoreSettingsUpdate = {
      ...rest, province: rest.province as Province, headerColour: draft.headerColour.trim(), autoOrderFreeShippingMinCents, returnWindowDays, autoOrderReminderDays,
    };
    setBusy(true);
    try {
      const saved = await saveSettings(body);
      queryClient.setQueryData(settingsKey, saved);
      setDraft(draftOf(saved));
      setOutcome({ type: 'Success', text: intl.formatMessage({ id: 'clinicSettings.settings.saved' }) });
      await queryClient.invalidateQueries({ queryKey: ['info'] });
    } catch (error) {
      setOutcome({ type: 'Error', text: failureText(intl, error) });
    } finally {
      setBusy(false);
    }
  }

  const setDay = (weekday: number, patch: Partial<Draft['hours'][number]>) =>
    set('hours', draft.hours.map((d) => (d.weekday === weekday ? { ...d, ...patch } : d)));

  return (
    <form className="admin-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={f('title')}>
      <h2 id={f('title')} className="visually-hidden"><FormattedMessage id="clinicSettings.settings.formTitle" /></h2>
      <fieldset className="card admin-card">
        <legend><FormattedMessage id="clinicSettings.settings.contact" /></legend>
        <div className="admin-grid">
          {(['practiceName', 'phone', 'email', 'address', 'city', 'postalCode'] as const).map((key) => (
            <div className="field" key={key}>
              <label htmlFor={f(key)}><FormattedMessage id={`clinicSettings.settings.${key}`} /></label>
              <input id={f(key)} type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'} value={draft[key]} onChange={text(key)} required />
            </div>
          ))}
          <div className="field">
            <label htmlFor={f('province')}><FormattedMessage id="clinicSettings.settings.province" /></label>
            <select id={f('province')} value={draft.province} onChange={(e) => set('province', e.target.value)}>
              {PROVINCES.map((p) => <option key={p} value={p}>{p}</option>)}
            </select>
          </div>
          <div className="field">
            <label htmlFor={f('timeZone')}><FormattedMessage id="clinicSettings.settings.timeZone" /></label>
            <select id={f('timeZone')} value={draft.timeZone} onChange={(e) => set('timeZone', e.target.value)}>
              {CLINIC_TIME_ZONES.map((z) => <option key={z} value={z}>{z}</option>)}
            </select>
          </div>
        </div>
      </fieldset>

      <fieldset className="card admin-card">
        <legend><FormattedMessage id="clinicSettings.settings.hours" /></legend>
        {/* Four columns of a day, a box and two times are wider than a phone: the table scrolls, not the page. */}
        <DataTable
          columns={hourColumns}
          rows={draft.hours}
          rowKey={(d) => d.weekday}
          caption={intl.formatMessage({ id: 'clinicSettings.settings.hours' })}
          empty={null}
          className="portal-table admin-hours"
        />
        {badHours.length > 0 && <p className="field__error" role="alert"><FormattedMessage id="clinicSettings.settings.hoursInvalid" /></p>}
      </fieldset>

      <fieldset className="card admin-card">
        <legend><FormattedMessage id="clinicSettings.settings.delivery" /></legend>
        <label className="admin-check">
          <input type="checkbox" checked={draft.restrictShippingToProvince} onChange={(e) => set('restrictShippingToProvince', e.target.checked)} />
          <FormattedMessage id="clinicSettings.settings.restrictShipping" values={{ province: draft.province }} />
        </label>
        <NumberField id={f('aoMin')} label="clinicSettings.settings.autoOrderMin" help="clinicSettings.settings.autoOrderMinHelp" inputMode="decimal"
          error={numberError('autoOrderFreeShippingMinCents') ? 'clinicSettings.settings.autoOrderMinInvalid' : null} values={{ max: AUTO_ORDER_MIN_MAX_CENTS / 100 }}
          value={draft.autoOrderMinDollars} onChange={(v) => set('autoOrderMinDollars', v)} />
      </fieldset>

      <fieldset className="card admin-card">
        <legend><FormattedMessage id="clinicSettings.settings.returnsAndReminders" /></legend>
        {/* One above the other: side by side, a label that wraps in French put the two inputs at different heights. */}
        <div className="admin-stack">
          <NumberField id={f('returnWindow')} label="clinicSettings.settings.returnWindowDays" help="clinicSettings.settings.returnWindowDaysHelp" inputMode="numeric"
            error={numberError('returnWindowDays') ? 'clinicSettings.settings.daysInvalid' : null} values={RETURN_WINDOW_DAYS_RANGE}
            value={draft.returnWindowText} onChange={(v) => set('returnWindowText', v)} />
          <SourceNote source={settings.policySources.returnWindowDays} value={String(settings.policySources.returnWindowDays.value)} />
          <NumberField id={f('reminder')} label="clinicSettings.settings.autoOrderReminderDays" help="clinicSettings.settings.autoOrderReminderDaysHelp" inputMode="numeric"
            error={numberError('autoOrderReminderDays') ? 'clinicSettings.settings.daysInvalid' : null} values={AUTO_ORDER_REMINDER_DAYS_RANGE}
            value={draft.reminderText} onChange={(v) => set('reminderText', v)} />
          <SourceNote source={settings.policySources.autoOrderReminderDays} value={String(settings.policySources.autoOrderReminderDays.value)} />
        </div>
      </fieldset>

      <fieldset className="card admin-card">
        <legend><FormattedMessage id="clinicSettings.settings.look" /></legend>
        <div className="field admin-narrow">
          <label htmlFor={f('colour')}><FormattedMessage id="clinicSettings.settings.headerColour" /></label>
          <div className="admin-colour">
            <input id={f('colour')} value={draft.headerColour} placeholder="#115e59" onChange={(e) => set('headerColour', e.target.value)}
              aria-invalid={colourOk ? undefined : true} aria-describedby={f('colourHelp')} />
            <span className="admin-colour__preview" aria-hidden="true"
              style={{ background: isHexColour(draft.headerColour.trim()) ? draft.headerColour.trim() : 'var(--color-brand-800)', color: HEADER_TEXT_COLOUR }}>
              <FormattedMessage id="clinicSettings.settings.preview" />
            </span>
          </div>
          <p id={f('colourHelp')} className={colourOk ? 'field__help muted' : 'field__error'}>
            {colourOk ? <FormattedMessage id="clinicSettings.settings.headerColourHelp" /> : (
              <FormattedMessage id="clinicSettings.settings.headerColourLow" values={{
                min: HEADER_MIN_CONTRAST, ratio: isHexColour(draft.headerColour.trim()) ? contrastRatio(draft.headerColour.trim(), HEADER_TEXT_COLOUR).toFixed(1) : '?',
              }} />
            )}
          </p>
        </div>
      </fieldset>

      <fieldset className="card admin-card">
        <legend><FormattedMessage id="clinicSettings.settings.social" /></legend>
        <div className="admin-grid">
          {SOCIAL_NETWORKS.map((network) => (
            <div className="field" key={network}>
              <label htmlFor={f(network)}><FormattedMessage id={`clinicSettings.social.${network}`} /></label>
              <input id={f(network)} type="url" placeholder="https://" value={draft.socialLinks[network] ?? ''}
                onChange={(e) => set('socialLinks', { ...draft.socialLinks, [network]: e.target.value })} />
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className="card admin-card">
        <legend><FormattedMessage id="clinicSettings.settings.texts" /></legend>
        <p className="muted"><FormattedMessage id="clinicSettings.settings.textsHelp" /></p>
        {POLICY_TOPICS.map((topic) => (
          <div className="admin-grid" key={topic}>
            {(['en', 'fr'] as const).map((lang) => (
              <div className="field" key={lang}>
                <label htmlFor={f(`${topic}-${lang}`)}><FormattedMessage id={`clinicSettings.topic.${topic}.${lang}`} /></label>
                <textarea id={f(`${topic}-${lang}`)} rows={4} value={draft.texts[topic]?.[lang] ?? ''}
                  onChange={(e) => set('texts', { ...draft.texts, [topic]: { en: draft.texts[topic]?.en ?? '', fr: draft.texts[topic]?.fr ?? '', [lang]: e.target.value } })} />
              </div>
            ))}
          </div>
        ))}
      </fieldset>

      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      <Button type="submit" busy={busy}><FormattedMessage id="clinicSettings.settings.save" /></Button>
    </form>
  );
}

/** The logo: a PNG, JPEG or WebP of at most 200 KB (checked here for a quick answer, and by the server). */
function LogoCard({ settings }: { settings: StoreSettings }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function run(action: () => Promise<StoreSettings>, done: string) {
    setBusy(true);
    setOutcome(null);
    try {
      queryClient.setQueryData(settingsKey, await action());
      setOutcome({ type: 'Success', text: intl.formatMessage({ id: done }) });
      await queryClient.invalidateQueries({ queryKey: ['info'] });
    } catch (error) {
      setOutcome({ type: 'Error', text: failureText(intl, error) });
    } finally {
      setBusy(false);
    }
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(LOGO_TYPES as readonly string[]).includes(file.type) || file.size > LOGO_MAX_BYTES) {
      setOutcome({ type: 'Error', text: intl.formatMessage({ id: 'clinic.failure.logo_invalid' }) });
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    await run(() => uploadLogo({ contentType: file.type, dataBase64: btoa(binary) }), 'clinicSettings.logo.saved');
  }

  return (
    <section className="card admin-card" aria-labelledby={`${id}-logo`}>
      <h2 id={`${id}-logo`}><FormattedMessage id="clinicSettings.logo.heading" /></h2>
      {settings.logoUrl ? <img className="admin-logo" src={settings.logoUrl} alt={intl.formatMessage({ id: 'clinicSettings.logo.current' })} height={48} /> : (
        <p className="muted"><FormattedMessage id="clinicSettings.logo.none" /></p>
      )}
      <div className="field">
        <label htmlFor={`${id}-file`}><FormattedMessage id="clinicSettings.logo.upload" /></label>
        <input id={`${id}-file`} type="file" accept={LOGO_TYPES.join(',')} onChange={(e) => void onFile(e)} disabled={busy} aria-describedby={`${id}-help`} />
        <p id={`${id}-help`} className="field__help muted"><FormattedMessage id="clinicSettings.logo.help" /></p>
      </div>
      {settings.logoUrl && (
        <Button variant="secondary" size="sm" busy={busy} onClick={() => void run(removeLogo, 'clinicSettings.logo.removed')}>
          <FormattedMessage id="clinicSettings.logo.remove" />
        </Button>
      )}
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
    </section>
  );
}

/** Holiday hours: dated closures or special hours, shown by the shop in the coming weeks. */
function HolidaysCard({ settings }: { settings: StoreSettings }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState({ date: '', closed: true, opensAt: '10:00', closesAt: '14:00', labelEn: '', labelFr: '' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const f = (name: string) => `${id}-${name}`;

  async function run(action: () => Promise<StoreSettings>, done: string) {
    setBusy(true);
    setOutcome(null);
    try {
      queryClient.setQueryData(settingsKey, await action());
      setOutcome({ type: 'Success', text: intl.formatMessage({ id: done }) });
      await queryClient.invalidateQueries({ queryKey: ['info'] });
      return true;
    } catch (error) {
      setOutcome({ type: 'Error', text: failureText(intl, error) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    if (!draft.date || !draft.labelEn.trim() || !draft.labelFr.trim()) {
      setOutcome({ type: 'Error', text: intl.formatMessage({ id: 'clinicSettings.holidays.missing' }) });
      return;
    }
    const body = {
      date: draft.date, labelEn: draft.labelEn.trim(), labelFr: draft.labelFr.trim(),
      opensAt: draft.closed ? null : draft.opensAt, closesAt: draft.closed ? null : draft.closesAt,
    };
    if (await run(() => addHoliday(body), 'clinicSettings.holidays.added')) setDraft((d) => ({ ...d, date: '', labelEn: '', labelFr: '' }));
  }

  return (
    <section className="card admin-card" aria-labelledby={f('title')}>
      <h2 id={f('title')}><FormattedMessage id="clinicSettings.holidays.heading" /></h2>
      {settings.holidays.length === 0 ? <p className="muted"><FormattedMessage id="clinicSettings.holidays.none" /></p> : (
        <ul className="admin-holidays">
          {settings.holidays.map((h) => {
            const day = intl.formatDate(calendarDate(h.date), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
            return (
              <li key={h.id}>
                <span>
                  <FormattedMessage id="clinicSettings.holidays.line" values={{
                    day: <strong>{day}</strong>,
                    label: intl.locale.startsWith('fr') ? h.labelFr : h.labelEn,
                    hours: h.opensAt && h.closesAt ? `${h.opensAt}–${h.closesAt}` : intl.formatMessage({ id: 'clinicSettings.holidays.closed' }),
                  }} />
                </span>
                <Button variant="ghost" size="sm" disabled={busy} onClick={() => void run(() => removeHoliday(h.id), 'clinicSettings.holidays.removed')}>
                  <FormattedMessage id="clinicSettings.holidays.remove" /><span className="visually-hidden"> {day}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="admin-grid admin-holiday-form" onSubmit={(e) => void onAdd(e)} noValidate aria-label={intl.formatMessage({ id: 'clinicSettings.holidays.add' })}>
        <div className="field">
          <label htmlFor={f('date')}><FormattedMessage id="clinicSettings.holidays.date" /></label>
          <input id={f('date')} type="date" min={localDay(new Date(), settings.timeZone)} value={draft.date} onChange={(e) => setDraft({ ...draft, date: e.target.value })} required />
        </div>
        <div className="field">
          <label htmlFor={f('labelEn')}><FormattedMessage id="clinicSettings.holidays.labelEn" /></label>
          <input id={f('labelEn')} lang="en" value={draft.labelEn} maxLength={60} onChange={(e) => setDraft({ ...draft, labelEn: e.target.value })} required />
        </div>
        <div className="field">
          <label htmlFor={f('labelFr')}><FormattedMessage id="clinicSettings.holidays.labelFr" /></label>
          <input id={f('labelFr')} lang="fr" value={draft.labelFr} maxLength={60} onChange={(e) => setDraft({ ...draft, labelFr: e.target.value })} required />
        </div>
        <label className="admin-check">
          <input type="checkbox" checked={draft.closed} onChange={(e) => setDraft({ ...draft, closed: e.target.checked })} />
          <FormattedMessage id="clinicSettings.holidays.closedAllDay" />
        </label>
        {!draft.closed && (
          <>
            <div className="field">
              <label htmlFor={f('opens')}><FormattedMessage id="clinicSettings.settings.opensAt" /></label>
              <input id={f('opens')} type="time" value={draft.opensAt} onChange={(e) => setDraft({ ...draft, opensAt: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={f('closes')}><FormattedMessage id="clinicSettings.settings.closesAt" /></label>
              <input id={f('closes')} type="time" value={draft.closesAt} onChange={(e) => setDraft({ ...draft, closesAt: e.target.value })} />
            </div>
          </>
        )}
        <div className="admin-grid__full">
          <Button type="submit" busy={busy}><FormattedMessage id="clinicSettings.holidays.add" /></Button>
        </div>
      </form>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
    </section>
  );
}

function Settings() {
  const settings = useSettings(true);
  if (settings.isPending) return <Spinner />;
  if (!settings.data) return <Notice type="Error"><FormattedMessage id="clinic.loadFailed" /></Notice>;
  return (
    <div className="admin-page">
      <HolidaysCard settings={settings.data} />
      <LogoCard settings={settings.data} />
      <SettingsForm settings={settings.data} />
    </div>
  );
}

/** /clinic/settings: the clinic admin's store settings (issue 17). */
export function Component() {
  return (
    <ClinicLayout section="settings" title={<FormattedMessage id="clinicSettings.settings.heading" />}>
      {(me) => (me.roles.includes('clinic_admin') ? <Settings /> : (
        <Notice type="Error"><FormattedMessage id="clinic.adminOnly" /></Notice>
      ))}
    </ClinicLayout>
  );
}
