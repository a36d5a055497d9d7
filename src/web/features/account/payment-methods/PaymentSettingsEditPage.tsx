import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ACCOUNT_ROUTES } from '../../../../contracts/account-routes';
import { BILLING_LOCATION_NAME } from '../../../../contracts/addresses';
import { RETURN_LOCATION_CHECKOUT } from '../../../../contracts/account-routes';
import type { PaymentSettingsCard } from '../../../../contracts/account-settings';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { CARDHOLDER_MAX } from '../../../../domain/constants';
import { validateAddress } from '../../../../domain/validation/address';
import { expiryYearOptions, validateCardholder, validateExpiry, type CardField } from '../../../../domain/validation/card';
import { AccountLayout } from '../AccountLayout';
import { savedToAddressLike, toAddressRequest } from '../../../ui/address-card/address-api';
import { addressErrorId, addressFields } from '../../../ui/address-card/address-form';
import { AddressFields, type AddressPart } from '../../../ui/address-card/AddressFields';
import { AddressText, useAddressName } from '../../../ui/address-card/AddressText';
import { cardErrorId, MONTHS } from '../../../ui/address-card/card-form';
import { CardText } from '../../../ui/address-card/CardText';
import { FormActions, SelectField, TextField } from '../../../ui/address-card/fields';
import { notify } from '../../../ui/notify';
import { Spinner } from '../../../ui/Spinner';
import { reportSettingsError } from '../account-settings.api';
import { fetchCard, updateCard } from './payment-methods.api';
import { useSettingsData } from '../use-settings-data';
import '../account-settings.css';

const NEW_BILLING = 'new';

/** The update form (cc §5 rules): holder, a renewed expiry, and a saved or new billing address. */
function updateFormSchema(now: Date) {
  return z
    .object({
      cardHolder: z.string(),
      expirationMonth: z.string(),
      expirationYear: z.string(),
      billingChoice: z.string(),
      billing: z.object({ street1: z.string(), street2: z.string(), city: z.string(), province: z.string(), postalCode: z.string() }),
    })
    .superRefine((value, ctx) => {
      for (const [field, code] of Object.entries(validateExpiry(value.expirationMonth, value.expirationYear, now))) ctx.addIssue({ code: 'custom', path: [field], message: code });
      const holder = validateCardholder(value.cardHolder);
      if (holder) ctx.addIssue({ code: 'custom', path: ['cardHolder'], message: holder });
      if (value.billingChoice !== NEW_BILLING) return;
      const errors = validateAddress({ ...value.billing, locationName: 'Home' });
      for (const field of addressFields) {
        const code = errors[field];
        if (code && field !== 'locationName') ctx.addIssue({ code: 'custom', path: ['billing', field], message: code });
      }
    });
}
type UpdateFormValues = z.input<ReturnType<typeof updateFormSchema>>;

