import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../../test/test-harness';
import { StoreImageField } from './store-image-field';

function Harness() {
  const [image, setImage] = useState<string | null>(null);
  return <StoreImageField image={image} onChange={setImage} />;
}

const choose = (file: File) =>
  act(async () => fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [file] } }));

describe('store image field', () => {
  it('refuses other types and files over 2 MB before uploading', async () => {
    const api = fakeApi([]);
    renderAt(<Harness />);
    await choose(new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent('¡Formato de imagen no soportado! Use PNG, JPEG o WebP.');
    await choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('¡La imagen supera el tamaño máximo de 2 MB!');
    expect(api.calls).toEqual([]);
  });

  it('uploads a PNG and previews the answered path; a server refusal shows its message', async () => {
    const api = fakeApi([
      {
        method: 'POST',
        path: '/settings/store-image',
        body: { message: '¡Imagen subida!', image: `/api/v1/uploads/${'a'.repeat(32)}.png` },
      },
    ]);
    renderAt(<Harness />);
    await choose(new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Logo del restaurante' })).toHaveAttribute(
      'src',
      `/api/v1/uploads/${'a'.repeat(32)}.png`,
    );
    expect(api.calls[0].body).toBeInstanceOf(FormData);

    vi.unstubAllGlobals();
    fakeApi([
      {
        method: 'POST',
        path: '/settings/store-image',
        status: 400,
        body: { message: '¡Formato de imagen no soportado! Use PNG, JPEG o WebP.' },
      },
    ]);
    await choose(new File(['hola'], 'otro.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '¡Formato de imagen no soportado! Use PNG, JPEG o WebP.',
    );
    // The previous image stays until another one is accepted.
    expect(screen.getByRole('img', { name: 'Logo del restaurante' })).toBeInTheDocument();
  });
});
