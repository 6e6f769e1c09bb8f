import { useUnit } from 'effector-react';
import { $snackbar, snackbarClosed } from '../../snackbar/model';
import { Snackbar } from '../../ui';

/** Renders the snackbar model (timeouts and replacement live in core/src/snackbar). */
export function SnackbarHost() {
  const [snackbar, close] = useUnit([$snackbar, snackbarClosed]);
  return <Snackbar snackbar={snackbar} onClose={() => close()} />;
}
