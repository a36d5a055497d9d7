import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../Button';
import { cx } from '../cx';
import './address-card.css';

interface FieldProps {
  label: ReactNode;
  /** Already translated. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

/** ids of the hint and the error, for aria-describedby. */
function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({ label, error, hint, className, id, ...input }: FieldProps & Omit<ComponentPropsWithRef<'input'>, 'className'>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className={cx('field', className)}>
      <label htmlFor={fieldId}>{label}</label>
      <input id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, hint, error)} {...input} />
      <FieldMessages id={fieldId} hint={hint} error={error} />
    </div>
  );
}

/** A labelled select; `children` are its options. */
export function SelectField({ label, error, hint, className, id, children, ...select }: FieldProps & Omit<ComponentPropsWithRef<'select'>, 'className'>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className={cx('field', className)}>
      <label htmlFor={fieldId}>{label}</label>
      <select id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, hint, error)} {...select}>
        {children}
      </select>
      <FieldMessages id={fieldId} hint={hint} error={error} />
    </div>
  );
}

interface FormActionsProps {
  /** The form was submitted with errors: say so above the buttons. */
  showError: boolean;
  /** Message id of the save button. */
  saveLabel: string;
  busy: boolean;
  onCancel?: (() => void) | undefined;
}

/** A checkout form's foot: the 'correct the errors' line, the save button and, if cancellable, cancel. */
export function FormActions({ showError, saveLabel, busy, onCancel }: FormActionsProps) {
  return (
    <>
      {showError && (
        <p className="form-error" role="alert">
          <FormattedMessage id="checkout.error.correctErrors" />
        </p>
      )}
      <div className="button-row">
        <Button type="submit" busy={busy}>
          <FormattedMessage id={saveLabel} />
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            <FormattedMessage id="checkout.cancel" />
          </Button>
        )}
      </div>
    </>
  );
}
