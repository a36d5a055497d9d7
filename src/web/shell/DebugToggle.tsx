import { PawIcon } from '../ui/icons';
import { useUserOptions } from './user-options';

/**
 * cat §1: debug mode is switched by a hidden double-click control. A small paw in the footer with
 * no text and no role: shoppers never notice it, support staff double-click it.
 */
export function DebugToggle() {
  const { options, setOption } = useUserOptions();
  return (
    <span
      className="debug-toggle"
      aria-hidden="true"
      data-testid="debug-toggle"
      onDoubleClick={() => setOption('debugMode', !options.debugMode)}
    >
      <PawIcon width="14" height="14" />
    </span>
  );
}
