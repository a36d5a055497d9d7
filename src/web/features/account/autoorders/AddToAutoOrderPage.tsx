import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { accountAutoOrderPath } from '../../../../contracts/account-routes';
import { AUTO_ORDER_FREQUENCY_WEEKS } from '../../../../domain/constants';
import { parseQuantity } from '../../../../domain/quantity';
import { useFormatters } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/I18nProvider';
import { useMaxQuantityPerOrder } from '../../../ui/store-clinic';
import { AccountLayout } from '../AccountLayout';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import * as api from './api';
import { useAutoOrderErrorText } from './autoorder-errors';
import './autoorders.css';

const WEEKS = Array.from({ length: AUTO_ORDER_FREQUENCY_WEEKS.max - AUTO_ORDER_FREQUENCY_WEEKS.min + 1 }, (_, i) => i + AUTO_ORDER_FREQUENCY_WEEKS.min);
/** The past order's products that cannot recur: named, so none is left out silently (issue 24 item 14). */
function LeftOut({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <Notice type="Warning">
      <p><FormattedMessage id="autoorders.add.leftOut" values={{ count: names.length }} /></p>
      <ul>{names.map((name) => <li key={name}>{name}</li>)}</ul>
    </Notice>
  );
}

const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/**
 * The spec's /AutoOrders/AddToAutoOrder?productId=…&prescriptionId=0 (issue 15): add a product for a
 * pet to one of the shopper's AutoOrders, or start one; with ?orderId=… ("Make this an AutoOrder"
 * from a past order) it starts one with that order's AutoOrder products.
 */
