import { expect, type Locator, type Page } from '@playwright/test';

/** Page object of the dashboard shell: sidebar, search dialog and user menu. */
export class DashboardShell {
  readonly sidebar: Locator;
  readonly nav: Locator;
  readonly searchDialog: Locator;
  readonly searchInput: Locator;
  /** The full menu as a drawer: on phones, and over the icon rail below 1280 px. */
  readonly drawer: Locator;
  readonly menuButton: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.locator('#app-sidebar');
    this.nav = page.getByRole('navigation', { name: 'Menú principal' });
    this.searchDialog = page.getByRole('dialog', { name: 'Buscar' });
    this.searchInput = this.searchDialog.getByRole('combobox');
    this.drawer = page.getByRole('dialog', { name: 'Menú principal' });
    this.menuButton = page.getByRole('button', { name: 'Abrir menú' });
  }

  /** Visible link labels of the sidebar, in order, as rendered now (it does not wait: poll it). */
  async sidebarLabels(): Promise<string[]> {
    return (await this.nav.getByRole('link').allInnerTexts()).map((t) => t.trim());
  }

  sidebarLink(label: string): Locator {
    return this.nav.getByRole('link', { name: label, exact: true });
  }

  collapseToggle(): Locator {
    return this.sidebar.getByRole('button', { name: /^(Contraer|Expandir) menú$/ });
  }

  async expectCollapsed(collapsed: boolean): Promise<void> {
    await expect(this.sidebar).toHaveAttribute('data-collapsed', String(collapsed));
  }

  async openSearchWithKeyboard(): Promise<void> {
    // Screens load on first visit: the shortcut listens once the shell is on screen.
    await expect(this.page.getByRole('banner')).toBeVisible();
    await this.page.keyboard.press('ControlOrMeta+k');
    await expect(this.searchDialog).toBeVisible();
    await expect(this.searchInput).toBeFocused();
  }

  /** Search result titles currently listed. */
  searchOptions(): Locator {
    return this.searchDialog.getByRole('option');
  }

  async openUserMenu(): Promise<void> {
    await this.page.getByRole('button', { name: 'Menú de usuario' }).click();
    await expect(this.page.getByRole('menu')).toBeVisible();
  }

  /** Chooses Profile, My Devices, Support or Logout from the user menu. */
  async chooseFromUserMenu(item: 'Profile' | 'My Devices' | 'Support' | 'Logout'): Promise<void> {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  /** Waits for a toast with this text (react-hot-toast renders role=status). */
  toast(text: string | RegExp): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}
