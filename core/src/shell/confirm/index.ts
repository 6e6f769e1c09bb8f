export { ConfirmHost } from './view';
export { askConfirmFx, confirmAnswered, $confirm, type ConfirmAnswer, type ConfirmRequest } from './model';
