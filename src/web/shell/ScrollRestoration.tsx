import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { keepsScroll, rememberScrollPosition, saveScrollPositions, scrollPositions } from './scroll-restoration';

/**
 * rr §2: back navigation restores the scroll position; any other navigation starts at the top, or
 * at the element its address's #fragment names. Layout effects: the position is set before the new
 * page is painted, and the old page's listener is gone before the browser reports the scroll the
 * new page's height causes.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', saveScrollPositions);
    return () => {
      window.removeEventListener('pagehide', saveScrollPositions);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const record = () => rememberScrollPosition(location.key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [location.key]);

  useLayoutEffect(() => {
    const initial = firstRender.current;
    firstRender.current = false;
    const saved = scrollPositions().get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    // The first render shows the page where the browser put it (the top, or its #fragment).
    if (initial || keepsScroll(location.state)) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, location.state, navigationType]);

  return null;
}
