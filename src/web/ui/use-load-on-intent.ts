import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';

export interface LoadOnIntent<P> {
  /** The real component once its code arrived, else null (render the stand-in). */
  Loaded: ComponentType<P> | null;
  /** The stand-in had focus when the code arrived (or was pressed): the real trigger takes it over. */
  autoFocus: boolean;
  /** The stand-in was pressed: the real popup opens on arrival (`useOpenOnArrival`). */
  openOnArrival: boolean;
  /** Spread on the stand-in <button>, which looks like the real trigger. */
  standInProps: {
    ref: RefObject<HTMLButtonElement | null>;
    type: 'button';
    onPointerEnter: () => void;
    onFocus: () => void;
    onClick: () => void;
  };
}

/**
 * A popup whose code (React Aria's overlays: some 40 KB compressed) is fetched when someone reaches
 * for its button (pointer over it, focus, press) rather than with the page, so no page's first
 * download carries it (issue 12 §7, docs/decisions.md "Front-end weight"). Until it arrives a plain
 * button stands in; a press meanwhile opens the popup on arrival, and focus passes to the real one.
 */
export function useLoadOnIntent<P>(load: () => Promise<ComponentType<P>>): LoadOnIntent<P> {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<P>; hadFocus: boolean } | null>(null);
  const [pressed, setPressed] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  const fetchCode = () => {
    if (asked.current) return;
    asked.current = true;
    load()
      .then((Component) => setLoaded({ Component, hadFocus: document.activeElement === standIn.current }))
      .catch(() => {
        asked.current = false;
      });
  };

  return {
    Loaded: loaded?.Component ?? null,
    autoFocus: (loaded?.hadFocus ?? false) || pressed,
    openOnArrival: pressed,
    standInProps: {
      ref: standIn,
      type: 'button',
      onPointerEnter: fetchCode,
      onFocus: fetchCode,
      onClick: () => {
        setPressed(true);
        fetchCode();
      },
    },
  };
}

/**
 * The open state of a popup that arrived after its stand-in was pressed: closed on the first render,
 * opened right after, once the real trigger holds focus, so that closing the popup gives focus back
 * to that trigger (opening it on the first render would remember the stand-in, gone by then).
 */
export function useOpenOnArrival(openOnArrival: boolean): [boolean, (open: boolean) => void] {
  const [isOpen, setOpen] = useState(false);
  const arrivedOpen = useRef(openOnArrival);
  useEffect(() => {
    if (!arrivedOpen.current) return;
    // Next frame: the real trigger has taken focus by then (its autoFocus).
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return [isOpen, setOpen];
}
