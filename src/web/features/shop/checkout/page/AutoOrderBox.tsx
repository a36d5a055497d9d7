import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { autoOrderFrequencyOptions, type AutoOrderChoice } from '../../../../../domain/auto-order-frequency';
import { useFormatters } from '../../../../i18n/format';
import { SelectField } from '../../../../ui/address-card/fields';

const FREQUENCIES = autoOrderFrequencyOptions();

export interface AutoOrderBoxProps {
  choice: AutoOrderChoice | null;
  frequency: number | undefined;
  onChoice: (choice: AutoOrderChoice) => void;
  onFrequency: (weeks: number | null) => void;
  /** 'please choose option before order' (cc §5). */
  choiceError: boolean;
  frequencyError: boolean;
  /** AutoOrder savings on this order when yes is chosen, cents. */
  savings: number;
  /** Products of this order that cannot be on AutoOrder: named under "yes", never left out silently (issue 24 item 14). */
  oneOffNames: readonly string[];
  disabled: boolean;
}

/**
 * cc §2, §4, §5: start a new AutoOrder subscription with this order, yes or no (one must be chosen);
 * the frequency (1 to 40 weeks, month hints on multiples of 4) shows only for yes.
 */
export function AutoOrderBox({ choice, frequency, onChoice, onFrequency, choiceError, frequencyError, savings, oneOffNames, disabled }: AutoOrderBoxProps) {
  const intl = useIntl();
  const { money } = useFormatters();
  const id = useId();
  return (
    <section className="auto-order card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-card__title">
        <FormattedMessage id="checkout.autoOrder.title" />
      </h2>
      <p className="auto-order__text">
        <FormattedMessage id="checkout.autoOrder.text" />
      </p>
      <fieldset className="choice-group choice-group--inline" aria-describedby={choiceError ? `${id}-error` : undefined}>
        <legend>
          <FormattedMessage id="checkout.autoOrder.question" />
        </legend>
        <div className="choice-group__options">
          {(['yes', 'no'] as const).map((value) => (
            <label key={value} className="choice">
              <input type="radio" name={`${id}-choice`} value={value} checked={choice === value} onChange={() => onChoice(value)} disabled={disabled} />
              <FormattedMessage id={`checkout.autoOrder.${value}`} />
            </label>
          ))}
        </div>
        {choiceError && (
          <p id={`${id}-error`} className="field__error">
            <FormattedMessage id="checkout.error.autoOrderRequired" />
          </p>
        )}
      </fieldset>
      {choice === 'yes' && (
        <>
          <SelectField
            label={intl.formatMessage({ id: 'checkout.autoOrder.frequency' })}
            value={frequency === undefined ? '' : String(frequency)}
            onChange={(event) => onFrequency(event.target.value === '' ? null : Number(event.target.value))}
            error={frequencyError ? intl.formatMessage({ id: 'checkout.error.frequencyRequired' }) : undefined}
            disabled={disabled}
          >
            <option value="">{intl.formatMessage({ id: 'checkout.autoOrder.frequencyChoose' })}</option>
            {FREQUENCIES.map((option) => (
              <option key={option.weeks} value={String(option.weeks)}>
                {intl.formatMessage({ id: `checkout.${option.messageKey}` }, option.values)}
              </option>
            ))}
          </SelectField>
          {savings > 0 && (
            <p className="auto-order__savings">
              <FormattedMessage id="checkout.autoOrder.savings" values={{ amount: money(savings) }} />
            </p>
          )}
          {oneOffNames.length > 0 && (
            <div className="auto-order__one-off">
              <p>
                <FormattedMessage id="checkout.autoOrder.oneOff" values={{ count: oneOffNames.length }} />
              </p>
              <ul>
                {oneOffNames.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
