import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { CART_ERROR } from '../../../../../contracts/codes';
import type { DetailProduct, ProductDetailsResponse, ProductFamilyInfo, SavedPrescription } from '../../../../../contracts/catalogue-details';
import { PAGE_ROUTES } from '../../../../../contracts/routes';
import { petSpeciesCategory, productSpecies } from '../../../../../domain/pet-preselection';
import { productPageQuantityOptions } from '../../../../../domain/quantity';
import { priceBlock } from '../../../../../domain/price-display';
import type { AnalyticsProduct } from '../../../../analytics/data-layer';
import { ApiError } from '../../../../api/errors';
import { useLanguage } from '../../../../i18n/I18nProvider';
import { useUserOptions } from '../../../../shell/user-options';
import { useMaxQuantityPerOrder } from '../../../../ui/store-clinic';
import { Button } from '../../../../ui/Button';
import { notify } from '../../../../ui/notify';
import { useAddPet } from '../api/add-pet';
import { cartErrorText, reportCartError } from '../api/cart-errors';
import { NewPetFields } from './NewPetFields';
import { acceptableOffers, initialPetChoice, initialValues, NEW_PET, petPrescriptionState, panelFormSchema, type PanelFormValues } from './panel-form';
import { getPetChoice, toPetId } from './pet-choice';
import { useAddToCart } from './use-add-to-cart';
import { usePanelPets, useSharedPetChoice } from './use-shared-pet-choice';

type DetailPet = ProductDetailsResponse['viewModel']['pets'][number];

export interface AddToCartFormProps {
  product: DetailProduct;
  family: ProductFamilyInfo;
  pets: readonly DetailPet[];
  savedPrescriptions: readonly SavedPrescription[];
}

/**
 * Quantity, pet (or a new pet, saved first), accepted offers and the add button (cc §4, §5). On
 * success: 'item added to cart', then the cart page.
 */
