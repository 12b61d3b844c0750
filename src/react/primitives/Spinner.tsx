/** A purely visual spinner; the busy element around it carries `aria-busy`. */
export function Spinner() {
  return <span data-slot="spinner" aria-hidden="true" />;
}
