import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchAddressBook, fetchPaymentSettings, settingsKeys } from './account-settings.api';

/** The address book and the saved cards, and a way to reload both after a change. */
export function useSettingsData({ cards = false } = {}) {
  const queryClient = useQueryClient();
  const addresses = useQuery({ queryKey: settingsKeys.addressBook, queryFn: ({ signal }) => fetchAddressBook(signal) });
  const payment = useQuery({ queryKey: settingsKeys.paymentSettings, queryFn: ({ signal }) => fetchPaymentSettings(signal), enabled: cards });
  const reload = useCallback(
    () => Promise.all([
      queryClient.invalidateQueries({ queryKey: settingsKeys.addressBook }),
      queryClient.invalidateQueries({ queryKey: settingsKeys.paymentSettings }),
    ]),
    [queryClient],
  );
  return { addresses, payment, reload };
}
