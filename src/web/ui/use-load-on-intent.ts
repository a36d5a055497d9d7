import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type RefObject } from 'react';

export interface LoadOnIntent<P> {
  /** The real component once its code arrived, else null (render the stand-in). */
  Loaded: ComponentType<P> | null;
  /** The stand-in held focus (or was pressed) when the code arrived: the real trigger takes focus over. */
  autoFocus: boolean;
  /** The stand-in was pressed: the real popup opens (`useArrivedTrigger`), even if the press came late. */
  openOnArrival: boolean;
  /** Spread on the stand-in <button>, which looks like the real trigger. */
  standInProps: {
    type: 'button';
    onPointerEnter: () => void;
    onFocus: () => void;
    onBlur: () => void;
    onClick: () => void;
  };
}

/**
 * A popup whose code (React Aria's overlays: some 40 KB compressed) is fetched when someone reaches
 * for its button (pointer over it, focus, press) rather than with the page, so no page's first
 * download carries it (issue 12 §7, docs/decisions/062-front-end-weight.md). Until it arrives a
 * plain button stands in; a press meanwhile opens the popup on arrival, and focus passes to the
 * real one.
 */
export function useLoadOnIntent<P>(load: () => Promise<ComponentType<P>>): LoadOnIntent<P> {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const [pressed, setPressed] = useState(false);
  // Focus is followed by events, not read from document.activeElement when the code arrives: the
  // stand-in may gain or lose focus between the code's arrival and the render that swaps it out.
  const [standInFocused, setStandInFocused] = useState(false);
  const asked = useRef(false);

  const fetchCode = () => {
    if (asked.current) return;
    asked.current = true;
    load()
      .then((Component) => setLoaded(() => Component))
      .catch(() => {
        asked.current = false;
      });
  };

  return {
    Loaded,
    autoFocus: standInFocused || pressed,
    openOnArrival: pressed,
    standInProps: {
      type: 'button',
      onPointerEnter: fetchCode,
      onFocus: () => {
        setStandInFocused(true);
        fetchCode();
      },
      onBlur: () => {
        setStandInFocused(false);
      },
      onClick: () => {
        setPressed(true);
        fetchCode();
      },
    },
  };
}

export interface ArrivedTrigger {
  /** On the real trigger button. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  setOpen: (open: boolean) => void;
}

/**
 * The real trigger and open state of a popup that replaced its stand-in. Focus moves to the trigger
 * in the same commit that removes the stand-in (a layout effect), so no key pressed in between falls
 * on the page's body. The popup opens once the trigger holds focus, so that closing it gives focus
 * back to that trigger; a press on the stand-in that lands after the swap still opens it.
 */
export function useArrivedTrigger({ autoFocus, openOnArrival }: { autoFocus: boolean; openOnArrival: boolean }): ArrivedTrigger {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const focusOnMount = useRef(autoFocus);
  const openedOnArrival = useRef(false);

  useLayoutEffect(() => {
    if (focusOnMount.current) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!openOnArrival || openedOnArrival.current) return;
    openedOnArrival.current = true;
    triggerRef.current?.focus();
    setOpen(true);
  }, [openOnArrival]);

  return { triggerRef, isOpen, setOpen };
}
