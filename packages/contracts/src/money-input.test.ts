import { describe, expect, it } from 'vitest';
import { formatAmount, toMinor } from './currency.js';
import { menuItemBody, menuItemForm, menuItemOptionForm } from './menu.js';
import { moneyInputMessage, MONEY_INPUT_MESSAGES, parseMoneyInput, type MoneyInputProblem } from './money-input.js';

const accepted: [string, number][] = [
  ['32.000', 32000],
  ['32000', 32000],
  ['32.000,50', 32000.5],
  ['32.000,5', 32000.5],
  ['32000,5', 32000.5],
  ['32000,50', 32000.5],
  ['1.234.567', 1234567],
  ['1.234.567,89', 1234567.89],
  ['0', 0],
  ['0,5', 0.5],
  ['0,05', 0.05],
  ['5', 5],
  ['999', 999],
  ['1.000', 1000],
  ['100.000', 100000],
  ['007', 7],
  ['$32.000', 32000],
  ['$ 32.000', 32000],
  ['Col$ 32.000,00', 32000],
  ['Col$32.000', 32000],
  ['COL$ 1.500', 1500],
  ['  32.000  ', 32000],
  ['\u00a032.000,25\u00a0', 32000.25],
  ['Col$\u00a018.500,50', 18500.5],
  ['\t2000\n', 2000],
  ['999999999999999', 999999999999999],
];

const refused: [string, MoneyInputProblem][] = [
  // A dot with other than 3 digits after it may be an English decimal point.
  ['32.00', 'ambiguous'],
  ['32.5', 'ambiguous'],
  ['18500.5', 'ambiguous'],
  ['3500.25', 'ambiguous'],
  ['32.', 'ambiguous'],
  ['32.0000', 'ambiguous'],
  ['.500', 'ambiguous'],
  ['0.500', 'ambiguous'],
  ['00.000', 'ambiguous'],
  // English thousands, several commas, a dot after the comma.
  ['32,000', 'ambiguous'],
  ['12,345,6', 'ambiguous'],
  ['1,234,567', 'ambiguous'],
  ['1,234.56', 'ambiguous'],
  ['32,5,0', 'ambiguous'],
  // Thousands groups in the wrong places.
  ['1.23.456', 'grouping'],
  ['1234.567', 'grouping'],
  ['1.2345.678', 'grouping'],
  ['1..000', 'grouping'],
  ['1.000.00', 'grouping'],
  ['0.000.000', 'grouping'],
  ['1.000.', 'grouping'],
  // More than two decimals after the comma.
  ['1.234,567', 'decimals'],
  ['5,1234', 'decimals'],
  ['32.000,505', 'decimals'],
  // Negative amounts, whatever the symbol's place.
  ['-5', 'negative'],
  ['-32.000', 'negative'],
  ['- 32.000', 'negative'],
  ['$-5', 'negative'],
  ['-$5', 'negative'],
  ['Col$ -1.000,50', 'negative'],
  ['-0', 'negative'],
  // Anything that is not a number written the es-CO way.
  ['abc', 'malformed'],
  ['32k', 'malformed'],
  ['1e3', 'malformed'],
  ['0x10', 'malformed'],
  ['Infinity', 'malformed'],
  ['NaN', 'malformed'],
  ['+5', 'malformed'],
  ['32 000', 'malformed'],
  ['32.000 $', 'malformed'],
  ['USD 5', 'malformed'],
  ['$', 'malformed'],
  ['Col$', 'malformed'],
  ['-', 'malformed'],
  [',5', 'malformed'],
  ['32,', 'malformed'],
  [',', 'malformed'],
  ['.', 'ambiguous'],
  ['3,2.000', 'ambiguous'],
  ['１２', 'malformed'],
  ['9999999999999999', 'malformed'],
];

