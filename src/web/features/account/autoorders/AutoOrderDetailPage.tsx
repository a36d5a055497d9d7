import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { ACCOUNT_ROUTES, accountOrderPath } from '../../../../contracts/account-routes';
import type { AutoOrder, AutoOrderChange, AutoOrderPreview } from '../../../../contracts/autoorders';
import { SNOOZE_WEEKS } from '../../../../domain/auto-order-schedule';
import { AUTO_ORDER_FREQUENCY_WEEKS } from '../../../../domain/constants';
import { parseQuantity } from '../../../../domain/quantity';
import { useFormatters } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/I18nProvider';
import { useMaxQuantityPerOrder } from '../../../ui/store-clinic';
import { useAddressName } from '../../../ui/address-card/AddressText';
import { AccountLayout } from '../AccountLayout';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import * as api from './api';
import { useAutoOrderErrorText } from './autoorder-errors';
import { AutoOrderSummary, autoOrderPets } from './AutoOrderSummary';
import { ConfirmAutoOrderAction, type PendingAction } from './ConfirmAutoOrderAction';
import './autoorders.css';

const WEEKS = Array.from({ length: AUTO_ORDER_FREQUENCY_WEEKS.max - AUTO_ORDER_FREQUENCY_WEEKS.min + 1 }, (_, i) => i + AUTO_ORDER_FREQUENCY_WEEKS.min);

interface Form {
  frequencyWeeks: number;
  nextOrderDate: string;
  shippingAddressId: number | null;
  shippingOptionId: AutoOrder['shippingOptionId'];
  paymentMethodId: number | null;
  /** As typed (issue 24 item 15: 0, blank or 26 are refused with the cart's message, never made 1 or 99). */
  quantities: Record<number, string>;
}

const formOf = (a: AutoOrder): Form => ({
  frequencyWeeks: a.frequencyWeeks, nextOrderDate: a.nextOrderDate, shippingAddressId: a.shippingAddress?.id ?? null, shippingOptionId: a.shippingOptionId,
  paymentMethodId: a.card?.id ?? null, quantities: Object.fromEntries(a.items.map((i) => [i.id, String(i.quantity)])),
});

/** The items whose typed quantity the rule refuses. */
const badQuantities = (a: AutoOrder, f: Form, max: number) => a.items.filter((i) => parseQuantity(f.quantities[i.id] ?? String(i.quantity), max) === null).map((i) => i.id);

/** Only what differs from the saved subscription (a refused quantity is not part of it). */
function changeOf(a: AutoOrder, f: Form, max: number): AutoOrderChange {
  const c: AutoOrderChange = {};
  if (f.frequencyWeeks !== a.frequencyWeeks) c.frequencyWeeks = f.frequencyWeeks;
  if (f.nextOrderDate !== a.nextOrderDate) c.nextOrderDate = f.nextOrderDate;
  if (f.shippingAddressId !== null && f.shippingAddressId !== (a.shippingAddress?.id ?? null)) c.shippingAddressId = f.shippingAddressId;
  if (f.shippingOptionId !== a.shippingOptionId) c.shippingOptionId = f.shippingOptionId;
  if (f.paymentMethodId !== null && f.paymentMethodId !== (a.card?.id ?? null)) c.paymentMethodId = f.paymentMethodId;
  const q = a.items
    .map((i) => ({ itemId: i.id, quantity: parseQuantity(f.quantities[i.id] ?? String(i.quantity), max), saved: i.quantity }))
    .filter((i): i is { itemId: number; quantity: number; saved: number } => i.quantity !== null && i.quantity !== i.saved)
    .map(({ itemId, quantity }) => ({ itemId, quantity }));
  if (q.length > 0) c.quantities = q;
  return c;
}

/**
 * /account/autoorders/{id} (issue 15): every action asks first in a dialog that shows the server's
 * preview of the next date and expected total (cancel asks why, delete warns it is final).
 */
