import { createContext, useContext, type ReactNode } from 'react';
import type { ProductListItem, Promotion } from '../contracts/catalogue';
import type { DetailProduct, ProductDetailsResponse, ProductFamilyInfo, SavedPrescription } from '../contracts/catalogue-details';

/**
 * Places where one feature shows another's component (STYLE §1: features never import each other;
 * the app composes them). A page calls `useFeatureSlot(name)`; AppRoot.tsx provides the renderers.
 */
export interface AddToCartPanelSlotProps {
  /** The selected child product (format); its productId is what the cart adds. */
  product: DetailProduct;
  family: ProductFamilyInfo;
  /** The signed-in shopper's pets; empty for a visitor. */
  pets: Readonly<ProductDetailsResponse['viewModel']['pets']>;
  savedPrescriptions: readonly SavedPrescription[];
  /** Null until AutoOrders exist (cc §3). */
  nextValidSubscriptionInfo?: ProductDetailsResponse['nextValidSubscriptionInfo'];
}

export interface PromoProductAddSlotProps {
  /** A product of the promotion's group (productId is the child product to add). */
  product: ProductListItem;
  /** The promotion the pop-up shows; a buy-one-get-one one is accepted with the item. */
  promotion: Promotion;
  /** The product group the shopper chooses from ('please choose x from the following products'). */
  groupId: number;
  /** Closes the pop-up ('Please click here to Add a Pet first.' closes it first, cat §4). */
  onClose: () => void;
}

export interface AddToAutoOrderSlotProps {
  productId: number;
  /** The product can be on AutoOrder (cc §3 isSubscription). */
  isSubscription: boolean;
  /** The signed-in shopper's soonest AutoOrder (cc §3); null for none or a visitor. */
  nextValidSubscriptionInfo: ProductDetailsResponse['nextValidSubscriptionInfo'];
}

/** The clinic policies' editor (issue 25) on another page's calls: the site administrator's page of any clinic. */
export interface ClinicPoliciesEditorSlotProps {
  /** The policies' API address (GET the view, PUT a value, DELETE /:policy a value). */
  apiBase: string;
  /** The query key the view is kept under. */
  queryKey: readonly unknown[];
  /** Who reads the page: the clinic's own admin ("your store", the default) or a site administrator (the clinic by name). */
  reader?: 'clinic' | 'platform';
}

/** Each slot is a render function, so a page never creates a component while rendering. */
export interface FeatureSlots {
  addToCartPanel?: (props: AddToCartPanelSlotProps) => ReactNode;
  promoProductAdd?: (props: PromoProductAddSlotProps) => ReactNode;
  /** Issue 15: "Add to my AutoOrder" beside the add-to-cart form. */
  addToAutoOrder?: (props: AddToAutoOrderSlotProps) => ReactNode;
  /** rr §2's not-found page, for a page whose address names nothing (a product id that is not a number). */
  notFound?: () => ReactNode;
  /** The header's cart (cc: cart dropdown), rendered by the cart feature in the shell's header. */
  headerCart?: () => ReactNode;
  /** Issue 25: a clinic's policies and their form, rendered by the clinic policies feature on the platform's page. */
  clinicPoliciesEditor?: (props: ClinicPoliciesEditorSlotProps) => ReactNode;
}

const FeatureSlotsContext = createContext<FeatureSlots>({});

export const FeatureSlotsProvider = FeatureSlotsContext.Provider;

export function useFeatureSlot<K extends keyof FeatureSlots>(name: K): FeatureSlots[K] {
  return useContext(FeatureSlotsContext)[name];
}

/** The product page's "Add to my AutoOrder" (issue 15), rendered by the autoorders feature. */
export function AddToAutoOrderSlot(props: AddToAutoOrderSlotProps) {
  const render = useFeatureSlot('addToAutoOrder');
  return render ? <>{render(props)}</> : null;
}
