/**
 * Lower case without accents, so "Chicharrón", "CHICHARRON" and "chicharron" compare equal: staff
 * type on tablets without accents. The ñ folds to n too, on purpose: "nunez" must find "Núñez".
 * The server's searches fold the same way (SQLite through a registered function, PostgreSQL by
 * translating the accented letters), so the browser and the API agree on what matches.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');
}

/** The accented letters of Spanish (and a few neighbours) and what they fold to, for SQL translate(). */
export const SQL_FOLD_FROM = 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇáàäâãéèëêíìïîóòöôõúùüûñç';
export const SQL_FOLD_TO = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';