export function AddToCartForm({ product, family, pets, savedPrescriptions }: AddToCartFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const ids = { quantity: useId(), pet: useId(), offers: useId() };
  const { options: userOptions } = useUserOptions();
  const { allPets, addSavedPet } = usePanelPets(pets);
  const offers = acceptableOffers(product, userOptions.debugMode);
  const nameRef = useRef<HTMLInputElement | null>(null);
  // Issue 25: 1 to the clinic's maximum quantity per order, unless the product has its own limit.
  const clinicMax = useMaxQuantityPerOrder(useLanguage().language);

  const form = useForm<PanelFormValues>({
    resolver: zodResolver(panelFormSchema),
    defaultValues: initialValues(product, family, initialPetChoice(allPets, savedPrescriptions, family, getPetChoice()), userOptions.debugMode),
  });
  const { register, handleSubmit, setValue, setError, control, formState } = form;
  const petChoice = useWatch({ control, name: 'petChoice' });
  const chosenPet = toPetId(petChoice);

  // The chosen pet is shared with the promotion pop-up (cat §4), both ways.
  useSharedPetChoice({ familyId: family.id, chosenPet, allPets, species: productSpecies(family.listedCategoryIds), setValue, nameRef });

  const addPet = useAddPet(() => undefined);
  const { add, isPending } = useAddToCart();
  const busy = isPending || addPet.isPending || formState.isSubmitting;

  const price = priceBlock(product.productPrice, { isBulkItem: product.isBulkItem });
  const analytics: AnalyticsProduct = {
    id: product.productId,
    name: product.name,
    brand: product.mfgName,
    variant: product.productFormat,
    categories: family.categories.map((category) => category.name),
    priceCents: price.unitPrice,
    discountCents: price.isDiscounted && price.regularPrice !== null ? price.regularPrice - price.unitPrice : undefined,
  };

  async function submit(values: PanelFormValues) {
    let petId = toPetId(values.petChoice);
    if (values.petChoice === NEW_PET) {
      try {
        const pet = await addPet.mutateAsync({ name: values.newPetName.trim(), code: values.newPetSpecies });
        notify('Success', intl.formatMessage({ id: 'cart.pet.saved' }, { name: pet.name }));
        addSavedPet({ id: pet.id, petName: pet.name, categoryId: petSpeciesCategory(values.newPetSpecies) });
        setValue('petChoice', String(pet.id));
        setValue('newPetName', '');
        petId = pet.id;
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) setError('newPetName', { message: cartErrorText(error) });
        else reportCartError(error);
        return;
      }
    }
    if (petId === null) return;
    const outcome = await add(
      {
        productId: product.productId,
        petId,
        quantity: Number(values.quantity),
        acceptedSpecialOfferPromoIds: values.acceptedOfferIds.map(Number),
      },
      analytics,
    );
    if (outcome.kind === 'added') navigate(PAGE_ROUTES.cart);
    else if (outcome.kind === 'invalid') {
      setError(outcome.code === CART_ERROR.pet_required || outcome.code === CART_ERROR.pet_not_found ? 'petChoice' : 'quantity', { message: outcome.message });
    }
  }

  const errorText = (message: string | undefined) =>
    message === undefined ? undefined : `cart.error.${message}` in intl.messages ? intl.formatMessage({ id: `cart.error.${message}` }) : message;
  const petError = errorText(formState.errors.petChoice?.message);
  const quantityError = errorText(formState.errors.quantity?.message);
  const needsApproval = product.isPrescriptionProduct || product.isApprovalRequired || product.isRequireVerification;
  const petName = allPets.find((pet) => pet.id === chosenPet)?.petName;
  const prescription = chosenPet === null ? 'none' : petPrescriptionState(chosenPet, savedPrescriptions, family.id);

  return (
    <form className="add-to-cart__form" onSubmit={handleSubmit(submit)} noValidate>
      <div className="add-to-cart__row">
        <div className="field add-to-cart__quantity">
          <label htmlFor={ids.quantity}>
            <FormattedMessage id="cart.add.quantity" />
          </label>
          <select id={ids.quantity} aria-invalid={quantityError ? true : undefined} aria-describedby={quantityError ? `${ids.quantity}-error` : undefined} {...register('quantity')}>
            {productPageQuantityOptions(product.maxQuantityRestrictionPerOrder, clinicMax).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {quantityError && (
            <p id={`${ids.quantity}-error`} className="field__error">
              {quantityError}
            </p>
          )}
        </div>
        <div className="field add-to-cart__pet">
          <label htmlFor={ids.pet}>
            <FormattedMessage id="cart.add.pet" />
          </label>
          <select id={ids.pet} aria-invalid={petError ? true : undefined} aria-describedby={petError ? `${ids.pet}-error` : undefined} {...register('petChoice')}>
            <option value="">{intl.formatMessage({ id: 'cart.add.choosePet' })}</option>
            {allPets.map((pet) => (
              <option key={pet.id} value={String(pet.id)}>
                {pet.petName}
              </option>
            ))}
            <option value={NEW_PET}>{intl.formatMessage({ id: 'cart.add.newPet' })}</option>
          </select>
          {petError && (
            <p id={`${ids.pet}-error`} className="field__error" role="alert">
              {petError}
            </p>
          )}
        </div>
      </div>
      {petChoice === NEW_PET && <NewPetFields register={register} errors={formState.errors} nameRef={nameRef} errorText={errorText} />}
      {needsApproval && chosenPet !== null && petName && prescription !== 'approved' && (
        <p className="add-to-cart__approval">
          <FormattedMessage id={prescription === 'pending' ? 'cart.add.pendingApproval' : 'cart.add.needsApproval'} values={{ pet: petName }} />
        </p>
      )}
      {offers.length > 0 && (
        <fieldset className="add-to-cart__offers">
          <legend className="visually-hidden">
            <FormattedMessage id="cart.add.offers" />
          </legend>
          {offers.map((offer) => (
            <div key={offer.id} className="field--checkbox add-to-cart__offer">
              <input id={`${ids.offers}-${offer.id}`} type="checkbox" value={String(offer.id)} {...register('acceptedOfferIds')} />
              <label htmlFor={`${ids.offers}-${offer.id}`}>
                <FormattedMessage id="cart.add.acceptOffer" values={{ name: offer.name, strong: (chunks) => <strong>{chunks}</strong> }} />
              </label>
            </div>
          ))}
        </fieldset>
      )}
      <Button type="submit" className="btn--block add-to-cart__submit" busy={busy}>
        <FormattedMessage id="cart.add.button" />
      </Button>
    </form>
  );
}
