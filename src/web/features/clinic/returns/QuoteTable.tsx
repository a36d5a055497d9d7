import { FormattedMessage } from 'react-intl';
import type { ReturnQuote } from '../../../../contracts/returns';
import { useFormatters } from '../../../i18n/format';

/** A return's amounts, line by line, as the refund will be (or was) made. */
export function QuoteTable({ quote }: { quote: ReturnQuote }) {
  const { money } = useFormatters();
  const rows: [string, number][] = [
    ['clinicReturns.quote.items', quote.itemsRefundCents],
    ['clinicReturns.quote.itemsTax', quote.itemsTaxRefundCents],
    ['clinicReturns.quote.shipping', quote.shippingRefundCents],
    ['clinicReturns.quote.fee', -quote.feeCents],
    ['clinicReturns.quote.feeTax', -quote.feeTaxCents],
  ];
  return (
    <>
      <dl className="returns-quote">
        {rows.filter(([, v]) => v !== 0).map(([id, v]) => (
          <div key={id} className="returns-quote__row"><dt><FormattedMessage id={id} /></dt><dd>{v < 0 ? `−${money(-v)}` : money(v)}</dd></div>
        ))}
        <div className="returns-quote__row returns-quote__total"><dt><FormattedMessage id="clinicReturns.quote.total" /></dt><dd>{money(quote.totalCents)}</dd></div>
        {quote.toCardCents > 0 && <div className="returns-quote__row"><dt><FormattedMessage id="clinicReturns.quote.toCard" /></dt><dd>{money(quote.toCardCents)}</dd></div>}
        {quote.toCreditCents > 0 && <div className="returns-quote__row"><dt><FormattedMessage id="clinicReturns.quote.toCredit" /></dt><dd>{money(quote.toCreditCents)}</dd></div>}
      </dl>
      {/* A fee that takes everything (100 %, or exactly the refund) is allowed, and said plainly (issue 24). */}
      {quote.totalCents === 0 && quote.feeCents > 0 && <p className="returns-quote__nothing"><FormattedMessage id="clinicReturns.quote.nothing" /></p>}
    </>
  );
}
