import { FormattedMessage } from 'react-intl';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useOpenOnArrival } from '../../../ui/use-load-on-intent';
import { FinePrintLabel } from './FinePrintLabel';

export interface FinePrintPopoverProps {
  /** Sanitised HTML from the server. */
  html: string;
  autoFocus: boolean;
  openOnArrival: boolean;
}

/** The 'terms and conditions' popover of long fine print (FinePrint.tsx loads it on intent). */
export function FinePrintPopover({ html, autoFocus, openOnArrival }: FinePrintPopoverProps) {
  const [isOpen, setOpen] = useOpenOnArrival(openOnArrival);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button className="link-button fine-print__trigger" autoFocus={autoFocus}>
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
