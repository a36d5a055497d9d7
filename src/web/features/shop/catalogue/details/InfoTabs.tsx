import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductFamilyInfo } from '../../../../../contracts/catalogue-details';
import { Tabs, type TabItem } from '../../../../ui/Tabs';
import { CheckIcon } from '../icons';
import { splitOnBullet } from '../product-view';

function BulletList({ text, className }: { text: string; className?: string }) {
  return (
    <ul className={className}>
      {splitOnBullet(text).map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

/** Description, nutritional info (ingredients and guaranteed analysis) and feeding instructions (cat §2). */
export function InfoTabs({ family }: { family: ProductFamilyInfo }) {
  const intl = useIntl();
  const tabs: TabItem[] = [];
  if (family.description) {
    tabs.push({
      id: 'description',
      title: <FormattedMessage id="catalogue.tabs.description" />,
      body: family.description.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>),
    });
  }
  if (family.ingredients || family.guaranteedAnalysis) {
    tabs.push({
      id: 'nutrition',
      title: <FormattedMessage id="catalogue.tabs.nutrition" />,
      body: (
        <div className="nutrition">
          {family.ingredients && (
            <div>
              <h3 className="nutrition__title">
                <FormattedMessage id="catalogue.tabs.ingredients" />
              </h3>
              <BulletList text={family.ingredients} className="ingredients" />
            </div>
          )}
          {family.guaranteedAnalysis && (
            <div>
              <h3 className="nutrition__title">
                <FormattedMessage id="catalogue.tabs.guaranteedAnalysis" />
              </h3>
              <BulletList text={family.guaranteedAnalysis} className="analysis" />
            </div>
          )}
        </div>
      ),
    });
  }
  if (family.feedingInstructions) {
    tabs.push({ id: 'feeding', title: <FormattedMessage id="catalogue.tabs.feeding" />, body: <p>{family.feedingInstructions}</p> });
  }
  if (tabs.length === 0) return null;
  return (
    <Tabs className="info-tabs" label={intl.formatMessage({ id: 'catalogue.tabs.label' })} items={tabs} />
  );
}

/** Key benefits (cat §2), split on the bullet character. */
export function KeyBenefits({ benefits }: { benefits: string }) {
  const items = splitOnBullet(benefits);
  if (items.length === 0) return null;
  return (
    <section className="benefits" aria-labelledby="key-benefits">
      <h2 id="key-benefits" className="section-title">
        <FormattedMessage id="catalogue.benefits.heading" />
      </h2>
      <ul className="benefits__list">
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>
            <CheckIcon width="18" height="18" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
