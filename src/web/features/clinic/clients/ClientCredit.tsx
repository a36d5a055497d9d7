import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { clinicCreditSchema, staffCreditResultSchema, type ClinicCredit } from '../../../../contracts/credit';
import { parseDollarsToCents } from '../../../../domain/money';
import { toIsoDate } from '../../../../domain/time';
import { apiGet, apiPost } from '../../../api/client';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Notice } from '../../../ui/Notice';
import { notify } from '../../../ui/notify';
import { Spinner } from '../../../ui/Spinner';
import { clinicKeys } from '../clinic-keys';
import { useStaffMe } from '../staff-me';
import { useClinicAction } from '../use-clinic-action';

/** The largest amount one give or take-back may move (the contract's limit), in cents. */
const MAX_CENTS = 100_000_00;
const REASON_MAX = 200;

type Move = 'goodwill' | 'take-back';
type Field = 'amount' | 'reason' | 'expiresOn';
type Entry = ClinicCredit['entries'][number];

function useClientCredit(clientId: number) {
  return useQuery({
    queryKey: clinicKeys.clientCredit(clientId),
    queryFn: ({ signal }) => apiGet(`/api/clinic/clients/${clientId}/credit`, { schema: clinicCreditSchema, signal }),
    staleTime: 0,
  });
}

/** What the form's fields say is wrong, as message ids (re-rendered in the language of the moment). */
function problemsOf(move: Move, values: Record<Field, string>, today: string): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  const cents = parseDollarsToCents(values.amount);
  if (values.amount.trim() === '') problems.amount = 'clinic.credit.error.amountMissing';
  else if (cents === null || cents <= 0) problems.amount = 'clinic.credit.error.amountInvalid';
  else if (cents > MAX_CENTS) problems.amount = 'clinic.credit.error.amountTooLarge';
  if (values.reason.trim() === '') problems.reason = 'clinic.credit.error.reasonMissing';
  else if (values.reason.trim().length > REASON_MAX) problems.reason = 'clinic.credit.error.reasonTooLong';
  if (move === 'goodwill' && values.expiresOn !== '' && values.expiresOn <= today) problems.expiresOn = 'clinic.credit.error.expiryNotFuture';
  return problems;
}

/** One of the two small forms: give goodwill credit, or take unused credit back. */
function CreditForm({ clientId, move }: { clientId: number; move: Move }) {
  const intl = useIntl();
  const base = useId();
  const ids = { amount: `${base}-amount`, reason: `${base}-reason`, expiresOn: `${base}-expires` };
  const empty = { amount: '', reason: '', expiresOn: '' };
  const [values, setValues] = useState<Record<Field, string>>(empty);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  // One key per intended move: a retry after a lost answer sends the same key, so the money moves once.
  const key = useRef<string | null>(null);
  const { busy, outcome, setOutcome, run } = useClinicAction();
  const today = toIsoDate(new Date());
  const name = move === 'goodwill' ? 'give' : 'takeBack';

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
    key.current = null;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(move, values, today);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(ids[Object.keys(found)[0] as Field])?.focus();
      return;
    }
    key.current ??= crypto.randomUUID();
    const amountCents = parseDollarsToCents(values.amount)!;
    const body = {
      amountCents, reason: values.reason.replace(/\s+/g, ' ').trim(), idempotencyKey: key.current,
      ...(move === 'goodwill' && values.expiresOn ? { expiresOn: values.expiresOn } : {}),
    };
    const done = await run('action', async () => {
      await apiPost(`/api/clinic/clients/${clientId}/credit/${move}`, { body, schema: staffCreditResultSchema, handleErrors: false });
      return '';
    });
    if (done) {
      setOutcome(null);
      notify('Success', intl.formatMessage({ id: `clinic.credit.${name}.done` }));
      setValues(empty);
      key.current = null;
    }
  }

  const fieldProps = (field: Field) => ({
    id: ids[field],
    'aria-invalid': problems[field] ? (true as const) : undefined,
    'aria-describedby': problems[field] ? `${ids[field]}-error` : undefined,
  });
  const error = (field: Field) => problems[field] && (
    <p id={`${ids[field]}-error`} className="field__error"><FormattedMessage id={problems[field]} values={{ max: REASON_MAX }} /></p>
  );

  return (
    <form className="form card clinic-card clinic-credit__form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`}><FormattedMessage id={`clinic.credit.${name}.title`} /></h3>
      {outcome?.type === 'Error' && (
        <Notice type="Error" dismissible onDismiss={() => setOutcome(null)}>{outcome.message}</Notice>
      )}
      <div className="field">
        <label htmlFor={ids.amount}><FormattedMessage id="clinic.credit.amount" /></label>
        <input {...fieldProps('amount')} inputMode="decimal" autoComplete="off" value={values.amount} onChange={(e) => set('amount', e.target.value)} />
        {error('amount')}
      </div>
      <div className="field">
        <label htmlFor={ids.reason}><FormattedMessage id="clinic.credit.reason" /></label>
        <input {...fieldProps('reason')} maxLength={REASON_MAX} value={values.reason} onChange={(e) => set('reason', e.target.value)} />
        {error('reason')}
      </div>
      {move === 'goodwill' && (
        <div className="field">
          <label htmlFor={ids.expiresOn}><FormattedMessage id="clinic.credit.expiresOn" /></label>
          <input {...fieldProps('expiresOn')} type="date" min={today} value={values.expiresOn} onChange={(e) => set('expiresOn', e.target.value)} />
          {error('expiresOn')}
        </div>
      )}
      <div className="button-row">
        <Button type="submit" variant={move === 'goodwill' ? 'primary' : 'secondary'} busy={busy !== null}>
          <FormattedMessage id={`clinic.credit.${name}.submit`} />
        </Button>
      </div>
    </form>
  );
}

