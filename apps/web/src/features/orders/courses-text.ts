/** Orders screen texts of courses (tiempos, issue 21): what is held back and the one-tap fire. */
export const coursesText = {
  held: (titles: string) => `En espera: ${titles}`,
  heldBadge: 'En espera',
  fire: (title: string) => `Marchar ${sentenceCase(title)}`,
  fireLabel: (title: string, orderId: number) => `Marchar ${sentenceCase(title)} de la orden #${orderId}`,
};

/**
 * The course name inside a sentence: "Plato fuerte" reads "plato fuerte" after "Marchar". An
 * acronym (a second capital, "BBQ") keeps its case.
 */
export function sentenceCase(title: string): string {
  const [first = '', second = ''] = title;
  if (second && second !== second.toLocaleLowerCase('es') && second === second.toLocaleUpperCase('es')) return title;
  return first.toLocaleLowerCase('es') + title.slice(first.length);
}
