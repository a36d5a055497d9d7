import { FormattedMessage } from 'react-intl';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import type { FinePrintMode } from '../../../../domain/promotion-display';
import { InfoIcon } from '../icons';

interface FinePrintProps {
  mode: FinePrintMode;
  /** Sanitised HTML from the server. */
  html: string;
}

/**
 * cat §4: fine print up to 100 characters shows inline; longer fine print collapses into a
 * popover titled 'terms and conditions'. It opens on press (click, tap, Enter) so touch and
 * keyboard users reach it too (docs/decisions.md).
 */
export function FinePrint({ mode, html }: FinePrintProps) {
  if (mode === 'inline') return <div className="fine-print" dangerouslySetInnerHTML={{ __html: html }} />;
  if (mode !== 'collapsed') return null;
  return (
    <DialogTrigger>
      <Button className="link-button fine-print__trigger">
        <InfoIcon width="16" height="16" />
        <FormattedMessage id="catalogue.promo.terms" />
      </Button>
      <Popover className="fine-print__popover" placement="bottom start" offset={6}>
        <Dialog className="fine-print__dialog">
          <Heading slot="title" className="fine-print__title">
            <FormattedMessage id="catalogue.promo.terms" />
          </Heading>
          <div className="fine-print" dangerouslySetInnerHTML={{ __html: html }} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
