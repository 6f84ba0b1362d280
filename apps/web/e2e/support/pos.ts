import { expect, type Locator, type Page } from '@playwright/test';
import { signInViaApi } from './auth';
import type { E2EUserName } from './users';

/** Page object of /dashboard/pos. */
export class PosScreen {
  readonly grid: Locator;
  readonly cart: Locator;
  readonly search: Locator;
  readonly customer: Locator;
  readonly dialog: Locator;
  readonly service: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('list', { name: 'Ítems del menú' });
    this.cart = page.getByRole('region', { name: 'Carrito', exact: true });
    this.search = page.getByRole('searchbox', { name: 'Buscar Item' });
    this.customer = page.getByTestId('pos-customer');
    this.dialog = page.getByRole('dialog');
    this.service = page.getByRole('combobox', { name: 'Opción de servicio' });
    this.table = page.getByRole('combobox', { name: 'Mesa' });
  }

  async open(user: E2EUserName = 'cajero'): Promise<void> {
    await signInViaApi(this.page, user, '/dashboard/pos');
    await expect(this.grid.getByRole('button').first()).toBeVisible();
  }

  item(title: string): Locator {
    return this.grid.getByRole('button', { name: title });
  }

  /** Taps an item without options. */
  async add(title: string): Promise<void> {
    await this.item(title).click();
  }

  /** Taps an item with options and makes the choice in its dialog. */
  async addWithOptions(title: string, variant: string | null, addons: string[] = []): Promise<void> {
    await this.item(title).click();
    const dialog = this.page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    if (variant) await dialog.getByRole('radio', { name: variant }).check();
    for (const addon of addons) await dialog.getByRole('checkbox', { name: addon }).check();
    await dialog.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(dialog).toBeHidden();
  }

  line(title: string): Locator {
    return this.cart.getByRole('listitem', { name: title });
  }

  async plus(title: string): Promise<void> {
    await this.line(title)
      .getByRole('button', { name: `Aumentar ${title}` })
      .click();
  }

  async minus(title: string): Promise<void> {
    await this.line(title)
      .getByRole('button', { name: `Disminuir ${title}` })
      .click();
  }

  /** The line's quantity field (typed with the number pad): assert it with toHaveValue. */
  quantity(title: string): Locator {
    return this.line(title).getByRole('textbox', { name: `Cantidad ${title}` });
  }

  /** "−" on a line of 1 asks first (issue 18); this answers "Quitar". */
  async confirmRemove(title: string): Promise<void> {
    await this.line(title)
      .getByRole('group', { name: `¿Quitar ${title} del pedido?` })
      .getByRole('button', { name: 'Quitar', exact: true })
      .click();
  }

  async setNote(title: string, note: string): Promise<void> {
    await this.line(title)
      .getByRole('button', { name: `Nota de ${title}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'Nota del ítem' });
    await dialog.getByLabel('Nota (máx. 100 caracteres)').fill(note);
    await dialog.getByRole('button', { name: 'Guardar nota' }).click();
    await expect(dialog).toBeHidden();
  }

  total(kind: 'items' | 'tax' | 'payable'): Locator {
    return this.cart.getByTestId('pos-totals').locator(`[data-total="${kind}"]`);
  }

  async expectTotals(items: string, tax: string, payable: string): Promise<void> {
    await expect(this.total('items')).toHaveText(items);
    await expect(this.total('tax')).toHaveText(tax);
    await expect(this.total('payable')).toHaveText(payable);
  }

  /** Nuevo. On a cart with lines it asks first; `answer` picks the button of that question. */
  async newOrder(answer?: 'Descartar' | 'Cancelar'): Promise<void> {
    await this.page.getByRole('button', { name: 'Nuevo', exact: true }).click();
    if (!answer) return;
    const confirm = this.page.getByRole('dialog', { name: 'Nuevo pedido' });
    await confirm.getByRole('button', { name: answer }).click();
    await expect(confirm).toBeHidden();
  }

  async lookUpCustomer(phone: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Buscar cliente' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Buscar cliente' });
    await dialog.getByLabel('Teléfono').fill(phone);
    await dialog.getByRole('button', { name: 'Buscar' }).click();
  }

  async chooseService(label: 'Comer en el local' | 'Entrega a domicilio' | 'Para llevar'): Promise<void> {
    await this.service.selectOption({ label });
  }

  async chooseTable(label: string): Promise<void> {
    await this.table.selectOption({ label });
  }

  /**
   * Adds the item `quantity` times and confirms "Enviar a cocina" until the dialog closes. `closeWithin`:
   * longer when the server is unreachable (the submit gives up on the network before it queues the order).
   */
  async sendToKitchen(title: string, quantity: number, closeWithin?: number): Promise<void> {
    for (let i = 0; i < quantity; i += 1) await this.add(title);
    await expect(this.quantity(title)).toHaveValue(String(quantity));
    await this.page.getByRole('button', { name: 'Enviar a cocina', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Enviar a cocina' });
    await dialog.getByRole('button', { name: 'Confirmar envío' }).click();
    await expect(dialog).toBeHidden(closeWithin === undefined ? undefined : { timeout: closeWithin });
  }

  /**
   * A toast with this text. A CSS locator, not getByRole: while a modal dialog is open, Radix hides
   * everything outside it (the toaster too) from the accessibility tree.
   */
  toast(text: string | RegExp): Locator {
    return this.page.locator('[role="status"]').filter({ hasText: text });
  }
}
