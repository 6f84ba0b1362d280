import { describe, expect, it } from 'vitest';
import { schemaOfUrl } from './pg-schema.js';

describe('schemaOfUrl', () => {
  it('reads the first schema of a search_path given in the URL options', () => {
    expect(schemaOfUrl('postgres://u@h:5432/db?options=-c%20search_path%3Dtienda_2')).toBe('tienda_2');
    expect(schemaOfUrl('postgres://u@h/db?sslmode=disable&options=-c+search_path=caja,public')).toBe('caja');
    expect(schemaOfUrl('postgres://u@h/db?options=-c%20statement_timeout%3D5s%20-c%20search_path%3D%22ventas%22')).toBe(
      'ventas',
    );
  });

  it('answers nothing when the URL names no schema', () => {
    expect(schemaOfUrl('postgres://u@h/db')).toBeUndefined();
    expect(schemaOfUrl('postgres://u@h/db?options=-c%20statement_timeout%3D5s')).toBeUndefined();
    expect(schemaOfUrl('postgres://u@h/db?application_name=search_path%3Dx')).toBeUndefined();
  });
});
