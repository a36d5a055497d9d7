import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { CLINIC_ROUTES } from '../../../../contracts/clinic';
import { PASSWORD_RULES, unmetPasswordRules } from '../../../../domain/validation/password';
import { isApiError } from '../../../api/errors';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { PageTitle } from '../../../ui/PageTitle';
import { Spinner } from '../../../ui/Spinner';
import { acceptInvitation, invitationInfo } from './staff.api';
import { failureText } from '../failure-text';
import '../clinic-admin.css';

/**
 * /clinic/invitation?token=: an invited staff member sets their password (issue 17) by the
 * password rules of rr §5 (the account flows' words); the link works once and expires.
 */
export function Component() {
  const intl = useIntl();
  const f = useFormatters();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const info = useQuery({
    queryKey: ['staffInvitation', token],
    queryFn: ({ signal }) => invitationInfo(token, signal),
    enabled: token !== '',
    staleTime: Infinity,
    retry: false,
    meta: { silentErrors: true },
  });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = { password: useId(), confirm: useId(), rules: useId() };
  const unmet = new Set(unmetPasswordRules(password));
  const invalid = token === '' || isApiError(info.error, 400) || error === 'invalid';
  const mismatch = confirm !== password;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (unmet.size > 0 || mismatch || !confirm) return;
    setBusy(true);
    setError(null);
    try {
      setDone((await acceptInvitation({ token, password, confirmPassword: confirm })).email);
    } catch (failure) {
      setError(isApiError(failure) && failure.code === 'invitation_invalid' ? 'invalid' : failureText(intl, failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card narrow-page admin-invitation" aria-labelledby="invitation-title">
      <PageTitle id="invitation-title"><FormattedMessage id="clinicStaff.invitation.heading" /></PageTitle>
      {info.isPending && token !== '' && <Spinner />}
      {invalid && !done && <Notice type="Error"><FormattedMessage id="clinicStaff.invitation.invalid" /></Notice>}
      {done && (
        <Notice type="Success">
          <FormattedMessage id="clinicStaff.invitation.done" values={{
            link: (chunks) => <Link to={`${PAGE_ROUTES.logon}?returnUrl=${encodeURIComponent(CLINIC_ROUTES.dashboard)}`}>{chunks}</Link>,
          }} />
        </Notice>
      )}
      {info.data && !invalid && !done && (
        <>
          <p>
            <FormattedMessage id="clinicStaff.invitation.intro" values={{ name: info.data.firstName, clinic: f.clinic(info.data.clinicName), email: info.data.email, strong: (c) => <strong>{c}</strong> }} />
          </p>
          {error && <Notice type="Error">{error}</Notice>}
          <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
            <input type="email" name="username" autoComplete="username" value={info.data.email} readOnly hidden />
            <div className="field">
              <label htmlFor={ids.password}><FormattedMessage id="access.password.new" /></label>
              <input id={ids.password} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)}
                aria-invalid={showErrors && unmet.size > 0 ? true : undefined} aria-describedby={ids.rules} />
              <ul id={ids.rules} className="password-rules">
                {PASSWORD_RULES.map((rule) => (
                  <li key={rule} data-met={!unmet.has(rule)}>
                    <span aria-hidden="true">{unmet.has(rule) ? '○' : '✓'}</span>{' '}
                    <FormattedMessage id={`access.password.rule.${rule}`} />
                    <span className="visually-hidden"> <FormattedMessage id={unmet.has(rule) ? 'access.password.ruleUnmet' : 'access.password.ruleMet'} /></span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="field">
              <label htmlFor={ids.confirm}><FormattedMessage id="access.password.confirm" /></label>
              <input id={ids.confirm} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)}
                aria-invalid={showErrors && (mismatch || !confirm) ? true : undefined} aria-describedby={showErrors && (mismatch || !confirm) ? `${ids.confirm}-error` : undefined} />
              {showErrors && (mismatch || !confirm) && (
                <p id={`${ids.confirm}-error`} className="field__error"><FormattedMessage id="clinicStaff.invitation.mismatch" /></p>
              )}
            </div>
            <Button type="submit" busy={busy} className="btn--block"><FormattedMessage id="clinicStaff.invitation.submit" /></Button>
          </form>
        </>
      )}
    </section>
  );
}
