// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useArrivedTrigger, useLoadOnIntent } from './use-load-on-intent';

interface PopupProps {
  autoFocus: boolean;
  openOnArrival: boolean;
}

function RealPopup({ autoFocus, openOnArrival }: PopupProps) {
  const { triggerRef, isOpen, setOpen } = useArrivedTrigger({ autoFocus, openOnArrival });
  return (
    <>
      <button ref={triggerRef} type="button" onClick={() => setOpen(!isOpen)}>
        Real trigger
      </button>
      {isOpen && <div role="menu">Menu</div>}
    </>
  );
}

/** A chunk whose arrival the test decides. */
function deferredChunk() {
  let arrive: () => void = () => undefined;
  const chunk = new Promise<ComponentType<PopupProps>>((resolve) => {
    arrive = () => resolve(RealPopup);
  });
  return { load: () => chunk, arrive: () => act(async () => arrive()) };
}

function Host({ load }: { load: () => Promise<ComponentType<PopupProps>> }) {
  const popup = useLoadOnIntent(load);
  if (popup.Loaded) return <popup.Loaded autoFocus={popup.autoFocus} openOnArrival={popup.openOnArrival} />;
  return (
    <button {...popup.standInProps} aria-haspopup="menu">
      Stand-in
    </button>
  );
}

afterEach(cleanup);

describe('useLoadOnIntent with useArrivedTrigger', () => {
  it('focus on the stand-in fetches the code, and the real trigger holds focus the moment it is there', async () => {
    const chunk = deferredChunk();
    render(<Host load={chunk.load} />);
    act(() => screen.getByRole('button', { name: 'Stand-in' }).focus());
    await chunk.arrive();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Real trigger' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a press before the code arrives opens the popup on arrival, with focus on the real trigger', async () => {
    const chunk = deferredChunk();
    render(<Host load={chunk.load} />);
    const standIn = screen.getByRole('button', { name: 'Stand-in' });
    act(() => standIn.focus());
    fireEvent.click(standIn);
    await chunk.arrive();
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Real trigger' }));
  });

  it('a press in the same turn as the code’s arrival still opens the popup', async () => {
    const chunk = deferredChunk();
    render(<Host load={chunk.load} />);
    const standIn = screen.getByRole('button', { name: 'Stand-in' });
    act(() => standIn.focus());
    await act(async () => {
      await chunk.arrive();
      fireEvent.click(standIn);
    });
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('a stand-in left before the code arrives does not pull focus back', async () => {
    const chunk = deferredChunk();
    render(
      <>
        <Host load={chunk.load} />
        <input aria-label="Elsewhere" />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Stand-in' }).focus());
    act(() => screen.getByRole('textbox', { name: 'Elsewhere' }).focus());
    await chunk.arrive();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Elsewhere' }));
  });
});
