import { FormattedMessage } from 'react-intl';
import { prefetchStoreClinic } from '../../../ui/store-clinic';
import { PolicyText } from './ClinicText';
import { InfoLayout } from './InfoLayout';
import { Section } from './Section';
import { useInfoPage } from './use-info-page';

/**
 * /PrivacyPolicy: what is collected, why, who sees it, for how long, consent and its withdrawal
 * (PIPEDA, CASL, Quebec's Law 25), the shopper's rights and the person in charge.
 */
export function Component() {
  const { language, info, values } = useInfoPage();
  return (
    <InfoLayout page="privacy" language={language} showVersion intro={<FormattedMessage id="info.privacy.intro" values={values} />}>
      <PolicyText topic="privacy" info={info} values={values}>
        <Section
          heading="info.privacy.collect.heading"
          items={['info.privacy.collect.account', 'info.privacy.collect.pets', 'info.privacy.collect.orders', 'info.privacy.collect.technical']}
          values={values}
        />
        <Section heading="info.privacy.why.heading" paragraphs={['info.privacy.why.text']} values={values} />
        <Section heading="info.privacy.consent.heading" paragraphs={['info.privacy.consent.text']} values={values} />
        <Section heading="info.privacy.share.heading" paragraphs={['info.privacy.share.text']} values={values} />
        <Section heading="info.privacy.keep.heading" paragraphs={['info.privacy.keep.text']} values={values} />
        <Section heading="info.privacy.rights.heading" paragraphs={['info.privacy.rights.text']} values={values} />
        <Section heading="info.privacy.security.heading" paragraphs={['info.privacy.security.text']} values={values} />
        <Section heading="info.privacy.officer.heading" paragraphs={['info.privacy.officer.text']} values={values} />
      </PolicyText>
    </InfoLayout>
  );
}

export const prefetch = prefetchStoreClinic;