export function Component() {
  const [params] = useSearchParams();
  const productId = idOf(params.get('productId'));
  const orderId = idOf(params.get('orderId'));
  const intl = useIntl();
  const navigate = useNavigate();
  const { date, money } = useFormatters();
  const errorText = useAutoOrderErrorText();
  const { data } = useQuery({ queryKey: ['autoorders', 'targets', productId, orderId], queryFn: () => api.fetchTargets({ productId, orderId }), enabled: productId !== undefined || orderId !== undefined });
  const [target, setTarget] = useState<string>('');
  const [petId, setPetId] = useState<string>('');
  const fieldId = useId();
  // As typed: 0, blank or 26 are refused with the cart's message, never quietly made 1 or 25 (issue 24 item 15).
  const [quantityText, setQuantityText] = useState('1');
  const [quantityShown, setQuantityShown] = useState(false);
  // Issue 25: 1 to the clinic's maximum quantity per order (its own or its master's).
  const maxQuantity = useMaxQuantityPerOrder(useLanguage().language);
  const quantity = parseQuantity(quantityText, maxQuantity);
  const quantityError = quantityShown && quantity === null;
  const [weeks, setWeeks] = useState(4);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const joinable = data?.subscriptions.filter((s) => s.status !== 'cancelled') ?? [];
  const chosen = target || (joinable[0] ? String(joinable[0].id) : 'new');
  const pet = petId || (data?.pets[0] ? String(data.pets[0].id) : '');
  // Adding to an existing AutoOrder: its next date and expected total with the product, before saving.
  const addRequest = { action: 'addItem' as const, productId: productId ?? 0, petId: pet ? Number(pet) : null, quantity: quantity ?? 1 };
  const preview = useQuery({
    queryKey: [...api.autoOrderKeys.one(Number(chosen)), 'preview', addRequest],
    queryFn: () => api.previewAction(Number(chosen), addRequest),
    enabled: data?.product?.isSubscription === true && !orderId && chosen !== 'new' && quantity !== null,
    retry: false,
  });

  const title = <FormattedMessage id={orderId ? 'autoorders.add.fromOrder' : 'pages.addToAutoOrder.title'} />;
  if (productId === undefined && orderId === undefined) {
    return <AccountLayout section="autoOrders" title={title}><p><FormattedMessage id="autoorders.add.nothing" /></p></AccountLayout>;
  }
  if (!data) return <AccountLayout section="autoOrders" title={title}><Spinner /></AccountLayout>;

  async function submit() {
    if (!orderId && quantity === null) {
      setQuantityShown(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const petValue = pet ? Number(pet) : null;
      const result = orderId
        ? await api.startAutoOrder({ orderId, frequencyWeeks: weeks })
        : chosen === 'new'
          ? await api.startAutoOrder({ productId, petId: petValue, quantity: quantity!, frequencyWeeks: weeks })
          : await api.addItem(Number(chosen), { productId: productId!, petId: petValue, quantity: quantity! });
      navigate(accountAutoOrderPath(result.id));
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  }

  return (
    <AccountLayout section="autoOrders" title={title}>
      <div aria-live="polite">{error && <Notice type="Error"><p>{error}</p></Notice>}</div>
      <form className="autoorder-form card autoorder-section" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        {orderId ? (
          <>
            <p><FormattedMessage id="autoorders.add.fromOrderItems" /></p>
            <ul>{data.orderItems.filter((i) => i.canRecur).map((i) => <li key={`${i.productId}-${i.petId}`}>{i.quantity} × {i.name}</li>)}</ul>
            <LeftOut names={data.orderItems.filter((i) => !i.canRecur).map((i) => i.name)} />
          </>
        ) : (
          <>
            <p><strong><FormattedMessage id="autoorders.add.product" values={{ name: data.product?.name ?? '' }} /></strong></p>
            {data.product && !data.product.isSubscription && <Notice type="Warning"><p><FormattedMessage id="autoorders.add.notSubscription" /></p></Notice>}
            <label>
              <FormattedMessage id="autoorders.add.pet" />
              <select value={pet} onChange={(e) => setPetId(e.target.value)} name="petId">
                {data.pets.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
                <option value="">{intl.formatMessage({ id: 'autoorders.add.noPet' })}</option>
              </select>
            </label>
            <label>
              <FormattedMessage id="autoorders.add.quantity" />
              <input
                type="number"
                min={1}
                max={maxQuantity}
                value={quantityText}
                onChange={(e) => setQuantityText(e.target.value)}
                onBlur={() => setQuantityShown(true)}
                name="quantity"
                aria-invalid={quantityError || undefined}
                aria-describedby={quantityError ? `${fieldId}-quantity-error` : undefined}
              />
            </label>
            {quantityError && (
              <p id={`${fieldId}-quantity-error`} className="field__error">
                <FormattedMessage id="quantity.outOfRange" values={{ max: maxQuantity }} />
              </p>
            )}
            <label>
              <FormattedMessage id="autoorders.add.to" />
              <select value={chosen} onChange={(e) => setTarget(e.target.value)} name="target">
                {joinable.map((s) => (
                  <option key={s.id} value={s.id}>
                    {intl.formatMessage({ id: 'autoorders.add.existing' }, { date: date(`${s.nextOrderDate}T12:00:00Z`), pets: s.petNames.join(', ') || '—' })}
                  </option>
                ))}
                <option value="new">{intl.formatMessage({ id: 'autoorders.add.new' })}</option>
              </select>
            </label>
          </>
        )}
        {(orderId || chosen === 'new') && (
          <label>
            <FormattedMessage id="autoorders.add.frequency" />
            <select value={weeks} onChange={(e) => setWeeks(Number(e.target.value))} name="frequencyWeeks">
              {WEEKS.map((w) => <option key={w} value={w}>{intl.formatMessage({ id: 'autoorders.frequency' }, { weeks: w })}</option>)}
            </select>
          </label>
        )}
        {!orderId && chosen !== 'new' && (
          <p aria-live="polite" className="autoorder__preview">
            {preview.data && <FormattedMessage id="autoorders.add.preview" values={{ date: date(`${preview.data.nextOrderDate}T12:00:00Z`), total: money(preview.data.expected.total) }} />}
            {preview.isError && errorText(preview.error)}
          </p>
        )}
        <div>
          <Button type="submit" busy={busy} disabled={!orderId && data.product !== null && !data.product.isSubscription}>
            <FormattedMessage id={orderId ? 'autoorders.add.fromOrderSubmit' : 'autoorders.add.submit'} />
          </Button>
        </div>
      </form>
    </AccountLayout>
  );
}
