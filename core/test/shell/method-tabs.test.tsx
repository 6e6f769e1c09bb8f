// @vitest-environment happy-dom
import '../ui/setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MethodTabs } from '../../src/shell/sign-in/method-tabs';

function Harness() {
  const [tab, setTab] = useState('password');
  return (
    <MethodTabs
      label="Sätt att logga in"
      selected={tab}
      onChange={setTab}
      tabs={[
        { id: 'bankid', label: 'BankID', content: <p>QR-kod</p> },
        { id: 'password', label: 'Lösenord', content: <p>Formulär</p> },
      ]}
    />
  );
}

describe('the sign-in screen tabs (no Headless UI)', () => {
  it('is a labelled tab list whose chosen tab alone is in the tab order and labels the one panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Sätt att logga in' })).toBeTruthy();
    const password = screen.getByRole('tab', { name: 'Lösenord' });
    const bankid = screen.getByRole('tab', { name: 'BankID' });
    expect(password.getAttribute('aria-selected')).toBe('true');
    expect(password.tabIndex).toBe(0);
    expect(bankid.getAttribute('aria-selected')).toBe('false');
    expect(bankid.tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Lösenord' });
    expect(panel.textContent).toBe('Formulär');
    expect(password.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('arrow keys choose and focus the next tab, wrapping; Home and End jump', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'BankID' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'BankID' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('QR-kod');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Lösenord' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'BankID' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Lösenord' }).getAttribute('aria-selected')).toBe('true');
  });

  it('a click chooses the tab', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'BankID' }));
    expect(screen.getByRole('tabpanel', { name: 'BankID' }).textContent).toBe('QR-kod');
  });
});
