import { useEffect, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A page's own skip link (issue 11 item 21, issue 24 item 21), in two places: in the header right
 * after the search box (from the search box, the product list's results are two Tab presses and
 * Enter away instead of some twenty-five), and first in the page's content, where focus lands after
 * a navigation (the product page's Add to cart, the cart's Checkout one Tab and Enter away). The
 * page names the element to focus (an id; a container has tabIndex -1) and the message.
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

/** Offers a skip link to `id` while the calling page is shown (and `enabled`: the target is there). */
export function useSkipTarget(id: string, labelId: string, enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    set({ id, labelId });
    return () => set(null);
  }, [id, labelId, enabled]);
}

/**
 * The link to the page's skip target, when the page has one; visible when focused. `header`: after
 * the search box, shown below the header's row; `content`: the first stop of the page's content,
 * shown at the top of the page as the main skip link is.
 */
export function PageSkipLink({ placement }: { placement: 'header' | 'content' }) {
  const target = useSyncExternalStore(subscribe, () => current, () => null);
  if (!target) return null;
  return (
    <a
      href={`#${target.id}`}
      className={placement === 'header' ? 'skip-link skip-link--page' : 'skip-link'}
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
