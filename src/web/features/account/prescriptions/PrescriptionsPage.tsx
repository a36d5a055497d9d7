import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ACCOUNT_ROUTES } from '../../../../contracts/account-routes';
import type { AccountPrescription } from '../../../../contracts/account-prescriptions';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { useFormatters } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/I18nProvider';
import { AccountLayout } from '../AccountLayout';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { fetchPrescriptions, prescriptionsKey } from './prescriptions.api';
import { RenewalForm } from './RenewalForm';
import './prescriptions.css';

const productPath = (id: number) => PAGE_ROUTES.productDetails.replace(':prodid', String(id));

function Facts({ rx, now }: { rx: AccountPrescription; now: number }) {
  const format = useFormatters();
  const rows: [string, React.ReactNode][] = [];
  if (rx.vetName) rows.push(['prescriptions.facts.vet', rx.vetName]);
  rows.push(['prescriptions.facts.requested', format.date(rx.requestedAt)]);
  if (rx.approvedAt) rows.push(['prescriptions.facts.approved', format.date(rx.approvedAt)]);
  // A used-up prescription (status usedUp) still reads "expires on" its future date.
  if (rx.expiresAt) rows.push([Date.parse(rx.expiresAt) <= now ? 'prescriptions.facts.expired' : 'prescriptions.facts.expires', format.date(rx.expiresAt)]);
  if (rx.status === 'approved' || rx.status === 'expired' || rx.status === 'usedUp') {
    if (rx.refillQuantity > 0) {
      rows.push(['prescriptions.facts.refills', <FormattedMessage key="r" id="prescriptions.facts.refillsValue" values={{ left: rx.refillQuantityRemaining, total: rx.refillQuantity }} />]);
    }
    if (rx.quantity > 0) rows.push(['prescriptions.facts.quantity', rx.quantity]);
  }
  if (rx.status === 'requested' && rx.requestedQuantity > 0) rows.push(['prescriptions.facts.requestedQuantity', rx.requestedQuantity]);
  if (rx.instructions) rows.push(['prescriptions.facts.instructions', rx.instructions]);
  if (rx.status === 'denied' && rx.denialReason) rows.push(['prescriptions.facts.denialReason', rx.denialReason]);
  if (rx.clientNote) rows.push(['prescriptions.facts.note', rx.clientNote]);
  return (
    <dl className="rx-card__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt><FormattedMessage id={label} /></dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /account/prescriptions (issue 14): each pet's prescriptions in shopper words (requested, approved,
 * denied, expired, no refills left), with "Request renewal" for an expired or used-up one.
 */
export function Component() {
  const intl = useIntl();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: prescriptionsKey, queryFn: ({ signal }) => fetchPrescriptions(signal) });
  const [now] = useState(() => Date.now());
  const [renewing, setRenewing] = useState<number | null>(null);
  const [renewed, setRenewed] = useState<string | null>(null);

  return (
    <AccountLayout section="prescriptions" title={<FormattedMessage id="prescriptions.heading" />}>
      <div className="rx-page">
        <p className="muted">
          <FormattedMessage id="prescriptions.intro" />
        </p>
        <div aria-live="polite">
          {renewed && (
            <Notice type="Success" dismissible onDismiss={() => setRenewed(null)}>
              <FormattedMessage id="prescriptions.renewal.sent" values={{ product: renewed }} />
            </Notice>
          )}
        </div>
        {list.isPending && <Spinner size="md" />}
        {list.data && list.data.pets.length === 0 && (
          <p>
            <FormattedMessage
              id="prescriptions.empty"
              values={{ pets: (chunks) => <Link to={ACCOUNT_ROUTES.pets}>{chunks}</Link> }}
            />
          </p>
        )}
        {list.data?.pets.map((pet) => (
          <section key={pet.petId} className="rx-pet" aria-labelledby={`rx-pet-${pet.petId}`}>
            <h2 id={`rx-pet-${pet.petId}`} className="rx-pet__name">{pet.petName}</h2>
            <ul className="rx-list">
              {pet.prescriptions.map((rx) => {
                const name = rx.familyName[language];
                return (
                  <li key={rx.id} className="card rx-card">
                    <div className="rx-card__head">
                      <h3 className="rx-card__product">
                        {rx.productId !== null ? <Link to={productPath(rx.productId)}>{name}</Link> : name}
                      </h3>
                      <span className={`rx-status rx-status--${rx.status}`}>
                        <FormattedMessage id={`prescriptions.status.${rx.status}`} />
                      </span>
                    </div>
                    <Facts rx={rx} now={now} />
                    {rx.renewalPending && (
                      <p className="muted rx-card__note">
                        <FormattedMessage id="prescriptions.renewal.pending" />
                      </p>
                    )}
                    {rx.canRequestRenewal && renewing !== rx.id && (
                      <div className="button-row">
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => {
                            setRenewed(null);
                            setRenewing(rx.id);
                          }}
                          aria-label={intl.formatMessage({ id: 'prescriptions.renewal.requestNamed' }, { product: name, pet: pet.petName })}
                        >
                          <FormattedMessage id="prescriptions.renewal.request" />
                        </Button>
                      </div>
                    )}
                    {renewing === rx.id && (
                      <RenewalForm
                        rxId={rx.id}
                        productName={name}
                        onCancel={() => setRenewing(null)}
                        onDone={() => {
                          setRenewing(null);
                          setRenewed(name);
                          void queryClient.invalidateQueries({ queryKey: prescriptionsKey });
                        }}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </AccountLayout>
  );
}