describe('parseMoneyInput', () => {
  it.each(accepted)('reads %j as %d pesos', (text, value) => {
    expect(parseMoneyInput(text)).toEqual({ ok: true, value });
  });

  it.each(refused)('refuses %j as %s', (text, problem) => {
    expect(parseMoneyInput(text)).toEqual({ ok: false, problem });
  });

  it('reads blank text as no value, so each form chooses required, 0 or null', () => {
    for (const text of ['', '   ', '\u00a0', '\t']) expect(parseMoneyInput(text)).toEqual({ ok: true, value: null });
  });

  it('reads back every amount the app displays, so a reformatted field keeps its value', () => {
    for (const minor of [0, 1, 5, 50, 99, 100, 1250, 100000, 3200000, 3200050, 1850050, 123456789, 1000000000]) {
      const read = parseMoneyInput(formatAmount(minor));
      expect(read.ok && read.value !== null && toMinor(read.value)).toBe(minor);
      const withSymbol = parseMoneyInput(`Col$ ${formatAmount(minor)}`);
      expect(withSymbol.ok && withSymbol.value !== null && toMinor(withSymbol.value)).toBe(minor);
    }
  });

  it('gives separator problems their own hint and the rest the form message', () => {
    const invalid = 'Por favor ingrese un precio valido!';
    expect(moneyInputMessage('negative', invalid)).toBe(invalid);
    expect(moneyInputMessage('malformed', invalid)).toBe(invalid);
    expect(moneyInputMessage('ambiguous', invalid)).toBe(MONEY_INPUT_MESSAGES.ambiguous);
    expect(moneyInputMessage('grouping', invalid)).toBe(MONEY_INPUT_MESSAGES.grouping);
    expect(moneyInputMessage('decimals', invalid)).toBe(MONEY_INPUT_MESSAGES.decimals);
  });
});

describe('menu form schemas', () => {
  const price = 'Por favor ingrese un precio valido!';
  const item = (fields: Record<string, string>) =>
    menuItemForm.safeParse({ title: 'Ajiaco', price: '', netPrice: '', categoryId: '', taxId: '', ...fields });

  it('turn es-CO text into the numbers of the spec body, which the server schema reads unchanged', () => {
    const read = item({ price: 'Col$ 32.000', netPrice: '30.000,50', categoryId: '3' });
    expect(read.success && read.data).toEqual({
      title: 'Ajiaco',
      price: 32000,
      netPrice: 30000.5,
      categoryId: 3,
      taxId: null,
    });
    expect(read.success && menuItemBody.parse(read.data)).toEqual(read.data);
    expect(menuItemOptionForm.parse({ title: 'Queso', price: '2.500' })).toEqual({ title: 'Queso', price: 2500 });
  });

  it('keep the spec rules: title and price required, blank net price null, blank option price 0', () => {
    const empty = item({ title: '' });
    expect(empty.success ? [] : empty.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['title', 'Por favor ingrese el titulo!'],
      ['price', price],
    ]);
    expect(item({ price: '5' }).data?.netPrice).toBeNull();
    expect(menuItemOptionForm.parse({ title: 'Queso', price: '  ' })).toEqual({ title: 'Queso', price: 0 });
  });

  it('refuse negative, malformed and ambiguous prices with a Spanish message', () => {
    const message = (text: string) => item({ price: text }).error?.issues[0]?.message;
    expect(message('-5')).toBe(price);
    expect(message('abc')).toBe(price);
    expect(message('32.00')).toBe(MONEY_INPUT_MESSAGES.ambiguous);
    expect(message('1.23.456')).toBe(MONEY_INPUT_MESSAGES.grouping);
    expect(message('5,123')).toBe(MONEY_INPUT_MESSAGES.ambiguous);
    expect(message('5.000,123')).toBe(MONEY_INPUT_MESSAGES.decimals);
    expect(message('10.000.001')).toBe(price);
    expect(menuItemOptionForm.safeParse({ title: 'Queso', price: '2.50' }).error?.issues[0]?.message).toBe(
      MONEY_INPUT_MESSAGES.ambiguous,
    );
  });

  it('leave the server schema as strict as before: plain decimal text or numbers only', () => {
    const body = (value: unknown) => menuItemBody.safeParse({ title: 'Ajiaco', price: value }).success;
    for (const value of ['1e3', '0x10', 'Infinity', 'Col$ 5', '32.000,50', '-1']) expect(body(value)).toBe(false);
    for (const value of [32000, '32000', '12500.5']) expect(body(value)).toBe(true);
  });
});
