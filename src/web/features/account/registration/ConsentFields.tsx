import { useId, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { INFO_PAGE_PATHS } from '../../../../contracts/routes';
import type { Language } from '../../../../domain/constants';
import { frenchClinicName } from '../../../../domain/french-text';

export interface Consents {
  acceptTerms: boolean;
  caslConsent: boolean;
}

export interface ConsentFieldsProps {
  value: Consents;
  onChange: (value: Consents) => void;
  /** The terms box was left empty when Confirm was pressed. */
  termsMissing: boolean;
  clinicName: string;
  language: Language;
  disabled: boolean;
  termsRef: RefObject<HTMLInputElement | null>;
}

/** A link to an information page in a new tab, so the dialog and what was typed stay. */
function newTab(href: string) {
  return function NewTabLink(chunks: ReactNode[]) {
    return (
      <a href={href} target="_blank" rel="noopener">
        {chunks}
        <span className="visually-hidden">
          {' '}
          <FormattedMessage id="registration.consents.newTab" />
        </span>
      </a>
    );
  };
}

/**
 * rr §5 "terms and anti-spam-law (CASL) acceptance" (issue 11 §9): two separate boxes, neither
 * ticked at first. The terms are required to create the account; consent to commercial email is
 * the shopper's free choice, said so, and can be withdrawn at any time.
 */
export function ConsentFields({ value, onChange, termsMissing, clinicName, language, disabled, termsRef }: ConsentFieldsProps) {
  const id = useId();
  const intl = useIntl();
  const errorId = `${id}-terms-error`;
  return (
    <fieldset className="consents" disabled={disabled}>
      <legend className="consents__legend">
        <FormattedMessage id="registration.consents.legend" />
      </legend>
      <div className="field--checkbox consents__item">
        <input
          ref={termsRef}
          id={`${id}-terms`}
          type="checkbox"
          checked={value.acceptTerms}
          required
          aria-invalid={termsMissing || undefined}
          aria-describedby={termsMissing ? errorId : undefined}
          onChange={(event) => onChange({ ...value, acceptTerms: event.target.checked })}
        />
        <label htmlFor={`${id}-terms`}>
          <FormattedMessage
            id="registration.consents.terms"
            values={{ terms: newTab(INFO_PAGE_PATHS.terms[language]), privacy: newTab(INFO_PAGE_PATHS.privacy[language]) }}
          />
        </label>
      </div>
      {termsMissing && (
        <p id={errorId} className="field__error consents__error">
          <FormattedMessage id="registration.validation.termsRequired" />
        </p>
      )}
      <div className="field--checkbox consents__item">
        <input
          id={`${id}-casl`}
          type="checkbox"
          checked={value.caslConsent}
          aria-describedby={`${id}-casl-hint`}
          onChange={(event) => onChange({ ...value, caslConsent: event.target.checked })}
        />
        <label htmlFor={`${id}-casl`}>
          <FormattedMessage id="registration.consents.casl" values={{ clinic: language === 'fr' ? frenchClinicName(clinicName) : clinicName, store: intl.formatMessage({ id: 'shell.siteName' }) }} />
        </label>
      </div>
      <p id={`${id}-casl-hint`} className="consents__hint muted">
        <FormattedMessage id="registration.consents.caslHint" />
      </p>
    </fieldset>
  );
}
