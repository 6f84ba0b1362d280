import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyField } from './money-field';

function Price({ initial = '', blankValue, error }: { initial?: string; blankValue?: number | null; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MoneyField
      label="Precio"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      currency="COP"
      blankValue={blankValue}
      invalidMessage="Por favor ingrese un precio valido!"
      error={error}
    />
  );
}

const input = () => screen.getByLabelText('Precio');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('MoneyField', () => {
  it('shows the amount it read the es-CO way while typing, as the description of the input', () => {
    render(<Price />);
    expect(input()).toHaveAttribute('inputmode', 'decimal');
    expect(input()).toHaveAttribute('type', 'text');
    type('32.000');
    expect(input()).toHaveAccessibleDescription('Se guardará: Col$ 32.000');
    type('Col$ 32.000,5');
    expect(input()).toHaveAccessibleDescription('Se guardará: Col$ 32.000,50');
    type('1.234.567');
    expect(input()).toHaveAccessibleDescription('Se guardará: Col$ 1.234.567');
  });

  it('explains an ambiguous or unreadable entry instead of guessing, and leaves its text alone on blur', () => {
    render(<Price />);
    type('32.00');
    expect(input()).toHaveAccessibleDescription(/¡Valor ambiguo! Use punto para los miles y coma para los centavos/);
    fireEvent.blur(input());
    expect(input()).toHaveValue('32.00');
    type('-5');
    expect(input()).toHaveAccessibleDescription('Por favor ingrese un precio valido!');
    type('1.23.456');
    expect(input()).toHaveAccessibleDescription(/Separe los miles con punto cada 3 cifras/);
  });

  it('rewrites a readable amount in the app format on blur, which reads back the same', () => {
    render(<Price />);
    type('32000');
    fireEvent.blur(input());
    expect(input()).toHaveValue('32.000');
    expect(input()).toHaveAccessibleDescription('Se guardará: Col$ 32.000');
    type('$ 18500,5');
    fireEvent.blur(input());
    expect(input()).toHaveValue('18.500,50');
  });

  it('keeps the text while an error is shown, so the error stays until the next edit', () => {
    render(<Price initial="20.000.000" error="Por favor ingrese un precio valido!" />);
    fireEvent.blur(input());
    expect(input()).toHaveValue('20.000.000');
    expect(input()).toHaveAccessibleDescription('Por favor ingrese un precio valido!');
  });

  it('shows what a blank field is saved as: 0 for options, nothing when blank means no value', () => {
    const { unmount } = render(<Price blankValue={0} />);
    expect(input()).toHaveAccessibleDescription('Se guardará: Col$ 0');
    unmount();
    render(<Price />);
    expect(input()).not.toHaveAttribute('aria-describedby');
  });
});
