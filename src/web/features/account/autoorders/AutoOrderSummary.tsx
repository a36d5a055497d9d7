import { FormattedMessage } from 'react-intl';
import type { AutoOrder } from '../../../../contracts/autoorders';
import { useFormatters } from '../../../i18n/format';
import { useAddressName } from '../../../ui/address-card/AddressText';

/** A subscription at a glance: status and what to do, products with AutoOrder price and saving, schedule, delivery, card. */
export function AutoOrderSummary({ autoOrder: a }: { autoOrder: AutoOrder }) {
  const { money, date } = useFormatters();
  const addressName = useAddressName();
  const day = (iso: string) => date(`${iso}T12:00:00Z`);
  const pickedUp = a.items.filter((i) => i.isClinicPickupOnly);
  const shipped = a.items.filter((i) => !i.isClinicPickupOnly);
  return (
    <>
      <p className={`autoorder__status autoorder__status--${a.status}`}>
        <strong>
          <FormattedMessage id={`autoorders.status.${a.status}`} />
        </strong>
        {a.status === 'needs_attention' && a.attentionReason && (
          <>
            {' '}
            <FormattedMessage id={`autoorders.attention.${a.attentionReason}`} />
          </>
        )}
        {(a.status === 'waiting_for_vet' || a.status === 'cancelled') && (
          <>
            {' '}
            <FormattedMessage id={`autoorders.todo.${a.status}`} />
          </>
        )}
      </p>
      <ul className="autoorder__items">
        {a.items.map((i) => (
          <li key={i.id}>
            <FormattedMessage id="autoorders.item" values={{ quantity: i.quantity, name: i.name }} />
            {i.petName && (
              <>
                {' '}
                <FormattedMessage id="autoorders.item.pet" values={{ pet: i.petName }} />
              </>
            )}
            <br />
            <span className="autoorder__price">
              <FormattedMessage id="autoorders.item.price" values={{ price: money(i.unitPrice), regular: money(i.regularUnitPrice) }} />
            </span>
            {i.outOfStock && <span className="autoorder__flag"> <FormattedMessage id="autoorders.item.outOfStock" /></span>}
            {i.discontinued && <span className="autoorder__flag"> <FormattedMessage id="autoorders.item.discontinued" /></span>}
            {i.awaitingApproval && <span className="autoorder__flag"> <FormattedMessage id="autoorders.item.awaitingApproval" /></span>}
            {i.priceIncreased && <span className="autoorder__flag"> <FormattedMessage id="autoorders.item.priceIncreased" /></span>}
          </li>
        ))}
      </ul>
      <dl className="autoorder__facts">
        <div>
          <dt><FormattedMessage id="autoorders.detail.frequency" /></dt>
          <dd><FormattedMessage id="autoorders.frequency" values={{ weeks: a.frequencyWeeks }} /></dd>
        </div>
        <div>
          <dt><FormattedMessage id="autoorders.detail.nextDate" /></dt>
          <dd>
            {day(a.nextOrderDate)}
            {a.skippedDate && a.canUndoSkip && (
              <>
                {' '}
                (<FormattedMessage id="autoorders.skipped" values={{ date: day(a.skippedDate) }} />)
              </>
            )}
          </dd>
        </div>
        <div>
          <dt><FormattedMessage id="autoorders.detail.delivery" /></dt>
          <dd>
            {/* A pickup-only item is picked up at the clinic whatever the delivery chosen (issue 24 item 15). */}
            <FormattedMessage id={`autoorders.delivery.${shipped.length === 0 ? 'pickup' : a.shippingOptionId}`} />
            {a.shippingAddress && a.shippingOptionId !== 'pickup' && shipped.length > 0 && (
              <>
                {', '}
                {addressName(a.shippingAddress.locationName)} – {a.shippingAddress.street1}, {a.shippingAddress.city} {a.shippingAddress.province}
              </>
            )}
            {pickedUp.length > 0 && shipped.length > 0 && a.shippingOptionId !== 'pickup' && (
              <>
                <br />
                <FormattedMessage id="autoorders.delivery.pickupItems" values={{ names: pickedUp.map((i) => i.name).join(', ') }} />
              </>
            )}
          </dd>
        </div>
        <div>
          <dt><FormattedMessage id="autoorders.detail.card" /></dt>
          <dd>{a.card ? `${a.card.brand.toUpperCase()} •••• ${a.card.last4}` : <FormattedMessage id="autoorders.noCard" />}</dd>
        </div>
      </dl>
      <p className="autoorder__total">
        <strong><FormattedMessage id="autoorders.expected" values={{ total: money(a.expected.total) }} /></strong>
        {a.expected.saving > 0 && (
          <>
            {' · '}
            <FormattedMessage id="autoorders.saving" values={{ saving: money(a.expected.saving) }} />
          </>
        )}
        {a.expected.shipping === 0 && (
          <>
            {' · '}
            <FormattedMessage id="autoorders.shipping.free" />
          </>
        )}
      </p>
    </>
  );
}

/** The pets an AutoOrder is for, as its title. */
export function autoOrderPets(a: AutoOrder): string {
  return [...new Set(a.items.map((i) => i.petName).filter(Boolean))].join(', ');
}
