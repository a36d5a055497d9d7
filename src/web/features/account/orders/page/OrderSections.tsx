import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { OrderAddress, OrderDetail } from '../../../../../contracts/account-orders';
import { DELIVERY_DAYS } from '../../../../../domain/constants';
import { useFormatters } from '../../../../i18n/format';
import { useUserOptions } from '../../../../shell/user-options';
import { useAddressName } from '../../../../ui/address-card/AddressText';
import { LineReductions, reductionLabel } from '../../../../ui/LineReductions';
import { ProductImage } from '../../../../ui/ProductImage';
import { ReductionAmount } from '../../../../ui/ReductionAmount';
import { VisuallyHidden } from '../../../../ui/VisuallyHidden';
import { CARD_BRAND_NAMES, imageUrl, itemsPerPet } from '../lib/order-view';

/** The parts of one order's page (issue 14): items per pet, delivery and payment, totals, history. */

export function AddressLines({ address }: { address: OrderAddress }) {
  const addressName = useAddressName();
  return (
    <address className="order-address">
      {address.locationName && <span>{addressName(address.locationName)}</span>}
      <span>{address.street1}</span>
      {address.street2 && <span>{address.street2}</span>}
      <span>{`${address.city} ${address.province}  ${address.postalCode}`}</span>
    </address>
  );
}

