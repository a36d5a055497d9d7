import type { FinePrintMode } from '../../../../../domain/promotion-display';
import { useLoadOnIntent } from '../../../../ui/use-load-on-intent';
import { FinePrintLabel } from './FinePrintLabel';

interface FinePrintProps {
  mode: FinePrintMode;
  /** Sanitised HTML from the server. */
  html: string;
}

/**
 * cat §4: fine print up to 100 characters shows inline; longer fine print collapses into a popover
 * titled 'terms and conditions'. It opens on press (click, tap, Enter) so touch and keyboard users
 * reach it too (docs/decisions/024-catalogue-pages.md). The popover's code comes when someone
 * reaches for the button (ui/use-load-on-intent.ts).
 */
export function FinePrint({ mode, html }: FinePrintProps) {
  const popover = useLoadOnIntent(() => import('./FinePrintPopover').then((module) => module.FinePrintPopover));
  if (mode === 'inline') return <div className="fine-print" dangerouslySetInnerHTML={{ __html: html }} />;
  if (mode !== 'collapsed') return null;
  if (popover.Loaded) return <popover.Loaded html={html} autoFocus={popover.autoFocus} openOnArrival={popover.openOnArrival} />;
  return (
    <button {...popover.standInProps} className="link-button fine-print__trigger" aria-haspopup="dialog" aria-expanded="false">
      <FinePrintLabel />
    </button>
  );
}
