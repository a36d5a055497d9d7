import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../../ui/Button';
import { Spinner } from '../../../../ui/Spinner';

interface SavedPickerProps<T extends { id: number }> {
  /** Undefined while loading. */
  items: readonly T[] | undefined;
  currentId: number | null;
  /** Message ids: the list's name, the empty state, the choose button, the make-default box. */
  messages: { list: string; none: string; choose: string; makeDefault?: string | undefined };
  renderText: (item: T) => ReactNode;
  onChoose: (item: T, makeDefault: boolean) => void;
  /** A delete button on the items that are not the current one. */
  onDelete?: ((item: T) => void) | undefined;
  busy: boolean;
}

/**
 * cc §2: a list of saved things (addresses, cards), the current one tagged, each with a button
 * that chooses it and, when `messages.makeDefault` is given, a box that also makes it the default.
 */
export function SavedPicker<T extends { id: number }>({ items, currentId, messages, renderText, onChoose, onDelete, busy }: SavedPickerProps<T>) {
  const intl = useIntl();
  const id = useId();
  const [makeDefault, setMakeDefault] = useState(false);
  if (!items) return <Spinner label={intl.formatMessage({ id: 'checkout.loading' })} />;
  if (items.length === 0) {
    return (
      <p className="muted">
        <FormattedMessage id={messages.none} />
      </p>
    );
  }
  return (
    <div className="saved-picker">
      <ul className="saved-picker__list" aria-label={intl.formatMessage({ id: messages.list })}>
        {items.map((item) => {
          const textId = `${id}-${item.id}`;
          const current = item.id === currentId;
          return (
            <li key={item.id} className="saved-option" data-current={current || undefined}>
              <div id={textId} className="saved-option__text">
                {renderText(item)}
                {current && (
                  <span className="tag tag--brand">
                    <FormattedMessage id="checkout.current" />
                  </span>
                )}
              </div>
              <div className="saved-option__actions">
                <Button size="sm" variant={current ? 'secondary' : 'primary'} aria-describedby={textId} onClick={() => onChoose(item, makeDefault)} disabled={busy}>
                  <FormattedMessage id={messages.choose} />
                </Button>
                {onDelete && !current && (
                  <Button size="sm" variant="ghost" aria-describedby={textId} onClick={() => onDelete(item)} disabled={busy}>
                    <FormattedMessage id="checkout.address.delete" />
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {messages.makeDefault && (
        <div className="field--checkbox">
          <input id={`${id}-default`} type="checkbox" checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />
          <label htmlFor={`${id}-default`}>
            <FormattedMessage id={messages.makeDefault} />
          </label>
        </div>
      )}
    </div>
  );
}
