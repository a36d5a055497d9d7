import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ACCOUNT_ROUTES } from '../../../../contracts/account-routes';
import { useFormatters } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/I18nProvider';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { AccountLayout } from '../AccountLayout';
import { fetchRenewal, prescriptionsKey, renewalKey, requestRenewalOf } from './prescriptions.api';
import './prescriptions.css';

/**
 * /account/renewals/{renewalId} (issue 28): the reminder email's link. The prescription that needs
 * renewing and one button that asks the veterinarian; a second click changes nothing. Another
 * client's renewal (or none) answers 404: the call layer shows the not-found page.
 */
export function Component() {
  const params = useParams();
  const id = Number.parseInt(params.renewalId ?? '', 10);
  const valid = Number.isInteger(id) && id > 0;
  const { language } = useLanguage();
  const { date } = useFormatters();
  const queryClient = useQueryClient();
  const renewal = useQuery({ queryKey: renewalKey(valid ? id : 0), queryFn: ({ signal }) => fetchRenewal(id, signal), enabled: valid });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const r = renewal.data;

  async function request() {
    setBusy(true);
    setFailed(false);
    try {
      queryClient.setQueryData(renewalKey(id), await requestRenewalOf(id));
      void queryClient.invalidateQueries({ queryKey: prescriptionsKey });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountLayout section="prescriptions" title={<FormattedMessage id="pages.accountRenewal.title" />}>
      {!r ? <Spinner label="" decorative /> : (
        <div className="rx-page">
          <section className="card rx-card" aria-labelledby="renewal-product">
            <div className="rx-card__head">
              <h2 id="renewal-product" className="rx-card__product">{r.productName[language]}</h2>
              <span className={`rx-status rx-status--${r.status === 'declined' ? 'denied' : r.status === 'approved' ? 'approved' : 'requested'}`}>
                <FormattedMessage id={`prescriptions.renewalTask.status.${r.status}`} />
              </span>
            </div>
            <dl className="rx-card__facts">
              <div><dt><FormattedMessage id="prescriptions.renewalTask.pet" /></dt><dd>{r.petName}</dd></div>
              {r.expiresAt && <div><dt><FormattedMessage id="prescriptions.facts.expires" /></dt><dd>{date(r.expiresAt)}</dd></div>}
              <div><dt><FormattedMessage id="prescriptions.renewalTask.refillsLeft" /></dt><dd>{r.refillsRemaining}</dd></div>
              {r.declineReason && <div><dt><FormattedMessage id="prescriptions.facts.denialReason" /></dt><dd>{r.declineReason}</dd></div>}
            </dl>
            <p>
              <FormattedMessage id={r.reason === 'expiring' ? 'prescriptions.renewalTask.whyExpiring' : 'prescriptions.renewalTask.whyLastRefill'} />
            </p>
            <div aria-live="polite">
              {r.status === 'requested' && (
                <Notice type="Success"><FormattedMessage id="prescriptions.renewalTask.requested" /></Notice>
              )}
              {failed && <Notice type="Error"><FormattedMessage id="prescriptions.renewalTask.failed" /></Notice>}
            </div>
            {r.status === 'open' && (
              <div className="button-row">
                <Button onClick={() => void request()} busy={busy} disabled={busy}>
                  <FormattedMessage id="prescriptions.renewalTask.request" />
                </Button>
              </div>
            )}
          </section>
          <p><Link to={ACCOUNT_ROUTES.prescriptions}><FormattedMessage id="prescriptions.renewalTask.all" /></Link></p>
        </div>
      )}
    </AccountLayout>
  );
}
