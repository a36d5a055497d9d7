import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SavedPaymentMethod } from '../../../../contracts/payment-methods';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { shownPaymentMethods } from '../lib/saved-lists';
import { CardText } from './CardText';

export interface CardPickerProps {
  cards: readonly SavedPaymentMethod[] | undefined;
  currentId: number | null;
  onChoose: (card: SavedPaymentMethod, makeDefault: boolean) => void;
  busy: boolean;
}

/** cc §2: the saved-card picker. */
export function CardPicker({ cards, currentId, onChoose, busy }: CardPickerProps) {
  const intl = useIntl();
  const id = useId();
  const [makeDefault, setMakeDefault] = useState(false);
  if (!cards) return <Spinner label={intl.formatMessage({ id: 'checkout.loading' })} />;
  const shown = shownPaymentMethods(cards);
  if (shown.length === 0) {
    return (
      <p className="muted">
        <FormattedMessage id="checkout.card.noneSaved" />
      </p>
    );
  }
  return (
    <div className="saved-picker">
      <ul className="saved-picker__list" aria-label={intl.formatMessage({ id: 'checkout.card.savedList' })}>
        {shown.map((card) => {
          const textId = `${id}-${card.id}`;
          const current = card.id === currentId;
          return (
            <li key={card.id} className="saved-option" data-current={current || undefined}>
              <div id={textId} className="saved-option__text">
                <CardText card={card} />
                {current && (
                  <span className="tag tag--brand">
                    <FormattedMessage id="checkout.current" />
                  </span>
                )}
              </div>
              <div className="saved-option__actions">
                <Button size="sm" variant={current ? 'secondary' : 'primary'} aria-describedby={textId} onClick={() => onChoose(card, makeDefault)} disabled={busy}>
                  <FormattedMessage id="checkout.card.useThis" />
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="field--checkbox">
        <input id={`${id}-default`} type="checkbox" checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />
        <label htmlFor={`${id}-default`}>
          <FormattedMessage id="checkout.card.makeDefaultChoice" />
        </label>
      </div>
    </div>
  );
}
