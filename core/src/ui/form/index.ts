export { useForm, type Form, type FieldBinding, type FieldOptions, type UseFormOptions } from './use-form';
export { failingFields, revealField, type FieldCheck, type FieldFailure } from './first-failure';
export { UnsavedChangesProvider, useUnsavedChangesGuard, useConfirmLeave, useGuardedNavigate } from './unsaved-changes';
