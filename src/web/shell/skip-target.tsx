import { useEffect, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A page's own skip link, shown in the header right after the search box (issue 11 item 21): from
 * the search box, the product list's results are two Tab presses and Enter away instead of some
 * twenty-five. The page names the element to focus (an id, with tabIndex -1) and the message.
 */
export interface SkipTarget {
  /** Id of the element that takes focus. */
  id: string;
  /** Message id of the link's text (shell catalogue). */
  labelId: string;
}

let current: SkipTarget | null = null;
const listeners = new Set<() => void>();

function set(target: SkipTarget | null): void {
  current = target;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Offers a skip link to `id` while the calling page is shown. */
export function useSkipTarget(id: string, labelId: string): void {
  useEffect(() => {
    set({ id, labelId });
    return () => set(null);
  }, [id, labelId]);
}

/** The header's link to the page's skip target, when the page has one; visible when focused. */
export function PageSkipLink() {
  const target = useSyncExternalStore(subscribe, () => current, () => null);
  if (!target) return null;
  return (
    <a
      href={`#${target.id}`}
      className="skip-link skip-link--page"
      onClick={(event) => {
        // Focus without a fragment navigation, which the router would count as a new page.
        event.preventDefault();
        const element = document.getElementById(target.id);
        element?.focus({ preventScroll: true });
        element?.scrollIntoView({ block: 'start' });
      }}
    >
      <FormattedMessage id={target.labelId} />
    </a>
  );
}
