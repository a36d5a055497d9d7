import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  /** Already translated. */
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({ label, error, hint, optional = false, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={fieldId}>
        {label}
        {optional && (
          <span className="field__optional">
            {' '}
            <FormattedMessage id="registration.optional" />
          </span>
        )}
      </label>
      <input id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={`${fieldId}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