export function Component() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { money, date } = useFormatters();
  // Issue 25: 1 to the clinic's maximum quantity per order (its own or its master's).
  const maxQuantity = useMaxQuantityPerOrder(useLanguage().language);
  const addressName = useAddressName();
  const day = (iso: string) => date(`${iso}T12:00:00Z`);
  const one = useQuery({ queryKey: api.autoOrderKeys.one(id), queryFn: () => api.fetchAutoOrder(id) });
  const list = useQuery({ queryKey: api.autoOrderKeys.list, queryFn: api.fetchAutoOrders });
  const a = one.data;
  const [edits, setEdits] = useState<Partial<Form>>({});
  const [preview, setPreview] = useState<{ key: string; value: AutoOrderPreview } | null>(null);
  const [message, setMessage] = useState<{ type: 'Success' | 'Error'; text: ReactNode } | null>(null);
  const [busy, setBusy] = useState(false);
  const [weeks, setWeeks] = useState(1);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [quantitiesShown, setQuantitiesShown] = useState(false);
  const errorText = useAutoOrderErrorText();

  const form = useMemo(() => (a ? { ...formOf(a), ...edits } : null), [a, edits]);
  const change = useMemo(() => (a && form ? changeOf(a, form, maxQuantity) : {}), [a, form, maxQuantity]);
  const changed = Object.keys(change).length > 0;
  const changeKey = JSON.stringify(change);
  useEffect(() => {
    if (!changed) return;
    let live = true;
    const timer = setTimeout(() => {
      api.previewAction(id, { action: 'change', ...change }).then((value) => live && setPreview({ key: JSON.stringify(change), value }), () => undefined);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, change, changed]);

  async function act(work: () => Promise<AutoOrder | null>, success: (a: AutoOrder | null) => ReactNode) {
    setBusy(true);
    setMessage(null);
    try {
      const updated = await work();
      if (updated) queryClient.setQueryData(api.autoOrderKeys.one(id), updated);
      setEdits({});
      // Not the open dialog's preview: asked again after its action, it would be refused (ordered
      // today, already skipped) and that refusal would show as an error over the success.
      await queryClient.invalidateQueries({ queryKey: api.autoOrderKeys.list, predicate: (query) => query.queryKey[2] !== 'preview' });
      setMessage({ type: 'Success', text: success(updated) });
    } catch (error) {
      setMessage({ type: 'Error', text: errorText(error) });
    } finally {
      setBusy(false);
      setPending(null);
    }
  }
  const saved = () => intl.formatMessage({ id: 'autoorders.detail.saved' });

  /** What the confirmed action does; the dialog closes and the page says how it went. */
  function confirm(action: PendingAction, reason: string) {
    const request = action.request;
    if (action.kind === 'cancel') return act(() => api.cancel(id, reason), saved);
    if (action.kind === 'delete') {
      return act(async () => {
        await api.removeAutoOrder(id);
        // Not refetched (it is gone); the list is, once the page has left.
        queryClient.removeQueries({ queryKey: api.autoOrderKeys.one(id), exact: true });
        navigate(ACCOUNT_ROUTES.autoOrders);
        return null;
      }, saved);
    }
    switch (request?.action) {
      case 'change': return act(() => api.saveChange(id, change), saved);
      case 'skip': return act(() => api.skipNext(id), saved);
      case 'undoSkip': return act(() => api.undoSkip(id), saved);
      case 'snooze': return act(() => api.snooze(id, request.weeks), saved);
      case 'removeItem': return act(() => api.removeItem(id, request.itemId), saved);
      case 'orderNow': {
        let orders: { orderId: number; orderNumber: string }[] = [];
        return act(async () => {
          const r = await api.orderNow(id);
          orders = r.orders;
          return r.autoOrder;
        }, () => (orders.length === 0 ? intl.formatMessage({ id: 'autoorders.detail.notOrdered' }) : (
          <FormattedMessage
            id="autoorders.detail.ordered"
            values={{
              count: orders.length,
              numbers: orders.map((o, i) => (
                <Fragment key={o.orderId}>{i > 0 && ', '}<Link to={accountOrderPath(o.orderId)}>{o.orderNumber}</Link></Fragment>
              )),
            }}
          />
        )));
      }
      default: return undefined;
    }
  }

  if (!a || !form) {
    return (
      <AccountLayout section="autoOrders" title={<FormattedMessage id="pages.autoOrderDetail.title" />}>
        <Spinner />
      </AccountLayout>
    );
  }
  const cancelled = a.status === 'cancelled';
  const set = (patch: Partial<Form>) => setEdits({ ...edits, ...patch });
  const shownPreview = changed && preview?.key === changeKey ? preview.value : null;
  return (
    <AccountLayout
      section="autoOrders"
      title={<FormattedMessage id="pages.autoOrderDetail.title" />}
      actions={<Link to={ACCOUNT_ROUTES.autoOrders}><FormattedMessage id="autoorders.detail.back" /></Link>}
    >
      <div aria-live="polite">{message && <Notice type={message.type}><p>{message.text}</p></Notice>}</div>
      <section className="autoorder-section card" aria-labelledby="summary-heading">
        <h2 id="summary-heading" className="autoorder__title">
          {autoOrderPets(a) ? <FormattedMessage id="autoorders.card.title" values={{ pets: autoOrderPets(a) }} /> : <FormattedMessage id="autoorders.card.titleNoPet" />}
        </h2>
        <AutoOrderSummary autoOrder={a} />
      </section>

      {!cancelled && (
        <>
          <section className="autoorder-section card" aria-labelledby="actions-heading">
            <h2 id="actions-heading"><FormattedMessage id="autoorders.detail.actions" /></h2>
            <div className="autoorder-actions">
              {a.canUndoSkip ? (
                <Button variant="secondary" busy={busy} onClick={() => setPending({ kind: 'undoSkip', request: { action: 'undoSkip' } })}>
                  <FormattedMessage id="autoorders.detail.undoSkip" />
                </Button>
              ) : (
                <Button variant="secondary" busy={busy} onClick={() => setPending({ kind: 'skip', request: { action: 'skip' } })}>
                  <FormattedMessage id="autoorders.detail.skip" />
                </Button>
              )}
              {a.orderedToday ? (
                // Refused until tomorrow, as the server would: say so instead of offering it.
                <p className="autoorder-actions__note">
                  <FormattedMessage id="autoorders.error.already_ordered_today" />
                </p>
              ) : (
                <Button busy={busy} onClick={() => setPending({ kind: 'orderNow', request: { action: 'orderNow' } })}>
                  <FormattedMessage id="autoorders.detail.orderNow" />
                </Button>
              )}
            </div>
            <form
              className="autoorder-actions autoorder-actions--snooze"
              onSubmit={(e) => {
                e.preventDefault();
                setPending({ kind: 'snooze', request: { action: 'snooze', weeks }, values: { weeks } });
              }}
            >
              <label className="autoorder-form">
                <FormattedMessage id="autoorders.detail.snoozeWeeks" />
                <input type="number" min={SNOOZE_WEEKS.min} max={SNOOZE_WEEKS.max} value={weeks} onChange={(e) => setWeeks(Math.max(SNOOZE_WEEKS.min, Math.min(SNOOZE_WEEKS.max, Number(e.target.value) || 1)))} />
              </label>
              <Button type="submit" variant="secondary" busy={busy}><FormattedMessage id="autoorders.detail.snooze" /></Button>
            </form>
          </section>

          <section className="autoorder-section card" aria-labelledby="settings-heading">
            <h2 id="settings-heading"><FormattedMessage id="autoorders.detail.settings" /></h2>
            <form
              className="autoorder-form"
              onSubmit={(e) => {
                e.preventDefault();
                setQuantitiesShown(true);
                if (badQuantities(a, form, maxQuantity).length > 0) return;
                setPending({ kind: 'change', request: { action: 'change', ...change } });
              }}
            >
              <label>
                <FormattedMessage id="autoorders.detail.frequency" />
                <select value={form.frequencyWeeks} onChange={(e) => set({ frequencyWeeks: Number(e.target.value) })} name="frequencyWeeks">
                  {WEEKS.map((w) => <option key={w} value={w}>{intl.formatMessage({ id: 'autoorders.frequency' }, { weeks: w })}</option>)}
                </select>
              </label>
              <label>
                <FormattedMessage id="autoorders.detail.nextDate" />
                <input type="date" value={form.nextOrderDate} onChange={(e) => set({ nextOrderDate: e.target.value })} name="nextOrderDate" />
              </label>
              <label>
                <FormattedMessage id="autoorders.detail.delivery" />
                <select value={form.shippingOptionId} onChange={(e) => set({ shippingOptionId: e.target.value as Form['shippingOptionId'] })}>
                  {(['standard', 'express', 'pickup'] as const).map((o) => <option key={o} value={o}>{intl.formatMessage({ id: `autoorders.delivery.${o}` })}</option>)}
                </select>
              </label>
              <label>
                <FormattedMessage id="autoorders.detail.address" />
                <select value={form.shippingAddressId ?? ''} onChange={(e) => set({ shippingAddressId: Number(e.target.value) })}>
                  {(list.data?.addresses ?? []).map((ad) => <option key={ad.id} value={ad.id}>{`${addressName(ad.locationName)} – ${ad.label}`}</option>)}
                </select>
              </label>
              <label>
                <FormattedMessage id="autoorders.detail.card" />
                <select value={form.paymentMethodId ?? ''} onChange={(e) => set({ paymentMethodId: Number(e.target.value) })}>
                  {(list.data?.cards ?? []).map((c) => <option key={c.id} value={c.id} disabled={c.expired}>{c.label}</option>)}
                </select>
              </label>
              <fieldset className="autoorder-form autoorder-products">
                <legend><FormattedMessage id="autoorders.detail.products" /></legend>
                {a.items.map((i) => {
                  const refused = quantitiesShown && badQuantities(a, form, maxQuantity).includes(i.id);
                  return (
                  <div key={i.id} className="autoorder-item-row">
                    <label>
                      <FormattedMessage id="autoorders.detail.quantity" values={{ name: i.name }} />
                      <input type="number" min={1} max={maxQuantity} value={form.quantities[i.id] ?? String(i.quantity)}
                        aria-invalid={refused || undefined} aria-describedby={refused ? `quantity-error-${i.id}` : undefined}
                        onBlur={() => setQuantitiesShown(true)}
                        onChange={(e) => set({ quantities: { ...form.quantities, [i.id]: e.target.value } })} />
                    </label>
                    {refused && (
                      <p id={`quantity-error-${i.id}`} className="field__error">
                        <FormattedMessage id="quantity.outOfRange" values={{ max: maxQuantity }} />
                      </p>
                    )}
                    {a.items.length > 1 && (
                      <Button variant="ghost" size="sm" busy={busy} onClick={() => setPending({ kind: 'removeItem', request: { action: 'removeItem', itemId: i.id }, values: { name: i.name } })}>
                        <FormattedMessage id="autoorders.detail.remove" values={{ name: i.name }} />
                      </Button>
                    )}
                  </div>
                  );
                })}
              </fieldset>
              <p aria-live="polite" className="autoorder__preview">
                {shownPreview && <FormattedMessage id="autoorders.detail.preview" values={{ date: day(shownPreview.nextOrderDate), total: money(shownPreview.expected.total) }} />}
              </p>
              <div><Button type="submit" busy={busy} disabled={!changed && a.status !== 'needs_attention'}><FormattedMessage id="autoorders.detail.save" /></Button></div>
            </form>
          </section>

          <section className="autoorder-section card" aria-labelledby="cancel-heading">
            <h2 id="cancel-heading"><FormattedMessage id="autoorders.detail.cancel" /></h2>
            <p><FormattedMessage id="autoorders.confirm.cancel.note" /></p>
            <div><Button variant="danger" busy={busy} onClick={() => setPending({ kind: 'cancel' })}><FormattedMessage id="autoorders.detail.cancel" /></Button></div>
          </section>
        </>
      )}
      <p>
        <Button variant="ghost" busy={busy} onClick={() => setPending({ kind: 'delete' })}>
          <FormattedMessage id="autoorders.detail.delete" />
        </Button>
      </p>
      <ConfirmAutoOrderAction
        autoOrderId={id}
        action={pending}
        busy={busy}
        onConfirm={(reason) => pending && void confirm(pending, reason)}
        onClose={() => setPending(null)}
      />
    </AccountLayout>
  );
}
