import { FormattedMessage } from 'react-intl';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useArrivedTrigger } from '../../../../ui/use-load-on-intent';
import { FinePrintLabel } from './FinePrintLabel';

export interface FinePrintPopoverProps {
  /** Sanitised HTML from the server. */
  html: string;
  autoFocus: boolean;
  openOnArrival: boolean;
}

/** The 'terms and conditions' popover of long fine print (FinePrint.tsx loads it on intent). */
export function FinePrintPopover({ html, autoFocus, openOnArrival }: FinePrintPopoverProps) {
  const { triggerRef, isOpen, setOpen } = useArrivedTrigger({ autoFocus, openOnArrival });
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button ref={triggerRef} className="link-button fine-print__trigger">
        <FinePrintLabel />
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
