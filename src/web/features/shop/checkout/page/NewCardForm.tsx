import { NewCardForm as SharedNewCardForm, type NewCardFormProps } from '../../../../ui/address-card/NewCardForm';
import { reportCheckoutError } from '../api/checkout-errors';

/** cc §2, §5: the add-card form (src/web/ui/address-card, shared with payment settings); failures as checkout toasts. */
export function NewCardForm(props: Omit<NewCardFormProps, 'onError'>) {
  return <SharedNewCardForm {...props} onError={reportCheckoutError} />;
}
