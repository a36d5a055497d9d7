import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PASSCODE } from '../../../domain/constants';
import { ApiError } from '../../api/errors';
import { usePasscodeAsks } from '../../api/passcode-required';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { confirmPasscode, passcodeStatusQuery } from './passcode.api';

/** Whether the passcode holds: given, not run out by its time, and no call has since said it ran out. */
function usePasscodeOpen(validUntil: string | null | undefined, asksWhenGiven: number): boolean {
  const asks = usePasscodeAsks();
  const [ranOut, setRanOut] = useState<string | null>(null);
  useEffect(() => {
    if (!validUntil) return;
    const timer = setTimeout(() => setRanOut(validUntil), Math.max(0, Date.parse(validUntil) - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [validUntil]);
  return Boolean(validUntil) && ranOut !== validUntil && asks === asksWhenGiven;
}

/**
 * A passcode page (rr §2 "a passcode is needed to view or edit some pages", issue 28; decision
 * 117-passcode-pages.md): its content shows once the staff member gave their password again, for ten
 * minutes on this session. When the passcode runs out (its time, or a call answered
 * `passcode_required`) the form comes back above the content, which stays in the page, hidden, so
 * nothing typed there is lost. The server checks the passcode on every call behind it.
 */
export function PasscodeGate({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const status = useQuery(passcodeStatusQuery);
  const asks = usePasscodeAsks();
  const [asksWhenGiven, setAsksWhenGiven] = useState(asks);
  const [given, setGiven] = useState(false);
  const open = usePasscodeOpen(status.data?.validUntil, asksWhenGiven);
  // Open once on this page (given here, or still holding when it loaded): its content stays mounted.
  const everOpen = given || Boolean(status.data?.validUntil);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { heading: useId(), password: useId(), error: useId() };

  const confirm = useMutation({
    mutationFn: confirmPasscode,
    onSuccess: (answer) => {
      setPassword('');
      setError(null);
      setAsksWhenGiven(asks);
      setGiven(true);
      queryClient.setQueryData(passcodeStatusQuery.queryKey, answer);
      // Calls the page made while the passcode was out failed: they are made again.
      void queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
    },
    onError: (failure) => {
      const left = failure instanceof ApiError && failure.code === 'passcode_incorrect' ? (failure.data as { attemptsLeft?: number } | undefined)?.attemptsLeft : undefined;
      setError(intl.formatMessage({ id: left === undefined ? 'clinic.passcode.failed' : 'clinic.passcode.incorrect' }, { left: left ?? 0 }));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password === '') {
      setError(intl.formatMessage({ id: 'clinic.passcode.required' }));
      return;
    }
    confirm.mutate({ password });
  }

  if (status.isPending) return <Spinner label={intl.formatMessage({ id: 'clinic.passcode.checking' })} />;
  return (
    <>
      {!open && (
        <section className="passcode-gate card" aria-labelledby={ids.heading}>
          <h2 id={ids.heading} className="passcode-gate__title">
            <FormattedMessage id={everOpen ? 'clinic.passcode.expiredTitle' : 'clinic.passcode.title'} />
          </h2>
          <p className="passcode-gate__why">
            <FormattedMessage id="clinic.passcode.why" values={{ minutes: PASSCODE.validMinutes }} />
          </p>
          <form className="passcode-gate__form" onSubmit={submit} noValidate>
            <div className="field">
              <label htmlFor={ids.password}>
                <FormattedMessage id="clinic.passcode.password" />
              </label>
              <input
                id={ids.password} type="password" autoComplete="current-password" value={password} autoFocus={everOpen}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={error ? true : undefined} aria-describedby={error ? ids.error : undefined}
              />
              {error && <p id={ids.error} className="field__error" role="alert">{error}</p>}
            </div>
            <Button type="submit" busy={confirm.isPending}>
              <FormattedMessage id="clinic.passcode.continue" />
            </Button>
          </form>
        </section>
      )}
      {(open || everOpen) && <div hidden={!open}>{children}</div>}
    </>
  );
}
