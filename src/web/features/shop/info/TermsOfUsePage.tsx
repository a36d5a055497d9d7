import { FormattedMessage } from 'react-intl';
import { prefetchStoreClinic } from '../../../ui/store-clinic';
import { PolicyText } from './ClinicText';
import { InfoLayout } from './InfoLayout';
import { Section } from './Section';
import { useInfoPage } from './use-info-page';

const SECTIONS = ['account', 'orders', 'autoOrder', 'delivery', 'advice', 'law', 'changes'] as const;

/** /TermsOfUse: the terms a shopper accepts when registering (issue 11 §9). */
export function Component() {
  const { language, info, values } = useInfoPage();
  return (
    <InfoLayout page="terms" language={language} showVersion intro={<FormattedMessage id="info.terms.intro" values={values} />}>
      <PolicyText topic="terms" info={info} values={values}>
        {SECTIONS.map((key) => (
          <Section key={key} heading={`info.terms.${key}.heading`} paragraphs={[`info.terms.${key}.text`]} values={values} />
        ))}
      </PolicyText>
    </InfoLayout>
  );
}

export const prefetch = prefetchStoreClinic;