/**
 * "Account credit" on the clinic's client page (issue 27): the balance, the ledger with reasons and
 * who wrote each entry, and, for the clinic admin and the veterinarians, the two small forms.
 */
export function ClientCredit({ clientId }: { clientId: number }) {
  const intl = useIntl();
  const { money, date } = useFormatters();
  const me = useStaffMe();
  const credit = useClientCredit(clientId);
  const mayMove = me.data?.roles.some((r) => r === 'clinic_admin' || r === 'veterinarian') ?? false;
  const columns: DataColumn<Entry>[] = [
    { id: 'date', header: <FormattedMessage id="clinic.credit.date" />, cell: (e) => date(e.createdAt, 'numeric') },
    {
      id: 'what', header: <FormattedMessage id="clinic.credit.entry" />,
      cell: (e) => (
        <>
          <FormattedMessage id={`clinic.credit.kind.${e.kind}`} defaultMessage={e.kind} />
          {e.orderNumber && <> — {e.orderNumber}</>}
          {e.reason && <span className="clinic-credit__note">{e.reason}</span>}
          {e.expiresOn && <span className="clinic-credit__note muted"><FormattedMessage id="clinic.credit.until" values={{ date: date(e.expiresOn, 'numeric') }} /></span>}
          {e.byName && <span className="clinic-credit__note muted"><FormattedMessage id="clinic.credit.by" values={{ name: e.byName }} /></span>}
        </>
      ),
    },
    {
      id: 'amount', header: <FormattedMessage id="clinic.credit.amountColumn" />, className: 'clinic-credit__amount', headerClassName: 'clinic-credit__amount',
      cell: (e) => (e.amountCents > 0 ? `+${money(e.amountCents)}` : `−${money(-e.amountCents)}`),
    },
  ];
  return (
    <section className="portal-section clinic-credit" aria-labelledby="clinic-client-credit">
      <h2 id="clinic-client-credit"><FormattedMessage id="clinic.credit.heading" /></h2>
      {!credit.data ? <Spinner label={intl.formatMessage({ id: 'clinic.credit.heading' })} /> : (
        <>
          <p className="clinic-credit__balance">
            <FormattedMessage id="clinic.credit.balance" values={{ amount: <strong>{money(credit.data.balanceCents)}</strong> }} />
          </p>
          <DataTable
            columns={columns}
            rows={credit.data.entries}
            rowKey={(e) => e.id}
            caption={intl.formatMessage({ id: 'clinic.credit.history' })}
            empty={<span className="muted"><FormattedMessage id="clinic.credit.none" /></span>}
            className="portal-table"
            regionClassName="card"
          />
          {mayMove ? (
            <div className="clinic-credit__forms">
              <CreditForm clientId={clientId} move="goodwill" />
              <CreditForm clientId={clientId} move="take-back" />
            </div>
          ) : (
            <p className="muted"><FormattedMessage id="clinic.credit.viewOnly" /></p>
          )}
        </>
      )}
    </section>
  );
}
