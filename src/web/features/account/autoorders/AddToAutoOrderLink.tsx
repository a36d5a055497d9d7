import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import type { AddToAutoOrderSlotProps } from '../../../feature-slots';
import { useFormatters } from '../../../i18n/format';

/**
 * The product page's "Add to my AutoOrder" (issue 15; cc §3 nextValidSubscriptionInfo): beside the
 * add-to-cart form, for a product that can be on AutoOrder; names the shopper's next AutoOrder date
 * when they have one. Opens the spec's /AutoOrders/AddToAutoOrder?productId=…&prescriptionId=0.
 */
export function AddToAutoOrderLink({ productId, isSubscription, nextValidSubscriptionInfo }: AddToAutoOrderSlotProps) {
  const { date } = useFormatters();
  if (!isSubscription) return null;
  const to = `${PAGE_ROUTES.addToAutoOrder}?productId=${productId}&prescriptionId=0`;
  return (
    <p className="add-to-autoorder">
      <Link to={to} className="btn btn--secondary" data-testid="add-to-autoorder">
        {nextValidSubscriptionInfo ? (
          <FormattedMessage id="autoOrderLink.addNext" values={{ date: date(`${nextValidSubscriptionInfo.nextOrderDate}T12:00:00Z`) }} />
        ) : (
          <FormattedMessage id="autoOrderLink.add" />
        )}
      </Link>
    </p>
  );
}
