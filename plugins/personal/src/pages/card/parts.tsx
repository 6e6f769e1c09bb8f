import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { $formError, type FormId } from './model';

/** the server's error of this form and field (a field error shows under its field) */
export function useFieldError(form: FormId) {
  const error = useUnit($formError);
  return {
    of: (field: string) => (error?.form === form && error.field === field ? error.message : undefined),
    general: error?.form === form && !error.field ? error.message : undefined,
  };
}

/** one section of the card: a titled region with an optional action (add, change) beside its heading */
export function Section({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={`personal-${id}-title`} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`personal-${id}-title`} className="text-lg font-semibold text-on-surface">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
