import { expect, type Locator, type Page } from '@playwright/test';

/** A short random suffix: specs run in parallel on one database, so every title they create is unique. */
export function uniqueSuffix(): string {
  return Math.random().toString(36).slice(2, 8);
}

export const CONFIRM_DELETE = '¿Estas seguro! Este proceso es irreversible!';

/** Page object of Configuraciones (/dashboard/settings): side menu, dialogs, toasts and confirmations. */
export class SettingsPage {
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Secciones de configuración' });
  }

  async open(path = ''): Promise<void> {
    await this.page.goto(`/dashboard/settings${path ? `/${path}` : ''}`);
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  /**
   * A toast (role=status) with this text; the newest is last. A CSS locator, not getByRole: while a
   * modal is open, Radix hides everything outside it (the toaster too) from the accessibility tree.
   * Success toasts last 2 s, so assert them right after the action, before anything slower.
   */
  toast(text: string | RegExp): Locator {
    return this.page.locator('[role="status"]').filter({ hasText: text }).last();
  }

  /** A row of a settings table (categories, taxes, payment types) by its title. */
  row(title: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name: title, exact: true }) });
  }

  editButton(title: string): Locator {
    return this.page.getByRole('button', { name: `Editar ${title}`, exact: true });
  }

  deleteButton(title: string): Locator {
    return this.page.getByRole('button', { name: `Eliminar ${title}`, exact: true });
  }

  /** Fills a dialog's fields by label and presses Guardar. */
  async fillAndSave(dialog: Locator, fields: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(fields)) {
      const control = dialog.getByLabel(label, { exact: true });
      if ((await control.evaluate((el) => el.tagName)) === 'SELECT') await control.selectOption({ label: value });
      else await control.fill(value);
    }
    await dialog.getByRole('button', { name: 'Guardar' }).click();
  }

  /** Presses a delete button, checks the spec's confirmation text, and confirms. */
  async deleteWithConfirm(button: Locator, successToast: string): Promise<void> {
    await button.click();
    const confirm = this.dialog('Eliminar');
    await expect(confirm.getByText(CONFIRM_DELETE, { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(this.toast(successToast)).toBeVisible();
    await expect(confirm).toBeHidden();
  }
}
