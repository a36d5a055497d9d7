import { FormattedMessage } from 'react-intl';
import { InfoIcon } from '../icons';

/** What the fine print's button shows, the same before and after the popover's code arrives. */
export function FinePrintLabel() {
  return (
    <>
      <InfoIcon width="16" height="16" />
      <FormattedMessage id="catalogue.promo.terms" />
    </>
  );
}
