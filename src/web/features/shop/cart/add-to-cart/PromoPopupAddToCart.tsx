import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { TIMING_MS } from '../../../../../domain/constants';
import { priceBlock } from '../../../../../domain/price-display';
import { isBogo } from '../../../../../domain/promotion-display';
import { Button } from '../../../../ui/Button';
import { useIsSignedIn } from '../api/get-cart';
import { goToSignIn } from '../../../../api/sign-in-redirect';
import { firstPopupPet, getPetChoice, requestAddPet, setPetChoice, toPetId, usePetChoice } from './pet-choice';
import { useAddToCart } from './use-add-to-cart';
import './add-to-cart.css';

/** A pet as the catalogue's shapes give it (cc §3: name or petName; the id may be a placeholder). */
export interface PopupPet {
  id: number | string | null;
  categoryId?: number | null;
  petName?: string | null;
  name?: string | null;
}

export interface PromoPopupAddToCartProps {
  /** The product of the pop-up's list (a list item or a child product). */
  product: {
    productId: number;
    name: string;
    mfgName?: string;
    productFormat?: string;
    isInStock?: boolean;
    isBulkItem?: boolean;
    productPrice?: { unitPrice: number; rxFee?: number };
  };
  /** The pop-up's promotion: a buy-one-get-one one (types 5, 30) is accepted with the item. */
  promotion: { specialOfferId?: number; id?: number; promoTypeID: number };
  /** The shopper's pets; by default the ones the page's add-to-cart panel holds. */
  pets?: readonly PopupPet[];
  /** Closes the pop-up (the 'add a pet' message closes it before the new-pet form opens). */
  onClosePopup: () => void;
}

/**
 * The promotion pop-up's add to cart (cat §4, §8): quantity 1, for the pet chosen on the page. On
 * opening, the first pet with an id is chosen when none is. Without any pet, 'Please click here to
 * Add a Pet first.' shows for 25 s; clicking it closes the pop-up and, 500 ms later, opens the
 * panel's new-pet form.
 * @public Loaded through a dynamic import in features/cart/index.ts, which knip does not follow.
 */
export function PromoPopupAddToCart({ product, promotion, pets: givenPets, onClosePopup }: PromoPopupAddToCartProps) {
  const signedIn = useIsSignedIn();
  const shared = usePetChoice();
  const { petId } = shared;
  const pets: readonly PopupPet[] = givenPets ?? shared.pets;
  const { add, isPending } = useAddToCart();
  const [askForPet, setAskForPet] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // cat §4: on opening, the first pet with an id is chosen when none is (one of the product's type first).
  useEffect(() => {
    const first = firstPopupPet(pets, getPetChoice().species);
    if (getPetChoice().petId === null && first !== null) setPetChoice({ petId: first });
  }, [pets]);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  async function onAdd() {
    if (!signedIn) {
      goToSignIn();
      return;
    }
    if (petId === null) {
      setAskForPet(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setAskForPet(false), TIMING_MS.addPetMessage);
      return;
    }
    const offerId = promotion.specialOfferId ?? promotion.id;
    await add(
      {
        productId: product.productId,
        petId,
        quantity: 1,
        acceptedSpecialOfferPromoIds: isBogo(promotion.promoTypeID) && offerId !== undefined ? [offerId] : [],
      },
      {
        id: product.productId,
        name: product.name,
        brand: product.mfgName,
        variant: product.productFormat,
        priceCents: product.productPrice ? priceBlock(product.productPrice, { isBulkItem: product.isBulkItem }).unitPrice : undefined,
      },
    );
  }

  const petName = pets.find((pet) => toPetId(pet.id) === petId);
  return (
    <div className="promo-add">
      <Button
        size="sm"
        busy={isPending}
        disabled={product.isInStock === false}
        onClick={() => void onAdd()}
      >
        <FormattedMessage id="cart.add.button" />
        <span className="visually-hidden">
          : {product.name}
          {petName && (
            <>
              {' ('}
              <FormattedMessage id="cart.item.forPet" values={{ pet: petName.petName ?? petName.name ?? '' }} />)
            </>
          )}
        </span>
      </Button>
      <p className="promo-add__message" role="alert">
        {askForPet && (
          <button
            type="button"
            className="promo-add__ask-pet"
            onClick={() => {
              onClosePopup();
              // Not cleared on unmount: the pop-up closes first, then the page starts adding a pet.
              setTimeout(() => requestAddPet(), TIMING_MS.modalToAddPetDelay);
            }}
          >
            <FormattedMessage id="cart.popup.addPetFirst" />
          </button>
        )}
      </p>
    </div>
  );
}
