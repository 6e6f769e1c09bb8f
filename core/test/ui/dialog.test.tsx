// @vitest-environment happy-dom
import './setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, ConfirmDialog, Dialog } from '../../src/ui';

function Harness({ busy = false, onClose }: { busy?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öppna
      </button>
      <Dialog
        open={open}
        busy={busy}
        title="Redigera"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        actions={<Button>Spara</Button>}
      >
        <input aria-label="Fält" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, 590px wide by default', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Redigera' });
    const panel = dialog.querySelector('[style*="max-width"]') as HTMLElement;
    expect(panel.style.maxWidth).toBe('590px');
  });

  it('closes on an outside click when not busy', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await screen.findByRole('dialog');
    await userEvent.click(document.body);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while busy: Escape and the close button are ignored', async () => {
    const onClose = vi.fn();
    render(<Harness busy onClose={onClose} />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    const close = screen.getByRole('button', { name: 'Stäng' }) as HTMLButtonElement;
    expect(close.disabled).toBe(true);
    await userEvent.click(close);
    await userEvent.click(document.body);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('true');
  });

  it('fills the screen when fullscreen', async () => {
    render(
      <Dialog open fullscreen title="Stor" onClose={() => {}}>
        x
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Stor' });
    expect(dialog.querySelector('[style*="max-width"]')).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('has cancel, secondary and confirm buttons wired to their callbacks', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const onSecondary = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Spara ändringar?"
        text="Du har osparade ändringar."
        secondaryLabel="Spara inte"
        confirmLabel="Spara"
        onConfirm={onConfirm}
        onCancel={onCancel}
        onSecondary={onSecondary}
      />,
    );
    await screen.findByRole('dialog', { name: 'Spara ändringar?' });
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara inte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect([onCancel.mock.calls.length, onSecondary.mock.calls.length, onConfirm.mock.calls.length]).toEqual([1, 1, 1]);
  });

  it('treats Escape as cancel, and ignores it while busy', async () => {
    const onCancel = vi.fn();
    const { rerender } = render(<ConfirmDialog open busy title="T" text="x" onConfirm={() => {}} onCancel={onCancel} />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    rerender(<ConfirmDialog open title="T" text="x" onConfirm={() => {}} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('starts focus on confirm, or on cancel for a destructive action', async () => {
    const { unmount } = render(<ConfirmDialog open title="T" text="x" onConfirm={() => {}} onCancel={() => {}} />);
    await screen.findByRole('dialog');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Bekräfta'));
    unmount();
    render(<ConfirmDialog open danger title="T" text="x" onConfirm={() => {}} onCancel={() => {}} />);
    await screen.findByRole('dialog');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Avbryt'));
  });
});

describe('Dialog focus', () => {
  it('opens with focus on the dialog, and Tab reaches the first field before the close button', async () => {
    render(
      <Dialog open title="Ny rad" onClose={() => {}}>
        <input aria-label="Datum" />
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog');
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Datum'));
  });

  it('starts on a field marked data-autofocus', async () => {
    render(
      <Dialog open title="Ny rad" onClose={() => {}}>
        <input aria-label="Datum" />
        <input aria-label="Timmar" data-autofocus />
      </Dialog>,
    );
    await screen.findByRole('dialog');
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Timmar')));
  });
});

describe('Dialog and the page behind it', () => {
  it('marks the rest of the page inert while open (nested dialogs too), and gives it back when closed', async () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <>
          <button type="button">Utanför</button>
          <Dialog open={outer} title="Yttre" onClose={() => setOuter(false)}>
            <button type="button" onClick={() => setInner(true)}>
              Inre
            </button>
            <Dialog open={inner} title="Inre dialog" onClose={() => setInner(false)}>
              x
            </Dialog>
          </Dialog>
        </>
      );
    }
    const { container } = render(<Nested />);
    const outer = await screen.findByRole('dialog', { name: 'Yttre' });
    expect(container.closest('[inert]')).not.toBeNull();
    expect(outer.closest('[inert]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Inre' }));
    await screen.findByRole('dialog', { name: 'Inre dialog' });
    expect(outer.closest('[inert]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inre dialog' })).toBeNull();
    expect(outer.closest('[inert]')).toBeNull();
    expect(container.closest('[inert]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.closest('[inert]')).toBeNull();
  });
});
