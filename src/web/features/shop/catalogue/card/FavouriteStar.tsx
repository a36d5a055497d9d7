import { useIntl } from 'react-intl';
import { trackAddToWishlist, type AnalyticsProduct } from '../../../../analytics/data-layer';
import { cx } from '../../../../ui/cx';
import { useFavouriteMutation } from '../api/catalogue.api';
import { StarIcon } from '../icons';

export interface FavouriteStarProps {
  productId: number;
  name: string;
  isFavourite: boolean;
  /** Sent with add_to_wishlist when the star is turned on. */
  analytics: AnalyticsProduct;
  className?: string;
}

/**
 * The favourite star (cat §2; cc §4: filled when isFavourite). A toggle button; it shows the new
 * state while the call runs. A visitor's call answers 401 and the call layer sends them to sign in.
 */
export function FavouriteStar({ productId, name, isFavourite, analytics, className }: FavouriteStarProps) {
  const intl = useIntl();
  const mutation = useFavouriteMutation();
  const pressed = mutation.isPending ? mutation.variables.isFavourite : isFavourite;
  return (
    <button
      type="button"
      className={cx('favourite-star', className)}
      aria-pressed={pressed}
      aria-label={intl.formatMessage({ id: 'catalogue.favourite.label' }, { name })}
      title={intl.formatMessage({ id: pressed ? 'catalogue.favourite.remove' : 'catalogue.favourite.add' })}
      onClick={() =>
        mutation.mutate(
          { productId, isFavourite: !pressed },
          {
            onSuccess: (answer) => {
              if (answer.isFavourite) trackAddToWishlist(analytics);
            },
          },
        )
      }
    >
      <StarIcon filled={pressed} width="22" height="22" />
    </button>
  );
}
