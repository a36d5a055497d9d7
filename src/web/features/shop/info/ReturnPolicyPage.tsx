import { FormattedMessage } from 'react-intl';
import { prefetchStoreClinic } from '../../../ui/store-clinic';
import { PolicyText } from './ClinicText';
import { InfoLayout } from './InfoLayout';
import { Section } from './Section';
import { useInfoPage } from './use-info-page';

/** /ReturnPolicy (rr §2): rr §9's 15 days from delivery, what can be returned, how, and refunds. */
export function Component() {
  const { language, info, values } = useInfoPage();
  return (
    <InfoLayout page="returnPolicy" language={language} showVersion intro={<FormattedMessage id="info.returns.intro" values={values} />}>
      <PolicyText topic="returnPolicy" info={info} values={values}>
        <Section heading="info.returns.window.heading" paragraphs={['info.returns.window.text']} values={values} />
        <Section
          heading="info.returns.condition.heading"
          items={['info.returns.condition.unopened', 'info.returns.condition.damaged', 'info.returns.condition.excluded']}
          values={values}
        />
        <Section heading="info.returns.how.heading" paragraphs={['info.returns.how.text']} values={values} />
        <Section heading="info.returns.refund.heading" paragraphs={['info.returns.refund.text']} values={values} />
      </PolicyText>
    </InfoLayout>
  );
}

export const prefetch = prefetchStoreClinic;
