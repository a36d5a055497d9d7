import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CANCEL_REFUSALS, ORDER_CANCEL_REASON_MAX, type BuyAgainResponse, type OrderDetail } from '../../../../../contracts/account-orders';
import { PAGE_ROUTES } from '../../../../../contracts/routes';
import { isApiError } from '../../../../api/errors';
import { Button } from '../../../../ui/Button';
import { Modal } from '../../../../ui/Modal';
import type { NotifyType } from '../../../../ui/notify';
import { orderKeys, useBuyAgain, useCancelOrder } from '../api/account-orders';

/** What an action tells the shopper, shown under the order's actions. */
export interface ActionNotice {
  type: NotifyType;
  content: ReactNode;
}

function BuyAgainSummary({ result }: { result: BuyAgainResponse }) {
  const added = result.added.length;
  return (
    <>
      <p>
        {added > 0 ? <FormattedMessage id="orders.buyAgain.added" values={{ count: added }} /> : <FormattedMessage id="orders.buyAgain.noneAdded" />}
        {added > 0 && <> <Link to={PAGE_ROUTES.cart}><FormattedMessage id="orders.buyAgain.viewCart" /></Link></>}
      </p>
      {result.notAdded.length > 0 && (
        <>
          <p><FormattedMessage id="orders.buyAgain.notAdded" /></p>
          <ul>
            {result.notAdded.map((item, i) => (
              <li key={`${item.productId}-${i}`}>
                <FormattedMessage
                  id={`orders.buyAgain.${item.reason}`}
                  values={{ name: item.name, pet: item.petName, quantity: item.quantity, max: item.maxQuantity ?? 0 }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

export function BuyAgainButton({ orderId, onResult }: { orderId: number; onResult: (notice: ActionNotice) => void }) {
  const buyAgain = useBuyAgain(orderId);
  return (
    <Button
      busy={buyAgain.isPending}
      onClick={() =>
        buyAgain.mutate(undefined, {
          onSuccess: (result) =>
            onResult({
              type: result.notAdded.length === 0 ? 'Success' : result.added.length > 0 ? 'Warning' : 'Error',
              content: <BuyAgainSummary result={result} />,
            }),
        })
      }
    >
      <FormattedMessage id="orders.actions.buyAgain" />
    </Button>
  );
}

/** Cancel, after a confirmation with an optional reason (rr §5 comment: at most 200 characters). */
export function CancelOrderButton({ order, onResult }: { order: OrderDetail; onResult: (notice: ActionNotice) => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const cancel = useCancelOrder(order.orderId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const errorId = useId();
  const tooLong = [...reason].length > ORDER_CANCEL_REASON_MAX;

  const submit = (close: () => void) => {
    if (tooLong) return;
    cancel.mutate({ reason: reason.trim() }, {
      onSuccess: () => {
        close();
        onResult({ type: 'Success', content: <FormattedMessage id="orders.cancel.done" /> });
      },
      onError: (error) => {
        close();
        const refused = isApiError(error, 409) && (Object.values(CANCEL_REFUSALS) as string[]).includes(error.code);
        onResult({ type: 'Error', content: <FormattedMessage id={refused ? `orders.cancel.refused.${error.code}` : 'orders.cancel.failed'} /> });
        // The order changed meanwhile: show it as it is now.
        void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.orderId) });
      },
    });
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <FormattedMessage id="orders.actions.cancel" />
      </Button>
      <Modal
        isOpen={open}
        onOpenChange={setOpen}
        size="sm"
        title={<FormattedMessage id="orders.cancel.title" values={{ number: order.orderNumber }} />}
        actions={(close) => (
          <>
            <Button variant="secondary" onClick={close}>
              <FormattedMessage id="orders.cancel.keep" />
            </Button>
            <Button variant="danger" busy={cancel.isPending} onClick={() => submit(close)}>
              <FormattedMessage id="orders.cancel.confirm" />
            </Button>
          </>
        )}
      >
        <p><FormattedMessage id="orders.cancel.body" /></p>
        <div className="field">
          <label htmlFor={reasonId}><FormattedMessage id="orders.cancel.reason" /></label>
          <input
            id={reasonId}
            type="text"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? errorId : undefined}
          />
          {tooLong && <p id={errorId} className="field__error">{intl.formatMessage({ id: 'orders.cancel.reasonTooLong' })}</p>}
        </div>
      </Modal>
    </>
  );
}
