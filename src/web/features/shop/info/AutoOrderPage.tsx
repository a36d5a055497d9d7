import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { prefetchStoreClinic } from '../../../ui/store-clinic';
import { InfoLayout } from './InfoLayout';
import { Section } from './Section';
import { useInfoPage } from './use-info-page';

/** /AutoOrder (the banner's "Learn more"): how AutoOrder works, what it saves, free shipping, how to change it. */
export function Component() {
  const { language, values } = useInfoPage();
  return (
    <InfoLayout page="autoOrder" language={language} intro={<FormattedMessage id="info.autoOrder.intro" values={values} />}>
      <Section
        heading="info.autoOrder.how.heading"
        items={['info.autoOrder.how.step1', 'info.autoOrder.how.step2', 'info.autoOrder.how.step3', 'info.autoOrder.how.step4']}
        ordered
        values={values}
      />
      <Section heading="info.autoOrder.savings.heading" paragraphs={['info.autoOrder.savings.text']} values={values} />
      <Section heading="info.autoOrder.shipping.heading" paragraphs={['info.autoOrder.shipping.text']} values={values} />
      <Section heading="info.autoOrder.change.heading" paragraphs={['info.autoOrder.change.text']} values={values} />
      <p>
        <Link to={PAGE_ROUTES.products} className="btn btn--primary">
          <FormattedMessage id="info.autoOrder.start" />
        </Link>
      </p>
    </InfoLayout>
  );
}

export const prefetch = prefetchStoreClinic;
