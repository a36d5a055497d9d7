import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { clinicApplicationSchema, type ClinicApplicationInput } from '../../../../contracts/platform-enrolment';
import { PROVINCES } from '../../../../domain/constants';
import { ApiError } from '../../../api/errors';
import { useLanguage } from '../../../i18n/I18nProvider';
import { useProvinceName } from '../../../ui/address-card/AddressText';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { PageTitle } from '../../../ui/PageTitle';
import { submitApplication } from './enrolment.api';
import './enrolment.css';

type Field = Exclude<keyof ClinicApplicationInput, 'language'>;
const EMPTY: Record<Field, string> = {
  practiceName: '', address: '', city: '', province: '', postalCode: '', phone: '', email: '', contactFirstName: '', contactLastName: '',
  vetName: '', licenceNumber: '', distributorName: '', distributorAccount: '', pin: '',
};
const AUTOCOMPLETE: Partial<Record<Field, string>> = {
  practiceName: 'organization', address: 'address-line1', city: 'address-level2', postalCode: 'postal-code', phone: 'tel', email: 'email',
  contactFirstName: 'given-name', contactLastName: 'family-name',
};

/** The fields a failed check names (the contract's path), each said in the page's language. */
function fieldErrors(values: Record<Field, string>, language: 'en' | 'fr'): Partial<Record<Field, true>> {
  const parsed = clinicApplicationSchema.safeParse({ ...values, language });
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), true])) as Partial<Record<Field, true>>;
}

/**
 * /enrol: a clinic applies to open its store (issue 25), in the store's frame, both languages: the
 * practice and its contact, the veterinarian and licence, and the distributor with its account
 * number or an enrolment PIN the platform handed out. The platform's site administrator decides.
 */
export function Component() {
  const intl = useIntl();
  const { language } = useLanguage();
  const provinceName = useProvinceName();
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const baseId = useId();
  const errors = showErrors ? fieldErrors(values, language) : {};

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    setFailure(null);
    if (Object.keys(fieldErrors(values, language)).length > 0) return;
    setBusy(true);
    try {
      await submitApplication({ ...values, province: values.province as ClinicApplicationInput['province'], language });
      setDone(true);
    } catch (error) {
      const known = error instanceof ApiError && intl.messages[`enrolment.apply.error.${error.code}`];
      setFailure(known ? intl.formatMessage({ id: `enrolment.apply.error.${(error as ApiError).code}` })
        : error instanceof ApiError && error.status === 429 ? intl.formatMessage({ id: 'enrolment.apply.error.tooMany' })
          : intl.formatMessage({ id: 'enrolment.apply.error.failed' }));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, control?: ReactNode, hint?: ReactNode) => {
    const id = `${baseId}-${name}`;
    const invalid = Boolean(errors[name]);
    return (
      <div className="field">
        <label htmlFor={id}><FormattedMessage id={`enrolment.field.${name}`} /></label>
        {control ?? (
          <input id={id} type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'} autoComplete={AUTOCOMPLETE[name] ?? 'off'} value={values[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} aria-invalid={invalid || undefined}
            aria-describedby={[invalid ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined} />
        )}
        {hint && <p id={`${id}-hint`} className="muted enrol-hint">{hint}</p>}
        {invalid && <p id={`${id}-error`} className="field__error"><FormattedMessage id={`enrolment.error.${name}`} /></p>}
      </div>
    );
  };
  const provinceId = `${baseId}-province`;

  if (done) {
    return (
      <section className="card narrow-page enrol-page" aria-labelledby="enrol-title">
        <PageTitle id="enrol-title"><FormattedMessage id="enrolment.apply.heading" /></PageTitle>
        <Notice type="Success"><FormattedMessage id="enrolment.apply.thanks" values={{ email: values.email }} /></Notice>
      </section>
    );
  }

  return (
    <section className="card enrol-page" aria-labelledby="enrol-title">
      <PageTitle id="enrol-title"><FormattedMessage id="enrolment.apply.heading" /></PageTitle>
      <p><FormattedMessage id="enrolment.apply.intro" /></p>
      {failure && <Notice type="Error">{failure}</Notice>}
      <form className="form enrol-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <fieldset>
          <legend><FormattedMessage id="enrolment.apply.practice" /></legend>
          {field('practiceName')}
          {field('address')}
          <div className="enrol-row">
            {field('city')}
            {field('province', (
              <select id={provinceId} value={values.province} autoComplete="address-level1" aria-invalid={errors.province || undefined}
                aria-describedby={errors.province ? `${provinceId}-error` : undefined} onChange={(e) => setValues((v) => ({ ...v, province: e.target.value }))}>
                <option value="">{intl.formatMessage({ id: 'enrolment.field.provinceChoose' })}</option>
                {PROVINCES.map((p) => <option key={p} value={p}>{provinceName(p)}</option>)}
              </select>
            ))}
            {field('postalCode')}
          </div>
          <div className="enrol-row">
            {field('phone')}
            {field('email')}
          </div>
        </fieldset>
        <fieldset>
          <legend><FormattedMessage id="enrolment.apply.people" /></legend>
          <div className="enrol-row">
            {field('contactFirstName')}
            {field('contactLastName')}
          </div>
          <div className="enrol-row">
            {field('vetName')}
            {field('licenceNumber')}
          </div>
        </fieldset>
        <fieldset>
          <legend><FormattedMessage id="enrolment.apply.distributor" /></legend>
          <p className="muted"><FormattedMessage id="enrolment.apply.distributorHint" /></p>
          <div className="enrol-row">
            {field('distributorName')}
            {field('distributorAccount')}
          </div>
          {field('pin', undefined, <FormattedMessage id="enrolment.field.pinHint" />)}
        </fieldset>
        <Button type="submit" busy={busy}><FormattedMessage id="enrolment.apply.submit" /></Button>
      </form>
    </section>
  );
}
