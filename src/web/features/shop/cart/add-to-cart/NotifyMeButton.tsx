import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DetailProduct } from '../../../../../contracts/catalogue-details';
import { Button } from '../../../../ui/Button';
import { notify } from '../../../../ui/notify';
import { useTrackAvailability } from '../api/track-availability';

/**
 * cc §4 Stock: out of stock, a button toggles between 'notify me' and 'cancel notification'
 * according to isTrackingAvailability. A visitor's call answers 401 and goes to sign-in.
 */
export function NotifyMeButton({ product }: { product: Pick<DetailProduct, 'productId' | 'name' | 'isTrackingAvailability'> }) {
  const intl = useIntl();
  const [tracking, setTracking] = useState(product.isTrackingAvailability);
  const mutation = useTrackAvailability();
  return (
    <Button
      variant={tracking ? 'secondary' : 'primary'}
      busy={mutation.isPending}
      onClick={() =>
        mutation.mutate(
          { productId: product.productId, trackProduct: !tracking },
          {
            onSuccess: (answer) => {
              setTracking(answer.isTrackingAvailability);
              notify('Success', intl.formatMessage({ id: answer.isTrackingAvailability ? 'cart.notify.on' : 'cart.notify.off' }, { name: product.name }));
            },
          },
        )
      }
    >
      <FormattedMessage id={tracking ? 'cart.notify.cancel' : 'cart.notify.me'} />
    </Button>
  );
}
