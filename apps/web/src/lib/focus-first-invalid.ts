/**
 * After a refused submit, moves the focus to the first field marked invalid (as the sign-in form
 * does), once React has painted the messages.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
