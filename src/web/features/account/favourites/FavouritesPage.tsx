import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FavouriteProduct } from '../../../../contracts/account-favourites';
import type { AccountPet } from '../../../../contracts/account-pets';
import { ACCOUNT_ROUTES } from '../../../../contracts/account-routes';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { useFormatters } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/I18nProvider';
import { AccountLayout } from '../AccountLayout';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { ProductImage } from '../../../ui/ProductImage';
import { productImageUrl, productPlaceholderUrl } from '../../../ui/product-image-url';
import { Spinner } from '../../../ui/Spinner';
import { accountPetsKey, addToCart, cartQueriesKey, favouritesKey, fetchFavourites, fetchPets, unstar } from './favourites.api';
import './favourites.css';

type Outcome = { type: 'Success' | 'Error'; id: string; values: Record<string, string> } | null;

const productPath = (id: number) => PAGE_ROUTES.productDetails.replace(':prodid', String(id));

function FavouriteCard({ item, imagesBaseUrl, pets, onOutcome }: {
  item: FavouriteProduct;
  imagesBaseUrl: string;
  pets: AccountPet[];
  onOutcome: (outcome: Outcome) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const { language } = useLanguage();
  const format = useFormatters();
  const queryClient = useQueryClient();
  // The product page's preselection (issue 24 item 8): a pet with a prescription for it, else the only
  // pet of the product's type; the only pet when there is one; otherwise the shopper chooses.
  const [petId, setPetId] = useState<number | null>(item.preselectedPetId ?? (pets.length === 1 ? pets[0]!.id : null));
  const [petMissing, setPetMissing] = useState(false);
  const name = item.name[language];
  const chosenPet = pets.find((p) => p.id === petId);

  const add = useMutation({
    mutationFn: () => addToCart({ productId: item.productId, petId: chosenPet?.id ?? null, quantity: 1 }),
    onSuccess: (answer) => {
      if (!answer.cart) {
        onOutcome({ type: 'Error', id: 'favourites.notAdded', values: { product: name } });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: cartQueriesKey });
      onOutcome({ type: 'Success', id: 'favourites.added', values: { product: name, pet: chosenPet?.name ?? '' } });
    },
    onError: () => onOutcome({ type: 'Error', id: 'favourites.addFailed', values: { product: name } }),
  });
  const remove = useMutation({
    mutationFn: () => unstar(item.productId),
    onSuccess: async () => {
      onOutcome({ type: 'Success', id: 'favourites.removed', values: { product: name } });
      await queryClient.invalidateQueries({ queryKey: favouritesKey });
    },
    onError: () => onOutcome({ type: 'Error', id: 'favourites.removeFailed', values: { product: name } }),
  });

  return (
    <li className="card fav-card">
      <ProductImage
        className="fav-card__image"
        src={productImageUrl(imagesBaseUrl, item.image)}
        placeholderSrc={productPlaceholderUrl(imagesBaseUrl, item)}
        alt=""
        width={96}
        height={96}
        loading="lazy"
      />
      <div className="fav-card__body">
        <h2 className="fav-card__name">{item.allowBrowsing ? <Link to={productPath(item.productId)}>{name}</Link> : name}</h2>
        {item.format[language] && <p className="fav-card__format muted">{item.format[language]}</p>}
        <p className="fav-card__price">
          <span className="fav-card__now">{format.money(item.priceCents)}</span>
          {item.regularPriceCents > item.priceCents && (
            <span className="fav-card__was">
              <FormattedMessage id="favourites.regularPrice" values={{ price: format.money(item.regularPriceCents) }} />
            </span>
          )}
        </p>
        <p className={`fav-card__stock fav-card__stock--${item.isAvailable ? 'in' : 'out'}`}>
          <FormattedMessage id={`favourites.stock.${item.stock}`} />
        </p>
        {(item.isPrescriptionProduct || item.isApprovalRequired) && (
          <p className="fav-card__rx muted">
            <FormattedMessage id="favourites.needsApproval" />
          </p>
        )}
      </div>
      <div className="fav-card__actions">
        {pets.length > 1 && (
          <div className="field">
            <label htmlFor={`${id}-pet`}>
              <FormattedMessage id="favourites.forPet" />
            </label>
            <select
              id={`${id}-pet`}
              value={chosenPet?.id ?? ''}
              aria-invalid={petMissing || undefined}
              aria-describedby={petMissing ? `${id}-pet-error` : undefined}
              onChange={(e) => {
                setPetId(e.target.value === '' ? null : Number(e.target.value));
                setPetMissing(false);
              }}
            >
              <option value="">{intl.formatMessage({ id: 'favourites.choosePet' })}</option>
              {pets.map((pet) => (
                <option key={pet.id} value={pet.id}>{pet.name}</option>
              ))}
            </select>
            {petMissing && (
              <p id={`${id}-pet-error`} className="field__error">
                <FormattedMessage id="favourites.petRequired" />
              </p>
            )}
          </div>
        )}
        {pets.length === 1 && chosenPet && (
          <p className="muted fav-card__pet">
            <FormattedMessage id="favourites.forOnePet" values={{ pet: chosenPet.name }} />
          </p>
        )}
        {pets.length === 0 ? (
          <p className="fav-card__pet">
            <FormattedMessage id="favourites.noPet" values={{ pets: (chunks) => <Link to={ACCOUNT_ROUTES.pets}>{chunks}</Link> }} />
          </p>
        ) : (
          <Button
            size="sm"
            busy={add.isPending}
            disabled={!item.isAvailable}
            onClick={() => {
              onOutcome(null);
              if (!chosenPet) {
                setPetMissing(true);
                return;
              }
              add.mutate();
            }}
            aria-label={intl.formatMessage({ id: 'favourites.addNamed' }, { product: name })}
          >
            <FormattedMessage id="favourites.add" />
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          busy={remove.isPending}
          onClick={() => {
            onOutcome(null);
            remove.mutate();
          }}
          aria-label={intl.formatMessage({ id: 'favourites.removeNamed' }, { product: name })}
        >
          <FormattedMessage id="favourites.remove" />
        </Button>
      </div>
    </li>
  );
}

/** /account/favourites (issue 14): starred products with their current price and stock; add to cart, remove. */
export function Component() {
  const favourites = useQuery({ queryKey: favouritesKey, queryFn: ({ signal }) => fetchFavourites(signal) });
  const pets = useQuery({ queryKey: accountPetsKey, queryFn: ({ signal }) => fetchPets(signal) });
  const [outcome, setOutcome] = useState<Outcome>(null);

  return (
    <AccountLayout section="favourites" title={<FormattedMessage id="favourites.heading" />}>
      <div className="fav-page">
        <div aria-live="polite">
          {outcome && (
            <Notice type={outcome.type} dismissible onDismiss={() => setOutcome(null)}>
              <FormattedMessage
                id={outcome.id}
                values={{ ...outcome.values, cart: (chunks) => <Link to={PAGE_ROUTES.cart}>{chunks}</Link> }}
              />
            </Notice>
          )}
        </div>
        {(favourites.isPending || pets.isPending) && <Spinner size="md" />}
        {favourites.data && favourites.data.items.length === 0 && (
          <p>
            <FormattedMessage id="favourites.empty" values={{ shop: (chunks) => <Link to={PAGE_ROUTES.products}>{chunks}</Link> }} />
          </p>
        )}
        {favourites.data && pets.data && favourites.data.items.length > 0 && (
          <ul className="fav-list">
            {favourites.data.items.map((item) => (
              <FavouriteCard key={item.productId} item={item} imagesBaseUrl={favourites.data.imagesBaseUrl} pets={pets.data.pets} onOutcome={setOutcome} />
            ))}
          </ul>
        )}
      </div>
    </AccountLayout>
  );
}
