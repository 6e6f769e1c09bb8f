import { snackbarShown, useT } from '@lonna/core';
import { Button } from '@lonna/core/ui';
import { createWatch, type Unit } from 'effector';
import { useProvidedScope, useUnit } from 'effector-react';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
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

/** the end of a section's form: the server's general error, then save and cancel */
export function FormActions({
  error,
  saving,
  onCancel,
  submitLabel,
}: {
  error?: string | undefined;
  saving: boolean;
  onCancel: () => void;
  submitLabel?: string;
}) {
  const t = useT();
  return (
    <>
      {error && <p className="text-sm text-error md:col-span-2">{error}</p>}
      <div className="flex flex-wrap gap-2 md:col-span-2">
        <Button type="submit" disabled={saving}>
          {submitLabel ?? t('personal.save')}
        </Button>
        <Button type="button" variant="text" onClick={onCancel}>
          {t('personal.cancel')}
        </Button>
      </div>
    </>
  );
}

/**
 * A section that is a list the employee keeps (contacts, children, vehicles): add opens the form above the list, each
 * row can be changed or removed, and a save closes the form with a word of success.
 */
export function ListSection<T extends { Id: string }>({
  id,
  items,
  saved,
  remove,
  form,
  row,
  hint,
}: {
  /** the section's id and its messages' group: personal.<id>.title, .add, .none, .saved */
  id: string;
  items: readonly T[];
  saved: Unit<unknown>;
  remove: (id: string) => void;
  form: (editing: T | null, done: () => void) => ReactNode;
  row: (item: T) => ReactNode;
  hint?: string;
}) {
  const t = useT();
  const notify = useUnit(snackbarShown);
  const scope = useProvidedScope();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  useEffect(
    () =>
      createWatch({
        unit: saved,
        ...(scope ? { scope } : {}),
        fn: () => {
          setEditing(null);
          notify({ text: t(`personal.${id}.saved`), color: 'success' });
        },
      }),
    [saved, scope, notify, t, id],
  );
  const title = t(`personal.${id}.title`);
  return (
    <Section
      id={id}
      title={title}
      action={
        editing === null && (
          <Button variant="secondary" onClick={() => setEditing('new')}>
            {t(`personal.${id}.add`)}
          </Button>
        )
      }
    >
      {hint && <p className="text-sm text-muted">{hint}</p>}
      {editing !== null && <Fragment key={editing === 'new' ? 'new' : editing.Id}>{form(editing === 'new' ? null : editing, () => setEditing(null))}</Fragment>}
      {items.length === 0 ? (
        <p className="text-muted">{t(`personal.${id}.none`)}</p>
      ) : (
        <ul aria-label={title} className="flex flex-col divide-y divide-border">
          {items.map((item) => (
            <li key={item.Id} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <div className="min-w-0">{row(item)}</div>
              <div className="flex gap-1">
                <Button variant="text" onClick={() => setEditing(item)}>
                  {t('personal.edit')}
                </Button>
                <Button variant="text" onClick={() => remove(item.Id)}>
                  {t('personal.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
