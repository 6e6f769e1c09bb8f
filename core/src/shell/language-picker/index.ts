export { LanguagePicker } from './view';
export { languageChosen, LANGUAGES, flagUrl } from './model';