function UpdateCardForm({ card, onSaved }: { card: PaymentSettingsCard; onSaved: () => void }) {
  const intl = useIntl();
  const addressName = useAddressName();
  const { addresses } = useSettingsData();
  const [now] = useState(() => new Date());
  const schema = useMemo(() => updateFormSchema(now), [now]);
  const form = useForm<UpdateFormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(schema),
    defaultValues: {
      cardHolder: card.cardHolder,
      // An expired card's month and year are chosen again; a valid one's are kept.
      expirationMonth: card.isExpired ? '' : String(card.expMonth),
      expirationYear: card.isExpired ? '' : String(card.expYear),
      billingChoice: card.billingAddressId ? String(card.billingAddressId) : NEW_BILLING,
      billing: { street1: '', street2: '', city: '', province: '', postalCode: '' },
    },
  });
  const { errors, submitCount } = form.formState;
  const [busy, setBusy] = useState(false);
  const billingChoice = useWatch({ control: form.control, name: 'billingChoice' });

  const cardError = (field: CardField) => {
    const message = (errors as Partial<Record<CardField, FieldError>>)[field]?.message;
    return message ? intl.formatMessage({ id: cardErrorId(field, message) }) : undefined;
  };
  const billingError = (part: AddressPart) => {
    const error: FieldError | undefined = part === 'locationName' ? undefined : errors.billing?.[part];
    return error?.message ? intl.formatMessage({ id: addressErrorId(part, error.message) }) : undefined;
  };

  async function onValid(values: UpdateFormValues) {
    setBusy(true);
    try {
      await updateCard(card.id, {
        cardHolder: values.cardHolder.trim(),
        expirationMonth: Number(values.expirationMonth),
        expirationYear: Number(values.expirationYear),
        ...(values.billingChoice === NEW_BILLING
          ? { billingAddress: toAddressRequest({ locationName: BILLING_LOCATION_NAME, ...values.billing }) }
          : { billingAddressId: Number(values.billingChoice) }),
      });
      notify('Success', intl.formatMessage({ id: 'paymentMethods.updated' }));
      onSaved();
    } catch (error) {
      reportSettingsError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="checkout-form" noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} aria-labelledby="card-edit-title">
      <h2 id="card-edit-title" className="checkout-form__title">
        <CardText card={card} />
      </h2>
      {card.isExpired && (
        <p className="field__error">
          <FormattedMessage id="paymentMethods.expiredIntro" />
        </p>
      )}
      <TextField
        label={intl.formatMessage({ id: 'checkout.card.holder' })}
        hint={intl.formatMessage({ id: 'checkout.card.holderHint' }, { max: CARDHOLDER_MAX })}
        autoComplete="cc-name"
        error={cardError('cardHolder')}
        {...form.register('cardHolder')}
      />
      <div className="card-fields__row">
        <SelectField label={intl.formatMessage({ id: 'checkout.card.month' })} autoComplete="cc-exp-month" error={cardError('expirationMonth')} {...form.register('expirationMonth')}>
          <option value="">{intl.formatMessage({ id: 'checkout.card.monthChoose' })}</option>
          {MONTHS.map((month) => (
            <option key={month} value={String(month)}>
              {String(month).padStart(2, '0')}
            </option>
          ))}
        </SelectField>
        <SelectField label={intl.formatMessage({ id: 'checkout.card.year' })} autoComplete="cc-exp-year" error={cardError('expirationYear')} {...form.register('expirationYear')}>
          <option value="">{intl.formatMessage({ id: 'checkout.card.yearChoose' })}</option>
          {expiryYearOptions(now).map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField label={intl.formatMessage({ id: 'checkout.card.billing' })} {...form.register('billingChoice')}>
        {(addresses.data ?? []).map((address) => (
          <option key={address.id} value={String(address.id)}>
            {`${addressName(address.locationName)} – ${address.street1}, ${address.city}`}
          </option>
        ))}
        {card.billingAddress && !(addresses.data ?? []).some((address) => address.id === card.billingAddressId) && (
          <option value={String(card.billingAddressId)}>{`${card.billingAddress.street1}, ${card.billingAddress.city}`}</option>
        )}
        <option value={NEW_BILLING}>{intl.formatMessage({ id: 'checkout.card.billingOther' })}</option>
      </SelectField>
      {billingChoice !== NEW_BILLING && card.billingAddress && String(card.billingAddressId) === billingChoice && (
        <AddressText address={savedToAddressLike(card.billingAddress)} />
      )}
      {billingChoice === NEW_BILLING && (
        <div className="checkout-form__billing">
          <AddressFields register={(part) => form.register(`billing.${part as Exclude<AddressPart, 'locationName'>}`)} errorOf={billingError} withName={false} section="billing" />
        </div>
      )}
      <FormActions showError={submitCount > 0 && Object.keys(errors).length > 0} saveLabel="account.save" busy={busy} />
    </form>
  );
}

/**
 * The spec's /paymentsettings/edit/{id} (cc §2; issue 14): a saved card's update form. With
 * `?returnLocation=Checkout` (the link checkout shows beside an expired card) saving goes back to
 * checkout; otherwise to payment settings.
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const toCheckout = search.get('returnLocation')?.toLowerCase() === RETURN_LOCATION_CHECKOUT.toLowerCase();
  const back = toCheckout ? PAGE_ROUTES.checkout : ACCOUNT_ROUTES.paymentSettings;
  const valid = Number.isInteger(id) && id > 0;
  const card = useQuery({ queryKey: ['account', 'card', id], queryFn: ({ signal }) => fetchCard(id, signal), enabled: valid, gcTime: 0 });

  return (
    <AccountLayout section="paymentSettings" title={<FormattedMessage id="paymentMethods.editTitle" />}>
      <section className="settings-section card">
        {!valid && (
          <p>
            <FormattedMessage id="account.error.payment_method_not_found" />
          </p>
        )}
        {valid && !card.data && <Spinner label={intl.formatMessage({ id: 'account.loading' })} />}
        {card.data && <UpdateCardForm card={card.data} onSaved={() => navigate(back)} />}
        <p>
          <Link to={back}>
            <FormattedMessage id={toCheckout ? 'paymentMethods.backToCheckout' : 'paymentMethods.backToList'} />
          </Link>
        </p>
      </section>
    </AccountLayout>
  );
}