export function OrderItems({ order }: { order: OrderDetail }) {
  const { money } = useFormatters();
  const { options } = useUserOptions();
  return (
    <section className="order-section" aria-labelledby="order-items-title">
      <h2 id="order-items-title" className="order-section__title">
        <FormattedMessage id="orders.detail.items" />
      </h2>
      {order.groupCount > 1 && (
        <p className="muted">
          <FormattedMessage id="orders.detail.group" values={{ group: order.groupNumber, count: order.groupCount }} />
        </p>
      )}
      {itemsPerPet(order).map((group) => (
        <div key={group.petName} className="order-pet">
          <h3 className="order-pet__title">
            <FormattedMessage id="orders.detail.forPet" values={{ pet: group.petName }} />
          </h3>
          <ul className="order-lines">
            {group.items.map((item) => (
              <li key={item.id} className={item.promoParentId === null ? 'order-line' : 'order-line order-line--child'}>
                <ProductImage
                  className="order-line__image"
                  src={imageUrl(order.imagesBaseUrl, item.image)}
                  placeholderSrc={imageUrl(order.imagesBaseUrl, 'placeholders/bag.svg')}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                />
                <div className="order-line__text">
                  <Link to={`/products/view/${item.productId}`} className="order-line__name">{item.name}</Link>
                  <span className="muted">{[item.mfgName, item.productFormat].filter(Boolean).join(' · ')}</span>
                  <span>
                    <FormattedMessage id="orders.detail.quantity" values={{ quantity: item.quantity }} />
                    {' · '}
                    <FormattedMessage id="orders.detail.each" values={{ price: money(item.unitPrice) }} />
                  </span>
                  {item.promoParentId !== null && <span className="muted"><FormattedMessage id="orders.detail.freeItem" /></span>}
                  {item.requiresApproval && <span className="order-line__note"><FormattedMessage id="orders.detail.awaitingApproval" /></span>}
                  <LineReductions reductions={item.reductions} debug={options.debugMode} />
                </div>
                <div className="order-line__price">
                  {item.netPrice !== item.extPrice && <s className="muted">{money(item.extPrice)}</s>}
                  <strong>{money(item.netPrice)}</strong>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

export function OrderDelivery({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const { clinic: clinicName } = useFormatters();
  const brand = CARD_BRAND_NAMES[order.card.brand] ?? order.card.brand;
  return (
    <div className="order-facts">
      <section className="order-section" aria-labelledby="order-delivery-title">
        <h2 id="order-delivery-title" className="order-section__title">
          <FormattedMessage id="orders.detail.delivery" />
        </h2>
        {order.isClinicPickup ? (
          <>
            <p><FormattedMessage id="orders.detail.pickupAt" values={{ clinic: clinicName(order.clinic.name) }} /></p>
            <AddressLines address={{ locationName: '', street1: order.clinic.address, street2: '', city: order.clinic.city, province: order.clinic.province, postalCode: order.clinic.postalCode }} />
            {order.clinic.phone && <p className="muted">{order.clinic.phone}</p>}
          </>
        ) : (
          <>
            <p>
              {order.shippingOptionId === 'standard' || order.shippingOptionId === 'express'
                ? <FormattedMessage id={`orders.detail.option.${order.shippingOptionId}`} values={DELIVERY_DAYS[order.shippingOptionId]} />
                : order.shippingOptionName}
            </p>
            {order.shippingAddress && (
              <>
                <h3 className="order-facts__label"><FormattedMessage id="orders.detail.shipTo" /></h3>
                <AddressLines address={order.shippingAddress} />
              </>
            )}
          </>
        )}
        {order.carrier && order.trackingNumber && (
          <>
            <h3 className="order-facts__label"><FormattedMessage id="orders.detail.tracking" /></h3>
            <p>
              {order.trackingUrl ? (
                <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                  <FormattedMessage id="orders.detail.trackLink" values={{ carrier: order.carrier, number: order.trackingNumber }} />
                  <VisuallyHidden> {intl.formatMessage({ id: 'orders.detail.newTab' })}</VisuallyHidden>
                </a>
              ) : (
                <FormattedMessage id="orders.detail.trackNumber" values={{ carrier: order.carrier, number: order.trackingNumber }} />
              )}
            </p>
          </>
        )}
      </section>
      <section className="order-section" aria-labelledby="order-payment-title">
        <h2 id="order-payment-title" className="order-section__title">
          <FormattedMessage id="orders.detail.payment" />
        </h2>
        <p><FormattedMessage id="orders.detail.card" values={{ brand, last4: order.card.last4 }} /></p>
        <h3 className="order-facts__label"><FormattedMessage id="orders.detail.billing" /></h3>
        <AddressLines address={order.billingAddress} />
      </section>
    </div>
  );
}

export function OrderTotals({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const { money, taxName } = useFormatters();
  const { options } = useUserOptions();
  const translate = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const shippingPaid = order.shipping - order.shippingDiscount;
  return (
    <section className="order-section order-totals" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-section__title">
        <FormattedMessage id="orders.detail.summary" />
      </h2>
      <dl>
        <div><dt><FormattedMessage id="orders.detail.subtotal" /></dt><dd>{money(order.itemSubtotal)}</dd></div>
        {order.reductions.map((r, i) => (
          <div key={`${r.kind}-${r.specialOfferId ?? 'x'}-${i}`}>
            <dt>{reductionLabel(r, translate, options.debugMode)}</dt>
            <dd><ReductionAmount cents={r.amount} /></dd>
          </div>
        ))}
        {order.couponDiscount > 0 && (
          <div><dt><FormattedMessage id="orders.detail.coupon" values={{ code: order.couponCode ?? '' }} /></dt><dd><ReductionAmount cents={order.couponDiscount} /></dd></div>
        )}
        <div>
          <dt><FormattedMessage id="orders.detail.shipping" /></dt>
          <dd>{shippingPaid === 0 ? <FormattedMessage id="orders.detail.free" /> : money(shippingPaid)}</dd>
        </div>
        {order.taxes.map((t) => (
          <div key={t.code}><dt>{taxName(t.label)}</dt><dd>{money(t.amount)}</dd></div>
        ))}
        {order.accountCredit > 0 && (
          <div><dt><FormattedMessage id="orders.detail.accountCredit" /></dt><dd><ReductionAmount cents={order.accountCredit} /></dd></div>
        )}
        <div className="order-totals__total"><dt><FormattedMessage id="orders.detail.total" /></dt><dd>{money(order.total)}</dd></div>
      </dl>
    </section>
  );
}

export function OrderTimeline({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const { dateTime } = useFormatters();
  const eventText = (event: string) =>
    intl.messages[`orders.event.${event}`] ? intl.formatMessage({ id: `orders.event.${event}` }) : intl.formatMessage({ id: 'orders.event.other' });
  return (
    <section className="order-section" aria-labelledby="order-history-title">
      <h2 id="order-history-title" className="order-section__title">
        <FormattedMessage id="orders.detail.history" />
      </h2>
      <ol className="order-timeline">
        {order.history.map((h, i) => {
          // The store's own steps (actor 'system') name nobody.
          const actor = h.actor === 'system' ? '' : intl.formatMessage({ id: `orders.actor.${h.actor}` });
          return (
            <li key={`${h.event}-${i}`}>
              <span className="order-timeline__event">{eventText(h.event)}{actor ? ` ${actor}` : ''}</span>
              <time dateTime={h.createdAt} className="muted">{dateTime(h.createdAt)}</time>
              {h.note && <span className="muted">{h.note}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
