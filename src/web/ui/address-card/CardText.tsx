import { FormattedMessage } from 'react-intl';
import type { SavedPaymentMethod } from '../../../contracts/payment-methods';
import { lastFour } from './saved-lists';
import './address-card.css';

/** 'Visa ending in 4242', expiry and holder. */
export function CardText({ card }: { card: SavedPaymentMethod }) {
  return (
    <span className="card-text">
      <span className="card-text__name">
        <FormattedMessage id="checkout.card.ending" values={{ brand: <FormattedMessage id={`checkout.card.brand.${card.typeId}`} />, last4: lastFour(card.maskedNumber) }} />
      </span>
      <span className="card-text__detail">
        <FormattedMessage id="checkout.card.expires" values={{ date: card.expirationDateFormatted }} /> · {card.cardHolder}
      </span>
    </span>
  );
}
