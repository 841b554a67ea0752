import { useEffect } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalProvider, useModals, type ModalSpec } from '../src/components/ModalHost';

function Opener(spec: Partial<ModalSpec>) {
  const { open } = useModals();
  // open and spec keep their identity while the modal opens and closes, so it opens once
  useEffect(() => open({ name: 'bday', title: 'Edit things', content: <p>form</p>, ...spec }), [open, spec]);
  return null;
}

const openModal = (spec: Partial<ModalSpec> = {}) =>
  render(
    <ModalProvider>
      <Opener {...spec} />
    </ModalProvider>,
  );
const dialog = () => screen.queryByRole('dialog', { name: 'Edit things' });
const swipe = (from: number, to: number) => {
  fireEvent.touchStart(dialog()!, { touches: [{ clientY: from }] });
  fireEvent.touchEnd(dialog()!, { changedTouches: [{ clientY: to }] });
};

describe('modal host', () => {
  it('closes on a backdrop click, but not on a click inside', () => {
    const onClose = vi.fn();
    openModal({ onClose });
    fireEvent.click(screen.getByText('form'));
    expect(dialog()).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(dialog()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on the cross and on Escape', () => {
    openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).toBeNull();
    openModal();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(dialog()).toBeNull();
  });

  it('closes on a swipe down of 100 px, not less; a modal from the top closes on a swipe up', () => {
    openModal();
    swipe(100, 199);
    expect(dialog()).toBeInTheDocument();
    swipe(100, 200);
    expect(dialog()).toBeNull();

    openModal({ fromTop: true });
    swipe(100, 300);
    expect(dialog()).toBeInTheDocument();
    swipe(300, 190);
    expect(dialog()).toBeNull();
  });

  it('asks "Yes, close" / "No" before closing a blocked modal', () => {
    openModal({ blockClose: true });
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('alertdialog', { name: /Close this window/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(dialog()).toBeInTheDocument();

    swipe(100, 230);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, close' }));
    expect(dialog()).toBeNull();
  });
});
