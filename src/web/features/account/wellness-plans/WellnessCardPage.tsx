import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ACCOUNT_ROUTES } from '../../../../contracts/account-routes';
import { useLanguage } from '../../../i18n/I18nProvider';
import { useFormatters } from '../../../i18n/format';
import { NewCardForm } from '../../../ui/address-card/NewCardForm';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { AccountLayout } from '../AccountLayout';
import { reportSettingsError } from '../account-settings.api';
import { useSettingsData } from '../use-settings-data';
import { cardLinkQuery, myPlansQuery, payWithNewCard } from './wellness.api';
import './wellness-plans.css';

type Result = { paid: boolean } | { failed: true } | null;

/**
 * /account/wellness-plans/card/:token (issue 27): the single-use link emailed after a declined plan
 * payment. The client adds a card with the store's card form (tokenized by the provider); the plan
 * charges it from now on and the declined payment is tried again at once.
 */
export function Component() {
  const intl = useIntl();
  const f = useFormatters();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const token = useParams().token ?? '';
  const link = useQuery(cardLinkQuery(token));
  const { addresses } = useSettingsData({ cards: false });
  const [result, setResult] = useState<Result>(null);
  const defaultShipping = addresses.data?.find((a) => a.isDefaultShipping) ?? addresses.data?.[0] ?? null;

  async function onAdded(paymentMethodId: number) {
    try {
      const answer = await payWithNewCard(token, paymentMethodId);
      setResult({ paid: answer.paid });
      await queryClient.invalidateQueries({ queryKey: myPlansQuery.queryKey });
    } catch {
      setResult({ failed: true });
    }
  }

  let body;
  if (result && 'paid' in result) {
    body = (
      <Notice type={result.paid ? 'Success' : 'Warning'} role="status">
        <FormattedMessage id={result.paid ? 'accountWellnessPlans.cardPaid' : 'accountWellnessPlans.cardStillDeclined'} />{' '}
        <Link to={ACCOUNT_ROUTES.wellnessPlans}><FormattedMessage id="accountWellnessPlans.seePlans" /></Link>
      </Notice>
    );
  } else if (link.isPending) {
    body = <Spinner label={intl.formatMessage({ id: 'pages.accountWellnessCard.title' })} />;
  } else if (!link.data || (result && 'failed' in result)) {
    body = (
      <Notice type="Error">
        <FormattedMessage id="accountWellnessPlans.linkInvalid" />{' '}
        <Link to={ACCOUNT_ROUTES.wellnessPlans}><FormattedMessage id="accountWellnessPlans.seePlans" /></Link>
      </Notice>
    );
  } else {
    const info = link.data;
    body = (
      <>
        <p>
          <FormattedMessage id="accountWellnessPlans.cardIntro" values={{
            plan: language === 'fr' ? info.planNameFr : info.planNameEn, pet: info.petName, amount: <strong>{f.money(info.dueCents)}</strong>,
          }} />
        </p>
        {addresses.data && (
          <section className="settings-section card">
            <NewCardForm shippingAddress={defaultShipping} updateCart={false} onError={reportSettingsError}
              onAdded={(added) => void onAdded(added.paymentMethod.id)} />
          </section>
        )}
      </>
    );
  }
  return (
    <AccountLayout section="wellnessPlans" title={<FormattedMessage id="pages.accountWellnessCard.title" />}>
      {body}
    </AccountLayout>
  );
}
