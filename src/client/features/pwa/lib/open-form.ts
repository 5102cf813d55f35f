/**
 * Whether a reload could lose what the student is doing: an open modal (the post form, a registration, a report), or
 * a text field of a form on the page with something typed in it (React keeps a controlled field's default in step
 * with its value, so "typed in" is "not empty"). The header's search box does not count.
 */
export function hasOpenForm(root: ParentNode = document): boolean {
  if (root.querySelector('[aria-modal="true"]')) return true;
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'form:not([role="search"]) textarea, form:not([role="search"]) input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"])',
  );
  return [...fields].some((field) => field.value.trim() !== '');
}
