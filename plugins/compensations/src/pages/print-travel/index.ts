// the lazy entry of ReserakningPrint (/rapporter/reserakning): the view and what it loads
import { definePage } from '@lonna/core';
import { travelPrint } from '../print-compensations/model';
import View from './view';

export default definePage(View, travelPrint.page);
