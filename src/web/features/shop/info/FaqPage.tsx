import { FormattedMessage } from 'react-intl';
import { prefetchStoreClinic } from '../../../ui/store-clinic';
import { InfoLayout } from './InfoLayout';
import { useInfoPage } from './use-info-page';

const QUESTIONS = ['order', 'clinic', 'prescription', 'delivery', 'shippingCost', 'returns', 'autoOrder', 'cards', 'language', 'contact'] as const;

/** /FAQ: the questions shoppers ask most, each answer with the store's own figures and links. */
export function Component() {
  const { language, values } = useInfoPage();
  return (
    <InfoLayout page="faq" language={language} intro={<FormattedMessage id="info.faq.intro" values={values} />}>
      <dl className="faq">
        {QUESTIONS.map((key) => (
          <div key={key} className="faq__item">
            <dt>
              <FormattedMessage id={`info.faq.${key}.q`} />
            </dt>
            <dd>
              <FormattedMessage id={`info.faq.${key}.a`} values={values} />
            </dd>
          </div>
        ))}
      </dl>
    </InfoLayout>
  );
}

export const prefetch = prefetchStoreClinic;
