import { FormattedMessage } from 'react-intl';
import type { ProductListItem } from '../../../../../contracts/catalogue';

type DebugData = NonNullable<ProductListItem['debug']>;

/** Debug mode (cat §1, §2): how the result was scored and ranked, and its promotions. Technical, English-only values. */
export default function CardDebug({ debug, productId }: { debug: DebugData; productId: number }) {
  const rows: [string, string | number][] = [
    ['rank', debug.rank],
    ['score', debug.score],
    ['text', debug.textScore],
    ['featured', debug.featuredBoost],
    ['in stock', debug.inStockBoost],
    ['phrase', debug.phraseBoost],
    ['default order', debug.defaultOrder],
    ['family', debug.familyId],
    ['product', productId],
  ];
  return (
    <div className="debug-box">
      <p className="debug-box__title">
        <FormattedMessage id="catalogue.debug.ranking" />
      </p>
      <dl className="debug-box__list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {debug.matches.length > 0 && <p className="debug-box__matches">{debug.matches.join(' · ')}</p>}
      {debug.promotions.length > 0 && (
        <ul className="debug-box__promotions">
          {debug.promotions.map((promotion) => (
            <li key={promotion.id}>
              #{promotion.id} {promotion.name}
              {promotion.hidden && (
                <span className="tag tag--debug">
                  <FormattedMessage id="catalogue.debug.hidden" />
                </span>
              )}
              {promotion.notQualified && (
                <span className="tag tag--debug">
                  <FormattedMessage id="catalogue.debug.notQualified" />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
