import { useLanguage } from '../../../i18n/I18nProvider';
import { useStoreClinic } from '../../../ui/store-clinic';
import { useInfoValues } from './lib/info-values';

/** What every information page starts from: the language, the store's clinic and the messages' values. */
export function useInfoPage() {
  const { language } = useLanguage();
  const { info } = useStoreClinic(language);
  const values = useInfoValues(info, language);
  return { language, info, values };
}
