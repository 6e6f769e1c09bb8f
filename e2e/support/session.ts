import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo1234';

/** Sign in on the Swedish sign-in screen with the username-and-password tab. */
export async function signIn(page: Page, login: string, password = PASSWORD): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('textbox', { name: 'Användarnamn' }).fill(login);
  await page.getByLabel(/^Lösenord/).fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

export async function chooseCompany(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Välj företag' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(dialog).toBeHidden();
}

export async function expectDashboardFor(page: Page, company: string): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^(Hej|God morgon|God kväll|God eftermiddag)/ })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(company);
}

/** The signed-in shell is up: its main navigation is there (the sign-in screen has a main landmark too). */
export async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
}
