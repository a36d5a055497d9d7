import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CARDHOLDER_MAX } from '../../../../domain/constants';
import { expiryYearOptions, validateCard, type CardErrors, type CardField } from '../../../../domain/validation/card';
import { ApiError } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { tokenizeCard, TokenizeError } from '../../../ui/address-card/card-api';
import { brandOfTyped, cardErrorId, compactCardNumber, MONTHS } from '../../../ui/address-card/card-form';
import { SelectField, TextField } from '../../../ui/address-card/fields';
import { HumanCheckModal } from '../../../ui/address-card/HumanCheckModal';
import { passesV3, sandboxV3Token } from '../../../ui/address-card/human-check';
import { payPayLink, verifyPayLinkHuman } from './pay-links.api';
import type { PayLinkView } from '../../../../contracts/pay-links';

const PROVIDER_FIELD: Record<string, CardField> = {
  invalid_number: 'number', invalid_expiry: 'expirationMonth', expired_card: 'expirationMonth', invalid_cvd: 'cvv', incorrect_cvc: 'cvv',
};

type Values = Record<CardField, string>;
const EMPTY: Values = { cardHolder: '', number: '', expirationMonth: '', expirationYear: '', cvv: '' };

/**
 * The card form of the pay-by-link page (issue 27): the checkout's fields and rules, the human
 * check as at checkout (v3 silently, the v2 challenge below 0.8), the card tokenized in the browser
 * at the provider, then only the token sent. The button stays busy until the answer, and the
 * server charges once whatever is sent twice.
 */
export function PayCardForm({ token, amount, onPaid }: { token: string; amount: string; onPaid: (payment: PayLinkView) => void }) {
  const intl = useIntl();
  const id = useId();
  const [now] = useState(() => new Date());
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [provider, setProvider] = useState<{ field: CardField; code: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challengeOpen, setChallengeOpen] = useState(false);
  const answer = useRef<((proof: string | null) => void) | null>(null);
  const verify = verifyPayLinkHuman(token);
  const brand = brandOfTyped(values.number);

  const set = (field: CardField) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  const errorOf = (field: CardField) => {
    if (provider?.field === field) return intl.formatMessage({ id: `checkout.card.provider.${provider.code}` });
    const code = errors[field];
    return code ? intl.formatMessage({ id: cardErrorId(field, code) }) : undefined;
  };

  function challenge(): Promise<string | null> {
    return new Promise((resolve) => {
      answer.current = resolve;
      setChallengeOpen(true);
    });
  }
  function endChallenge(proof: string | null) {
    setChallengeOpen(false);
    answer.current?.(proof);
    answer.current = null;
  }
  async function humanCheck(): Promise<string | null> {
    try {
      const v3 = await verify(sandboxV3Token('pay_link'), false);
      if (passesV3(v3) && v3.humanCheckToken) return v3.humanCheckToken;
    } catch {
      // As at checkout: a failed check is not shown as such; the challenge lets a person through.
    }
    return challenge();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateCard({ ...values, number: compactCardNumber(values.number) }, now);
    setErrors(found);
    setProvider(null);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const proof = await humanCheck();
      if (!proof) return;
      const card = await tokenizeCard({
        number: compactCardNumber(values.number), expiryMonth: Number(values.expirationMonth), expiryYear: Number(values.expirationYear), cvd: values.cvv.trim(),
      });
      onPaid(await payPayLink({ token, cardToken: card.token, cardHolder: values.cardHolder.trim(), humanCheckToken: proof }));
    } catch (error) {
      if (error instanceof TokenizeError && error.code) setProvider({ field: PROVIDER_FIELD[error.code] ?? 'number', code: error.code });
      else if (error instanceof ApiError && intl.messages[`payLinks.error.${error.code}`]) setFailure(intl.formatMessage({ id: `payLinks.error.${error.code}` }));
      else setFailure(intl.formatMessage({ id: 'payLinks.error.network' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="checkout-form pay-link__form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-form__title"><FormattedMessage id="payLinks.cardTitle" /></h2>
      {failure && <p role="alert" className="field__error pay-link__failure">{failure}</p>}
      <TextField label={intl.formatMessage({ id: 'checkout.card.holder' })} hint={intl.formatMessage({ id: 'checkout.card.holderHint' }, { max: CARDHOLDER_MAX })}
        autoComplete="cc-name" value={values.cardHolder} onChange={set('cardHolder')} error={errorOf('cardHolder')} />
      <TextField label={intl.formatMessage({ id: 'checkout.card.number' })} hint={brand ? intl.formatMessage({ id: `checkout.card.brand.${brand}` }) : undefined}
        autoComplete="cc-number" inputMode="numeric" spellCheck={false} value={values.number} onChange={set('number')} error={errorOf('number')} />
      <div className="card-fields__row">
        <SelectField label={intl.formatMessage({ id: 'checkout.card.month' })} autoComplete="cc-exp-month" value={values.expirationMonth} onChange={set('expirationMonth')} error={errorOf('expirationMonth')}>
          <option value="">{intl.formatMessage({ id: 'checkout.card.monthChoose' })}</option>
          {MONTHS.map((month) => <option key={month} value={String(month)}>{String(month).padStart(2, '0')}</option>)}
        </SelectField>
        <SelectField label={intl.formatMessage({ id: 'checkout.card.year' })} autoComplete="cc-exp-year" value={values.expirationYear} onChange={set('expirationYear')} error={errorOf('expirationYear')}>
          <option value="">{intl.formatMessage({ id: 'checkout.card.yearChoose' })}</option>
          {expiryYearOptions(now).map((year) => <option key={year} value={String(year)}>{year}</option>)}
        </SelectField>
        <TextField label={intl.formatMessage({ id: 'checkout.card.cvv' })} hint={intl.formatMessage({ id: 'checkout.card.cvvHint' })} autoComplete="cc-csc"
          inputMode="numeric" className="field--cvv" value={values.cvv} onChange={set('cvv')} error={errorOf('cvv')} />
      </div>
      <p className="checkout-form__note"><FormattedMessage id="payLinks.cardNote" /></p>
      <Button type="submit" busy={busy} disabled={busy} className="btn--block"><FormattedMessage id="payLinks.pay" values={{ amount }} /></Button>
      <HumanCheckModal isOpen={challengeOpen} onPassed={(proof) => endChallenge(proof)} onCancel={() => endChallenge(null)} verify={verify} />
    </form>
  );
}
