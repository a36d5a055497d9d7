import { FormattedMessage } from 'react-intl';
import { prefetchStoreClinic } from '../../../ui/store-clinic';
import { PolicyText } from './ClinicText';
import { InfoLayout } from './InfoLayout';
import { Section } from './Section';
import { useInfoPage } from './use-info-page';

/** /ShippingPolicy: delivery times, costs and the free-shipping rules, clinic pickup, where the clinic delivers (rr §5). */
export function Component() {
  const { language, info, values } = useInfoPage();
  return (
    <InfoLayout page="shippingPolicy" language={language} showVersion intro={<FormattedMessage id="info.shipping.intro" values={values} />}>
      <PolicyText topic="shippingPolicy" info={info} values={values}>
        <Section
          heading="info.shipping.times.heading"
          items={['info.shipping.times.standard', 'info.shipping.times.express', 'info.shipping.times.pickup']}
          after={['info.shipping.times.approval']}
          values={values}
        />
        <Section
          heading="info.shipping.cost.heading"
          items={['info.shipping.cost.standard', 'info.shipping.cost.express', 'info.shipping.cost.autoOrder']}
          after={['info.shipping.cost.taxes']}
          values={values}
        />
        <Section heading="info.shipping.pickup.heading" paragraphs={['info.shipping.pickup.text']} values={values} />
        <Section
          heading="info.shipping.where.heading"
          paragraphs={[info.policy.homeShippingWithinClinicProvince ? 'info.shipping.where.restricted' : 'info.shipping.where.anywhere']}
          values={values}
        />
      </PolicyText>
    </InfoLayout>
  );
}

export const prefetch = prefetchStoreClinic;
