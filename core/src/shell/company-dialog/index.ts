export { CompanyDialog } from './view';
