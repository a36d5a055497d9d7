import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { accountAutoOrderPath } from '../../../../contracts/account-routes';
import { AUTO_ORDER_FREQUENCY_WEEKS } from '../../../../domain/constants';
import { useFormatters } from '../../../i18n/format';
import { AccountLayout } from '../AccountLayout';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import * as api from './api';
import { useAutoOrderErrorText } from './autoorder-errors';
import './autoorders.css';

const WEEKS = Array.from({ length: AUTO_ORDER_FREQUENCY_WEEKS.max - AUTO_ORDER_FREQUENCY_WEEKS.min + 1 }, (_, i) => i + AUTO_ORDER_FREQUENCY_WEEKS.min);
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
  const [quantity, setQuantity] = useState(1);
  const [weeks, setWeeks] = useState(4);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const joinable = data?.subscriptions.filter((s) => s.status !== 'cancelled') ?? [];
  const chosen = target || (joinable[0] ? String(joinable[0].id) : 'new');
  const pet = petId || (data?.pets[0] ? String(data.pets[0].id) : '');
  // Adding to an existing AutoOrder: its next date and expected total with the product, before saving.
  const addRequest = { action: 'addItem' as const, productId: productId ?? 0, petId: pet ? Number(pet) : null, quantity };
  const preview = useQuery({
    queryKey: [...api.autoOrderKeys.one(Number(chosen)), 'preview', addRequest],
    queryFn: () => api.previewAction(Number(chosen), addRequest),
    enabled: data?.product?.isSubscription === true && !orderId && chosen !== 'new',
    retry: false,
  });

  const title = <FormattedMessage id={orderId ? 'autoorders.add.fromOrder' : 'pages.addToAutoOrder.title'} />;
  if (productId === undefined && orderId === undefined) {
    return <AccountLayout section="autoOrders" title={title}><p><FormattedMessage id="autoorders.add.nothing" /></p></AccountLayout>;
  }
  if (!data) return <AccountLayout section="autoOrders" title={title}><Spinner /></AccountLayout>;

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      const petValue = pet ? Number(pet) : null;
      const result = orderId
        ? await api.startAutoOrder({ orderId, frequencyWeeks: weeks })
        : chosen === 'new'
          ? await api.startAutoOrder({ productId, petId: petValue, quantity, frequencyWeeks: weeks })
          : await api.addItem(Number(chosen), { productId: productId!, petId: petValue, quantity });
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
            <ul>{data.orderItems.map((i) => <li key={`${i.productId}-${i.petId}`}>{i.quantity} × {i.name}</li>)}</ul>
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
              <input type="number" min={1} max={99} value={quantity} onChange={(e) => setQuantity(Math.max(1, Math.min(99, Number(e.target.value) || 1)))} name="quantity" />
            </label>
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
