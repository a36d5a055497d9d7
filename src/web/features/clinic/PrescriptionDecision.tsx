import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApprovePrescriptionRequest } from '../../../contracts/clinic';
import { RX_QUANTITY_PER_FILL } from '../../../domain/constants';
import { isIsoDate } from '../../../domain/time';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { useClinicAction } from './use-clinic-action';

const inAYear = () => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
};
const today = () => new Date().toISOString().slice(0, 10);
/** Reasons and instructions are kept on one line (the API refuses control characters). */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

type Errors = Partial<Record<'expiresOn' | 'quantity' | 'refills' | 'reason', string>>;

type Say = (id: string, values?: Record<string, string | number>) => string;

/**
 * The veterinarian's approve and deny forms (issue 16), for a request (its page) or a renewal task
 * (issue 28): the caller says what approving and denying call, and returns the success message.
 */
export function PrescriptionDecision({ open, requestedQuantity, defaultRefills, approve, deny }: {
  /** Still to decide: the forms show (the outcome stays shown after the decision). */
  open: boolean;
  requestedQuantity: number;
  defaultRefills: number;
  approve: (body: ApprovePrescriptionRequest, m: Say) => Promise<string>;
  deny: (reason: string, m: Say) => Promise<string>;
}) {
  const intl = useIntl();
  const ids = { expires: useId(), quantity: useId(), refills: useId(), instructions: useId(), reason: useId(), approveHeading: useId(), denyHeading: useId() };
  const [expiresOn, setExpiresOn] = useState(inAYear());
  const [quantity, setQuantity] = useState(String(Math.max(1, requestedQuantity)));
  // The clinic's refills policy (issue 25, its own or its master's) pre-fills the form; the vet may change it.
  const [refills, setRefills] = useState(String(defaultRefills));
  const [instructions, setInstructions] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // Refused or not, the page then shows the request as it is now.
  const { busy, outcome, setOutcome, run } = useClinicAction<'approve' | 'deny'>();
  const m = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const whole = (value: string, min: number, max: number) => /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

  async function decide(kind: 'approve' | 'deny') {
    const found: Errors = {};
    if (kind === 'approve') {
      if (!isIsoDate(expiresOn) || expiresOn <= today()) found.expiresOn = m('clinic.rx.error.expiresOn');
      if (!whole(quantity, RX_QUANTITY_PER_FILL.min, RX_QUANTITY_PER_FILL.max)) {
        // As plain text: a number would be grouped ("1,000", "1 000") where the form wants what is typed.
        found.quantity = m('clinic.rx.error.quantity', { min: String(RX_QUANTITY_PER_FILL.min), max: String(RX_QUANTITY_PER_FILL.max) });
      }
      if (!whole(refills, 0, 99)) found.refills = m('clinic.rx.error.refills');
    } else if (!reason.trim()) {
      found.reason = m('clinic.rx.error.reason');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await run(kind, async () => {
      if (kind === 'deny') return deny(oneLine(reason), m);
      return approve({ expiresOn, quantity: Number(quantity), refills: Number(refills), instructions: oneLine(instructions) }, m);
    });
  }

  const field = (key: keyof Errors, id: string) => ({
    id,
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `${id}-error` : undefined,
  });
  const error = (key: keyof Errors, id: string) =>
    errors[key] && <p id={`${id}-error`} className="field__error">{errors[key]}</p>;

  return (
    <>
      {outcome && (
        <Notice type={outcome.type} dismissible onDismiss={() => setOutcome(null)}>
          {outcome.message}
        </Notice>
      )}
      {open && (
      <div className="clinic-actions">
        <form className="card clinic-card clinic-decision" noValidate aria-labelledby={ids.approveHeading}
          onSubmit={(e: FormEvent) => { e.preventDefault(); void decide('approve'); }}>
          <h2 id={ids.approveHeading}><FormattedMessage id="clinic.rx.approveHeading" /></h2>
          <div className="clinic-decision__row">
            <div className="field">
              <label htmlFor={ids.expires}><FormattedMessage id="clinic.rx.expiresOn" /></label>
              <input type="date" min={today()} value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} {...field('expiresOn', ids.expires)} />
              {error('expiresOn', ids.expires)}
            </div>
            <div className="field">
              <label htmlFor={ids.quantity}><FormattedMessage id="clinic.rx.quantity" /></label>
              <input inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} {...field('quantity', ids.quantity)} />
              {error('quantity', ids.quantity)}
            </div>
            <div className="field">
              <label htmlFor={ids.refills}><FormattedMessage id="clinic.rx.refills" /></label>
              <input inputMode="numeric" value={refills} onChange={(e) => setRefills(e.target.value)} {...field('refills', ids.refills)} />
              {error('refills', ids.refills)}
            </div>
          </div>
          <div className="field">
            <label htmlFor={ids.instructions}><FormattedMessage id="clinic.rx.instructions" /></label>
            <textarea id={ids.instructions} rows={2} maxLength={500} value={instructions} onChange={(e) => setInstructions(e.target.value)} />
          </div>
          <Button type="submit" busy={busy === 'approve'} disabled={busy !== null}>
            <FormattedMessage id="clinic.rx.approve" />
          </Button>
        </form>
        <form className="card clinic-card clinic-decision" noValidate aria-labelledby={ids.denyHeading}
          onSubmit={(e: FormEvent) => { e.preventDefault(); void decide('deny'); }}>
          <h2 id={ids.denyHeading}><FormattedMessage id="clinic.rx.denyHeading" /></h2>
          <div className="field">
            <label htmlFor={ids.reason}><FormattedMessage id="clinic.rx.reason" /></label>
            <textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} {...field('reason', ids.reason)} />
            {error('reason', ids.reason)}
          </div>
          <Button type="submit" variant="danger" busy={busy === 'deny'} disabled={busy !== null}>
            <FormattedMessage id="clinic.rx.deny" />
          </Button>
        </form>
      </div>
      )}
    </>
  );
}

