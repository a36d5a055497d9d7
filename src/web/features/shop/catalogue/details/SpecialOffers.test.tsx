// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SpecialOffer } from '../../../../../contracts/catalogue-details';
import { ensureFeatureMessages, loadMessages } from '../../../../i18n/catalogs';
import { setIntl } from '../../../../i18n/runtime';
import { AppProviders } from '../../../../shell/AppProviders';
import { DEFAULT_PAGE_SETTINGS, setPageSettingsSource } from '../../../../shell/page-settings';
import { SpecialOffers } from './SpecialOffers';

const offer: SpecialOffer = {
  id: 6, promoTypeID: 1, name: '15% off toys', description1: '15% off', description2: '', description3: 'Toys only.', isNotQualified: false,
  isInstantRebate: false, isForSubscriptionsOnly: false, hidePromoInfoInWebstore: false, isAutoOrderOnlyOffer: false, isPercentageDiscount: true,
  discountPercent: 15, endDate: '2099-01-01', allProductIds: [1], bogoGetOneProductIds: [], groupCount: 1,
};

function renderOffers(isVcaClinic: boolean) {
  setPageSettingsSource(() => ({ ...DEFAULT_PAGE_SETTINGS, isVcaClinic }));
  const router = createMemoryRouter([{ path: '/products/view/1', element: <SpecialOffers offers={[offer]} debug={false} productId={1} /> }], {
    initialEntries: ['/products/view/1'],
  });
  render(
    <AppProviders queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

beforeEach(async () => {
  setIntl('en', await loadMessages('en'));
  await ensureFeatureMessages('shop/catalogue');
});

afterEach(() => {
  cleanup();
  setPageSettingsSource(() => undefined);
});

describe('the promotion panel follows the clinic-branded flag (cat §1, §6: isVcaClinic; issue 11 item 11)', () => {
  it("the clinic-branded site shows the clinic's panel: its heading and the veterinary team's note", async () => {
    renderOffers(true);
    const panel = await screen.findByRole('region', { name: 'Offers at your veterinary clinic' });
    expect(panel.querySelector('h2')?.textContent).toBe('Offers at your veterinary clinic');
    expect(screen.getByText('Your veterinary team can tell you whether an offer suits your pet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '15% off toys' })).toBeTruthy();
  });

  it('the store shows the special-offers panel, without the clinic heading', async () => {
    renderOffers(false);
    await screen.findByRole('region', { name: 'Special offers' });
    expect(screen.queryByText('Offers at your veterinary clinic')).toBeNull();
    expect(screen.getByRole('link', { name: '15% off toys' })).toBeTruthy();
  });
});
